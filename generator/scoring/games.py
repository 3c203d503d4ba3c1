"""The registry of the five games: one ``Game`` (``generator.scoring.interface``) per game id.

>>> [game.id for game in GAMES.values()]
['royal-menagerie', 'monarch', 'circus-grandioso', 'royal-shuffle', 'animal-kingdoms']
>>> game("chess")  # doctest: +ELLIPSIS
Traceback (most recent call last):
generator.scoring.core.StateError: unknown game 'chess' (expected one of: royal-menagerie, monarch, ...)
"""

from __future__ import annotations

from generator.scoring import animal_kingdoms, circus_grandioso, monarch, royal_menagerie, royal_shuffle
from generator.scoring.core import StateError
from generator.scoring.interface import Game

GAMES: dict[str, Game] = {
    module.GAME.id: module.GAME
    for module in (royal_menagerie, monarch, circus_grandioso, royal_shuffle, animal_kingdoms)
}
"""Every game by id, in the order the product lists them."""


def game(game_id: str) -> Game:
    """The game of this id; raises ``StateError`` for an unknown id."""
    if game_id not in GAMES:
        raise StateError("", f"unknown game {game_id!r} (expected one of: {', '.join(GAMES)})")
    return GAMES[game_id]
