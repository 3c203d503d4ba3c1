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
// 3. The words searched for are marked where the search lands, in bounded time whatever the page's texts and the
//    address: Material's own highlighting (its `search.highlight`, off in mkdocs.yml) tried a pattern that
//    backtracks over every long run of spaces or dashes of every text of the page, and blocked it for seconds
//    on a rule within the limits of the card data. A search result's link carries the words typed as ?h=…; the
//    page marks at most MAX_WORDS of them (each cut to MAX_WORD_CHARACTERS) with a pattern of plain words, in the
//    rule, ruling or card it lands on (else in the page's text), at most MAX_MARKS times, reading at most
//    MAX_READ_CHARACTERS of text: an address's query, however long, is cut first.

const SEARCH_FIELD = ".md-search__input";
const SEARCH_TOGGLE = "[data-md-toggle=search]";
const SCROLL_LOCK = "data-md-scrolllock";
/** How long a landed rule is kept at the top while the page settles. */
const HOLD_MS = 1500;
const CONTENT = "article.md-content__inner";
const RESULT_LINK = ".md-search-result__link";
const HIGHLIGHT = "h";
const MAX_QUERY_CHARACTERS = 400;
const MAX_WORDS = 8;
const MAX_WORD_CHARACTERS = 32;
const MAX_MARKS = 200;
const MAX_READ_CHARACTERS = 100_000;
const SEPARATORS = /[\s\-*+:~^]+/u;

document.addEventListener("input", (event) => {
  if (event.target instanceof HTMLInputElement && event.target.matches(SEARCH_FIELD)) {
    event.target.dispatchEvent(new KeyboardEvent("keyup"));
  }
});

/** The words of a query to mark: at most MAX_WORDS, each at most MAX_WORD_CHARACTERS, in lower case, once each. */
function words(query) {
  const found = new Set();
  for (const word of query.slice(0, MAX_QUERY_CHARACTERS).toLowerCase().split(SEPARATORS)) {
    if (found.size === MAX_WORDS) break;
    if (word) found.add(word.slice(0, MAX_WORD_CHARACTERS));
  }
  return [...found];
}

// A search result's link takes the words typed, before the theme follows it (capture: ahead of its handlers).
addEventListener("click", (event) => {
  const link = event.target instanceof Element ? event.target.closest(RESULT_LINK) : null;
  const field = document.querySelector(SEARCH_FIELD);
  if (!(link instanceof HTMLAnchorElement) || !(field instanceof HTMLInputElement)) return;
  const address = new URL(link.href);
  const found = words(field.value);
  if (found.length) address.searchParams.set(HIGHLIGHT, found.join(" "));
  else address.searchParams.delete(HIGHLIGHT);
  link.href = address.href;
}, { capture: true });

/** Wrap each place where one of `found` stands in `root`'s text in a <mark>, within the bounds above. */
function mark(root, found) {
  if (!root || found.length === 0) return;
  const escaped = found.map((word) => word.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"));
  const pattern = new RegExp(escaped.join("|"), "giu");
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  /** @type {Array<[Text, Array<[number, number]>]>} */
  const places = [];
  let marks = 0;
  let read = 0;
  for (let node = walker.nextNode(); node && marks < MAX_MARKS && read < MAX_READ_CHARACTERS; node = walker.nextNode()) {
    const textNode = /** @type {Text} */ (node);
    const text = textNode.data.slice(0, MAX_READ_CHARACTERS - read);
    read += text.length;
    /** @type {Array<[number, number]>} */
    const spans = [];
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match && marks < MAX_MARKS; match = pattern.exec(text)) {
      spans.push([match.index, match[0].length]);
      marks += 1;
    }
    if (spans.length) places.push([textNode, spans]);
  }
  for (const [node, spans] of places) {
    for (const [start, length] of spans.reverse()) { // from the last, so that the earlier places stay where they are
      const word = node.splitText(start);
      word.splitText(length);
      const highlight = document.createElement("mark");
      highlight.setAttribute("data-md-highlight", "");
      word.replaceWith(highlight);
      highlight.append(word);
    }
  }
}

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
  const found = words(new URL(location.href).searchParams.get(HIGHLIGHT) ?? "");
  if (target(new URL(location.href)) === null) {
    mark(document.querySelector(CONTENT), found);
    return;
  }
  await searchClosed();
  const address = new URL(location.href);
  const element = target(address);
  if (element === null || !element.isConnected) return; // the reader has gone on to another page
  const before = address.href;
  for (const name of Object.keys(TARGETS)) address.searchParams.delete(name);
  address.hash = element.id;
  history.replaceState(history.state, "", address);
  holdInView(element);
  mark(element, found);
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
