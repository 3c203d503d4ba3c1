// The site's search worker: MkDocs Material's own (lunr), whose results put the game at hand first.
//
// The theme lets a site give its own search worker (its `__config` names it: overrides/main.html points it here,
// passing the theme's worker as `?material=`). This one runs the theme's worker as it is and reorders only its
// answers: a query sent from a game's pages carries that game's id (`game`, added by search-rank.mjs), and the
// results of that game's pages come first, those of other games and of the site after, each part in the theme's
// order. Messages are the theme's: {type: 2, data: query} in, {type: 3, data: {items: [[article, …sections]]}} out.
"use strict";

const QUERY = 2;
const RESULT = 3;
/** The theme's worker file (`search.<hash>.min.js`, beside its other workers): nothing else is loaded. */
const MATERIAL_WORKER = /^search\.[0-9a-f]+\.min\.js$/;
/** A game's id, as the card data's ids are (generator/data/schema.py). */
const GAME_ID = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;

let game = null; // the game of the page the last query came from, or null

addEventListener("message", (event) => { // runs before the theme's handler, registered below by its script
  const message = event.data;
  if (message && message.type === QUERY) game = GAME_ID.test(message.game ?? "") ? message.game : null;
});

/** `items` (groups of one page's results) with the groups of `game`'s pages first, the order kept within each part. */
function gameFirst(items) {
  if (game === null || !Array.isArray(items)) return items;
  const prefix = `games/${game}/`;
  const ours = (group) => Array.isArray(group) && typeof group[0]?.location === "string"
    && group[0].location.startsWith(prefix);
  return [...items.filter(ours), ...items.filter((group) => !ours(group))];
}

const post = self.postMessage.bind(self);
self.postMessage = (message, ...rest) => post(
  message && message.type === RESULT && message.data
    ? { ...message, data: { ...message.data, items: gameFirst(message.data.items) } }
    : message,
  ...rest);

const material = new URLSearchParams(location.search).get("material") ?? "";
if (!MATERIAL_WORKER.test(material)) throw new Error(`not the theme's search worker: ${material}`);
importScripts(`../javascripts/workers/${material}`);
