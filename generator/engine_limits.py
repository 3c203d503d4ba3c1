"""The limits a calculator holds states and shared links to: the command line's own, so the site refuses what
``pnp score`` refuses, with the same message, and no state or link can end the engine or freeze a tab.

The size limit comes from ``generator.scoring.core``. How deeply a state may nest is no number of the scoring
module: it is where Python's JSON reader runs out of recursion, which depends on the Python that runs the
command line and on how deep its call stack already is. So it is measured: the command line itself runs in a
process of its own, called as the ``pnp`` script calls it, on ever deeper states. The result is cached per
Python, scoring archive and command line. Pyodide's stack holds less than CPython's: without this limit, a
state that the command line refuses could end the browser's engine.
"""

from __future__ import annotations

import hashlib
import json
import sys
from typing import Any

from generator.files.checkout import REPO
from generator.files.writing import write_file
from generator.scoring import game_ids, respond
from generator.scoring.core import LONGEST_STATE_TEXT, MAX_STATE_BYTES
from generator.scoring_archive import code_digest
from generator.site import CACHE, run_step

SHARE_LINK_CHARS = 131_072
"""The longest state part of a shared link (base64url characters after ``#state=``) that a calculator opens,
and makes: a hundred times the largest real game, and short enough for every browser's address bar."""
DEEPEST_TRIED = 100_000
"""Nesting tried at most: a command line that reads this deep a state has no nesting limit worth the name."""
CLI = REPO / "generator" / "cli.py"
PROBE = """
import io, json, sys
from contextlib import redirect_stderr
from generator.cli import main
accepted, refused = 0, None
while refused is None or refused - accepted > 1:
    depth = min(2 * accepted + 64, {deepest}) if refused is None else (accepted + refused) // 2
    sys.argv = ["pnp", "score", {game!r}, "-"]
    sys.stdin = io.TextIOWrapper(io.BytesIO(("[" * depth + "]" * depth).encode()))
    errors = io.StringIO()
    with redirect_stderr(errors):
        try:
            main()
        except SystemExit:
            pass
    if {message!r} in errors.getvalue():
        refused = depth
        continue
    accepted = depth
    if depth == {deepest}:
        break
print(json.dumps(accepted))
"""
"""Finds the deepest nesting ``pnp score`` reads: ``main()`` is called from the module's own frame, as in the
``pnp`` script, so the call stack is as deep as there."""


def too_deep_message() -> str:
    """The scoring module's message for a state nested too deeply (any game: the JSON is read first)."""
    answer: dict[str, Any] = json.loads(respond("score", game_ids()[0], "[" * DEEPEST_TRIED + "]" * DEEPEST_TRIED))
    return str(answer["error"])


def deepest_nesting(message: str) -> int:
    """How deeply nested a state ``pnp score`` reads (deeper ones it refuses with ``message``), measured."""
    script = PROBE.format(game=game_ids()[0], deepest=DEEPEST_TRIED, message=message)
    depth: int = json.loads(
        run_step([sys.executable, "-c", script], "measuring how deep a state the command line reads")
    )
    return depth


def limits(archive: bytes) -> dict[str, Any]:
    """The calculators' limits: ``state_bytes``, ``nesting`` with its ``nesting_message``, ``link_chars`` and
    ``text_chars`` (no name or id of a valid state is longer);
    the nesting measured once per Python, code of the scoring ``archive`` (its card data changes nothing of it)
    and command line."""
    message = too_deep_message()
    key = hashlib.sha256((sys.version + code_digest(archive)).encode() + CLI.read_bytes()).hexdigest()[:20]
    cached = CACHE / "nesting" / f"{key}.json"
    if not cached.exists():
        write_file(cached, json.dumps(deepest_nesting(message)).encode())
    nesting: int = json.loads(cached.read_text(encoding="utf-8"))
    return {
        "state_bytes": MAX_STATE_BYTES,
        "nesting": nesting,
        "nesting_message": message,
        "link_chars": SHARE_LINK_CHARS,
        "text_chars": LONGEST_STATE_TEXT,
    }
