"""Quoting text from someone else (card data, a state file) in messages and tables: cut short, control
characters escaped, long lists counted, so that no input can flood or take over a terminal."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

SHOWN_CHARACTERS = 40
"""Longest value repeated in a message; longer ones are cut short with an ellipsis."""


def shorten(text: str, limit: int = SHOWN_CHARACTERS) -> str:
    """``text`` cut to ``limit`` characters with an ellipsis, its control characters shown as escapes
    (also the invisible ones: bidi overrides, zero-width spaces).

    >>> shorten("a" * 50, 10)
    'aaaaaaaaa…'
    >>> shorten("two\\nlines")
    'two\\\\nlines'
    >>> shorten("\\x1b]0;owned\\x07\\u202e")
    '\\\\x1b]0;owned\\\\x07\\\\u202e'
    """
    visible = "".join(
        char if char.isprintable() else char.encode("unicode_escape").decode("ascii") for char in text[: limit + 1]
    )
    return visible if len(visible) <= limit else visible[: limit - 1] + "…"


def listing(names: Iterable[str], most: int = 12) -> str:
    """Names joined by commas, each shortened, at most ``most`` of them and then "…".

    >>> listing(["a", "b", "c"], most=2)
    'a, b, …'
    """
    shown = [shorten(name, 24) for _, name in zip(range(most + 1), names, strict=False)]
    return ", ".join(shown[:most]) + (", …" if len(shown) > most else "")


def counted_list(items: Sequence[str], most: int, limit: int = SHOWN_CHARACTERS) -> list[str]:
    """The first ``most`` items, each shortened to ``limit``, then "… and N more" when there are others.

    >>> counted_list(["a", "b", "c", "d"], 2)
    ['a', 'b', '… and 2 more']
    """
    shown = [shorten(item, limit) for item in items[:most]]
    return shown + ([f"… and {len(items) - most:,} more"] if len(items) > most else [])


def terminal_lines(text: str, most: int = 200, limit: int = 500) -> str:
    """A message for a terminal: each line shortened to ``limit`` characters, at most ``most`` lines.

    >>> terminal_lines("one\\ntwo\\nthree", most=2)
    'one\\ntwo\\n… and 1 more'
    """
    return "\n".join(counted_list(text.split("\n"), most, limit))
