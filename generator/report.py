"""Readable terminal output of ``pnp score`` and ``pnp check`` (rich tables).

Every string from the state (player names above all) is printed as plain text, never as rich markup.
"""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from generator.scoring import game_module
from generator.scoring.words import counted


def _cell(value: Any) -> str:
    """A JSON value as the text of one table cell."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        return ", ".join(_cell(item) for item in value) or "—"
    if isinstance(value, dict):
        if "label" in value:
            points = value.get("points")
            return f"{value['label']}: {points}" if points is not None else str(value["label"])
        return ", ".join(f"{key} {_cell(item)}" for key, item in value.items())
    return "—" if value is None else str(value)


def _fits_a_cell(value: Any) -> bool:
    """Scalars and lists of scalars go in the table; nested structures are for ``explain`` lines."""
    if isinstance(value, list):
        return all(not isinstance(item, dict | list) for item in value)
    return not isinstance(value, dict)


def _print_lines(console: Console, lines: list[str]) -> None:
    for line in lines:
        console.print(Text(line))


def print_score(game_id: str, result: dict[str, Any], console: Console | None = None) -> None:
    """Print one row per player (scalar fields, then the breakdown) and who won, and why."""
    console = console or Console()
    players = result.get("players", [])
    if players:
        keys = dict.fromkeys(key for player in players for key in player if key != "breakdown")
        columns = [key for key in keys if all(_fits_a_cell(player.get(key)) for player in players)]
        with_breakdown = any("breakdown" in player for player in players)
        table = Table(*columns, *(["breakdown"] if with_breakdown else []))
        for player in players:
            row = [Text(_cell(player.get(key))) for key in columns]
            if with_breakdown:
                row.append(Text("\n".join(_cell(item) for item in player.get("breakdown", [])) or "—"))
            table.add_row(*row)
        console.print(table)
    _print_lines(console, game_module(game_id).explain(result))
    winners = result.get("winners", [])
    label = Text(f"Winner{'s' if len(winners) != 1 else ''}: ", style="bold")
    console.print(label + Text(", ".join(winners) if winners else "nobody"))


def print_check(game_id: str, result: dict[str, Any], console: Console | None = None) -> None:
    """Print each violation with the rule it breaks, or that the state is legal."""
    console = console or Console()
    violations = result["violations"]
    if not violations:
        console.print(Text("legal: ", style="green") + Text("the state breaks no rule"))
    else:
        table = Table("rule", "where", "what is wrong", title=counted(len(violations), "violation"))
        for violation in violations:
            table.add_row(Text(violation["rule"]), Text(violation["path"] or "—"), Text(violation["message"]))
        console.print(table)
    _print_lines(console, game_module(game_id).explain_check(result))
