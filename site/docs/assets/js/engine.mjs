// The one Pyodide of a site visit, and the binding of each page's calculator.
//
// Loaded once through extra_javascript (type module). Material's instant navigation swaps page
// contents without reloading scripts, so this module – and the engine it starts on the first page –
// lives for the whole visit; document$ tells us when a new page is shown so its calculator is bound.

import { mountCalculator } from "./calculator.mjs";

const ASSETS = new URL("../", import.meta.url);
const RUNTIME = new URL("pyodide/", ASSETS);
const BUNDLE = new URL("scoring.zip", ASSETS);
const BUNDLE_DIR = "/home/pyodide/pnp";
const START_TIMEOUT_MS = 60000;
const WARM_UP_PAUSE_MS = 50;

let enginePromise = null;

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function fetchBundle() {
  const response = await fetch(BUNDLE);
  if (!response.ok) throw new Error(`the scoring bundle ${BUNDLE.pathname} answered HTTP ${response.status}`);
  return response.arrayBuffer();
}

async function startEngine() {
  if (location.protocol === "file:") {
    throw new Error("the calculators need the site served over HTTP: run `pnp site serve` or " +
      "`python -m http.server -d output/site` and open http://127.0.0.1:8000/");
  }
  const timings = { started: performance.now() };
  const [{ loadPyodide }, bundle] = await Promise.all([import(new URL("pyodide.mjs", RUNTIME).href), fetchBundle()]);
  timings.fetched = performance.now();
  const pyodide = await loadPyodide({ indexURL: RUNTIME.href });
  timings.loaded = performance.now();
  pyodide.unpackArchive(bundle, "zip", { extractDir: BUNDLE_DIR });
  pyodide.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(BUNDLE_DIR)})`);
  const scoring = pyodide.pyimport("generator.scoring");
  const respond = scoring.respond;
  timings.ready = performance.now();
  window.pnp.timings = timings;
  warmUp(pyodide, scoring.GAME_IDS.toJs());
  return {
    /** Run `score` or `check` on a state text: {ok, output, result} or {ok: false, error}. */
    respond(command, game, text) {
      return JSON.parse(respond(command, game, text));
    },
  };
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

/** The engine of this visit, started on first use (this module uses it on every page). */
export function engine() {
  if (enginePromise === null) {
    window.pnp.engineStarts += 1;
    enginePromise = withTimeout(startEngine(), START_TIMEOUT_MS, "starting the Python engine");
  }
  return enginePromise;
}

window.pnp = { engine, engineStarts: 0, timings: null, warmedUp: false };
engine().catch(() => {}); // start at once; each calculator shows a failure where it is used

// A reader who follows a rule link from a calculator and comes back (Back button) finds the state they
// had entered: each calculator keeps its last state for the tab (sessionStorage), restored only then.
let cameBack = performance.getEntriesByType("navigation")[0]?.type === "back_forward";
window.addEventListener("popstate", () => { cameBack = true; });

function bindPage() {
  for (const root of document.querySelectorAll(".pnp-calculator:not([data-bound])")) {
    root.dataset.bound = "true";
    mountCalculator(root, engine(), { restore: cameBack });
  }
  cameBack = false;
}

// This module is async: it may run before Material's bundle has defined document$ (at the end of <body>).
function subscribeToPages() {
  if (typeof document$ !== "undefined") document$.subscribe(bindPage);
  else bindPage();
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", subscribeToPages, { once: true });
else subscribeToPages();
