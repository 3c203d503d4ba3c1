// @ts-check
// Search answers in the game at hand: a query typed on a game's pages names that game to the search worker
// (search-worker.js), which lists that game's results first and the rest of the site after them.
//
// The theme posts each query to its worker as {type: 2, data: query}; this adds `game`, the game of the page shown
// (instant navigation changes the page without a new worker, so it is read at each query, never once).

const QUERY = 2;
/** A game's id, as the card data's ids are (generator/data/schema.py). */
const GAME_ID = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;

/** The site's root: this module lies in its assets/js/. */
const ROOT = new URL("../../", import.meta.url);

/** The id of the game whose page is shown (its pages lie under games/<id>/ of the site), or null. */
function pageGame() {
  if (!location.pathname.startsWith(ROOT.pathname)) return null;
  const [top, game] = location.pathname.slice(ROOT.pathname.length).split("/");
  return top === "games" && GAME_ID.test(game ?? "") ? game : null;
}

const post = Worker.prototype.postMessage;
/** @this {Worker} @param {any} message @param {any[]} rest */
Worker.prototype.postMessage = function postMessage(message, ...rest) {
  const query = message !== null && typeof message === "object" && message.type === QUERY
    && typeof message.data === "string";
  return Reflect.apply(post, this, [query ? { ...message, game: pageGame() } : message, ...rest]);
};
