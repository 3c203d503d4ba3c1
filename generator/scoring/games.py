"""The registry of the five games: one ``Game`` (``generator.scoring.interface``) per game id.

>>> [game(game_id).id for game_id in GAME_MODULES]
['royal-menagerie', 'monarch', 'circus-grandioso', 'royal-shuffle', 'animal-kingdoms']
>>> game("chess")  # doctest: +ELLIPSIS
Traceback (most recent call last):
generator.scoring.core.StateError: unknown game 'chess' (expected one of: royal-menagerie, monarch, ...)
"""

from __future__ import annotations

from importlib import import_module

from generator.scoring.core import StateError
from generator.scoring.interface import Game

GAME_MODULES: dict[str, str] = {
    "royal-menagerie": "generator.scoring.royal_menagerie",
    "monarch": "generator.scoring.monarch",
    "circus-grandioso": "generator.scoring.circus_grandioso",
    "royal-shuffle": "generator.scoring.royal_shuffle",
    "animal-kingdoms": "generator.scoring.animal_kingdoms",
}
"""Every game id, in the order the product lists them, and the package whose ``__init__`` declares its
``GAME``: a game's package is imported when the game is first asked for, so a calculator starts with its
own game only."""


def game(game_id: str) -> Game:
    """The game of this id; raises ``StateError`` for an unknown id."""
    if game_id not in GAME_MODULES:
        raise StateError("", f"unknown game {game_id!r} (expected one of: {', '.join(GAME_MODULES)})")
    found: Game = import_module(GAME_MODULES[game_id]).GAME
    return found
