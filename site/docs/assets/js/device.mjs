// What a calculator keeps on the device (localStorage): each game's current state, the players' names,
// and the last games of each game. Storage may be full or disabled: then the calculator works on and
// only forgets.
//
// The players' names are one list for the five calculators, on purpose: friends who play several of the games
// in an evening type their names once (New game, and a calculator not used yet, start with them). They are kept
// by seat, with the last table's player count: a smaller table keeps the names of the seats beyond it, which
// come back when a player is added. Names that are nobody's are not kept: the defaults ("Player 2") and the
// example's.

import { defaultName } from "./dom.mjs";

const HISTORY_LENGTH = 12;

function read(key) {
  try {
    return JSON.parse(localStorage.getItem(key) || "null");
  } catch (failure) {
    return null;
  }
}

function write(key, value) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch (failure) {
    // full or disabled storage: nothing is kept
  }
}

/**
 * The device's memory of one game's calculator.
 * A record is {text, verdict, origin, blank, at}: the state text, its verdict line, where it came from
 * ("blank", "example", "link" or "edited"), whether nothing was entered in it yet, and when (ISO time).
 */
export function deviceMemory(game) {
  const currentKey = `pnp-calculator:${game}`;
  const historyKey = `pnp-history:${game}`;
  const namesKey = "pnp-players";
  const countKey = "pnp-player-count";
  return {
    current: () => read(currentKey),
    keep(record) {
      write(currentKey, record);
    },
    /** The player names last entered in any calculator, by seat. */
    names: () => read(namesKey) || [],
    /** How many players the last table had (as many as seats named, when not known). */
    playerCount: () => read(countKey) ?? (read(namesKey) || []).length,
    /** Keep `list` as the names of its seats (the seats beyond it keep theirs) and its length as the player count,
     * unless every name in it is a default one. */
    keepNames(list) {
      if (!list.some((name, index) => name.trim() && name !== defaultName(index))) return;
      write(namesKey, [...list, ...(read(namesKey) || []).slice(list.length)]);
      write(countKey, list.length);
    },
    history: () => read(historyKey) || [],
    /** Add a finished record to the history, newest first, unless it is the newest already. */
    archive(record) {
      const list = read(historyKey) || [];
      if (list.length && list[0].text === record.text) return;
      write(historyKey, [record, ...list].slice(0, HISTORY_LENGTH));
    },
    clearHistory() {
      write(historyKey, null);
    },
  };
}
