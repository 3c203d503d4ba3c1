// @ts-check
// Royal Shuffle: click cards into the court and two villages; the result draws each village's optimal
// arrangement as dwellings with their occupants, and marks the homeless, orphans and derelict houses. The suits
// and which cards stand in a village or in the court come from the scoring module, the cards from the card data.

import {
  cardFace, defaultName, field, h, nameField, nameIn, ofKind, showName, standings, verdict,
} from "../dom.mjs";

/** Each suit's letter and symbol (the scoring module's vocabulary), set as the form is created. */
let SUIT_SYMBOLS = /** @type {Record<string, string>} */ ({});

/** @param {string} code */
function cardLabel(code) {
  const suit = Object.keys(SUIT_SYMBOLS).find((letter) => code.endsWith(letter));
  return suit ? [code.slice(0, -1), SUIT_SYMBOLS[suit]] : [code, ""];
}

/**
 * A text with card codes ("7H") written as the form shows cards ("7♥", red suits red): text and nodes.
 * @param {string} text
 */
function withSuits(text) {
  return text.split(/\b((?:10|[2-9AJQK])[SHDC])\b/).map((part, index) => (index % 2 ? cardChip(part) : part));
}

/**
 * "57/2" → "28 1/2", "-3/2" → "−1 1/2", "12" → "12": exact values as mixed numbers (a no-break space).
 * @param {string} exact
 */
function mixedNumber(exact) {
  const [numerator, denominator = "1"] = exact.split("/");
  const top = BigInt(numerator.replace("-", ""));
  const bottom = BigInt(denominator);
  const sign = numerator.startsWith("-") ? "−" : "";
  const whole = top / bottom;
  const rest = top % bottom;
  if (rest === 0n) return `${sign}${whole}`;
  return `${sign}${whole === 0n ? "" : `${whole}\u00a0`}${rest}/${bottom}`; // kept on one line
}

/** @param {string} word */
function capitalised(word) {
  return `${word[0].toUpperCase()}${word.slice(1)}`;
}

/** @param {string} code */
function cardChip(code) {
  const [rank, symbol] = cardLabel(code);
  return h("span", { class: `pnp-playing-card${/[HD]$/.test(code) ? " pnp-red" : ""}` }, rank + symbol);
}

/**
 * @param {import("../calculator.mjs").FormContext} context
 * @returns {import("../calculator.mjs").Form}
 */
export function createForm({ root, cards, setState, sprite, vocabulary }) {
  SUIT_SYMBOLS = vocabulary.suits;
  const byCode = Object.fromEntries(cards.filter((card) => card.code).map((card) => [card.code, card]));
  /** Each suit's letter, symbol and name ("Spades", from its cards). */
  const suits = Object.entries(SUIT_SYMBOLS).map(([letter, symbol]) =>
    [letter, symbol, capitalised(cards.find((card) => card.code?.endsWith(letter))?.suit ?? letter)]);
  /** @type {Set<string>} */
  const court = new Set();
  const villages = [0, 1].map((index) => ({
    input: nameField("", index, { "aria-label": `Village ${index + 1} owner`, oninput: changed }),
    cards: new Set(),
  }));
  const joker = ofKind(cards, "joker")[0]; // the first to reach the court ends the reign
  const namesProblem = h("p", { class: "pnp-error", role: "alert", hidden: true });
  const buttons = new Map(); // "court:KH" / "0:AH" → button

  /** The name of village `index`'s owner: as typed, else the default. */
  function ownerName(index) {
    return nameIn(villages[index].input, index);
  }

  function owner(code) {
    if (court.has(code)) return "court";
    const index = villages.findIndex((village) => village.cards.has(code));
    return index < 0 ? null : String(index);
  }

  function toggle(place, code) {
    const set = place === "court" ? court : villages[Number(place)].cards;
    if (set.has(code)) set.delete(code); else set.add(code);
    changed();
  }

  /**
   * Each suit's multiplier as the engine gives it (`score.multipliers`, exact) with the court's face cards of
   * that suit: [[symbol, suit name, "×2 1/4", "Jack, Jack"], ...].
   * @param {Record<string, string>} bySuit
   * @param {string[]} inCourt
   */
  function multipliers(bySuit, inCourt) {
    return suits.map(([letter, symbol, suitName]) => [symbol, suitName, `×${mixedNumber(bySuit[letter])}`,
      inCourt.filter((code) => code.endsWith(letter)).map((code) => capitalised(byCode[code]?.kind ?? code))
        .join(", ")]);
  }

  /**
   * A grid of the cards of `kinds` for `place` ("court" or a village's index), a row per suit, then the `more`
   * buttons.
   * @param {string} place
   * @param {string[]} kinds
   * @param {string} label
   * @param {...HTMLElement | null} more
   */
  function cardGrid(place, kinds, label, ...more) {
    /** @type {[string, import("../calculator.mjs").Card[]][]} */
    const rows = suits.map(([letter, symbol]) => [symbol,
      cards.filter((card) => kinds.includes(card.kind) && card.code.endsWith(letter))]);
    return h("div", { class: `pnp-card-grid pnp-ranks-${rows[0][1].length}`, role: "group", "aria-label": label },
      rows.flatMap(([symbol, row]) => row.map((card) => {
        const button = h("button", {
          type: "button", class: /[HD]$/.test(card.code) ? "pnp-red" : null,
          dataset: { card: card.code, title: card.name },
          "aria-pressed": "false", onclick: () => toggle(place, card.code),
        }, card.rank + symbol);
        buttons.set(`${place}:${card.code}`, button);
        return button;
      })), more);
  }

  /** The Joker of the court, drawn as the printed card: the first in play ends the reign (a state may hold it). */
  function jokerButton() {
    const button = h("button", {
      type: "button", class: "pnp-joker", dataset: { card: joker.code, title: joker.name }, "aria-pressed": "false",
      onclick: () => toggle("court", joker.code),
    }, cardFace(joker, sprite));
    buttons.set(`court:${joker.code}`, button);
    return button;
  }

  function refreshButtons() {
    for (const [key, button] of buttons) {
      const [place, code] = key.split(":");
      const holder = owner(code);
      button.setAttribute("aria-pressed", String(holder === place));
      button.disabled = holder !== null && holder !== place;
      const where = place === "court" ? "court" : `${ownerName(Number(place))}'s village`;
      const shown = button.textContent === button.dataset.title ? "" : `${button.textContent} `;
      button.setAttribute("aria-label", `${shown}${button.dataset.title}, ${where}`); // as shown, then in words
    }
  }

  function state() {
    return {
      court: [...court],
      villages: Object.fromEntries(villages.map((village, index) => [ownerName(index), [...village.cards]])),
    };
  }

  function changed() {
    refreshButtons();
    // The villages are keyed by their owners' names: two alike would merge into one.
    const [first, second] = villages.map((_, index) => ownerName(index).trim());
    const problem = first === second ? "The two villages need owners of different names." : "";
    namesProblem.textContent = problem;
    namesProblem.hidden = !problem;
    setState(problem ? null : state()); // no verdict while the villages cannot be told apart
  }

  /** Show `given` in the form; why not, when the form cannot. */
  function load(given) {
    const entries = Object.entries(given.villages || {});
    if (entries.length !== villages.length) return `it has ${entries.length} villages; the form has two`;
    const codes = [...(given.court || []), ...entries.flatMap(([, cards]) => cards)];
    const offered = new Set([...buttons.keys()].map((key) => key.split(":")[1]));
    const odd = [...new Set(codes.filter((code) => !offered.has(code)))];
    if (odd.length) return `the form has no button for ${odd.join(", ")}`;
    court.clear();
    (given.court || []).forEach((code) => court.add(code));
    entries.forEach(([name, cards], index) => {
      showName(villages[index].input, name, index);
      villages[index].cards = new Set(cards);
    });
    refreshButtons();
    return null;
  }

  root.replaceChildren(
    h("fieldset", { class: "pnp-fieldset" }, h("legend", {}, "Court"),
      cardGrid("court", vocabulary.court, "Court cards", joker ? jokerButton() : null)),
    ...villages.map((village, index) => h("fieldset", { class: "pnp-fieldset" },
      h("legend", {}, `Village ${index + 1}`), field("Owner", village.input),
      cardGrid(String(index), vocabulary.village, `Village ${index + 1} cards`))),
    namesProblem);

  return {
    load,
    state,
    blank: (playerNames) => {
      const [first, second] = playerNames.map((name) => name.trim());
      const owners = first && second && first !== second ? [first, second] : [defaultName(0), defaultName(1)];
      return { court: [], villages: Object.fromEntries(owners.map((owner) => [owner, []])) };
    },
    playerNames: (given) => Object.keys(given.villages || {}),
    /** What to enter while the court and the villages are empty. */
    toEnter: (given) => ((given.court || []).length || Object.values(given.villages || {}).some((cards) => cards.length)
      ? null : "Nothing entered yet: tap the cards of the court, then each village's cards under its owner's name."),
    show(score, check, given, lines) {
      return h("div", { class: "pnp-result" },
        verdict(check, lines[lines.length - 1]), // who wins, against whom
        h("p", { class: "pnp-multipliers" }, "Court multipliers: ", multipliers(score.multipliers, given.court || []).map(
          ([symbol, suitName, factor, faces], index) => [index ? " · " : "",
            h("span", { class: /Hearts|Diamonds/.test(suitName) ? "pnp-red" : null, "aria-label": suitName }, symbol),
            `\u00a0${factor}`, faces ? ` (${faces})` : ""])), // a suit and its factor on one line
        standings(score.players, (player) => player.score).map(drawVillage));
    },
  };
}

function drawVillage(player) {
  const derelict = new Set(player.derelict);
  const orphans = new Set(player.orphans);
  const dwellings = player.dwellings.map((dwelling) => {
    const cared = new Set(dwelling.cares.flatMap((care) => care.children));
    const loose = dwelling.children.filter((child) => !cared.has(child));
    return h("div", { class: `pnp-dwelling${derelict.has(dwelling.card) ? " pnp-derelict" : ""}`, dataset: { card: dwelling.card } },
      h("h4", {}, cardChip(dwelling.card), ` ${dwelling.kind}`,
        derelict.has(dwelling.card) ? h("span", { class: "pnp-mark" }, "derelict") : null),
      dwelling.cares.map((care) => h("div", {}, cardChip(care.adult),
        care.children.length ? [" cares for ", care.children.map(cardChip)] : null)),
      dwelling.adults.filter((adult) => !dwelling.cares.some((care) => care.adult === adult))
        .map((adult) => h("div", {}, cardChip(adult))),
      loose.map((child) => h("div", {}, cardChip(child),
        orphans.has(child) ? h("span", { class: "pnp-mark" }, "orphan") : null)),
      dwelling.adults.length + dwelling.children.length === 0 ? h("div", {}, "empty") : null);
  });
  const homeless = player.homeless.length
    ? h("div", { class: "pnp-dwelling pnp-derelict" }, h("h4", {}, h("span", { class: "pnp-mark" }, "homeless")),
      player.homeless.map((card) => h("div", {}, cardChip(card))))
    : null;
  return h("section", { class: "pnp-village-result" },
    h("h3", {}, `${player.name}: ${player.score}`,
      player.exact !== String(player.score) ? ` (exactly ${mixedNumber(player.exact)}, rounded down)` : ""),
    h("div", { class: "pnp-village" }, dwellings, homeless),
    h("table", { class: "pnp-grid" }, h("tbody", {}, player.breakdown.map((line) =>
      h("tr", {}, h("td", {}, withSuits(line.label)), h("td", {}, mixedNumber(line.exact)))))));
}
