"""The games the tests run over: found as the toolkit finds them, never listed (``import found_games``).

Shared tests parametrise over these; a game's own tests live in ``tests/games/<game>/`` and may name it.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType
from typing import Any

from generator.data.folder import found_game_ids
from generator.data.load import load_game
from generator.data.model import Game
from generator.games import declaration
from generator.layout.example import WorkedExample
from generator.scoring import game_ids, load_catalog, score

GAMES = tuple(found_game_ids())
"""Every game of the repository's card data."""
WITH_RULES = tuple(game_id for game_id in GAMES if game_id in game_ids())
"""The games that have a scoring package: score, check and a calculator."""
PLAYABLE = tuple(game_id for game_id in WITH_RULES if declaration(game_id).playable)
"""The games the simulator plays (a scoring package with a ``play`` module): bots and a balance page."""

FORMS = Path(__file__).resolve().parents[1] / "site" / "docs" / "assets" / "js" / "forms"
"""A game's own calculator form, ``<game>.mjs``, when it has one (else the form generated from its shape)."""
WITH_PICKER = tuple(
    game_id
    for game_id in WITH_RULES
    if (FORMS / f"{game_id}.mjs").is_file()
    and "chooseRefreshed(" in (FORMS / f"{game_id}.mjs").read_text(encoding="utf-8")
)
"""The games whose form has a grid of cards that go to a chosen player (``dom.mjs``'s ``chooseRefreshed``)."""

GAME_TESTS = Path(__file__).resolve().parent / "games"
"""Each game's own tests, in a folder of its id."""


def game_module(folder: Path, game_id: str, name: str) -> ModuleType | None:
    """The module ``<folder>/<game>/<name>.py`` of a game, loaded from its file, or None when it has none."""
    path = folder / game_id / f"{name}.py"
    if not path.is_file():
        return None
    spec = importlib.util.spec_from_file_location(f"{game_id.replace('-', '_')}_{name}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def states_of(game_id: str) -> ModuleType | None:
    """What a game's tests bring for shared tests and benchmarks (``tests/games/<game>/states.py``): ``GROWS``
    and ``growing(size)``, a state that grows; ``named(name)``, a small state whose first player is ``name``;
    ``HEAVIEST``, the heaviest table a player can enter (optional). None for a game that brings none."""
    return game_module(GAME_TESTS, game_id, "states")


WITH_STATES = tuple(game_id for game_id in WITH_RULES if states_of(game_id) is not None)
"""The games with rules whose tests bring states for the shared tests."""


def worked_example(game_id: str) -> tuple[Game, dict[str, Any], WorkedExample]:
    """A game with rules and an example layout, its learn.toml example's state, and the example as the game lays
    it out (pictures, table, lines, verdict) from what its scoring package makes of the state."""
    game = load_game(game_id)
    state = game.learn.example if game.learn else None
    assert state is not None
    layout = declaration(game_id).example
    assert layout is not None
    return game, state, layout(game, state, score(game_id, state, load_catalog(game_id)))
