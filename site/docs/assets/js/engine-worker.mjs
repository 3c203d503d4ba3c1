// The calculators' engine off the page's thread: Pyodide and the scoring archive in a module Web Worker, started
// by engine.mjs. However long Python takes to start or to compute, the page stays responsive, and a
// computation that takes too long is stopped by ending the worker (engine.mjs then starts another).
//
// Messages from the page:
//   {type: "start", repeatVisit, keepSnapshots}   once, first
//   {type: "compute", id, game, text}    → {type: "result", id, score, check} (respond()'s answers, parsed)
//   {type: "warm-up", game}              after the first result: import every game, keep a memory snapshot
// Messages to the page: {type: "progress", received, total}, {type: "ready", timings}, {type: "failed", message},
//   {type: "warmed-up"}, {type: "snapshot-kept"}.
//
// Every file the engine needs is asked for at once when the worker starts (not one after the other as Pyodide
// would), and Pyodide is handed the answers already on their way. engine.json gives the engine's version, its
// files' sizes (for the progress in bytes) and the limits of states. Repeat visits start from a memory snapshot:
// once an engine started from the runtime has every game loaded, a copy of its memory is kept on the device
// (Cache Storage, named after the engine's version) and the next visit restores it instead of starting
// Python and importing the games again. A snapshot that fails to restore is dropped.

const ASSETS = new URL("../", import.meta.url);
const RUNTIME = new URL("pyodide/", ASSETS);
const FILES = ["pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"].map((name) => new URL(name, RUNTIME).href);
const BUNDLE = new URL("scoring.zip", ASSETS).href;
const MANIFEST = new URL("engine.json", ASSETS).href;
const BUNDLE_DIR = "/home/pyodide/pnp";
const SNAPSHOTS = "pnp-engine-snapshots";
/** A run of at least this many zero words (4 KiB) is left out of a kept snapshot (about 60 % of it is zeros). */
const ZERO_RUN_WORDS = 1024;
const PROGRESS_EVERY_MS = 100;

let settings = null; // the "start" message, with engine.json's version and limits
let pyodide = null;
let respond = null;
const progress = { received: 0, total: 0, sentAt: 0 };

function tell(message) {
  self.postMessage(message);
}

function signOfLife(bytes = 0, force = false) {
  progress.received += bytes;
  const now = performance.now();
  if (force || now - progress.sentAt >= PROGRESS_EVERY_MS) {
    progress.sentAt = now;
    tell({ type: "progress", received: progress.received, total: progress.total });
  }
}

/** Count the bytes of one response as they arrive, on a copy, leaving the response itself untouched. */
function counted(response) {
  if (!response.ok || response.body === null) return response;
  const reader = response.clone().body.getReader();
  const pump = () => reader.read().then(({ done, value }) => {
    if (done) return;
    signOfLife(value.byteLength);
    pump();
  }, () => {});
  pump();
  return response;
}

/** Ask for every engine file now, and answer Pyodide's later requests for them with these answers. */
function prefetch() {
  const early = new Map([...FILES, BUNDLE].map((url) => [url, fetch(url).then(counted)]));
  const original = self.fetch.bind(self);
  self.fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const answer = early.get(url);
    if (answer === undefined) return original(input, init);
    early.delete(url);
    return answer.then((response) => response.clone());
  };
  // Modules (pyodide.mjs, pyodide.asm.mjs) come through import(): counted when they arrive.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name.startsWith(RUNTIME.href) && entry.name.endsWith(".mjs")) signOfLife(/** @type {PerformanceResourceTiming} */ (entry).decodedBodySize);
    }
  }).observe({ type: "resource", buffered: true });
  return early.get(BUNDLE).then(async (response) => {
    if (!response.ok) throw new Error(`the scoring archive ${new URL(BUNDLE).pathname} answered HTTP ${response.status}`);
    return new Uint8Array(await response.clone().arrayBuffer());
  });
}

/** Read engine.json: the engine's version and limits go into the settings, its sizes into the progress. */
async function readManifest() {
  const response = await fetch(MANIFEST);
  if (!response.ok) throw new Error(`${new URL(MANIFEST).pathname} answered HTTP ${response.status}`);
  const { version, bytes, limits } = await response.json();
  Object.assign(settings, { version, limits });
  progress.total = Object.values(bytes).reduce((sum, size) => sum + size, 0);
  signOfLife(0, true);
}

function snapshotUrl(version) {
  return new URL(`engine-snapshot-${version}.bin`, ASSETS);
}

/** The memory snapshot kept for this engine, or null. */
async function keptSnapshot() {
  if (!settings.repeatVisit || !settings.keepSnapshots) return null;
  const response = await (await caches.open(SNAPSHOTS)).match(snapshotUrl(settings.version));
  if (!response) return null;
  try {
    return dense(await response.arrayBuffer());
  } catch (failure) {
    await dropSnapshots(failure);
    return null;
  }
}

async function dropSnapshots(failure) {
  console.warn(`The engine's kept snapshot is unusable (${failure.message}); the engine starts afresh.`);
  await caches.delete(SNAPSHOTS).catch(() => {});
}

/**
 * `snapshot` without its long runs of zero bytes: a little-endian uint32 length, a JSON header
 * {size, chunks: [[offset, length], …]} of that length, then the chunks' bytes one after the other.
 */
function sparse(snapshot) {
  const words = new Uint32Array(snapshot.buffer, snapshot.byteOffset, snapshot.byteLength >> 2);
  const chunks = [];
  let start = 0;
  let zeros = 0;
  for (let index = 0; index < words.length; index += 1) {
    if (words[index] !== 0) {
      if (zeros >= ZERO_RUN_WORDS) {
        chunks.push([start * 4, (index - zeros - start) * 4]);
        start = index;
      }
      zeros = 0;
    } else zeros += 1;
  }
  chunks.push([start * 4, snapshot.byteLength - start * 4 - zeros * 4]);
  const header = new TextEncoder().encode(JSON.stringify({ size: snapshot.byteLength, chunks }));
  const length = new Uint8Array(new Uint32Array([header.length]).buffer);
  return new Blob([length, header, ...chunks.map(([offset, size]) => snapshot.subarray(offset, offset + size))]);
}

/** The snapshot that `sparse` wrote into `buffer`, whole again. */
function dense(buffer) {
  const headerLength = new DataView(buffer).getUint32(0, true);
  const { size, chunks } = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, 4, headerLength)));
  const snapshot = new Uint8Array(size);
  let at = 4 + headerLength;
  for (const [offset, length] of chunks) {
    snapshot.set(new Uint8Array(buffer, at, length), offset);
    at += length;
  }
  return snapshot;
}

/** Pyodide restored from `snapshot` with the scoring module in it, or null (no snapshot, or one that fails:
 * it is then dropped). */
async function restored(loadPyodide, snapshot) {
  if (snapshot === null) return null;
  try {
    const restoredPyodide = await loadPyodide({ indexURL: RUNTIME.href, _loadSnapshot: snapshot });
    restoredPyodide.runPython("import generator.scoring");
    return restoredPyodide;
  } catch (failure) {
    await dropSnapshots(failure);
    return null;
  }
}

async function start() {
  const timings = { started: performance.timeOrigin + performance.now(), from: "runtime" };
  const stamp = (name) => { timings[name] = performance.timeOrigin + performance.now(); };
  const bundle = prefetch();
  const manifest = readManifest();
  const snapshot = manifest.then(keptSnapshot).catch(() => null);
  const [{ loadPyodide }] = await Promise.all([
    import(new URL("pyodide.mjs", RUNTIME).href),
    import(new URL("pyodide.asm.mjs", RUNTIME).href), // fetched alongside: pyodide.mjs imports it later
  ]);
  stamp("fetched");
  pyodide = await restored(loadPyodide, await snapshot);
  if (pyodide !== null) timings.from = "snapshot";
  else pyodide = await loadPyodide({ indexURL: RUNTIME.href, _makeSnapshot: settings.keepSnapshots });
  stamp("loaded");
  const [archive] = await Promise.all([bundle, manifest]);
  const unpack = () => pyodide.unpackArchive(archive, "zip", { extractDir: BUNDLE_DIR });
  // A restored engine has every module of the bundle imported already; its files come back after the first
  // result, for anything that reads them later.
  if (timings.from === "runtime") {
    unpack();
    pyodide.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(BUNDLE_DIR)})`);
  }
  const scoring = pyodide.pyimport("generator.scoring");
  respond = scoring.respond;
  settings.games = scoring.game_ids().toJs();
  settings.unpackLater = timings.from === "snapshot" ? unpack : null;
  stamp("ready");
  signOfLife(0, true);
  tell({ type: "ready", timings });
}

/** The deepest nesting of arrays and objects in `text` (strings skipped), and where it first exceeds `limit`. */
function nesting(text, limit) {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 92) index += 1; // a backslash escapes the next character
      else if (code === 34) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 91 || code === 123) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (depth > limit) return { deepest, over: index + 1 };
    } else if (code === 93 || code === 125) depth -= 1;
  }
  return { deepest, over: -1 };
}

/** "line L, column C" of a message as an offset in `text`, or -1. */
function offsetOf(message, text) {
  const found = /at line (\d+), column (\d+)$/.exec(message);
  if (!found) return -1;
  const lines = text.split("\n");
  return lines.slice(0, Number(found[1]) - 1).reduce((sum, line) => sum + line.length + 1, 0) + Number(found[2]) - 1;
}

/**
 * respond(command, game, text), parsed; a state nested deeper than the command line accepts is refused with
 * the command line's message before Python sees it (Pyodide's stack is smaller than CPython's: nesting that
 * the command line refuses could end the engine). Python reads the state up to the point where it is too
 * deep: a syntax error before that point is reported as the command line reports it.
 */
function answer(command, game, text) {
  const { nesting: limit, nesting_message: tooDeep } = settings.limits;
  const { over } = nesting(text, limit);
  if (over >= 0) {
    const head = JSON.parse(respond(command, game, text.slice(0, over)));
    const error = head.ok ? "" : head.error;
    const at = offsetOf(error, text);
    return at >= 0 && at < over ? head : { ok: false, error: tooDeep };
  }
  return JSON.parse(respond(command, game, text));
}

/** Import every game's scoring module, card data and form in turn (the page's game first); then every other
 * module of the bundle, and keep a snapshot when this engine started from the runtime. */
async function warmUp(first) {
  settings.unpackLater?.();
  const queue = [...settings.games].sort((a, b) => Number(b === first) - Number(a === first));
  for (const game of queue) {
    pyodide.runPython(`from generator.scoring import game, load_catalog
game(${JSON.stringify(game)})
load_catalog(${JSON.stringify(game)})`);
    await new Promise((resolve) => setTimeout(resolve, 0)); // a computation asked meanwhile goes first
  }
  pyodide.runPython(`import importlib, os, generator.scoring
for name in sorted(os.listdir(generator.scoring.__path__[0])):
    if name.endswith(".py"):
        importlib.import_module(f"generator.scoring.{name[:-3]}".removesuffix(".__init__"))`);
  tell({ type: "warmed-up" });
  if (settings.unpackLater === null && settings.keepSnapshots) {
    const kept = sparse(pyodide.makeMemorySnapshot());
    await caches.delete(SNAPSHOTS);
    await (await caches.open(SNAPSHOTS)).put(snapshotUrl(settings.version), new Response(kept));
    tell({ type: "snapshot-kept" });
  }
}

function failed(failure) {
  tell({ type: "failed", message: String(failure?.message ?? failure).trim().split("\n").pop() });
}

self.addEventListener("message", (event) => {
  const message = event.data;
  if (message.type === "start") {
    settings = message;
    start().catch(failed);
  } else if (message.type === "compute") {
    try {
      tell({ type: "result", id: message.id, score: answer("score", message.game, message.text),
        check: answer("check", message.game, message.text) });
    } catch (failure) {
      failed(failure); // Python itself broke (a fatal error): the page starts another engine
    }
  } else if (message.type === "warm-up") {
    warmUp(message.game).catch((failure) => console.warn(`The engine did not warm up: ${failure.message}`));
  }
});
