"""What a game's simulation counts beyond the wins: the card a move takes, and the figures only it has.

A game's declaration (``generator.games``) names them in its ``Simulation``: Monarch counts its banners,
Royal Menagerie its roles and its games nobody won, Animal Kingdoms the games its long war ended.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any, Protocol

from generator.scoring.animal_kingdoms.play import KingdomsPlay
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


class BannerFigures:
    """Monarch: how often each banner was held at the end, and how often its holder won."""

    def __init__(self) -> None:
        self.banners: dict[str, list[float]] = {}
        """Banner id → [games held, wins of its holder]."""

    def record(self, play: Play, winners: list[int]) -> None:
        """Count the banners held at the end of the game."""
        for seat, player in enumerate(play.state()["players"]):
            if player["banner"] is not None:
                held = self.banners.setdefault(player["banner"], [0.0, 0.0])
                held[0] += 1
                held[1] += 1 / len(winners) if seat in winners else 0.0

    def report(self, games: int) -> dict[str, Any]:
        """``banners``: each banner's share of games held, and its holder's share of wins in those."""
        return {
            "banners": {
                banner: {"held": share(held, games), "won": share(won, int(held))}
                for banner, (held, won) in sorted(self.banners.items())
            }
        }


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


class LongWarFigures:
    """Animal Kingdoms: the games ended by the long war (rule ak-8.5) rather than by an Emperor's majority."""

    def __init__(self) -> None:
        self.long_war = 0

    def record(self, play: Play, winners: list[int]) -> None:
        """Count a game the long war ended."""
        if isinstance(play, KingdomsPlay) and play.long_war:
            self.long_war += 1

    def report(self, games: int) -> dict[str, Any]:
        """``long_war``: how many games it ended."""
        return {"long_war": self.long_war}


def bought_card(move: Move) -> str | None:
    """Monarch: the card a sister buys from the market row."""
    return move.get("card") if move["action"] == "buy" else None


def played_animal(move: Move) -> str | None:
    """Royal Menagerie: the animal gifted, or the action card played."""
    return move.get("animal") if move["action"] == "gift" else move["action"]


def wilderness_card(move: Move) -> str | None:
    """Animal Kingdoms: the Wilderness card a move plays."""
    return move.get("wilderness")


def placed_card(move: Move) -> str | None:
    """Circus Grandioso and Royal Shuffle: the card a player places."""
    return move.get("card") if move["action"] == "place" else None
