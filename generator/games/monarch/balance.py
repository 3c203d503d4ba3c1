"""What the game's simulations count beyond the wins, and its balance page's own plots."""

from __future__ import annotations

from typing import Any

from markupsafe import Markup

from generator.balance import group_chart
from generator.scoring.interface import Move, Play
from generator.simulate.figures import share


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


def bought_card(move: Move) -> str | None:
    """Monarch: the card a sister buys from the market row."""
    return move.get("card") if move["action"] == "buy" else None


def banner_plots(results: dict[str, Any], names: dict[str, str]) -> list[tuple[str, Markup]]:
    """Monarch: for each player count, how often each banner was held and how often its holder won."""
    return [
        (
            f"Banners, {count} players",
            group_chart(
                f"Banners, {count} players: held, and its holder's wins",
                [(names.get(b, b), [v["held"], v["won"]]) for b, v in results[count]["banners"].items()],
                ("held: share of the games", "won by its holder: share of the games held"),
            ),
        )
        for count in results
    ]
