"""Words shared by the games' messages: counted nouns (``1 player``, ``2 players``) and bare player names.

Standard library only: this file also runs in the browser under Pyodide.
"""

from __future__ import annotations

from typing import Any

from generator.scoring.core import StateError, expect


def counted(count: int, singular: str, plural: str | None = None) -> str:
    """``count`` followed by the noun in the form that number takes (``plural`` defaults to ``singular + "s"``).

    >>> counted(1, "player"), counted(3, "player"), counted(0, "land")
    ('1 player', '3 players', '0 lands')
    >>> counted(2, "conspirator"), counted(1, "copy", "copies"), counted(2, "copy", "copies")
    ('2 conspirators', '1 copy', '2 copies')
    """
    return f"{count} {singular if count == 1 else plural or singular + 's'}"


def name_text(value: Any, path: str) -> str:
    """A player's name given as a bare string or key (not a ``name`` field), held to ``core.player_name``'s test.

    >>> name_text("Ada", "players[0]")
    'Ada'
    >>> name_text("  ", "players[1]")
    Traceback (most recent call last):
    generator.scoring.core.StateError: players[1]: expected a player's name, got an empty one
    """
    name: str = expect(value, str, path)
    if not name.strip():
        raise StateError(path, "expected a player's name, got an empty one")
    return name
