"""Circus Grandioso: ``state`` reads the card data and a described table, ``pyramid`` knows the pyramid's
places, ``rules`` scores and checks a table (its docstring has the state format), and ``play`` plays a
whole game.

Each module imports only the ones named before it; this package declares ``GAME`` from them.
"""

from __future__ import annotations

from generator.scoring.circus_grandioso.play import MOVES, setup
from generator.scoring.circus_grandioso.rules import (
    catalog_problems,
    check,
    explain,
    explain_check,
    listing_extras,
    score,
)
from generator.scoring.interface import Game

GAME = Game(
    id="circus-grandioso",
    moves=MOVES,
    score=score,
    check=check,
    explain=explain,
    explain_check=explain_check,
    listing_extras=listing_extras,
    catalog_problems=catalog_problems,
    setup=setup,
)
"""Circus Grandioso behind the one game interface."""
