"""Games of our own invention that the tests add as a designer would (``import fixture_games``).

``tests/fixtures/games/<game>/`` holds a game's card data folder; ``tests/fixtures/scoring/<package>/`` the scoring
package of a game that has rules. ``data_folder`` makes a card data folder holding them (the shared files of the
repository's ``card_data/`` beside them), and ``rules_added`` puts the fixtures' scoring packages where
``generator.scoring`` finds games, for as long as a test needs them.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import generator.scoring
from generator.files.checkout import REPO
from generator.games import declaration
from generator.scoring.games import game

CARD_DATA = REPO / "card_data"
FIXTURE_GAMES = REPO / "tests" / "fixtures" / "games"
"""One card data folder per fixture game, named by its id."""
FIXTURE_SCORING = REPO / "tests" / "fixtures" / "scoring"
"""The scoring packages of the fixture games that have rules, as ``generator/scoring/`` holds them."""


def data_folder(target: Path, *games: str, with_repository_games: bool = False) -> Path:
    """A card data folder at ``target``: the shared files of ``card_data/`` (formats, printing, icons, the
    collection) and the fixture ``games``, with the repository's own games too when asked."""
    target.mkdir(parents=True)
    for path in CARD_DATA.iterdir():
        if path.is_file() or (with_repository_games and path.is_dir()):
            (shutil.copytree if path.is_dir() else shutil.copy)(path, target / path.name)
    for game_id in games:
        shutil.copytree(FIXTURE_GAMES / game_id, target / game_id)
    return target


@contextmanager
def rules_added() -> Iterator[None]:
    """The fixture games' scoring packages found by ``generator.scoring``, as if they lay in its folder."""
    path = generator.scoring.__path__
    path.append(str(FIXTURE_SCORING))
    forget_games()
    try:
        yield
    finally:
        path.remove(str(FIXTURE_SCORING))
        forget_games()


def forget_games() -> None:
    """Forget what was found of the games' code, so that the next look finds it anew."""
    game.cache_clear()
    declaration.cache_clear()
