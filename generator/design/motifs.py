"""A game's motif (``style.motif`` in its data) as a pattern of small tiles.

Backs cover the whole card with it; fronts show it faintly behind the art, so each game's cards
carry its mark. Every pattern is a grid centred on its area whose odd rows are shifted by half a
step, and every tile is symmetric about its vertical axis, so a pattern centred on a card is
symmetric too.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from generator.design import icons
from generator.layout.shapes import Ellipse, Polygon, Shape

SUIT_ORDER = "SHDC"


@dataclass(frozen=True)
class Motif:
    """How one motif is tiled: grid step relative to the base step, and how one tile is drawn."""

    spacing: float
    draw: Callable[[float, float, float, str, int], list[Shape]]
    """(x, y, step, colour, variant) → shapes; ``variant`` picks the suit of a pips tile."""


MOTIFS: dict[str, Motif] = {
    "stars": Motif(1.0, lambda x, y, step, color, _: icons.star(x, y, step * 0.22, color)),
    "crowns": Motif(1.1, lambda x, y, step, color, _: icons.crown(x, y, step * 0.42, color, balls=False)),
    "fleur-de-lis": Motif(1.1, lambda x, y, step, color, _: icons.fleur_de_lis(x, y, step * 0.55, color)),
    "pips": Motif(
        1.0, lambda x, y, step, color, variant: icons.suit(x, y, step * 0.42, SUIT_ORDER[variant % 4], color)
    ),
    "diamonds": Motif(0.8, lambda x, y, step, color, _: icons.diamond(x, y, step * 0.5, step * 0.78, color)),
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
