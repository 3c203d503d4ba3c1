"""Card backs: the game's name and its signature picture (``style.icons.emblem``) on the deck's colour.

Each game's back has its own composition, in keeping with its fronts (its declaration names it): Royal
Menagerie's emblem stands in an arched cage window under a ribbon, Monarch's on a heraldic shield under
a plaque, Circus Grandioso's in a ring of bulbs on a burst of rays above a marquee, Royal Shuffle's back
is a playing card's (a frame in a frame round a lozenge), Animal Kingdoms' a swallow-tailed banner hung
from a pole, crossed by a pennant.

In the full style the deck's colour covers the card (most games tile their motif over it); in the
light style the back is white with a thin keyline far inside the trim and the same composition drawn
in outline. A back is symmetric about the card's vertical centre line and has no line near the trim,
so duplex misregistration does not show. Round components have the medallion in every game, cut to the
same circle as their fronts.
"""

from __future__ import annotations

import math

from generator.design import motifs, tokens
from generator.design.colors import mix, readable_on
from generator.design.parts import band_outline, bleed_fill, disc, motif_name, picture
from generator.design.surface import FRAME_MM, Box, Surface
from generator.design.texts import CAPTION, HEADING
from generator.layout.shapes import Ellipse, Line, Polygon, Rect, Shape

Point = tuple[float, float]
LIGHT_EMBLEM = 0.72
"""How large the emblem of a light back is against the full style's: the light style's ink goes mostly
into the emblems of the backs, printed once per card."""

TILE_MM = 9.0
"""Spacing of the motif pattern on backs."""


def lattice(surface: Surface, color: str) -> list[Shape]:
    """A diagonal trellis through the card's centre, with a dot at each crossing (only what shows)."""
    cx, cy = surface.width / 2, surface.height / 2
    half_w, half_h = surface.width / 2 + surface.bleed, surface.height / 2 + surface.bleed
    reach = half_w + half_h
    shapes: list[Shape] = []
    for index in range(-int(reach / TILE_MM), int(reach / TILE_MM) + 1):
        x = cx + index * TILE_MM
        shapes += [
            Line(x - reach, cy - reach, x + reach, cy + reach, color=color, width_mm=0.35),
            Line(x + reach, cy - reach, x - reach, cy + reach, color=color, width_mm=0.35),
        ]
    size = TILE_MM * 0.18
    half = TILE_MM / 2
    columns, rows = int((half_w + size) / half), int((half_h + size) / half)
    return shapes + [
        Ellipse(cx + i * half - size / 2, cy + j * half - size / 2, size, size, fill=color)
        for i in range(-columns, columns + 1)
        for j in range(-rows, rows + 1)
        if (i + j) % 2 == 0
    ]


def motif(surface: Surface, color: str) -> list[Shape]:
    """The game's motif over the whole card and bleed in ``color``; an unknown motif is a clear error."""
    name = motif_name(surface)
    if name == "lattice":
        return lattice(surface, color)
    margin = surface.bleed + TILE_MM * 0.6
    return motifs.pattern(
        name,
        surface.width / 2,
        surface.height / 2,
        surface.width / 2 + margin,
        surface.height / 2 + margin,
        TILE_MM,
        color,
    )


def ground(surface: Surface, fill: str, *, tiled: bool = True, keyline: bool = True) -> list[Shape]:
    """The back's ground: the deck's colour with the motif (full; ``tiled=False``: plain), or white with
    a keyline (light; ``keyline=False``: a composition whose own outline takes its place)."""
    if surface.light and not keyline:
        motif_name(surface)
        return [bleed_fill(surface, surface.paper)]
    if surface.light:
        motif_name(surface)  # an unknown motif is an error in both styles
        frame = surface.trim.inset(FRAME_MM)
        radius = max(surface.format.corner_mm - 1.0, 1.0)
        return [
            bleed_fill(surface, surface.paper),
            Rect(frame.x, frame.y, frame.w, frame.h, stroke=fill, stroke_mm=0.35, radius_mm=radius),
        ]
    if not tiled:
        return [bleed_fill(surface, fill)]
    return [bleed_fill(surface, fill), *motif(surface, pattern_color(surface, fill))]


def pattern_color(surface: Surface, fill: str) -> str:
    """A colour a little off the deck's colour, for patterns and rays drawn over it."""
    return mix(fill, readable_on(fill, surface.style.paper, surface.ink), 0.2)


class Parts:
    """What every composition uses: the deck's colour, the paper, the ring and text colours, the label."""

    def __init__(self, surface: Surface) -> None:
        self.surface = surface
        self.fill = surface.deck.back_color
        self.paper = surface.paper
        self.ring = self.fill if surface.light else surface.style.secondary
        self.ring_mm = 0.25 if surface.light else 0.8
        self.text = surface.dark(self.fill)
        self.title, _, self.subtitle = surface.deck.back_label.partition(" · ")
        self.cx = surface.width / 2
        self.window = mix(self.fill, self.paper, 0.82)
        """A pale tint of the deck's colour: the ground of a large window or banner in the full style."""
        self.column = min(surface.width, surface.height * 0.72)
        """The width the composition is planned on (a square land board keeps a card's proportions)."""

    def outline(
        self, points: list[Point] | tuple[Point, ...], *, fill: str | None = None, stroke: str | None = None
    ) -> Polygon:
        """A closed outline in paper (or ``fill``) with the ring (or ``stroke``); the light style draws
        the ring only."""
        fill = self.paper if fill is None or self.surface.light else fill
        stroke = self.ring if stroke is None or self.surface.light else stroke
        return Polygon(tuple(points), fill=fill, stroke=stroke, stroke_mm=self.ring_mm)

    def named_band(self, box: Box, kind: str) -> list[Shape]:
        """A band of ``kind`` (``ribbon``, ``pennant``: see ``band_outline``) in ``box``, the name on it."""
        outline = band_outline(box, kind)
        assert outline is not None
        notch = min(box.h * 0.45, box.w * 0.1)
        return [self.outline(outline), *self.name(box.inset(notch + 1.0, box.h * 0.14))]

    def emblem(self, box: Box, scale: float = 0.8, color: str = "") -> Shape:
        """The game's signature picture in ``box`` (smaller in the light style, to save its ink)."""
        scale *= LIGHT_EMBLEM if self.surface.light else 1.0
        return picture(self.surface.icon("emblem"), box, color or self.surface.art(self.fill), scale=scale)

    def name(self, box: Box, size_pt: float = 15.0) -> list[Shape]:
        """The title (and below it the subtitle, in small capitals) fitted into ``box``."""
        title_h = box.h * (0.62 if self.subtitle else 1.0)
        shapes: list[Shape] = [
            HEADING.at(Box(box.x, box.y, box.w, title_h), self.title, self.text, size_pt=min(size_pt, title_h * 2.2))
        ]
        if self.subtitle:
            below = Box(box.x, box.y + title_h + box.h * 0.04, box.w, box.h * 0.32)
            color = mix(self.text, self.paper, 0.2)
            shapes.append(CAPTION.at(below, self.subtitle.upper(), color, size_pt=min(8.0, box.h * 0.8)))
        return shapes


def mirrored(cx: float, half: list[Point]) -> list[Point]:
    """A closed outline symmetric about ``x = cx`` from its left half, listed top to bottom (a last point
    on the axis is not doubled)."""
    right = [(2 * cx - x, y) for x, y in reversed(half)]
    return [*half, *(right[1:] if half[-1][0] == cx else right)]


def arch(surface: Surface) -> list[Shape]:
    """Royal Menagerie: the cage on the trellis, in an arched window with bars, the name on a ribbon."""
    parts = Parts(surface)
    cx, width = parts.cx, parts.column * 0.64
    top, bottom = surface.height * 0.12, surface.height * 0.74
    radius = width / 2
    left = cx - radius
    arc = [
        (cx - radius * math.cos(math.pi / 2 * step / 8), top + radius - radius * math.sin(math.pi / 2 * step / 8))
        for step in range(9)
    ]
    window = mirrored(cx, [(left, bottom), *arc[:-1]])
    shapes = [*ground(surface, parts.fill, keyline=False), parts.outline(window, fill=parts.window)]
    bar_color = parts.paper
    for offset in (-0.5, -0.25, 0.25, 0.5) if not surface.light else ():  # the cage's bars (full style only)
        x = cx + offset * radius
        rise = math.sqrt(max(radius**2 - (x - cx) ** 2, 0.0))
        shapes.append(Line(x, top + radius - rise + 1.2, x, bottom - 1.2, color=bar_color, width_mm=0.3))
    emblem = Box(cx - radius * 0.6, top + radius * 0.55, radius * 1.2, radius * 1.2)
    shapes.append(parts.emblem(emblem, 1.0))
    ribbon = Box(cx - parts.column * 0.42, bottom - surface.height * 0.07, parts.column * 0.84, surface.height * 0.13)
    return shapes + parts.named_band(ribbon, "ribbon")


def shield(surface: Surface) -> list[Shape]:
    """Monarch: a plaque with the name over a heraldic shield bearing the throne, fleurs-de-lis behind."""
    parts = Parts(surface)
    cx = parts.cx
    plate = Box(cx - parts.column * 0.4, surface.height * 0.1, parts.column * 0.8, surface.height * 0.16)
    shapes = [
        *ground(surface, parts.fill, keyline=False),
        Rect(plate.x, plate.y, plate.w, plate.h, fill=parts.paper, stroke="" if surface.light else parts.ring),
    ]
    if not surface.light:
        inner = plate.inset(1.0)
        shapes.append(Rect(inner.x, inner.y, inner.w, inner.h, stroke=parts.ring, stroke_mm=0.3))
    shapes += parts.name(plate.inset(plate.h * 0.3, plate.h * 0.14))
    width = parts.column * 0.56
    top, bottom = plate.bottom + surface.height * 0.07, surface.height * 0.86
    shoulder = top + (bottom - top) * 0.45
    left = cx - width / 2
    curve = [
        (
            left + width / 2 * (1 - math.cos(math.pi / 2 * step / 8)),
            shoulder + (bottom - shoulder) * math.sin(math.pi / 2 * step / 8),
        )
        for step in range(9)
    ]
    field = mix(parts.fill, surface.ink, 0.35)  # a deep field with a gold charge and a gold edge, as heralds draw
    shapes.append(parts.outline(mirrored(cx, [(left, top), *curve]), fill=field))
    emblem = Box(left, top + (bottom - top) * 0.08, width, (bottom - top) * 0.62)
    charge = surface.art(parts.fill) if surface.light else surface.style.secondary
    return [*shapes, parts.emblem(emblem, 0.8, charge)]


def marquee(surface: Surface) -> list[Shape]:
    """Circus Grandioso: a burst of rays (full), the ringmaster in a ring of bulbs, the name on a marquee."""
    parts = Parts(surface)
    cx, cy = parts.cx, surface.height * 0.4
    shapes = ground(surface, parts.fill, tiled=False, keyline=False)
    if not surface.light:
        reach = surface.width + surface.height
        rays = 12
        for index in range(rays):
            start = -math.pi / 2 + (index - 0.25) * 2 * math.pi / rays
            end = start + math.pi / rays
            shapes.append(
                Polygon(
                    (
                        (cx, cy),
                        (cx + reach * math.cos(start), cy + reach * math.sin(start)),
                        (cx + reach * math.cos(end), cy + reach * math.sin(end)),
                    ),
                    fill=pattern_color(surface, parts.fill),
                )
            )
    size = parts.column * 0.62
    ring = disc(cx, cy, size, parts.paper if surface.light else parts.window, parts.ring, role="")
    shapes.append(
        Ellipse(ring.x, ring.y, ring.w, ring.h, fill=ring.fill, stroke=ring.stroke, stroke_mm=parts.ring_mm * 1.5)
    )
    bulb = max(1.1, size * 0.045)
    bulbs = 20
    for index in range(bulbs):
        angle = -math.pi / 2 + index * 2 * math.pi / bulbs
        x, y = cx + (size / 2 + bulb * 1.4) * math.cos(angle), cy + (size / 2 + bulb * 1.4) * math.sin(angle)
        shapes.append(disc(x, y, bulb, "" if surface.light else surface.style.secondary, parts.ring, role=""))
    shapes.append(parts.emblem(Box(cx - size / 2, cy - size / 2, size, size), 0.68))
    width = parts.column * 0.84
    plate = Box(cx - width / 2, cy + size / 2 + bulb * 3.2, width, min(surface.height * 0.16, width * 0.3))
    if not surface.light:  # the light style keeps the name without its marquee
        shapes.append(
            Rect(plate.x, plate.y, plate.w, plate.h, fill=parts.paper, stroke=parts.ring, stroke_mm=0.8, radius_mm=2.0)
        )
    dots = 0 if surface.light else 9
    for index in range(dots):
        x = plate.x + plate.w * (index + 0.5) / dots
        for y in (plate.y + 1.4, plate.bottom - 1.4):
            shapes.append(disc(x, y, 0.9, parts.ring, "", role=""))
    return shapes + parts.name(plate.inset(plate.h * 0.3, plate.h * 0.22))


def playing_card(surface: Surface) -> list[Shape]:
    """Royal Shuffle: a playing card's back: a frame within the frame, the pips tiled inside it, and a
    lozenge in the middle with the crown and the name."""
    parts = Parts(surface)
    cx, cy = parts.cx, surface.height / 2
    shapes: list[Shape] = ground(surface, parts.fill, tiled=False)
    inner = surface.trim.inset(FRAME_MM + 2.2)
    if not surface.light:  # the light style's keyline is the frame, and its ground stays white
        shapes.append(Rect(inner.x, inner.y, inner.w, inner.h, stroke=parts.paper, stroke_mm=0.5, radius_mm=2.0))
        field = inner.inset(1.2)
        shapes.append(Rect(field.x, field.y, field.w, field.h, fill=pattern_color(surface, parts.fill), radius_mm=1.4))
        shapes += motifs.pattern(
            motif_name(surface),
            cx,
            cy,
            field.w / 2 - TILE_MM * 0.5,
            field.h / 2 - TILE_MM * 0.5,
            TILE_MM * 0.8,
            parts.fill,
        )
    half_w, half_h = inner.w * 0.44, inner.h * 0.36
    lozenge = [(cx, cy - half_h), (cx + half_w, cy), (cx, cy + half_h), (cx - half_w, cy)]
    shapes.append(parts.outline(lozenge))
    shapes.append(parts.emblem(Box(cx - half_w * 0.5, cy - half_h * 0.62, half_w, half_h * 0.62), 0.95))
    return shapes + parts.name(Box(cx - half_w * 0.55, cy + half_h * 0.06, half_w * 1.1, half_h * 0.3))


def banner(surface: Surface) -> list[Shape]:
    """Animal Kingdoms: a swallow-tailed banner hung from a pole, the eagle on it, the name on a pennant
    across it."""
    parts = Parts(surface)
    cx = parts.cx
    width = parts.column * 0.58
    top, bottom = surface.height * 0.14, surface.height * 0.86
    pole = Box(cx - parts.column * 0.38, top - 2.4, parts.column * 0.76, 1.6)
    shapes = ground(surface, parts.fill, keyline=False)
    left = cx - width / 2
    tail = (bottom - top) * 0.14
    shapes.append(
        parts.outline(
            [(left, top), (cx + width / 2, top), (cx + width / 2, bottom), (cx, bottom - tail), (left, bottom)],
            fill=parts.window,
        )
    )
    if surface.light:  # the pole as one line
        shapes.append(Line(pole.x, pole.cy, pole.right, pole.cy, color=parts.ring, width_mm=parts.ring_mm * 2))
    else:
        shapes.append(Rect(pole.x, pole.y, pole.w, pole.h, fill=parts.ring, radius_mm=pole.h / 2))
        shapes += [disc(x, pole.cy, pole.h * 2.2, parts.ring, "", role="") for x in (pole.x, pole.right)]
    shapes.append(parts.emblem(Box(left, top + 2.0, width, (bottom - top) * 0.48), 0.85))
    pennant = Box(cx - parts.column * 0.42, top + (bottom - top) * 0.56, parts.column * 0.84, surface.height * 0.14)
    return shapes + parts.named_band(pennant, "pennant")


def medallion(surface: Surface) -> list[Shape]:
    """The back of a round component (a token), in every game: its ground in the deck's colour, cut circle
    included (``generator.design.tokens``), and the game's emblem over the first words of the back label."""
    parts = Parts(surface)
    label = tokens.inner(surface)
    emblem = Box(label.x, label.y, label.w, label.h * 0.55)
    words = Box(label.x, emblem.bottom, label.w, label.h * 0.45)
    return [
        *tokens.ground(surface, parts.fill),
        picture(surface.icon("emblem"), emblem, surface.art(parts.fill)),
        HEADING.at(words, parts.title, parts.text, size_pt=min(12.0, label.h * 1.2)),
    ]
