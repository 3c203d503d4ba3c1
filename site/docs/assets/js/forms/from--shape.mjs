// @ts-check
// The form of every game that declares the shape of its state (FORM, generator/scoring/shape.py) instead of
// bringing a form of its own: each player's name and declared fields, then the table's. A count or a number of
// a few values is a row of taps, a larger one a number field; cards are tapped from a grid of their faces, and a
// held card's × gives it back. The result names the winners and shows the lines of the rules' `explain`, the
// first of which is the verdict.

import {
  atMost, cardFace, defaultName, field, h, legalWinners, moreText, nameField, nameIn, names, segmented, select,
  showName, tally, verdict,
} from "../dom.mjs";

/** A range of at most this many steps is a row of taps; a wider one a number field. */
const MOST_TAPS = 5;
/** A choice of at most this many options is a row of taps; a longer one a list. */
const MOST_OPTIONS = 6;

/**
 * One control of a declared field: its element, the JSON value it shows, and `set` to show a value (it returns
 * why not, when it cannot, and changes nothing then).
 * @typedef {object} Control
 * @property {HTMLElement} element
 * @property {() => any} value
 * @property {(value: any) => string | null} set
 * @property {any} blank the value of a game where nothing is entered yet
 */

/**
 * @param {import("../calculator.mjs").FormContext} context
 * @returns {import("../calculator.mjs").Form}
 */
export function createForm({ root, cards, setState, sprite, constants, vocabulary, shape, seatName }) {
  const playerFields = shape?.players ?? [];
  const tableFields = shape?.table ?? [];
  /** @param {number | string} value a number, or the name of a rule constant */
  const bound = (value) => (typeof value === "number" ? value : Number(constants[value]));
  const fewest = bound("fewest_players");
  const most = bound("most_players");
  /** @type {{name: HTMLInputElement, controls: Control[], box: HTMLElement}[]} */
  const players = [];
  const playerList = h("div", { class: "pnp-players" });
  const more = h("button", { type: "button", class: "pnp-button", onclick: () => {
    addPlayer(seatName(players.length));
    changed();
  } }, "Add a player");
  const fewer = h("button", { type: "button", class: "pnp-button", onclick: () => {
    players.pop()?.box.remove();
    changed();
  } }, "Remove the last player");
  const table = tableFields.map((spec) => control(spec, "the table"));
  const playerBlanks = playerFields.map((spec) => control(spec, "").blank);

  /**
   * The control of one declared field, `whose` ("player 2", "the table") telling it apart in the page.
   * @param {import("../calculator.mjs").ShapeField} spec
   * @param {string} whose
   * @returns {Control}
   */
  function control(spec, whose) {
    const label = spec.label ?? spec.field;
    if (spec.type === "number") return numberControl(bound(spec.min ?? 0), bound(spec.max ?? 0), `${label}, ${whose}`);
    if (spec.type === "choice") return choiceControl(options(spec), `${label}, ${whose}`);
    const chosen = cardsOf(spec);
    if (spec.type === "counts") return countsControl(chosen, spec.max === undefined ? null : bound(spec.max), whose);
    return cardsControl(chosen, `${label}, ${whose}`);
  }

  /** @param {import("../calculator.mjs").ShapeField} spec */
  function cardsOf(spec) {
    return cards.filter((card) => (spec.kinds ?? []).includes(card.kind) || (spec.decks ?? []).includes(card.deck));
  }

  /**
   * [id, label] of a choice: the words of the rules' vocabulary, or the cards of its kinds and decks.
   * @param {import("../calculator.mjs").ShapeField} spec
   * @returns {[string, string][]}
   */
  function options(spec) {
    if (spec.vocabulary) return Object.entries(vocabulary[spec.vocabulary] ?? {});
    return cardsOf(spec).map((card) => [card.id, card.name]);
  }

  /**
   * @param {number} least
   * @param {number} highest
   * @param {string} label
   * @returns {Control}
   */
  function numberControl(least, highest, label) {
    const fits = (/** @type {any} */ value) => Number.isInteger(value) && value >= least && value <= highest;
    const why = (/** @type {any} */ value) => `${label} is ${JSON.stringify(value)}; the form takes ${least} to ${highest}`;
    if (highest - least <= MOST_TAPS) {
      const steps = Array.from({ length: highest - least + 1 }, (_, index) => String(least + index));
      const taps = segmented(steps.map((step) => [step, step]), String(least), label, changed, "pnp-counts");
      return { element: taps.element, value: () => Number(taps.value()), blank: least,
        set: (value) => (fits(value) ? (taps.set(String(value)), null) : why(value)) };
    }
    const input = /** @type {HTMLInputElement} */ (h("input", { type: "number", inputmode: "numeric", class: "pnp-count",
      min: String(least), max: String(highest), value: String(least), "aria-label": label, oninput: changed }));
    return {
      element: input, blank: least,
      value: () => Math.max(least, Math.min(highest, Math.trunc(Number(input.value) || 0))),
      set: (value) => (fits(value) ? ((input.value = String(value)), null) : why(value)),
    };
  }

  /**
   * @param {[string, string][]} choices
   * @param {string} label
   * @returns {Control}
   */
  function choiceControl(choices, label) {
    const [first] = choices[0] ?? [""];
    const why = (/** @type {any} */ value) => `${label} is ${JSON.stringify(value)}, not one the form offers`;
    const known = (/** @type {any} */ value) => choices.some(([id]) => id === value);
    if (choices.length <= MOST_OPTIONS) {
      const taps = segmented(choices, first, label, changed);
      return { element: taps.element, value: () => taps.value(), blank: first,
        set: (value) => (known(value) ? (taps.set(value), null) : why(value)) };
    }
    const list = /** @type {HTMLSelectElement} */ (select(choices, first, { "aria-label": label, onchange: changed }));
    return { element: list, value: () => list.value, blank: first,
      set: (value) => (known(value) ? ((list.value = value), null) : why(value)) };
  }

  /**
   * How many of each card: a row of taps or a number field per card, beside its face.
   * @param {import("../calculator.mjs").Card[]} chosen
   * @param {number | null} cap the most of one card, when lower than its copies
   * @param {string} whose
   * @returns {Control}
   */
  function countsControl(chosen, cap, whose) {
    /** @type {[import("../calculator.mjs").Card, Control][]} */
    const each = chosen.map((card) => [card, numberControl(0, cap === null ? card.count : Math.min(cap, card.count),
      `${card.name}, ${whose}`)]);
    return {
      element: h("div", { class: "pnp-animal-counts" }, each.map(([card, count]) => h("div", { class: "pnp-animal-count" },
        h("span", { class: "pnp-count-label", "aria-hidden": "true" }, cardFace(card, sprite)), count.element))),
      value: () => Object.fromEntries(each.map(([card, count]) => [card.id, count.value()]).filter(([, n]) => n > 0)),
      blank: {},
      set(value) {
        if (value === null || typeof value !== "object" || Array.isArray(value)) return `${whose} has no counts of cards`;
        const unknown = Object.keys(value).filter((id) => !chosen.some((card) => card.id === id));
        if (unknown.length) return `${whose} holds cards the form does not offer: ${unknown.join(", ")}`;
        const shown = each.map(([card, count]) => count.set(value[card.id] ?? 0)).find(Boolean);
        return shown ?? null;
      },
    };
  }

  /**
   * A pile of cards: a grid of faces, each tap adds a copy (while the game has one left), a held card's × takes
   * it back.
   * @param {import("../calculator.mjs").Card[]} chosen
   * @param {string} label
   * @returns {Control}
   */
  function cardsControl(chosen, label) {
    /** @type {string[]} */
    let held = [];
    const chips = h("div", { class: "pnp-held" });
    const byId = Object.fromEntries(chosen.map((card) => [card.id, card]));
    const most = chosen.reduce((sum, card) => sum + card.count, 0);
    const buttons = chosen.map((card) => h("button", { type: "button", class: "pnp-pick", dataset: { card: card.id },
      "aria-label": `${card.name}: add to ${label}`, onclick: () => {
        held = [...held, card.id];
        draw();
        changed();
      } }, cardFace(card, sprite), h("span", { class: "pnp-badge", "aria-hidden": "true" })));
    function draw() {
      const counts = tally(held);
      buttons.forEach((button, index) => {
        const count = counts.get(chosen[index].id) ?? 0;
        button.disabled = count >= chosen[index].count;
        /** @type {HTMLElement} */ (button.querySelector(".pnp-badge")).textContent = count > 1 ? `×${count}` : "";
        const card = chosen[index];
        button.setAttribute("aria-label", `${card.name}${count > 1 ? ` ×${count}` : ""}: add to ${label}`);
        button.setAttribute("aria-pressed", String(count > 0));
      });
      chips.replaceChildren(h("span", { class: "pnp-held-label" }, "Cards: "), ...(held.length
        ? atMost(held, most, (id, position) => h("button", { type: "button", class: "pnp-chip",
          "aria-label": `Remove ${byId[id].name} from ${label}`, onclick: () => {
            held = held.filter((_, index) => index !== position);
            draw();
            changed();
          } }, byId[id].name, h("span", { "aria-hidden": "true", class: "pnp-chip-x" }, " ×")),
        (count) => h("span", { class: "pnp-more" }, moreText(count))) : ["none"]));
    }
    draw();
    return {
      element: h("div", {}, h("div", { class: "pnp-pick-grid" }, buttons), chips),
      value: () => [...held],
      blank: [],
      set(value) {
        if (!Array.isArray(value)) return `${label} is not a list of cards`;
        const unknown = value.filter((id) => !byId[id]);
        if (unknown.length) return `${label} holds cards the form does not offer: ${[...new Set(unknown)].join(", ")}`;
        held = [...value];
        draw();
        return null;
      },
    };
  }

  /** @param {string} name */
  function addPlayer(name) {
    const index = players.length;
    const whose = `player ${index + 1}`;
    const input = nameField(name, index, { oninput: changed });
    const controls = playerFields.map((spec) => control(spec, whose));
    const box = h("fieldset", { class: "pnp-fieldset", dataset: { player: index } }, h("legend", {}, `Player ${index + 1}`),
      field("Name", input), playerFields.map((spec, at) => labelled(spec, controls[at])));
    players.push({ name: input, controls, box });
    playerList.append(box);
  }

  /**
   * @param {import("../calculator.mjs").ShapeField} spec
   * @param {Control} shown
   */
  function labelled(spec, shown) {
    return h("div", { class: "pnp-shape-field" }, h("span", { class: "pnp-held-label" }, spec.label ?? spec.field),
      shown.element);
  }

  function state() {
    return {
      ...Object.fromEntries(tableFields.map((spec, index) => [spec.field, table[index].value()])),
      players: players.map((player, index) => ({
        name: nameIn(player.name, index),
        ...Object.fromEntries(playerFields.map((spec, at) => [spec.field, player.controls[at].value()])),
      })),
    };
  }

  function changed() {
    more.disabled = players.length >= most;
    fewer.disabled = players.length <= fewest;
    setState(state());
  }

  /**
   * The first key of `given` that the form has no field for, if any.
   * @param {Record<string, any>} given
   * @param {string[]} shown
   */
  function stranger(given, shown) {
    return Object.keys(given).find((key) => !shown.includes(key));
  }

  /** @param {Record<string, any>} given */
  function load(given) {
    const list = Array.isArray(given.players) ? given.players : [];
    if (list.length < 1 || list.length > most) return `it has ${list.length} players; the form takes 1 to ${most}`;
    const odd = stranger(given, ["players", ...tableFields.map((spec) => spec.field)]);
    if (odd !== undefined) return `the form has no field ${JSON.stringify(odd)}`;
    const oddPlayer = list.map((player) => stranger(player ?? {}, ["name", ...playerFields.map((spec) => spec.field)]))
      .find((key) => key !== undefined);
    if (oddPlayer !== undefined) return `the form has no player's field ${JSON.stringify(oddPlayer)}`;
    const before = state();
    players.splice(0, players.length);
    playerList.replaceChildren();
    list.forEach((player) => addPlayer(String(player?.name ?? "")));
    const why = [
      ...tableFields.map((spec, index) => table[index].set(given[spec.field] ?? table[index].blank)),
      ...list.flatMap((player, index) => playerFields.map((spec, at) =>
        players[index].controls[at].set(player[spec.field] ?? players[index].controls[at].blank))),
    ].find(Boolean);
    if (why) {
      load(before);
      return why;
    }
    list.forEach((player, index) => showName(players[index].name, String(player?.name ?? ""), index));
    more.disabled = players.length >= most;
    fewer.disabled = players.length <= fewest;
    return null;
  }

  /**
   * Whether `given` holds nothing but names: every field as a new game has it.
   * @param {Record<string, any>} given
   */
  function nothingEntered(given) {
    const same = (/** @type {any} */ value, /** @type {any} */ blank) =>
      value === undefined || JSON.stringify(value) === JSON.stringify(blank);
    return tableFields.every((spec, index) => same(given[spec.field], table[index].blank))
      && (given.players ?? []).every((/** @type {Record<string, any>} */ player) =>
        playerFields.every((spec, at) => same(player[spec.field], playerBlanks[at])));
  }

  root.replaceChildren(
    table.length ? h("fieldset", { class: "pnp-fieldset" }, h("legend", {}, "The table"),
      tableFields.map((spec, index) => labelled(spec, table[index]))) : null,
    playerList, h("div", {}, more, " ", fewer));

  return {
    load,
    state,
    blank: (playerNames, count) => ({
      ...Object.fromEntries(tableFields.map((spec, index) => [spec.field, table[index].blank])),
      players: Array.from({ length: Math.max(fewest, Math.min(most, count)) }, (_, index) => ({
        name: playerNames[index] || defaultName(index),
        ...Object.fromEntries(playerFields.map((spec, at) => [spec.field, playerBlanks[at]])),
      })),
    }),
    playerNames: (given) => (Array.isArray(given.players) ? given.players : [])
      .map((/** @type {Record<string, any>} */ player) => String(player?.name ?? "")),
    toEnter: (given) => (nothingEntered(given)
      ? "Nothing entered yet: enter each player's name and what they hold at the end of the game." : null),
    show(score, check, _state, lines) {
      const winners = legalWinners(score, check);
      const headline = lines[0] ?? (winners.length ? `${names(winners)} ${winners.length === 1 ? "wins" : "win"}.`
        : "Nobody wins.");
      return h("div", { class: "pnp-result" }, verdict(check, headline),
        h("ul", { class: "pnp-explained" }, lines.slice(1).map((line) => h("li", {
          class: winners.some((winner) => line.startsWith(`${winner}:`)) ? "pnp-winner-name" : null,
        }, line))));
    },
  };
}
