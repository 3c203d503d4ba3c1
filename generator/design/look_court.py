"""Monarch's look: a royal court.

A border of the card's colour like a velvet hanging, and inside it a parchment panel with scooped
corners, a gilt rule and gilt studs; the name is set in small capitals over a gilt flourish, as on a
royal proclamation; the picture stands in a pointed gothic window patterned with the game's motif;
prices and values are round medallions in the top corners. The light style keeps the panel, rule,
flourish, window and medallions as thin lines on white.
"""

from __future__ import annotations

import math
from functools import cache

from generator.design import backs, motifs
from generator.design.colors import mix
from generator.design.geometry import Point, bounds, clip, scooped
from generator.design.look import Look, Typography, title_text
from generator.design.parts import bleed_fill, disc, motif_name, picture
from generator.design.surface import FRAME_MM, PAD_MM, Box, Surface
from generator.design.texts import SERIF_FLAVOR, VALUE, Preset
from generator.layout.shapes import Ellipse, Line, Polygon, Rect, Shape

TITLE_MM = 10.0
"""Height of the title row of a card."""
TYPOGRAPHY = Typography(
    title=Preset("display-caps", 14.0, 9.0),
    flavor=SERIF_FLAVOR,
)
SCOOP_MM = 3.0
"""Radius of the panel's scooped corners."""
STUD_MM = 1.8
"""Diameter of the gilt studs in the scoops."""
FLOURISH_MM = 2.2
"""Height of the flourish under the name."""
MOTIF_STEP_MM = 6.0


ARCH_STEPS = 6
"""Straight pieces per side of the window's pointed top."""


def arch_rise(box: Box) -> float:
    """How far above its upright sides the window's point rises."""
    return min(box.h * 0.34, box.w * 0.3)


def arch(box: Box) -> list[Point]:
    """A pointed gothic window over ``box``: upright sides, and two arcs (each a circle of 0.8 × the width,
    drawn round a centre across the window, flattened to the rise) meeting in a point at the top."""
    rise = arch_rise(box)
    spring = box.y + rise
    radius = box.w * 0.8
    top = math.acos((radius - box.w / 2) / radius)
    tall = rise / math.sin(top)
    left = [
        (
            box.x + radius - radius * math.cos(top * step / ARCH_STEPS),
            spring - tall * math.sin(top * step / ARCH_STEPS),
        )
        for step in range(ARCH_STEPS + 1)
    ]
    right = [(2 * box.cx - x, y) for x, y in reversed(left[:-1])]
    return [(box.x, box.bottom), *left, *right, (box.right, box.bottom)]


@cache
def window_pattern(box: Box, motif: str, color: str) -> tuple[Shape, ...]:
    """The motif's tiles in ``color`` cut to the window over ``box`` (kept: a deck's windows share a few
    sizes and colours)."""
    outline = arch(box)
    upright = Box(box.x, box.y + arch_rise(box), box.w, box.h - arch_rise(box))
    tiles = motifs.pattern(motif, box.cx, box.cy, box.w / 2, box.h / 2, MOTIF_STEP_MM, color)
    return tuple(
        Polygon(tuple(part), fill=tile.fill)
        for tile in tiles
        if isinstance(tile, Polygon) and (part := inside(tile.points, upright, outline))
    )


def inside(points: tuple[Point, ...], upright: Box, outline: list[Point]) -> list[Point]:
    """The part of a pattern tile inside the window: itself when it lies in the window's upright part (most
    do), else what clipping to the whole outline leaves."""
    tile = bounds(points)
    if upright.x <= tile.x and tile.right <= upright.right and upright.y <= tile.y and tile.bottom <= upright.bottom:
        return list(points)
    return clip(points, outline)


def medallion(surface: Surface, box: Box, accent: str) -> Ellipse:
    """A round medallion of the card's colour with a gilt rim (white with a coloured rim when light)."""
    fill, ring = (surface.paper, surface.edge(accent)) if surface.light else (accent, surface.style.secondary)
    return disc(box.cx, box.cy, box.w, fill, ring)


class Court(Look):
    """A royal court, Monarch's look (see the module)."""

    name = "court"
    typography = TYPOGRAPHY
    title_mm = TITLE_MM
    corner_row = "art"
    corner_mm = 10.0
    text_inset = (1.0, 1.4)

    def content(self, surface: Surface) -> Box:
        """Inside the gilt rule."""
        return surface.trim.inset(PAD_MM + 0.4)

    def frame(self, surface: Surface, accent: str) -> list[Shape]:
        """The velvet border, the parchment panel with scooped corners, its gilt rule and a stud in each scoop."""
        panel = surface.trim.inset(FRAME_MM)
        gold = surface.style.secondary
        studs = [(x, y) for x in (panel.x, panel.right) for y in (panel.y, panel.bottom)]
        half = STUD_MM / 2
        if surface.light:
            return [
                bleed_fill(surface, surface.paper),
                Polygon(tuple(scooped(panel, SCOOP_MM)), stroke=surface.edge(accent), stroke_mm=0.35),
                *(
                    Ellipse(x - half, y - half, STUD_MM, STUD_MM, stroke=surface.edge(accent), stroke_mm=0.25)
                    for x, y in studs
                ),
            ]
        rule = panel.inset(0.9)
        return [
            bleed_fill(surface, accent),
            Polygon(tuple(scooped(panel, SCOOP_MM)), fill=surface.paper),
            Polygon(tuple(scooped(rule, SCOOP_MM - 0.9)), stroke=gold, stroke_mm=0.45),
            *(Ellipse(x - half, y - half, STUD_MM, STUD_MM, fill=gold) for x, y in studs),
        ]

    def title(self, surface: Surface, box: Box, name: str, accent: str) -> list[Shape]:
        """The name in small capitals, and under it a gilt flourish: two fine rules from a lozenge."""
        words = Box(box.x, box.y, box.w, box.h - FLOURISH_MM)
        y = box.bottom - FLOURISH_MM / 2
        cx, size = box.cx, FLOURISH_MM * 0.9
        gold = accent if surface.light else surface.style.secondary
        lozenge = ((cx, y - size / 2), (cx + size * 0.7, y), (cx, y + size / 2), (cx - size * 0.7, y))
        reach = box.w * 0.32
        return [
            title_text(TYPOGRAPHY.title, words, name, surface.dark(accent), TITLE_MM - FLOURISH_MM),
            Line(cx - reach, y, cx - size, y, color=gold, width_mm=0.3),
            Line(cx + size, y, cx + reach, y, color=gold, width_mm=0.3),
            Polygon(lozenge, fill="" if surface.light else gold, stroke=gold if surface.light else "", stroke_mm=0.25),
        ]

    def window(self, surface: Surface, box: Box, accent: str) -> list[Shape]:
        """A pointed window tinted with the card's colour and patterned with the game's motif, edged in gilt
        (a thin outline when light)."""
        outline = arch(box)
        frame_box = bounds(outline)
        marker = Rect(frame_box.x, frame_box.y, frame_box.w, frame_box.h, role="window")
        if surface.light:
            return [marker, Polygon(tuple(outline), stroke=surface.tint(accent, 0.5), stroke_mm=0.25)]
        return [
            marker,
            Polygon(tuple(outline), fill=mix(accent, surface.paper, 0.88)),
            *window_pattern(box, motif_name(surface), mix(accent, surface.paper, 0.78)),
            Polygon(tuple(outline), stroke=surface.style.secondary, stroke_mm=0.5),
        ]

    def picture_box(self, box: Box) -> Box:
        """Where a picture stands in the window over ``box``: below the point of its arch."""
        rise = arch_rise(box) * 0.45
        return Box(box.x, box.y + rise, box.w, box.h - rise)

    def text_panel(self, surface: Surface, box: Box, accent: str) -> list[Shape]:
        """The rules stand on the parchment itself, under a fine gilt rule."""
        gold = surface.tint(accent, 0.5) if surface.light else surface.style.secondary
        return [Line(box.x + box.w * 0.12, box.y, box.right - box.w * 0.12, box.y, color=gold, width_mm=0.3)]

    def badge(self, surface: Surface, box: Box, icon: str, accent: str) -> list[Shape]:
        """A medallion with an icon."""
        return [medallion(surface, box, accent), picture(icon, box, surface.on_solid(accent), scale=0.62, role="")]

    def value_badge(self, surface: Surface, box: Box, value: str, accent: str) -> list[Shape]:
        """A medallion with a number."""
        inner = box.square(0.66)
        return [
            medallion(surface, box, accent),
            VALUE.at(inner, value, surface.on_solid(accent), size_pt=box.w * 1.8, role=""),
        ]

    def back(self, surface: Surface) -> list[Shape]:
        """The look's back (``backs.shield``)."""
        return backs.shield(surface)


LOOK = Court()
"""The look, as ``generator.design.card.LOOKS`` names it."""
