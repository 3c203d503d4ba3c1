"""Royal Shuffle: ``solver`` finds a village's best arrangement, ``rules`` scores and checks a table (its
docstring has the state format), and ``play`` plays a whole game.

Each module imports only the ones named before it; this package declares ``GAME`` from them.
"""

from __future__ import annotations

from generator.scoring.interface import Game
from generator.scoring.royal_shuffle.play import setup
from generator.scoring.royal_shuffle.rules import (
    MOVES,
    catalog_problems,
    check,
    explain,
    explain_check,
    listing_extras,
    score,
)

GAME = Game(
    id="royal-shuffle",
    moves=MOVES,
    score=score,
    check=check,
    explain=explain,
    explain_check=explain_check,
    listing_extras=listing_extras,
    catalog_problems=catalog_problems,
    setup=setup,
)
"""Royal Shuffle behind the one game interface."""
