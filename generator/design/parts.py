"""The parts cards are drawn from: frame, title band, badges, pictures, the rules box, tables and footer.

Each part takes the ``Sheet`` (which knows the style) and boxes in face millimetres, and returns
shapes. Pictures are icons of the Game-icons.net set named by the data.
"""

from __future__ import annotations

import math

from generator.data.model import Card
from generator.design import motifs
from generator.design.colors import mix
from generator.design.sheet import FRAME_MM, Box, DesignError, Sheet, expand
from generator.design.texts import CAPTION, FLAVOR, FOOTER, RULES, TITLE, VALUE
from generator.layout.shapes import Ellipse, Icon, Line, Polygon, Rect, Shape

TITLE_SHAPES = ("rounded", "ribbon", "pennant", "plaque")
"""How a game's title band may be cut: see ``band``."""


def bleed_fill(sheet: Sheet, fill: str) -> Rect:
    """A rectangle covering the trim and the bleed around it."""
    b = sheet.bleed
    return Rect(-b, -b, sheet.width + 2 * b, sheet.height + 2 * b, fill=fill)


def motif_name(sheet: Sheet) -> str:
    """The game's motif, checked against the motifs the designs can draw."""
    name = sheet.style.motif
    if name not in motifs.MOTIFS:
        raise DesignError(
            f"{sheet.game.id}: style.motif {name!r} is not a known motif (expected one of: "
            f"{', '.join(sorted(motifs.MOTIFS))})"
        )
    return name


def frame(sheet: Sheet, accent: str) -> list[Shape]:
    """The card's border: a ``FRAME_MM`` coloured frame into the bleed (full), or white with a thin keyline
    that far inside the trim (light). Either way no line runs close to the cut. The panel's corners are
    the game's own (see ``panel``)."""
    fill, stroke = ("", accent) if sheet.light else (sheet.paper, "")
    return [bleed_fill(sheet, sheet.paper if sheet.light else accent), panel(sheet, fill, stroke)]


PANEL_CORNERS = {"ribbon": "chamfered", "pennant": "notched", "plaque": "square", "rounded": "rounded"}
"""The corners of a card's inner panel, by the game's title shape: one identity per game."""


def panel_radius(sheet: Sheet) -> float:
    """The radius of the inner panel's rounded corners."""
    return max(sheet.format.corner_mm - 1.0, 1.0)


def corner_cut(sheet: Sheet) -> float:
    """How far a chamfered or notched corner of the inner panel reaches along its edges (0 for the others)."""
    return panel_radius(sheet) + 0.8 if PANEL_CORNERS[sheet.style.title] in ("chamfered", "notched") else 0.0


def corner_clearance(sheet: Sheet, box: Box, gap: float = 0.6) -> float:
    """How far a row of small print along the panel's bottom or top edge (``box``, within the content)
    must keep from the box's ends to stay ``gap`` clear of the panel's cut corners."""
    cut = corner_cut(sheet)
    if not cut:
        return 0.0
    panel_box = sheet.trim.inset(FRAME_MM)
    return max(0.0, panel_box.x + cut + gap - box.x)


def corner_badge_shift(sheet: Sheet, cx: float, cy: float, radius: float, gap: float = 0.5) -> float:
    """How far a badge centred at (``cx``, ``cy``) near the panel's top-left corner must move right to
    stay ``gap`` clear of a chamfered or notched corner (0 when it is clear, or the corners are not cut).
    The other corners mirror it."""
    cut = corner_cut(sheet)
    if not cut:
        return 0.0
    dx, dy = cx - FRAME_MM, cy - FRAME_MM
    if PANEL_CORNERS[sheet.style.title] == "notched":
        reach = radius + cut + gap
        return max(0.0, math.sqrt(max(reach**2 - dy**2, 0.0)) - dx) if dy < reach else 0.0
    return max(0.0, cut + (radius + gap) * math.sqrt(2) - dx - dy)


def panel(sheet: Sheet, fill: str, stroke: str) -> Shape:
    """The card's inner panel ``FRAME_MM`` inside the trim: rounded, square, chamfered or notched corners."""
    box = sheet.trim.inset(FRAME_MM)
    corners = PANEL_CORNERS[sheet.style.title]
    radius = panel_radius(sheet)
    if corners in ("rounded", "square"):
        corner = radius if corners == "rounded" else 0.0
        return Rect(box.x, box.y, box.w, box.h, fill=fill, stroke=stroke, stroke_mm=0.35, radius_mm=corner)
    cut = corner_cut(sheet)
    if corners == "chamfered":
        points = [(0.0, cut), (cut, 0.0)]
    else:
        steps = 6
        points = [
            (cut * math.sin(math.pi / 2 * step / steps), cut * math.cos(math.pi / 2 * step / steps))
            for step in range(steps + 1)
        ]
    outline: list[tuple[float, float]] = []
    for origin_x, origin_y, sign_x, sign_y in (
        (box.x, box.y, 1, 1),
        (box.right, box.y, -1, 1),
        (box.right, box.bottom, -1, -1),
        (box.x, box.bottom, 1, -1),
    ):
        corner_points = [(origin_x + sign_x * dx, origin_y + sign_y * dy) for dx, dy in points]
        outline += corner_points if sign_x * sign_y > 0 else corner_points[::-1]
    return Polygon(tuple(outline), fill=fill, stroke=stroke, stroke_mm=0.35)


def band_outline(box: Box, shape: str) -> tuple[tuple[float, float], ...] | None:
    """The outline of a ``ribbon`` (notched ends) or ``pennant`` (pointed ends) band; None for boxes."""
    notch = min(box.h * 0.45, box.w * 0.1)
    x, y, w, h, cy = box.x, box.y, box.w, box.h, box.cy
    if shape == "ribbon":
        return ((x, y), (x + w, y), (x + w - notch, cy), (x + w, y + h), (x, y + h), (x + notch, cy))
    if shape == "pennant":
        return ((x + notch, y), (x + w - notch, y), (x + w, cy), (x + w - notch, y + h), (x + notch, y + h), (x, cy))
    return None


def band(
    sheet: Sheet,
    box: Box,
    accent: str,
    title: str,
    *,
    shape: str = "rounded",
    size_pt: float = 13.0,
    reserve: float = 0.0,
) -> list[Shape]:
    """A title band: the card's colour (a keyline in the light style) cut as ``shape``, the title centred
    and kept ``reserve`` mm from either end (where badges sit).

    ``rounded``: a rounded box; ``ribbon``: notched ends; ``pennant``: pointed ends; ``plaque``: square
    corners with an inner rule (full style).
    """
    if shape not in TITLE_SHAPES:
        raise DesignError(f"unknown title shape {shape!r} (expected one of: {', '.join(TITLE_SHAPES)})")
    fill = sheet.solid(accent)
    stroke = accent if sheet.light else (sheet.edge(accent) if sheet.edge(accent) != accent else "")
    outline = band_outline(box, shape)
    shapes: list[Shape]
    if outline:
        shapes = [Polygon(outline, fill=fill, stroke=stroke, stroke_mm=0.35)]
        pad = min(box.h * 0.45, box.w * 0.1) + 0.8
    else:
        radius = 0.0 if shape == "plaque" else min(1.2, box.h / 2)
        shapes = [Rect(box.x, box.y, box.w, box.h, fill=fill, stroke=stroke, stroke_mm=0.35, radius_mm=radius)]
        if shape == "plaque" and not sheet.light:  # the light style keeps to one line
            inner = box.inset(0.7)
            shapes.append(Rect(inner.x, inner.y, inner.w, inner.h, stroke=sheet.style.secondary, stroke_mm=0.3))
        pad = 1.4
    shapes.append(TITLE.at(box.inset(max(pad, reserve), 0.4), title, sheet.on_solid(accent), size_pt=size_pt))
    return shapes


def picture(name: str, box: Box, color: str, *, scale: float = 1.0, role: str = "picture") -> Icon:
    """The icon ``name`` as large as fits centred in ``box`` (times ``scale``)."""
    square = box.square(scale)
    return Icon(name, square.x, square.y, square.w, color, role=role)


def disc(cx: float, cy: float, diameter: float, fill: str, ring: str, *, role: str = "badge") -> Ellipse:
    """A round plate."""
    return Ellipse(
        cx - diameter / 2,
        cy - diameter / 2,
        diameter,
        diameter,
        fill=fill,
        stroke=ring,
        stroke_mm=max(0.25, diameter * 0.04),
        role=role,
    )


def badge(cx: float, cy: float, diameter: float, value: str, fill: str, color: str, ring: str) -> list[Shape]:
    """A round badge with a value (a cost, points) fitted inside the disc."""
    inner = diameter * 0.68
    return [
        disc(cx, cy, diameter, fill, ring),
        VALUE.at(Box(cx - inner / 2, cy - inner / 2, inner, inner), value, color, size_pt=diameter * 1.9, role=""),
    ]


def icon_badge(sheet: Sheet, cx: float, cy: float, diameter: float, name: str, accent: str) -> list[Shape]:
    """A round badge holding a small icon: the card's colour with a paper icon (paper and colour when light)."""
    fill = sheet.solid(accent)
    return [
        disc(cx, cy, diameter, fill, sheet.edge(accent) if not sheet.light else accent),
        picture(
            name,
            Box(cx - diameter / 2, cy - diameter / 2, diameter, diameter),
            sheet.on_solid(accent),
            scale=0.66,
            role="",
        ),
    ]


def caption(box: Box, text: str, color: str, *, size_pt: float = 6.5) -> Shape:
    """A short line of small text (a type line, a word under a picture)."""
    return CAPTION.at(box, text, color, size_pt=size_pt)


def art_panel(sheet: Sheet, box: Box, accent: str) -> list[Shape]:
    """The window behind a card's picture: a soft tint with the game's motif faintly tiled (a thin line
    when light)."""
    panel = box.inset(-0.6, -0.3)
    if sheet.light:
        return [
            Rect(
                panel.x,
                panel.y,
                panel.w,
                panel.h,
                stroke=sheet.tint(accent, 0.5),
                stroke_mm=0.25,
                radius_mm=1.2,
                role="window",
            )
        ]
    step = 6.0
    return [
        Rect(panel.x, panel.y, panel.w, panel.h, fill=mix(accent, sheet.paper, 0.9), radius_mm=1.2, role="window"),
        *motifs.pattern(
            motif_name(sheet),
            panel.cx,
            panel.cy,
            panel.w / 2 - step * 0.45,
            panel.h / 2 - step * 0.45,
            step,
            mix(accent, sheet.paper, 0.8),
        ),
    ]


def text_height_mm(text: str, width_mm: float, size_pt: float) -> float:
    """A generous estimate of the height ``text`` needs at ``size_pt`` in a box ``width_mm`` wide.

    Designs cannot measure glyphs (that is the renderer's job), so they plan with an average
    character width of 0.5 em; the renderer still shrinks whatever does not fit.
    """
    if not text:
        return 0.0
    size_mm = size_pt * 25.4 / 72
    per_line = max(int(width_mm / (size_mm * 0.5)), 1)
    lines = sum(max(1, -(-len(paragraph) // per_line)) for paragraph in text.split("\n"))
    return lines * size_mm * 1.18


def rules_box(sheet: Sheet, box: Box, text: str, flavor: str, accent: str, *, size_pt: float = 8.5) -> list[Shape]:
    """The rules text on a soft tint of the card's colour, with the flavour in italics below a rule."""
    text, flavor = expand(sheet.game, text), expand(sheet.game, flavor)
    shapes: list[Shape] = [
        Rect(
            box.x,
            box.y,
            box.w,
            box.h,
            fill="" if sheet.light else sheet.tint(accent, 0.88),
            stroke=sheet.tint(accent, 0.55),
            stroke_mm=0.25,
            radius_mm=1.2,
        )
    ]
    inner = box.inset(1.6, 1.3)
    soft = mix(sheet.ink, sheet.paper, 0.25)
    if not flavor:
        return [*shapes, RULES.at(inner, text, sheet.ink, size_pt=size_pt)]
    if not text:
        return [*shapes, FLAVOR.at(inner, flavor, soft, size_pt=size_pt - 1)]
    needs = text_height_mm(text, inner.w, size_pt), text_height_mm(flavor, inner.w, size_pt - 1.5)
    share = min(0.85, max(0.5, needs[0] / sum(needs)))
    split = inner.y + inner.h * share
    return [
        *shapes,
        RULES.at(Box(inner.x, inner.y, inner.w, split - inner.y - 0.8), text, sheet.ink, size_pt=size_pt),
        Line(
            inner.cx - inner.w * 0.2,
            split,
            inner.cx + inner.w * 0.2,
            split,
            color=sheet.tint(accent, 0.4),
            width_mm=0.25,
        ),
        FLAVOR.at(Box(inner.x, split + 0.8, inner.w, inner.bottom - split - 0.8), flavor, soft, size_pt=size_pt - 1.5),
    ]


def deck_mark(sheet: Sheet) -> str:
    """The short mark that tells which game and deck a card belongs to (e.g. ``CG · Circus deck``)."""
    return f"{sheet.game.rule_prefix.upper()} · {sheet.deck.name}"


def card_number(sheet: Sheet, card: Card) -> str:
    """The design's number in its deck and its copies, for sorting: ``card 1/12 · 10 copies``."""
    designs = sheet.game.cards_in(sheet.deck.id)
    number = next(index for index, design in enumerate(designs, 1) if design.id == card.id)
    copies = "1 copy" if card.count == 1 else f"{card.count} copies"
    return f"card {number}/{len(designs)} · {copies}"


def footer(sheet: Sheet, card: Card, box: Box) -> list[Shape]:
    """Deck mark on the left, the card's number and copies on the right, in small print."""
    left, right = Box(box.x, box.y, box.w * 0.5, box.h), Box(box.x + box.w * 0.5, box.y, box.w * 0.5, box.h)
    return [
        FOOTER.at(left, deck_mark(sheet), sheet.muted),
        FOOTER.aligned("right").at(right, card_number(sheet, card), sheet.muted),
    ]


def pips(x: float, cy: float, count: int, size: float, fill: str, ring: str) -> list[Shape]:
    """``count`` little upright cards in a row from ``x``: how many cards of a kind."""
    width, height = size * 0.7, size
    return [
        Rect(
            x + index * (width + size * 0.18),
            cy - height / 2,
            width,
            height,
            fill=fill,
            stroke=ring,
            stroke_mm=0.2,
            radius_mm=size * 0.1,
        )
        for index in range(count)
    ]


def pips_width(count: int, size: float) -> float:
    """How wide ``pips`` of ``count`` cards of ``size`` are."""
    return count * size * 0.7 + (count - 1) * size * 0.18


TABLE_HEADING_MM = 3.6
"""Height of a ``value_table``'s heading."""


def table_row(box: Box, rows: int, index: int) -> Box:
    """The box of row ``index`` of a ``value_table`` with ``rows`` rows drawn in ``box``."""
    row_h = (box.h - TABLE_HEADING_MM - 1.0) / max(rows, 1)
    return Box(box.x, box.y + TABLE_HEADING_MM + 0.6 + index * row_h, box.w, row_h)


def value_table(sheet: Sheet, box: Box, rows: list[tuple[list[Shape], str]], accent: str, heading: str) -> list[Shape]:
    """A small table under a heading; each row: a drawn left part (see ``table_row``), a value at right."""
    shapes: list[Shape] = [
        Rect(
            box.x,
            box.y,
            box.w,
            box.h,
            fill="" if sheet.light else sheet.tint(accent, 0.9),
            stroke=sheet.tint(accent, 0.6) if sheet.light else "",
            stroke_mm=0.25,
            radius_mm=1.0,
        ),
        caption(Box(box.x, box.y + 0.4, box.w, TABLE_HEADING_MM), heading.upper(), sheet.dark(accent)),
    ]
    for index, (drawn, value) in enumerate(rows):
        row = table_row(box, len(rows), index)
        if index:
            shapes.append(Line(box.x + 1.5, row.y, box.right - 1.5, row.y, color=sheet.tint(accent, 0.6), width_mm=0.2))
        shapes += drawn
        if value:
            shapes.append(
                VALUE.aligned("right").at(
                    Box(box.x + box.w * 0.58, row.y + 0.2, box.w * 0.38, row.h - 0.4),
                    value,
                    sheet.ink,
                    size_pt=min(12.0, row.h * 2.4),
                )
            )
    return shapes


def distinct_words(words: list[str]) -> list[str]:
    """The words in capitals, leaving out any already said by an earlier one.

    >>> distinct_words(["Player aid", "Aid", "", "Blue"])
    ['PLAYER AID', 'BLUE']
    """
    kept: list[str] = []
    for word in (word.upper() for word in words if word):
        if not any(word in earlier for earlier in kept):
            kept.append(word)
    return kept
