// Circus Grandioso: build the pyramid by clicking. Legal cells (from `check`) are highlighted with the
// cards they take; players take turns placing, and the Show Master follows the single topmost card.

import { field, h, names } from "../dom.mjs";

const PLAYERS = ["Ada", "Bo"];
const MOST_PLAYERS = 4;
const SETUP = [{ row: 1, pos: 0, card: "elephant", by: null }]; // the first Elephant is laid at setup, by nobody
const TOP_ROW = 10;

export function createForm({ root, cards, setState }) {
  const cardName = Object.fromEntries(cards.map((card) => [card.id, card.name]));
  const rowAnimal = Object.fromEntries(cards.filter((card) => card.row).map((card) => [card.row, card.id]));
  // Cards remember who placed them by the player's number, so renaming a player keeps the pyramid.
  let pyramid = [...SETUP];
  let turn = 0;
  const playerInputs = [];
  const turnLine = h("p", { class: "pnp-turn" });
  const board = h("div", { class: "pnp-pyramid", role: "grid", "aria-label": "Pyramid" });
  const undo = h("button", { type: "button", class: "pnp-small-button", onclick: () => {
    if (pyramid.length <= SETUP.length) return;
    pyramid.pop();
    turn = (turn + players().length - 1) % players().length;
    changed();
  } }, "Undo last card");
  const clear = h("button", { type: "button", class: "pnp-small-button", onclick: () => {
    pyramid = [...SETUP];
    turn = 0;
    changed();
  } }, "Clear");
  const addPlayer = h("button", { type: "button", class: "pnp-small-button", onclick: () => {
    if (playerInputs.length >= MOST_PLAYERS) return;
    setPlayers([...players(), `Player ${playerInputs.length + 1}`]);
    changed();
  } }, "Add a player");
  const playerFields = h("span", {});

  function players() {
    return playerInputs.map((input) => input.value);
  }

  function setPlayers(playerNames) {
    playerInputs.splice(0, playerInputs.length, ...playerNames.map((name, index) => h("input", {
      type: "text", value: name, class: "pnp-name", "aria-label": `Player ${index + 1} name`, oninput: changed,
    })));
    playerFields.replaceChildren(...playerInputs.map((input, index) => field(`Player ${index + 1}`, input)));
    addPlayer.disabled = playerInputs.length >= MOST_PLAYERS;
  }

  function state() {
    const playerNames = players();
    return {
      pyramid: pyramid.map(({ by, ...card }) => (by === null ? card : { ...card, by: playerNames[by] })),
      players: playerNames,
    };
  }

  function changed() {
    setState(state());
  }

  function place(row, pos, card) {
    pyramid = [...pyramid, { row, pos, card, by: turn }];
    turn = (turn + 1) % players().length;
    changed();
  }

  /** Show `given` in the form; why not, when the form cannot. */
  function load(given) {
    const playerNames = given.players || players();
    if (playerNames.length < 1 || playerNames.length > MOST_PLAYERS) {
      return `it has ${playerNames.length} players; the form takes 1 to ${MOST_PLAYERS}`;
    }
    const cells = given.pyramid || [];
    const strangers = cells.filter((cell) => cell.by !== undefined && cell.by !== null && !playerNames.includes(cell.by));
    if (strangers.length) return `a card was placed by ${JSON.stringify(strangers[0].by)}, who is not a player`;
    setPlayers(playerNames);
    pyramid = cells.map((cell) => ({ row: cell.row, pos: cell.pos, card: cell.card,
      by: cell.by === undefined || cell.by === null ? null : playerNames.indexOf(cell.by) }));
    const last = [...pyramid].reverse().find((cell) => cell.by !== null);
    turn = last ? (last.by + 1) % playerNames.length : 0;
    return null;
  }

  function drawBoard(check) {
    const legal = check.legal_placements || [];
    const top = check.topmost || { row: 0, positions: [], single: false };
    const cells = [
      ...pyramid.map((card) => ({ ...card, placed: true })),
      ...legal.map((cell) => ({ ...cell, placed: false })),
    ];
    if (cells.length === 0) return;
    const column = (cell) => 2 * cell.pos + (cell.row - 1);
    const least = Math.min(...cells.map(column));
    const most = Math.max(...cells.map(column));
    const highest = Math.max(...cells.map((cell) => cell.row));
    board.style.gridTemplateColumns = `repeat(${most - least + 2}, minmax(2rem, 2.4rem))`;
    board.replaceChildren(...cells.map((cell) => {
      const place_ = { gridColumn: `${column(cell) - least + 1} / span 2`, gridRow: String(highest - cell.row + 1) };
      if (cell.placed) {
        // The Show Master goes to whoever placed the single topmost card: not to the first Elephant of the setup.
        const isTop = top.single && cell.row === top.row && top.positions.includes(cell.pos) && cell.by !== null;
        const element = h("div", {
          class: `pnp-cell pnp-placed${cell.card === "clown" ? " pnp-clown" : ""}${isTop ? " pnp-top" : ""}`,
          title: `${cardName[cell.card] || cell.card} (row ${cell.row}, position ${cell.pos})`,
          dataset: { row: cell.row, pos: cell.pos },
        }, cardName[cell.card] || cell.card,
        cell.by !== null && cell.by !== undefined ? h("span", { class: "pnp-side" }, players()[cell.by]) : null,
        isTop ? h("span", { class: "pnp-side" }, "★ Show Master") : null);
        Object.assign(element.style, place_);
        return element;
      }
      const element = h("div", { class: "pnp-cell pnp-legal", dataset: { row: cell.row, pos: cell.pos } },
        h("span", { class: "pnp-side" }, cell.side),
        cell.cards.map((card) => h("button", {
          type: "button", title: `Place ${cardName[card] || card} here`,
          onclick: () => place(cell.row, cell.pos, card),
        }, cardName[card] || card)));
      Object.assign(element.style, place_);
      return element;
    }));
  }

  setPlayers(PLAYERS);
  root.replaceChildren(
    h("div", {}, playerFields, addPlayer),
    turnLine,
    h("p", { class: "pnp-hint" }, `Click a card in a dashed cell to place it. Row 1 holds ${cardName[rowAnimal[1]] || "Elephants"}, ` +
      `row ${TOP_ROW} the ${cardName[rowAnimal[TOP_ROW]] || "Seal"}.`),
    h("div", { class: "pnp-pyramid-wrap" }, board),
    h("div", {}, undo, clear));
  changed();

  return {
    load,
    update(score, check) {
      turnLine.textContent = score.seal ? "The Seal is placed: the game is over." : `${players()[turn]} places next.`;
      drawBoard(check);
    },
    show(score) {
      const master = score.show_master
        ? `${score.show_master} holds the Show Master.`
        : score.show_master_card ? "The single topmost card holds the Show Master." : "Nobody holds the Show Master yet.";
      const who = names(score.winners);
      const verdict = score.seal ? `${who} ${score.winners.length === 1 ? "wins" : "win"} by placing the Seal.`
        : score.winners.length ? `If the game ended now, ${who} would win, holding the Show Master.`
          : "No winner yet.";
      return h("div", { class: "pnp-result" }, h("p", { class: "pnp-verdict" }, verdict),
        h("p", {}, `${score.cards} ${score.cards === 1 ? "card" : "cards"} in the pyramid. ${master}`));
    },
  };
}
