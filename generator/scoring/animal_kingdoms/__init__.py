"""Animal Kingdoms: ``state`` reads the card data and a described table, ``chain`` follows who serves whom,
``moves`` judges one move, ``rules`` scores and checks a table (its docstring has the state format), and
``play`` plays a whole game.

Each module imports only the ones named before it; this package declares ``GAME`` from them.
"""

from __future__ import annotations

from generator.scoring.animal_kingdoms.play import setup
from generator.scoring.animal_kingdoms.rules import (
    catalog_problems,
    check,
    explain,
    explain_check,
    listing_extras,
    score,
)
from generator.scoring.animal_kingdoms.state import MOVE_KEYS
from generator.scoring.interface import Game

GAME = Game(
    id="animal-kingdoms",
    moves=MOVE_KEYS,
    score=score,
    check=check,
    explain=explain,
    explain_check=explain_check,
    listing_extras=listing_extras,
    catalog_problems=catalog_problems,
    setup=setup,
)
"""Animal Kingdoms behind the one game interface."""
