"""Round components (tokens), drawn to be cut: one size each, the size of their format.

Every side of a round component prints its cut circle at the trim (the circle a punch of that diameter
is centred on, or scissors follow), in both styles. In full colour its colour runs on from a rim inside
the cut out to the bleed circle, so a punch a little off centre still leaves colour at the edge; in the
light style the face stays white and a fine ring inside the cut echoes the rim. The bundle's cover asks
for a punch of the format's diameter (``card_data/printing.toml``), which a test holds against the faces.
"""

from __future__ import annotations

from generator.data.model import Card
from generator.design.colors import mix
from generator.design.parts import bleed_fill, caption
from generator.design.surface import SAFE_MM, Box, Surface
from generator.layout.shapes import Ellipse, Shape

CUT_LINE_MM = 0.3
"""Width of the printed cut circle."""
RIM_MM = 1.8
"""Width of the coloured rim inside the cut."""
NAME_MIN_PT = 6.0
"""The smallest a token's name is set (a small token's)."""


def cut_circle(surface: Surface, fill: str) -> Ellipse:
    """The circle to cut along: the trim, in a deep shade of the component's colour."""
    return Ellipse(
        0.0,
        0.0,
        surface.width,
        surface.height,
        stroke=mix(surface.dark(fill), surface.ink, 0.3),
        stroke_mm=CUT_LINE_MM,
        role="cut",
    )


def ground(surface: Surface, fill: str) -> list[Shape]:
    """A round component's ground in ``fill``: paper to the square's corners, the colour out to the bleed
    circle round a paper face inside the rim (light: white, a fine ring for the rim), and the cut circle."""
    face = surface.trim.inset(RIM_MM)
    if surface.light:
        rim = Ellipse(face.x, face.y, face.w, face.h, stroke=surface.edge(fill), stroke_mm=0.2)
        return [bleed_fill(surface, surface.paper), rim, cut_circle(surface, fill)]
    reach = surface.trim.inset(-surface.bleed)
    return [
        bleed_fill(surface, surface.paper),
        Ellipse(reach.x, reach.y, reach.w, reach.h, fill=fill),
        Ellipse(face.x, face.y, face.w, face.h, fill=surface.paper),
        cut_circle(surface, fill),
    ]


def inner(surface: Surface) -> Box:
    """The square inscribed in a round component's safe circle: where its picture and texts go."""
    safe = (surface.width / 2 - SAFE_MM) * 2**0.5
    return Box(surface.width / 2 - safe / 2, surface.height / 2 - safe / 2, safe, safe)


def art_box(surface: Surface) -> Box:
    """Where a token's picture goes: the upper part of its safe circle."""
    square = inner(surface)
    return Box(square.x, square.y - square.h * 0.1, square.w, square.h * 0.72)


def token(surface: Surface, card: Card, *art: Shape, name_color: str = "") -> list[Shape]:
    """A round token: its ground, its picture (and a value) above its name (in ``name_color``, or a deep
    shade of its colour)."""
    square = inner(surface)
    return [
        *ground(surface, surface.accent(card)),
        *art,
        caption(
            Box(square.x, square.y + square.h * 0.66, square.w, square.h * 0.34),
            card.name.upper(),
            name_color or surface.dark(surface.accent(card)),
            size_pt=max(NAME_MIN_PT, surface.width * 0.2),
        ),
    ]
