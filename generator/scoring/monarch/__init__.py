"""Monarch: ``state`` reads the card data and a described table, ``effects`` gives the court cards their
crowns, ``moves`` judges one move, ``rules`` scores and checks a table (its docstring has the state format),
and ``play`` plays a whole game.

Each module imports only the ones named before it; this package declares ``GAME`` from them.
"""

from __future__ import annotations

from generator.scoring.interface import Game
from generator.scoring.monarch.play import setup
from generator.scoring.monarch.rules import catalog_problems, check, explain, explain_check, listing_extras, score
from generator.scoring.monarch.state import MOVES

GAME = Game(
    id="monarch",
    moves=MOVES,
    score=score,
    check=check,
    explain=explain,
    explain_check=explain_check,
    listing_extras=listing_extras,
    catalog_problems=catalog_problems,
    setup=setup,
)
"""Monarch behind the one game interface."""
