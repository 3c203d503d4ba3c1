// The one Pyodide of a site visit, and the binding of each page's calculator.
//
// Loaded on every page through extra_javascript (type module), but the engine starts only when a page
// with a calculator is shown: a rules page costs nothing of it. Material's instant navigation swaps page
// contents without reloading scripts, so this module – and the engine once started – lives for the whole
// visit; document$ tells us when a new page is shown so its calculator is bound.
//
// While the engine loads, each calculator's status line shows the bytes received. There is no fixed
// deadline: the start fails only when nothing has happened (no byte, no step) for STALL_MS.
//
// Repeat visits start from a memory snapshot: once an engine started from the runtime has every game
// loaded, a copy of its memory is kept on the device (Cache Storage, named after the engine's version, which
// a calculator page gives in its <meta name="pnp-engine">), and the next visit restores it instead of
// starting Python and importing the games again. A snapshot that fails to restore is dropped and the engine
// starts from the runtime as on a first visit.

const ASSETS = new URL("../", import.meta.url);
const RUNTIME = new URL("pyodide/", ASSETS);
const BUNDLE = new URL("scoring.zip", ASSETS);
const MANIFEST = new URL("engine.json", ASSETS);
const BUNDLE_DIR = "/home/pyodide/pnp";
const STALL_MS = 30000;
const WARM_UP_PAUSE_MS = 50;
const SNAPSHOTS = "pnp-engine-snapshots";
/** A run of at least this many zero words (4 KiB) is left out of a kept snapshot (about 60 % of it is zeros). */
const ZERO_RUN_WORDS = 1024;
const VERSION = document.querySelector('meta[name="pnp-engine"]')?.content ?? "";
// The events the site's modules signal each other with, on window; named here only (calculator.mjs and
// offline.mjs import them from this module, which every page loads).
/** A calculator has built its form (or failed to load it): the engine starts Python only after it. */
export const FORM_READY = "pnp-form-ready";
/** A calculator shows its first result: the engine warms up the other games only after it. */
export const FIRST_RESULT = "pnp-first-result";
/** The engine is up or has failed: on a calculator page, offline.mjs registers the service worker after it. */
export const ENGINE_SETTLED = "pnp-engine-settled";

let enginePromise = null;
let ready = false;
const progress = { received: 0, total: 0, lastSign: 0 };

function megabytes(bytes) {
  return (bytes / 1e6).toFixed(1);
}

/** Show the bytes received so far in every calculator's status line (while the engine is loading). */
function showProgress() {
  for (const status of document.querySelectorAll(".pnp-calculator .pnp-status:not(.pnp-error)")) {
    if (status.hidden) continue;
    let bar = status.querySelector("progress");
    if (bar === null) {
      status.textContent = "";
      bar = document.createElement("progress");
      bar.className = "pnp-progress";
      status.append(document.createElement("span"), bar);
    }
    const { received, total } = progress;
    bar.max = total || 1;
    bar.value = Math.min(received, bar.max);
    status.firstChild.textContent = total
      ? `Loading the calculator engine: ${megabytes(received)} of ${megabytes(total)} MB `
      : "Loading the calculator engine… ";
  }
}

function signOfLife(bytes = 0) {
  progress.received += bytes;
  progress.lastSign = performance.now();
  showProgress();
}

/** Count the bytes of one response as they arrive, on a copy, leaving the response itself untouched. */
function count(response) {
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

/** Run `start` with every fetch of an engine file counted; fail when nothing happens for STALL_MS. */
function watched(start) {
  const original = globalThis.fetch;
  const engineUrl = (input) => {
    const url = String(input instanceof Request ? input.url : input);
    return url.startsWith(RUNTIME.href) || url === BUNDLE.href;
  };
  globalThis.fetch = (input, init) => {
    const answer = original(input, init);
    return engineUrl(input) ? answer.then(count) : answer;
  };
  // Modules (pyodide.mjs, pyodide.asm.mjs) come through import(), not fetch: counted when they arrive.
  const modules = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name.startsWith(RUNTIME.href) && entry.name.endsWith(".mjs")) signOfLife(entry.decodedBodySize);
    }
  });
  modules.observe({ type: "resource", buffered: true });
  signOfLife();
  let timer;
  const stalled = new Promise((_, reject) => {
    timer = setInterval(() => {
      if (performance.now() - progress.lastSign > STALL_MS) {
        reject(new Error(`loading the Python engine stalled: nothing arrived for ${STALL_MS / 1000} s ` +
          `(${megabytes(progress.received)} of ${megabytes(progress.total)} MB received)`));
      }
    }, 1000);
  });
  return Promise.race([start(), stalled]).finally(() => {
    clearInterval(timer);
    modules.disconnect();
    globalThis.fetch = original;
  });
}

async function fetchOk(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname} answered HTTP ${response.status}`);
  return response;
}

async function startEngine() {
  if (location.protocol === "file:") {
    throw new Error("the calculators need the site served over HTTP: run `pnp site serve` or " +
      "`python -m http.server -d output/site` and open http://127.0.0.1:8000/");
  }
  const timings = { started: performance.now(), from: "runtime" };
  window.pnp.timings = timings;
  const sizesKnown = fetchOk(MANIFEST).then((response) => response.json()).then(({ bytes }) => {
    progress.total = Object.values(bytes).reduce((sum, size) => sum + size, 0);
    signOfLife();
  });
  const bundle = fetchOk(BUNDLE).then((response) => response.arrayBuffer()).catch((failure) => {
    throw new Error(`the scoring archive ${failure.message}`);
  });
  // Awaited once Pyodide is up; a failure meanwhile is reported by that await, not as an unhandled rejection.
  const fetchedAlongside = Promise.all([bundle, sizesKnown]);
  fetchedAlongside.catch(() => {});
  // Only a page the service worker answers can be a repeat visit: a first visit never waits for this look-up.
  const snapshot = navigator.serviceWorker?.controller ? keptSnapshot().catch(() => null) : null;
  const { loadPyodide } = await import(new URL("pyodide.mjs", RUNTIME).href);
  timings.fetched = performance.now();
  const kept = await snapshot;
  timings.snapshotRead = performance.now();
  await formShown();
  timings.formShown = performance.now();
  let pyodide = await restored(loadPyodide, kept);
  if (pyodide !== null) timings.from = "snapshot";
  else pyodide = await loadPyodide({ indexURL: RUNTIME.href, _makeSnapshot: snapshotsWanted() });
  timings.loaded = performance.now();
  signOfLife();
  const [archive] = await fetchedAlongside;
  const unpack = () => pyodide.unpackArchive(archive, "zip", { extractDir: BUNDLE_DIR });
  // A restored engine has every module of the bundle imported already; its files come back after the first
  // result, for anything that reads them later.
  if (timings.from === "runtime") {
    unpack();
    pyodide.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(BUNDLE_DIR)})`);
  }
  const scoring = pyodide.pyimport("generator.scoring");
  const respond = scoring.respond;
  timings.ready = performance.now();
  ready = true;
  afterFirstResult(() => {
    if (timings.from === "snapshot") unpack();
    warmUp(pyodide, scoring.GAME_IDS.toJs(), timings.from === "runtime" && snapshotsWanted());
  });
  keepForOffline();
  return {
    /** Run `score` or `check` on a state text: {ok, output, result} or {ok: false, error}. */
    respond(command, game, text) {
      return JSON.parse(respond(command, game, text));
    },
  };
}

/**
 * Resolves once the calculator shown (if any) has its form. Python's start holds the page's thread for most
 * of a second: the form is built first, while the engine's files still arrive, so a reader sees it at once
 * and the first result does not wait for it after Python is up.
 */
function formShown() {
  const shown = document.querySelector(".pnp-calculator");
  if (shown === null && document.readyState !== "loading") return Promise.resolve();
  if (shown?.dataset.formAt) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener(FORM_READY, resolve, { once: true }));
}

/** Whether this device keeps memory snapshots of the engine: it needs Cache Storage and some memory. */
function snapshotsWanted() {
  return "caches" in window && (navigator.deviceMemory ?? 4) >= 2;
}

function snapshotUrl(version) {
  return new URL(`engine-snapshot-${version}.bin`, ASSETS);
}

/** The memory snapshot kept for this engine, or null. */
async function keptSnapshot() {
  if (!VERSION || !snapshotsWanted()) return null;
  const response = await (await caches.open(SNAPSHOTS)).match(snapshotUrl(VERSION));
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

/**
 * Pyodide restored from `snapshot` with the scoring module in it, or null (no snapshot, or one that fails:
 * it is then dropped).
 */
async function restored(loadPyodide, snapshot) {
  if (snapshot === null) return null;
  try {
    const pyodide = await loadPyodide({ indexURL: RUNTIME.href, _loadSnapshot: snapshot });
    pyodide.runPython("import generator.scoring");
    return pyodide;
  } catch (failure) {
    await dropSnapshots(failure);
    return null;
  }
}

/** Keep a memory snapshot of `pyodide` (every game loaded) for the next visits, replacing older ones. */
async function keepSnapshot(pyodide) {
  const kept = sparse(pyodide.makeMemorySnapshot());
  await caches.delete(SNAPSHOTS);
  await (await caches.open(SNAPSHOTS)).put(snapshotUrl(VERSION), new Response(kept));
  window.pnp.snapshotKept = true;
}

/** Run `then` once the calculator shown (if any) has its first result: nothing competes with that result. */
function afterFirstResult(then) {
  const shown = document.querySelector(".pnp-calculator");
  if (shown === null || shown.dataset.firstResultAt) setTimeout(then, WARM_UP_PAUSE_MS);
  else window.addEventListener(FIRST_RESULT, () => setTimeout(then, WARM_UP_PAUSE_MS), { once: true });
}

/** Ask the service worker to keep the engine's files, so every calculator works offline from now on. */
function keepForOffline() {
  navigator.serviceWorker?.ready.then((registration) => registration.active?.postMessage("keep-engine"), () => {});
}

/**
 * Import every game's scoring module, card data and form in idle moments, one game per step, so a
 * calculator opened later answers at once; then every other module of the bundle, and keep a snapshot
 * when `snapshot` says so. The game of the page being shown goes first.
 */
function warmUp(pyodide, games, snapshot) {
  const shown = document.querySelector(".pnp-calculator")?.dataset.game;
  const queue = [...games].sort((a, b) => (b === shown) - (a === shown));
  const step = () => {
    const game = queue.shift();
    if (game === undefined) {
      pyodide.runPython(`import importlib, os, generator.scoring
root = generator.scoring.__path__[0]
for folder, _, names in sorted(os.walk(root)):
    package = "generator.scoring" + folder[len(root):].replace("/", ".")
    for name in sorted(names):
        if name.endswith(".py"):
            importlib.import_module(f"{package}.{name[:-3]}".removesuffix(".__init__"))`);
      window.pnp.warmedUp = true;
      if (snapshot && VERSION) {
        keepSnapshot(pyodide).catch((failure) => console.warn(`No engine snapshot kept: ${failure.message}`));
      }
      return;
    }
    pyodide.runPython(`from generator.scoring import game, load_catalog
game(${JSON.stringify(game)})
load_catalog(${JSON.stringify(game)})`);
    import(new URL(`js/forms/${game}.mjs`, ASSETS).href).catch(() => {}); // a failure shows when the page uses it
    setTimeout(step, WARM_UP_PAUSE_MS);
  };
  step();
}

/** The engine of this visit, started on first use (by the first calculator page shown). */
export function engine() {
  if (enginePromise === null) {
    window.pnp.engineStarts += 1;
    enginePromise = watched(startEngine);
    enginePromise.finally(() => {
      window.pnp.engineSettled = true;
      window.dispatchEvent(new Event(ENGINE_SETTLED));
    }).catch(() => {});
  }
  return enginePromise;
}

window.pnp = { engine, engineStarts: 0, engineSettled: false, timings: null, warmedUp: false, snapshotKept: false };

// A calculator page names itself in its <head> (site/overrides/main.html), where this module is also loaded:
// the engine starts as soon as the module runs, while the rest of the page is still parsed.
if (document.querySelector('meta[name="pnp-engine"]') !== null) engine();

// The calculator's code is imported only when a page has a calculator, and after the engine has started:
// nothing delays the start of Pyodide.
async function bindPage() {
  const roots = document.querySelectorAll(".pnp-calculator:not([data-bound])");
  if (roots.length === 0) return;
  for (const root of roots) root.dataset.bound = "true";
  const started = engine();
  const { mountCalculator } = await import("./calculator.mjs");
  for (const root of roots) {
    mountCalculator(root, started);
    if (!ready) showProgress();
  }
}

// This module is async: it may run before Material's bundle has defined document$ (at the end of <body>).
function subscribeToPages() {
  if (typeof document$ !== "undefined") document$.subscribe(bindPage);
  else bindPage();
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", subscribeToPages, { once: true });
else subscribeToPages();
