"""What a game brings to the shared benchmarks, found like the games.

A game's tests (``tests/games/<game>/states.py``, see ``found_games.states_of``) bring the states of
``bench_state_size.py``, ``bench_terminal_output.py`` and ``bench_site.py``; its benchmarks
(``tests/bench/games/<game>/``) may hold ``balance.py`` (``check(games, seed, verdict)``: the game's own
thresholds) for ``bench_balance.py``, and benchmarks of its own.
"""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tests"))

from found_games import GAMES, game_module, states_of  # noqa: E402

GAME_BENCHES = Path(__file__).resolve().parent / "games"


def games_with(part: str) -> dict[str, ModuleType]:
    """Every game found that brings ``part`` (``states``, or a module of its benchmarks' folder), by id."""
    found = {
        game_id: states_of(game_id) if part == "states" else game_module(GAME_BENCHES, game_id, part)
        for game_id in GAMES
    }
    return {game_id: module for game_id, module in found.items() if module is not None}
