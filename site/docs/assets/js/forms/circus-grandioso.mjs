// Circus Grandioso: build the pyramid by clicking. Legal cells (from `check`) are highlighted with the
// cards they take; players take turns placing, and the Show Master follows the single topmost card.

import { field, h, names } from "../dom.mjs";

const PLAYERS = ["Ada", "Bo"];
const SETUP = [{ row: 1, pos: 0, card: "elephant" }]; // the first Elephant is laid at setup, by nobody
const TOP_ROW = 10;

export function createForm({ root, cards, setState }) {
  const cardName = Object.fromEntries(cards.map((card) => [card.id, card.name]));
  const rowAnimal = Object.fromEntries(cards.filter((card) => card.row).map((card) => [card.row, card.id]));
  let pyramid = [...SETUP];
  let turn = 0;
  const playerInputs = PLAYERS.map((name, index) => h("input", {
    type: "text", value: name, class: "pnp-name", "aria-label": `Player ${index + 1} name`, oninput: changed,
  }));
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
    if (playerInputs.length >= 4) return;
    playerInputs.push(h("input", { type: "text", value: `Player ${playerInputs.length + 1}`, class: "pnp-name",
      "aria-label": `Player ${playerInputs.length + 1} name`, oninput: changed }));
    renderPlayers();
    changed();
  } }, "Add a player");
  const playerFields = h("span", {});

  function players() {
    return playerInputs.map((input) => input.value);
  }

  function renderPlayers() {
    playerFields.replaceChildren(...playerInputs.map((input, index) => field(`Player ${index + 1}`, input)));
  }

  function state() {
    return { pyramid, players: players() };
  }

  function changed() {
    setState(state());
  }

  function place(row, pos, card) {
    pyramid = [...pyramid, { row, pos, card, by: players()[turn] }];
    turn = (turn + 1) % players().length;
    changed();
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
    board.style.gridTemplateColumns = `repeat(${most - least + 2}, minmax(1.6rem, 2.2rem))`;
    board.replaceChildren(...cells.map((cell) => {
      const place_ = { gridColumn: `${column(cell) - least + 1} / span 2`, gridRow: String(highest - cell.row + 1) };
      if (cell.placed) {
        const isTop = top.single && cell.row === top.row && top.positions.includes(cell.pos);
        const element = h("div", {
          class: `pnp-cell pnp-placed${cell.card === "clown" ? " pnp-clown" : ""}${isTop ? " pnp-top" : ""}`,
          title: `${cardName[cell.card] || cell.card} (row ${cell.row}, position ${cell.pos})`,
          dataset: { row: cell.row, pos: cell.pos },
        }, cardName[cell.card] || cell.card, cell.by ? h("span", { class: "pnp-side" }, cell.by) : null,
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

  renderPlayers();
  root.replaceChildren(
    h("div", {}, playerFields, addPlayer),
    turnLine,
    h("p", { class: "pnp-hint" }, `Click a card in a dashed cell to place it. Row 1 holds ${cardName[rowAnimal[1]] || "Elephants"}, ` +
      `row ${TOP_ROW} the ${cardName[rowAnimal[TOP_ROW]] || "Seal"}.`),
    board,
    h("div", {}, undo, clear));
  changed();

  return {
    update(score, check) {
      turnLine.textContent = `${players()[turn]} places next.`;
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
        h("p", {}, `${score.cards} cards in the pyramid. ${master}`));
    },
  };
}
