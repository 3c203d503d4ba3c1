"""Animal Kingdoms' look: heraldic banners hung in a great hall.

Each card is a swallow-tailed banner of its colour, edged in gold and hung from a gilt pole against the
dark of the hall; the name is lettered on a scroll across its head; the picture is the charge of a
shield; the rules are written on a parchment sewn on below, and the icons in the upper corners are
roundels. The light style keeps the banner, pole, scroll, shield and parchment as thin lines on white.
"""

from __future__ import annotations

import math

from generator.design import backs
from generator.design.colors import mix
from generator.design.geometry import Point, arc, bounds, notched
from generator.design.look import Look, Typography, title_text
from generator.design.parts import bleed_fill, disc, picture
from generator.design.surface import FRAME_MM, Box, Surface
from generator.design.texts import SERIF_FLAVOR, VALUE, Preset
from generator.layout.shapes import Line, Polygon, Rect, Shape

TITLE_MM = 8.6
"""Height of the title row of a card."""
TYPOGRAPHY = Typography(
    title=Preset("display-bold", 12.0, 8.0),
    flavor=SERIF_FLAVOR,
)
POLE_Y_MM = 5.4
"""Where the pole crosses the card, from the top of the trim."""
POLE_MM = 1.1
"""Thickness of the pole."""
FINIAL_MM = 2.3
"""Diameter of the knobs at the ends of the pole."""
TAIL = 0.085
"""Depth of the swallow-tail notch, as a share of the card's height."""
EDGE_MM = 1.0
"""How far the gold edge runs inside the banner's outline."""


def banner_box(surface: Surface) -> Box:
    """The banner, from under the pole to the tips of its tails."""
    top = POLE_Y_MM + POLE_MM / 2
    return Box(FRAME_MM + 0.8, top, surface.width - 2 * (FRAME_MM + 0.8), surface.height - top - FRAME_MM + 0.4)


def swallowtail(box: Box, notch: float) -> tuple[Point, ...]:
    """A banner's outline: square at the head, its foot cut into two tails by a notch ``notch`` deep."""
    return (
        (box.x, box.y),
        (box.right, box.y),
        (box.right, box.bottom),
        (box.cx, box.bottom - notch),
        (box.x, box.bottom),
    )


def wall(surface: Surface, accent: str) -> str:
    """The dark of the hall behind the banner."""
    return mix(surface.ink, accent, 0.2)


def shield_box(box: Box) -> Box:
    """The shield in a window's ``box``: as tall as the box, as wide as a heater shield of that height."""
    width = min(box.w, box.h * 0.86)
    return Box(box.cx - width / 2, box.y, width, box.h)


def shield(box: Box) -> list[Point]:
    """A heater shield filling ``box``: a straight head and sides, each lower side an arc drawn round the
    opposite upper side, meeting in a point."""
    right = arc(box.x, box.y + box.h * 0.3, box.w, box.h * 0.7 / math.sin(math.radians(60)), 0, 60)
    left = [(2 * box.cx - x, y) for x, y in reversed(right)]
    return [(box.x, box.y), (box.right, box.y), *right, *left[1:]]


def roundel(surface: Surface, box: Box, accent: str) -> list[Shape]:
    """A parchment roundel ringed in gold (in the card's colour when light)."""
    ring = surface.edge(accent) if surface.light else surface.style.secondary
    return [disc(box.cx, box.cy, box.w, surface.paper, ring)]


class Banner(Look):
    """Heraldic banners, Animal Kingdoms' look (see the module)."""

    name = "banner"
    typography = TYPOGRAPHY
    title_mm = TITLE_MM
    corner_row = "art"
    corner_mm = 8.0
    text_inset = (1.6, 1.3)

    def content(self, surface: Surface) -> Box:
        """Inside the gold edge, above the notch."""
        banner = banner_box(surface)
        notch = surface.height * TAIL
        return Box(banner.x + 2.6, banner.y + 1.6, banner.w - 5.2, banner.h - notch - 3.4)

    def frame(self, surface: Surface, accent: str) -> list[Shape]:
        """The hall, the pole with its knobs, and the banner with its gold edge (thin lines when light)."""
        banner = banner_box(surface)
        notch = surface.height * TAIL
        outline = swallowtail(banner, notch)
        pole = Box(FRAME_MM - 0.2, POLE_Y_MM - POLE_MM / 2, surface.width - 2 * (FRAME_MM - 0.2), POLE_MM)
        knobs = (pole.x + FINIAL_MM / 2, pole.right - FINIAL_MM / 2)
        if surface.light:
            line = surface.edge(accent)
            return [
                bleed_fill(surface, surface.paper),
                Polygon(outline, stroke=line, stroke_mm=0.35),
                Line(pole.x + FINIAL_MM, pole.cy, pole.right - FINIAL_MM, pole.cy, color=line, width_mm=0.5),
                *(disc(x, pole.cy, FINIAL_MM, "", line, role="") for x in knobs),
            ]
        gold = surface.style.secondary
        return [
            bleed_fill(surface, wall(surface, accent)),
            Polygon(outline, fill=accent),
            Polygon(swallowtail(banner.inset(EDGE_MM), notch), stroke=gold, stroke_mm=0.4),
            Rect(pole.x, pole.y, pole.w, pole.h, fill=gold, radius_mm=POLE_MM / 2),
            *(disc(x, pole.cy, FINIAL_MM, gold, "", role="") for x in knobs),
        ]

    def title(self, surface: Surface, box: Box, name: str, accent: str) -> list[Shape]:
        """A scroll across the banner's head, its ends rolled behind, the name lettered on it."""
        roll = min(2.2, box.w * 0.06)
        band = Box(box.x + roll, box.y, box.w - 2 * roll, box.h - 1.2)
        shade = mix(surface.paper, surface.ink, 0.25)
        shapes: list[Shape] = []
        for side in (-1, 1):
            edge = box.x if side < 0 else box.right
            near = band.x if side < 0 else band.right
            end = (
                (edge, band.y + 1.2),
                (near, band.y + 1.2),
                (near, band.bottom + 1.2),
                (edge, band.bottom + 1.2),
                (edge - side * roll * 0.7, band.cy + 1.2),
            )
            if surface.light:
                shapes.append(Polygon(end, fill=surface.paper, stroke=surface.edge(accent), stroke_mm=0.3))
            else:
                shapes.append(Polygon(end, fill=shade))
        if surface.light:
            shapes.append(
                Rect(band.x, band.y, band.w, band.h, fill=surface.paper, stroke=surface.edge(accent), stroke_mm=0.35)
            )
        else:
            shapes.append(Rect(band.x, band.y, band.w, band.h, fill=surface.paper))
        shapes.append(title_text(TYPOGRAPHY.title, band.inset(1.0, 0.3), name, surface.ink, TITLE_MM - 1.8))
        return shapes

    def window(self, surface: Surface, box: Box, accent: str) -> list[Shape]:
        """A shield of parchment edged in gold (a thin outline when light): the picture is its charge."""
        outline = tuple(shield(shield_box(box)))
        frame_box = bounds(list(outline))
        marker = Rect(frame_box.x, frame_box.y, frame_box.w, frame_box.h, role="window")
        if surface.light:
            return [marker, Polygon(outline, stroke=surface.tint(accent, 0.5), stroke_mm=0.3)]
        return [marker, Polygon(outline, fill=surface.paper, stroke=surface.style.secondary, stroke_mm=0.6)]

    def picture_box(self, box: Box) -> Box:
        """Where the charge stands on the shield: its upper, wider part."""
        field = shield_box(box)
        return Box(field.x + field.w * 0.14, field.y + field.h * 0.07, field.w * 0.72, field.h * 0.62)

    def text_panel(self, surface: Surface, box: Box, accent: str) -> list[Shape]:
        """A parchment with cut corners sewn onto the banner."""
        outline = tuple(notched(box, 1.2))
        if surface.light:
            return [Polygon(outline, stroke=surface.tint(accent, 0.5), stroke_mm=0.25)]
        return [Polygon(outline, fill=surface.paper, stroke=mix(surface.paper, surface.ink, 0.3), stroke_mm=0.2)]

    def badge(self, surface: Surface, box: Box, icon: str, accent: str) -> list[Shape]:
        """A roundel with an icon."""
        return [*roundel(surface, box, accent), picture(icon, box, surface.dark(accent), scale=0.64, role="")]

    def value_badge(self, surface: Surface, box: Box, value: str, accent: str) -> list[Shape]:
        """A roundel with a number."""
        return [
            *roundel(surface, box, accent),
            VALUE.at(box.square(0.66), value, surface.ink, size_pt=box.w * 1.8, role=""),
        ]

    def label(self, surface: Surface, accent: str) -> str:
        """Words written on the banner itself: parchment on its colour, its dark when light."""
        return surface.on_solid(accent)

    def back(self, surface: Surface) -> list[Shape]:
        """The look's back (``backs.banner``)."""
        return backs.banner(surface)


LOOK = Banner()
"""The look, as ``generator.design.card.LOOKS`` names it."""
