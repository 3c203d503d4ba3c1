// The one Pyodide of a site visit, and the binding of each page's calculator.
//
// Loaded on every page through extra_javascript (type module), but the engine starts only when a page
// with a calculator is shown: a rules page costs nothing of it. Material's instant navigation swaps page
// contents without reloading scripts, so this module – and the engine once started – lives for the whole
// visit; document$ tells us when a new page is shown so its calculator is bound.
//
// While the engine loads, each calculator's status line shows the bytes received. There is no fixed
// deadline: the start fails only when nothing has happened (no byte, no step) for STALL_MS.

const ASSETS = new URL("../", import.meta.url);
const RUNTIME = new URL("pyodide/", ASSETS);
const BUNDLE = new URL("scoring.zip", ASSETS);
const MANIFEST = new URL("engine.json", ASSETS);
const BUNDLE_DIR = "/home/pyodide/pnp";
const STALL_MS = 30000;
const WARM_UP_PAUSE_MS = 50;
/** Dispatched on window once the engine is up or has failed; offline.mjs waits for it on a calculator page. */
const ENGINE_SETTLED = "pnp-engine-settled";

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
  const timings = { started: performance.now() };
  window.pnp.timings = timings;
  const sizesKnown = fetchOk(MANIFEST).then((response) => response.json()).then(({ bytes }) => {
    progress.total = Object.values(bytes).reduce((sum, size) => sum + size, 0);
    signOfLife();
  });
  const bundle = fetchOk(BUNDLE).then((response) => response.arrayBuffer()).catch((failure) => {
    throw new Error(`the scoring bundle ${failure.message}`);
  });
  // Awaited once Pyodide is up; a failure meanwhile is reported by that await, not as an unhandled rejection.
  const fetchedAlongside = Promise.all([bundle, sizesKnown]);
  fetchedAlongside.catch(() => {});
  const { loadPyodide } = await import(new URL("pyodide.mjs", RUNTIME).href);
  timings.fetched = performance.now();
  const pyodide = await loadPyodide({ indexURL: RUNTIME.href });
  timings.loaded = performance.now();
  signOfLife();
  const [archive] = await fetchedAlongside;
  pyodide.unpackArchive(archive, "zip", { extractDir: BUNDLE_DIR });
  pyodide.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(BUNDLE_DIR)})`);
  const scoring = pyodide.pyimport("generator.scoring");
  const respond = scoring.respond;
  timings.ready = performance.now();
  ready = true;
  warmUp(pyodide, scoring.GAME_IDS.toJs());
  keepForOffline();
  return {
    /** Run `score` or `check` on a state text: {ok, output, result} or {ok: false, error}. */
    respond(command, game, text) {
      return JSON.parse(respond(command, game, text));
    },
  };
}

/** Ask the service worker to keep the engine's files, so every calculator works offline from now on. */
function keepForOffline() {
  navigator.serviceWorker?.ready.then((registration) => registration.active?.postMessage("keep-engine"), () => {});
}

/**
 * Import every game's scoring module, card data and form in idle moments, one game per step, so a
 * calculator opened later answers at once. The game of the page being shown goes first.
 */
function warmUp(pyodide, games) {
  const shown = document.querySelector(".pnp-calculator")?.dataset.game;
  const queue = [...games].sort((a, b) => (b === shown) - (a === shown));
  const step = () => {
    const game = queue.shift();
    if (game === undefined) {
      window.pnp.warmedUp = true;
      return;
    }
    pyodide.runPython(`from generator.scoring import game, load_catalog
game(${JSON.stringify(game)})
load_catalog(${JSON.stringify(game)})`);
    import(new URL(`js/forms/${game}.mjs`, ASSETS).href).catch(() => {}); // a failure shows when the page uses it
    setTimeout(step, WARM_UP_PAUSE_MS);
  };
  setTimeout(step, WARM_UP_PAUSE_MS);
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

window.pnp = { engine, engineStarts: 0, engineSettled: false, timings: null, warmedUp: false };

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
