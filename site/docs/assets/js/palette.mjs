// The header's light/dark switch (site/overrides/partials/palette.html), in place of the theme's own, which
// costs every page two full style calculations as it starts (see the partial). What a reader sees is the
// theme's: the page follows the device's scheme until the reader chooses one with the switch; the choice is
// kept (under the theme's own key, which the theme's script in every page's head applies before the first
// paint) and the switch shows the button of the other scheme.

const form = document.querySelector("[data-pnp-palette]");
const inputs = form ? [...form.querySelectorAll("input")] : [];

/** The palette of an input: the attributes the theme's CSS reads on <body>. */
function colorOf(input) {
  const { mdColorMedia: media, mdColorScheme: scheme, mdColorPrimary: primary, mdColorAccent: accent } = input.dataset;
  return { media, scheme, primary, accent };
}

/** The palette shown: the reader's choice, else the one whose media query the device matches. */
function chosenIndex() {
  const saved = globalThis.__md_get("__palette"); // __md_get and __md_set: the theme's inline script
  if (Number.isInteger(saved?.index) && saved.index >= 0 && saved.index < inputs.length) return saved.index;
  return Math.max(0, inputs.findIndex((input) => matchMedia(input.dataset.mdColorMedia).matches));
}

/** Show palette `index`: <body>'s attributes (only those that change), the switch's button for the other one. */
function show(index) {
  for (const [key, value] of Object.entries(colorOf(inputs[index]))) {
    if (document.body.getAttribute(`data-md-color-${key}`) !== value) document.body.setAttribute(`data-md-color-${key}`, value);
  }
  inputs.forEach((input, each) => {
    input.checked = each === index;
    if (input.nextElementSibling instanceof HTMLLabelElement) input.nextElementSibling.hidden = each !== index;
  });
}

/** The reader switched: no transition plays while the colours change, and the choice is kept. */
function choose(index) {
  document.body.setAttribute("data-md-color-switching", "");
  show(index);
  globalThis.__md_set("__palette", { index, color: colorOf(inputs[index]) });
  requestAnimationFrame(() => requestAnimationFrame(() => document.body.removeAttribute("data-md-color-switching")));
}

if (inputs.length) {
  show(chosenIndex());
  inputs.forEach((input, index) => input.addEventListener("change", () => choose(index)));
  form.addEventListener("keydown", (event) => { // Enter on the switch moves to the next palette, as the theme's does
    if (event.key !== "Enter") return;
    event.preventDefault();
    const next = (chosenIndex() + 1) % inputs.length;
    inputs[next].click();
    inputs[next].focus();
  });
  for (const input of inputs) { // until the reader chooses, the page follows the device
    matchMedia(input.dataset.mdColorMedia).addEventListener("change", () => {
      if (globalThis.__md_get("__palette") === null) show(chosenIndex());
    });
  }
}
