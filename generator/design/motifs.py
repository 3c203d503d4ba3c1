"""A game's motif (``style.motif`` in its data) as a pattern of small tiles.

Backs cover the whole card with it; fronts show it faintly behind the art, so each game's cards
carry its mark. Every pattern is a grid centred on its area whose odd rows are shifted by half a
step, and every tile is symmetric about its vertical axis, so a pattern centred on a card is
symmetric too.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from generator.layout.shapes import Ellipse, Polygon, Shape

Point = tuple[float, float]
SUIT_ORDER = "SHDC"


def regular_points(cx: float, cy: float, radius: float, corners: int, turn_deg: float = -90.0) -> tuple[Point, ...]:
    """The corners of a regular polygon, the first one at ``turn_deg`` (−90° is straight up)."""
    return tuple(
        (
            cx + radius * math.cos(math.radians(turn_deg + 360 * i / corners)),
            cy + radius * math.sin(math.radians(turn_deg + 360 * i / corners)),
        )
        for i in range(corners)
    )


def star_points(cx: float, cy: float, radius: float, spikes: int = 5, inner: float = 0.45) -> tuple[Point, ...]:
    """The outline of a star with ``spikes`` points, the first pointing up."""
    outer = regular_points(cx, cy, radius, spikes)
    inside = regular_points(cx, cy, radius * inner, spikes, -90.0 + 180.0 / spikes)
    return tuple(point for pair in zip(outer, inside, strict=True) for point in pair)


def star(cx: float, cy: float, radius: float, fill: str) -> list[Shape]:
    """A five-pointed star tile."""
    return [Polygon(star_points(cx, cy, radius, 5), fill=fill)]


def crown(cx: float, cy: float, width: float, fill: str) -> list[Shape]:
    """A three-pointed crown tile."""
    w, h = width, width * 0.62
    x, y = cx - w / 2, cy - h / 2 + width * 0.06
    outline = (
        (x, y + h),
        (x, y + 0.2 * h),
        (x + 0.27 * w, y + 0.55 * h),
        (x + 0.5 * w, y),
        (x + 0.73 * w, y + 0.55 * h),
        (x + w, y + 0.2 * h),
        (x + w, y + h),
    )
    return [Polygon(outline, fill=fill)]


def diamond(cx: float, cy: float, width: float, height: float, fill: str) -> list[Shape]:
    """A rhombus tile."""
    points = ((cx, cy - height / 2), (cx + width / 2, cy), (cx, cy + height / 2), (cx - width / 2, cy))
    return [Polygon(points, fill=fill)]


def suit(cx: float, cy: float, size: float, name: str, fill: str) -> list[Shape]:
    """A playing-card suit (``S``pades, ``H``earts, ``D``iamonds, ``C``lubs) about ``size`` wide and tall."""
    s = size
    lobe = s * 0.52
    if name == "D":
        return diamond(cx, cy, s * 0.72, s, fill)
    if name == "H":
        return [
            Ellipse(cx - s * 0.5, cy - s * 0.42, lobe, lobe, fill=fill),
            Ellipse(cx - s * 0.02, cy - s * 0.42, lobe, lobe, fill=fill),
            Polygon(
                ((cx - s * 0.48, cy - s * 0.08), (cx + s * 0.48, cy - s * 0.08), (cx, cy + s * 0.5)),
                fill=fill,
            ),
        ]
    stem = Polygon(((cx, cy + s * 0.05), (cx + s * 0.2, cy + s * 0.5), (cx - s * 0.2, cy + s * 0.5)), fill=fill)
    if name == "S":
        return [
            Ellipse(cx - s * 0.48, cy - s * 0.12, lobe, lobe, fill=fill),
            Ellipse(cx - s * 0.04, cy - s * 0.12, lobe, lobe, fill=fill),
            Polygon(
                ((cx, cy - s * 0.5), (cx + s * 0.47, cy + s * 0.08), (cx - s * 0.47, cy + s * 0.08)),
                fill=fill,
            ),
            stem,
        ]
    if name == "C":
        leaf = s * 0.44
        return [
            Ellipse(cx - leaf / 2, cy - s * 0.5, leaf, leaf, fill=fill),
            Ellipse(cx - s * 0.48, cy - s * 0.12, leaf, leaf, fill=fill),
            Ellipse(cx + s * 0.04, cy - s * 0.12, leaf, leaf, fill=fill),
            stem,
        ]
    raise ValueError(f"unknown suit {name!r}: expected one of S, H, D, C")


FLEUR_RIGHT = (
    (0.0, -1.0),
    (0.2, -0.62),
    (0.24, -0.3),
    (0.14, 0.1),
    (0.34, -0.12),
    (0.5, -0.42),
    (0.74, -0.4),
    (0.8, -0.1),
    (0.62, 0.2),
    (0.44, 0.2),
    (0.44, 0.36),
    (0.12, 0.36),
    (0.2, 0.8),
    (0.0, 0.66),
)
"""The right half of a fleur-de-lis outline in unit coordinates (−1..1, y down), top to bottom."""


def fleur_de_lis(cx: float, cy: float, height: float, fill: str) -> list[Shape]:
    """A fleur-de-lis ``height`` tall: one polygon, its outline mirrored from the right half."""
    scale = height / 1.8
    left = tuple((-x, y) for x, y in reversed(FLEUR_RIGHT[1:-1]))
    return [Polygon(tuple((cx + x * scale, cy + (y - 0.1) * scale) for x, y in FLEUR_RIGHT + left), fill=fill)]


@dataclass(frozen=True)
class Motif:
    """How one motif is tiled: grid step relative to the base step, and how one tile is drawn."""

    spacing: float
    draw: Callable[[float, float, float, str, int], list[Shape]]
    """(x, y, step, colour, variant) → shapes; ``variant`` picks the suit of a pips tile."""


MOTIFS: dict[str, Motif] = {
    "stars": Motif(1.0, lambda x, y, step, color, _: star(x, y, step * 0.22, color)),
    "crowns": Motif(1.1, lambda x, y, step, color, _: crown(x, y, step * 0.42, color)),
    "fleur-de-lis": Motif(1.1, lambda x, y, step, color, _: fleur_de_lis(x, y, step * 0.55, color)),
    "pips": Motif(1.0, lambda x, y, step, color, variant: suit(x, y, step * 0.42, SUIT_ORDER[variant % 4], color)),
    "diamonds": Motif(0.8, lambda x, y, step, color, _: diamond(x, y, step * 0.5, step * 0.78, color)),
    "dots": Motif(
        0.7,
        lambda x, y, step, color, _: [Ellipse(x - step * 0.19, y - step * 0.19, step * 0.38, step * 0.38, fill=color)],
    ),
    "lattice": Motif(
        0.7,
        lambda x, y, step, color, _: [
            Polygon(
                ((x, y - step * 0.5), (x + step * 0.5, y), (x, y + step * 0.5), (x - step * 0.5, y)),
                stroke=color,
                stroke_mm=0.35,
            )
        ],
    ),
}
"""The motifs a game's ``style.motif`` may name."""


def centres(cx: float, cy: float, half_w: float, half_h: float, step: float) -> Iterator[tuple[float, float, int]]:
    """Grid points within ``half_w`` × ``half_h`` of (cx, cy), odd rows shifted half a step, with a variant.

    The variant depends on the distance from the vertical centre line and on the row, so mirrored
    points get the same one.
    """
    for row in range(-int(half_h / step), int(half_h / step) + 1):
        if row % 2:
            reach = int(half_w / step + 0.5)
            offsets = [side * (k + 0.5) * step for k in range(reach) for side in (-1, 1)]
        else:
            reach = int(half_w / step)
            offsets = [k * step for k in range(-reach, reach + 1)]
        for offset in offsets:
            yield cx + offset, cy + row * step, int(abs(offset) / step + 1e-9) + row


def pattern(name: str, cx: float, cy: float, half_w: float, half_h: float, step: float, color: str) -> list[Shape]:
    """The motif ``name`` tiled around (cx, cy); raises ``KeyError`` for an unknown motif."""
    motif = MOTIFS[name]
    spacing = step * motif.spacing
    return [
        shape
        for x, y, variant in centres(cx, cy, half_w, half_h, spacing)
        for shape in motif.draw(x, y, spacing, color, variant)
    ]
