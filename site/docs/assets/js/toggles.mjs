// A tap that opens the search or the menu as a page arrives keeps it open; a click in the search field opens it.
//
// The theme closes both 125 ms after every change of page or of #anchor (its bundle: location$ and target$,
// delayed, then a click on each toggle that is open). A reader who opens one inside that window (tapping the
// search button on the page that is arriving, or as a link's page is shown) saw it open and shut again by
// itself. Each close the theme has scheduled is followed here; a toggle the reader opened after the change
// that scheduled it is left open when that close comes. A close the reader asks for (the overlay, Escape, a
// result) is never held back: only the theme's clicks at a scheduled close's due time are.

const DELAY_MS = 125; // the theme's delay between a change of page or anchor and its closing of the toggles
const GUARDED = ["search", "drawer"];

/** The closes the theme has scheduled and not yet run: when each was scheduled, and the toggles opened since. */
const pending = new Set();

function scheduled() {
  const close = { at: performance.now(), openedSince: new Set() };
  pending.add(close);
  // Registered after the theme's own timer of the same delay, so it runs after the theme's close.
  setTimeout(() => pending.delete(close), DELAY_MS);
}

function guard(name) {
  const toggle = document.querySelector(`[data-md-toggle=${name}]`);
  if (!(toggle instanceof HTMLInputElement)) return;
  toggle.addEventListener("change", () => {
    if (toggle.checked) for (const close of pending) close.openedSince.add(name);
  });
  toggle.addEventListener(
    "click",
    (event) => {
      // The click has already turned the box over: unchecked now means this click closes it.
      if (event.isTrusted || toggle.checked) return;
      const now = performance.now();
      for (const close of pending) {
        if (now - close.at >= DELAY_MS - 1 && close.openedSince.delete(name)) {
          event.preventDefault(); // the box turns back and no change event fires: the theme still sees it open
          return;
        }
      }
    },
    { capture: true },
  );
}

/** A click in the search field opens the search even when the field kept its focus across a change of page (a
 * result chosen with the keyboard, say): the theme opens it on the field's focus alone, which a field that kept
 * its focus never gets again, so the click did nothing. */
function openSearchOnClick() {
  document.addEventListener("click", (event) => {
    const toggle = document.querySelector("[data-md-toggle=search]");
    if (!(event.target instanceof Element) || !event.target.closest(".md-search__input")) return;
    if (toggle instanceof HTMLInputElement && !toggle.checked) toggle.click();
  });
}

function subscribe() {
  if (typeof location$ === "undefined" || typeof target$ === "undefined") return;
  let replaying = true; // target$ replays the page's last #anchor to a new subscriber: not a change
  location$.subscribe(scheduled);
  target$.subscribe(() => {
    if (!replaying) scheduled();
  });
  replaying = false;
  for (const name of GUARDED) guard(name);
  openSearchOnClick();
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", subscribe, { once: true });
else subscribe();
