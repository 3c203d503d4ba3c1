"""Readable terminal output of ``pnp score``, ``pnp check`` and ``pnp cards`` (rich tables).

Every string from a state or the card data (player and card names above all) is printed as plain text,
never as rich markup, cut short with its control characters escaped (``generator.quoting``); long lists end
in "… and N more". So the table of any state within the size limits stays small, and quick to lay out; the
JSON of ``pnp check --json`` is cut the same way (``bounded_json``), each cut list counted in a field of its own.
"""

from __future__ import annotations

import sys
from typing import Any

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from generator.data.model import Game
from generator.quoting import counted_list, shorten
from generator.scoring import game
from generator.scoring.words import counted

SHOWN_VIOLATIONS = 100
"""Most violations ``pnp check`` prints as a table; the rest are counted in one line."""
SHOWN_VIOLATIONS_IN_SCORE = 3
"""The rules a broken table breaks that ``pnp score`` names before pointing to ``pnp check``."""
SHOWN_PLAYERS = 100
"""Most players ``pnp score`` prints as rows; the rest are counted in one line."""
SHOWN_ITEMS = 20
"""Most items of a list in one cell, lines of a breakdown, or winners named."""
SHOWN_LINES = 50
"""Most sentences of an explanation."""
CELL_CHARACTERS = 60
LINE_CHARACTERS = 300
SHOWN_JSON_ITEMS = 1000
"""Most items of one list ``pnp check --json`` prints (violations, a game's extras such as legal placements);
the rest are counted in a ``<list>_left_out`` field beside it."""
JSON_CHARACTERS = 300
"""Longest text ``pnp check --json`` prints (a message quoting a player's name, say); longer ones end in "…"."""


def _cell(value: Any) -> str:
    """A JSON value as the text of one table cell: short, whatever the state holds."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        return ", ".join(counted_list([_cell(item) for item in value[: SHOWN_ITEMS + 1]], SHOWN_ITEMS)) or "—"
    if isinstance(value, dict):
        if "label" in value:
            points = value.get("points")
            label = shorten(str(value["label"]), CELL_CHARACTERS)
            return f"{label}: {shorten(str(points))}" if points is not None else label
        items = [f"{shorten(key)} {_cell(item)}" for key, item in list(value.items())[: SHOWN_ITEMS + 1]]
        return ", ".join(counted_list(items, SHOWN_ITEMS, CELL_CHARACTERS))
    return "—" if value is None else shorten(str(value), CELL_CHARACTERS)


def _names(names: list[str]) -> str:
    """Player names for a sentence: each cut short, at most ``SHOWN_ITEMS`` of them."""
    return ", ".join(counted_list(names, SHOWN_ITEMS))


def _fits_a_cell(value: Any) -> bool:
    """Scalars and lists of scalars go in the table; nested structures are for ``explain`` lines."""
    if isinstance(value, list):
        return all(not isinstance(item, dict | list) for item in value)
    return not isinstance(value, dict)


def _print_lines(console: Console, lines: list[str]) -> None:
    for line in counted_list(lines, SHOWN_LINES, LINE_CHARACTERS):
        console.print(Text(line))


def print_score(
    game_id: str, result: dict[str, Any], console: Console | None = None, broken: list[dict[str, Any]] | None = None
) -> None:
    """Print one row per player (scalar fields, then the breakdown) and who won, and why.

    A table that breaks rules (``broken``: the violations ``check`` finds) is no finished game and has no
    winner: the points are printed, then the rules it breaks, and who the points alone would name.
    """
    console = console or Console()
    players = result.get("players", [])
    if players:
        keys = dict.fromkeys(key for player in players for key in player if key != "breakdown")
        columns = [key for key in keys if all(_fits_a_cell(player.get(key)) for player in players)]
        with_breakdown = any("breakdown" in player for player in players)
        table = Table(*(shorten(column) for column in columns), *(["breakdown"] if with_breakdown else []))
        for player in players[:SHOWN_PLAYERS]:
            row = [Text(_cell(player.get(key))) for key in columns]
            if with_breakdown:
                lines = [_cell(item) for item in player.get("breakdown", [])[: SHOWN_ITEMS + 1]]
                row.append(Text("\n".join(counted_list(lines, SHOWN_ITEMS, CELL_CHARACTERS)) or "—"))
            table.add_row(*row)
        console.print(table)
        if len(players) > SHOWN_PLAYERS:
            rest = len(players) - SHOWN_PLAYERS
            console.print(Text(f"… and {rest:,} more players (pnp score --json lists every one)"))
    winners = result.get("winners", [])
    if broken:
        would = f" (the points alone would name {_names(winners)})" if winners else ""
        console.print(
            Text("No winner: ", style="bold")
            + Text(f"this table breaks {counted(len(broken), 'rule')}, so it is no finished game{would}.")
        )
        for violation in broken[:SHOWN_VIOLATIONS_IN_SCORE]:
            console.print(Text(shorten(f"- {violation['rule']}: {violation['message']}.", LINE_CHARACTERS)))
        hidden = len(broken) - SHOWN_VIOLATIONS_IN_SCORE
        console.print(
            Text(f"… and {hidden} more; " if hidden > 0 else "") + Text(f"`pnp check {game_id}` shows where.")
        )
        return
    _print_lines(console, game(game_id).explain(result))
    label = Text(f"Winner{'s' if len(winners) != 1 else ''}: ", style="bold")
    console.print(label + Text(_names(winners) if winners else "nobody"))


def print_check(game_id: str, result: dict[str, Any], console: Console | None = None) -> None:
    """Print each violation with the rule it breaks, or that the state is legal."""
    console = console or Console()
    violations = result["violations"]
    if not violations:
        console.print(Text("legal: ", style="green") + Text("the state breaks no rule"))
    else:
        table = Table("rule", "where", "what is wrong", title=counted(len(violations), "violation"))
        for violation in violations[:SHOWN_VIOLATIONS]:
            table.add_row(
                Text(shorten(violation["rule"])),
                Text(shorten(violation["path"], CELL_CHARACTERS) or "—"),
                Text(shorten(violation["message"], LINE_CHARACTERS)),
            )
        console.print(table)
        if len(violations) > SHOWN_VIOLATIONS:
            rest = len(violations) - SHOWN_VIOLATIONS
            console.print(Text(f"… and {rest:,} more (pnp check --json lists the first {SHOWN_JSON_ITEMS:,})"))
    _print_lines(console, game(game_id).explain_check(result))


def bounded_json(value: Any) -> Any:
    """A ``check`` result whose size no state can blow up: every list of a table cut to ``SHOWN_JSON_ITEMS``
    with ``<key>_left_out`` beside it saying how many were left out, every text cut to ``JSON_CHARACTERS``.
    Fields keep their names and shapes (``valid``, ``violations``…), so the JSON contract holds.

    >>> bounded_json({"valid": False, "violations": list(range(SHOWN_JSON_ITEMS + 2))})["violations_left_out"]
    2
    >>> len(bounded_json({"violations": [{"message": "x" * 100_000}]})["violations"][0]["message"]) == JSON_CHARACTERS
    True
    """
    if isinstance(value, str):
        return value if len(value) <= JSON_CHARACTERS else value[: JSON_CHARACTERS - 1] + "…"
    if isinstance(value, list):
        return [bounded_json(item) for item in value[:SHOWN_JSON_ITEMS]]
    if not isinstance(value, dict):
        return value
    bounded: dict[str, Any] = {}
    for key, item in value.items():
        bounded[key] = bounded_json(item)
        if isinstance(item, list) and len(item) > SHOWN_JSON_ITEMS:
            bounded[f"{key}_left_out"] = len(item) - SHOWN_JSON_ITEMS
    return bounded


def print_listing(game: Game, listing: list[dict[str, Any]], console: Console | None = None) -> None:
    """``pnp cards``: one table per kind with the columns that kind fills; a value every row of a kind
    shares (its deck, say) goes in the title. Narrow enough for an 80-column terminal; piped, one line
    per card so that ``grep`` finds any id."""
    console = console or Console(width=None if sys.stdout.isatty() else 200)
    name = shorten(game.name, CELL_CHARACTERS)
    console.print(Text(name, style="bold") + Text(f": {sum(entry['count'] for entry in listing)} components"))
    for kind in dict.fromkeys(entry["kind"] for entry in listing):
        entries = [entry for entry in listing if entry["kind"] == kind]
        keys = [
            key
            for key in dict.fromkeys(key for entry in entries for key in entry)
            if key != "kind" and any(entry.get(key) is not None for entry in entries)
        ]
        shared = [
            key
            for key in keys
            if len(entries) > 1
            and key not in ("id", "name", "count")
            and len({_cell(entry.get(key)) for entry in entries}) == 1
        ]
        title = ", ".join(
            [f"{game.kinds[kind].label} ({kind}): {sum(entry['count'] for entry in entries)}"]
            + [f"{key} {_cell(entries[0].get(key))}" for key in shared]
        )
        columns = [key for key in keys if key not in shared]
        rows = [[_cell(entry.get(key)) for key in columns] for entry in entries]
        table = Table(box=box.SIMPLE_HEAD, padding=(0, 1, 0, 0), pad_edge=False)
        for index, key in enumerate(columns):
            # Ids are what users grep for and type: never cut or wrapped; names wrap between words.
            longest_word = max(len(word) for row in rows for word in row[index].split()) if key == "name" else None
            table.add_column(key.replace("_", " "), no_wrap=key == "id", overflow="fold", min_width=longest_word)
        for row in rows:
            table.add_row(*(Text(cell) for cell in row))
        console.print()
        console.print(Text(title, style="bold"))
        console.print(table)
