// @ts-check
// Monarch: each sister's banner, court cards and unwanted guests, and what the board's improvements count for the
// court cards that read it → crowns with their breakdown.
//
// Choose whose cards you are entering at the top (her name is typed there too), then tap one compact grid of the
// cards, drawn like the printed ones and short enough to be seen whole on a phone: her banner, each court card once
// per copy, and "Guest" once per unwanted guest (every guest costs the same crown: the form gives free ones in the
// cards' order). Right under the grid, each court card held that reads the board (rules mo-9.1 and mo-9.4) asks how
// many of what it counts stand there ("Improved farms on the board"); the form lays a board with those counts,
// keeping what it holds where it can (the nine lands, folded below, set it exactly). Under that, each sister's cards,
// where a held card's × takes it back.

import {
  atMost, cardFace, chooseRefreshed, defaultName, fitNames, h, legalWinners, moreText, nameField, nameIn, names, ofKind,
  select, standings, tally, unknownIds, verdict,
} from "../dom.mjs";

const HOLDINGS = [["court", "court"], ["guests", "unwanted guests"]];
const NO_PATH = "none";

/**
 * @param {import("../calculator.mjs").FormContext} context
 * @returns {import("../calculator.mjs").Form}
 */
export function createForm({ root, cards, setState, sprite, constants, vocabulary, seatName }) {
  // The rule constants come from the card data (game.toml), the lands, paths and effects from the scoring module.
  const { board_lands: BOARD_LANDS, fewest_players: FEWEST_PLAYERS, most_players: MOST_PLAYERS } = constants;
  /** @type {Record<string, string>} */
  const IMPROVEMENT_KIND = vocabulary.improvements; // each land and the kind of improvement it takes
  /** @type {string[]} */
  const LANDS = Object.keys(IMPROVEMENT_KIND);
  /** @type {string[]} */
  const PATHS = vocabulary.paths;
  const byId = Object.fromEntries(cards.map((card) => [card.id, card]));
  const cardName = (/** @type {string} */ id) => byId[id]?.name ?? id;
  const bannerName = (/** @type {string} */ id) => cardName(id).replace(/^Banner of /, "");
  const pathOf = (/** @type {string} */ id) => byId[id]?.path ?? NO_PATH;
  const copies = Object.fromEntries(cards.map((card) => [card.id, card.count]));
  const copiesOf = (/** @type {string} */ kind) => ofKind(cards, kind).reduce((sum, card) => sum + card.count, 0);
  /** How many land boards of each land the game has: a board holds no more of one. */
  const landBoards = Object.fromEntries(LANDS.map((land) => [land,
    ofKind(cards, "land").filter((card) => card.land === land).reduce((sum, card) => sum + card.count, 0)]));
  const guests = ofKind(cards, "guest");
  // The most cards a sister can hold, from the game's own copies: a longer list (only a pasted state has one,
  // and the checker refuses it) is drawn up to there, with how many more it holds.
  const mostHeld = { court: copiesOf("court"), guests: copiesOf("guest") };
  const mostLines = mostHeld.court + mostHeld.guests + 1; // a crown sheet's lines: a card each, and the banner
  const questionsOf = boardQuestions(cards, vocabulary.reads_board);
  const cells = improvementCells(cards, IMPROVEMENT_KIND, PATHS, copies);
  const board = Array.from({ length: BOARD_LANDS }, (_, index) => {
    const land = select(LANDS.map((kind) => [kind, capitalised(kind)]), defaultLand(index),
      { "aria-label": `Land ${index + 1}`, onchange: () => { fillImprovements(entry); setExactly(); } });
    const improvement = h("select", { "aria-label": `Improvement on land ${index + 1}`, onchange: setExactly });
    const entry = { land, improvement };
    fillImprovements(entry);
    return entry;
  });
  // players: {name: input, banner: id or null, court: [ids], guests: [ids]}
  /** @type {{name: HTMLInputElement, banner: string | null, court: string[], guests: string[]}[]} */
  const players = [];
  let active = 0; // whose cards the grid adds to
  /** The counts the player entered for the board's questions (by key): kept as the board is laid again for another. */
  const answers = new Map();
  const chooser = h("div", { class: "pnp-chooser" });
  const nameLine = h("div", { class: "pnp-name-line" });
  const heldList = h("div", { class: "pnp-players" });
  const gridButtons = new Map(); // "court:astrologer" / "banner:might" → button
  const guestButton = h("button", { type: "button", class: "pnp-pick pnp-guest-pick", dataset: { holding: "guests" },
    onclick: () => giveGuest() }, cardFace(guests[0] ?? { name: "Guest" }, sprite, "Guest"),
  h("span", { class: "pnp-badge" }));
  const boardProblem = h("p", { class: "pnp-error", role: "alert", hidden: true });
  const boardQuestionsBox = h("div", { class: "pnp-board-questions" });
  const more = h("button", { type: "button", class: "pnp-button", onclick: () => {
    addPlayer({ name: seatName(players.length), court: [], guests: [], banner: null });
    active = players.length - 1;
    changed();
  } }, "Add a sister");
  const fewer = h("button", { type: "button", class: "pnp-button", onclick: () => {
    const shown = state();
    shown.players.pop();
    load(shown);
    changed();
  } }, "Remove the last sister");

  /** How many copies of each card are in play: held by the sisters or standing on the board. */
  function inPlay() {
    return tally([...players.flatMap((player) => [...player.court, ...player.guests, ...(player.banner ? [player.banner] : [])]),
      ...onBoard()]);
  }

  function onBoard() {
    return board.map((entry) => entry.improvement.value).filter(Boolean);
  }

  function fillImprovements(entry, chosen = "") {
    entry.improvement.replaceChildren(...[["", "no improvement"],
      ...ofKind(cards, IMPROVEMENT_KIND[entry.land.value]).map((card) => [card.id, card.name])]
      .map(([value, label]) => h("option", { value, selected: value === chosen }, label)));
  }

  function addPlayer(player) {
    const index = players.length;
    const name = /** @type {HTMLInputElement} */ (nameField(player.name, index, { oninput: changed }));
    players.push({ name, banner: player.banner || null, court: [...(player.court || [])],
      guests: [...(player.guests || [])] });
  }

  function playerName(index) {
    return nameIn(players[index].name, index);
  }

  function take(index, holding, position) {
    if (holding === "banner") players[index].banner = null;
    else players[index][holding].splice(position, 1);
    changed();
  }

  function give(holding, id) {
    const player = players[active];
    if (holding === "banner") player.banner = player.banner === id ? null : id;
    else player[holding].push(id);
    changed();
  }

  /** The active sister takes one more unwanted guest: the first the game has a copy of left. */
  function giveGuest() {
    const used = inPlay();
    const free = guests.find((guest) => (used.get(guest.id) ?? 0) < guest.count);
    if (free) give("guests", free.id);
  }

  function chip(label, name, onclick) {
    return h("button", { type: "button", class: "pnp-chip", "aria-label": name, onclick },
      label, h("span", { "aria-hidden": "true", class: "pnp-chip-x" }, " ×"));
  }

  /** What the board holds of each question's kind (improved farms, Bounty improvements…). */
  function boardCounts() {
    const improvements = onBoard();
    return (/** @type {BoardQuestion} */ question) => improvements.filter((id) => question.counts(byId[id])).length;
  }

  /** A question about the board, with the held court cards that ask it: how many stand there of what they count. */
  function boardField(question, count, readers) {
    const input = h("input", { type: "number", inputmode: "numeric", min: "0", max: String(BOARD_LANDS),
      class: "pnp-count", value: String(count), dataset: { question: question.key },
      "aria-label": `${question.label} on the board`,
      oninput: () => {
        if (input.value !== "") answer(question, Math.max(0, Math.min(BOARD_LANDS, Math.trunc(Number(input.value)) || 0)));
      },
      onchange: () => { input.value = String(boardCounts()(question)); } }); // left: it shows what the board holds
    return h("div", { class: "pnp-board-question" },
      h("label", {}, h("span", {}, `${question.label} on the board`), input),
      h("span", { class: "pnp-readers" }, `for ${names(readers)}`));
  }

  /** The questions the held court cards ask about the board, each once with the cards that ask it, right under the
   * grid where those cards are tapped. */
  function drawBoardQuestions(counted) {
    const asked = new Map();
    players.forEach((player, index) => {
      for (const id of new Set(player.court)) {
        for (const question of questionsOf.get(id) ?? []) {
          asked.set(question, [...(asked.get(question) ?? []), `${cardName(id)} (${playerName(index)})`]);
        }
      }
    });
    const fields = /** @type {HTMLInputElement[]} */ ([...boardQuestionsBox.querySelectorAll("input[data-question]")]);
    const same = fields.length === asked.size && [...asked.keys()].every((question, index) =>
      fields[index].dataset.question === question.key);
    if (same) { // the same questions: their fields stay, so a field being typed in or tapped keeps its focus
      [...asked].forEach(([question, readers], index) => {
        if (fields[index] !== document.activeElement) fields[index].value = String(counted(question));
        const who = fields[index].closest(".pnp-board-question")?.querySelector(".pnp-readers");
        if (who) who.textContent = `for ${names(readers)}`;
      });
    } else {
      boardQuestionsBox.replaceChildren(...[...asked].map(([question, readers]) =>
        boardField(question, counted(question), readers)));
    }
    boardQuestionsBox.hidden = asked.size === 0;
  }

  /** Lay a board with `count` of what `question` counts, keeping the other counts entered for cards still held. */
  function answer(question, count) {
    answers.set(question.key, count);
    const targets = new Map(readQuestions().filter((asked) => answers.has(asked.key))
      .map((asked) => [asked, answers.get(asked.key)]));
    const solved = solveBoard(cells, targets, onBoard(), landBoards, BOARD_LANDS);
    if (!solved) answers.delete(question.key);
    boardProblem.hidden = solved !== null;
    boardProblem.textContent = solved ? "" : `The game has no board with ${count} ${question.label.toLowerCase()} ` +
      "and the other counts entered: set the nine lands below.";
    if (solved) layBoard(solved);
    changed();
  }

  /** Put the improvements `ids` on the board: those already there stay on their land, the others go on free lands of
   * their kind, turning a free land of the other kind when none is left (the game's land boards allowing). */
  function layBoard(ids) {
    const wanted = tally(ids);
    const placed = board.map((entry) => {
      const id = entry.improvement.value;
      if (id && (wanted.get(id) ?? 0) > 0) {
        wanted.set(id, wanted.get(id) - 1);
        return id;
      }
      return "";
    });
    const lands = board.map((entry) => entry.land.value);
    for (const [id, count] of wanted) {
      const land = landOf(id);
      for (let copy = 0; copy < count; copy += 1) {
        let spot = lands.findIndex((kind, index) => kind === land && !placed[index]);
        if (spot < 0) {
          spot = lands.findIndex((_, index) => !placed[index]);
          if (spot < 0 || lands.filter((kind) => kind === land).length >= landBoards[land]) continue;
          lands[spot] = land;
        }
        placed[spot] = id;
      }
    }
    board.forEach((entry, index) => {
      entry.land.value = lands[index];
      fillImprovements(entry, placed[index]);
    });
  }

  /** The questions about the board that the sisters' court cards ask, each once. */
  function readQuestions() {
    return [...new Set(players.flatMap((player) => player.court.flatMap((id) => questionsOf.get(id) ?? [])))];
  }

  /** Sister `index`'s cards of one holding as chips that take a card back, like cards told apart by their copy
   * ("Knight (copy 2)"); a list longer than a sister can hold is drawn up to there. */
  function heldChips(index, holding, label) {
    const list = players[index][holding];
    const whose = playerName(index);
    const held = tally(list);
    const drawn = new Map();
    return atMost(list, mostHeld[holding], (id, position) => {
      drawn.set(id, (drawn.get(id) ?? 0) + 1);
      const copy = held.get(id) > 1 ? ` (copy ${drawn.get(id)})` : "";
      return chip(cardName(id), `Remove ${cardName(id)}${copy} from ${whose}'s ${label}`,
        () => take(index, holding, position));
    }, (count) => h("span", { class: "pnp-more" }, moreText(count)));
  }

  /** Redraw what depends on the players: the chooser, the name field, the held cards, the grid's counts and limits. */
  function refresh() {
    active = Math.min(active, players.length - 1);
    chooseRefreshed(chooser, "Cards go to", players.map((_, index) => [String(index), playerName(index)]), active,
      (value) => { active = value; refresh(); });
    // The field being typed in stays in place: drawn again, it would lose its focus, and its text be selected anew.
    if (!nameLine.contains(players[active].name)) {
      nameLine.replaceChildren(h("label", { class: "pnp-field pnp-active-name" }, h("span", {}, "Her name"),
        players[active].name));
    }
    drawBoardQuestions(boardCounts());
    heldList.replaceChildren(...players.map((player, index) => {
      const whose = playerName(index);
      return h("section", { class: "pnp-fieldset pnp-held", dataset: { player: index } },
        h("h3", { class: "pnp-held-name" }, whose),
        h("div", { class: "pnp-held-line" }, h("span", { class: "pnp-held-label" }, "Banner: "),
          player.banner ? chip(bannerName(player.banner), `Remove the banner of ${bannerName(player.banner)} from ${whose}`,
            () => take(index, "banner")) : "none"),
        ...HOLDINGS.map(([holding, label]) => h("div", { class: "pnp-held-line" },
          h("span", { class: "pnp-held-label" }, `${label[0].toUpperCase()}${label.slice(1)}: `),
          player[holding].length ? heldChips(index, holding, label) : "none")));
    }));
    const whose = playerName(active);
    const used = inPlay();
    const activeHolds = Object.fromEntries(HOLDINGS.map(([holding]) => [holding, tally(players[active][holding])]));
    for (const [key, button] of gridButtons) {
      const [holding, id] = key.split(":");
      const mine = holding === "banner" ? Number(players[active].banner === id) : activeHolds[holding].get(id) ?? 0;
      const left = copies[id] - (used.get(id) ?? 0);
      button.disabled = left <= 0 && !(holding === "banner" && mine); // a held banner is tapped to take it back
      button.setAttribute("aria-pressed", String(mine > 0));
      const shown = badged(button, cardName(id), mine > 1 ? `×${mine}` : "");
      button.setAttribute("aria-label", holding === "banner"
        ? `${shown}: ${mine ? `${whose}'s, tap to take it back` : `give it to ${whose}`}${left <= 0 && !mine ? " (taken)" : ""}`
        : `${shown}: add to ${whose}'s court${mine ? ` (holds ${mine})` : ""}${left <= 0 ? " (none left)" : ""}`);
    }
    const guestsHeld = players[active].guests.length;
    const guestsLeft = guests.some((guest) => (used.get(guest.id) ?? 0) < guest.count);
    guestButton.disabled = !guestsLeft;
    guestButton.setAttribute("aria-pressed", String(guestsHeld > 0));
    const shown = badged(guestButton, "Guest", guestsHeld ? `×${guestsHeld}` : "");
    guestButton.setAttribute("aria-label", `${shown}: add an unwanted guest to ${whose}'s` +
      (guestsHeld ? ` (holds ${guestsHeld})` : "") + (guestsLeft ? "" : " (none left)"));
    more.disabled = players.length >= MOST_PLAYERS;
    fewer.disabled = players.length <= FEWEST_PLAYERS;
  }

  /** The land an improvement stands on: "farm" or "village". */
  function landOf(id) {
    return LANDS.find((land) => byId[id]?.kind === IMPROVEMENT_KIND[land]) ?? LANDS[0];
  }

  function pick(card, onclick, label = card.name) {
    return h("button", { type: "button", class: "pnp-pick", dataset: { card: card.id }, onclick },
      cardFace(card, sprite, label), h("span", { class: "pnp-badge" }));
  }

  function cardGrid(holding, list, label = (card) => card.name, className = "") {
    return h("div", { class: `pnp-pick-grid ${className}`.trim() }, list.map((card) => {
      const button = pick(card, () => give(holding, card.id), label(card));
      button.dataset.holding = holding;
      gridButtons.set(`${holding}:${card.id}`, button);
      return button;
    }));
  }

  function state() {
    return {
      board: board.map((entry) => ({ land: entry.land.value, improvement: entry.improvement.value || null })),
      players: players.map((player, index) => ({
        name: playerName(index), court: [...player.court], guests: [...player.guests], banner: player.banner,
      })),
    };
  }

  function changed() {
    refresh();
    setState(state());
  }

  /** The board set land by land: the counts entered before are now those of the lands. */
  function setExactly() {
    answers.clear();
    changed();
  }

  /** Show `given` in the form; why not, when the form cannot. */
  function load(given) {
    const list = given.players || [];
    const lands = given.board || board.map((_, index) => ({ land: defaultLand(index), improvement: null }));
    if (list.length > MOST_PLAYERS) return `it has ${list.length} players; the form takes ${MOST_PLAYERS}`;
    if (list.length < 1) return "it has no player";
    if (lands.length !== BOARD_LANDS) return `its board has ${lands.length} lands; the form shows ${BOARD_LANDS}`;
    const known = (...kinds) => ofKind(cards, ...kinds).map((card) => card.id);
    const unknown = [
      ...list.flatMap((player) => unknownIds(player.court, known("court"))),
      ...list.flatMap((player) => unknownIds(player.guests, known("guest"))),
      ...unknownIds(list.map((player) => player.banner).filter(Boolean), known("banner")),
      ...unknownIds(lands.map((land) => land.improvement).filter(Boolean), known(...Object.values(IMPROVEMENT_KIND))),
    ];
    if (unknown.length) return `it names cards the form does not offer: ${unknown.join(", ")}`;
    if (lands.some((land) => !LANDS.includes(land.land))) return "its board has a land the form does not offer";
    lands.forEach((land, index) => {
      board[index].land.value = land.land;
      fillImprovements(board[index], land.improvement || "");
    });
    players.splice(0, players.length);
    list.forEach(addPlayer);
    answers.clear();
    boardProblem.hidden = true;
    refresh();
    return null;
  }

  const court = ofKind(cards, "court");
  const pathTitle = (path) => (path === NO_PATH ? "Other" : capitalised(path));
  // The grid comes first: a reader taps through it once per sister, the sisters' cards below.
  root.replaceChildren(
    h("section", { class: "pnp-picker pnp-picker-first", "aria-label": "Cards to add" }, chooser, nameLine,
      h("div", { class: "pnp-all-cards" },
        h("div", { class: "pnp-pick-row" },
          cardGrid("banner", ofKind(cards, "banner"), (card) => bannerName(card.id), "pnp-banners"), guestButton),
        [...PATHS, NO_PATH].map((path) => {
          const list = court.filter((card) => pathOf(card.id) === path);
          return list.length ? [h("h2", { class: "pnp-pick-title" }, pathTitle(path)), cardGrid("court", list)] : null;
        })),
      boardQuestionsBox, boardProblem),
    h("h2", { class: "pnp-pick-title" }, "The sisters' cards"), heldList,
    h("div", {}, more, " ", fewer),
    h("details", { class: "pnp-lands" }, h("summary", {}, `The ${BOARD_LANDS} lands of the board, to set them exactly`),
      h("div", { class: "pnp-board-grid" }, board.map((entry, index) =>
        h("div", { class: "pnp-land" }, h("strong", {}, `Land ${index + 1}`), entry.land, entry.improvement)))));
  fitNames(/** @type {HTMLElement} */ (root.querySelector(".pnp-picker")));

  return {
    load,
    state,
    blank: (playerNames, count) => ({
      board: board.map((_, index) => ({ land: defaultLand(index), improvement: null })),
      players: Array.from({ length: Math.max(FEWEST_PLAYERS, Math.min(MOST_PLAYERS, count)) },
        (_, index) => ({ name: playerNames[index] || defaultName(index), court: [], guests: [], banner: null })),
    }),
    playerNames: (given) => (given.players || []).map((player) => String(player.name ?? "")),
    /** What to enter while no player holds anything and the board has no improvement. */
    toEnter: (given) => ((given.players || []).some(holdsAnything)
      || (given.board || []).some((land) => land.improvement) ? null
      : "Nothing entered yet: choose a sister under “Cards go to” and tap her banner, court cards and unwanted " +
        "guests; then the next sister's."),
    show(score, check, given, lines) {
      const winners = legalWinners(score, check);
      const waiting = (given.players || []).filter((player) => !holdsAnything(player)).map((player) => player.name);
      // lines[0]: who is Monarch; said once every sister's cards are in, with a word when the board is not
      const text = waiting.length ? leadText(score, winners, waiting)
        : `${lines[0]}${emptyBoardText(given, questionsOf, cardName)}`;
      return h("div", { class: "pnp-result" },
        verdict(check, text),
        standings(score.players, (player) => player.crowns)
          .map((player) => crownSheet(player, winners.includes(player.name) && !waiting.length, mostLines)));
    },
  };
}

/**
 * A question about the board that a court card asks: how many improvements stand there of what it counts.
 * @typedef {{key: string, label: string, counts: (card: Record<string, any> | undefined) => boolean}} BoardQuestion
 */

/**
 * Each court card that reads the board and its questions: an improved land of a kind ("Improved farms", rule mo-9.4),
 * or the improvements of a path ("Bounty improvements", rule mo-9.1).
 * @param {import("../calculator.mjs").Card[]} cards
 * @param {{where: string[], effects: string[]}} readsBoard the effects that count the board (the scoring module's)
 * @returns {Map<string, BoardQuestion[]>}
 */
function boardQuestions(cards, readsBoard) {
  /** @type {Map<string, BoardQuestion>} */
  const questions = new Map();
  const question = (/** @type {string} */ key, /** @type {string} */ label, counts) => {
    if (!questions.has(key)) questions.set(key, { key, label, counts });
    return /** @type {BoardQuestion} */ (questions.get(key));
  };
  const asked = (/** @type {Record<string, any>} */ effect) => {
    if (readsBoard.effects.includes(effect.effect)) {
      return question(`land:${effect.land}`, `Improved ${effect.land}s`,
        (card) => Boolean(card?.kind.startsWith(`${effect.land}-`)));
    }
    if (readsBoard.where.includes(effect.where)) {
      return question(`path:${effect.path}`, `${capitalised(effect.path)} improvements`,
        (card) => (card?.path ?? NO_PATH) === effect.path);
    }
    return null;
  };
  /** @type {Map<string, BoardQuestion[]>} */
  const byCard = new Map();
  for (const card of cards.filter((each) => each.kind === "court")) {
    const list = /** @type {BoardQuestion[]} */ ([...new Set((card.effects || []).map(asked).filter(Boolean))]);
    if (list.length) byCard.set(card.id, list);
  }
  return byCard;
}

/**
 * The improvements grouped by land and path, each group with its cards and copies: all a question tells apart.
 * @param {import("../calculator.mjs").Card[]} cards
 * @param {Record<string, string>} kinds each land and the kind of improvement it takes
 * @param {string[]} paths
 * @param {Record<string, number>} copies
 */
function improvementCells(cards, kinds, paths, copies) {
  return Object.entries(kinds).flatMap(([land, kind]) => [...paths, NO_PATH].map((path) => {
    const group = cards.filter((card) => card.kind === kind && (card.path ?? NO_PATH) === path);
    const ids = group.map((card) => card.id);
    return { land, path, ids, copies: Object.fromEntries(ids.map((id) => [id, copies[id]])), sample: group[0],
      cap: ids.reduce((sum, id) => sum + copies[id], 0) };
  })).filter((cell) => cell.cap > 0);
}

/**
 * The improvements of a board that answers every question of `targets` with its count, as close to `current` (the
 * improvements now on the board) as can be: the fewest improvements added or taken away. Null when no board of the
 * game answers so (too few copies, lands or land boards). The search tries each count of each group of `cells`
 * (a dozen groups of a few copies: a few thousand boards at most), cutting a branch once it is no better than the
 * best found or a count is past its target.
 * @param {ReturnType<typeof improvementCells>} cells
 * @param {Map<BoardQuestion, number>} targets
 * @param {string[]} current
 * @param {Record<string, number>} landBoards
 * @param {number} lands
 * @returns {string[] | null}
 */
function solveBoard(cells, targets, current, landBoards, lands) {
  const asked = [...targets];
  const now = cells.map((cell) => current.filter((id) => cell.ids.includes(id)).length);
  const counts = cells.map(() => 0);
  let best = /** @type {number[] | null} */ (null);
  let bestCost = Infinity;
  const sumWhere = (/** @type {(cell: typeof cells[0]) => boolean} */ test, upTo = cells.length) =>
    cells.slice(0, upTo).reduce((sum, cell, index) => sum + (test(cell) ? counts[index] : 0), 0);
  const fits = (/** @type {number} */ upTo, /** @type {boolean} */ whole) => asked.every(([question, target]) => {
    const sum = sumWhere((cell) => question.counts(cell.sample), upTo);
    return whole ? sum === target : sum <= target;
  });
  const landsFit = () => {
    const improved = Object.fromEntries(Object.keys(landBoards).map((land) =>
      [land, sumWhere((cell) => cell.land === land)]));
    const free = lands - Object.values(improved).reduce((sum, count) => sum + count, 0);
    const room = Object.keys(landBoards).reduce((sum, land) => sum + landBoards[land] - improved[land], 0);
    return free >= 0 && Object.keys(landBoards).every((land) => improved[land] <= landBoards[land]) && room >= free;
  };
  function search(index, cost) {
    if (cost >= bestCost) return;
    if (index === cells.length) {
      if (fits(index, true) && landsFit()) {
        best = [...counts];
        bestCost = cost;
      }
      return;
    }
    for (let count = 0; count <= cells[index].cap; count += 1) {
      counts[index] = count;
      if (!fits(index + 1, false) || sumWhere(() => true, index + 1) > lands) break;
      search(index + 1, cost + Math.abs(count - now[index]));
    }
    counts[index] = 0;
  }
  search(0, 0);
  if (best === null) return null;
  const solved = /** @type {number[]} */ (best);
  // Each group's count in cards: those on the board first, then the group's cards in order, each up to its copies.
  return cells.flatMap((cell, index) => {
    const chosen = current.filter((id) => cell.ids.includes(id)).slice(0, solved[index]);
    const used = tally(chosen);
    for (const id of cell.ids) {
      while (chosen.length < solved[index] && (used.get(id) ?? 0) < cell.copies[id]) {
        chosen.push(id);
        used.set(id, (used.get(id) ?? 0) + 1);
      }
    }
    return chosen;
  });
}

function holdsAnything(player) {
  return (player.court || []).length || (player.guests || []).length || player.banner;
}

/** Show `badge` (how many, or nothing) on a grid's card `button`: its name begins with what it shows, `name` then
 * the badge, so that the visible text is part of it. */
function badged(button, name, badge) {
  button.querySelector(".pnp-badge").textContent = badge;
  return badge ? `${name} ${badge}` : name;
}

function defaultLand(index) {
  return index % 2 ? "village" : "farm";
}

/**
 * Said after the winner while a held court card reads the board and the board holds no improvement: the crowns it
 * counts there are not in yet, and the winner may change.
 * @param {Record<string, any>} given
 * @param {Map<string, BoardQuestion[]>} questionsOf
 * @param {(id: string) => string} cardName
 */
function emptyBoardText(given, questionsOf, cardName) {
  if ((given.board || []).some((land) => land.improvement)) return "";
  const readers = [...new Set((given.players || []).flatMap((player) => (player.court || [])
    .filter((id) => questionsOf.has(id)).map(cardName)))];
  if (!readers.length) return "";
  return ` The board is not entered yet: ${names(readers)} ${readers.length === 1 ? "counts" : "count"} it.`;
}

/**
 * Who leads so far, while a sister has nothing entered yet (the scoring module's verdict is for a finished table).
 * @param {Record<string, any>} score
 * @param {string[]} winners
 * @param {string[]} waiting
 */
function leadText(score, winners, waiting) {
  if (winners.length === 0) return "No sister yet: add one.";
  const best = Math.max(...score.players.map((/** @type {{crowns: number}} */ player) => player.crowns));
  return `${names(winners)} ${winners.length === 1 ? "leads" : "lead"} with ${best} crown${best === 1 ? "" : "s"} so far; ` +
    `nothing entered yet for ${names(waiting)}.`;
}

/** @param {string} word */
function capitalised(word) {
  return `${word[0].toUpperCase()}${word.slice(1)}`;
}

/** A sister's crowns and where they come from, a line each, at most `mostLines` lines drawn. */
function crownSheet(player, won, mostLines) {
  const lines = atMost(player.breakdown, mostLines, (line) => h("tr", {}, h("td", {}, line.label),
    h("td", {}, line.points > 0 ? `+${line.points}` : String(line.points)), h("td", {}, line.detail || "")),
  (count) => h("tr", {}, h("td", { colspan: 3, class: "pnp-more" }, `${moreText(count)} lines`)));
  return h("section", {},
    h("h3", { class: won ? "pnp-winner-name" : null }, `${player.name}: ${player.crowns} crown${player.crowns === 1 ? "" : "s"}`),
    lines.length ? h("table", { class: "pnp-grid" }, h("tbody", {}, lines)) : h("p", {}, "No crowns yet."));
}
