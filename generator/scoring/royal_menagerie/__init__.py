"""Royal Menagerie: ``state`` reads the card data and a described table, ``moves`` judges one play,
``rules`` scores and checks a table (its docstring has the state format), and ``play`` plays a whole game.

Each module imports only the ones named before it; this package declares ``GAME`` from them.
"""

from __future__ import annotations

from generator.scoring.interface import Game
from generator.scoring.royal_menagerie.moves import MOVE_KEYS
from generator.scoring.royal_menagerie.play import setup
from generator.scoring.royal_menagerie.rules import (
    catalog_problems,
    check,
    explain,
    explain_check,
    listing_extras,
    score,
)

GAME = Game(
    id="royal-menagerie",
    moves={action: tuple(key for key in keys if key not in ("action", "player")) for action, keys in MOVE_KEYS.items()},
    score=score,
    check=check,
    explain=explain,
    explain_check=explain_check,
    listing_extras=listing_extras,
    catalog_problems=catalog_problems,
    setup=setup,
)
"""Royal Menagerie behind the one game interface."""
