"""Animal Kingdoms at the table (``tests/site/at_the_table.py``): the end of a game between the simulator's greedy bots
at the most players the crowns allow, entered as what counts: how many kingdoms each player holds (not which) and each
vassal's liege."""

from __future__ import annotations

from typing import Any

from at_the_table import Table, player_counts, simulated_end

from generator.scoring import score

GAME = "animal-kingdoms"
PLAYERS = player_counts(GAME)


def end_state(players: int) -> dict[str, Any]:
    return simulated_end(GAME, players, seed=1)


def names(end: dict[str, Any]) -> dict[str, Any]:
    """The last game: the same players, free and holding nothing."""
    return {
        "mode": "conquest",
        "players": [{"name": player["name"], "kingdoms": [], "liege": None} for player in end["players"]],
    }


def enter(table: Table, end: dict[str, Any]) -> None:
    """Each player's count of kingdoms, then each vassal's liege."""
    page = table.page
    for number, player in enumerate(end["players"], start=1):
        table.type_into(page.get_by_label(f"Player {number} kingdoms held"), str(len(player["kingdoms"])))
    for number, player in enumerate(end["players"], start=1):
        if player["liege"]:
            table.choose(page.get_by_label(f"Player {number} liege"), player["liege"])


def check(state: dict[str, Any], end: dict[str, Any]) -> None:
    """Entering only what counts gives the same Emperor and winners."""
    empires = ["emperor", "winners"]
    assert {key: score(GAME, state)[key] for key in empires} == {key: score(GAME, end)[key] for key in empires}
