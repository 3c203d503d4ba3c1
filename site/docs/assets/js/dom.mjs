// Building DOM nodes safely: text always goes in as text (never as HTML), so user strings cannot inject markup.

/**
 * Create an element: h("td", {class: "x", onclick: fn}, "text", childNode, [more, children]).
 * Attributes starting with "on" become event listeners; null/false attributes are skipped; `style` is set
 * through the CSSOM, as the Content-Security-Policy refuses style attributes.
 */
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith("on")) element.addEventListener(name.slice(2), value);
    else if (name === "dataset") Object.assign(element.dataset, value);
    else if (name === "style") element.style.cssText = value; // the CSSOM: allowed by the page's style-src 'self'
    else if (name in element && typeof value !== "string") element[name] = value;
    else element.setAttribute(name, value === true ? "" : String(value));
  }
  append(element, children);
  return element;
}

function append(element, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(element, child);
    else element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** Wait for the next task: the browser paints and answers a tap before the next part of a long job (a phone
 * feels a task over 50 ms, and a mid-range one runs this page's code about four times slower than a desktop). */
export function nextTask() {
  return globalThis.scheduler?.yield ? globalThis.scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** A <select> of [value, label] options with `selected` chosen. */
export function select(options, selected, attributes = {}) {
  return h("select", attributes,
    options.map(([value, label]) => h("option", { value, selected: value === selected }, label)));
}

/** A labelled form field: the label holds one simple control (an input or a select), never a group. */
export function field(label, control) {
  return h("label", { class: "pnp-field" }, h("span", {}, label), control);
}

/** The name of player `index` (from 0) until one is typed: "Player 1". */
export function defaultName(index) {
  return `Player ${index + 1}`;
}

/** Longest player's name the scoring module reads (its MAX_PLAYER_NAME_CHARACTERS; a test holds them equal). */
export const LONGEST_NAME = 40;

/**
 * The name field of player `index` (from 0), showing `name`: empty with the default name as its placeholder
 * while the player has no other (a first visit shows placeholders, never names to delete). `nameIn` reads it.
 */
export function nameField(name, index, attributes = {}) {
  return h("input", {
    type: "text", class: "pnp-name", autocomplete: "off", placeholder: defaultName(index), maxlength: LONGEST_NAME,
    value: name === defaultName(index) ? "" : name, "aria-label": `${defaultName(index)} name`, ...attributes,
  });
}

/** Show `name` in player `index`'s name field (empty for the default name). */
export function showName(field, name, index) {
  field.value = name === defaultName(index) ? "" : name;
}

/** The name in player `index`'s name field: the default name while the field is empty (or only spaces). */
export function nameIn(field, index) {
  return field.value.trim() ? field.value : defaultName(index);
}

/** "Ada and Bo", "Ada, Bo and Cy", or "nobody". */
export function names(list) {
  if (list.length === 0) return "nobody";
  if (list.length === 1) return list[0];
  return `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`;
}

/**
 * The first `limit` of `items` drawn by `draw(item, index)`, then `more(count)` for the rest when there are more:
 * a state far past what a table can hold (pasted in the JSON mode) is shown as quickly as a real one.
 */
export function atMost(items, limit, draw, more) {
  const shown = items.slice(0, limit).map(draw);
  return items.length > limit ? [...shown, more(items.length - limit)] : shown;
}

/** "+19,962 more": how many items of a long list are not drawn. */
export function moreText(count) {
  return `+${count.toLocaleString("en")} more`;
}

/** How many times each value is in `list`: a Map of value → count. */
export function tally(list) {
  const counts = new Map();
  for (const value of list) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/** The cards of a listing with one of the given kinds. */
export function ofKind(cards, ...kinds) {
  return cards.filter((card) => kinds.includes(card.kind));
}

/**
 * A row of buttons of which one is chosen (a radio group): large tap targets instead of a select or a
 * number field. Arrow keys move the choice as in any radio group. `label` names the group.
 * Returns {element, value(), set(value)}; onChange(value) runs after a choice made in the page.
 */
export function segmented(options, selected, label, onChange, className = "") {
  let current = selected;
  const buttons = options.map(([value, text]) => h("button", {
    type: "button", role: "radio", dataset: { value },
    "aria-label": `${label}: ${text}`, // distinct across the page, not only inside the group
    onclick: () => choose(value, false),
    onkeydown: (event) => {
      const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
      if (!step) return;
      event.preventDefault();
      const index = (options.findIndex(([id]) => id === current) + step + options.length) % options.length;
      choose(options[index][0], true);
    },
  }, text));
  function render() {
    buttons.forEach((button) => {
      const chosen = button.dataset.value === current;
      button.setAttribute("aria-checked", String(chosen));
      button.tabIndex = chosen ? 0 : -1;
    });
  }
  function choose(value, fromKeyboard) {
    current = value;
    render();
    if (fromKeyboard) buttons.find((button) => button.dataset.value === value).focus();
    onChange(value);
  }
  render();
  return {
    element: h("div", { class: `pnp-segmented ${className}`.trim(), role: "radiogroup", "aria-label": label }, buttons),
    value: () => current,
    set: (value) => { current = value; render(); },
  };
}

/**
 * Fill `box` with a fresh "whose cards" radio group of `players` ([value, name]) with `active` chosen,
 * keeping the keyboard focus on the group when it had it (the group is redrawn when names change).
 */
export function chooseRefreshed(box, label, players, active, onChoose) {
  const focused = box.contains(document.activeElement);
  const choice = segmented(players, String(active), label, (value) => onChoose(Number(value)), "pnp-whose");
  box.replaceChildren(h("span", { class: "pnp-chooser-label", "aria-hidden": "true" }, label), choice.element);
  if (focused) choice.element.querySelector("[aria-checked='true']").focus();
}

/** The ids of `list` that are not among `known`, each once, for a form that cannot show them. */
export function unknownIds(list, known) {
  const ids = new Set(known);
  return [...new Set((Array.isArray(list) ? list : []).filter((id) => !ids.has(id)))];
}

/**
 * The winners a result may name: nobody when the checker found the table illegal (a broken table has no
 * winner), else the score's winners.
 */
export function legalWinners(score, check) {
  return check && check.valid ? score.winners : [];
}

/** The verdict line of a result: `text` for a legal table, "No winner" for a broken one. */
export function verdict(check, text) {
  if (check && !check.valid) {
    const count = check.violations.length;
    return h("p", { class: "pnp-verdict" },
      `No winner: this table breaks ${count === 1 ? "a rule" : `${count} rules`} (see below).`);
  }
  return h("p", { class: "pnp-verdict" }, text);
}

/** Players' result rows sorted best first by `key` (a number), keeping the entry order among equals. */
export function standings(players, key) {
  return players.map((player, index) => [player, index])
    .sort(([a, i], [b, j]) => key(b) - key(a) || i - j).map(([player]) => player);
}

/** Unique short marks of player names ("A", "Bo", "Be"): the shortest prefixes that tell them apart. */
export function initials(playerNames) {
  const folded = playerNames.map((name) => name.trim().toLowerCase());
  return playerNames.map((name, index) => {
    const text = name.trim() || String(index + 1);
    const length = 1 + folded.reduce((longest, other, j) =>
      (j === index ? longest : Math.max(longest, sharedStart(text.toLowerCase(), other))), 0);
    if (length < text.length) return text.slice(0, length);
    return playerNames.filter((other) => other.trim() === text).length > 1 ? `${text}${index + 1}` : text;
  });
}

/** How many characters `a` and `b` share from their start. */
function sharedStart(a, b) {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length += 1;
  return length;
}

/**
 * Mark the card names in `container` that have a word wider than their card (`.pnp-too-long`: the card takes
 * two places of its grid), measured again whenever the container's width changes: all marks off, then every
 * name read, then the marks set, so that the page is laid out once.
 */
export function fitNames(container) {
  new ResizeObserver(() => {
    const names = [...container.querySelectorAll(".pnp-face-name")];
    names.forEach((name) => name.classList.remove("pnp-too-long"));
    names.filter((name) => name.scrollWidth > name.clientWidth).forEach((name) => name.classList.add("pnp-too-long"));
  }).observe(container);
}

const SVG = "http://www.w3.org/2000/svg";
const COLOR = /^#[0-9a-fA-F]{6}$/;

/** A Game-icons.net icon of the game's sprite (games/<game>/icons.svg, the page's `data-icons`), as decoration. */
export function icon(name, sprite) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("class", "pnp-icon");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  const use = document.createElementNS(SVG, "use");
  use.setAttribute("href", `${sprite}#${name}`);
  svg.append(use);
  return svg;
}

/**
 * A card as the printed one looks: its icon on its colour, with `label` (its name unless given) beside it.
 * `card` is an entry of the page's card listing (icon, color, ink: see generator/card_looks.py).
 */
export function cardFace(card, sprite, label = card.name, className = "") {
  const face = h("span", { class: `pnp-face ${className}`.trim() },
    card.icon ? icon(card.icon, sprite) : null, h("span", { class: "pnp-face-name" }, label));
  if (COLOR.test(card.color ?? "") && COLOR.test(card.ink ?? "")) {
    face.style.setProperty("--pnp-card", card.color);
    face.style.setProperty("--pnp-ink", card.ink);
  }
  return face;
}
