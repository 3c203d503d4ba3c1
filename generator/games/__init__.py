"""One declaration per game: everything the project knows of a game besides its card data.

Commands, the build, the simulator and the site look a game up here once (``declaration``) and use its
parts; a sixth game is its ``card_data/`` folder, its scoring package, its calculator form and a module here.
"""

from __future__ import annotations

from generator.data.model import Card, Deck, Game
from generator.games import animal_kingdoms, circus_grandioso, monarch, royal_menagerie, royal_shuffle
from generator.games.declaration import GameDeclaration
from generator.layout.shapes import Face
from generator.layout.units import Style

DECLARATIONS: tuple[GameDeclaration, ...] = (
    royal_menagerie.ROYAL_MENAGERIE,
    monarch.MONARCH,
    circus_grandioso.CIRCUS_GRANDIOSO,
    royal_shuffle.ROYAL_SHUFFLE,
    animal_kingdoms.ANIMAL_KINGDOMS,
)
"""Every game, in the order the product lists them (that of ``generator.scoring.GAME_IDS``)."""


def declaration(game_id: str) -> GameDeclaration:
    """The declaration of the game ``game_id``; a ValueError names the known ids for any other."""
    for declared in DECLARATIONS:
        if declared.id == game_id:
            return declared
    raise ValueError(f"unknown game {game_id!r} (expected one of: {', '.join(item.id for item in DECLARATIONS)})")


def front(game: Game, card: Card, bleed_mm: float, style: Style = Style.FULL) -> Face:
    """The front of one card of ``game`` as its declaration designs it (``CardDesign.front``)."""
    return declaration(game.id).design.front(game, card, bleed_mm, style)


def back(game: Game, deck: Deck, bleed_mm: float, style: Style = Style.FULL) -> Face | None:
    """The back of ``deck`` as its game's declaration designs it (``CardDesign.back``)."""
    return declaration(game.id).design.back(game, deck, bleed_mm, style)


__all__ = ["DECLARATIONS", "GameDeclaration", "back", "declaration", "front"]
