// Animal Kingdoms: players, their kingdoms and lieges → empires, the Emperor and the chain of command drawn.

import { chipPicker, field, h, names, ofKind, select, unknownIds } from "../dom.mjs";

const MODES = [["conquest", "Conquest"], ["mustering", "Mustering (two players)"]];
const FEWEST_PLAYERS = 2;

const EXAMPLE = {
  mode: "conquest",
  players: [
    { name: "Red", kingdoms: ["sunmane", "hornfast"], liege: null },
    { name: "Blue", kingdoms: ["greymarch"], liege: "Red" },
  ],
};

export function createForm({ root, cards, setState }) {
  const kingdoms = ofKind(cards, "kingdom").map((card) => [card.id, card.name]);
  const mostPlayers = ofKind(cards, "crown").reduce((sum, card) => sum + card.count, 0); // one crown each
  const mode = select(MODES, "conquest", { "aria-label": "Mode", onchange: changed });
  // A liege is chosen by the player's number, so renaming a player keeps their vassals.
  const players = [];
  const playerList = h("div", {});
  const more = h("button", { type: "button", class: "pnp-small-button", onclick: () => {
    addPlayer({ name: `Player ${players.length + 1}`, kingdoms: [] });
    refreshLieges();
    changed();
  } }, "Add a player");
  const fewer = h("button", { type: "button", class: "pnp-small-button", onclick: () => {
    const shown = state();
    const gone = shown.players.pop().name;
    shown.players.forEach((player) => { if (player.liege === gone) player.liege = null; });
    load(shown);
    changed();
  } }, "Remove the last player");

  function addPlayer(player) {
    const index = players.length;
    const name = h("input", { type: "text", value: player.name, class: "pnp-name",
      "aria-label": `Player ${index + 1} name`, oninput: () => { refreshLieges(); changed(); } });
    const held = chipPicker(kingdoms, player.kingdoms, changed, "add a kingdom…",
      (id) => (players.some((other) => other.held.value().includes(id)) ? 0 : 1));
    const liege = h("select", { "aria-label": `Player ${index + 1} liege`, onchange: changed });
    players.push({ name, held, liege });
    playerList.append(h("fieldset", { class: "pnp-fieldset" }, h("legend", {}, `Player ${index + 1}`),
      field("Name", name), field("Liege (holds this player's crown)", liege),
      h("div", {}, field("Kingdoms", held.element))));
    more.disabled = players.length >= mostPlayers;
    fewer.disabled = players.length <= FEWEST_PLAYERS;
  }

  function refreshLieges(chosen = players.map((player) => player.liege.value)) {
    players.forEach((player, index) => {
      const options = [["", "none (free)"], ...players.map((other, number) => [String(number), other.name.value])
        .filter(([number]) => Number(number) !== index)];
      player.liege.replaceChildren(...options.map(([value, label]) =>
        h("option", { value, selected: value === chosen[index] }, label)));
    });
  }

  function state() {
    return {
      mode: mode.value,
      players: players.map((player) => ({
        name: player.name.value,
        kingdoms: player.held.value(),
        liege: player.liege.value === "" ? null : players[Number(player.liege.value)].name.value,
      })),
    };
  }

  function changed() {
    players.forEach((player) => player.held.refresh());
    setState(state());
  }

  /** Show `given` in the form; why not, when the form cannot. */
  function load(given) {
    const list = given.players || [];
    if (list.length > mostPlayers) return `it has ${list.length} players; the game has ${mostPlayers} crowns`;
    const playerNames = list.map((player) => player.name);
    const strangers = list.filter((player) => player.liege && !playerNames.includes(player.liege));
    if (strangers.length) return `${strangers[0].name}'s liege ${JSON.stringify(strangers[0].liege)} is not a player`;
    const unknown = list.flatMap((player) => unknownIds(player.kingdoms, kingdoms.map(([id]) => id)));
    if (unknown.length) return `it holds kingdoms the game does not have: ${unknown.join(", ")}`;
    mode.value = given.mode || "conquest";
    players.splice(0, players.length);
    playerList.replaceChildren();
    list.forEach(addPlayer);
    more.disabled = players.length >= mostPlayers;
    fewer.disabled = players.length <= FEWEST_PLAYERS;
    refreshLieges(list.map((player) => (player.liege ? String(playerNames.indexOf(player.liege)) : "")));
    players.forEach((player) => player.held.refresh());
    return null;
  }

  root.replaceChildren(field("Mode", mode), playerList, h("div", {}, more, " ", fewer));
  load(EXAMPLE);
  changed();

  return {
    load,
    show(score, check, state) {
      const byLiege = new Map();
      for (const player of state.players) {
        const key = player.liege || "";
        byLiege.set(key, [...(byLiege.get(key) || []), player.name]);
      }
      const result = Object.fromEntries(score.players.map((player) => [player.name, player]));
      const branch = (name, seen) => h("li", { class: score.winners.includes(name) ? "pnp-winner-name" : null },
        `${name}${name === score.emperor ? " ♛ Emperor" : ""} — ${result[name] ? result[name].empire : "?"} in empire` +
        ` (${result[name] ? result[name].kingdoms : "?"} own)`,
        (byLiege.get(name) || []).length && !seen.has(name)
          ? h("ul", {}, byLiege.get(name).map((vassal) => branch(vassal, new Set([...seen, name])))) : null);
      return h("div", { class: "pnp-result" },
        h("p", { class: "pnp-verdict" }, score.emperor
          ? `${score.emperor} is Emperor; ${names(score.winners)} ${score.winners.length === 1 ? "wins" : "win"}.`
          : "Nobody has won yet: no free player's empire holds a majority of the kingdoms."),
        h("h3", {}, "Chain of command"),
        h("ul", { class: "pnp-chain" }, (byLiege.get("") || []).map((name) => branch(name, new Set()))));
    },
  };
}
