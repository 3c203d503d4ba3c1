// Animal Kingdoms: players, their kingdoms and lieges → empires, the Emperor and the chain of command drawn.

import { chipPicker, field, h, names, ofKind, select } from "../dom.mjs";

const MODES = [["conquest", "Conquest"], ["mustering", "Mustering (two players)"]];
const MOST_PLAYERS = 4;

const EXAMPLE = {
  mode: "conquest",
  players: [
    { name: "Red", kingdoms: ["sunmane", "hornfast"], liege: null },
    { name: "Blue", kingdoms: ["greymarch"], liege: "Red" },
  ],
};

export function createForm({ root, cards, setState }) {
  const kingdoms = ofKind(cards, "kingdom").map((card) => [card.id, card.name]);
  const mode = select(MODES, "conquest", { "aria-label": "Mode", onchange: changed });
  const players = [];
  const playerList = h("div", {});

  function addPlayer(player) {
    const index = players.length;
    const name = h("input", { type: "text", value: player.name, class: "pnp-name",
      "aria-label": `Player ${index + 1} name`, oninput: () => { refreshLieges(); changed(); } });
    const held = chipPicker(kingdoms, player.kingdoms, changed, "add a kingdom…");
    const liege = h("select", { "aria-label": `Player ${index + 1} liege`, onchange: changed });
    players.push({ name, held, liege, initialLiege: player.liege });
    playerList.append(h("fieldset", { class: "pnp-fieldset" }, h("legend", {}, `Player ${index + 1}`),
      field("Name", name), field("Liege (holds this player's crown)", liege),
      h("div", {}, field("Kingdoms", held.element))));
  }

  function refreshLieges() {
    for (const player of players) {
      const current = player.liege.value || player.initialLiege || "";
      player.initialLiege = null;
      const others = players.filter((other) => other !== player).map((other) => other.name.value);
      player.liege.replaceChildren(...[["", "none (free)"], ...others.map((other) => [other, other])]
        .map(([value, label]) => h("option", { value, selected: value === current }, label)));
    }
  }

  function state() {
    return {
      mode: mode.value,
      players: players.map((player) => ({
        name: player.name.value, kingdoms: player.held.value(), liege: player.liege.value || null,
      })),
    };
  }

  function changed() {
    setState(state());
  }

  EXAMPLE.players.forEach(addPlayer);
  refreshLieges();
  const more = h("button", { type: "button", class: "pnp-small-button", onclick: () => {
    if (players.length < MOST_PLAYERS) addPlayer({ name: `Player ${players.length + 1}`, kingdoms: [], liege: null });
    refreshLieges();
    changed();
  } }, "Add a player");
  root.replaceChildren(field("Mode", mode), playerList, more);
  changed();

  return {
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
          : "No Emperor yet: no free player's empire holds a majority of the kingdoms."),
        h("h3", {}, "Chain of command"),
        h("ul", { class: "pnp-chain" }, (byLiege.get("") || []).map((name) => branch(name, new Set()))));
    },
  };
}
