// @ts-check
// Circus Grandioso: build the pyramid by tapping. Its cards are drawn like the printed ones (icon and colour);
// an open place (from `check`) is tapped to place its row's animal there, or a Clown once "Clown next" is on,
// and every open place is also listed under the pyramid with the cards it takes. Each card records who placed
// it. A player places as long as they like (rule cg-5.3) until a card of theirs stands alone at the top: that
// takes the Show Master and passes the turn on.

import { cardFace, defaultName, h, initials, legalWinners, nameField, nameIn, ofKind, tally, verdict } from "../dom.mjs";

const COMPACT_CELL_PX = 64; // narrower cells show their icon and the placer's initials only
const TAPPABLE_CELL_PX = 44; // narrower open places are marked, and filled from the list under the pyramid
/** @type {Record<string, string>} */
const SIDE_NAMES = { left: "left side", right: "right side", top: "top" };

/**
 * @param {import("../calculator.mjs").FormContext} context
 * @returns {import("../calculator.mjs").Form}
 */
export function createForm({ root, cards, setState, sprite, constants, vocabulary }) {
  const cardName = Object.fromEntries(cards.map((card) => [card.id, card.name]));
  const byId = Object.fromEntries(cards.map((card) => [card.id, card]));
  const rowAnimal = Object.fromEntries(cards.filter((card) => card.row).map((card) => [card.row, card.id]));
  const CLOWN = ofKind(cards, "clown")[0]?.id; // stands in for any row's animal
  // The player range comes from the card data (game.toml); the setup's first card from the scoring module.
  const { fewest_players: fewest, most_players: most } = constants;
  const [firstRow, firstPos] = vocabulary.first_place;
  /** @type {{row: number, pos: number, card: string, by: number | null}[]} */
  const SETUP = [{ row: firstRow, pos: firstPos, card: rowAnimal[firstRow], by: null }]; // laid at setup, by nobody
  const TOP_ROW = Math.max(...Object.keys(rowAnimal).map(Number)); // the Seal's row
  const deck = cards.reduce((sum, card) => sum + card.count, 0); // a pyramid of more cards is not drawn
  // Cards remember who placed them by the player's number, so renaming a player keeps the pyramid.
  let pyramid = [...SETUP];
  let placing = 0; // the player placing now
  let lastCheck = null;
  const clownNext = h("button", { type: "button", class: "pnp-button pnp-clown-next", "aria-pressed": "false",
    onclick: () => setClownNext(clownNext.getAttribute("aria-pressed") !== "true") },
  cardFace(byId[CLOWN] ?? { name: "Clown" }, sprite, "Clown next"));
  const playerInputs = [];
  const playerFields = h("div", { class: "pnp-players-inline" });
  const whoLine = h("div", { class: "pnp-chooser" });
  const turnLine = h("p", { class: "pnp-turn", "aria-live": "polite" });
  const board = h("div", { class: "pnp-pyramid", role: "group", "aria-label": "Pyramid" });
  const boardWrap = h("div", { class: "pnp-pyramid-wrap" }, board);
  const placements = h("div", { class: "pnp-placements" });
  const placementsList = h("details", { class: "pnp-placements-list" },
    h("summary", {}, "Every open place and the cards it takes"), placements);
  const addPlayer = h("button", { type: "button", class: "pnp-button", onclick: () => {
    setPlayers([...players(), defaultName(playerInputs.length)]);
    changed();
  } }, "Add a player");
  const removePlayer = h("button", { type: "button", class: "pnp-button", onclick: () => {
    const gone = playerInputs.length - 1;
    pyramid = pyramid.map((cell) => (cell.by === gone ? { ...cell, by: null } : cell));
    setPlayers(players().slice(0, -1));
    placing = Math.min(placing, gone - 1);
    changed();
  } }, "Remove the last player");
  const nextPlayer = h("button", { type: "button", class: "pnp-button", onclick: () => {
    placing = (placing + 1) % playerInputs.length;
    changed();
  } }, "Next player");
  const undo = h("button", { type: "button", class: "pnp-button", onclick: () => {
    if (pyramid.length <= SETUP.length) return;
    const last = pyramid[pyramid.length - 1];
    pyramid = pyramid.slice(0, -1);
    if (last.by !== null) placing = last.by;
    changed();
  } }, "Undo the last card");

  function players() {
    return playerInputs.map(nameIn);
  }

  function setPlayers(playerNames) {
    playerInputs.splice(0, playerInputs.length,
      ...playerNames.map((name, index) => nameField(name, index, { oninput: changed })));
    playerFields.replaceChildren(...playerInputs);
    addPlayer.disabled = playerInputs.length >= most;
    removePlayer.disabled = playerInputs.length <= fewest;
  }

  function topRow(cells) {
    return cells.reduce((top, cell) => Math.max(top, cell.row), 0);
  }

  /** Who places after `cells`: the placer again, unless their last card stood alone at the top (cg-5.3). */
  function placerAfter(cells, count) {
    const last = cells[cells.length - 1];
    if (!last || last.by === null) return 0;
    const toppedIt = last.row > topRow(cells.slice(0, -1));
    return toppedIt ? (last.by + 1) % count : last.by;
  }

  function state() {
    const playerNames = players();
    return {
      pyramid: pyramid.map(({ by, ...card }) => (by === null ? card : { ...card, by: playerNames[by] })),
      players: playerNames,
    };
  }

  function changed() {
    drawChooser();
    setState(state());
  }

  function place(row, pos, card) {
    pyramid = [...pyramid, { row, pos, card, by: placing }];
    placing = placerAfter(pyramid, playerInputs.length);
    setClownNext(false);
    changed();
  }

  /** Whether a tap on an open place lays a Clown there (where one may go) rather than the row's animal. */
  function setClownNext(on) {
    clownNext.setAttribute("aria-pressed", String(on));
    if (lastCheck) drawBoard(lastCheck);
  }

  /** The card a tap on the open place `cell` lays: a Clown when asked for and allowed, else the row's own. */
  function tapped(cell) {
    const wantsClown = clownNext.getAttribute("aria-pressed") === "true" && cell.cards.includes(CLOWN);
    return wantsClown ? CLOWN : cell.cards.find((card) => card !== CLOWN) ?? cell.cards[0];
  }

  /** Show `given` in the form; why not, when the form cannot. */
  function load(given) {
    const playerNames = given.players || players();
    if (playerNames.length < 1 || playerNames.length > most) {
      return `it has ${playerNames.length} players; the form takes 1 to ${most}`;
    }
    const cells = given.pyramid || [];
    const strangers = cells.filter((cell) => cell.by !== undefined && cell.by !== null && !playerNames.includes(cell.by));
    if (strangers.length) return `a card was placed by ${JSON.stringify(strangers[0].by)}, who is not a player`;
    setPlayers(playerNames);
    pyramid = cells.map((cell) => ({ row: cell.row, pos: cell.pos, card: cell.card,
      by: cell.by === undefined || cell.by === null ? null : playerNames.indexOf(cell.by) }));
    placing = placerAfter(pyramid, playerNames.length);
    drawChooser();
    return null;
  }

  function drawChooser() {
    const playerNames = players();
    whoLine.replaceChildren(h("span", { class: "pnp-chooser-label", "aria-hidden": "true" }, "Placing now"),
      h("div", { class: "pnp-segmented pnp-whose", role: "radiogroup", "aria-label": "Placing now" },
        playerNames.map((name, index) => h("button", {
          type: "button", role: "radio", "aria-checked": String(index === placing), tabIndex: index === placing ? 0 : -1,
          "aria-label": `Placing now: ${name}`,
          onclick: () => { placing = index; changed(); },
        }, name))));
  }

  function drawBoard(check) {
    if (pyramid.length > deck) {
      board.style.gridTemplateColumns = "";
      board.replaceChildren(h("p", { class: "pnp-hint" },
        `This pyramid holds ${pyramid.length} cards, more than the game's ${deck}: it is not drawn.`));
      placements.replaceChildren();
      return;
    }
    const legal = check.legal_placements || [];
    const top = check.topmost || { row: 0, positions: [], single: false };
    const playerNames = players();
    const marks = initials(playerNames);
    const cells = [
      ...pyramid.map((card) => ({ ...card, placed: true })),
      ...legal.map((cell) => ({ ...cell, placed: false })),
    ];
    if (cells.length === 0) return;
    const column = (cell) => 2 * cell.pos + (cell.row - 1);
    const least = Math.min(...cells.map(column));
    const most_ = Math.max(...cells.map(column));
    const highest = Math.max(...cells.map((cell) => cell.row));
    const halves = most_ - least + 2;
    board.style.gridTemplateColumns = `repeat(${halves}, minmax(0, 1fr))`;
    board.style.maxWidth = `${halves * 2.4}rem`;
    board.dataset.cells = String(halves / 2);
    const tappable = cellWidth() >= TAPPABLE_CELL_PX;
    board.replaceChildren(...cells.map((cell) => {
      const where = `row ${cell.row}, position ${cell.pos}`;
      let element;
      if (cell.placed) {
        // The Show Master goes to whoever placed the single topmost card: not to the first Elephant of the setup.
        const isTop = top.single && cell.row === top.row && top.positions.includes(cell.pos) && cell.by !== null;
        const name = cardName[cell.card] || cell.card;
        const by = cell.by !== null ? playerNames[cell.by] : null;
        element = h("div", {
          class: `pnp-cell pnp-placed${isTop ? " pnp-top" : ""}`, role: "img", dataset: { row: cell.row, pos: cell.pos },
          "aria-label": `${name} at ${where}${by !== null ? `, placed by ${by}` : ", laid at setup"}` +
            (isTop ? ", holds the Show Master" : ""),
        }, cardFace(byId[cell.card] ?? { name }, sprite, name),
        by !== null ? h("span", { class: "pnp-by" }, h("span", { class: "pnp-long" }, by),
          h("span", { class: "pnp-short" }, marks[cell.by])) : null,
        isTop ? h("span", { class: "pnp-by" }, "★") : null);
      } else if (tappable) {
        const card = tapped(cell);
        element = h("button", {
          type: "button", class: "pnp-cell pnp-legal pnp-place", dataset: { row: cell.row, pos: cell.pos, card },
          "aria-label": `Place ${cardName[card] || card} at ${where} (${SIDE_NAMES[cell.side]})`,
          onclick: () => place(cell.row, cell.pos, card),
        }, cardFace(byId[card] ?? { name: card }, sprite, cardName[card] || card, "pnp-face-open"));
      } else {
        element = h("div", { class: "pnp-cell pnp-legal", role: "img", dataset: { row: cell.row, pos: cell.pos },
          "aria-label": `Open place at ${where} (${SIDE_NAMES[cell.side]})` });
      }
      Object.assign(element.style, {
        gridColumn: `${column(cell) - least + 1} / span 2`, gridRow: String(highest - cell.row + 1),
      });
      return element;
    }));
    fitBoard();
    if (!tappable) placementsList.open = true; // the pyramid is too wide to tap its places
    const sides = tally(legal.map((cell) => `${cell.row} ${cell.side}`)); // open places on each row's side
    placements.replaceChildren(...legal.map((cell) => h("div", { class: "pnp-placement" },
      h("span", { class: "pnp-placement-where" }, `Row ${cell.row}, ${SIDE_NAMES[cell.side]}` +
        (sides.get(`${cell.row} ${cell.side}`) > 1 ? ` (position ${cell.pos}):` : ":")),
      cell.cards.map((card) => h("button", {
        type: "button", class: "pnp-button pnp-place", dataset: { row: cell.row, pos: cell.pos, card },
        "aria-label": `${cardName[card] || card}: place it at row ${cell.row}, position ${cell.pos} (${SIDE_NAMES[cell.side]})`,
        onclick: () => place(cell.row, cell.pos, card),
      }, cardFace(byId[card] ?? { name: card }, sprite, cardName[card] || card))))));
  }

  let boardWidth = 0; // the pyramid's room, from the ResizeObserver below (reading it here would force a layout)

  function cellWidth() {
    return boardWidth / Number(board.dataset.cells || 1);
  }

  /** Icons and initials only when the cells are narrow (a wide pyramid on a phone), names otherwise. */
  function fitBoard() {
    const width = cellWidth();
    board.classList.toggle("pnp-compact", width > 0 && width < COMPACT_CELL_PX);
  }

  new ResizeObserver(([entry]) => {
    const tappableBefore = cellWidth() >= TAPPABLE_CELL_PX;
    boardWidth = entry.contentRect.width;
    if (lastCheck && cellWidth() >= TAPPABLE_CELL_PX !== tappableBefore) requestAnimationFrame(() => drawBoard(lastCheck));
    else fitBoard();
  }).observe(boardWrap);
  setPlayers([defaultName(0), defaultName(1)]);
  drawChooser();
  root.replaceChildren(
    h("div", { class: "pnp-player-names", role: "group", "aria-label": "Players" }, playerFields),
    h("div", {}, addPlayer, " ", removePlayer),
    whoLine,
    turnLine,
    h("p", { class: "pnp-hint" }, `Tap an open place to lay its row's animal (or a Clown, after “Clown next”). ` +
      `Row 1 holds ${cardName[rowAnimal[1]] || "Elephants"}, row ${TOP_ROW} the ${cardName[rowAnimal[TOP_ROW]] || "Seal"}.`),
    h("div", { class: "pnp-pyramid-tools" }, clownNext, nextPlayer, undo),
    boardWrap,
    placementsList);

  return {
    load,
    state,
    blank: (playerNames) => ({
      pyramid: SETUP.map(({ by, ...card }) => card),
      players: Array.from({ length: Math.max(fewest, Math.min(most, playerNames.length)) },
        (_, index) => playerNames[index] || defaultName(index)),
    }),
    playerNames: (given) => (Array.isArray(given.players) ? given.players.map(String) : []),
    /** What to enter while the pyramid holds only what setup lays. */
    toEnter: (given) => ((given.pyramid || []).length > SETUP.length ? null
      : "Nothing placed yet: choose who places now, then tap a card below to place it where it says."),
    update(score, check) {
      lastCheck = check;
      const name = players()[placing] || defaultName(placing);
      turnLine.textContent = score.seal ? "The Seal is placed: the game is over."
        : `${name} places. ${name} may place again until a card of theirs stands alone at the top (rule cg-5.3).`;
      drawBoard(lastCheck);
    },
    show(score, check, _state, lines) {
      const winners = legalWinners(score, check);
      const master = score.show_master
        ? `${score.show_master} holds the Show Master.`
        : score.show_master_card ? "The single topmost card holds the Show Master." : "Nobody holds the Show Master yet.";
      // The scoring module's verdict: the Seal's winner, else who would win now (after who holds the Show Master).
      const text = !score.seal && score.show_master ? lines[1] : lines[0];
      const ranked = [...score.players].sort((a, b) => Number(b.show_master) - Number(a.show_master) || b.cards - a.cards);
      return h("div", { class: "pnp-result" }, verdict(check, text),
        h("p", {}, `${score.cards} ${score.cards === 1 ? "card" : "cards"} in the pyramid. ${master}`),
        ranked.length ? h("table", { class: "pnp-grid" },
          h("thead", {}, h("tr", {}, h("th", {}, "Player"), h("th", {}, "Cards placed"), h("th", {}, "Which"))),
          h("tbody", {}, ranked.map((player) => h("tr", { class: winners.includes(player.name) ? "pnp-winner" : null },
            h("td", {}, player.name, player.show_master ? " ★" : ""), h("td", {}, player.cards),
            h("td", {}, player.breakdown.map((line) => line.label).join(", ") || "—"))))) : null);
    },
  };
}
