"""Royal Menagerie: animal cards with their points table (Mammoths double), and the menagerie mat.

Points come from the mat's ``points_by_count`` times the animal's ``multiplier``; the pens are the
animal cards of the data. Roles and actions use the shared card with their symbol.
"""

from __future__ import annotations

from generator.data.model import Card
from generator.design import generic
from generator.design.colors import mix
from generator.design.common import (
    Box,
    DesignError,
    Sheet,
    badge,
    caption,
    card_boxes,
    kind_label,
    pips,
    standard_card,
    symbol_medallion,
    table_row,
    value_table,
)
from generator.layout.shapes import Line, Rect, Shape, Text


def points_by_count(sheet: Sheet) -> list[int]:
    """Points for 0, 1, 2 … animals of one type, from the menagerie mat's data."""
    mat = next((card for card in sheet.game.cards if "points_by_count" in card.extra), None)
    if mat is None:
        raise DesignError(
            f"{sheet.game.id}: no card carries points_by_count, so animal cards cannot show points"
        )
    return list(mat.extra["points_by_count"])


def animal(sheet: Sheet, card: Card) -> list[Shape]:
    """An animal: its symbol in a medallion and how many points one, two or three of it score."""
    boxes = card_boxes(sheet, card)
    accent = sheet.accent(card)
    multiplier = card.extra["multiplier"]
    art = boxes.art
    shapes = symbol_medallion(
        sheet,
        Box(art.x, art.y, art.w * 0.46, art.h),
        card.symbol,
        accent,
        word=f"×{multiplier} POINTS" if multiplier > 1 else "",
    )
    table = Box(art.x + art.w * 0.5, art.y + 0.5, art.w * 0.5, art.h - 1.0)
    counts = points_by_count(sheet)[1:]
    rows = []
    for index, points in enumerate(counts):
        pip_size = min(4.2, (table.h - 5.0) / len(counts) * 0.7)
        drawn = pips(
            table.x + 2.0,
            table_row(table, len(counts), index).cy,
            index + 1,
            pip_size,
            accent,
            mix(accent, sheet.style.ink, 0.4),
        )
        rows.append((drawn, str(points * multiplier)))
    shapes += value_table(sheet, table, rows, accent, "Points")
    return standard_card(
        sheet, card, type_words=[kind_label(sheet, card)], art=shapes, boxes=boxes, corner=card.symbol
    )


def mat(sheet: Sheet, card: Card) -> list[Shape]:
    """The menagerie mat: a pen per animal type (colour, symbol, name, a place per animal with its points)."""
    shapes = generic.sheet_frame(sheet, card)
    area = generic.body_area(sheet)
    style = sheet.style
    animals = [other for other in sheet.game.cards if other.kind == "animal"]
    side_w = 62.0
    pens_area = Box(area.x, area.y, area.w - side_w - 4.0, area.h)
    columns = (len(animals) + 1) // 2
    pen_w, pen_h = pens_area.w / columns, pens_area.h / 2
    points = points_by_count(sheet)
    limit = len(points) - 1
    for index, animal_card in enumerate(animals):
        accent = sheet.accent(animal_card)
        pen = Box(
            pens_area.x + (index % columns) * pen_w + 1.5,
            pens_area.y + (index // columns) * pen_h + 1.5,
            pen_w - 3.0,
            pen_h - 3.0,
        )
        header = Box(pen.x, pen.y, pen.w, 10.0)
        shapes += [
            Rect(
                pen.x,
                pen.y,
                pen.w,
                pen.h,
                fill=sheet.tint(accent, 0.9),
                stroke=accent,
                stroke_mm=0.6,
                radius_mm=2.0,
            ),
            Rect(header.x, header.y, header.w, header.h, fill=accent, radius_mm=2.0),
            *badge(header.x + 7.0, header.cy, 8.0, animal_card.symbol, style.paper, accent, accent),
            Text(
                header.x + 12.5,
                header.y + 1.0,
                header.w - 14.0,
                header.h - 2.0,
                animal_card.name,
                font="display-bold",
                size_pt=14,
                min_size_pt=8,
                color=sheet.on(accent),
                valign="middle",
                leading=1.0,
            ),
        ]
        slot_w = min((pen.w - 8.0) / limit, 16.0)
        slots_x = pen.cx - limit * slot_w / 2
        for slot in range(limit):
            x = slots_x + slot * slot_w + 1.0
            shapes += [
                Rect(
                    x,
                    header.bottom + 5.0,
                    slot_w - 2.0,
                    pen.h - header.h - 14.0,
                    stroke=mix(accent, style.paper, 0.3),
                    stroke_mm=0.35,
                    radius_mm=1.0,
                ),
                caption(
                    Box(x - 1.0, pen.bottom - 8.0, slot_w, 4.0),
                    f"{slot + 1} → {points[slot + 1] * animal_card.extra['multiplier']}",
                    mix(accent, style.ink, 0.4),
                    size_pt=8,
                ),
            ]
    side = Box(area.x + area.w - side_w, area.y + 1.5, side_w, area.h - 3.0)
    shapes += points_panel(sheet, card, Box(side.x, side.y, side.w, 62.0), animals)
    shapes += generic.sheet_notes(sheet, card, Box(side.x, side.y + 66.0, side.w, side.h - 66.0))
    return shapes


def points_panel(sheet: Sheet, card: Card, box: Box, animals: list[Card]) -> list[Shape]:
    """The mat's scoring table: animals in a pen across, points for each multiplier down."""
    style = sheet.style
    accent = sheet.accent(card)
    counts = points_by_count(sheet)
    multipliers = sorted({animal_card.extra["multiplier"] for animal_card in animals})
    columns = [f"×{multiplier}" for multiplier in multipliers]
    column_w = (box.w - 18.0) / len(columns)
    row_h = (box.h - 16.0) / len(counts)
    shapes: list[Shape] = [
        Rect(
            box.x,
            box.y,
            box.w,
            box.h,
            fill=sheet.tint(accent, 0.85),
            stroke=accent,
            stroke_mm=0.4,
            radius_mm=1.5,
        ),
        caption(Box(box.x, box.y + 1.0, box.w, 6.0), "POINTS PER PEN", style.ink, size_pt=10),
    ]
    for position, label in enumerate(columns):
        members = [a for a in animals if f"×{a.extra['multiplier']}" == label]
        names = (
            ", ".join(a.name for a in members) if len(members) <= 2 else " ".join(a.symbol for a in members)
        )
        shapes.append(
            Text(
                box.x + 18.0 + position * column_w,
                box.y + 7.0,
                column_w,
                8.0,
                f"**{label}**\n{names}",
                size_pt=7,
                min_size_pt=4.5,
                color=style.ink,
                align="center",
                valign="middle",
                leading=1.1,
            )
        )
    for number, points in enumerate(counts):
        top = box.y + 16.0 + number * row_h
        shapes += [
            Line(
                box.x + 2.0, top, box.x + box.w - 2.0, top, color=mix(accent, style.paper, 0.4), width_mm=0.25
            ),
            *pips(
                box.x + 3.0,
                top + row_h / 2,
                number,
                min(row_h * 0.7, 5.0),
                accent,
                mix(accent, style.ink, 0.4),
            ),
        ]
        if not number:
            shapes.append(
                caption(Box(box.x + 2.0, top, 14.0, row_h), "none", style.ink, size_pt=7, font="body")
            )
        for position, multiplier in enumerate(multipliers):
            shapes.append(
                Text(
                    box.x + 18.0 + position * column_w,
                    top,
                    column_w,
                    row_h,
                    str(points * multiplier),
                    font="body-bold",
                    size_pt=12,
                    min_size_pt=6,
                    color=style.ink,
                    align="center",
                    valign="middle",
                    leading=1.0,
                )
            )
    return shapes


FRONTS = {"animal": animal, "mat": mat}
"""The kinds this module draws."""
