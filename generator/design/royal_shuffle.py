"""Royal Shuffle: the 54 playing cards with their pips and their role in this game, and the player aid.

Each card's role (house, child, adult, tent, king, queen, jack, joker), points and multiplier come
from the data; the pips follow the classic layouts, the lower half turned upside down.
"""

from __future__ import annotations

from generator.data.model import Card
from generator.design import icons
from generator.design.colors import mix
from generator.design.common import (
    Box,
    Sheet,
    caption,
    card_boxes,
    footer,
    frame,
    kind_label,
    rules_box,
    standard_card,
    table_row,
    value_table,
)
from generator.layout.shapes import Shape, Text

PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.5, 0.0), (0.5, 1.0)),
    3: ((0.5, 0.0), (0.5, 0.5), (0.5, 1.0)),
    4: ((0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)),
    5: ((0.0, 0.0), (1.0, 0.0), (0.5, 0.5), (0.0, 1.0), (1.0, 1.0)),
    6: ((0.0, 0.0), (1.0, 0.0), (0.0, 0.5), (1.0, 0.5), (0.0, 1.0), (1.0, 1.0)),
    7: ((0.0, 0.0), (1.0, 0.0), (0.5, 0.25), (0.0, 0.5), (1.0, 0.5), (0.0, 1.0), (1.0, 1.0)),
    8: ((0.0, 0.0), (1.0, 0.0), (0.5, 0.25), (0.0, 0.5), (1.0, 0.5), (0.5, 0.75), (0.0, 1.0), (1.0, 1.0)),
    9: (
        (0.0, 0.0),
        (1.0, 0.0),
        (0.0, 1 / 3),
        (1.0, 1 / 3),
        (0.5, 0.5),
        (0.0, 2 / 3),
        (1.0, 2 / 3),
        (0.0, 1.0),
        (1.0, 1.0),
    ),
    10: (
        (0.0, 0.0),
        (1.0, 0.0),
        (0.5, 1 / 6),
        (0.0, 1 / 3),
        (1.0, 1 / 3),
        (0.0, 2 / 3),
        (1.0, 2 / 3),
        (0.5, 5 / 6),
        (0.0, 1.0),
        (1.0, 1.0),
    ),
}
"""Classic pip positions for 1 (ace) to 10, as fractions of the pip area (x across, y down)."""


def suit_letter(card: Card) -> str:
    """``S``, ``H``, ``D`` or ``C`` from the card's ``suit`` (spades, hearts, diamonds, clubs)."""
    return card.extra["suit"][0].upper()


def pip_count(card: Card) -> int:
    """How many pips a number card shows (the ace one)."""
    rank = card.extra["rank"]
    return 1 if rank == "A" else int(rank)


def points_word(points: int) -> str:
    """``1 point``, ``0 points``."""
    return f"{points} point" if abs(points) == 1 else f"{points} points"


def multiplier_word(multiplier: float) -> str:
    """``×3``, ``×1.5``."""
    return f"×{multiplier:g}"


def index(sheet: Sheet, card: Card, x: float, y: float) -> list[Shape]:
    """A corner index: the rank above its suit in the card's colour (a star for a card without rank)."""
    accent = sheet.accent(card)
    if "rank" not in card.extra:
        return icons.star(x + 4.5, y + 5.0, 4.2, accent)
    return [
        Text(
            x,
            y,
            9.0,
            7.0,
            card.extra["rank"],
            font="body-bold",
            size_pt=16,
            min_size_pt=8,
            color=accent,
            align="center",
            valign="middle",
            leading=1.0,
        ),
        *icons.suit(x + 4.5, y + 9.5, 4.6, suit_letter(card), accent),
    ]


def playing_card(sheet: Sheet, card: Card, centre: list[Shape], pip_box: Box, role: str) -> list[Shape]:
    """The frame, both top indices, the name and role between them, the centre art, the rules and footer."""
    accent = sheet.accent(card)
    style = sheet.style
    area = sheet.content
    shapes = frame(sheet, accent)
    shapes += index(sheet, card, area.x, area.y) + index(sheet, card, area.x + area.w - 9.0, area.y)
    between = Box(area.x + 10.0, area.y, area.w - 20.0, 6.5)
    shapes.append(
        Text(
            between.x,
            between.y,
            between.w,
            between.h,
            card.name,
            font="display-bold",
            size_pt=11,
            min_size_pt=6,
            color=style.ink,
            align="center",
            valign="middle",
            leading=1.0,
        )
    )
    marks = list(dict.fromkeys(word.upper() for word in (card.symbol, role) if word))
    shapes.append(
        caption(Box(between.x, between.bottom, between.w, 4.0), " · ".join(marks), mix(accent, style.ink, 0.3))
    )
    shapes += centre
    rules = Box(area.x, pip_box.bottom + 3.0, area.w, area.bottom - 4.6 - pip_box.bottom - 3.0)
    shapes += rules_box(sheet, rules, card.text, card.flavor, accent, size_pt=7.5)
    shapes += footer(sheet, card, Box(area.x, area.bottom - 3.6, area.w, 3.6), mix(style.ink, style.paper, 0.35))
    return shapes


def pip_area(sheet: Sheet) -> Box:
    """Where the pips or the court figure go."""
    area = sheet.content
    return Box(area.x + 10.0, area.y + 13.0, area.w - 20.0, area.h * 0.5)


def village_card(sheet: Sheet, card: Card) -> list[Shape]:
    """A number card (house, child, adult or tent): its pips and its points in this game."""
    accent = sheet.accent(card)
    box = pip_area(sheet)
    count = pip_count(card)
    size = 11.0 if count == 1 else 6.0
    inner = box.inset(size / 2 + 0.5)
    shapes: list[Shape] = []
    for fx, fy in PIPS[count]:
        cx, cy = inner.x + fx * inner.w, inner.y + fy * inner.h
        pip = icons.suit(cx, cy, size, suit_letter(card), accent)
        shapes += icons.flipped(pip, cy) if fy > 0.5 else pip
    role = f"{kind_label(sheet, card)} · {points_word(card.extra['points'])}"
    return playing_card(sheet, card, shapes, box, role)


def court_card(sheet: Sheet, card: Card) -> list[Shape]:
    """A King, Queen or Jack: a crown over its rank and suit, and the multiplier it gives its suit."""
    accent = sheet.accent(card)
    style = sheet.style
    box = pip_area(sheet)
    multiplier = multiplier_word(card.extra["multiplier"])
    crown_w = box.w * 0.55
    shapes: list[Shape] = [
        *icons.crown(
            box.cx,
            box.y + crown_w * 0.4,
            crown_w,
            style.secondary,
            stroke=mix(style.secondary, style.ink, 0.5),
        ),
        *icons.suit(box.cx, box.y + box.h * 0.55, box.w * 0.3, suit_letter(card), accent),
        Text(
            box.x,
            box.y + box.h * 0.72,
            box.w,
            box.h * 0.28,
            multiplier,
            font="body-bold",
            size_pt=22,
            min_size_pt=8,
            color=accent,
            align="center",
            valign="middle",
            leading=1.0,
        ),
    ]
    role = f"{kind_label(sheet, card)} · {multiplier} to {card.extra['suit']}"
    return playing_card(sheet, card, shapes, box, role)


def joker(sheet: Sheet, card: Card) -> list[Shape]:
    """A Joker: a star in the middle and the end of the reign."""
    accent = sheet.accent(card)
    box = pip_area(sheet)
    shapes = [
        *icons.star(box.cx, box.cy - 3.0, box.w * 0.36, accent, stroke=sheet.style.secondary),
        caption(Box(box.x, box.bottom - 6.0, box.w, 6.0), card.symbol, accent, size_pt=12),
    ]
    return playing_card(sheet, card, shapes, box, kind_label(sheet, card))


def ranks(cards: list[Card]) -> str:
    """The ranks of some cards, as ``A`` or ``2–5``."""
    values = sorted({card.extra["rank"] for card in cards}, key=lambda rank: (rank != "A", len(rank), rank))
    return values[0] if len(values) == 1 else f"{values[0]}–{values[-1]}"


def aid(sheet: Sheet, card: Card) -> list[Shape]:
    """The player aid: the village roles with their ranks and points, the court multipliers, and the turn."""
    boxes = card_boxes(sheet, card, min_art=0.4, max_art=0.44)
    game = sheet.game
    members = {kind: [other for other in game.cards if other.kind == kind] for kind in game.kinds}
    village = [kind for kind, cards in members.items() if cards and "points" in cards[0].extra]
    court = [kind for kind, cards in members.items() if cards and "multiplier" in cards[0].extra]
    table = boxes.art
    count = len(village) + 1

    def label(index: int, text: str, width: float) -> list[Shape]:
        row = table_row(table, count, index)
        return [
            Text(
                row.x + 2.0,
                row.y,
                width,
                row.h,
                text,
                size_pt=9,
                min_size_pt=5,
                color=sheet.style.ink,
                valign="middle",
            )
        ]

    rows = [
        (
            label(index, f"**{ranks(members[kind])}** {game.kinds[kind].label}", table.w * 0.55),
            f"{members[kind][0].extra['points']:+d}" if members[kind][0].extra["points"] else "0",
        )
        for index, kind in enumerate(village)
    ]
    court_line = "   ".join(
        f"**{ranks(members[kind])}** {multiplier_word(members[kind][0].extra['multiplier'])}" for kind in court
    )
    rows.append((label(len(village), f"Court, per suit: {court_line}", table.w - 4.0), ""))
    art = value_table(sheet, table, rows, sheet.accent(card), "Village and court")
    return standard_card(sheet, card, type_words=[kind_label(sheet, card), card.symbol], art=art, boxes=boxes)


FRONTS = {
    "house": village_card,
    "child": village_card,
    "adult": village_card,
    "tent": village_card,
    "king": court_card,
    "queen": court_card,
    "jack": court_card,
    "joker": joker,
    "aid": aid,
}
"""The kinds this module draws."""
