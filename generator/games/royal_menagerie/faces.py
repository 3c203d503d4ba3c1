"""Royal Menagerie: animal cards with their points table (Mammoths double), and the menagerie mat.

Points come from the mat's ``points_by_count`` times the animal's ``multiplier``; the pens are the
animal cards of the data, the mat's rules its text. Roles and actions use the generic card with their picture.
"""

from __future__ import annotations

from generator.data.model import Card
from generator.design.card import card_boxes, framed_picture, icon_corners, label_color, look_of, standard_card
from generator.design.parts import (
    bleed_fill,
    caption,
    picture,
    pips,
    table_row,
    text_height_mm,
    value_table,
    without_sentences,
)
from generator.design.surface import Box, DesignError, Surface, card_icon, expand, kind_label
from generator.design.texts import RULES
from generator.layout.shapes import Rect, Shape

PEN_MIN_MM = (70.0, 96.0)
"""A pen holds a card with room for sleeves and a fanned stack (the issue's table-fit target)."""


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
    """The menagerie mat: down its left side a title band (the mat's emblem and name, the points a pen scores
    and the mat's rules, each said once), then a pen per animal type of at least ``PEN_MIN_MM``."""
    animals = [other for other in surface.game.cards if other.kind == "animal"]
    columns, rows = (len(animals) + 1) // 2, 2
    pen_h = (surface.height - 2 * MARGIN_MM - (rows - 1) * GAP_MM) / rows
    band_w = surface.width - 2 * MARGIN_MM - columns * (PEN_MIN_MM[0] + GAP_MM)
    if band_w < BAND_MIN_MM or pen_h < PEN_MIN_MM[1]:
        raise DesignError(
            f"{surface.game.id}: a {surface.width:g} × {surface.height:g} mm mat cannot hold {len(animals)} pens of "
            f"{PEN_MIN_MM[0]:g} × {PEN_MIN_MM[1]:g} mm beside a {BAND_MIN_MM:g} mm title band"
        )
    shapes: list[Shape] = [bleed_fill(surface, surface.paper)]
    shapes += band(surface, card, Box(MARGIN_MM, MARGIN_MM, band_w, surface.height - 2 * MARGIN_MM), animals)
    left = MARGIN_MM + band_w + GAP_MM
    for index, animal_card in enumerate(animals):
        x = left + (index % columns) * (PEN_MIN_MM[0] + GAP_MM)
        y = MARGIN_MM + (index // columns) * (pen_h + GAP_MM)
        shapes += pen(surface, animal_card, Box(x, y, PEN_MIN_MM[0], pen_h))
    return shapes


MARGIN_MM = 1.5
"""Paper round the mat's band and pens."""
GAP_MM = 1.0
"""Paper between two pens, and between the band and the pens."""
BAND_MIN_MM = 30.0
"""Narrowest title band: its name, points table and rules stay legible."""
SAFE_INSET_MM = 4.5
"""How far the band's and the pens' texts and pictures keep from their edges (and so from the mat's trim)."""


def band(surface: Surface, card: Card, box: Box, animals: list[Card]) -> list[Shape]:
    """The mat's title band: an enamel panel of the game's colour with a brass edge (outlines when light);
    at its head the mat's name, the points one pen scores by how many animals stand in it and which animals
    score more; at its foot the mat's rules (its text, less the points the table shows); the mat's emblem
    between them."""
    look = look_of(surface)
    enamel = surface.style.primary
    inner = box.inset(SAFE_INSET_MM)
    shapes: list[Shape] = [
        Rect(box.x, box.y, box.w, box.h, fill=surface.solid(enamel), stroke=surface.edge(enamel), stroke_mm=0.4),
        Rect(
            box.x + 1.2,
            box.y + 1.2,
            box.w - 2.4,
            box.h - 2.4,
            stroke=surface.style.secondary,
            stroke_mm=0.25 if surface.light else 0.6,
        ),
    ]
    shapes += look.title(surface, Box(box.x + 0.5, inner.y, box.w - 1.0, 9.0), card.name, enamel)
    points = points_by_count(surface)
    table = Box(inner.x, inner.y + 13.0, inner.w, 10.0 * (len(points) - 1) + 5.0)
    shapes += points_table(surface, table, points, enamel)
    y = table.bottom + 1.5
    for animal_card in (other for other in animals if other.extra["multiplier"] != 1):
        line = Box(inner.x, y, inner.w, 7.0)
        shapes += [
            picture(card_icon(surface, animal_card), Box(line.x, line.y, 7.0, 7.0), surface.on_solid(enamel)),
            caption(
                Box(line.x + 8.0, line.y, line.w - 8.0, line.h),
                f"{animal_card.name.upper()}: {multiplier_word(animal_card.extra['multiplier'])}",
                surface.on_solid(enamel),
            ),
        ]
        y = line.bottom + 1.0
    text = without_sentences(expand(surface.game, card.text), r"Points per pen[^.]*\.")
    words = box.w - 5.0 - 2 * RULES_INSET_MM
    rules_h = text_height_mm(text, words, RULES_PT) + 2 * RULES_INSET_MM
    rules = Box(box.x + 2.5, box.bottom - 2.5 - rules_h, box.w - 5.0, rules_h)
    room = Box(inner.x, y + 2.0, inner.w, rules.y - y - 4.0)
    emblem = room.square(min(1.0, 26.0 / max(room.w, 1.0)))
    return [
        *shapes,
        *look.badge(surface, emblem, card_icon(surface, card), enamel),
        Rect(rules.x, rules.y, rules.w, rules.h, fill=surface.paper, stroke=surface.style.secondary, radius_mm=1.0),
        RULES.at(rules.inset(RULES_INSET_MM), text, surface.ink, size_pt=RULES_PT, role="rules"),
    ]


RULES_PT = 8.5
"""Size of the mat's rules in its band."""
RULES_INSET_MM = 1.6
"""Room round the mat's rules inside their panel."""


def points_table(surface: Surface, box: Box, points: list[int], accent: str) -> list[Shape]:
    """What one pen scores: for one, two, three … animals of its type (little cards), the points."""
    counts = range(1, len(points))
    rows = []
    for count in counts:
        row = table_row(box, len(counts), count - 1)
        size = min(4.2, row.h * 0.62)
        rows.append((pips(box.x + 1.6, row.cy, count, size, surface.paper, surface.dark(accent)), str(points[count])))
    return value_table(surface, box, rows, accent, "Points per pen")


def pen(surface: Surface, animal_card: Card, box: Box) -> list[Shape]:
    """One pen: a field in the animal's colour where its cards stack, named, with its picture."""
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
            Box(inner.x, inner.y + 16.0, inner.w, inner.h - 20.0),
            surface.tint(accent, 0.55),
        ),
    ]


FRONTS = {"animal": animal, "mat": mat}
"""The kinds this module draws."""
