"""The readable summary of ``pnp simulate``: who won from which seat, with which bot, and the cards."""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

SHARED_KEYS = ("game", "players", "games", "seed", "bots", "wins", "bot_wins", "rounds", "unfinished", "cards")
"""The figures of every simulation; a game's own figures come after them (``GameFigures``)."""


def _percent(share: float) -> str:
    return f"{100 * share:.1f} %"


def print_summary(result: dict[str, Any], console: Console | None = None, rotate: bool = False) -> None:
    """Print the seats, bots, game length, card take rates and the game's own figures as tables."""
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
    cards = Table("card", "offered", "taken", "take rate", title="Cards")
    for card, counts in sorted(result["cards"].items(), key=lambda item: -_rate(item[1])):
        cards.add_row(Text(card), str(counts["offered"]), str(counts["taken"]), _percent(_rate(counts)))
    console.print(cards)
    for key, value in result.items():
        if key not in SHARED_KEYS:
            _print_extra(console, key, value, games)


def _rate(counts: dict[str, int]) -> float:
    return counts["taken"] / counts["offered"] if counts["offered"] else 0.0


def _print_extra(console: Console, key: str, value: Any, games: int) -> None:
    """One figure only this game counts: a count of games as a line, shares by name as a table (a column per
    share when each name has several)."""
    label = key.replace("_", " ").capitalize()
    if isinstance(value, (int, float)):
        console.print(Text(f"{label}: {value} of {games} games"))
        return
    rows = list(value.items())
    columns = list(rows[0][1]) if rows and isinstance(rows[0][1], dict) else ["share"]
    table = Table("", *columns, title=label)
    for name, shares in rows:
        cells = [shares[column] for column in columns] if isinstance(shares, dict) else [shares]
        table.add_row(Text(name), *(_percent(cell) for cell in cells))
    console.print(table)
