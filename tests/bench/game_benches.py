"""What a game brings to the shared benchmarks: ``tests/bench/games/<game>/<part>.py``, found like the games.

A game's folder there may hold ``states.py`` (``GROWS``, the item a growing state holds more of;
``growing(size)``, a state of that size; ``named(name)``, a small state whose first player is ``name``) for
``bench_state_size.py`` and ``bench_terminal_output.py``, and ``balance.py`` (``check(games, seed, verdict)``:
the game's own thresholds) for ``bench_balance.py``; and benchmarks of its own.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

REPO = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(REPO / "tests")]

from found_games import GAMES  # noqa: E402

GAME_BENCHES = Path(__file__).resolve().parent / "games"


def game_part(game_id: str, part: str) -> ModuleType | None:
    """The module ``tests/bench/games/<game>/<part>.py`` of a game, or None when the game has none."""
    path = GAME_BENCHES / game_id / f"{part}.py"
    if not path.is_file():
        return None
    spec = importlib.util.spec_from_file_location(f"bench_{game_id.replace('-', '_')}_{part}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def games_with(part: str) -> dict[str, ModuleType]:
    """Every game found that brings ``part``, by id."""
    found = {game_id: game_part(game_id, part) for game_id in GAMES}
    return {game_id: module for game_id, module in found.items() if module is not None}
