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

/** A <select> of [value, label] options with `selected` chosen. */
export function select(options, selected, attributes = {}) {
  return h("select", attributes,
    options.map(([value, label]) => h("option", { value, selected: value === selected }, label)));
}

/** A labelled form field. */
export function field(label, control) {
  return h("label", { class: "pnp-field" }, h("span", {}, label), control);
}

/** "Ada and Bo", "Ada, Bo and Cy", or "nobody". */
export function names(list) {
  if (list.length === 0) return "nobody";
  if (list.length === 1) return list[0];
  return `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`;
}

/** The cards of a listing with one of the given kinds. */
export function ofKind(cards, ...kinds) {
  return cards.filter((card) => kinds.includes(card.kind));
}

/**
 * A picker of cards as removable chips: a select adds one, × removes it.
 * Returns {element, value(), set(list), refresh()}; onChange(list) runs after every change made in the page.
 * `left(id)` says how many more copies of a card may still be picked (all pickers of a form together);
 * cards with none left are greyed out in the select until `refresh()` sees them free again.
 */
export function chipPicker(options, initial, onChange, placeholder, left = () => Infinity) {
  const chosen = [...initial];
  const list = h("span", { class: "pnp-chips" });
  const label = (id) => (options.find(([value]) => value === id) || [id, id])[1];
  const adder = h("select", {
    onchange: () => {
      if (adder.value) chosen.push(adder.value);
      adder.value = "";
      render();
      onChange(chosen);
    },
  });
  function refresh() {
    adder.replaceChildren(h("option", { value: "" }, placeholder),
      ...options.map(([value, text]) => h("option", { value, disabled: left(value) <= 0 }, text)));
  }
  function render() {
    list.replaceChildren(...chosen.map((id, index) => h("span", { class: "pnp-chip" }, label(id),
      h("button", {
        type: "button", title: `Remove ${label(id)}`, "aria-label": `Remove ${label(id)}`,
        onclick: () => { chosen.splice(index, 1); render(); onChange(chosen); },
      }, "×"))));
  }
  render();
  refresh();
  return {
    element: h("span", { class: "pnp-chip-picker" }, list, adder),
    value: () => [...chosen],
    set: (ids) => { chosen.splice(0, chosen.length, ...ids); render(); },
    refresh,
  };
}

/** The ids of `list` that are not among `known` (the first few), for a form that cannot show them. */
export function unknownIds(list, known) {
  const ids = new Set(known);
  return (Array.isArray(list) ? list : []).filter((id) => !ids.has(id));
}
