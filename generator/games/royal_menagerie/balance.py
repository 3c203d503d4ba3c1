"""What the game's simulations count beyond the wins, and its balance page's own plots."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from markupsafe import Markup

from generator.balance import bar_chart
from generator.scoring.interface import Move, Play
from generator.simulate.figures import share


class RoleFigures:
    """Royal Menagerie: the wins of each role, and the finished games nobody won."""

    ROLES = ("grand-vizier", "loyalist", "conspirator")

    def __init__(self) -> None:
        self.roles: defaultdict[str, float] = defaultdict(float)
        self.no_winner = 0

    def record(self, play: Play, winners: list[int]) -> None:
        """Count the winners' roles, or a finished game without a winner (the court and the Conspirators level)."""
        state = play.state()
        self.no_winner += play.is_over() and not winners
        for seat in winners:
            self.roles[state["players"][seat]["role"]] += 1 / len(winners)

    def report(self, games: int) -> dict[str, Any]:
        """``roles``: each role's share of the wins; ``no_winner``: finished games nobody won."""
        return {"roles": {role: share(self.roles[role], games) for role in self.ROLES}, "no_winner": self.no_winner}


def played_animal(move: Move) -> str | None:
    """Royal Menagerie: the animal gifted, or the action card played."""
    return move.get("animal") if move["action"] == "gift" else move["action"]


def role_plots(results: dict[str, Any], names: dict[str, str]) -> list[tuple[str, Markup]]:
    """Royal Menagerie: the wins of each role (at its one player count)."""
    roles = next(iter(results.values()))["roles"]
    return [("Roles", bar_chart("Wins by role", [(names.get(role, role), share) for role, share in roles.items()]))]
