"""Designs for any card or component the game's own module does not draw specially, in the game's look.

A card shows what its kind's face declaration in ``game.toml`` names (``Kind.face``: the corners' fields, the
text box's, the type line's); without one, its picture in both corners, its text and its kind. Also the building
blocks the game modules share for large reference surfaces (round tokens: ``tokens``).
"""

from __future__ import annotations

from generator.data.model import Card, KindFace
from generator.design import tokens
from generator.design.card import (
    card_boxes,
    fits,
    framed_picture,
    icon_corner,
    icon_corners,
    look_of,
    notes,
    standard_card,
    value_corner,
)
from generator.design.look import Corner
from generator.design.parts import picture
from generator.design.surface import PAD_MM, Box, Surface, card_icon, kind_label
from generator.layout.shapes import Shape

LARGE_MM = 100.0
"""Formats wider than this are surfaces (mats, overviews), not cards."""
REFERENCE_KINDS = ("aid", "reminder")
"""Cards that are read, not played: player aids and reminders give all their room to the rules text."""
REFERENCE_TEXT_PT = 9.5
"""Largest type size of a reference card's text."""
SIZE_STEP_PT = 0.25
"""How much a deck's reference text shrinks per attempt."""


def front(surface: Surface, card: Card) -> list[Shape]:
    """A card, token or surface drawn from its name, kind, icon, colour and texts."""
    if surface.format.shape == "circle":
        art = picture(card_icon(surface, card), tokens.art_box(surface), surface.art(surface.accent(card)))
        return tokens.token(surface, card, art)
    if surface.width > LARGE_MM:
        area = body_area(surface)
        return sheet_frame(surface, card) + notes(surface, Box(area.x, area.y, area.w, area.h * 0.4), card.text, card)
    face = surface.game.kinds[card.kind].face if card.kind in surface.game.kinds else None
    if face is not None:
        return declared_card(surface, card, face)
    if card.kind in REFERENCE_KINDS:
        return reference_card(surface, card)
    return picture_card(surface, card, [kind_label(surface, card)])


def declared_card(surface: Surface, card: Card, face: KindFace) -> list[Shape]:
    """A card as its kind's ``face`` declares it: those fields in its corners, text box and type line; a
    reference card (a player aid) gives all its room to the text, other cards show their picture."""
    text = shown(card, face.text)
    type_words = [kind_label(surface, card), *(shown(card, name) for name in face.type_line)]
    corners = declared_corners(surface, card, face.corners) if face.corners else None
    if card.kind in REFERENCE_KINDS:
        size = reference_size(surface, face.text)
        boxes = card_boxes(surface, card, text=text, min_art=0.0, max_art=0.0, rules_pt=size)
        art: list[Shape] = []
    else:
        size = None
        boxes = card_boxes(surface, card, text=text)
        art = framed_picture(surface, card, boxes.art)
    return standard_card(
        surface,
        card,
        type_words=type_words,
        art=art,
        boxes=boxes,
        corners=corners or (icon_corners(surface, card) if card.icon else (None, None)),
        text=text,
        rules_pt=size,
    )


def declared_corners(surface: Surface, card: Card, names: tuple[str, ...]) -> tuple[Corner | None, Corner | None]:
    """The corners showing the fields ``names`` (one for both corners, or left and right): a field's value, or
    the card's picture for ``icon``; nothing where the card leaves the field out."""
    accent = surface.accent(card)
    corners: list[Corner | None] = []
    for name in names:
        if name == "icon":
            corners.append(icon_corner(surface, card.icon, accent) if card.icon else None)
        else:
            value = shown(card, name)
            corners.append(value_corner(surface, value, accent) if value else None)
    return corners[0], corners[-1]


def shown(card: Card, name: str) -> str:
    """A field of ``card`` as its face prints it: a word as written, a number in figures, nothing when the card
    leaves it out (``text`` and ``symbol`` are every card's, the others its kind's)."""
    value = card.extra.get(name) if name in card.extra else getattr(card, name, "")
    if isinstance(value, float):
        return f"{value:g}"
    return str(value) if isinstance(value, str | int) and not isinstance(value, bool) else ""


def picture_card(surface: Surface, card: Card, type_words: list[str]) -> list[Shape]:
    """A card that shows its picture in the look's window, its icon in both corners, and its texts."""
    boxes = card_boxes(surface, card)
    return standard_card(
        surface,
        card,
        type_words=type_words,
        art=framed_picture(surface, card, boxes.art),
        boxes=boxes,
        corners=icon_corners(surface, card),
    )


def reference_size(surface: Surface, field: str = "text") -> float:
    """The one type size of the reference cards of the surface's deck: the largest, up to
    ``REFERENCE_TEXT_PT``, at which every one of them fits, each with its ``field`` in the text box."""
    cards = [card for card in surface.game.cards_in(surface.deck.id) if card.kind in REFERENCE_KINDS]
    size = REFERENCE_TEXT_PT
    while size > REFERENCE_TEXT_PT / 2 and not all(
        fits(surface, card, size, min_art=0.0, max_art=0.0, text=shown(card, field)) for card in cards
    ):
        size -= SIZE_STEP_PT
    return size


def reference_card(surface: Surface, card: Card) -> list[Shape]:
    """A player aid or reminder: no picture, the text large (one size for the deck); its icon in both
    corners."""
    size = reference_size(surface)
    boxes = card_boxes(surface, card, min_art=0.0, max_art=0.0, rules_pt=size)
    return standard_card(
        surface,
        card,
        type_words=[kind_label(surface, card), card.symbol],
        art=[],
        boxes=boxes,
        corners=icon_corners(surface, card) if card.icon else (None, None),
        rules_pt=size,
    )


TITLE_MM = 13.0
"""Height of a large surface's title."""


def sheet_frame(surface: Surface, card: Card) -> list[Shape]:
    """A large surface (mat, overview) in its game's look: the look's frame, the name as the look sets
    titles, between two badges with the card's icon."""
    look = look_of(surface)
    accent = surface.accent(card)
    area = title_area(surface)
    size = area.h
    words = Box(area.x + size + 2.0, area.y, area.w - 2 * (size + 2.0), area.h)
    shapes = look.frame(surface, accent) + look.title(surface, words, card.name, accent)
    for x in (area.x, area.right - size):
        shapes += look.badge(surface, Box(x, area.y, size, size), card_icon(surface, card), accent)
    return shapes


def title_area(surface: Surface) -> Box:
    """The title row of a large surface."""
    return Box(PAD_MM + 4, PAD_MM + 4, surface.width - 2 * PAD_MM - 8, TITLE_MM)


def body_area(surface: Surface) -> Box:
    """Everything of a large surface below its title."""
    top = title_area(surface).bottom + 4
    return Box(PAD_MM + 5, top, surface.width - 2 * PAD_MM - 10, surface.height - PAD_MM - 6 - top)
