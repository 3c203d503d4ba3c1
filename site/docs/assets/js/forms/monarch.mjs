// Monarch: each sister's court cards, unwanted guests and banner, and the 3 × 3 board, picked from the
// card list → crowns with their breakdown.

import { chipPicker, field, h, names, ofKind, select, unknownIds } from "../dom.mjs";

const LANDS = [["farm", "Farm"], ["village", "Village"]];
const IMPROVEMENT_KIND = { farm: "farm-improvement", village: "village-improvement" };
const BOARD_LANDS = 9;
const FEWEST_PLAYERS = 2;
const MOST_PLAYERS = 4;

const EXAMPLE = {
  players: [
    { name: "Kayla", court: ["astrologer", "scimitar"], guests: ["the-bore"], banner: "might" },
    { name: "Brian", court: ["fireworks", "knight"], guests: [], banner: null },
  ],
};

export function createForm({ root, cards, setState }) {
  const options = (...kinds) => ofKind(cards, ...kinds).map((card) => [card.id, card.name]);
  const copies = Object.fromEntries(cards.map((card) => [card.id, card.count]));
  const inPlay = (id) => players.flatMap((player) => [...player.court.value(), ...player.guests.value()])
    .filter((chosen) => chosen === id).length + board.filter((entry) => entry.improvement.value === id).length;
  const left = (id) => copies[id] - inPlay(id);
  const courtOptions = options("court");
  const guestOptions = options("guest");
  const bannerOptions = [["", "no banner"], ...options("banner")];
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
  const players = [];
  const playerList = h("div", {});
  const more = h("button", { type: "button", class: "pnp-small-button", onclick: () => {
    addPlayer({ name: `Player ${players.length + 1}`, court: [], guests: [], banner: null });
    changed();
  } }, "Add a player");
  const fewer = h("button", { type: "button", class: "pnp-small-button", onclick: () => {
    const shown = state();
    shown.players.pop();
    load(shown);
    changed();
  } }, "Remove the last player");

  function fillImprovements(entry, chosen = "") {
    entry.improvement.replaceChildren(...[["", "no improvement"], ...options(IMPROVEMENT_KIND[entry.land.value])]
      .map(([value, label]) => h("option", { value, selected: value === chosen }, label)));
  }

  function addPlayer(player) {
    const index = players.length;
    const name = h("input", { type: "text", value: player.name, class: "pnp-name",
      "aria-label": `Player ${index + 1} name`, oninput: changed });
    const court = chipPicker(courtOptions, player.court, changed, "add a court card…", left);
    const guests = chipPicker(guestOptions, player.guests || [], changed, "add an unwanted guest…", left);
    const banner = select(bannerOptions, player.banner || "", { "aria-label": `Player ${index + 1} banner`, onchange: changed });
    players.push({ name, court, guests, banner });
    playerList.append(h("fieldset", { class: "pnp-fieldset", dataset: { player: index } },
      h("legend", {}, `Player ${index + 1}`), field("Name", name), field("Banner", banner),
      h("div", {}, field("Court", court.element)), h("div", {}, field("Unwanted guests", guests.element))));
    more.disabled = players.length >= MOST_PLAYERS;
    fewer.disabled = players.length <= FEWEST_PLAYERS;
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

  function refreshPickers() {
    for (const player of players) {
      player.court.refresh();
      player.guests.refresh();
    }
  }

  function changed() {
    refreshPickers();
    setState(state());
  }

  /** Show `given` in the form; why not, when the form cannot. */
  function load(given) {
    const list = given.players || [];
    const lands = given.board || board.map((_, index) => ({ land: defaultLand(index), improvement: null }));
    if (list.length > MOST_PLAYERS) return `it has ${list.length} players; the form takes ${MOST_PLAYERS}`;
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
    more.disabled = players.length >= MOST_PLAYERS;
    fewer.disabled = players.length <= FEWEST_PLAYERS;
    refreshPickers();
    return null;
  }

  root.replaceChildren(playerList, h("div", {}, more, " ", fewer),
    h("details", { class: "pnp-board" }, h("summary", {}, "The board: lands and their improvements"),
      h("div", { class: "pnp-board-grid" }, board.map((entry, index) =>
        h("div", { class: "pnp-land" }, h("strong", {}, `Land ${index + 1}`), entry.land, entry.improvement)))));
  load(EXAMPLE);
  changed();

  return {
    load,
    show(score) {
      return h("div", { class: "pnp-result" },
        h("p", { class: "pnp-verdict" }, verdict(score.winners)),
        score.players.map((player) => crownSheet(player, score.winners.includes(player.name))));
    },
  };
}

function defaultLand(index) {
  return index % 2 ? "village" : "farm";
}

function verdict(winners) {
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
