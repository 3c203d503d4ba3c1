// One calculator page: the game's friendly form, the JSON mode shared by every game, and the results.
//
// The form writes a state into #state-input and asks for a computation; the JSON mode lets a reader edit
// that text directly, and Compute then loads the state into the form (`form.load`, which says why when the
// form cannot show it). Both run the same `respond` of generator.scoring in Pyodide, so #result-json and
// #check-json always hold exactly what `pnp score|check GAME - --json` print, final newline included.

import { h } from "./dom.mjs";

export function mountCalculator(root, enginePromise, { restore = false } = {}) {
  root.dataset.boundAt = performance.now().toFixed(1);
  const game = root.dataset.game;
  const rulesUrl = root.dataset.rulesUrl;
  const status = root.querySelector(".pnp-status");
  const input = root.querySelector("#state-input");
  const resultJson = root.querySelector("#result-json");
  const checkJson = root.querySelector("#check-json");
  const error = root.querySelector("#input-error");
  const output = root.querySelector(".pnp-output");
  const cards = JSON.parse(root.querySelector(".pnp-cards").dataset.cards);
  let form = null;
  let computations = 0;
  const savedKey = `pnp-state:${game}`;

  function showError(message) {
    error.hidden = message === "";
    error.textContent = message;
  }

  function violationList(check) {
    if (check.valid) return h("p", { class: "pnp-valid" }, "✓ This state follows the rules.");
    return h("div", { class: "pnp-violations" },
      h("p", {}, `✗ This state breaks ${check.violations.length === 1 ? "a rule" : `${check.violations.length} rules`}:`),
      h("ul", {}, check.violations.map((violation) => h("li", {},
        h("a", { href: `${rulesUrl}#${violation.rule}`, class: "pnp-rule-link" }, violation.rule), " ",
        violation.message, violation.path ? h("code", { class: "pnp-path" }, violation.path) : null))));
  }

  async function compute(fromJsonMode) {
    const text = input.value;
    let api;
    try {
      api = await enginePromise;
    } catch (failure) {
      showError("Nothing was computed: the calculator could not start (see the message at the top). Reload the page.");
      finished(performance.now());
      return;
    }
    const started = performance.now();
    let score, check;
    try {
      score = api.respond("score", game, text);
      check = api.respond("check", game, text);
    } catch (failure) {
      console.error(failure);
      const lines = String(failure.message).trim().split("\n");
      showError(`The engine failed on this state: ${lines[lines.length - 1]}`);
      finished(started);
      return;
    }
    resultJson.textContent = score.ok ? `${score.output}\n` : "";
    checkJson.textContent = check.ok ? `${check.output}\n` : "";
    const failure = !score.ok ? score.error : !check.ok ? check.error : "";
    showError(failure ? `This state cannot be read: ${failure}` : "");
    const state = score.ok ? JSON.parse(text) : null;
    const unshown = fromJsonMode && state && form && form.load ? form.load(state) : null;
    const friendly = score.ok && form ? form.show(score.result, check.ok ? check.result : null, state) : null;
    output.replaceChildren(...[
      failure ? h("p", { class: "pnp-error" }, `This state cannot be read: ${failure}`) : null,
      unshown ? h("p", { class: "pnp-note" }, `The form above cannot show this state (${unshown}); the results are `
        + "those of the JSON below. A change in the form starts again from what the form shows.") : null,
      friendly,
      check.ok ? violationList(check.result) : null,
    ].filter(Boolean));
    if (score.ok && check.ok && form && form.update) form.update(score.result, check.result);
    if (score.ok) remember(text);
    finished(started);
  }

  function remember(text) {
    try {
      sessionStorage.setItem(savedKey, text);
    } catch (failure) {
      // storage full or disabled: the calculator works on, it only forgets when the reader leaves
    }
  }

  function saved() {
    try {
      return sessionStorage.getItem(savedKey);
    } catch (failure) {
      return null;
    }
  }

  function finished(started) {
    if (computations === 0) root.dataset.firstResultAt = performance.now().toFixed(1);
    computations += 1;
    root.dataset.computations = String(computations);
    root.dataset.lastComputeMs = (performance.now() - started).toFixed(2);
  }

  function setState(state) {
    input.value = JSON.stringify(state, null, 2);
    return compute(false);
  }

  root.querySelector("#compute").addEventListener("click", () => compute(true));
  enginePromise.then(
    () => { status.hidden = true; },
    (failure) => {
      status.classList.add("pnp-error");
      status.textContent = `The calculator cannot start: ${failure.message}. Reload the page to try again.`;
    });
  import(`./forms/${game}.mjs`).then(
    (module) => {
      root.dataset.formAt = performance.now().toFixed(1);
      const previous = restore ? saved() : null;
      form = module.createForm({ root: root.querySelector(".pnp-form"), cards, setState, rulesUrl });
      if (previous) {
        input.value = previous;
        compute(true);
      }
    },
    (failure) => showError(`The form of this calculator failed to load: ${failure.message}`));
}
