// @ts-check
// Circus Grandioso, from the finished pyramid: tap the cards as they lie, in any order, and who holds the Show
// Master; the checker says whether some order of legal placements builds that pyramid, and why not when none does.
//
// As it lies: every place of the pyramid is a cell (at least 44 px: a wide pyramid scrolls sideways). A tap on an
// empty place lays its row's animal there and every card that must lie under it and beside it (two cards carry
// each card, and a row has no gap), so a pyramid is a few taps: its top, then the ends of the rows that reach
// further. A tap on a card makes it a Clown (one a row), a tap on a Clown takes it away, with the cards it carried.
// The table's state names the holder (`show_master`) and no placer (generator/scoring/circus_grandioso/FORMAT.md).
//
// Replay in order, for a dispute: each card placed in turn, by the player placing now, on the open places that
// `check` gives (a Clown once "Clown next" is on); a player places until a card of theirs stands alone at the top
// (rule cg-5.3), which takes the Show Master and passes the turn on. Every open place is also listed under the
// pyramid with the cards it takes.

import { cardFace, defaultName, h, initials, legalWinners, nameField, nameIn, ofKind, segmented, tally, verdict } from "../dom.mjs";

const COMPACT_CELL_PX = 64; // narrower cells show their icon and the placer's initials only
const MIN_CELL_PX = 46; // a cell is two columns of at least 23 px (site.css): a wider pyramid scrolls
const LATTICE_WIDTH = 7; // places of the bottom row drawn at least (seven 44 px cells fit a phone)
/** @type {Record<string, string>} */
const SIDE_NAMES = { left: "left side", right: "right side", top: "top" };
const NOBODY = "";

/**
 * @typedef {{row: number, pos: number, card: string, by: number | null}} Cell a card of the pyramid; `by` the
 *   number of the player who placed it (null: nobody, or not known)
 */

/**
 * @param {import("../calculator.mjs").FormContext} context
 * @returns {import("../calculator.mjs").Form}
 */
export function createForm({ root, cards, setState, sprite, constants, vocabulary, seatName }) {
  const cardName = Object.fromEntries(cards.map((card) => [card.id, card.name]));
  const byId = Object.fromEntries(cards.map((card) => [card.id, card]));
  const rowAnimal = Object.fromEntries(cards.filter((card) => card.row).map((card) => [card.row, card.id]));
  const CLOWN = ofKind(cards, "clown")[0]?.id; // stands in for any row's animal
  // The player range comes from the card data (game.toml); the setup's first card from the scoring module.
  const { fewest_players: fewest, most_players: most } = constants;
  const [firstRow, firstPos] = vocabulary.first_place;
  /** @type {Cell[]} */
  const SETUP = [{ row: firstRow, pos: firstPos, card: rowAnimal[firstRow], by: null }]; // laid at setup, by nobody
  const TOP_ROW = Math.max(...Object.keys(rowAnimal).map(Number)); // the Seal's row
  const deck = cards.reduce((sum, card) => sum + card.count, 0); // a pyramid of more cards is not drawn
  // Cards remember who placed them by the player's number, so renaming a player keeps the pyramid.
  /** @type {Cell[]} */
  let pyramid = [];
  let asItLies = true; // the pyramid as it lies at the end, or replayed in order
  let holder = NOBODY; // as it lies: who holds the Show Master
  let placing = 0; // replayed: the player placing now
  let lastCheck = null;
  const clownNext = h("button", { type: "button", class: "pnp-button pnp-clown-next", "aria-pressed": "false",
    onclick: () => setClownNext(clownNext.getAttribute("aria-pressed") !== "true") },
  cardFace(byId[CLOWN] ?? { name: "Clown" }, sprite, "Clown next"));
  /** @type {HTMLInputElement[]} */
  const playerInputs = [];
  const playerFields = h("div", { class: "pnp-players-inline" });
  const whoLine = h("div", { class: "pnp-chooser" });
  const turnLine = h("p", { class: "pnp-turn", "aria-live": "polite" });
  const hint = h("p", { class: "pnp-hint" });
  const board = h("div", { class: "pnp-pyramid", role: "group", "aria-label": "Pyramid" });
  const boardWrap = h("div", { class: "pnp-pyramid-wrap" }, board);
  boardWrap.addEventListener("scroll", () => showEdges(), { passive: true });
  const scrollHint = h("p", { class: "pnp-hint pnp-scroll-hint", hidden: true },
    "The pyramid is wider than the screen: swipe it sideways to see all of it.");
  const placements = h("div", { class: "pnp-placements" });
  const placementsList = h("details", { class: "pnp-placements-list" },
    h("summary", {}, "Every open place and the cards it takes"), placements);
  const addPlayer = h("button", { type: "button", class: "pnp-button", onclick: () => {
    setPlayers([...players(), seatName(playerInputs.length)]);
    changed();
  } }, "Add a player");
  const removePlayer = h("button", { type: "button", class: "pnp-button", onclick: () => {
    const gone = playerInputs.length - 1;
    pyramid = pyramid.map((cell) => (cell.by === gone ? { ...cell, by: null } : cell));
    if (holder === players()[gone]) holder = NOBODY;
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
  const replayTools = h("div", { class: "pnp-pyramid-tools" }, clownNext, nextPlayer, undo);
  const switchMode = h("button", { type: "button", class: "pnp-button", onclick: () => {
    if (asItLies) { // a dispute: the game replayed from its first Elephant, card by card
      asItLies = false;
      pyramid = [...SETUP];
      placing = 0;
    } else { // back to the pyramid as it now lies, its holder the replay's
      asItLies = true;
      holder = lastHolder;
      pyramid = pyramid.map((cell) => ({ ...cell, by: null }));
    }
    changed();
  } });
  let lastHolder = NOBODY; // the Show Master's holder in the last result

  function players() {
    return playerInputs.map(nameIn);
  }

  /** @param {string[]} playerNames */
  function setPlayers(playerNames) {
    playerInputs.splice(0, playerInputs.length,
      ...playerNames.map((name, index) => /** @type {HTMLInputElement} */ (nameField(name, index, { oninput: changed }))));
    playerFields.replaceChildren(...playerInputs);
    addPlayer.disabled = playerInputs.length >= most;
    removePlayer.disabled = playerInputs.length <= fewest;
  }

  /** @param {Cell[]} cells */
  function topRow(cells) {
    return cells.reduce((top, cell) => Math.max(top, cell.row), 0);
  }

  /** Who places after `cells`: the placer again, unless their last card stood alone at the top (cg-5.3).
   * @param {Cell[]} cells @param {number} count */
  function placerAfter(cells, count) {
    const last = cells[cells.length - 1];
    if (!last || last.by === null) return 0;
    const toppedIt = last.row > topRow(cells.slice(0, -1));
    return toppedIt ? (last.by + 1) % count : last.by;
  }

  function state() {
    const playerNames = players();
    const table = pyramid.map(({ by, ...card }) => (by === null ? card : { ...card, by: playerNames[by] }));
    if (!asItLies) return { pyramid: table, players: playerNames };
    const sorted = [...table].sort((a, b) => a.row - b.row || a.pos - b.pos);
    return { pyramid: sorted, players: playerNames, show_master: playerNames.includes(holder) ? holder : null };
  }

  function changed() {
    drawChooser();
    if (asItLies) drawLattice();
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
    if (lastCheck && !asItLies) drawBoard(lastCheck);
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
    if (cells.length > deck) return `it holds ${cells.length} cards, more than the game's ${deck}`;
    setPlayers(playerNames);
    asItLies = "show_master" in given;
    holder = asItLies && playerNames.includes(given.show_master) ? given.show_master : NOBODY;
    pyramid = cells.map((cell) => ({ row: cell.row, pos: cell.pos, card: cell.card,
      by: cell.by === undefined || cell.by === null ? null : playerNames.indexOf(cell.by) }));
    placing = placerAfter(pyramid, playerNames.length);
    drawChooser();
    if (asItLies) drawLattice();
    return null;
  }

  function drawChooser() {
    const playerNames = players();
    replayTools.hidden = asItLies;
    placementsList.hidden = asItLies;
    turnLine.hidden = asItLies;
    switchMode.textContent = asItLies ? "Replay in order (for a dispute)" : "Enter the pyramid as it lies";
    hint.textContent = asItLies
      ? "Tap the pyramid's top card where it lies: the cards under it come too. Then tap the end of each row that " +
        "reaches further. Tap a card to make it a Clown, a Clown to take it away."
      : `Tap an open place to lay its row's animal (or a Clown, after “Clown next”). Row 1 holds ` +
        `${cardName[rowAnimal[1]] || "Elephants"}, row ${TOP_ROW} the ${cardName[rowAnimal[TOP_ROW]] || "Seal"}.`;
    if (asItLies) {
      const choice = segmented([...playerNames.map((name) => [name, name]), [NOBODY, "Nobody"]],
        playerNames.includes(holder) ? holder : NOBODY, "The Show Master is held by", (value) => {
          holder = value;
          changed();
        }, "pnp-whose");
      whoLine.replaceChildren(h("span", { class: "pnp-chooser-label", "aria-hidden": "true" }, "Show Master held by"),
        choice.element);
      return;
    }
    whoLine.replaceChildren(h("span", { class: "pnp-chooser-label", "aria-hidden": "true" }, "Placing now"),
      h("div", { class: "pnp-segmented pnp-whose", role: "radiogroup", "aria-label": "Placing now" },
        playerNames.map((name, index) => h("button", {
          type: "button", role: "radio", "aria-checked": String(index === placing), tabIndex: index === placing ? 0 : -1,
          "aria-label": `Placing now: ${name}`,
          onclick: () => { placing = index; changed(); },
        }, name))));
  }

  // ── The pyramid as it lies ────────────────────────────────────────────────────────────────────────────

  /** The places drawn: the bottom row's from `low` to `high` (a free place beyond each end of the pyramid's bottom
   * row, and LATTICE_WIDTH at least), and above it every place up to the Seal's row. */
  function lattice() {
    const bottom = pyramid.filter((cell) => cell.row === 1).map((cell) => cell.pos);
    let low = bottom.length ? Math.min(...bottom) - 1 : firstPos - Math.floor((LATTICE_WIDTH - 1) / 2);
    let high = bottom.length ? Math.max(...bottom) + 1 : low + LATTICE_WIDTH - 1;
    for (const cell of pyramid) { // a card above reaches the bottom row at pos … pos + row − 1
      low = Math.min(low, cell.pos - 1);
      high = Math.max(high, cell.pos + cell.row);
    }
    while (high - low + 1 < LATTICE_WIDTH) {
      if ((high - low) % 2) low -= 1;
      else high += 1;
    }
    return { low, high, rows: Math.min(TOP_ROW, high - low + 1) };
  }

  /** The pyramid with a card at (`row`, `pos`) and every card it needs: two under each card, and no gap in a row;
   * each new card its row's animal. */
  function laidWith(row, pos) {
    const grid = new Map(pyramid.map((cell) => [`${cell.row} ${cell.pos}`, cell]));
    const lay = (/** @type {number} */ r, /** @type {number} */ p) => {
      if (!grid.has(`${r} ${p}`)) grid.set(`${r} ${p}`, { row: r, pos: p, card: rowAnimal[r], by: null });
    };
    lay(row, pos);
    let grown = true;
    while (grown) { // each pass adds what the last one needs; the pyramid's places bound it
      const before = grid.size;
      for (const cell of [...grid.values()]) {
        if (cell.row > 1) {
          lay(cell.row - 1, cell.pos);
          lay(cell.row - 1, cell.pos + 1);
        }
      }
      for (let r = 1; r <= TOP_ROW; r += 1) {
        const positions = [...grid.values()].filter((cell) => cell.row === r).map((cell) => cell.pos);
        for (let p = Math.min(...positions) + 1; p < Math.max(...positions); p += 1) lay(r, p);
      }
      grown = grid.size > before;
    }
    return [...grid.values()];
  }

  /** The pyramid without the card at (`row`, `pos`) and the cards it carried. */
  function without(row, pos) {
    let cells = pyramid.filter((cell) => !(cell.row === row && cell.pos === pos));
    let dropped = true;
    while (dropped) {
      const here = new Set(cells.map((cell) => `${cell.row} ${cell.pos}`));
      const kept = cells.filter((cell) => cell.row === 1
        || (here.has(`${cell.row - 1} ${cell.pos}`) && here.has(`${cell.row - 1} ${cell.pos + 1}`)));
      dropped = kept.length < cells.length;
      cells = kept;
    }
    return cells;
  }

  /** A tap on a place as it lies: an empty place takes its card (and those it needs), a card becomes a Clown (when
   * its row has none), a Clown goes with the cards it carried. */
  function tapPlace(row, pos) {
    const cell = pyramid.find((each) => each.row === row && each.pos === pos);
    if (!cell) pyramid = laidWith(row, pos);
    else if (cell.card !== CLOWN && !pyramid.some((each) => each.row === row && each.card === CLOWN)) {
      pyramid = pyramid.map((each) => (each === cell ? { ...each, card: CLOWN } : each));
    } else pyramid = without(row, pos);
    changed();
  }

  function drawLattice() {
    const { low, high, rows } = lattice();
    const at = new Map(pyramid.map((cell) => [`${cell.row} ${cell.pos}`, cell]));
    const halves = 2 * (high - low + 1);
    board.style.gridTemplateColumns = `repeat(${halves}, minmax(23px, 1fr))`;
    board.style.maxWidth = `${halves * 2.4}rem`;
    board.dataset.cells = String(halves / 2);
    board.classList.add("pnp-lying");
    const places = [];
    for (let row = rows; row >= 1; row -= 1) {
      for (let pos = low; pos <= high - (row - 1); pos += 1) places.push([row, pos]);
    }
    board.replaceChildren(...places.map(([row, pos]) => {
      const cell = at.get(`${row} ${pos}`);
      const where = `row ${row}, position ${pos}`;
      const animal = cardName[rowAnimal[row]] ?? rowAnimal[row];
      const name = cell ? cardName[cell.card] ?? cell.card : "";
      const clownFree = !pyramid.some((each) => each.row === row && each.card === CLOWN);
      const label = !cell ? `Empty place, ${where}: lay ${a(animal)} there, and the cards under it`
        : cell.card === CLOWN ? `Clown at ${where}: take it away, with the cards it carries`
          : `${name} at ${where}: ${clownFree ? "make it a Clown" : "take it away, with the cards it carries"}`;
      const button = h("button", {
        type: "button", class: `pnp-cell ${cell ? "pnp-placed" : "pnp-empty"}`, "aria-label": label,
        dataset: { row, pos, ...(cell ? { card: cell.card } : {}) }, onclick: () => tapPlace(row, pos),
      }, cell ? cardFace(byId[cell.card] ?? { name }, sprite, name) : cardFace(byId[rowAnimal[row]] ?? { name: animal },
        sprite, animal, "pnp-face-open"));
      Object.assign(button.style, { gridColumn: `${2 * (pos - low) + row} / span 2`, gridRow: String(rows - row + 1) });
      return button;
    }));
    fitBoard();
  }

  // ── The pyramid replayed in order ─────────────────────────────────────────────────────────────────────

  function drawBoard(check) {
    board.classList.remove("pnp-lying");
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
    const greatest = Math.max(...cells.map(column));
    const highest = Math.max(...cells.map((cell) => cell.row));
    const halves = greatest - least + 2;
    board.style.gridTemplateColumns = `repeat(${halves}, minmax(23px, 1fr))`; // a cell (its 1 px margins in) 44 px
    board.style.maxWidth = `${halves * 2.4}rem`;
    board.dataset.cells = String(halves / 2);
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
      } else {
        const card = tapped(cell);
        element = h("button", {
          type: "button", class: "pnp-cell pnp-legal pnp-place", dataset: { row: cell.row, pos: cell.pos, card },
          "aria-label": `Place ${cardName[card] || card} at ${where} (${SIDE_NAMES[cell.side]})`,
          onclick: () => place(cell.row, cell.pos, card),
        }, cardFace(byId[card] ?? { name: card }, sprite, cardName[card] || card, "pnp-face-open"));
      }
      Object.assign(element.style, {
        gridColumn: `${column(cell) - least + 1} / span 2`, gridRow: String(highest - cell.row + 1),
      });
      return element;
    }));
    fitBoard();
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

  /** Icons and initials only when the cells are narrow (a wide pyramid on a phone), names otherwise; a pyramid
   * wider than its room (cells at least 44 px) says that it scrolls, and shows its cut edge. */
  function fitBoard() {
    const cells = Number(board.dataset.cells || 1);
    const width = Math.max(44, boardWidth / cells);
    board.classList.toggle("pnp-compact", boardWidth > 0 && width < COMPACT_CELL_PX);
    const scrolls = boardWidth > 0 && cells * MIN_CELL_PX > boardWidth;
    scrollHint.hidden = !scrolls;
    requestAnimationFrame(() => showEdges()); // read with the frame's own layout
  }

  /** Fade the edges beyond which the pyramid goes on (read on a scroll, when the layout is done anyway). */
  function showEdges() {
    const scrolls = !scrollHint.hidden;
    const { scrollLeft, scrollWidth, clientWidth } = boardWrap;
    boardWrap.classList.toggle("pnp-more-left", scrolls && scrollLeft > 1);
    boardWrap.classList.toggle("pnp-more-right", scrolls && scrollLeft + clientWidth < scrollWidth - 1);
  }

  /** The cards of the pyramid that the checker's refusals point at (a violation's path `pyramid[3]`), as
   * `state()` lists them. */
  function faultyCells(check) {
    const listed = state().pyramid;
    const indexes = (check?.violations || []).map((violation) => /^pyramid\[(\d+)\]/.exec(violation.path || ""))
      .filter(Boolean).map((match) => Number(match[1]));
    const places = new Set(indexes.filter((index) => index < listed.length)
      .map((index) => `${listed[index].row} ${listed[index].pos}`));
    return pyramid.filter((cell) => places.has(`${cell.row} ${cell.pos}`));
  }

  /** Outline the cards at fault in the pyramid drawn. */
  function markFaults(check) {
    const faulty = new Set(faultyCells(check).map((cell) => `${cell.row} ${cell.pos}`));
    for (const element of /** @type {NodeListOf<HTMLElement>} */ (board.querySelectorAll(".pnp-cell"))) {
      element.classList.toggle("pnp-fault", faulty.has(`${element.dataset.row} ${element.dataset.pos}`));
    }
  }

  /** Where a card lies, in a player's words: "row 2, the 3rd card from the left". */
  function placeWords(cell) {
    const left = pyramid.filter((each) => each.row === cell.row && each.pos < cell.pos).length;
    return `row ${cell.row}, the ${ordinal(left + 1)} card from the left`;
  }

  new ResizeObserver(([entry]) => {
    boardWidth = entry.contentRect.width;
    fitBoard();
  }).observe(boardWrap);
  setPlayers([defaultName(0), defaultName(1)]);
  drawChooser();
  root.replaceChildren(
    h("div", { class: "pnp-player-names", role: "group", "aria-label": "Players" }, playerFields),
    h("div", {}, addPlayer, " ", removePlayer),
    whoLine,
    turnLine,
    hint,
    replayTools,
    scrollHint,
    boardWrap,
    placementsList,
    h("p", {}, switchMode));

  return {
    load,
    state,
    blank: (playerNames, count) => ({
      pyramid: [],
      players: Array.from({ length: Math.max(fewest, Math.min(most, count)) },
        (_, index) => playerNames[index] || defaultName(index)),
      show_master: null,
    }),
    playerNames: (given) => (Array.isArray(given.players) ? given.players.map(String) : []),
    /** What to enter while the pyramid is empty (as it lies) or holds only what setup lays (replayed). */
    toEnter: (given) => {
      if ("show_master" in given) {
        return (given.pyramid || []).length ? null : "Nothing placed yet: tap the pyramid's top card where it " +
          "lies, then the ends of the rows that reach further; then who holds the Show Master.";
      }
      return (given.pyramid || []).length > SETUP.length ? null
        : "Nothing placed yet: choose who places now, then tap a card below to place it where it says.";
    },
    update(score, check) {
      lastCheck = check;
      lastHolder = score.show_master ?? NOBODY;
      if (asItLies) {
        markFaults(check);
        return;
      }
      const name = players()[placing] || defaultName(placing);
      turnLine.textContent = score.seal ? "The Seal is placed: the game is over."
        : `${name} places. ${name} may place again until a card of theirs stands alone at the top (rule cg-5.3).`;
      drawBoard(lastCheck);
      markFaults(check);
    },
    show(score, check, given, lines) {
      const winners = legalWinners(score, check);
      const master = score.show_master
        ? `${score.show_master} holds the Show Master.`
        : score.show_master_card ? "The single topmost card holds the Show Master." : "Nobody holds the Show Master yet.";
      // The scoring module's verdict: the Seal's winner, else who would win now (after who holds the Show Master).
      const text = !score.seal && score.show_master ? lines[1] : lines[0];
      const summary = h("p", {}, `${score.cards} ${score.cards === 1 ? "card" : "cards"} in the pyramid. ${master}`);
      const faulty = faultyCells(check);
      const faults = faulty.length ? h("p", { class: "pnp-faults" }, `Outlined in red in the pyramid, the `
        + `${faulty.length === 1 ? "card" : "cards"} the rules refuse: `
        + faulty.map((cell) => `the ${cardName[cell.card] || cell.card} at ${placeWords(cell)}`).join("; ") + ".") : null;
      if ("show_master" in given) return h("div", { class: "pnp-result" }, verdict(check, text), summary, faults);
      const ranked = [...score.players].sort((a, b) => Number(b.show_master) - Number(a.show_master) || b.cards - a.cards);
      return h("div", { class: "pnp-result" }, verdict(check, text), summary, faults,
        ranked.length ? h("table", { class: "pnp-grid" },
          h("thead", {}, h("tr", {}, h("th", {}, "Player"), h("th", {}, "Cards placed"), h("th", {}, "Which"))),
          h("tbody", {}, ranked.map((player) => h("tr", { class: winners.includes(player.name) ? "pnp-winner" : null },
            h("td", {}, player.name, player.show_master ? " ★" : ""), h("td", {}, player.cards),
            h("td", {}, player.breakdown.map((line) => line.label).join(", ") || "—"))))) : null);
    },
  };
}

/** 1 → "1st", 2 → "2nd", 3 → "3rd", 11 → "11th". @param {number} n */
function ordinal(n) {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? "th" : ["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}

/** A card's name with its indefinite article: "an Elephant", "a Tiger". @param {string} name */
function a(name) {
  return `${/^[aeiou]/i.test(name) ? "an" : "a"} ${name}`;
}
