"""Circus Grandioso's look: a circus poster.

The card's colour fills the border, ringed on the inside by a marquee of light bulbs; the name is shouted
in heavy capitals on a ribbon banner with folded tails; numbers stand in gold starbursts; the picture
stands in a sunburst, and the rules are printed on a ticket with scooped corners. The light style keeps
the bulbs, banner, bursts and ticket as thin outlines on white.
"""

from __future__ import annotations

import math

from generator.design import backs
from generator.design.colors import mix
from generator.design.geometry import clip, rounded, scooped
from generator.design.look import Look, Typography, title_text
from generator.design.motifs import star_points
from generator.design.parts import bleed_fill, picture
from generator.design.surface import FRAME_MM, PAD_MM, Box, Surface
from generator.design.texts import SANS_FLAVOR, Preset
from generator.layout.shapes import Ellipse, Polygon, Rect, Shape

TITLE_MM = 10.0
"""Height of the title row of a card."""
TYPOGRAPHY = Typography(
    title=Preset("poster", 10.0, 8.0),
    flavor=SANS_FLAVOR,
)
BULB_MM = 1.5
"""Diameter of a marquee bulb."""
BULB_STEP_MM = 4.4
"""About how far apart the bulbs of a card are."""
MOST_BULBS = 72
"""The most bulbs round one face (drawing time grows with them)."""
RAYS = 18
"""Wedges of a sunburst (every other one drawn)."""
TICKET_SCOOP_MM = 1.8
"""Radius of the scooped corners of the rules ticket."""


def bulbs(surface: Surface, panel: Box, accent: str) -> list[Shape]:
    """Light bulbs evenly along the panel's edge, one in each corner: gold (outlined when light). A large
    surface's bulbs are larger and further apart (at most ``MOST_BULBS``)."""
    step = max(BULB_STEP_MM, 2 * (panel.w + panel.h) / MOST_BULBS)
    size = BULB_MM * step / BULB_STEP_MM
    across, down = max(round(panel.w / step), 1), max(round(panel.h / step), 1)
    points = [(panel.x + panel.w * i / across, y) for i in range(across + 1) for y in (panel.y, panel.bottom)]
    points += [(x, panel.y + panel.h * j / down) for j in range(1, down) for x in (panel.x, panel.right)]
    gold = surface.style.secondary
    fill, ring = ("", surface.edge(accent)) if surface.light else (gold, mix(gold, surface.ink, 0.45))
    return [Ellipse(x - size / 2, y - size / 2, size, size, fill=fill, stroke=ring, stroke_mm=0.15) for x, y in points]


def burst(surface: Surface, box: Box, accent: str) -> Polygon:
    """A gold starburst filling ``box`` (white with a coloured edge when light)."""
    points = star_points(box.cx, box.cy, box.w / 2, spikes=14, inner=0.8)
    gold = surface.style.secondary
    if surface.light:
        return Polygon(points, fill=surface.paper, stroke=surface.edge(accent), stroke_mm=0.3, role="badge")
    return Polygon(points, fill=gold, stroke=mix(gold, surface.ink, 0.45), stroke_mm=0.25, role="badge")


def ray(step: int) -> tuple[float, float]:
    """The unit direction of the ``step``-th side of a sunburst's wedges (the first wedge points up)."""
    angle = -math.pi / 2 + (step - 0.5) * 2 * math.pi / RAYS
    return math.cos(angle), math.sin(angle)


class Poster(Look):
    """A circus poster, Circus Grandioso's look (see the module)."""

    name = "poster"
    typography = TYPOGRAPHY
    title_mm = TITLE_MM
    corner_row = "title"
    corner_mm = 8.6
    text_inset = (2.0, 1.5)

    def content(self, surface: Surface) -> Box:
        """Inside the bulbs."""
        return surface.trim.inset(PAD_MM + 0.6)

    def frame(self, surface: Surface, accent: str) -> list[Shape]:
        """The border in the card's colour (a keyline when light) and the marquee of bulbs inside it."""
        panel = surface.trim.inset(FRAME_MM)
        if surface.light:
            ground: list[Shape] = [
                bleed_fill(surface, surface.paper),
                Rect(panel.x, panel.y, panel.w, panel.h, stroke=surface.edge(accent), stroke_mm=0.35, radius_mm=2.0),
            ]
        else:
            ground = [
                bleed_fill(surface, accent),
                Rect(panel.x, panel.y, panel.w, panel.h, fill=surface.paper, radius_mm=2.0),
            ]
        return ground + bulbs(surface, panel, accent)

    def title(self, surface: Surface, box: Box, name: str, accent: str) -> list[Shape]:
        """A ribbon banner with its tails folded behind either end, the name in heavy capitals on it."""
        fold = min(2.6, box.w * 0.07)
        drop = box.h * 0.26
        band = Box(box.x + fold * 1.3, box.y, box.w - fold * 2.6, box.h - drop)
        shade, deep = mix(accent, surface.ink, 0.3), mix(accent, surface.ink, 0.55)
        shapes: list[Shape] = []
        for side in (-1, 1):
            edge = box.x if side < 0 else box.right
            inner = band.x + fold if side < 0 else band.right - fold
            near = band.x if side < 0 else band.right
            top, bottom = band.y + drop, band.bottom + drop
            tail = (
                (edge, top),
                (inner, top),
                (inner, bottom),
                (edge, bottom),
                (edge - side * fold * 0.8, (top + bottom) / 2),
            )
            tuck = ((near, band.bottom), (inner, band.bottom), (inner, bottom))
            if surface.light:
                line = surface.edge(accent)
                shapes += [Polygon(tail, fill=surface.paper, stroke=line, stroke_mm=0.3), Polygon(tuck, stroke=line)]
            else:
                shapes += [Polygon(tail, fill=shade), Polygon(tuck, fill=deep)]
        fill, stroke = (surface.paper, surface.edge(accent)) if surface.light else (accent, "")
        shapes.append(Rect(band.x, band.y, band.w, band.h, fill=fill, stroke=stroke, stroke_mm=0.35))
        if not surface.light:
            lining = band.inset(0.6)
            shapes.append(Rect(lining.x, lining.y, lining.w, lining.h, stroke=surface.style.secondary, stroke_mm=0.25))
        shapes.append(
            title_text(
                TYPOGRAPHY.title, band.inset(1.2, 0.4), name.upper(), surface.on_solid(accent), TITLE_MM * 0.74 - 0.8
            )
        )
        return shapes

    def window(self, surface: Surface, box: Box, accent: str) -> list[Shape]:
        """Rays of the card's colour bursting from the middle of the picture (a thin frame when light)."""
        panel = box.inset(-0.6, -0.3)
        if surface.light:
            return [
                Rect(
                    panel.x,
                    panel.y,
                    panel.w,
                    panel.h,
                    stroke=surface.tint(accent, 0.5),
                    stroke_mm=0.25,
                    radius_mm=1.2,
                    role="window",
                )
            ]
        outline = rounded(panel, 1.2)
        reach = panel.w + panel.h
        rays: list[Shape] = []
        for index in range(0, RAYS, 2):
            wedge = [
                (panel.cx, panel.cy),
                *((panel.cx + reach * dx, panel.cy + reach * dy) for dx, dy in (ray(index), ray(index + 1))),
            ]
            clipped = clip(wedge, outline)
            if clipped:
                rays.append(Polygon(tuple(clipped), fill=mix(accent, surface.paper, 0.8)))
        return [
            Rect(
                panel.x, panel.y, panel.w, panel.h, fill=mix(accent, surface.paper, 0.9), radius_mm=1.2, role="window"
            ),
            *rays,
        ]

    def text_panel(self, surface: Surface, box: Box, accent: str) -> list[Shape]:
        """A ticket with scooped corners."""
        outline = tuple(scooped(box, TICKET_SCOOP_MM))
        fill = "" if surface.light else surface.tint(accent, 0.9)
        return [Polygon(outline, fill=fill, stroke=surface.tint(accent, 0.5), stroke_mm=0.25)]

    def badge(self, surface: Surface, box: Box, icon: str, accent: str) -> list[Shape]:
        """A starburst with an icon."""
        color = surface.dark(accent) if surface.light else surface.ink
        return [burst(surface, box, accent), picture(icon, box, color, scale=0.5, role="")]

    def value_badge(self, surface: Surface, box: Box, value: str, accent: str) -> list[Shape]:
        """A starburst with a number in heavy figures."""
        color = surface.dark(accent) if surface.light else surface.ink
        inner = box.square(0.58)
        return [burst(surface, box, accent), Preset("poster", box.w * 1.5, 6.0).at(inner, value, color, role="")]

    def back(self, surface: Surface) -> list[Shape]:
        """The look's back (``backs.marquee``)."""
        return backs.marquee(surface)


LOOK = Poster()
"""The look, as ``generator.design.card.LOOKS`` names it."""
