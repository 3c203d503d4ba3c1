"""Output paths proven to stay inside their folder before anything is written there.

Parts of output paths come from the card data (game, deck and card ids), which anyone may have written.
``inside`` turns a relative path into a path under a root only when it is plainly relative: parts of
lower-case letters, digits, ``.``, ``_`` and ``-`` that start with a letter or digit (no ``..``, no
hidden names, no separators, spaces or control characters), and only when, links resolved, it still
lies under the root.
"""

from __future__ import annotations

import re
from pathlib import Path

SAFE_PART = re.compile(r"[a-z0-9][a-z0-9._-]{0,127}")
"""One part of an output path: a plain file or folder name."""


class UnsafePath(ValueError):
    """A path that could lead out of its folder, or that no output may have."""


def path_problem(relative: str) -> str | None:
    """Why ``relative`` is not a plain relative output path, or None when it is.

    >>> path_problem("my-game/my-game-market-a4.pdf") is None
    True
    >>> path_problem("my-game/../../etc/passwd")
    'a part of the path is ".." (only plain names: lower-case letters, digits, ".", "_" and "-")'
    """
    if not relative or relative.startswith("/"):
        return "expected a relative path"
    for part in relative.split("/"):
        if not SAFE_PART.fullmatch(part) or part.endswith("."):
            shown = part.encode("unicode_escape").decode("ascii")[:40]
            return f'a part of the path is "{shown}" (only plain names: lower-case letters, digits, ".", "_" and "-")'
    return None


def inside(root: Path, relative: str) -> Path:
    """``root / relative``, proven to lie inside ``root`` (``UnsafePath`` otherwise)."""
    problem = path_problem(relative)
    if problem is not None:
        raise UnsafePath(f"{relative[:80]!r}: {problem}")
    path = root / relative
    try:
        base, resolved = root.resolve(), path.resolve()
    except RuntimeError:  # a loop of links
        raise UnsafePath(f"{relative[:80]}: a link on its way leads back to itself") from None
    if not resolved.is_relative_to(base) or resolved == base:
        raise UnsafePath(f"{relative[:80]}: leads out of {root} through a link")
    return path
