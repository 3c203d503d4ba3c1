"""What the game's simulations count beyond the wins, and its balance page's own plots."""

from __future__ import annotations

from typing import Any

from generator.scoring.animal_kingdoms.play import KingdomsPlay
from generator.scoring.interface import Move, Play


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


def wilderness_card(move: Move) -> str | None:
    """Animal Kingdoms: the Wilderness card a move plays."""
    return move.get("wilderness")


def long_war_note(figures: dict[str, Any]) -> str:
    """How many of one player count's games the long war ended (a data text: the rule is a reference)."""
    return f"{figures['long_war']} by the long war, {{{{ rule('ak-8.5') }}}}" if figures["long_war"] else ""
