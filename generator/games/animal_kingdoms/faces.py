"""Animal Kingdoms: kingdoms (each its own animal), armies showing their kingdom's animal with their
specialisation glyphs, the eight named crowns, wilderness cards and the player aids.

Species, realm, specialisations, pictures and each crown's colour and name come from the card data;
an army draws the icon of the kingdom it belongs to, so the two match at a glance.
"""

from __future__ import annotations

from generator.data.model import Card
from generator.design import generic
from generator.design.card import card_boxes, framed_picture, label_color, standard_card
from generator.design.parts import caption, disc, picture
from generator.design.surface import Box, DesignError, Surface, card_icon, kind_label
from generator.layout.shapes import Shape


def words(identifier: str) -> str:
    """A data id as words: ``fleet-of-foot`` → ``Fleet of foot``."""
    return identifier.replace("-", " ").capitalize()


def army(surface: Surface, card: Card) -> list[Shape]:
    """An army: its kingdom's animal on the shield, and one glyph per specialisation, each named (the
    glyphs take the place of the corner badges)."""
    boxes = card_boxes(surface, card)
    home = surface.game.card(card.extra["kingdom"])
    accent = surface.accent(card)
    art = boxes.art
    specialisations = card.extra["specialisations"]
    unknown = [name for name in specialisations if name not in surface.style.icons]
    if unknown:
        raise DesignError(
            f"{surface.game.id}/{card.id}: specialisations {unknown} have no icon: "
            "add them to [style.icons] in game.toml"
        )
    shield = Box(art.x, art.y, art.w * 0.5, art.h)
    glyphs = Box(art.x + art.w * 0.52, art.y + 0.8, art.w * 0.48 - 0.8, art.h - 1.6)
    shapes = framed_picture(surface, card, shield, icon=card_icon(surface, home))
    cells = (
        glyphs.rows(max(len(specialisations), 2), 0.8)
        if len(specialisations) <= 2
        else [cell for row in glyphs.rows(2, 0.8) for cell in row.columns(2, 0.8)]
    )
    ring = accent if surface.light else surface.style.secondary
    for name, cell in zip(specialisations, cells, strict=False):
        size = min(cell.w, cell.h - 5.6) * 0.92
        cy = cell.y + size / 2
        shapes += [
            disc(cell.cx, cy, size, surface.paper, ring),
            picture(
                surface.icon(name),
                Box(cell.cx - size / 2, cy - size / 2, size, size),
                surface.dark(accent),
                scale=0.64,
                role="",
            ),
            caption(
                Box(cell.x - 0.4, cy + size / 2 + 0.1, cell.w + 0.8, 5.4),
                words(name),
                label_color(surface, card),
                size_pt=6.0,
            ),
        ]
    return standard_card(
        surface, card, type_words=[kind_label(surface, card), f"of {home.name}"], art=shapes, boxes=boxes
    )


def crown(surface: Surface, card: Card) -> list[Shape]:
    """A crown card: its own crown in its colour as the charge of the shield, its name under the shield."""
    boxes = card_boxes(surface, card)
    accent = surface.accent(card)
    art = boxes.art
    shield = Box(art.x, art.y, art.w, art.h - 5.0)
    shapes = framed_picture(surface, card, shield, color=surface.edge(accent))
    shapes.append(
        caption(Box(art.x, art.bottom - 4.6, art.w, 4.6), card.symbol.upper(), label_color(surface, card), size_pt=9)
    )
    return standard_card(surface, card, type_words=[kind_label(surface, card), card.symbol], art=shapes, boxes=boxes)


def wilderness(surface: Surface, card: Card) -> list[Shape]:
    """A wilderness card: its own picture, its effect named in the type line, the effect below."""
    return generic.picture_card(surface, card, [kind_label(surface, card), words(card.extra["effect"])])


FRONTS = {"army": army, "crown": crown, "wilderness": wilderness}
"""The kinds this module draws (a kingdom is the generic card: its animal on its banner's shield)."""
