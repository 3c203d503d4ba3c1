"""Royal Menagerie: animal cards with their points table (Mammoths double), and the menagerie mat.

Points come from the mat's ``points_by_count`` times the animal's ``multiplier``; the pens are the
animal cards of the data. Roles and actions use the shared card with their symbol.
"""

from __future__ import annotations

from generator.data.model import Card
from generator.design import generic
from generator.design.colors import mix
from generator.design.common import (
    SAFE_MM,
    Box,
    DesignError,
    Sheet,
    badge,
    band,
    bleed_fill,
    caption,
    card_boxes,
    footer,
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
        raise DesignError(f"{sheet.game.id}: no card carries points_by_count, so animal cards cannot show points")
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
    return standard_card(sheet, card, type_words=[kind_label(sheet, card)], art=shapes, boxes=boxes, corner=card.symbol)


def mat(sheet: Sheet, card: Card) -> list[Shape]:
    """The menagerie mat: a card-sized pen per animal type, where that type's cards stack, and beside the
    pens the name, the points table and the mat's rules."""
    style = sheet.style
    accent = sheet.accent(card)
    animals = [other for other in sheet.game.cards if other.kind == "animal"]
    size = sheet.game.deck(animals[0].deck).format
    columns, gap = (len(animals) + 1) // 2, PEN_GAP_MM
    block_w, block_h = columns * size.width_mm + (columns - 1) * gap, 2 * size.height_mm + gap
    margin = (sheet.height - block_h) / 2
    side = Box(margin + block_w + 1.5 * gap, margin, sheet.width - 2 * margin - block_w - 1.5 * gap, block_h)
    if margin < SAFE_MM or side.w < SIDE_PANEL_MIN_MM:
        raise DesignError(
            f"{sheet.game.id}: a {sheet.width:g} × {sheet.height:g} mm mat cannot hold "
            f"{len(animals)} card-sized pens and its points table"
        )
    border = sheet.trim.inset(1.5)
    shapes: list[Shape] = [
        bleed_fill(sheet, style.paper),
        Rect(border.x, border.y, border.w, border.h, stroke=accent, stroke_mm=0.8, radius_mm=2.0),
    ]
    points = points_by_count(sheet)
    for index, animal_card in enumerate(animals):
        x = margin + (index % columns) * (size.width_mm + gap)
        y = margin + (index // columns) * (size.height_mm + gap)
        shapes += pen(sheet, animal_card, Box(x, y, size.width_mm, size.height_mm), size.corner_mm, points)
    title = f"{card.name} · {card.symbol}" if card.symbol else card.name
    shapes += band(Box(side.x, side.y, side.w, 12.0), accent, title, sheet.on(accent), size_pt=16)
    shapes += points_panel(sheet, card, Box(side.x, side.y + 15.0, side.w, 58.0), animals)
    shapes += generic.sheet_notes(sheet, card, Box(side.x, side.y + 76.0, side.w, side.h - 83.0))
    shapes += footer(sheet, card, Box(side.x, side.bottom - 5.0, side.w, 4.0), mix(style.ink, style.paper, 0.35))
    return shapes


PEN_GAP_MM = 3.0
"""Space between two pens of the mat."""
SIDE_PANEL_MIN_MM = 45.0
"""Narrowest room beside the pens for the points table and the rules."""
PIP_MM = 5.0
"""Height of the little cards that show a pen's count."""


def pen(sheet: Sheet, animal_card: Card, box: Box, corner_mm: float, points: list[int]) -> list[Shape]:
    """One pen: exactly an animal card's size, marked with its animal and what one, two or three score."""
    style = sheet.style
    accent = sheet.accent(animal_card)
    multiplier = animal_card.extra["multiplier"]
    header = Box(box.x + 2.0, box.y + 2.0, box.w - 4.0, 10.0)
    medallion = Box(box.x + 6.0, header.bottom + 4.0, box.w - 12.0, 36.0)
    cell_w = (box.w - 6.0) / (len(points) - 1)
    shapes: list[Shape] = [
        Rect(
            box.x, box.y, box.w, box.h, fill=sheet.tint(accent, 0.88), stroke=accent, stroke_mm=0.6, radius_mm=corner_mm
        ),
        Rect(header.x, header.y, header.w, header.h, fill=accent, radius_mm=2.0),
        *badge(header.x + 5.5, header.cy, 8.0, animal_card.symbol, style.paper, accent, accent),
        Text(
            header.x + 10.5,
            header.y + 1.0,
            header.w - 12.0,
            header.h - 2.0,
            animal_card.name,
            font="display-bold",
            size_pt=13,
            min_size_pt=8,
            color=sheet.on(accent),
            valign="middle",
            leading=1.0,
        ),
        *symbol_medallion(
            sheet,
            medallion,
            animal_card.symbol,
            mix(accent, style.paper, 0.35),
            word=f"×{multiplier} POINTS" if multiplier > 1 else "",
        ),
    ]
    for count in range(1, len(points)):
        cell = Box(box.x + 3.0 + (count - 1) * cell_w, medallion.bottom + 5.0, cell_w, 14.0)
        shapes += [
            *pips(
                cell.cx - (count * 0.88 - 0.18) * PIP_MM / 2,
                cell.y + 4.0,
                count,
                PIP_MM,
                accent,
                mix(accent, style.ink, 0.4),
            ),
            Text(
                cell.x,
                cell.y + 7.5,
                cell.w,
                6.0,
                f"→ {points[count] * multiplier}",
                font="body-bold",
                size_pt=11,
                min_size_pt=8,
                color=style.ink,
                align="center",
                valign="middle",
                leading=1.0,
            ),
        ]
    shapes.append(
        Text(
            box.x + 4.0,
            box.bottom - 14.0,
            box.w - 8.0,
            11.0,
            "Stack this animal's cards here, at most three.",
            size_pt=8,
            min_size_pt=6,
            color=mix(accent, style.ink, 0.5),
            align="center",
            valign="middle",
        )
    )
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
        names = ", ".join(a.name for a in members) if len(members) <= 2 else f"the other {len(members)}"
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
            Line(box.x + 2.0, top, box.x + box.w - 2.0, top, color=mix(accent, style.paper, 0.4), width_mm=0.25),
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
            shapes.append(caption(Box(box.x + 2.0, top, 14.0, row_h), "none", style.ink, size_pt=7, font="body"))
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
