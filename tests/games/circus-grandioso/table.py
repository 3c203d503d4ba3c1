"""Circus Grandioso at the table (``tests/site/at_the_table.py``): the pyramid at the end of a game between the
simulator's greedy bots at the most players, entered as it lies: the highest card not yet in the form is tapped
(the cards under it come too) until the form's pyramid is the table's, then each Clown, then the Show Master's
holder. Where the form draws the pyramid is the player's choice: over the middle of its places."""

from __future__ import annotations

from typing import Any

from at_the_table import Table, player_counts, simulated_end

from generator.scoring import score

GAME = "circus-grandioso"
PLAYERS = player_counts(GAME)
CLOWN = "clown"

Place = tuple[int, int]


def end_state(players: int) -> dict[str, Any]:
    return simulated_end(GAME, players, seed=1)


def names(end: dict[str, Any]) -> dict[str, Any]:
    """The last game: the same players, nothing placed."""
    return {"pyramid": [], "players": end["players"], "show_master": None}


def drawn(page: Any, which: str = ".pnp-cell") -> set[Place]:
    """The places the form draws (of cells matching ``which``)."""
    cells = page.eval_on_selector_all(which, "cells => cells.map((cell) => [cell.dataset.row, cell.dataset.pos])")
    return {(int(row), int(pos)) for row, pos in cells}


def where_it_lies(page: Any, end: dict[str, Any]) -> dict[Place, str]:
    """The end's pyramid moved over the middle of the bottom row the form draws."""
    bottom = sorted(pos for row, pos in drawn(page) if row == 1)
    ends = [card["pos"] for card in end["pyramid"] if card["row"] == 1]
    shift = (bottom[0] + bottom[-1] - min(ends) - max(ends)) // 2
    return {(card["row"], card["pos"] + shift): card["card"] for card in end["pyramid"]}


def enter(table: Table, end: dict[str, Any]) -> None:
    page = table.page
    wanted = where_it_lies(page, end)
    for _tap in range(2 * len(wanted)):  # each tap lays a card at least
        missing = set(wanted) - drawn(page, ".pnp-cell.pnp-placed")
        if not missing:
            break
        row, pos = max(missing, key=lambda place: (place[0], -place[1]))  # the highest, the leftmost first
        places = sorted(p for r, p in drawn(page) if r == row)
        if pos not in places:  # beyond the places drawn: the nearest, which draws the next
            pos = places[0] if pos < places[0] else places[-1]
        table.tap(page.locator(f".pnp-cell[data-row='{row}'][data-pos='{pos}']"))
    for (row, pos), card in sorted(wanted.items()):
        if card == CLOWN:  # a tap makes a card a Clown
            table.tap(page.locator(f".pnp-cell[data-row='{row}'][data-pos='{pos}']"))
    holder = score(GAME, end)["show_master"]
    table.tap(page.get_by_role("radio", name=f"The Show Master is held by: {holder}"))


def check(state: dict[str, Any], end: dict[str, Any]) -> None:
    """The form holds the end's pyramid as it lies, and the end's winner."""
    shift = min(card["pos"] for card in state["pyramid"]) - min(card["pos"] for card in end["pyramid"])
    assert sorted((card["row"], card["pos"] - shift, card["card"]) for card in state["pyramid"]) == sorted(
        (card["row"], card["pos"], card["card"]) for card in end["pyramid"]
    )
    assert all("by" not in card for card in state["pyramid"])
    assert score(GAME, state)["winners"] == score(GAME, end)["winners"]
