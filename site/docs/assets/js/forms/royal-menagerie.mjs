// @ts-check
// Royal Menagerie: four players, their roles and how many of each animal their menageries hold (a tap each).
// The roles are dealt one card each (the role cards, SEATS): choosing a role another player holds gives that
// player yours. The roles, the pens' size and the verdict come from the card data and the scoring module.

import {
  cardFace, defaultName, h, legalWinners, nameField, nameIn, ofKind, segmented, showName, standings, verdict,
} from "../dom.mjs";

/**
 * @param {import("../calculator.mjs").FormContext} context
 * @returns {import("../calculator.mjs").Form}
 */
export function createForm({ root, cards, setState, sprite }) {
  /** @type {[string, string][]} */
  const ROLES = ofKind(cards, "role").map((card) => [card.id, card.name]);
  const SEATS = ofKind(cards, "role").flatMap((card) => Array(card.count).fill(card.id)); // a role card a player
  const [mat] = ofKind(cards, "mat"); // its points table: a pen holds as many as the table counts
  /** @type {[string, string][]} */
  const COUNTS = mat.points_by_count.map((/** @type {number} */ _, /** @type {number} */ count) => [String(count),
    String(count)]);
  const animals = ofKind(cards, "animal");
  let shownRoles = [...SEATS]; // each player's role as last shown
  const rows = SEATS.map((seat, index) => {
    const name = nameField("", index, { oninput: changed });
    const role = segmented(ROLES, seat, `Player ${index + 1} role`, (chosen) => swapRoles(index, chosen), "pnp-roles");
    /** @type {Record<string, ReturnType<typeof segmented>>} */
    const counts = Object.fromEntries(animals.map((animal) => [animal.id,
      segmented(COUNTS, "0", `${animal.name} in player ${index + 1}'s menagerie`, changed, "pnp-counts")]));
    return { name, role, counts };
  });

  function state() {
    return {
      players: rows.map((row, index) => ({
        name: nameIn(row.name, index),
        role: row.role.value(),
        menagerie: Object.fromEntries(Object.entries(row.counts)
          .map(([animal, control]) => [animal, Number(control.value())])
          .filter(([, count]) => count !== 0)),
      })),
    };
  }

  function changed() {
    shownRoles = rows.map((row) => row.role.value());
    setState(state());
  }

  /** Player `index` chose `role`: when the deck has no more of it, the player who had it takes theirs. */
  function swapRoles(index, role) {
    const dealt = SEATS.filter((seat) => seat === role).length;
    const holders = rows.map((row, other) => [other, row.role.value()]).filter(([, held]) => held === role);
    if (holders.length > dealt) {
      const [other] = holders.find(([player]) => player !== index);
      rows[other].role.set(shownRoles[index]);
    }
    changed();
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
      const odd = Object.values(player.menagerie || {}).find((count) => !COUNTS.some(([value]) => Number(value) === count));
      if (odd !== undefined) return `a menagerie holds ${JSON.stringify(odd)} of an animal; the form counts 0 to 3`;
    }
    rows.forEach((row, index) => {
      const player = players[index];
      showName(row.name, player.name, index);
      row.role.set(player.role);
      for (const [animal, control] of Object.entries(row.counts)) control.set(String((player.menagerie || {})[animal] || 0));
    });
    shownRoles = players.map((player) => player.role);
    return null;
  }

  root.replaceChildren(...rows.map((row, index) => h("fieldset", { class: "pnp-fieldset", dataset: { player: index } },
    h("legend", {}, `Player ${index + 1}`),
    h("div", { class: "pnp-player-head" }, row.name, row.role.element),
    h("div", { class: "pnp-animal-counts" }, animals.map((animal) => h("div", { class: "pnp-animal-count" },
      h("span", { class: "pnp-count-label", "aria-hidden": "true" }, cardFace(animal, sprite)),
      row.counts[animal.id].element))))));

  return {
    load,
    state,
    blank: (playerNames) => ({
      players: SEATS.map((role, index) => ({ name: playerNames[index] || defaultName(index), role, menagerie: {} })),
    }),
    playerNames: (given) => (given.players || []).map((player) => String(player.name ?? "")),
    /** What to enter while every menagerie is empty. */
    toEnter: (given) => ((given.players || []).some((player) => Object.values(player.menagerie || {}).some(Boolean))
      ? null : "Nothing entered yet: set each player's name and role, and tap how many of each animal their " +
        `menagerie holds (0 to ${COUNTS.length - 1}).`),
    show(score, check, _state, lines) {
      const winners = legalWinners(score, check);
      return h("div", { class: "pnp-result" },
        verdict(check, score.victory === "solo" ? lines[0] : lines[lines.length - 1]), // the line that decides
        h("p", {}, `Court ${score.court} · Conspirators ${score.conspirators}`),
        h("table", { class: "pnp-grid" },
          h("thead", {}, h("tr", {}, h("th", {}, "Player"), h("th", {}, "Role"), h("th", {}, "Points"),
            h("th", {}, "From"))),
          h("tbody", {}, standings(score.players, (player) => player.points).map((player) => h("tr", {
            class: winners.includes(player.name) ? "pnp-winner" : null,
          }, h("td", {}, player.name), h("td", {}, roleName(player.role)), h("td", {}, player.points),
          h("td", {}, player.breakdown.map((line) => `${line.label}: ${line.points}`).join(" · ") || "—"))))));
    },
  };

  /** @param {string} role */
  function roleName(role) {
    return (ROLES.find(([id]) => id === role) || [role, role])[1];
  }
}
