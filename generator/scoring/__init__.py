"""The shared scoring and rule-checking module: JSON state in, JSON result out.

Standard library only and no I/O besides reading the bundled card data, so the very same files
run behind ``pnp score`` / ``pnp check`` and, through Pyodide, in the rules site's calculators.

Every game with a scoring package (``game_ids``) answers the same calls; the browser's ``respond`` never raises:

>>> import json
>>> game_id = game_ids()[0]
>>> json.loads(respond("score", game_id, "{"))["ok"]
False
>>> sorted(json.loads(respond("score", game_id, "[]")))
['error', 'ok']
"""

from __future__ import annotations

from typing import Any

from generator.scoring.catalog import Catalog, load_catalog
from generator.scoring.core import StateError, Violation, parse_json, to_json
from generator.scoring.games import game, game_ids
from generator.scoring.interface import Game, IllegalMove, Move, Play

__all__ = [
    "Catalog",
    "Game",
    "IllegalMove",
    "Move",
    "Play",
    "StateError",
    "Violation",
    "check",
    "check_json",
    "game",
    "game_ids",
    "load_catalog",
    "respond",
    "score",
    "score_json",
]


def score(game_id: str, state: Any, catalog: Catalog | None = None) -> dict[str, Any]:
    """Score a state of ``game_id``; raises ``StateError`` when the state does not fit the format."""
    return game(game_id).score(state, catalog or load_catalog(game_id))


def check(game_id: str, state: Any, catalog: Catalog | None = None) -> dict[str, Any]:
    """Check a state of ``game_id`` against the rules: ``{"valid", "violations", ...}``."""
    return game(game_id).check(state, catalog or load_catalog(game_id))


def score_json(game_id: str, text: str, catalog: Catalog | None = None) -> str:
    """``score`` from a JSON text to the exact text of ``pnp score GAME - --json``."""
    return to_json(score(game_id, parse_json(text), catalog))


def check_json(game_id: str, text: str, catalog: Catalog | None = None) -> str:
    """``check`` from a JSON text to the exact text of ``pnp check GAME - --json``."""
    return to_json(check(game_id, parse_json(text), catalog))


def respond(command: str, game_id: str, text: str) -> str:
    """The browser's one entry point: run ``score`` or ``check`` and never raise.

    Returns a JSON envelope: ``{"ok": true, "output": <the CLI's --json text>, "result": {...}, "explain":
    [lines]}`` (``explain`` as ``pnp score`` and ``pnp check`` print it under their table) or ``{"ok": false,
    "error": "<path>: <message>"}``.
    """
    run = {"score": score, "check": check}.get(command)
    if run is None:
        return to_json({"ok": False, "error": f"unknown command {command!r}"})
    try:
        result = run(game_id, parse_json(text))
    except StateError as error:
        return to_json({"ok": False, "error": str(error)})
    rules = game(game_id)
    lines = rules.explain(result) if command == "score" else rules.explain_check(result)
    return to_json({"ok": True, "output": to_json(result), "result": result, "explain": lines})
