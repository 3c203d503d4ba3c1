"""What a game's simulation counts beyond the wins: the card a move takes, and the figures only it has.

A game's declaration (``generator.games``) names them in its ``Simulation``; a game's own folder may count
more (``GameFigures``) and say which card a move takes.
"""

from __future__ import annotations

from typing import Any, Protocol

from generator.scoring.interface import Move, Play


def share(part: float, whole: int) -> float:
    """``part`` of ``whole`` to 4 places (0 of nothing)."""
    return round(part / whole, 4) if whole else 0.0


class GameFigures(Protocol):
    """The figures of one simulation that only its game has, added to ``pnp simulate --json``."""

    def record(self, play: Play, winners: list[int]) -> None:
        """Count one game that was played out (``winners``: its winning seats; none if it was stopped)."""

    def report(self, games: int) -> dict[str, Any]:
        """The figures of ``games`` games, as keys of the simulation's result."""


class NoFigures:
    """A game with no figures of its own."""

    def record(self, play: Play, winners: list[int]) -> None:
        """Nothing to count."""

    def report(self, games: int) -> dict[str, Any]:
        """Nothing to add."""
        return {}


def named_card(move: Move) -> str | None:
    """The card a move names (its ``card`` field), if any: what it takes, unless the game says otherwise."""
    card = move.get("card")
    return card if isinstance(card, str) else None


def placed_card(move: Move) -> str | None:
    """The card a ``place`` move places, for a game whose other moves also name cards."""
    return move.get("card") if move["action"] == "place" else None
