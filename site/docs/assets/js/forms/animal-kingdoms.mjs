// @ts-check
// Animal Kingdoms: players, how many kingdoms each holds and their lieges → empires, the Emperor and the chain
// of command drawn. Each player is the crown they hold, drawn as the printed card: a player with no name typed is
// called by it ("Ruby"), and a liege is chosen by it. Only how many kingdoms a player holds counts for the score,
// so that is what each player's row asks (a number); the form gives them free kingdoms in the cards' order. Which
// kingdoms exactly can be set in the folded grid of the sixteen: choose whose kingdoms you are entering, then tap
// each; a tap gives the kingdom to the chosen player and a second tap frees it.

import {
  cardFace, chooseRefreshed, defaultName, field, h, legalWinners, nameField, ofKind, select, tally, unknownIds, verdict,
} from "../dom.mjs";

/**
 * @param {import("../calculator.mjs").FormContext} context
 * @returns {import("../calculator.mjs").Form}
 */
export function createForm({ root, cards, setState, sprite, constants, vocabulary, seatName }) {
  // The rule constants come from the card data (game.toml), the modes from the scoring module.
  const { fewest_players: FEWEST_PLAYERS, mustering_players: MUSTERING_PLAYERS } = constants;
  const [CONQUEST, MUSTERING] = vocabulary.modes;
  /** @type {[string, string][]} */
  const MODES = [[CONQUEST, capitalised(CONQUEST)], [MUSTERING, `${capitalised(MUSTERING)} (${MUSTERING_PLAYERS} players)`]];
  const kingdoms = ofKind(cards, "kingdom");
  const crowns = ofKind(cards, "crown").flatMap((card) => Array(card.count).fill(card)); // one crown each player
  const mostPlayers = crowns.length;
  /** What player `index` is called until a name is typed: their crown's ("Ruby" for the Ruby Crown). */
  const crownName = (/** @type {number} */ index) => crowns[index]?.name.replace(/\s+Crown$/i, "") ?? defaultName(index);
  /** The name in player `index`'s field, or their crown's. */
  const nameOf = (/** @type {HTMLInputElement} */ field, /** @type {number} */ index) => field.value.trim() ? field.value
    : crownName(index);
  const mode = select(MODES, CONQUEST, { "aria-label": "Mode", onchange: changed });
  // A liege is chosen by the player's number, so renaming a player keeps their vassals.
  const players = []; // {name: input, count: input, liege: select, held: [ids]}
  let active = 0;
  const playerList = h("div", { class: "pnp-players" });
  const chooser = h("div", { class: "pnp-chooser" });
  const gridButtons = new Map(); // kingdom id → button
  const more = h("button", { type: "button", class: "pnp-button", onclick: () => {
    addPlayer({ name: namedOrCrown(seatName(players.length), players.length), kingdoms: [] });
    active = players.length - 1;
    refreshLieges();
    changed();
  } }, "Add a player");
  const fewer = h("button", { type: "button", class: "pnp-button", onclick: () => {
    const shown = state();
    const gone = shown.players.pop().name;
    shown.players.forEach((player) => { if (player.liege === gone) player.liege = null; });
    load(shown);
    changed();
  } }, "Remove the last player");

  /** A name kept on the device, or the crown's when it is a default one ("Player 2"). */
  function namedOrCrown(/** @type {string | undefined} */ name, /** @type {number} */ index) {
    return name && name !== defaultName(index) ? name : crownName(index);
  }

  function addPlayer(player) {
    const index = players.length;
    const name = nameField(player.name === crownName(index) ? "" : player.name, index,
      { placeholder: crownName(index), oninput: () => { refreshLieges(); changed(); } });
    const count = h("input", { type: "number", inputmode: "numeric", min: "0", max: String(kingdoms.length),
      class: "pnp-count", "aria-label": `Player ${index + 1} kingdoms held`,
      oninput: () => { if (count.value !== "") recount(index); } }); // counts as typed, not once the field is left
    const liege = h("select", { "aria-label": `Player ${index + 1} liege`, onchange: changed });
    players.push({ name, count, liege, held: [...(player.kingdoms || [])] });
    // One compact row a player (the columns named once, above the rows): eight players fit on two screens.
    playerList.append(h("fieldset", { class: "pnp-fieldset pnp-player-row", dataset: { player: index } },
      h("legend", {}, crowns[index] ? cardFace(crowns[index], sprite) : `Player ${index + 1}`), name, count, liege));
  }

  function playerName(index) {
    return nameOf(players[index].name, index);
  }

  function holder(id) {
    return players.findIndex((player) => player.held.includes(id));
  }

  /** A player's count changed: give them free kingdoms, or free their last ones, until they hold that many. */
  function recount(index) {
    const player = players[index];
    const wanted = Math.max(0, Math.min(kingdoms.length, Math.trunc(Number(player.count.value) || 0)));
    while (player.held.length > wanted) player.held.pop();
    for (const kingdom of kingdoms) {
      if (player.held.length >= wanted) break;
      if (holder(kingdom.id) < 0) player.held.push(kingdom.id);
    }
    changed();
  }

  function tap(id) {
    const from = holder(id);
    if (from >= 0) players[from].held = players[from].held.filter((held) => held !== id);
    if (from !== active) players[active].held.push(id);
    changed();
  }

  function refreshLieges(chosen = players.map((player) => player.liege.value)) {
    players.forEach((player, index) => {
      const options = [["", "none (free)"], ...players.map((_, number) => [String(number), playerName(number)])
        .filter(([number]) => Number(number) !== index)];
      player.liege.replaceChildren(...options.map(([value, label]) =>
        h("option", { value, selected: value === chosen[index] }, label)));
    });
  }

  /** Redraw what depends on the players: the chooser, each player's count, the grid's holders. */
  function refresh() {
    active = Math.min(active, players.length - 1);
    chooseRefreshed(chooser, "Kingdoms go to", players.map((_, index) => [String(index), playerName(index)]), active,
      (value) => { active = value; refresh(); });
    const nameOf = Object.fromEntries(kingdoms.map((kingdom) => [kingdom.id, kingdom.name]));
    players.forEach((player) => {
      if (document.activeElement !== player.count) player.count.value = String(player.held.length);
    });
    for (const [id, button] of gridButtons) {
      const from = holder(id);
      const owner = from >= 0 ? playerName(from) : "";
      button.setAttribute("aria-pressed", String(from === active));
      button.querySelector(".pnp-badge").textContent = owner;
      button.setAttribute("aria-label", `${nameOf[id]}: ${owner ? `held by ${owner}` : "free"}; ` +
        (from === active ? "tap to free it" : `tap to give it to ${playerName(active)}`));
    }
    more.disabled = players.length >= mostPlayers;
    fewer.disabled = players.length <= FEWEST_PLAYERS;
  }

  function state() {
    return {
      mode: mode.value,
      players: players.map((player, index) => ({
        name: playerName(index),
        kingdoms: [...player.held],
        liege: player.liege.value === "" ? null : playerName(Number(player.liege.value)),
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
    if (list.length > mostPlayers) return `it has ${list.length} players; the game has ${mostPlayers} crowns`;
    if (list.length < 1) return "it has no player";
    const playerNames = list.map((player) => player.name);
    const strangers = list.filter((player) => player.liege && !playerNames.includes(player.liege));
    if (strangers.length) return `${strangers[0].name}'s liege ${JSON.stringify(strangers[0].liege)} is not a player`;
    const unknown = list.flatMap((player) => unknownIds(player.kingdoms, kingdoms.map((kingdom) => kingdom.id)));
    if (unknown.length) return `it holds kingdoms the game does not have: ${unknown.join(", ")}`;
    const [twice] = [...tally(list.flatMap((player) => player.kingdoms || []))].find(([, count]) => count > 1) ?? [];
    if (twice) return `the kingdom ${twice} is held twice; the form gives each kingdom one holder`;
    mode.value = given.mode || CONQUEST;
    players.splice(0, players.length);
    playerList.replaceChildren();
    list.forEach(addPlayer);
    refreshLieges(list.map((player) => (player.liege ? String(playerNames.indexOf(player.liege)) : "")));
    refresh();
    return null;
  }

  const columns = h("div", { class: "pnp-player-columns", "aria-hidden": "true" },
    h("span", {}, "Name"), h("span", {}, "Kingdoms"), h("span", {}, "Liege (holds their crown)"));
  root.replaceChildren(field("Mode", mode), columns, playerList, h("div", {}, more, " ", fewer),
    h("details", { class: "pnp-picker pnp-which" },
      h("summary", {}, "Which kingdoms each player holds (only how many counts for the score)"),
      chooser,
      h("div", { class: "pnp-pick-grid" }, kingdoms.map((kingdom) => {
        const button = h("button", { type: "button", class: "pnp-pick", dataset: { card: kingdom.id },
          onclick: () => tap(kingdom.id) }, cardFace(kingdom, sprite), h("span", { class: "pnp-badge" }));
        gridButtons.set(kingdom.id, button);
        return button;
      }))));

  return {
    load,
    state,
    blank: (playerNames, count) => ({
      mode: CONQUEST,
      players: Array.from({ length: Math.max(FEWEST_PLAYERS, Math.min(mostPlayers, count)) },
        (_, index) => ({ name: namedOrCrown(playerNames[index], index), kingdoms: [], liege: null })),
    }),
    // The device keeps the names typed, never a crown's: another game's players are no gems.
    playerNames: (given) => (given.players || []).map((player, index) => {
      const name = String(player.name ?? "");
      return name === crownName(index) ? defaultName(index) : name;
    }),
    /** What to enter while nothing is held yet (the checker would only say that nobody holds a kingdom). */
    toEnter: (given) => ((given.players || []).some((player) => (player.kingdoms || []).length) ? null
      : "Nothing entered yet: enter how many kingdoms each player holds, then set each vassal's liege."),
    show(score, check, state, lines) {
      const winners = legalWinners(score, check);
      const byLiege = new Map();
      for (const player of state.players) {
        const key = player.liege || "";
        byLiege.set(key, [...(byLiege.get(key) || []), player.name]);
      }
      const result = Object.fromEntries(score.players.map((player) => [player.name, player]));
      const empire = (name) => (result[name] ? result[name].empire : 0);
      const branch = (name, seen) => h("li", { class: winners.includes(name) ? "pnp-winner-name" : null },
        `${name}${name === score.emperor && winners.length ? " ♛ Emperor" : ""} — ${result[name] ? result[name].empire : "?"} in empire` +
        ` (${result[name] ? result[name].kingdoms : "?"} own)`,
        (byLiege.get(name) || []).length && !seen.has(name)
          ? h("ul", {}, [...byLiege.get(name)].sort((a, b) => empire(b) - empire(a))
            .map((vassal) => branch(vassal, new Set([...seen, name])))) : null);
      return h("div", { class: "pnp-result" },
        verdict(check, lines[lines.length - 1]), // the Emperor and the chain that wins, or the largest free empire
        h("h3", {}, "Chain of command"),
        h("ul", { class: "pnp-chain" }, [...(byLiege.get("") || [])].sort((a, b) => empire(b) - empire(a))
          .map((name) => branch(name, new Set()))));
    },
  };
}

/** @param {string} word */
function capitalised(word) {
  return `${word[0].toUpperCase()}${word.slice(1)}`;
}
