// The one engine of a site visit, and the binding of each page's calculator.
//
// The engine is Pyodide with the scoring archive, in a Web Worker (engine-worker.mjs): Python's start and its
// computations never hold the page's thread. Loaded on every page through extra_javascript (type module),
// this module starts the worker only when a page with a calculator is shown: a rules page costs nothing of
// it. Material's instant navigation swaps page contents without reloading scripts, so this module – and the
// worker once started – lives for the whole visit; document$ tells us when a new page is shown so its
// calculator is bound.
//
// While the engine loads, each calculator's status line shows the bytes received. There is no fixed
// deadline: the start fails only when nothing has happened (no byte, no step) for STALL_MS. A computation
// can be stopped (`cancel`): the worker is ended and another one starts, as it does by itself when Python
// fails on a state; either way the computation fails with the reason, which the calculator shows.

const WORKER = new URL("engine-worker.mjs", import.meta.url);
const STALL_MS = 30000;
// The events the site's modules signal each other with, on window; named here only (calculator.mjs and
// offline.mjs import them from this module, which every page loads).
/** A calculator shows its first result: the engine warms up the other games after it. */
export const FIRST_RESULT = "pnp-first-result";
/** The engine is up or has failed: on a calculator page, offline.mjs registers the service worker after it. */
export const ENGINE_SETTLED = "pnp-engine-settled";
/** What a computation answers when a later one replaced it before it ran. */
export const SUPERSEDED = Symbol("superseded");

let enginePromise = null;
let ready = false;
const progress = { received: 0, total: 0, lastSign: 0 };

function megabytes(bytes) {
  return (bytes / 1e6).toFixed(1);
}

/** Show the bytes received so far in every calculator's status line (while the engine is loading; a worker
 * started again after Stop loads from the cache, and a line that said "ready" keeps saying it). */
function showProgress() {
  for (const status of document.querySelectorAll(".pnp-calculator .pnp-status:not(.pnp-error, .pnp-ready)")) {
    let bar = status.querySelector("progress");
    if (bar === null) {
      status.textContent = "";
      bar = document.createElement("progress");
      bar.className = "pnp-progress";
      bar.setAttribute("aria-label", "Calculator engine loaded");
      status.append(document.createElement("span"), bar);
    }
    const { received, total } = progress;
    if (total) {
      bar.max = total;
      bar.value = Math.min(received, total);
    } else {
      bar.removeAttribute("value"); // no size known yet: a bar that says "busy", not one that looks full
    }
    status.firstChild.textContent = total
      ? `Loading the engine: ${megabytes(received)} of ${megabytes(total)} MB`
      : "Loading the engine…";
  }
}

/** A page-time (ms since this document's start) copy of the worker's timings (absolute times). */
function pageTimes(timings) {
  return Object.fromEntries(Object.entries(timings).map(([name, value]) =>
    [name, typeof value === "number" ? value - performance.timeOrigin : value]));
}

/** One worker: its start (a promise of its timings) and its computations, one at a time. */
function spawn() {
  const worker = new Worker(WORKER, { type: "module" });
  const calls = new Map(); // id → {resolve, reject}
  let broken = (/** @type {string} */ _message) => {}; // what to do when Python fails after the start
  let up = false;
  let settle;
  const started = new Promise((resolve, reject) => { settle = { resolve, reject }; });
  progress.lastSign = performance.now();
  const stall = setInterval(() => {
    if (performance.now() - progress.lastSign > STALL_MS) {
      settle.reject(new Error(`loading the Python engine stalled: nothing arrived for ${STALL_MS / 1000} s ` +
        `(${megabytes(progress.received)} of ${megabytes(progress.total)} MB received)`));
    }
  }, 1000);
  started.finally(() => clearInterval(stall)).catch(() => {});
  const handlers = {
    progress({ received, total }) {
      Object.assign(progress, { received, total, lastSign: performance.now() });
      showProgress();
    },
    ready({ timings }) {
      up = true;
      settle.resolve(pageTimes(timings));
    },
    result({ id, score, check }) {
      calls.get(id)?.resolve({ score, check });
      calls.delete(id);
    },
    failed({ message }) {
      settle.reject(new Error(message));
      for (const call of calls.values()) call.reject(new Error(message));
      calls.clear();
      if (up) broken(message);
    },
    "warmed-up"() {
      window.pnp.warmedUp = true;
    },
    "snapshot-kept"() {
      window.pnp.snapshotKept = true;
    },
  };
  worker.addEventListener("message", (event) => handlers[event.data.type]?.(event.data));
  worker.addEventListener("error", (event) => {
    event.preventDefault();
    handlers.failed({ message: event.message || "the engine's worker failed to start" });
  });
  worker.postMessage({
    type: "start",
    repeatVisit: Boolean(navigator.serviceWorker?.controller),
    keepSnapshots: "caches" in window && (navigator.deviceMemory ?? 4) >= 2,
  });
  let nextId = 0;
  return {
    started,
    compute(game, text) {
      nextId += 1;
      const id = nextId;
      return new Promise((resolve, reject) => {
        calls.set(id, { resolve, reject });
        worker.postMessage({ type: "compute", id, game, text });
      });
    },
    warmUp(game) {
      worker.postMessage({ type: "warm-up", game });
    },
    /** End the worker: its computations fail with `reason`. */
    end(reason) {
      worker.terminate();
      for (const call of calls.values()) call.reject(new Error(reason));
      calls.clear();
      settle.reject(new Error(reason));
    },
    onBroken(handler) {
      broken = handler;
    },
  };
}

/** The engine of the visit: the current worker, replaced when it is ended or fails after its start. */
function createEngine(firstWorker, timings) {
  let current = firstWorker;
  let waiting = null; // the computation asked for while another runs: {game, text, resolve, reject}
  let running = false;

  function restart(reason) {
    current.end(reason);
    window.pnp.restarts += 1;
    current = spawn();
    current.onBroken(restart);
    current.started.catch(() => {}); // a failing restart shows in the next computation
  }
  firstWorker.onBroken(restart);

  async function run() {
    if (running || waiting === null) return;
    const call = waiting;
    waiting = null;
    running = true;
    try {
      await current.started;
      call.resolve(await current.compute(call.game, call.text));
    } catch (failure) {
      call.reject(failure);
    } finally {
      running = false;
      run();
    }
  }

  return {
    timings,
    /** score and check of `text`: {score, check}, each {ok, output, result} or {ok: false, error}; SUPERSEDED
     * when another computation was asked for before this one started. */
    compute(game, text) {
      waiting?.resolve(SUPERSEDED);
      return new Promise((resolve, reject) => {
        waiting = { game, text, resolve, reject };
        run();
      });
    },
    /** Stop the computation running now (the engine starts again). */
    cancel() {
      restart("the computation was stopped");
    },
    warmUp(game) {
      current.warmUp(game);
    },
  };
}

/** Call `then` with the game once the page's calculator has shown its first result (at once if it has). */
export function afterFirstResult(then) {
  const shown = /** @type {HTMLElement | null} */ (document.querySelector(".pnp-calculator"));
  if (shown === null || shown.dataset.firstResultAt) then(shown?.dataset.game);
  else window.addEventListener(FIRST_RESULT, () => then(shown.dataset.game), { once: true });
}

/** The page has loaded: its own first rendering and the theme's start are over. Python's start (compiling the
 * runtime takes the processor for a few seconds) waits for it, so it never stretches the page's own tasks; the
 * page's files are few and small beside the engine's, so the engine is hardly later for it. */
const pageLoaded = new Promise((resolve) => {
  if (document.readyState === "complete") resolve();
  else window.addEventListener("load", () => setTimeout(resolve, 0), { once: true });
});

async function startEngine() {
  await pageLoaded;
  if (location.protocol === "file:") {
    throw new Error("the calculators need the site served over HTTP: run `pnp site serve` or " +
      "`python -m http.server -d output/site` and open http://127.0.0.1:8000/");
  }
  const requested = performance.now();
  const first = spawn();
  const timings = { requested, ...(await first.started) };
  window.pnp.timings = timings;
  ready = true;
  const api = createEngine(first, timings);
  afterFirstResult((game) => api.warmUp(game));
  // The service worker keeps the engine's files, so every calculator works offline from now on.
  navigator.serviceWorker?.ready.then((registration) => registration.active?.postMessage("keep-engine"), () => {});
  return api;
}

/** The engine of this visit, started on first use (by the first calculator page shown). */
export function engine() {
  if (enginePromise === null) {
    window.pnp.engineStarts += 1;
    enginePromise = startEngine();
    enginePromise.finally(() => {
      window.pnp.engineSettled = true;
      window.dispatchEvent(new Event(ENGINE_SETTLED));
    }).catch(() => {});
  }
  return enginePromise;
}

window.pnp = {
  engine, engineStarts: 0, engineSettled: false, timings: null, warmedUp: false, snapshotKept: false, restarts: 0,
};

// A calculator page names its engine in its <head> (site/overrides/main.html), where this module is also
// loaded: the engine is asked for at once, and starts as soon as the page has loaded.
if (document.querySelector('meta[name="pnp-engine"]')) engine();

// The calculator's code is imported only when a page has a calculator, and after the engine has started.
async function bindPage() {
  const roots = /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(".pnp-calculator:not([data-bound])"));
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
