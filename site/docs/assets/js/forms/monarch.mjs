// Monarch: each sister's court cards, unwanted guests and banner, and the 3 × 3 board, picked from the
// card list → crowns with their breakdown.

import { chipPicker, field, h, names, ofKind, select } from "../dom.mjs";

const LANDS = [["farm", "Farm"], ["village", "Village"]];
const IMPROVEMENT_KIND = { farm: "farm-improvement", village: "village-improvement" };
const BOARD_LANDS = 9;
const MOST_PLAYERS = 4;

const EXAMPLE = {
  players: [
    { name: "Kayla", court: ["astrologer", "scimitar"], guests: ["the-bore"], banner: "might" },
    { name: "Brian", court: ["fireworks", "knight"], guests: [], banner: null },
  ],
};

export function createForm({ root, cards, setState }) {
  const options = (...kinds) => ofKind(cards, ...kinds).map((card) => [card.id, card.name]);
  const courtOptions = options("court");
  const guestOptions = options("guest");
  const bannerOptions = [["", "no banner"], ...options("banner")];
  const board = Array.from({ length: BOARD_LANDS }, (_, index) => {
    const land = select(LANDS, index % 2 ? "village" : "farm", { "aria-label": `Land ${index + 1}`, onchange: () => {
      fillImprovements(entry);
      changed();
    } });
    const improvement = h("select", { "aria-label": `Improvement on land ${index + 1}`, onchange: changed });
    const entry = { land, improvement };
    fillImprovements(entry);
    return entry;
  });
  const players = [];
  const playerList = h("div", {});

  function fillImprovements(entry) {
    entry.improvement.replaceChildren(...[["", "no improvement"], ...options(IMPROVEMENT_KIND[entry.land.value])]
      .map(([value, label]) => h("option", { value }, label)));
  }

  function addPlayer(player) {
    const index = players.length;
    const name = h("input", { type: "text", value: player.name, class: "pnp-name",
      "aria-label": `Player ${index + 1} name`, oninput: changed });
    const court = chipPicker(courtOptions, player.court, changed, "add a court card…");
    const guests = chipPicker(guestOptions, player.guests, changed, "add an unwanted guest…");
    const banner = select(bannerOptions, player.banner || "", { "aria-label": `Player ${index + 1} banner`, onchange: changed });
    players.push({ name, court, guests, banner });
    playerList.append(h("fieldset", { class: "pnp-fieldset", dataset: { player: index } },
      h("legend", {}, `Player ${index + 1}`), field("Name", name), field("Banner", banner),
      h("div", {}, field("Court", court.element)), h("div", {}, field("Unwanted guests", guests.element))));
  }

  function state() {
    return {
      board: board.map((entry) => ({ land: entry.land.value, improvement: entry.improvement.value || null })),
      players: players.map((player) => ({
        name: player.name.value, court: player.court.value(), guests: player.guests.value(),
        banner: player.banner.value || null,
      })),
    };
  }

  function changed() {
    setState(state());
  }

  EXAMPLE.players.forEach(addPlayer);
  const more = h("button", { type: "button", class: "pnp-small-button", onclick: () => {
    if (players.length < MOST_PLAYERS) addPlayer({ name: `Player ${players.length + 1}`, court: [], guests: [], banner: null });
    changed();
  } }, "Add a player");
  root.replaceChildren(playerList, more,
    h("details", { class: "pnp-board" }, h("summary", {}, "The board: lands and their improvements"),
      h("div", { class: "pnp-board-grid" }, board.map((entry, index) =>
        h("div", { class: "pnp-land" }, h("strong", {}, `Land ${index + 1}`), entry.land, entry.improvement)))));
  changed();

  return {
    show(score) {
      return h("div", { class: "pnp-result" },
        h("p", { class: "pnp-verdict" }, `${names(score.winners)} ${score.winners.length === 1 ? "wins" : "tie"}.`),
        score.players.map((player) => crownSheet(player, score.winners.includes(player.name))));
    },
  };
}

function crownSheet(player, won) {
  const lines = player.breakdown.map((line) => h("tr", {}, h("td", {}, line.label),
    h("td", {}, line.points > 0 ? `+${line.points}` : String(line.points)), h("td", {}, line.detail || "")));
  return h("section", {},
    h("h3", { class: won ? "pnp-winner-name" : null }, `${player.name}: ${player.crowns} crown${player.crowns === 1 ? "" : "s"}`),
    lines.length ? h("table", { class: "pnp-grid" }, h("tbody", {}, lines)) : h("p", {}, "No crowns yet."));
}
