"""The games the tests run over: found as the toolkit finds them, never listed (``import found_games``).

Shared tests parametrise over these; a game's own tests live in ``tests/games/<game>/`` and may name it.
"""

from __future__ import annotations

from generator.data.load import found_game_ids
from generator.games import declaration
from generator.scoring import game_ids

GAMES = tuple(found_game_ids())
"""Every game of the repository's card data."""
WITH_RULES = tuple(game_id for game_id in GAMES if game_id in game_ids())
"""The games that have a scoring package: score, check and a calculator."""
PLAYABLE = tuple(game_id for game_id in WITH_RULES if declaration(game_id).playable)
"""The games the simulator plays (a scoring package with a ``play`` module): bots and a balance page."""
