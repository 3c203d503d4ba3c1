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
    const name = h("input", { type: "text", "aria-label": `Player ${index + 1} name`, class: "pnp-name",
      oninput: changed });
    const role = select(ROLES, player.role, { "aria-label": `Player ${index + 1} role`, onchange: changed });
    const counts = Object.fromEntries(animals.map((animal) => [animal.id, h("input", {
      type: "number", min: 0, max: 3, step: 1, class: "pnp-count",
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

  /** Show `given` in the form; why not, when the form cannot. */
  function load(given) {
    const players = given.players || [];
    if (players.length !== rows.length) return `it has ${players.length} players; the form has ${rows.length}`;
    const roles = new Set(ROLES.map(([id]) => id));
    const known = new Set(animals.map((animal) => animal.id));
    for (const player of players) {
      if (!roles.has(player.role)) return `the role ${JSON.stringify(player.role)} is not one of the game's`;
      const unknown = Object.keys(player.menagerie || {}).filter((animal) => !known.has(animal));
      if (unknown.length) return `it has animals the game does not: ${unknown.join(", ")}`;
    }
    rows.forEach((row, index) => {
      const player = players[index];
      row.name.value = player.name;
      row.role.value = player.role;
      for (const [animal, input] of Object.entries(row.counts)) input.value = (player.menagerie || {})[animal] || 0;
    });
    return null;
  }

  root.replaceChildren(h("div", { class: "pnp-table-wrap" }, h("table", { class: "pnp-grid pnp-stack-on-phone" },
    h("thead", {}, h("tr", {}, h("th", {}, "Player"), h("th", {}, "Role"),
      animals.map((animal) => h("th", { title: animal.name }, animal.name)))),
    h("tbody", {}, rows.map((row) => h("tr", {}, h("td", { dataset: { label: "Player" } }, row.name),
      h("td", { dataset: { label: "Role" } }, row.role),
      animals.map((animal) => h("td", { dataset: { label: animal.name } }, row.counts[animal.id]))))))));
  load(EXAMPLE);
  changed();

  return {
    load,
    show(score) {
      return h("div", { class: "pnp-result" },
        h("p", { class: "pnp-verdict" }, score.winners.length ? `${VICTORY[score.victory]}: ${names(score.winners)}.`
          : `${VICTORY[score.victory]}.`),
        h("p", {}, `Court ${score.court} · Conspirators ${score.conspirators}`),
        h("table", { class: "pnp-grid" },
          h("thead", {}, h("tr", {}, h("th", {}, "Player"), h("th", {}, "Role"), h("th", {}, "Points"),
            h("th", {}, "From"))),
          h("tbody", {}, score.players.map((player) => h("tr", {
            class: score.winners.includes(player.name) ? "pnp-winner" : null,
          }, h("td", {}, player.name), h("td", {}, roleName(player.role)), h("td", {}, player.points),
          h("td", {}, player.breakdown.map((line) => `${line.label}: ${line.points}`).join(" · ") || "—"))))));
    },
  };
}

function roleName(role) {
  return (ROLES.find(([id]) => id === role) || [role, role])[1];
}
