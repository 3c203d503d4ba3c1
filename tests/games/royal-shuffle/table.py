"""Royal Shuffle at the table (``tests/site/at_the_table.py``): an end of a game worked out from the rulebook, the
court's cards and each village's tapped in."""

from __future__ import annotations

from typing import Any

from at_the_table import Table, player_counts

GAME = "royal-shuffle"
PLAYERS = player_counts(GAME)


def end_state(players: int) -> dict[str, Any]:
    return {
        "court": ["KH", "QS", "JD"],
        "villages": {
            "Ann": ["AH", "7H", "2H", "3S", "9C", "6D", "4D", "AS"],
            "Ben": ["AC", "8S", "5S", "2C", "10H", "7C", "3H"],
        },
    }


def names(end: dict[str, Any]) -> dict[str, Any]:
    """The last game: the same owners."""
    return {"court": [], "villages": {owner: [] for owner in end["villages"]}}


def enter(table: Table, end: dict[str, Any]) -> None:
    """The court's cards, then each village's under its owner: a tap each."""
    grids = table.page.locator(".pnp-card-grid")
    for card in end["court"]:
        table.tap(grids.nth(0).locator(f"button[data-card='{card}']"))
    for index, cards in enumerate(end["villages"].values(), start=1):
        for card in cards:
            table.tap(grids.nth(index).locator(f"button[data-card='{card}']"))


def check(state: dict[str, Any], end: dict[str, Any]) -> None:
    assert state == end
