"""The standard card: frame, title band with corner badges, type line, picture window, rules and footer.

Sizes are proportions of the format, so the parts fit poker, bridge, tarot or mini cards alike. The
title band is cut as the game's data says (``style.title``), so each game's cards look its own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from generator.data.model import Card
from generator.design.parts import (
    art_panel,
    badge,
    band,
    caption,
    corner_badge_shift,
    corner_clearance,
    distinct_words,
    footer,
    frame,
    icon_badge,
    rules_box,
    text_height_mm,
)
from generator.design.sheet import Box, Sheet, expand
from generator.layout.shapes import Shape


@dataclass(frozen=True)
class CardBoxes:
    """The named regions of a standard card, top to bottom."""

    title: Box
    type_line: Box
    art: Box
    rules: Box
    footer: Box


def card_boxes(sheet: Sheet, card: Card, *, min_art: float = 0.3, max_art: float = 0.46) -> CardBoxes:
    """Split a card's content area into title, type line, art, rules and footer.

    The rules box gets the height the card's texts need; the art takes the rest, between ``min_art``
    and ``max_art`` of the content height (``max_art=0``: no art, all room to the rules).
    """
    area = sheet.content
    title_h = max(7.5, area.h * 0.115)
    type_h = 4.0
    footer_h = 3.4
    gap = 1.2
    fixed = title_h + 0.6 + type_h + gap * 0.5 + gap + gap * 0.6 + footer_h
    wanted = (
        text_height_mm(expand(sheet.game, card.text), area.w - 3.2, 8.5)
        + text_height_mm(expand(sheet.game, card.flavor), area.w - 3.2, 7.0)
        + 5.0
    )
    art_h = min(max(area.h - fixed - wanted, area.h * min_art), area.h * max_art)
    title = Box(area.x, area.y, area.w, title_h)
    type_line = Box(area.x, title.bottom + 0.6, area.w, type_h)
    art = Box(area.x, type_line.bottom + gap * 0.5, area.w, art_h)
    footer_box = Box(area.x, area.bottom - footer_h, area.w, footer_h)
    rules_top = art.bottom + gap if art_h > 0 else art.y
    rules = Box(area.x, rules_top, area.w, footer_box.y - gap * 0.6 - rules_top)
    return CardBoxes(title, type_line, art, rules, footer_box)


@dataclass(frozen=True)
class Corner:
    """A badge at one end of the title band: a value (a cost, crowns) or a small icon, and its colours."""

    value: str = ""
    icon: str = ""
    fill: str = ""
    color: str = ""
    ring: str = ""


def corner_shapes(sheet: Sheet, corner: Corner, cx: float, cy: float, size: float, accent: str) -> list[Shape]:
    """One corner badge."""
    if corner.icon:
        return icon_badge(sheet, cx, cy, size, corner.icon, corner.fill or accent)
    fill = sheet.paper if sheet.light else corner.fill
    color = sheet.dark(corner.ring) if sheet.light and corner.fill not in (sheet.paper, "") else corner.color
    return badge(cx, cy, size, corner.value, fill, color, corner.ring)


def standard_card(
    sheet: Sheet,
    card: Card,
    *,
    type_words: list[str],
    art: list[Shape],
    boxes: CardBoxes,
    corners: tuple[Corner | None, Corner | None] = (None, None),
    text: str | None = None,
    title_trim: Callable[[Sheet, Box, str], list[Shape]] | None = None,
    rules_size_pt: float = 8.5,
) -> list[Shape]:
    """The common card: frame, title band with corner badges, type line, art, rules and footer.

    ``corners`` are the badges at the two ends of the title (a cost and crowns, or the card's icon
    at both ends so it shows in a hand fanned either way). ``title_trim`` draws a game's ornament
    under the title band (given the sheet, the band and the card's colour).
    """
    accent = sheet.accent(card)
    shapes = frame(sheet, accent)
    title = boxes.title
    size = title.h + 1.6
    left, right = corners
    shift = corner_badge_shift(sheet, boxes.title.x + size / 2 - 0.6, title.cy, size / 2) if left or right else 0.0
    if left or right:
        title = Box(title.x + size * 0.55 + shift, title.y, title.w - size * 1.1 - 2 * shift, title.h)
    if title_trim:
        shapes += title_trim(sheet, title, accent)
    reserve = size * 0.45 if left or right else 0.0
    shapes += band(sheet, title, accent, card.name, shape=sheet.style.title, reserve=reserve)
    ends = (boxes.title.x + size / 2 - 0.6 + shift, boxes.title.right - size / 2 + 0.6 - shift)
    for corner, cx in zip((left, right), ends, strict=True):
        if corner:
            shapes += corner_shapes(sheet, corner, cx, title.cy, size, accent)
    shapes.append(caption(boxes.type_line, "  ·  ".join(distinct_words(type_words)), sheet.dark(accent)))
    if boxes.art.h > 0:
        shapes += art_panel(sheet, boxes.art, accent) + art
    body = card.text if text is None else text
    if body or card.flavor:
        shapes += rules_box(sheet, boxes.rules, body, card.flavor, accent, size_pt=rules_size_pt)
    clear = corner_clearance(sheet, boxes.footer)
    return shapes + footer(
        sheet, card, Box(boxes.footer.x + clear, boxes.footer.y, boxes.footer.w - 2 * clear, boxes.footer.h)
    )


def icon_corners(card: Card) -> tuple[Corner, Corner]:
    """The card's own icon in a badge at both ends of its title."""
    return (Corner(icon=card.icon), Corner(icon=card.icon))
