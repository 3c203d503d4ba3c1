"""The readable summary of ``pnp simulate``: who won from which seat, with which bot, and the cards."""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text


def _percent(share: float) -> str:
    return f"{100 * share:.1f} %"


def print_summary(result: dict[str, Any], console: Console | None = None, rotate: bool = False) -> None:
    """Print the seats, bots, game length, card take rates and the game's extras as tables."""
    console = console or Console()
    games = result["games"]
    console.print(
        Text(
            f"{result['game']}: {games} games, {result['players']} players, seed {result['seed']}, "
            f"bots {', '.join(result['bots'])}{', moved one seat each game' if rotate else ''}",
            style="bold",
        )
    )
    seats = Table("seat", *([] if rotate else ["bot"]), "wins", title="Wins by seat")
    for seat, (bot, share) in enumerate(zip(result["bots"], result["wins"], strict=True), start=1):
        seats.add_row(str(seat), *([] if rotate else [Text(bot)]), _percent(share))
    console.print(seats)
    if len(result["bot_wins"]) > 1:
        bots = Table("bot", "wins", title="Wins by bot")
        for bot, share in result["bot_wins"].items():
            bots.add_row(Text(bot), _percent(share))
        console.print(bots)
    rounds = result["rounds"]
    console.print(
        Text(f"Rounds: {rounds['mean']} on average, {rounds['max']} at most; unfinished (round cap): ")
        + Text(str(result["unfinished"]), style="bold red" if result["unfinished"] else "")
    )
    if "no_winner" in result:
        console.print(Text(f"No winner (the court and the Conspirators level): {result['no_winner']} of {games} games"))
    if "long_war" in result:
        console.print(Text(f"Ended by the long war (rule ak-8.5): {result['long_war']} of {games} games"))
    cards = Table("card", "offered", "taken", "take rate", title="Cards")
    for card, counts in sorted(result["cards"].items(), key=lambda item: -_rate(item[1])):
        cards.add_row(Text(card), str(counts["offered"]), str(counts["taken"]), _percent(_rate(counts)))
    console.print(cards)
    for extra, label in (("banners", "Banners"), ("roles", "Roles")):
        if extra not in result:
            continue
        table = Table(
            extra[:-1],
            "held" if extra == "banners" else "wins",
            *(["holder wins"] if extra == "banners" else []),
            title=label,
        )
        for key, value in result[extra].items():
            if extra == "banners":
                table.add_row(Text(key), _percent(value["held"]), _percent(value["won"]))
            else:
                table.add_row(Text(key), _percent(value))
        console.print(table)


def _rate(counts: dict[str, int]) -> float:
    return counts["taken"] / counts["offered"] if counts["offered"] else 0.0
