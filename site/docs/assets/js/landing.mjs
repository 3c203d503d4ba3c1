// The site's search, made to find what is typed however it is typed, and to land on what it found.
//
// 1. Material's search reads its field on `keyup` (and on focus, and once when its index is ready), never
//    on `input`: a query pasted with the mouse, dictated, or written by a phone keyboard that sends no key
//    events is never searched once the index is ready ("Type to start searching" stays). Every `input` in
//    the field is passed on to it as a `keyup`.
// 2. A search result for a rule, a ruling or a card opens its page with ?rule=ID, ?ruling=ID or ?card=ID (see
//    generator/search_entries.py): show it, and give the address its #anchor as a link has.
//    This waits until Material has closed the search and, on a phone, released the page it had locked while
//    the search was open (it then scrolls back to where the reader was); then Material is told of the
//    anchor, so its "address follows the scroll" tracking keeps it rather than naming the section around.

const SEARCH_FIELD = ".md-search__input";
const SEARCH_TOGGLE = "[data-md-toggle=search]";
const SCROLL_LOCK = "data-md-scrolllock";
/** How long a landed rule is kept at the top while the page settles. */
const HOLD_MS = 1500;

document.addEventListener("input", (event) => {
  if (event.target instanceof HTMLInputElement && event.target.matches(SEARCH_FIELD)) {
    event.target.dispatchEvent(new KeyboardEvent("keyup"));
  }
});

/** Resolves once the search is closed and the page not locked (at once when it is so already). */
function searchClosed() {
  const toggle = /** @type {HTMLInputElement | null} */ (document.querySelector(SEARCH_TOGGLE));
  const closed = () => !(toggle?.checked) && !document.body.hasAttribute(SCROLL_LOCK);
  if (closed()) return Promise.resolve();
  return new Promise((resolve) => {
    const lock = new MutationObserver(check);
    function check() {
      if (!closed()) return;
      lock.disconnect();
      toggle?.removeEventListener("change", check);
      resolve();
    }
    lock.observe(document.body, { attributes: true, attributeFilter: [SCROLL_LOCK] });
    toggle?.addEventListener("change", check);
  });
}

/** Query parameter → the id of the element it names. */
const TARGETS = { rule: (id) => id, ruling: (id) => id, card: (id) => `card-${id}` };

function target(address) {
  for (const [name, elementId] of Object.entries(TARGETS)) {
    const id = address.searchParams.get(name);
    if (id) return document.getElementById(elementId(id));
  }
  return null;
}

/** Scroll `element` to the top, and keep it there for HOLD_MS while the page settles: on a phone, the page is
 * still being laid out and released by the theme's search as it lands (the rule ended 400-2,000 px below the
 * screen's top), unless the reader touches, scrolls or types first. */
function holdInView(element) {
  const until = performance.now() + HOLD_MS;
  let reader = false;
  const readerMoves = () => { reader = true; };
  const moves = ["touchstart", "wheel", "keydown", "mousedown"];
  for (const type of moves) window.addEventListener(type, readerMoves, { once: true, passive: true });
  const keep = () => {
    if (reader || performance.now() > until) {
      for (const type of moves) window.removeEventListener(type, readerMoves);
      return;
    }
    const top = element.getBoundingClientRect().top;
    if (top < 0 || top > innerHeight / 4) element.scrollIntoView();
    requestAnimationFrame(keep);
  };
  element.scrollIntoView();
  requestAnimationFrame(keep);
}

async function land() {
  if (target(new URL(location.href)) === null) return;
  await searchClosed();
  const address = new URL(location.href);
  const element = target(address);
  if (element === null || !element.isConnected) return; // the reader has gone on to another page
  const before = address.href;
  for (const name of Object.keys(TARGETS)) address.searchParams.delete(name);
  address.hash = element.id;
  history.replaceState(history.state, "", address);
  holdInView(element);
  element.classList.add("pnp-landed");
  window.dispatchEvent(new HashChangeEvent("hashchange", { oldURL: before, newURL: address.href }));
}

function subscribe() {
  // Material scrolls a page it has just shown (to the top, as the address has no #anchor) before document$
  // tells us of it.
  if (typeof document$ !== "undefined") document$.subscribe(land);
  else land();
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", subscribe, { once: true });
else subscribe();
