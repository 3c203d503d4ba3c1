"""Every game's declaration: its card data's folder, its scoring package and its own folder here, put together.

A game is found, never listed: its card data (``card_data/<game>/game.toml``) makes it a game; a scoring package
(``generator/scoring/<game>/``) gives it rules; a folder of its own here (``generator/games/<game>/``, optional)
adds what only it has (``GameCode``). Commands, the build, the simulator and the site look a game up here
(``declaration``) and use its parts; whatever a game's folder leaves out takes the shared default.
"""

from __future__ import annotations

import pkgutil
from functools import cache
from importlib import import_module

from generator.data.model import Card, Deck, Game
from generator.design import CardDesign
from generator.files.checkout import SITE
from generator.games.declaration import GameCode, GameDeclaration
from generator.layout.setup import DECLARED_SETUP
from generator.layout.shapes import Face
from generator.layout.units import Style
from generator.scoring.games import game as rules_of
from generator.scoring.games import game_ids as games_with_rules
from generator.scoring.games import package_name
from generator.simulate.bots import SHARED_BOT_WORDS, SHARED_BOTS
from generator.simulate.figures import named_card
from generator.simulate.run import Simulation

FORMS = SITE / "docs" / "assets" / "js" / "forms"
"""Where a game's own calculator form lies, as ``<game>.mjs``, when the generated one does not serve it."""


def own_code_ids() -> tuple[str, ...]:
    """The games that have a folder of their own here, by id."""
    found = pkgutil.iter_modules(__path__)
    return tuple(sorted(info.name.replace("_", "-") for info in found if info.ispkg))


def own_code(game_id: str) -> GameCode:
    """What the game's own folder declares (``CODE``), or nothing for a game without one."""
    if game_id not in own_code_ids():
        return GameCode()
    code: GameCode = import_module(f"{__name__}.{package_name(game_id)}").CODE
    return code


@cache
def declaration(game_id: str) -> GameDeclaration:
    """The declaration of the game ``game_id``: its own folder's parts, the shared defaults for the rest, and its
    rules when it has a scoring package."""
    code = own_code(game_id)
    rules = rules_of(game_id) if game_id in games_with_rules() else None
    simulation = None
    if rules is not None and rules.setup is not None:
        simulation = Simulation(
            bots={**SHARED_BOTS, **code.bots.made}, taken_card=code.taken_card or named_card, figures=code.figures
        )
    form = FORMS / f"{game_id}.mjs"
    return GameDeclaration(
        id=game_id,
        design=CardDesign(fronts=code.fronts, back_drawing=code.back),
        setup=code.setup or DECLARED_SETUP,
        example=code.example,
        rules=rules,
        simulation=simulation,
        balance=code.balance,
        bot_words={**SHARED_BOT_WORDS, **code.bots.words},
        form=f"forms/{form.name}" if form.is_file() else None,
    )


def front(game: Game, card: Card, bleed_mm: float, style: Style = Style.FULL) -> Face:
    """The front of one card of ``game`` as its declaration designs it (``CardDesign.front``)."""
    return declaration(game.id).design.front(game, card, bleed_mm, style)


def back(game: Game, deck: Deck, bleed_mm: float, style: Style = Style.FULL) -> Face | None:
    """The back of ``deck`` as its game's declaration designs it (``CardDesign.back``)."""
    return declaration(game.id).design.back(game, deck, bleed_mm, style)


__all__ = ["GameDeclaration", "back", "declaration", "front", "own_code_ids"]
