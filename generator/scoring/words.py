"""Words shared by the games' messages: counted nouns (``1 player``, ``2 players``).

Standard library only: this file also runs in the browser under Pyodide.
"""

from __future__ import annotations


def counted(count: int, singular: str, plural: str | None = None) -> str:
    """``count`` followed by the noun in the form that number takes (``plural`` defaults to ``singular + "s"``).

    >>> counted(1, "player"), counted(3, "player"), counted(0, "land")
    ('1 player', '3 players', '0 lands')
    >>> counted(2, "conspirator"), counted(1, "copy", "copies"), counted(2, "copy", "copies")
    ('2 conspirators', '1 copy', '2 copies')
    """
    return f"{count} {singular if count == 1 else plural or singular + 's'}"
