// The header's light/dark switch (site/overrides/partials/palette.html), in place of the theme's own, which
// costs every page two full style calculations as it starts (see the partial). The page follows the device's
// scheme until the reader chooses one with the switch, and the switch shows the button of the other scheme.
// The palette shown is always kept under the theme's own key, which the theme's script in every page's head
// applies before the first paint: a dark phone's next pages never flash light first. Whether the reader chose
// it is kept beside it, so that a device that changes its scheme is followed until then.

const form = document.querySelector("[data-pnp-palette]");
const inputs = form ? [...form.querySelectorAll("input")] : [];
const KEPT = "__palette"; // the theme's key (its head script reads it)
const CHOSEN = "__palette_chosen"; // true once the reader used the switch
const kept = (key) => globalThis.__md_get(key); // __md_get and __md_set: the theme's inline script
const keep = (key, value) => globalThis.__md_set(key, value);

/** The palette of an input: the attributes the theme's CSS reads on <body>. */
function colorOf(input) {
  const { mdColorMedia: media, mdColorScheme: scheme, mdColorPrimary: primary, mdColorAccent: accent } = input.dataset;
  return { media, scheme, primary, accent };
}

/** The palette to show: the reader's choice, else the one whose media query the device matches. */
function chosenIndex() {
  const saved = kept(KEPT)?.index;
  if (kept(CHOSEN) === true && Number.isInteger(saved) && saved >= 0 && saved < inputs.length) return saved;
  return Math.max(0, inputs.findIndex((input) => matchMedia(input.dataset.mdColorMedia).matches));
}

/** Show palette `index` and keep it: <body>'s attributes (only those that change), the other scheme's button. */
function show(index) {
  const color = colorOf(inputs[index]);
  for (const [key, value] of Object.entries(color)) {
    if (document.body.getAttribute(`data-md-color-${key}`) !== value) document.body.setAttribute(`data-md-color-${key}`, value);
  }
  inputs.forEach((input, each) => {
    input.checked = each === index;
    if (input.nextElementSibling instanceof HTMLLabelElement) input.nextElementSibling.hidden = each !== index;
  });
  if (kept(KEPT)?.index !== index) keep(KEPT, { index, color });
}

/** The reader switched: no transition plays while the colours change, and the choice is theirs from now on. */
function choose(index) {
  document.body.setAttribute("data-md-color-switching", "");
  keep(CHOSEN, true);
  show(index);
  requestAnimationFrame(() => requestAnimationFrame(() => document.body.removeAttribute("data-md-color-switching")));
}

if (inputs.length) {
  show(chosenIndex());
  inputs.forEach((input, index) => input.addEventListener("change", () => choose(index)));
  form.addEventListener("keydown", (event) => { // Enter on the switch moves to the next palette, as the theme's does
    if (/** @type {KeyboardEvent} */ (event).key !== "Enter") return;
    event.preventDefault();
    const next = (inputs.findIndex((input) => input.checked) + 1) % inputs.length;
    inputs[next].click();
    inputs[next].focus();
  });
  for (const input of inputs) { // until the reader chooses, the page follows the device
    matchMedia(input.dataset.mdColorMedia).addEventListener("change", () => {
      if (kept(CHOSEN) !== true) show(chosenIndex());
    });
  }
}
