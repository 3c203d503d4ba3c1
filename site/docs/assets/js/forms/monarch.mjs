// Monarch: each sister's court cards, unwanted guests and banner, and the 3 × 3 board → crowns with their
// breakdown. Holdings are entered from a grid of cards: choose whose cards you are entering, then tap each
// card once per copy; a held card's × takes it back.

import {
  chooseRefreshed, field, h, legalWinners, names, ofKind, segmented, select, standings, unknownIds, verdict,
} from "../dom.mjs";

const LANDS = [["farm", "Farm"], ["village", "Village"]];
const IMPROVEMENT_KIND = { farm: "farm-improvement", village: "village-improvement" };
const PATHS = [["might", "Might"], ["culture", "Culture"], ["wisdom", "Wisdom"], ["bounty", "Bounty"], [null, "Other"]];
const HOLDINGS = [["court", "court"], ["guests", "unwanted guests"]];

const EXAMPLE = {
  players: [
    { name: "Kayla", court: ["astrologer", "scimitar"], guests: ["the-bore"], banner: "might" },
    { name: "Brian", court: ["fireworks", "knight"], guests: [], banner: null },
  ],
};

export function createForm({ root, cards, setState }) {
  // The rule constants come from the card data (game.toml), written into the page by the build.
  const { board_lands: BOARD_LANDS, fewest_players: FEWEST_PLAYERS, most_players: MOST_PLAYERS } =
    JSON.parse(root.dataset.constants);
  const options = (...kinds) => ofKind(cards, ...kinds).map((card) => [card.id, card.name]);
  const cardName = Object.fromEntries(cards.map((card) => [card.id, card.name]));
  const copies = Object.fromEntries(cards.map((card) => [card.id, card.count]));
  const bannerOptions = [["", "None"], ...options("banner").map(([id, name]) => [id, name.replace(/^Banner of /, "")])];
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
  // players: {name: input, banner: radio group, court: [ids], guests: [ids], held: element}
  const players = [];
  let active = 0; // whose cards the grid adds to
  const playerList = h("div", { class: "pnp-players" });
  const chooser = h("div", { class: "pnp-chooser" });
  const gridButtons = new Map(); // "court:astrologer" → button
  const more = h("button", { type: "button", class: "pnp-button", onclick: () => {
    addPlayer({ name: `Player ${players.length + 1}`, court: [], guests: [], banner: null });
    active = players.length - 1;
    changed();
  } }, "Add a player");
  const fewer = h("button", { type: "button", class: "pnp-button", onclick: () => {
    const shown = state();
    shown.players.pop();
    load(shown);
    changed();
  } }, "Remove the last player");

  function inPlay(id) {
    return players.reduce((sum, player) => sum + player.court.concat(player.guests).filter((held) => held === id).length, 0)
      + board.filter((entry) => entry.improvement.value === id).length;
  }

  function fillImprovements(entry, chosen = "") {
    entry.improvement.replaceChildren(...[["", "no improvement"], ...options(IMPROVEMENT_KIND[entry.land.value])]
      .map(([value, label]) => h("option", { value, selected: value === chosen }, label)));
  }

  function addPlayer(player) {
    const index = players.length;
    const name = h("input", { type: "text", value: player.name, class: "pnp-name", autocomplete: "off",
      "aria-label": `Player ${index + 1} name`, oninput: changed });
    const banner = segmented(bannerOptions, player.banner || "", `Player ${index + 1} banner`, changed, "pnp-banners");
    const held = h("div", { class: "pnp-held" });
    players.push({ name, banner, court: [...(player.court || [])], guests: [...(player.guests || [])], held });
    playerList.append(h("fieldset", { class: "pnp-fieldset", dataset: { player: index } },
      h("legend", {}, `Player ${index + 1}`), field("Name", name),
      h("div", { class: "pnp-held-line" }, h("span", { class: "pnp-held-label", "aria-hidden": "true" }, "Banner: "),
        banner.element), held));
  }

  function playerName(index) {
    return players[index].name.value || `Player ${index + 1}`;
  }

  function take(index, holding, position) {
    players[index][holding].splice(position, 1);
    changed();
  }

  function give(holding, id) {
    players[active][holding].push(id);
    changed();
  }

  /** Redraw what depends on the players: the chooser, the held cards, the grid's counts and limits. */
  function refresh() {
    active = Math.min(active, players.length - 1);
    chooseRefreshed(chooser, "Cards go to", players.map((_, index) => [String(index), playerName(index)]), active,
      (value) => { active = value; refresh(); });
    players.forEach((player, index) => {
      const whose = playerName(index);
      player.held.replaceChildren(...HOLDINGS.map(([holding, label]) => h("div", { class: "pnp-held-line" },
        h("span", { class: "pnp-held-label" }, `${label[0].toUpperCase()}${label.slice(1)}: `),
        player[holding].length ? player[holding].map((id, position) => h("button", {
          type: "button", class: "pnp-chip", "aria-label": `Remove ${cardName[id] || id}${copyNumber(player[holding], position)} ` +
            `from ${whose}'s ${label}`,
          onclick: () => take(index, holding, position),
        }, cardName[id] || id, h("span", { "aria-hidden": "true", class: "pnp-chip-x" }, " ×"))) : "none")));
    });
    const whose = playerName(active);
    for (const [key, button] of gridButtons) {
      const [holding, id] = key.split(":");
      const mine = players[active][holding].filter((held) => held === id).length;
      const left = copies[id] - inPlay(id);
      const label = HOLDINGS.find(([kind]) => kind === holding)[1];
      button.disabled = left <= 0;
      button.querySelector(".pnp-badge").textContent = mine ? `×${mine}` : "";
      button.setAttribute("aria-label", `Add ${cardName[id]} to ${whose}'s ${label}` +
        (mine ? ` (holds ${mine})` : "") + (left <= 0 ? " (none left)" : ""));
    }
    for (const [id, button] of improvementButtons) {
      const kind = landOf(id);
      const onBoard = board.filter((entry) => entry.improvement.value === id).length;
      const free = board.some((entry) => entry.land.value === kind && !entry.improvement.value);
      button.disabled = copies[id] - inPlay(id) <= 0 || !free;
      button.querySelector(".pnp-badge").textContent = onBoard ? `×${onBoard}` : "";
      button.setAttribute("aria-label", `Put ${cardName[id]} on the next free ${kind}` +
        (onBoard ? ` (${onBoard} on the board)` : "") + (free ? "" : ` (no free ${kind})`));
    }
    more.disabled = players.length >= MOST_PLAYERS;
    fewer.disabled = players.length <= FEWEST_PLAYERS;
  }

  /** The land an improvement stands on: "farm" or "village". */
  function landOf(id) {
    return Object.keys(IMPROVEMENT_KIND).find((land) => cards.some((card) => card.id === id && card.kind === IMPROVEMENT_KIND[land]));
  }

  /** Put an improvement on the first land of its kind that has none (the board's selects place it exactly). */
  function improve(id) {
    const entry = board.find((land) => land.land.value === landOf(id) && !land.improvement.value);
    if (!entry) return;
    entry.improvement.value = id;
    changed();
  }

  function improvementGrid() {
    return h("div", { class: "pnp-pick-grid" }, ofKind(cards, "farm-improvement", "village-improvement").map((card) => {
      const button = h("button", { type: "button", class: "pnp-pick", dataset: { card: card.id },
        onclick: () => improve(card.id) }, h("span", {}, card.name), h("span", { class: "pnp-badge" }));
      improvementButtons.set(card.id, button);
      return button;
    }));
  }

  function cardGrid(holding, list) {
    return h("div", { class: "pnp-pick-grid" }, list.map((card) => {
      const button = h("button", { type: "button", class: "pnp-pick", dataset: { card: card.id },
        onclick: () => give(holding, card.id) }, h("span", {}, card.name), h("span", { class: "pnp-badge" }));
      gridButtons.set(`${holding}:${card.id}`, button);
      return button;
    }));
  }

  function state() {
    return {
      board: board.map((entry) => ({ land: entry.land.value, improvement: entry.improvement.value || null })),
      players: players.map((player) => ({
        name: player.name.value, court: [...player.court], guests: [...player.guests], banner: player.banner.value() || null,
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
  root.replaceChildren(playerList, h("div", {}, more, " ", fewer),
    h("section", { class: "pnp-picker", "aria-label": "Cards to add" }, chooser,
      PATHS.map(([path, title]) => {
        const list = court.filter((card) => (card.path ?? null) === path);
        return list.length ? [h("h3", { class: "pnp-pick-title" }, `${title} court cards`), cardGrid("court", list)] : null;
      }),
      h("h3", { class: "pnp-pick-title" }, "Unwanted guests"), cardGrid("guests", ofKind(cards, "guest")),
      h("h3", { class: "pnp-pick-title" }, "Improvements on the board (each goes on the next free land of its kind)"),
      improvementGrid()),
    h("details", { class: "pnp-board" }, h("summary", {}, "The board: lands and their improvements"),
      h("div", { class: "pnp-board-grid" }, board.map((entry, index) =>
        h("div", { class: "pnp-land" }, h("strong", {}, `Land ${index + 1}`), entry.land, entry.improvement)))));

  return {
    load,
    state,
    example: EXAMPLE,
    blank: (playerNames) => ({
      board: board.map((_, index) => ({ land: defaultLand(index), improvement: null })),
      players: Array.from({ length: Math.max(FEWEST_PLAYERS, Math.min(MOST_PLAYERS, playerNames.length)) },
        (_, index) => ({ name: playerNames[index] || `Player ${index + 1}`, court: [], guests: [], banner: null })),
    }),
    playerNames: (given) => (given.players || []).map((player) => String(player.name ?? "")),
    /** What to enter while no player holds anything and the board has no improvement. */
    toEnter: (given) => ((given.players || []).some((player) => (player.court || []).length
      || (player.guests || []).length || player.banner) || (given.board || []).some((land) => land.improvement) ? null
      : "Nothing entered yet: choose a player under “Cards go to” and tap the court cards and unwanted guests " +
        "they hold; then their banner, and the improvements on the board."),
    show(score, check) {
      const winners = legalWinners(score, check);
      return h("div", { class: "pnp-result" },
        verdict(check, verdictText(winners)),
        standings(score.players, (player) => player.crowns)
          .map((player) => crownSheet(player, winners.includes(player.name))));
    },
  };
}

/** " (copy 2)" for the second of two like cards in a list, "" for a card held once: names stay distinct. */
function copyNumber(list, position) {
  const id = list[position];
  if (list.filter((held) => held === id).length < 2) return "";
  return ` (copy ${list.slice(0, position + 1).filter((held) => held === id).length})`;
}

function defaultLand(index) {
  return index % 2 ? "village" : "farm";
}

function verdictText(winners) {
  if (winners.length === 0) return "No sister yet: add one.";
  return winners.length === 1 ? `${winners[0]} wins.` : `${names(winners)} tie.`;
}

function crownSheet(player, won) {
  const lines = player.breakdown.map((line) => h("tr", {}, h("td", {}, line.label),
    h("td", {}, line.points > 0 ? `+${line.points}` : String(line.points)), h("td", {}, line.detail || "")));
  return h("section", {},
    h("h3", { class: won ? "pnp-winner-name" : null }, `${player.name}: ${player.crowns} crown${player.crowns === 1 ? "" : "s"}`),
    lines.length ? h("table", { class: "pnp-grid" }, h("tbody", {}, lines)) : h("p", {}, "No crowns yet."));
}
