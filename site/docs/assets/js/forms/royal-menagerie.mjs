// Royal Menagerie: four players, their roles and how many of each animal their menageries hold.

import { h, names, ofKind, select } from "../dom.mjs";

const ROLES = [["grand-vizier", "Grand Vizier"], ["loyalist", "Loyalist"], ["conspirator", "Conspirator"]];
const VICTORY = {
  solo: "The Grand Vizier wins alone",
  shared: "The court (Grand Vizier and Loyalist) wins",
  conspirators: "The Conspirators win",
  none: "Nobody wins: the court and the Conspirators are tied",
};

const EXAMPLE = {
  players: [
    { name: "Ada", role: "grand-vizier", menagerie: { mammoth: 2, "white-tiger": 1 } },
    { name: "Bo", role: "loyalist", menagerie: { "giant-ibis": 2 } },
    { name: "Cy", role: "conspirator", menagerie: {} },
    { name: "Di", role: "conspirator", menagerie: { "komodo-dragon": 3 } },
  ],
};

export function createForm({ root, cards, setState }) {
  const animals = ofKind(cards, "animal");
  const rows = EXAMPLE.players.map((player, index) => {
    const name = h("input", { type: "text", value: player.name, "aria-label": `Player ${index + 1} name`,
      class: "pnp-name", oninput: changed });
    const role = select(ROLES, player.role, { "aria-label": `Player ${index + 1} role`, onchange: changed });
    const counts = Object.fromEntries(animals.map((animal) => [animal.id, h("input", {
      type: "number", min: 0, max: 3, step: 1, value: player.menagerie[animal.id] || 0, class: "pnp-count",
      "aria-label": `${animal.name} in player ${index + 1}'s menagerie`, oninput: changed,
    })]));
    return { name, role, counts };
  });

  function state() {
    return {
      players: rows.map((row) => ({
        name: row.name.value,
        role: row.role.value,
        menagerie: Object.fromEntries(Object.entries(row.counts)
          .map(([animal, input]) => [animal, Number(input.value || 0)])
          .filter(([, count]) => count !== 0)),
      })),
    };
  }

  function changed() {
    setState(state());
  }

  root.replaceChildren(h("div", { class: "pnp-table-wrap" }, h("table", { class: "pnp-grid" },
    h("thead", {}, h("tr", {}, h("th", {}, "Player"), h("th", {}, "Role"),
      animals.map((animal) => h("th", { title: animal.name }, animal.name)))),
    h("tbody", {}, rows.map((row) => h("tr", {}, h("td", {}, row.name), h("td", {}, row.role),
      animals.map((animal) => h("td", {}, row.counts[animal.id]))))))));
  changed();

  return {
    show(score) {
      return h("div", { class: "pnp-result" },
        h("p", { class: "pnp-verdict" }, `${VICTORY[score.victory]}: ${names(score.winners)}.`),
        h("p", {}, `Court ${score.court} · Conspirators ${score.conspirators}`),
        h("table", { class: "pnp-grid" },
          h("thead", {}, h("tr", {}, h("th", {}, "Player"), h("th", {}, "Role"), h("th", {}, "Points"))),
          h("tbody", {}, score.players.map((player) => h("tr", {
            class: score.winners.includes(player.name) ? "pnp-winner" : null,
          }, h("td", {}, player.name), h("td", {}, roleName(player.role)), h("td", {}, player.points))))));
    },
  };
}

function roleName(role) {
  return (ROLES.find(([id]) => id === role) || [role, role])[1];
}
