// @ts-check
// One calculator page: the game's friendly form, the JSON mode shared by every game, and the results.
//
// The form writes a state into #state-input and asks for a computation; the JSON mode lets a reader edit
// that text directly, and Compute then loads the state into the form (`form.load`, which says why when the
// form cannot show it). Both run the same `respond` of generator.scoring in Pyodide, so #result-json and
// #check-json always hold exactly what `pnp score|check GAME - --json` print, final newline included.
//
// A form starts blank (or with the state a shared link carries, or the one kept on this device), and while
// nothing is entered it says what to enter (each form's `toEnter`) rather than a verdict; the toolbar starts a
// new game with the same players, loads the example, shares the result as a link and lists the last games. A
// bar stuck to the bottom of the screen keeps the verdict in sight while editing, and offers to stop a
// computation that takes long (the engine runs in a worker: the page never freezes, and a stopped or failed
// engine starts again by itself).
//
// The form is the game's own module (forms/<game>.mjs), or the one built from the state shape its scoring package
// declares (forms/from--shape.mjs); a game with neither has the JSON mode alone. Every form keeps the contract
// below (`createForm`), and tsc checks that it does (tests/test_style.py).

import { deviceMemory } from "./device.mjs";
import { atMost, defaultName, h, moreText, nextTask } from "./dom.mjs";
import { FIRST_RESULT, SUPERSEDED } from "./engine.mjs";
import { forgetLink, hasLinkedState, linkedState, linkTo } from "./share.mjs";

/** A computation running longer than this shows "Computing…" with a button that stops it. */
const SLOW_MS = 600;
/** Screens this wide show the JSON mode open. */
const WIDE_SCREEN = "(min-width: 60em)";
/** A JSON output longer than this is shown cut here (every real table's is a few thousand characters): laying out
 * the megabytes of a pasted state far past any table would freeze the tab for seconds. */
const SHOWN_JSON_CHARS = 50_000;
/** Most players a game's data may seat (MAX_PLAYERS of generator/data/load.py): a form lays out no more. */
const MOST_SEATS = 99;
/** The checker's violations listed at most (a table entered by hand breaks a few rules; a pasted state thousands):
 * the rest are counted, and all are in the JSON mode. */
const SHOWN_VIOLATIONS = 50;

/**
 * A state of the game, as `pnp score` reads it.
 * @typedef {Record<string, any>} State
 */
/**
 * A card of the page's listing: `pnp cards GAME --json` with its look and its kind's fields (generator/card_looks.py).
 * @typedef {{id: string, name: string, kind: string, deck: string, count: number, icon: string | null,
 *   color: string, ink: string, [field: string]: any}} Card
 */
/**
 * One field of a declared state shape (generator/scoring/shape.py).
 * @typedef {{field: string, type: "counts" | "cards" | "number" | "choice", label?: string, kinds?: string[],
 *   decks?: string[], min?: number | string, max?: number | string, vocabulary?: string}} ShapeField
 */
/**
 * What a form's `createForm` is given.
 * @typedef {object} FormContext
 * @property {HTMLElement} root the form's box: the form fills it
 * @property {Card[]} cards the game's cards
 * @property {(state: State | null) => Promise<void>} setState show a state in the JSON mode and compute it; null
 *   when the form cannot make one (it says why), which clears the result
 * @property {string} rulesUrl the rules page, whose rules `#rm-5.1` links reach
 * @property {string} sprite the game's icons, for `cardFace` and `icon` (dom.mjs)
 * @property {Record<string, number>} constants the rule constants of game.toml and the player range
 *   (`fewest_players`, `most_players`)
 * @property {Record<string, any>} vocabulary the words of the game's rules (`VOCABULARY` of its scoring package)
 * @property {(seat: number) => string} seatName the name the device keeps for a seat (0 the first), or its
 *   default: a player added to the table
 * @property {{players?: ShapeField[], table?: ShapeField[]} | null} shape the declared shape of its state, if any
 */
/**
 * What `createForm` returns: the calculator asks a form only this.
 * @typedef {object} Form
 * @property {(state: State) => string | null} load show `state`; why not (a short phrase), when the form cannot
 * @property {() => State} state the state the form shows
 * @property {(playerNames: string[], count: number) => State} blank a new game of `count` players (as many as the
 *   game allows), seat by seat named `playerNames` (names the device keeps)
 * @property {(state: State) => string[]} playerNames the players' names in `state`, to keep on the device
 * @property {(state: State) => string | null} toEnter what to enter while nothing is; null once something is
 * @property {(score: Record<string, any>, check: Record<string, any> | null, state: State, lines: string[])
 *   => HTMLElement} show the result of `state`: `score` and `check` as `pnp score|check --json` print them (check
 *   null when it failed), `lines` those of the rules' `explain`; its `.pnp-verdict` is shown in the bottom bar
 * @property {(score: Record<string, any>, check: Record<string, any>) => void} [update] told every result
 *   (Circus Grandioso's form draws the open places `check` gives)
 */

/**
 * @param {HTMLElement} root the page's `.pnp-calculator`
 * @param {Promise<any>} enginePromise the engine (engine.mjs)
 */
export function mountCalculator(root, enginePromise) {
  root.dataset.boundAt = performance.now().toFixed(1);
  const game = root.dataset.game ?? "";
  const rulesUrl = root.dataset.rulesUrl ?? "";
  const find = (/** @type {string} */ selector) => /** @type {HTMLElement} */ (root.querySelector(selector));
  const status = find(".pnp-status");
  const input = /** @type {HTMLTextAreaElement} */ (find("#state-input"));
  const showResultJson = jsonOutput(find("#result-json"));
  const showCheckJson = jsonOutput(find("#check-json"));
  const error = find("#input-error");
  const output = find(".pnp-output");
  const formBox = root.querySelector(".pnp-form"); // none for a game with neither a form nor a declared shape
  const cards = JSON.parse(find(".pnp-cards").dataset.cards ?? "[]");
  const example = JSON.parse(root.dataset.example ?? "null"); // learn.toml's worked example
  const sprite = root.dataset.icons ?? ""; // the game's card icons (generator/card_looks.py)
  const memory = deviceMemory(game);
  /** @type {Form | null} */
  let form = null;
  let computations = 0;
  let origin = "blank"; // where the state being edited came from (see device.mjs)

  const summary = h("span", { class: "pnp-summary-text" }, "");
  const detailsLink = h("a", { href: "#pnp-results", class: "pnp-bar-link" }, "Details");
  const stop = h("button", { type: "button", class: "pnp-button pnp-stop", hidden: true, onclick: stopComputing }, "Stop");
  const bar = h("div", { class: "pnp-summary-bar", hidden: true }, summary, stop, detailsLink);
  let stopped = false;
  const shareLink = h("a", { class: "pnp-share-link" });
  const shareNote = h("p", { class: "pnp-share", hidden: true }, h("span", { class: "pnp-share-status" }), " ", shareLink);
  const linkProblem = h("p", { class: "pnp-error", role: "alert", hidden: true });
  const historyList = h("ol", { class: "pnp-history-list" });
  const historyCount = h("span", {});
  const historyBox = h("details", { class: "pnp-history" },
    h("summary", {}, "Recent games ", historyCount), historyList,
    h("button", { type: "button", class: "pnp-button", onclick: clearHistory }, "Clear the history"));
  // A calculator opened again shows the table kept on this device: it says so, "New game" beside it.
  const continuing = h("span", { class: "pnp-continuing", role: "status", hidden: true }, "Continuing your last table");
  const toolbar = h("div", { class: "pnp-toolbar" }, continuing,
    formBox ? h("button", { type: "button", class: "pnp-button", onclick: newGame }, "New game") : null,
    h("button", { type: "button", class: "pnp-button", onclick: loadExample }, "Load the example"),
    h("button", { type: "button", class: "pnp-button", onclick: share }, "Share this result"));
  (formBox ?? output).before(linkProblem, toolbar, shareNote, historyBox);
  (formBox ?? output).after(bar);
  // A field the browser brings into sight (tapped, or reached by the keyboard's "next") stops above the bar, never
  // under it: the page's scroll padding is the bar's height while it shows.
  new ResizeObserver(() => {
    document.documentElement.style.scrollPaddingBottom = bar.hidden ? "" : `${bar.offsetHeight}px`;
  }).observe(bar);
  output.id = "pnp-results";
  // The JSON mode is for the command line's users: open where there is room, folded away on a phone (and open
  // always where it is the only way in).
  /** @type {HTMLDetailsElement} */ (find(".pnp-json-mode")).open = !formBox || matchMedia(WIDE_SCREEN).matches;

  function showError(message) {
    error.hidden = message === "";
    error.textContent = message;
  }

  function violationList(check) {
    if (check.valid) return h("p", { class: "pnp-valid" }, "✓ This state follows the rules.");
    return h("div", { class: "pnp-violations" },
      h("p", {}, `✗ This state breaks ${check.violations.length === 1 ? "a rule" : `${check.violations.length} rules`}:`),
      h("ul", {}, atMost(check.violations, SHOWN_VIOLATIONS, (violation) => h("li", {},
        h("a", { href: `${rulesUrl}#${violation.rule}`, class: "pnp-rule-link" }, violation.rule), " ",
        violation.message), (count) => h("li", { class: "pnp-more" }, `${moreText(count)} (see check --json below)`))));
  }

  /** While a computation runs long, the bar says so and offers to stop it. */
  function showBusy(busy) {
    stop.hidden = !busy;
    bar.classList.toggle("pnp-busy", busy);
    detailsLink.hidden = busy;
    if (busy) {
      summary.textContent = "Computing…";
      bar.hidden = false;
    }
  }

  function stopComputing() {
    stopped = true;
    enginePromise.then((api) => api.cancel(), () => {});
  }

  /** Compute the state in the JSON text and show it; `data-pending` counts the computations not yet shown (a
   * test or a tool reads the results once it is 0). */
  async function compute(fromJsonMode, from = "edited") {
    root.dataset.pending = String(Number(root.dataset.pending || 0) + 1);
    try {
      await computeAndShow(fromJsonMode, from);
    } finally {
      root.dataset.pending = String(Number(root.dataset.pending) - 1);
    }
  }

  async function computeAndShow(fromJsonMode, from) {
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
    const slow = setTimeout(() => showBusy(true), SLOW_MS);
    let answer;
    try {
      answer = await api.compute(game, text);
    } catch (failure) {
      showError(stopped
        ? "Stopped: nothing was computed for this state. The engine has started again; change the state to compute it."
        : `The engine failed on this state (${failure.message}) and has started again; change the state to compute it.`);
      stopped = false;
      output.replaceChildren();
      summary.textContent = "";
      bar.hidden = true;
      finished(started);
      return;
    } finally {
      clearTimeout(slow);
      showBusy(false);
    }
    if (answer === SUPERSEDED) return;
    const { score, check } = answer;
    showResultJson(score.ok ? `${score.output}\n` : "");
    showCheckJson(check.ok ? `${check.output}\n` : "");
    const failure = !score.ok ? score.error : !check.ok ? check.error : "";
    showError(failure ? `This state cannot be read: ${failure}` : "");
    const state = score.ok ? JSON.parse(text) : null;
    const crowded = state ? beyondTheTable(state) : null;
    const unshown = fromJsonMode && state && form && form.load ? (crowded ?? form.load(state)) : crowded;
    // A form with nothing entered yet says what to enter: no verdict, no rules "broken" by a blank table.
    const toEnter = state && form && form.toEnter && !unshown ? form.toEnter(state) : null;
    const friendly = score.ok && form && !toEnter && !crowded
      ? form.show(score.result, check.ok ? check.result : null, state, score.explain) : null;
    output.replaceChildren(...[
      h("h2", { class: "pnp-result-title" }, "Result"),
      failure ? h("p", { class: "pnp-error" }, `This state cannot be read: ${failure}`) : null,
      unshown ? h("p", { class: "pnp-note" }, `The form above cannot show this state (${unshown}); the results are `
        + "those of the JSON below. A change in the form starts again from what the form shows.") : null,
      toEnter ? h("p", { class: "pnp-to-enter" }, toEnter) : null,
      friendly,
      check.ok && !toEnter ? violationList(check.result) : null,
    ].filter(Boolean));
    if (score.ok && check.ok && form && form.update) form.update(score.result, check.result);
    const verdictText = failure ? "This state cannot be read."
      : friendly?.querySelector(".pnp-verdict")?.textContent || (form ? "" : score.explain?.[0] ?? "");
    summary.textContent = verdictText;
    bar.hidden = !verdictText;
    if (score.ok) {
      origin = from;
      memory.keep({ text, verdict: toEnter ? "Nothing entered." : verdictText, origin, blank: Boolean(toEnter),
        at: new Date().toISOString() });
      if (form && !unshown && origin !== "example") memory.keepNames(form.playerNames(state));
    }
    finished(started);
  }

  function finished(started) {
    if (computations === 0) {
      root.dataset.firstResultAt = performance.now().toFixed(1);
      window.dispatchEvent(new Event(FIRST_RESULT));
    }
    computations += 1;
    root.dataset.computations = String(computations);
    root.dataset.lastComputeMs = (performance.now() - started).toFixed(2);
  }

  /** Show and compute `state`; null when the form cannot make one (it says why): no result, no verdict. */
  function setState(state) {
    if (state === null) {
      output.replaceChildren();
      summary.textContent = "";
      bar.hidden = true;
      return Promise.resolve();
    }
    input.value = jsonText(state);
    shareNote.hidden = true;
    return compute(false);
  }

  /** Why the form cannot show `state`, or null: it lays out every player, and a state may name thousands. More than
   * the game seats is its `load`'s to refuse (it shows the results still); more than any game seats is refused
   * here, results too (`check` says which rule the count breaks). A state it reads no names from is its `load`'s. */
  function beyondTheTable(state) {
    let seated;
    try {
      seated = form ? form.playerNames(state).length : 0;
    } catch (failure) {
      return null;
    }
    return seated > MOST_SEATS
      ? `${seated.toLocaleString("en")} players, more than any game seats (${MOST_SEATS})` : null;
  }

  /** Show `state` in the form (or, when the form cannot show it, through the JSON mode) at once, and compute it:
   * the promise of its result, which waits for the engine. */
  function start(stateText, from) {
    shareNote.hidden = true;
    continuing.hidden = true;
    const state = JSON.parse(stateText);
    if (!form || beyondTheTable(state) !== null || form.load(state) !== null) {
      input.value = jsonText(state);
      return compute(true, from);
    }
    input.value = JSON.stringify(form.state(), null, 2);
    return compute(false, from);
  }

  /** Keep the game being replaced in the history, when it is a game (not a blank form or the example). */
  function archiveCurrent() {
    const current = memory.current();
    if (current && !current.blank && (current.origin === "edited" || current.origin === "link")) memory.archive(current);
    renderHistory();
  }

  /** @param {Form} shown */
  function currentNames(shown) {
    try {
      return shown.playerNames(JSON.parse(input.value));
    } catch (failure) {
      return memory.names();
    }
  }

  function newGame() {
    if (!form) return Promise.resolve();
    const keep = currentNames(form);
    archiveCurrent();
    return start(JSON.stringify(form.blank(keep, keep.length)), "blank");
  }

  function loadExample() {
    archiveCurrent();
    return start(JSON.stringify(example), "example");
  }

  async function share() {
    let link;
    try {
      link = await linkTo(input.value);
    } catch (failure) {
      shareLink.removeAttribute("href");
      shareLink.textContent = "";
      shareNote.querySelector(".pnp-share-status").textContent = `No link: ${failure.message}.`;
      shareNote.hidden = false;
      return;
    }
    shareLink.href = link;
    shareLink.textContent = link;
    let copied = false;
    try {
      await navigator.clipboard.writeText(link);
      copied = true;
    } catch (failure) {
      // no clipboard (permission, insecure origin): the link stays shown to copy by hand
    }
    shareNote.querySelector(".pnp-share-status").textContent = copied
      ? "Link copied. It opens this result:" : "Copy this link; it opens this result:";
    shareNote.hidden = false;
  }

  function renderHistory() {
    const list = memory.history();
    historyCount.textContent = `(${list.length})`;
    historyBox.hidden = list.length === 0;
    historyList.replaceChildren(...list.map((record) => {
      const when = new Date(record.at).toLocaleString([], { dateStyle: "short", timeStyle: "short" });
      return h("li", {}, h("button", {
        type: "button", class: "pnp-button", "aria-label": `Open the game of ${when}: ${record.verdict}`,
        onclick: () => {
          archiveCurrent();
          start(record.text, "edited");
        },
      }, "Open"), ` ${when} · ${record.verdict}`);
    }));
  }

  /** The first tap asks for a second one (the history is gone for good); the second clears it. */
  function clearHistory(event) {
    const button = event.currentTarget;
    const armed = button.dataset.armed === "true";
    button.dataset.armed = String(!armed);
    button.textContent = armed ? "Clear the history" : "Tap again to clear the history";
    if (armed) {
      memory.clearHistory();
      renderHistory();
    }
  }

  /** The state of the link the page was opened with, or null (saying why when the link is damaged). The
   * link stays in the address until its state is shown (forgetLink): a redrawn page still finds it. */
  async function stateOfLink() {
    if (!hasLinkedState()) return null;
    try {
      return await linkedState();
    } catch (failure) {
      linkProblem.textContent = `This link cannot be opened: ${failure.message}. The calculator shows your last game instead.`;
      linkProblem.hidden = false;
      forgetLink();
      return null;
    }
  }

  /** A link pasted into the address bar of this open page only changes the fragment: open its state. */
  async function followLink() {
    if (!root.isConnected) {
      window.removeEventListener("hashchange", followLink);
      return;
    }
    const text = await stateOfLink();
    if (text === null) return;
    archiveCurrent();
    try {
      await start(text, "link");
    } finally {
      forgetLink();
    }
  }

  async function initialState() {
    const linked = await stateOfLink();
    if (linked !== null) {
      archiveCurrent();
      return [linked, "link"];
    }
    const kept = memory.current();
    if (kept) return [kept.text, kept.origin, !kept.blank];
    return form ? [JSON.stringify(form.blank(memory.names(), memory.playerCount())), "blank"] : [JSON.stringify(example), "example"];
  }

  /** Open the first state: the link's, the one kept on this device, or a blank form (the example, without one). */
  async function open() {
    const [text, from, kept = false] = await initialState();
    window.addEventListener("hashchange", followLink);
    try {
      const computed = start(text, from);
      continuing.hidden = !kept; // said with the table it restores, not once the engine has computed it
      await computed;
    } catch (failure) { // a kept state that no longer parses: start afresh
      await start(form ? JSON.stringify(form.blank(memory.names(), memory.playerCount())) : JSON.stringify(example), "blank");
    } finally {
      if (from === "link") forgetLink();
    }
  }

  // A number field's value, and a player's name field's, is selected when it is entered, so that the first key
  // replaces it ("0", or a name the device remembered, needs no backspace first).
  root.addEventListener("focusin", (event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement)) return;
    if (field.type === "number" || field.classList.contains("pnp-name")) requestAnimationFrame(() => field.select());
  });
  find("#compute").addEventListener("click", () => compute(true));
  renderHistory();
  enginePromise.then(
    () => { // the line stays, so that the form does not move under a finger
      if (status.classList.contains("pnp-error")) return; // the form failed to load: that stays said
      status.classList.add("pnp-ready");
      status.textContent = "Python engine ready.";
    },
    (failure) => {
      status.classList.add("pnp-error");
      status.textContent = `The calculator cannot start: ${failure.message}. Reload the page to try again.`;
    });
  if (!formBox) {
    open();
    return;
  }
  const box = /** @type {HTMLElement} */ (formBox);
  const data = (/** @type {string} */ name) => JSON.parse(box.dataset[name] ?? "null");
  import(`./${root.dataset.form}`).then( // the game's own form, or the one built from its declared shape
    async (module) => { // three tasks, none long on a phone: the toolbar, the form, the state put in it
      await nextTask();
      form = /** @type {Form} */ (module.createForm({ root: box, cards, setState, rulesUrl, sprite,
        constants: data("constants"), vocabulary: data("vocabulary"), shape: data("shape"),
        seatName: (seat) => memory.names()[seat] || defaultName(seat) }));
      root.dataset.formAt = performance.now().toFixed(1);
      await nextTask();
      await open();
    },
    (failure) => { // said where a phone shows it (the JSON mode is folded away there), instead of the form's room
      box.hidden = true;
      status.classList.add("pnp-error");
      status.textContent = `The form of this calculator failed to load: ${failure.message}. Reload the page to try again.`;
    });
}

/** `state` as the JSON mode's text: indented, unless it is too long to show whole; then on one line, laid out in a
 * fraction of the time its indented lines take. */
function jsonText(state) {
  const compact = JSON.stringify(state);
  return compact.length > SHOWN_JSON_CHARS ? compact : JSON.stringify(state, null, 2);
}

/**
 * What shows `text` in the JSON mode's `pre`. The pre always holds the whole text, exactly as the command line
 * prints it; one longer than SHOWN_JSON_CHARS is hidden, and its beginning shown instead, with a button that
 * copies the whole.
 */
function jsonOutput(pre) {
  const cut = h("pre", { class: "pnp-json-cut", tabindex: "0", hidden: true }); // scrolled by keyboard too, as pre
  const size = h("span", {});
  const copied = h("span", { role: "status" });
  const copy = h("button", { type: "button", class: "pnp-button", onclick: async () => {
    try {
      await navigator.clipboard.writeText(pre.textContent);
      copied.textContent = "Copied.";
    } catch (failure) {
      copied.textContent = "This browser does not let the page copy it; the command line prints it whole.";
    }
  } }, "Copy the whole text");
  const note = h("p", { class: "pnp-hint", hidden: true }, size, " ", copy, " ", copied);
  pre.after(cut, note);
  return (text) => {
    pre.textContent = text;
    const long = text.length > SHOWN_JSON_CHARS;
    pre.hidden = long;
    cut.hidden = !long;
    note.hidden = !long;
    cut.textContent = long ? `${text.slice(0, SHOWN_JSON_CHARS)}…` : "";
    size.textContent = long ? `Shown up to character ${SHOWN_JSON_CHARS.toLocaleString("en")} of ` +
      `${text.length.toLocaleString("en")}.` : "";
    copied.textContent = "";
  };
}
