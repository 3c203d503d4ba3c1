// @ts-check
// Monarch: each sister's court cards, unwanted guests and banner, and the improvements on the board → crowns
// with their breakdown. Everything is entered from one compact grid of cards drawn like the printed ones:
// choose whose cards you are entering, then tap each card once per copy (a banner once); under the grid, each
// sister's name and cards, where a held card's × takes it back.
// The board's improvements count only for the few court cards that read the board: their part of the grid is
// folded away until such a card is held.

import {
  atMost, cardFace, chooseRefreshed, defaultName, field, fitNames, h, legalWinners, moreText, nameField, nameIn, names, ofKind,
  select, standings, tally, unknownIds, verdict,
} from "../dom.mjs";

const HOLDINGS = [["court", "court"], ["guests", "unwanted guests"]];

/**
 * @param {import("../calculator.mjs").FormContext} context
 * @returns {import("../calculator.mjs").Form}
 */
export function createForm({ root, cards, setState, sprite, constants, vocabulary }) {
  // The rule constants come from the card data (game.toml), the lands, paths and effects from the scoring module.
  const { board_lands: BOARD_LANDS, fewest_players: FEWEST_PLAYERS, most_players: MOST_PLAYERS } = constants;
  /** @type {Record<string, string>} */
  const IMPROVEMENT_KIND = vocabulary.improvements; // each land and the kind of improvement it takes
  /** @type {[string, string][]} */
  const LANDS = Object.keys(IMPROVEMENT_KIND).map((land) => [land, capitalised(land)]);
  /** @type {[string | null, string][]} */
  const PATHS = [...vocabulary.paths.map((/** @type {string} */ path) => [path, capitalised(path)]), [null, "Other"]];
  /** Court card effects that count what stands on the board (rules mo-9.1 and mo-9.4). */
  const READS_BOARD = (/** @type {Record<string, any>} */ effect) =>
    vocabulary.reads_board.where.includes(effect.where) || vocabulary.reads_board.effects.includes(effect.effect);
  const options = (...kinds) => ofKind(cards, ...kinds).map((card) => [card.id, card.name]);
  const byId = Object.fromEntries(cards.map((card) => [card.id, card]));
  const cardName = (id) => byId[id]?.name ?? id;
  const bannerName = (id) => cardName(id).replace(/^Banner of /, "");
  const copies = Object.fromEntries(cards.map((card) => [card.id, card.count]));
  const copiesOf = (kind) => ofKind(cards, kind).reduce((sum, card) => sum + card.count, 0);
  // The most cards a sister can hold, from the game's own copies: a longer list (only a pasted state has one,
  // and the checker refuses it) is drawn up to there, with how many more it holds.
  const mostHeld = { court: copiesOf("court"), guests: copiesOf("guest") };
  const mostLines = mostHeld.court + mostHeld.guests + 1; // a crown sheet's lines: a card each, and the banner
  const readsBoard = new Set(cards.filter((card) => (card.effects || []).some(READS_BOARD)).map((card) => card.id));
  const improvementButtons = new Map(); // improvement id → button
  const board = Array.from({ length: BOARD_LANDS }, (_, index) => {
    const land = select(LANDS, defaultLand(index), { "aria-label": `Land ${index + 1}`, onchange: () => {
      fillImprovements(entry);
      changed();
    } });
    const improvement = h("select", { "aria-label": `Improvement on land ${index + 1}`, onchange: changed });
    const entry = { land, improvement };
    fillImprovements(entry);
    return entry;
  });
  // players: {name: input, banner: id or null, court: [ids], guests: [ids], held: element}
  const players = [];
  let active = 0; // whose cards the grid adds to
  const playerList = h("div", { class: "pnp-players" });
  const chooser = h("div", { class: "pnp-chooser" });
  const gridButtons = new Map(); // "court:astrologer" / "banner:might" → button
  const boardPart = h("details", { class: "pnp-board-part" });
  const more = h("button", { type: "button", class: "pnp-button", onclick: () => {
    addPlayer({ name: defaultName(players.length), court: [], guests: [], banner: null });
    active = players.length - 1;
    changed();
  } }, "Add a player");
  const fewer = h("button", { type: "button", class: "pnp-button", onclick: () => {
    const shown = state();
    shown.players.pop();
    load(shown);
    changed();
  } }, "Remove the last player");

  /** How many copies of each card are in play: held by the sisters or standing on the board. */
  function inPlay() {
    return tally([...players.flatMap((player) => [...player.court, ...player.guests, ...(player.banner ? [player.banner] : [])]),
      ...onBoard()]);
  }

  function onBoard() {
    return board.map((entry) => entry.improvement.value).filter(Boolean);
  }

  function fillImprovements(entry, chosen = "") {
    entry.improvement.replaceChildren(...[["", "no improvement"], ...options(IMPROVEMENT_KIND[entry.land.value])]
      .map(([value, label]) => h("option", { value, selected: value === chosen }, label)));
  }

  function addPlayer(player) {
    const index = players.length;
    const name = nameField(player.name, index, { oninput: changed });
    const held = h("div", { class: "pnp-held" });
    players.push({ name, banner: player.banner || null, court: [...(player.court || [])],
      guests: [...(player.guests || [])], held });
    playerList.append(h("fieldset", { class: "pnp-fieldset", dataset: { player: index } },
      h("legend", {}, `Player ${index + 1}`), field("Name", name), held));
  }

  function playerName(index) {
    return nameIn(players[index].name, index);
  }

  function take(index, holding, position) {
    if (holding === "banner") players[index].banner = null;
    else players[index][holding].splice(position, 1);
    changed();
  }

  function give(holding, id) {
    const player = players[active];
    if (holding === "banner") player.banner = player.banner === id ? null : id;
    else player[holding].push(id);
    changed();
  }

  function chip(label, name, onclick) {
    return h("button", { type: "button", class: "pnp-chip", "aria-label": name, onclick },
      label, h("span", { "aria-hidden": "true", class: "pnp-chip-x" }, " ×"));
  }

  /** Sister `index`'s cards of one holding as chips that take a card back, like cards told apart by their copy
   * ("Knight (copy 2)"); a list longer than a sister can hold is drawn up to there. */
  function heldChips(index, holding, label) {
    const list = players[index][holding];
    const whose = playerName(index);
    const held = tally(list);
    const drawn = new Map();
    return atMost(list, mostHeld[holding], (id, position) => {
      drawn.set(id, (drawn.get(id) ?? 0) + 1);
      const copy = held.get(id) > 1 ? ` (copy ${drawn.get(id)})` : "";
      return chip(cardName(id), `Remove ${cardName(id)}${copy} from ${whose}'s ${label}`,
        () => take(index, holding, position));
    }, (count) => h("span", { class: "pnp-more" }, moreText(count)));
  }

  /** Redraw what depends on the players: the chooser, the held cards, the grid's counts and limits. */
  function refresh() {
    active = Math.min(active, players.length - 1);
    chooseRefreshed(chooser, "Cards go to", players.map((_, index) => [String(index), playerName(index)]), active,
      (value) => { active = value; refresh(); });
    players.forEach((player, index) => {
      const whose = playerName(index);
      player.held.replaceChildren(
        h("div", { class: "pnp-held-line" }, h("span", { class: "pnp-held-label" }, "Banner: "),
          player.banner ? chip(bannerName(player.banner), `Remove the banner of ${bannerName(player.banner)} from ${whose}`,
            () => take(index, "banner")) : "none"),
        ...HOLDINGS.map(([holding, label]) => h("div", { class: "pnp-held-line" },
          h("span", { class: "pnp-held-label" }, `${label[0].toUpperCase()}${label.slice(1)}: `),
          player[holding].length ? heldChips(index, holding, label) : "none")));
    });
    const whose = playerName(active);
    const used = inPlay();
    const activeHolds = Object.fromEntries(HOLDINGS.map(([holding]) => [holding, tally(players[active][holding])]));
    const improvements = tally(onBoard());
    for (const [key, button] of gridButtons) {
      const [holding, id] = key.split(":");
      const mine = holding === "banner" ? Number(players[active].banner === id) : activeHolds[holding].get(id) ?? 0;
      const left = copies[id] - (used.get(id) ?? 0);
      const label = holding === "banner" ? "banner" : HOLDINGS.find(([kind]) => kind === holding)[1];
      button.disabled = left <= 0 && !(holding === "banner" && mine); // a held banner is tapped to take it back
      button.setAttribute("aria-pressed", String(mine > 0));
      const shown = badged(button, cardName(id), mine > 1 ? `×${mine}` : "");
      button.setAttribute("aria-label", holding === "banner"
        ? `${shown}: ${mine ? `${whose}'s, tap to take it back` : `give it to ${whose}`}${left <= 0 && !mine ? " (taken)" : ""}`
        : `${shown}: add to ${whose}'s ${label}${mine ? ` (holds ${mine})` : ""}${left <= 0 ? " (none left)" : ""}`);
    }
    for (const [id, button] of improvementButtons) {
      const kind = landOf(id);
      const standing = improvements.get(id) ?? 0;
      const free = board.some((entry) => entry.land.value === kind && !entry.improvement.value);
      button.disabled = copies[id] - (used.get(id) ?? 0) <= 0 || !free;
      const shown = badged(button, cardName(id), standing ? `×${standing}` : "");
      button.setAttribute("aria-label", `${shown}: put it on the next free ${kind}` +
        (standing ? ` (${standing} on the board)` : "") + (free ? "" : ` (no free ${kind})`));
    }
    const readers = players.flatMap((player) => player.court).filter((id) => readsBoard.has(id));
    const improved = board.some((entry) => entry.improvement.value);
    if (readers.length || improved) boardPart.open = true;
    boardPart.querySelector("summary").textContent = readers.length
      ? `The board's improvements: ${names([...new Set(readers)].map(cardName))} count them`
      : "The board's improvements (only a few court cards count them)";
    more.disabled = players.length >= MOST_PLAYERS;
    fewer.disabled = players.length <= FEWEST_PLAYERS;
  }

  /** The land an improvement stands on: "farm" or "village". */
  function landOf(id) {
    return Object.keys(IMPROVEMENT_KIND).find((land) => byId[id]?.kind === IMPROVEMENT_KIND[land]);
  }

  /** Put an improvement on the first land of its kind that has none (the board's selects place it exactly). */
  function improve(id) {
    const entry = board.find((land) => land.land.value === landOf(id) && !land.improvement.value);
    if (!entry) return;
    entry.improvement.value = id;
    changed();
  }

  function pick(card, onclick, label = card.name) {
    return h("button", { type: "button", class: "pnp-pick", dataset: { card: card.id }, onclick },
      cardFace(card, sprite, label), h("span", { class: "pnp-badge" }));
  }

  function cardGrid(holding, list, label = (card) => card.name) {
    return h("div", { class: "pnp-pick-grid" }, list.map((card) => {
      const button = pick(card, () => give(holding, card.id), label(card));
      button.dataset.holding = holding;
      gridButtons.set(`${holding}:${card.id}`, button);
      return button;
    }));
  }

  function improvementGrid() {
    return h("div", { class: "pnp-pick-grid" }, ofKind(cards, "farm-improvement", "village-improvement").map((card) => {
      const button = pick(card, () => improve(card.id));
      improvementButtons.set(card.id, button);
      return button;
    }));
  }

  function state() {
    return {
      board: board.map((entry) => ({ land: entry.land.value, improvement: entry.improvement.value || null })),
      players: players.map((player, index) => ({
        name: playerName(index), court: [...player.court], guests: [...player.guests], banner: player.banner,
      })),
    };
  }

  function changed() {
    refresh();
    setState(state());
  }

  /** Show `given` in the form; why not, when the form cannot. */
  function load(given) {
    const list = given.players || [];
    const lands = given.board || board.map((_, index) => ({ land: defaultLand(index), improvement: null }));
    if (list.length > MOST_PLAYERS) return `it has ${list.length} players; the form takes ${MOST_PLAYERS}`;
    if (list.length < 1) return "it has no player";
    if (lands.length !== BOARD_LANDS) return `its board has ${lands.length} lands; the form shows ${BOARD_LANDS}`;
    const known = (kinds) => options(...kinds).map(([id]) => id);
    const unknown = [
      ...list.flatMap((player) => unknownIds(player.court, known(["court"]))),
      ...list.flatMap((player) => unknownIds(player.guests, known(["guest"]))),
      ...unknownIds(list.map((player) => player.banner).filter(Boolean), known(["banner"])),
      ...unknownIds(lands.map((land) => land.improvement).filter(Boolean),
        known(["farm-improvement", "village-improvement"])),
    ];
    if (unknown.length) return `it names cards the form does not offer: ${unknown.join(", ")}`;
    lands.forEach((land, index) => {
      board[index].land.value = land.land;
      fillImprovements(board[index], land.improvement || "");
    });
    players.splice(0, players.length);
    playerList.replaceChildren();
    list.forEach(addPlayer);
    refresh();
    return null;
  }

  const court = ofKind(cards, "court");
  boardPart.append(h("summary", {}),
    h("p", { class: "pnp-hint" }, "Tap an improvement to put it on the next free land of its kind."),
    improvementGrid(),
    h("details", { class: "pnp-lands" }, h("summary", {}, `The ${BOARD_LANDS} lands, to place improvements exactly`),
      h("div", { class: "pnp-board-grid" }, board.map((entry, index) =>
        h("div", { class: "pnp-land" }, h("strong", {}, `Land ${index + 1}`), entry.land, entry.improvement)))));
  // The grid comes first: a reader taps through it once per sister, the sisters' names and cards below.
  root.replaceChildren(
    h("section", { class: "pnp-picker pnp-picker-first", "aria-label": "Cards to add" }, chooser,
      h("h2", { class: "pnp-pick-title" }, "Banners"),
      cardGrid("banner", ofKind(cards, "banner"), (card) => bannerName(card.id)),
      PATHS.map(([path, title]) => {
        const list = court.filter((card) => (card.path ?? null) === path);
        return list.length ? [h("h2", { class: "pnp-pick-title" }, `${title} court cards`), cardGrid("court", list)] : null;
      }),
      h("h2", { class: "pnp-pick-title" }, "Unwanted guests"), cardGrid("guests", ofKind(cards, "guest")),
      boardPart),
    h("h2", { class: "pnp-pick-title" }, "The sisters"), playerList, h("div", {}, more, " ", fewer));
  fitNames(root.querySelector(".pnp-picker"));

  return {
    load,
    state,
    blank: (playerNames) => ({
      board: board.map((_, index) => ({ land: defaultLand(index), improvement: null })),
      players: Array.from({ length: Math.max(FEWEST_PLAYERS, Math.min(MOST_PLAYERS, playerNames.length)) },
        (_, index) => ({ name: playerNames[index] || defaultName(index), court: [], guests: [], banner: null })),
    }),
    playerNames: (given) => (given.players || []).map((player) => String(player.name ?? "")),
    /** What to enter while no player holds anything and the board has no improvement. */
    toEnter: (given) => ((given.players || []).some(holdsAnything)
      || (given.board || []).some((land) => land.improvement) ? null
      : "Nothing entered yet: choose a player under “Cards go to” and tap their banner, court cards and unwanted " +
        "guests; then the next player's."),
    show(score, check, given, lines) {
      const winners = legalWinners(score, check);
      const waiting = (given.players || []).filter((player) => !holdsAnything(player)).map((player) => player.name);
      return h("div", { class: "pnp-result" },
        verdict(check, waiting.length ? leadText(score, winners, waiting) : lines[0]), // lines[0]: who is Monarch
        standings(score.players, (player) => player.crowns)
          .map((player) => crownSheet(player, winners.includes(player.name) && !waiting.length, mostLines)));
    },
  };
}

function holdsAnything(player) {
  return (player.court || []).length || (player.guests || []).length || player.banner;
}

/** Show `badge` (how many, or nothing) on a grid's card `button`: its name begins with what it shows, `name` then
 * the badge, so that the visible text is part of it. */
function badged(button, name, badge) {
  button.querySelector(".pnp-badge").textContent = badge;
  return badge ? `${name} ${badge}` : name;
}

function defaultLand(index) {
  return index % 2 ? "village" : "farm";
}

/**
 * Who leads so far, while a sister has nothing entered yet (the scoring module's verdict is for a finished table).
 * @param {Record<string, any>} score
 * @param {string[]} winners
 * @param {string[]} waiting
 */
function leadText(score, winners, waiting) {
  if (winners.length === 0) return "No sister yet: add one.";
  const best = Math.max(...score.players.map((/** @type {{crowns: number}} */ player) => player.crowns));
  return `${names(winners)} ${winners.length === 1 ? "leads" : "lead"} with ${best} crown${best === 1 ? "" : "s"} so far; ` +
    `nothing entered yet for ${names(waiting)}.`;
}

/** @param {string} word */
function capitalised(word) {
  return `${word[0].toUpperCase()}${word.slice(1)}`;
}

/** A sister's crowns and where they come from, a line each, at most `mostLines` lines drawn. */
function crownSheet(player, won, mostLines) {
  const lines = atMost(player.breakdown, mostLines, (line) => h("tr", {}, h("td", {}, line.label),
    h("td", {}, line.points > 0 ? `+${line.points}` : String(line.points)), h("td", {}, line.detail || "")),
  (count) => h("tr", {}, h("td", { colspan: 3, class: "pnp-more" }, `${moreText(count)} lines`)));
  return h("section", {},
    h("h3", { class: won ? "pnp-winner-name" : null }, `${player.name}: ${player.crowns} crown${player.crowns === 1 ? "" : "s"}`),
    lines.length ? h("table", { class: "pnp-grid" }, h("tbody", {}, lines)) : h("p", {}, "No crowns yet."));
}
