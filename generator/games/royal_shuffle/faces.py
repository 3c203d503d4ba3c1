"""Royal Shuffle: the 54 cards as a real deck of playing cards, and the player aid.

Each card shows its rank and suit index in two opposite corners (the second turned round, so it reads
from across the table), its role in this game (house, child, adult, tent, king, queen, jack, joker)
as a small icon with its points, and pips in the classic layouts (the lower half turned round) or a
court figure. The rules live on the player aid, not on the 54 cards. Roles, points, multipliers and
suit icons come from the data.
"""

from __future__ import annotations

from generator.data.model import Card
from generator.design.card import card_boxes, icon_corners, look_of, standard_card
from generator.design.parts import caption, picture, table_row, value_table
from generator.design.surface import Box, Surface, card_icon, kind_label
from generator.design.texts import RULES, VALUE
from generator.layout.shapes import Icon, Rect, Shape

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
INDEX_W_MM = 9.0
"""Width of a corner index (rank over suit)."""


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


def index(surface: Surface, card: Card, x: float, y: float, *, turned: bool) -> list[Shape]:
    """A corner index: the rank above its suit in the card's colour; the Joker's icon for a card without
    rank. ``turned``: the index of the opposite corner, upside down, (x, y) its top-left as drawn."""
    accent = surface.accent(card)
    if "rank" not in card.extra:
        return [Icon(card_icon(surface, card), x, y + (4.0 if turned else 0.0), INDEX_W_MM, accent, turned=turned)]
    rank = Box(x, y + (6.0 if turned else 0.0), INDEX_W_MM, 7.0)
    suit = Box(x + 0.75, y + (0.0 if turned else 7.0), INDEX_W_MM - 1.5, INDEX_W_MM - 1.5)
    return [
        VALUE.at(rank, card.extra["rank"], accent, size_pt=16, turned=turned),
        Icon(surface.icon(card.extra["suit"]), suit.x, suit.y, suit.w, accent, turned=turned),
    ]


def role_mark(surface: Surface, card: Card, box: Box, *, turned: bool) -> Icon:
    """The card's role in this game (house, child, adult, tent, court figure) as a small icon."""
    return Icon(card_icon(surface, card), box.x, box.y, box.w, surface.dark(surface.accent(card)), turned=turned)


def playing_card(surface: Surface, card: Card, centre: list[Shape], role_line: str) -> list[Shape]:
    """A playing card in the game's look: the two indices, the role icons, the name and role at the top
    (``role_line``, when the name does not say it already), and the centre art."""
    accent = surface.accent(card)
    area = surface.content
    shapes = look_of(surface).frame(surface, accent)
    shapes += index(surface, card, area.x + 0.5, area.y + 0.5, turned=False)
    shapes += index(surface, card, area.right - 0.5 - INDEX_W_MM, area.bottom - 0.5 - 14.5, turned=True)
    role = 7.0
    shapes.append(role_mark(surface, card, Box(area.right - 0.5 - role, area.y + 0.5, role, role), turned=False))
    shapes.append(role_mark(surface, card, Box(area.x + 0.5, area.bottom - 0.5 - role, role, role), turned=True))
    between = Box(area.x + INDEX_W_MM + 2.0, area.y + 0.5, area.w - 2 * INDEX_W_MM - 4.0, 3.6)
    shapes.append(caption(between, card.name.upper(), surface.ink, size_pt=6.5))
    if role_line:
        below = Box(between.x, between.bottom, between.w, 3.4)
        shapes.append(caption(below, role_line.upper(), surface.dark(accent), size_pt=6))
    return shapes + centre


def pip_area(surface: Surface) -> Box:
    """Where the pips or the court figure go."""
    area = surface.content
    return Box(area.x + INDEX_W_MM + 3.0, area.y + 10.5, area.w - 2 * INDEX_W_MM - 6.0, area.h - 19.0)


def village_card(surface: Surface, card: Card) -> list[Shape]:
    """A number card (house, child, adult or tent): its pips, its role and points in this game."""
    accent = surface.accent(card)
    box = pip_area(surface)
    count = pip_count(card)
    size = 14.0 if count == 1 else 8.0
    inner = box.inset(size / 2 + 0.3, size / 2 + 1.0)
    suit = surface.icon(card.extra["suit"])
    shapes: list[Shape] = []
    for fx, fy in PIPS[count]:
        cx, cy = inner.x + fx * inner.w, inner.y + fy * inner.h
        shapes.append(Icon(suit, cx - size / 2, cy - size / 2, size, surface.art(accent), turned=fy > 0.5))
    role_line = f"{kind_label(surface, card)} · {points_word(card.extra['points'])}"
    return playing_card(surface, card, shapes, role_line)


def court_card(surface: Surface, card: Card) -> list[Shape]:
    """A King, Queen or Jack as a double-ended court card: its figure in a framed panel, upright above and
    turned below, and across the middle the multiplier it gives its suit between two suit signs."""
    accent = surface.accent(card)
    panel = pip_area(surface)
    band = 8.0
    half = (panel.h - band) / 2
    upper, middle = Box(panel.x, panel.y, panel.w, half), Box(panel.x, panel.y + half, panel.w, band)
    suit = surface.icon(card.extra["suit"])
    figure = card_icon(surface, card)
    color = surface.art(accent)
    sign = band * 0.8
    upright = upper.square(0.86)
    return playing_card(
        surface,
        card,
        [
            Rect(
                panel.x,
                panel.y,
                panel.w,
                panel.h,
                fill="" if surface.light else surface.tint(accent, 0.92),
                stroke=accent,
                stroke_mm=0.35,
                radius_mm=1.0,
            ),
            Icon(figure, upright.x, upright.y, upright.w, color),
            Icon(figure, upright.x, panel.bottom - (upright.bottom - panel.y), upright.w, color, turned=True),
            Icon(suit, middle.x + 1.0, middle.cy - sign / 2, sign, accent),
            Icon(suit, middle.right - 1.0 - sign, middle.cy - sign / 2, sign, accent, turned=True),
            VALUE.at(middle.inset(sign + 1.5, 0.2), multiplier_word(card.extra["multiplier"]), accent, size_pt=15),
        ],
        kind_label(surface, card),
    )


def joker(surface: Surface, card: Card) -> list[Shape]:
    """A Joker: its picture large in the middle, between the indices."""
    box = pip_area(surface)
    wide = Box(surface.content.x, box.y + INDEX_W_MM, surface.content.w, box.h - 2 * INDEX_W_MM)
    return playing_card(surface, card, [picture(card_icon(surface, card), wide, surface.art(surface.accent(card)))], "")


def ranks(cards: list[Card]) -> str:
    """The ranks of some cards, as ``A`` or ``2–5``."""
    values = sorted({card.extra["rank"] for card in cards}, key=lambda rank: (rank != "A", len(rank), rank))
    return values[0] if len(values) == 1 else f"{values[0]}–{values[-1]}"


def aid(surface: Surface, card: Card) -> list[Shape]:
    """The player aid: the village roles with their icons, ranks and points, the court multipliers, and
    the rules of a turn."""
    boxes = card_boxes(surface, card, min_art=0.36, max_art=0.44)
    game = surface.game
    members = {kind: [other for other in game.cards if other.kind == kind] for kind in game.kinds}
    village = [kind for kind, cards in members.items() if cards and "points" in cards[0].extra]
    court = [kind for kind, cards in members.items() if cards and "multiplier" in cards[0].extra]
    table = boxes.art
    count = len(village) + 1
    rows = []
    for position, kind in enumerate(village):
        row = table_row(table, count, position)
        first = members[kind][0]
        label = f"**{ranks(members[kind])}** {game.kinds[kind].label}"
        drawn: list[Shape] = [
            Icon(card_icon(surface, first), row.x + 1.5, row.y + 0.4, row.h - 0.8, surface.dark(surface.accent(card))),
            RULES.at(Box(row.x + row.h + 2.0, row.y, table.w * 0.5, row.h), label, surface.ink, size_pt=9),
        ]
        points = first.extra["points"]
        rows.append((drawn, f"{points:+d}" if points else "0"))
    court_line = "   ".join(
        f"**{ranks(members[kind])}** {multiplier_word(members[kind][0].extra['multiplier'])}" for kind in court
    )
    last = table_row(table, count, len(village))
    rows.append(
        (
            [
                RULES.at(
                    Box(last.x + 2.0, last.y, table.w - 4.0, last.h),
                    f"Court, per suit: {court_line}",
                    surface.ink,
                    size_pt=9,
                )
            ],
            "",
        )
    )
    art = value_table(surface, table, rows, surface.accent(card), "Village and court")
    return standard_card(
        surface,
        card,
        type_words=[kind_label(surface, card), card.symbol],
        art=art,
        boxes=boxes,
        corners=icon_corners(surface, card),
    )


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
