"""Card designs: turn the card data of a game into display lists (``generator.layout.shapes.Face``).

A game's ``CardDesign`` (its declaration in ``generator.games`` holds it) draws its faces:
``front(game, card, bleed_mm, style)`` and ``back(game, deck, bleed_mm, style)`` are pure functions
of the data; ``style`` is ``Style.FULL`` (coloured frames and backs) or ``Style.LIGHT`` (printer-friendly).
The renderers in ``generator.render`` draw their faces as PDF vectors and as PNGs. The shared
design system is in ``surface`` (boxes, colours per style), ``texts`` (text presets), ``parts``,
``geometry`` (outlines), ``look`` and ``look_*`` (each game's frame, title, windows, badges and layout,
chosen by its data's ``style.look``, with its back) and ``card`` (the standard card in a look); a game's own
folder (``generator/games/<game>/``) may draw what is particular to it, and ``generic`` draws everything else.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from generator.data.model import Card, Deck, Game
from generator.design import backs, generic
from generator.design.card import look_of
from generator.design.surface import DesignError, Surface
from generator.layout.shapes import Face, Shape
from generator.layout.units import Style

Drawer = Callable[[Surface, Card], list[Shape]]
"""Draws one card's front on its surface."""
BackDrawer = Callable[[Surface], list[Shape]]
"""Draws a deck's back on its surface."""


@dataclass(frozen=True)
class CardDesign:
    """How one game designs its faces: a drawing for each card kind it designs specially (the others use
    ``generic.front``), and its decks' back: its look's, unless it draws its own (round components take the
    medallion)."""

    fronts: Mapping[str, Drawer] = field(default_factory=dict)
    back_drawing: BackDrawer | None = None

    def front(self, game: Game, card: Card, bleed_mm: float, style: Style = Style.FULL) -> Face:
        """The front of one card or component in ``style``, ``bleed_mm`` of bleed around its trim."""
        surface = Surface(game, game.deck(card.deck), bleed_mm, light=style == Style.LIGHT)
        draw = self.fronts.get(card.kind, generic.front)
        try:
            shapes = draw(surface, card)
        except KeyError as missing:
            raise DesignError(
                f"{game.id}/{card.id}: the {card.kind} design needs the field {missing.args[0]!r}, "
                "which this card's data does not have"
            ) from None
        return surface.face(shapes, "front", card.id)

    def back(self, game: Game, deck: Deck, bleed_mm: float, style: Style = Style.FULL) -> Face | None:
        """The back shared by every card of ``deck`` in ``style``; None when the deck is printed single-sided."""
        if not deck.double_sided:
            return None
        surface = Surface(game, deck, bleed_mm, light=style == Style.LIGHT)
        if deck.format.shape == "circle":
            shapes = backs.medallion(surface)
        else:
            shapes = (self.back_drawing or look_of(surface).back)(surface)
        return surface.face(shapes, "back", deck.id)


__all__ = ["BackDrawer", "CardDesign", "DesignError", "Drawer"]
