"""Harvest Fair, the fixture game given by its card data alone (``tests/fixtures/games/harvest-fair/``): no scoring
package, no folder of its own, its faces and setup picture declared by its data. Loaded as the toolkit loads it,
from a card data folder of its own (``import tests.print.data_only``)."""

from __future__ import annotations

import atexit
import shutil
import tempfile
from functools import cache
from pathlib import Path

from fixture_games import data_folder

from generator.data.load import load_game
from generator.data.model import Game

GAME_ID = "harvest-fair"


@cache
def folder() -> Path:
    """A card data folder holding the game (and the shared files of ``card_data/``), removed when the tests end."""
    root = Path(tempfile.mkdtemp(prefix="data-only-"))
    atexit.register(shutil.rmtree, root, ignore_errors=True)
    return data_folder(root / "card_data", GAME_ID)


@cache
def game() -> Game:
    """The game, loaded and validated."""
    return load_game(GAME_ID, folder())
