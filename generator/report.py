"""Readable terminal output of ``pnp score`` and ``pnp check`` (rich tables)."""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.table import Table

from generator.scoring import game_module


def _cell(value: Any) -> str:
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


def print_score(game_id: str, result: dict[str, Any], console: Console | None = None) -> None:
    """Print one row per player (scalar fields, then the breakdown) and who won, and why."""
    console = console or Console()
    players = result.get("players", [])
    columns = [key for key, value in (players[0] if players else {}).items()
               if key != "breakdown" and _fits_a_cell(value)]
    table = Table(*columns, *(["breakdown"] if players and "breakdown" in players[0] else []))
    for player in players:
        row = [_cell(player[key]) for key in columns]
        if "breakdown" in player:
            row.append("\n".join(_cell(item) for item in player["breakdown"]) or "—")
        table.add_row(*row)
    console.print(table)
    explain = getattr(game_module(game_id), "explain", None)
    for line in explain(result) if explain else []:
        console.print(line)
    winners = result.get("winners", [])
    console.print(f"[bold]Winner{'s' if len(winners) != 1 else ''}:[/bold] {', '.join(winners) or 'nobody'}")


def print_check(game_id: str, result: dict[str, Any], console: Console | None = None) -> None:
    """Print each violation with the rule it breaks, or that the state is legal."""
    console = console or Console()
    violations = result["violations"]
    if not violations:
        console.print("[green]legal:[/green] the state breaks no rule")
    else:
        table = Table("rule", "where", "what is wrong", title=f"{len(violations)} violation(s)")
        for violation in violations:
            table.add_row(violation["rule"], violation["path"] or "—", violation["message"])
        console.print(table)
    explain = getattr(game_module(game_id), "explain_check", None)
    for line in explain(result) if explain else []:
        console.print(line)
