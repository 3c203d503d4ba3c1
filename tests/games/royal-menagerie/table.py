"""Royal Menagerie at the table (``tests/site/at_the_table.py``): an end of a game of four worked out from the rulebook
(no menagerie holds all six animals, nor more than three of one), each role and menagerie tapped in."""

from __future__ import annotations

import json
from typing import Any

from at_the_table import Table, player_counts

GAME = "royal-menagerie"
PLAYERS = player_counts(GAME)
ROLES = {"grand-vizier": "Grand Vizier", "loyalist": "Loyalist", "conspirator": "Conspirator"}


def end_state(players: int) -> dict[str, Any]:
    return {
        "players": [
            {"name": "Ada", "role": "conspirator", "menagerie": {"white-tiger": 2, "giant-ibis": 1, "mammoth": 1}},
            {"name": "Bo", "role": "grand-vizier", "menagerie": {"galapagos-tortoise": 2, "komodo-dragon": 1}},
            {"name": "Cy", "role": "loyalist", "menagerie": {"white-tiger": 1, "giant-ibis": 2, "hiroa-antelope": 1}},
            {"name": "Di", "role": "conspirator", "menagerie": {"galapagos-tortoise": 1, "komodo-dragon": 2}},
        ]
    }


def names(end: dict[str, Any]) -> dict[str, Any]:
    """The last game: the same players and roles, each with a mammoth."""
    return {"players": [{**player, "menagerie": {"mammoth": 1}} for player in end["players"]]}


def enter(table: Table, end: dict[str, Any]) -> None:
    """Each player's role (when the last game's was another) and each animal's count, a tap each."""
    page = table.page
    animals = {card["id"]: card["name"] for card in json.loads(page.get_attribute(".pnp-cards", "data-cards") or "[]")}
    for number, player in enumerate(end["players"], start=1):
        seat = page.get_by_role("radio", name=f"Player {number} role: {ROLES[player['role']]}")
        if seat.get_attribute("aria-checked") != "true":  # the player who held it takes this one's role
            table.tap(seat)
        for animal, count in player["menagerie"].items():
            table.tap(page.get_by_role("radio", name=f"{animals[animal]} in player {number}'s menagerie: {count}"))


def check(state: dict[str, Any], end: dict[str, Any]) -> None:
    assert [player["role"] for player in state["players"]] == [player["role"] for player in end["players"]]
    assert [player["menagerie"] for player in state["players"]] == [player["menagerie"] for player in end["players"]]
