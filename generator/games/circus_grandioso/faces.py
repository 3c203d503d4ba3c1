"""Circus Grandioso: animals with their row in the corners, clowns, the Show Master token, the overview.

The rows come from the data (each animal's ``row``); the pyramid has as many rows as there are
animals. The row number is printed only in the two corners' starbursts, like a playing card's index
(a text that begins by naming the row leaves that sentence out); the picture window shows the animal
in the ring and where its row lies in the pyramid.
"""

from __future__ import annotations

from generator.data.model import Card
from generator.design import generic, tokens
from generator.design.card import card_boxes, icon_corner, label_color, notes, standard_card, value_corner, window
from generator.design.parts import caption, disc, picture, without_sentences
from generator.design.surface import Box, Surface, card_icon, expand, kind_label
from generator.design.texts import NOTE, RULES
from generator.layout.shapes import Rect, Shape

ART_SHARE = 0.54
"""At most this share of a card's height goes to its picture and pyramid (the rules are short)."""
WILD_WORD = "Wild card"
"""The clown's type line after its kind (which its name already says): it stands in for any animal."""


def animals_by_row(surface: Surface) -> list[Card]:
    """The animal cards ordered from the bottom row up."""
    return sorted((card for card in surface.game.cards if card.kind == "animal"), key=lambda card: card.extra["row"])


def mini_pyramid(surface: Surface, box: Box, highlight: set[int], accent: str) -> list[Shape]:
    """A small pyramid of card outlines, one row per animal, the ``highlight`` rows filled with ``accent``."""
    rows = len(animals_by_row(surface))
    cell_h = box.h / rows
    cell_w = min(box.w / rows, cell_h * 0.8)
    shapes: list[Shape] = []
    for row in range(1, rows + 1):
        cells = rows + 1 - row
        y = box.bottom - row * cell_h
        left = box.cx - cells * cell_w / 2
        fill = accent if row in highlight else surface.tint(surface.ink, 0.85)
        shapes += [
            Rect(left + cell * cell_w + 0.15, y + 0.15, cell_w - 0.3, cell_h - 0.3, fill=fill, radius_mm=0.3)
            for cell in range(cells)
        ]
    return shapes


def pyramid_art(surface: Surface, card: Card, art: Box, rows: set[int], word: str) -> list[Shape]:
    """The sunburst window; the animal in the ring on the left; the pyramid with ``rows`` marked on the
    right, ``word`` under it."""
    accent = surface.accent(card)
    ring = Box(art.x, art.y, art.w * 0.54, art.h).square(0.94)
    pyramid = Box(art.x + art.w * 0.58, art.y + 1.5, art.w * 0.38, art.h - 6.5)
    ring_fill, ring_line = (surface.paper, surface.tint(accent, 0.5)) if surface.light else (surface.paper, accent)
    return [
        *window(surface, art, accent),
        disc(ring.cx, ring.cy, ring.w, ring_fill, ring_line, role=""),
        picture(card_icon(surface, card), ring, surface.art(accent), scale=0.74),
        *mini_pyramid(surface, pyramid, rows, surface.dark(accent) if surface.light else accent),
        caption(Box(pyramid.x - 1.0, pyramid.bottom + 0.8, pyramid.w + 2.0, 3.4), word, label_color(surface, card)),
    ]


def printed_text(surface: Surface, card: Card) -> str:
    """The animal's text without a first sentence that only names its row, which the starbursts show."""
    return without_sentences(expand(surface.game, card.text), rf"Row {card.extra['row']}(?:, [^.]*)?\.")


def animal(surface: Surface, card: Card) -> list[Shape]:
    """An animal card: its row in both top corners, its picture, and where that row is in the pyramid."""
    text = printed_text(surface, card)
    boxes = card_boxes(surface, card, text=text, max_art=ART_SHARE)
    corner = value_corner(surface, card.symbol, surface.accent(card))
    return standard_card(
        surface,
        card,
        type_words=[kind_label(surface, card)],
        art=pyramid_art(surface, card, boxes.art, {card.extra["row"]}, "ITS ROW"),
        boxes=boxes,
        corners=(corner, corner),
        text=text,
    )


def clown(surface: Surface, card: Card) -> list[Shape]:
    """A clown: its picture, and every row of the pyramid marked, since it may stand in any of them."""
    boxes = card_boxes(surface, card, max_art=ART_SHARE)
    rows = set(range(1, len(animals_by_row(surface)) + 1))
    corner = icon_corner(surface, card_icon(surface, card), surface.accent(card))
    return standard_card(
        surface,
        card,
        type_words=[kind_label(surface, card), WILD_WORD],
        art=pyramid_art(surface, card, boxes.art, rows, "ANY ROW"),
        boxes=boxes,
        corners=(corner, corner),
    )


def show_master(surface: Surface, card: Card) -> list[Shape]:
    """The Show Master token: the ringmaster, the name, and the rule in small print."""
    size = surface.width
    inner = tokens.inner(surface)
    accent = surface.accent(card)
    return [
        *tokens.ground(surface, accent),
        picture(card_icon(surface, card), Box(inner.x, size * 0.1, inner.w, size * 0.3), surface.dark(accent)),
        caption(Box(inner.x, size * 0.41, inner.w, size * 0.09), card.name.upper(), surface.ink, size_pt=7.5),
        NOTE.at(Box(inner.x, size * 0.5, inner.w, inner.bottom - size * 0.5), card.text, surface.ink, size_pt=6.5),
    ]


def copies(count: int, kind: str) -> str:
    """How many pieces of a ``kind``, as the overview says it: tokens are counted as tokens, the rest as cards.

    >>> copies(1, "animal"), copies(10, "animal"), copies(1, "token")
    ('1 card', '10 cards', '1 token')
    """
    piece = "token" if kind == "token" else "card"
    return f"{count} {piece}" if count == 1 else f"{count} {piece}s"


def overview(surface: Surface, card: Card) -> list[Shape]:
    """The pyramid overview: one row per animal, each labelled with its row, name and number of cards."""
    shapes = generic.sheet_frame(surface, card)
    area = generic.body_area(surface)
    animals = animals_by_row(surface)
    rows = len(animals)
    intro = Box(area.x, area.y, area.w, 14.0)
    shapes.append(RULES.aligned("center").at(intro, card.text, surface.ink, size_pt=11))
    notes_h = 26.0
    pyramid = Box(area.x, intro.bottom + 3, area.w, area.h - intro.h - notes_h - 6)
    label_w = 44.0
    row_h = pyramid.h / rows
    cell_w = min((pyramid.w - label_w) / rows, row_h * 0.72)
    cells_x = pyramid.x + label_w + (pyramid.w - label_w - rows * cell_w) / 2
    for animal_card in animals:
        row = animal_card.extra["row"]
        y = pyramid.bottom - row * row_h
        accent = surface.accent(animal_card)
        shapes.append(
            RULES.at(
                Box(pyramid.x, y, label_w - 2, row_h),
                f"**{row}** {animal_card.name} ({copies(animal_card.count, animal_card.kind)})",
                surface.ink,
                size_pt=10,
            )
        )
        cells = rows + 1 - row
        left = cells_x + (rows - cells) * cell_w / 2
        for cell in range(cells):
            box = Box(left + cell * cell_w + 0.5, y + 0.5, cell_w - 1.0, row_h - 1.0)
            shapes += [
                Rect(
                    box.x,
                    box.y,
                    box.w,
                    box.h,
                    fill=surface.solid(accent),
                    stroke=surface.dark(accent),
                    stroke_mm=0.3,
                    radius_mm=1.0,
                ),
                picture(card_icon(surface, animal_card), box, surface.on_solid(accent), scale=0.8),
            ]
    others = [other for other in surface.game.cards if other.kind in ("clown", "token")]
    note_box = Box(area.x, area.bottom - notes_h, area.w, notes_h)
    for other, box in zip(others, note_box.columns(max(len(others), 1), 2.0), strict=False):
        text = f"**{other.name}** ({copies(other.count, other.kind)})\n{other.text}"
        shapes += notes(surface, box, text, other, size_pt=9)
    return shapes


FRONTS = {"animal": animal, "clown": clown, "token": show_master, "overview": overview}
"""The kinds this module draws."""
