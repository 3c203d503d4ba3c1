"""Royal Menagerie: animal cards with their points table (Mammoths double), and the menagerie mat.

Points come from the mat's ``points_by_count`` times the animal's ``multiplier``; the pens are the
animal cards of the data. Roles and actions use the generic card with their picture.
"""

from __future__ import annotations

from generator.data.model import Card
from generator.design.card import card_boxes, framed_picture, icon_corners, label_color, look_of, standard_card
from generator.design.parts import bleed_fill, caption, picture, pips, pips_width, table_row, value_table
from generator.design.surface import Box, DesignError, Surface, card_icon, kind_label
from generator.design.texts import NOTE, VALUE
from generator.layout.shapes import Rect, Shape

PEN_MIN_MM = (70.0, 96.0)
"""A pen holds a card with room for sleeves and a fanned stack (the issue's table-fit target)."""
STRIP_MIN_MM = 11.0
"""Narrowest scoring strip beside a pen."""


def points_by_count(surface: Surface) -> list[int]:
    """Points for 0, 1, 2 … animals of one type, from the menagerie mat's data."""
    mat = next((card for card in surface.game.cards if "points_by_count" in card.extra), None)
    if mat is None:
        raise DesignError(f"{surface.game.id}: no card carries points_by_count, so animal cards cannot show points")
    return list(mat.extra["points_by_count"])


def multiplier_word(multiplier: int) -> str:
    """``DOUBLE POINTS``, ``TRIPLE POINTS``, ``×4 POINTS``; empty for 1."""
    return {1: "", 2: "DOUBLE POINTS", 3: "TRIPLE POINTS"}.get(multiplier, f"×{multiplier} POINTS")


def animal(surface: Surface, card: Card) -> list[Shape]:
    """An animal: its picture and how many points one, two or three of it score."""
    boxes = card_boxes(surface, card)
    accent = surface.accent(card)
    multiplier = card.extra["multiplier"]
    art = boxes.art
    left = Box(art.x, art.y, art.w * 0.48, art.h)
    word = multiplier_word(multiplier)
    picture_box = Box(left.x, left.y, left.w, left.h - (4.0 if word else 0.0))
    shapes: list[Shape] = framed_picture(surface, card, picture_box)
    if word:
        shapes.append(caption(Box(left.x, left.bottom - 3.6, left.w, 3.6), word, label_color(surface, card)))
    table = Box(art.x + art.w * 0.52, art.y + 0.5, art.w * 0.48, art.h - 1.0)
    counts = points_by_count(surface)[1:]
    rows = []
    for index, points in enumerate(counts):
        pip_size = min(4.2, (table.h - 5.0) / len(counts) * 0.7)
        row = table_row(table, len(counts), index)
        drawn = pips(table.x + 2.0, row.cy, index + 1, pip_size, surface.solid(accent), surface.dark(accent))
        rows.append((drawn, str(points * multiplier)))
    shapes += value_table(surface, table, rows, accent, "Points")
    return standard_card(
        surface,
        card,
        type_words=[kind_label(surface, card)],
        art=shapes,
        boxes=boxes,
        corners=icon_corners(surface, card),
    )


def mat(surface: Surface, card: Card) -> list[Shape]:
    """The menagerie mat: a pen per animal type, at least ``PEN_MIN_MM``, each with its scoring strip
    beside it (outside the pen, so the stack never hides it)."""
    animals = [other for other in surface.game.cards if other.kind == "animal"]
    columns, rows = (len(animals) + 1) // 2, 2
    margin, gap = 1.5, 1.0
    cell_w = (surface.width - 2 * margin - (columns - 1) * gap) / columns
    pen_h = (surface.height - 2 * margin - (rows - 1) * gap) / rows
    strip_w = cell_w - PEN_MIN_MM[0]
    if strip_w < STRIP_MIN_MM or pen_h < PEN_MIN_MM[1]:
        raise DesignError(
            f"{surface.game.id}: a {surface.width:g} × {surface.height:g} mm mat cannot hold {len(animals)} pens of "
            f"{PEN_MIN_MM[0]:g} × {PEN_MIN_MM[1]:g} mm with their scoring strips"
        )
    shapes: list[Shape] = [bleed_fill(surface, surface.paper)]
    points = points_by_count(surface)
    for index, animal_card in enumerate(animals):
        x = margin + (index % columns) * (cell_w + gap)
        y = margin + (index // columns) * (pen_h + gap)
        first = index == 0
        shapes += pen(surface, animal_card, Box(x, y, PEN_MIN_MM[0], pen_h))
        inner = Box(x, y, PEN_MIN_MM[0], pen_h).inset(SAFE_INSET_MM)
        if first:
            shapes += [
                picture(card_icon(surface, card), Box(inner.x, inner.y + 11.8, 3.4, 3.4), surface.muted),
                caption(Box(inner.x + 4.4, inner.y + 11.8, inner.w - 8.8, 3.4), card.name.upper(), surface.muted),
            ]
        shapes += strip(surface, animal_card, Box(x + PEN_MIN_MM[0], y, strip_w, pen_h), points)
    return shapes


def pen(surface: Surface, animal_card: Card, box: Box) -> list[Shape]:
    """One pen: a field in the animal's colour where its cards stack, named, with its picture (how many
    it holds is the strip's last row: no number here to confuse with the points beside it)."""
    accent = surface.accent(animal_card)
    inner = box.inset(SAFE_INSET_MM)
    return [
        Rect(
            box.x,
            box.y,
            box.w,
            box.h,
            fill=surface.tint(accent, 0.86),
            stroke=accent if surface.light else "",
            stroke_mm=0.4,
        ),
        *look_of(surface).title(surface, Box(inner.x, inner.y, inner.w, 11.0), animal_card.name, accent),
        picture(
            card_icon(surface, animal_card),
            Box(inner.x, inner.y + 15.8, inner.w, inner.h - 35.8),
            surface.tint(accent, 0.55),
        ),
        NOTE.at(
            Box(inner.x, inner.bottom - 16.0, inner.w, 11.0),
            "Full at the strip's last row. Stampede: when all six types stand in your menagerie, discard one of each.",
            surface.dark(accent),
        ),
    ]


SAFE_INSET_MM = 4.5
"""How far a pen's texts and picture keep from its edge (and so from the mat's trim)."""


def strip(surface: Surface, animal_card: Card, box: Box, points: list[int]) -> list[Shape]:
    """The scoring strip beside a pen: for one, two and three cards in the pen, the points they score."""
    accent = surface.accent(animal_card)
    multiplier = animal_card.extra["multiplier"]
    counts = range(1, len(points))
    area = Box(box.x + 0.5, box.y + SAFE_INSET_MM + 2.0, box.w - 2.5, box.h - 2 * SAFE_INSET_MM - 4.0)
    cells = area.rows(len(counts), 2.0)
    shapes: list[Shape] = [Rect(box.x, box.y, box.w, box.h, fill=surface.tint(accent, 0.94), stroke_mm=0.3)]
    for count, cell in zip(counts, cells, strict=True):
        size = min(4.5, (cell.w - 2.0) / (count * 0.88))
        shapes += pips(
            cell.cx - pips_width(count, size) / 2,
            cell.y + cell.h * 0.3,
            count,
            size,
            surface.solid(accent),
            surface.dark(accent),
        )
        shapes.append(
            VALUE.at(
                Box(cell.x, cell.y + cell.h * 0.5, cell.w, cell.h * 0.4),
                str(points[count] * multiplier),
                surface.ink,
                size_pt=16,
            )
        )
    return shapes


FRONTS = {"animal": animal, "mat": mat}
"""The kinds this module draws."""
