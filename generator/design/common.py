"""The shared design system: the sheet being drawn, the card skeleton, and its parts.

Every game draws its cards from the same parts so the five games look like one product: a coloured
frame that runs into the bleed, a title band, a type line, an art panel, a rules box with the
flavour below it, badges for costs and points, and a footer with the deck mark, the number of
copies and the card's number in its deck (for sorting). Sizes are proportions of the format, so
the parts fit poker, bridge, tarot or mini cards alike. Colours come from the game's style and the
card's own colour; texts come from the card data.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from generator.data.load import REFERENCE_PATTERN
from generator.data.model import Card, Deck, Format, Game, Style
from generator.design import motifs
from generator.design.colors import contrast, mix, readable_on
from generator.layout.shapes import Ellipse, Face, Line, Rect, Shape, Text

SAFE_MM = 3.0
"""Nothing important closer than this to the trim (the print shops' safe zone)."""
FRAME_MM = 2.2
"""Width of the coloured frame inside the trim; it also fills the bleed, so an off cut shows colour."""
PAD_MM = 4.0
"""Distance from the trim to the content of a card."""

LOW_CONTRAST = 1.6
"""Below this contrast with the paper, a colour gets a darker outline (a pearl crown on cream paper)."""


class DesignError(ValueError):
    """Card data that a design cannot draw (an unknown motif, a missing field), with what was expected."""


@dataclass(frozen=True)
class Box:
    """A rectangle in face millimetres."""

    x: float
    y: float
    w: float
    h: float

    @property
    def cx(self) -> float:
        """Horizontal centre."""
        return self.x + self.w / 2

    @property
    def cy(self) -> float:
        """Vertical centre."""
        return self.y + self.h / 2

    @property
    def bottom(self) -> float:
        """Lower edge."""
        return self.y + self.h

    def inset(self, dx: float, dy: float | None = None) -> Box:
        """This box shrunk by ``dx`` left and right and ``dy`` (default ``dx``) top and bottom."""
        dy = dx if dy is None else dy
        return Box(self.x + dx, self.y + dy, self.w - 2 * dx, self.h - 2 * dy)


@dataclass(frozen=True)
class Sheet:
    """What every drawing function needs: the game, the deck (hence the format) and the bleed."""

    game: Game
    deck: Deck
    bleed: float

    @property
    def format(self) -> Format:
        """The deck's trim size."""
        return self.deck.format

    @property
    def width(self) -> float:
        """Trim width in mm."""
        return self.deck.format.width_mm

    @property
    def height(self) -> float:
        """Trim height in mm."""
        return self.deck.format.height_mm

    @property
    def style(self) -> Style:
        """The game's colours and motif."""
        return self.game.style

    @property
    def trim(self) -> Box:
        """The trim box."""
        return Box(0.0, 0.0, self.width, self.height)

    @property
    def content(self) -> Box:
        """The trim minus the card's padding: where texts and icons go."""
        return self.trim.inset(PAD_MM)

    def accent(self, card: Card) -> str:
        """The card's own colour, or the game's primary colour when it has none."""
        return card.color or self.style.primary

    def on(self, fill: str) -> str:
        """The game's paper or ink colour, whichever reads better on ``fill``."""
        return readable_on(fill, self.style.paper, self.style.ink)

    def edge(self, color: str) -> str:
        """An outline for shapes filled with ``color``: itself, or darker when it hardly shows on paper."""
        return color if contrast(color, self.style.paper) >= LOW_CONTRAST else mix(color, self.style.ink, 0.55)

    def tint(self, color: str, amount: float = 0.85) -> str:
        """``color`` faded towards the paper colour."""
        return mix(color, self.style.paper, amount)

    def face(self, shapes: list[Shape], side: str, subject: str) -> Face:
        """The finished face of ``subject`` (a card or deck id)."""
        return Face(self.width, self.height, self.bleed, tuple(shapes), label=f"{self.game.id}/{subject} {side}")


def expand(game: Game, text: str) -> str:
    """Replace ``{{ count('x') }}``-style data references in a card text with their values.

    The references are those of ``card_data/README.md``; ``pnp validate`` has checked that they exist.
    """

    def value(match: re.Match[str]) -> str:
        function, argument = match.group(1), match.group(2)
        if function == "count":
            return str(game.card(argument).count)
        if function == "total":
            return str(game.kinds[argument].total)
        if function == "deck_total":
            return str(game.deck(argument).total)
        if function == "card":
            return game.card(argument).name
        if function == "rule":
            return argument
        raise DesignError(f"{game.id}: unknown reference {function}('{argument}') in a card text")

    return REFERENCE_PATTERN.sub(value, text)


def motif_name(sheet: Sheet) -> str:
    """The game's motif, checked against the motifs the designs can draw."""
    name = sheet.style.motif
    if name not in motifs.MOTIFS:
        raise DesignError(
            f"{sheet.game.id}: style.motif {name!r} is not a known motif (expected one of: "
            f"{', '.join(sorted(motifs.MOTIFS))})"
        )
    return name


def art_panel(sheet: Sheet, box: Box, accent: str) -> list[Shape]:
    """A soft panel in the card's colour behind its art, with the game's motif faintly tiled on it."""
    panel = box.inset(-0.6, -0.3)
    step = 6.0
    return [
        Rect(panel.x, panel.y, panel.w, panel.h, fill=mix(accent, sheet.style.paper, 0.9), radius_mm=1.2),
        *motifs.pattern(
            motif_name(sheet),
            panel.cx,
            panel.cy,
            panel.w / 2 - step * 0.45,
            panel.h / 2 - step * 0.45,
            step,
            mix(accent, sheet.style.paper, 0.78),
        ),
    ]


def kind_label(sheet: Sheet, card: Card) -> str:
    """The card's kind as the data names it (``Animal``, ``Court card`` …)."""
    kind = sheet.game.kinds.get(card.kind)
    return kind.label if kind else card.kind.replace("-", " ").title()


def bleed_fill(sheet: Sheet, fill: str) -> Rect:
    """A rectangle covering the trim and the bleed around it."""
    b = sheet.bleed
    return Rect(-b, -b, sheet.width + 2 * b, sheet.height + 2 * b, fill=fill)


def frame(sheet: Sheet, accent: str) -> list[Shape]:
    """The card's coloured frame (running into the bleed) around a paper-coloured panel."""
    panel = sheet.trim.inset(FRAME_MM)
    radius = max(sheet.format.corner_mm - FRAME_MM / 2, 0.8)
    hairline = panel.inset(0.9)
    edge = sheet.edge(accent)
    return [
        bleed_fill(sheet, accent),
        Rect(
            panel.x,
            panel.y,
            panel.w,
            panel.h,
            fill=sheet.style.paper,
            stroke=edge if edge != accent else "",
            stroke_mm=0.4,
            radius_mm=radius,
        ),
        Rect(
            hairline.x,
            hairline.y,
            hairline.w,
            hairline.h,
            stroke=mix(edge, sheet.style.paper, 0.35),
            stroke_mm=0.25,
            radius_mm=max(radius - 0.9, 0.5),
        ),
    ]


def band(
    box: Box,
    fill: str,
    title: str,
    color: str,
    *,
    size_pt: float = 13.0,
    font: str = "display-bold",
    radius: float = 1.2,
    outline: str = "",
    pad: float = 1.2,
) -> list[Shape]:
    """A filled band with a centred title (``pad`` from either end): a card's name, a header on a mat."""
    return [
        Rect(box.x, box.y, box.w, box.h, fill=fill, stroke=outline, stroke_mm=0.35, radius_mm=radius),
        Text(
            box.x + pad,
            box.y + 0.4,
            box.w - 2 * pad,
            box.h - 0.8,
            title,
            font=font,
            size_pt=size_pt,
            min_size_pt=min(7.0, size_pt),
            color=color,
            align="center",
            valign="middle",
            leading=1.0,
        ),
    ]


def badge(
    cx: float,
    cy: float,
    diameter: float,
    value: str,
    fill: str,
    color: str,
    ring: str,
    *,
    font: str = "body-bold",
) -> list[Shape]:
    """A round badge with a value (a cost, points, a row number; none when empty) fitted inside the disc."""
    inner = diameter * 0.68
    disc = Ellipse(
        cx - diameter / 2,
        cy - diameter / 2,
        diameter,
        diameter,
        fill=fill,
        stroke=ring,
        stroke_mm=max(0.25, diameter * 0.045),
    )
    if not value:
        return [disc]
    return [
        disc,
        Text(
            cx - inner / 2,
            cy - inner / 2,
            inner,
            inner,
            value,
            font=font,
            size_pt=diameter * 1.9,
            min_size_pt=4.5,
            color=color,
            align="center",
            valign="middle",
            leading=1.0,
        ),
    ]


def caption(
    box: Box, text: str, color: str, *, size_pt: float = 6.5, font: str = "body-bold", align: str = "center"
) -> Text:
    """A short line of small text (a type line, a label under an icon)."""
    return Text(
        box.x,
        box.y,
        box.w,
        box.h,
        text,
        font=font,
        size_pt=size_pt,
        min_size_pt=6,
        color=color,
        align=align,
        valign="middle",
        leading=1.0,
    )


def rules_box(sheet: Sheet, box: Box, text: str, flavor: str, accent: str, *, size_pt: float = 8.5) -> list[Shape]:
    """The rules text on a soft tint of the card's colour, with the flavour in italics below a rule."""
    text, flavor = expand(sheet.game, text), expand(sheet.game, flavor)
    style = sheet.style
    shapes: list[Shape] = [
        Rect(
            box.x,
            box.y,
            box.w,
            box.h,
            fill=mix(accent, style.paper, 0.88),
            stroke=mix(accent, style.paper, 0.55),
            stroke_mm=0.25,
            radius_mm=1.2,
        )
    ]
    inner = box.inset(1.6, 1.3)
    if not flavor:
        shapes.append(Text(inner.x, inner.y, inner.w, inner.h, text, size_pt=size_pt, color=style.ink, valign="middle"))
        return shapes
    if not text:
        shapes.append(
            Text(
                inner.x,
                inner.y,
                inner.w,
                inner.h,
                flavor,
                font="body-italic",
                size_pt=size_pt - 1,
                color=mix(style.ink, style.paper, 0.25),
                align="center",
                valign="middle",
            )
        )
        return shapes
    needs = text_height_mm(text, inner.w, size_pt), text_height_mm(flavor, inner.w, size_pt - 1.5)
    share = min(0.85, max(0.5, needs[0] / sum(needs)))
    split = inner.y + inner.h * share
    shapes += [
        Text(
            inner.x,
            inner.y,
            inner.w,
            split - inner.y - 0.8,
            text,
            size_pt=size_pt,
            color=style.ink,
            valign="middle",
        ),
        Line(
            inner.cx - inner.w * 0.2,
            split,
            inner.cx + inner.w * 0.2,
            split,
            color=mix(accent, style.paper, 0.4),
            width_mm=0.25,
        ),
        Text(
            inner.x,
            split + 0.8,
            inner.w,
            inner.bottom - split - 0.8,
            flavor,
            font="body-italic",
            size_pt=size_pt - 1.5,
            min_size_pt=5.0,
            color=mix(style.ink, style.paper, 0.25),
            align="center",
            valign="middle",
        ),
    ]
    return shapes


def deck_mark(sheet: Sheet) -> str:
    """The short mark that tells which game and deck a card belongs to (e.g. ``CG · Circus deck``)."""
    return f"{sheet.game.rule_prefix.upper()} · {sheet.deck.name}"


def card_number(sheet: Sheet, card: Card) -> str:
    """Copies and the design's number in its deck, e.g. ``×10 · 1/12``."""
    designs = sheet.game.cards_in(sheet.deck.id)
    number = next(index for index, design in enumerate(designs, 1) if design.id == card.id)
    return f"×{card.count} · {number}/{len(designs)}"


def footer(sheet: Sheet, card: Card, box: Box, color: str) -> list[Shape]:
    """Deck mark on the left, copies and card number on the right."""
    half = box.w * 0.62
    return [
        caption(Box(box.x, box.y, half, box.h), deck_mark(sheet), color, size_pt=6, font="body", align="left"),
        caption(
            Box(box.x + half, box.y, box.w - half, box.h),
            card_number(sheet, card),
            color,
            size_pt=6,
            font="body",
            align="right",
        ),
    ]


@dataclass(frozen=True)
class CardBoxes:
    """The named regions of a standard card, top to bottom."""

    title: Box
    type_line: Box
    art: Box
    rules: Box
    footer: Box


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


def card_boxes(sheet: Sheet, card: Card, *, min_art: float = 0.3, max_art: float = 0.46) -> CardBoxes:
    """Split a card's content area into title, type line, art, rules and footer.

    The rules box gets the height the card's texts need; the art takes the rest, between ``min_art``
    and ``max_art`` of the content height (``max_art=0``: no art, all room to the rules).
    """
    area = sheet.content
    title_h = max(7.5, area.h * 0.115)
    type_h = 4.0
    footer_h = 3.6
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


@dataclass(frozen=True)
class Corner:
    """A badge at one end of the title band: a value and its colours."""

    value: str
    fill: str
    color: str
    ring: str


def standard_card(
    sheet: Sheet,
    card: Card,
    *,
    type_words: list[str],
    art: list[Shape],
    boxes: CardBoxes,
    corner: str = "",
    corners: tuple[Corner | None, Corner | None] = (None, None),
    text: str | None = None,
    title_trim: Callable[[Box, str], list[Shape]] | None = None,
    rules_size_pt: float = 8.5,
) -> list[Shape]:
    """The common card: frame, title band with corner badges, type line, art, rules and footer.

    ``corner`` is the card's most important mark (its symbol, a row); it sits in a badge at both
    ends of the title so it shows in a hand fanned either way. ``corners`` sets the two badges
    separately instead (e.g. a cost on the left and crowns on the right). ``title_trim`` draws a
    game's ornament on the title band (given the band and the card's colour), under the badges.
    """
    accent = sheet.accent(card)
    style = sheet.style
    if corner:
        corners = (Corner(corner, style.paper, accent, accent),) * 2
    shapes = frame(sheet, accent)
    title = boxes.title
    size = title.h + 1.6
    left, right = corners
    if left or right:
        title = Box(title.x + size * 0.55, title.y, title.w - size * 1.1, title.h)
    edge = sheet.edge(accent)
    title_band = band(
        title,
        accent,
        card.name,
        sheet.on(accent),
        radius=0.6 if left or right else 1.2,
        outline=edge if edge != accent else "",
        pad=size * 0.45 - 0.2 if left or right else 1.2,
    )
    trim = title_trim(title, accent) if title_trim else []
    shapes += [title_band[0], *trim, *title_band[1:]]
    ends = (boxes.title.x + size / 2 - 0.6, boxes.title.x + boxes.title.w - size / 2 + 0.6)
    for badge_corner, cx in zip((left, right), ends, strict=True):
        if badge_corner:
            shapes += badge(
                cx,
                title.cy,
                size,
                badge_corner.value,
                badge_corner.fill,
                badge_corner.color,
                badge_corner.ring,
            )
    shapes.append(caption(boxes.type_line, "  ·  ".join(distinct_words(type_words)), mix(accent, style.ink, 0.45)))
    if boxes.art.h > 0:
        shapes += art_panel(sheet, boxes.art, accent) + art
    body = card.text if text is None else text
    if body or card.flavor:
        shapes += rules_box(sheet, boxes.rules, body, card.flavor, accent, size_pt=rules_size_pt)
    shapes += footer(sheet, card, boxes.footer, mix(style.ink, style.paper, 0.35))
    return shapes


def symbol_medallion(sheet: Sheet, box: Box, symbol: str, fill: str, *, word: str = "") -> list[Shape]:
    """A large disc in the card's colour with its symbol (and a word below): the colour-blind-safe mark."""
    diameter = min(box.w, box.h) * (0.78 if word else 0.9)
    cx, cy = box.cx, box.y + (box.h - (4.0 if word else 0.0)) / 2
    shapes = badge(cx, cy, diameter, symbol, fill, sheet.on(fill), mix(fill, sheet.style.ink, 0.3))
    if word:
        shapes.append(caption(Box(box.x, cy + diameter / 2 + 0.4, box.w, 3.6), word, mix(fill, sheet.style.ink, 0.4)))
    return shapes


def pips(x: float, cy: float, count: int, size: float, fill: str, ring: str) -> list[Shape]:
    """``count`` little upright cards in a row from ``x``: how many copies a value needs."""
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


TABLE_HEADING_MM = 3.6
"""Height of a ``value_table``'s heading."""


def table_row(box: Box, rows: int, index: int) -> Box:
    """The box of row ``index`` of a ``value_table`` with ``rows`` rows drawn in ``box``."""
    row_h = (box.h - TABLE_HEADING_MM - 1.0) / max(rows, 1)
    return Box(box.x, box.y + TABLE_HEADING_MM + 0.6 + index * row_h, box.w, row_h)


def value_table(sheet: Sheet, box: Box, rows: list[tuple[list[Shape], str]], accent: str, heading: str) -> list[Shape]:
    """A small table under a heading; each row: a drawn left part (see ``table_row``), a value at right."""
    style = sheet.style
    shapes: list[Shape] = [
        Rect(box.x, box.y, box.w, box.h, fill=mix(accent, style.paper, 0.9), radius_mm=1.0),
        caption(Box(box.x, box.y + 0.4, box.w, TABLE_HEADING_MM), heading.upper(), mix(accent, style.ink, 0.45)),
    ]
    for index, (drawn, value) in enumerate(rows):
        row = table_row(box, len(rows), index)
        if index:
            shapes.append(
                Line(
                    box.x + 1.5,
                    row.y,
                    box.x + box.w - 1.5,
                    row.y,
                    color=mix(accent, style.paper, 0.6),
                    width_mm=0.2,
                )
            )
        shapes += drawn
        if value:
            shapes.append(
                Text(
                    box.x + box.w * 0.58,
                    row.y + 0.2,
                    box.w * 0.38,
                    row.h - 0.4,
                    value,
                    font="body-bold",
                    size_pt=min(12.0, row.h * 2.4),
                    min_size_pt=5.0,
                    color=style.ink,
                    align="right",
                    valign="middle",
                    leading=1.0,
                )
            )
    return shapes
