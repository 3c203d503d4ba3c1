// What the accessibility test measures inside the calculator of the page (run by test_forms_access.py):
// every visible text's size and contrast against what lies behind it, and every control's and link's size.
() => {
  const root = document.querySelector(".pnp-calculator");
  const canvas = document.createElement("canvas").getContext("2d");

  /** A CSS colour as [r, g, b, alpha]; colours Chromium does not print as rgb() go through a canvas. */
  function rgba(text) {
    let parts = text.match(/rgba?\(([^)]+)\)/)?.[1];
    if (!parts) {
      canvas.fillStyle = "#000";
      canvas.fillStyle = text;
      const style = canvas.fillStyle;
      parts = style.startsWith("#")
        ? [1, 3, 5].map((i) => parseInt(style.slice(i, i + 2), 16)).join(",")
        : style.slice(5, -1);
    }
    const values = parts.split(/[ ,/]+/).filter(Boolean).map(Number);
    return [values[0], values[1], values[2], values.length > 3 ? values[3] : 1];
  }

  function over(top, bottom) {
    return [0, 1, 2].map((i) => top[i] * top[3] + bottom[i] * (1 - top[3])).concat(1);
  }

  /** The opaque colour behind an element: its own and its ancestors' backgrounds, layered. */
  function background(element) {
    const layers = [];
    for (let node = element; node; node = node.parentElement) {
      const colour = rgba(getComputedStyle(node).backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
    }
    return layers.reverse().reduce((under, layer) => over(layer, under), [255, 255, 255, 1]);
  }

  function luminance(colour) {
    const [r, g, b] = colour.slice(0, 3).map((value) => {
      const v = value / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }

  function contrast(a, b) {
    const [light, dark] = [luminance(a), luminance(b)].sort((p, q) => q - p);
    return (light + 0.05) / (dark + 0.05);
  }

  function opacity(element) {
    let product = 1;
    for (let node = element; node; node = node.parentElement) product *= Number(getComputedStyle(node).opacity);
    return product;
  }

  function describe(element) {
    const classes = [...element.classList].join(".");
    return `${element.tagName.toLowerCase()}.${classes} "${element.textContent.trim().slice(0, 40)}"`;
  }

  const visible = (element) => element.checkVisibility() && element.getBoundingClientRect().width > 0;
  // Disabled controls are exempt from the contrast minimum (WCAG 1.4.3).
  const disabled = (element) => element.closest("button:disabled, select:disabled, input:disabled");
  const texts = [];
  const targets = [];
  for (const element of root.querySelectorAll("*")) {
    if (!visible(element)) continue;
    const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent.trim());
    if (ownText && !disabled(element)) {
      const style = getComputedStyle(element);
      const behind = background(element);
      const colour = rgba(style.color);
      const shown = over([colour[0], colour[1], colour[2], colour[3] * opacity(element)], behind);
      texts.push({ what: describe(element), size: parseFloat(style.fontSize), contrast: contrast(shown, behind) });
    }
    if (element.matches("a[href], button, input, select, textarea, summary, [role=radio]")) {
      const box = element.getBoundingClientRect();
      targets.push({ what: describe(element), width: box.width, height: box.height });
    }
  }
  return { texts, targets };
}
