"""Small vector icons built from polygons and ellipses: stars, crowns, coins, apples, shields, banners.

Every function takes the icon's centre and size in mm and returns shapes; colours are passed in, so
the data (a game's style or a card's colour) decides how they look.
"""

from __future__ import annotations

import math

from generator.layout.shapes import Ellipse, Line, Polygon, Shape

Point = tuple[float, float]


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


def star(cx: float, cy: float, radius: float, fill: str, stroke: str = "", spikes: int = 5) -> list[Shape]:
    """A star."""
    return [Polygon(star_points(cx, cy, radius, spikes), fill=fill, stroke=stroke, stroke_mm=0.25)]


def crown(cx: float, cy: float, width: float, fill: str, stroke: str = "", *, balls: bool = True) -> list[Shape]:
    """A three-pointed crown, with a ball on each point unless ``balls`` is false (for small patterns)."""
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
    shape: list[Shape] = [Polygon(outline, fill=fill, stroke=stroke, stroke_mm=0.25)]
    if balls:
        size = width * 0.14
        shape += [
            Ellipse(px - size / 2, py - size * 0.85, size, size, fill=fill, stroke=stroke, stroke_mm=0.2)
            for px, py in ((x, y + 0.2 * h), (x + 0.5 * w, y), (x + w, y + 0.2 * h))
        ]
    return shape


def coin(cx: float, cy: float, diameter: float, fill: str, rim: str) -> list[Shape]:
    """A coin: a disc with an inner ring."""
    inner = diameter * 0.72
    return [
        Ellipse(
            cx - diameter / 2,
            cy - diameter / 2,
            diameter,
            diameter,
            fill=fill,
            stroke=rim,
            stroke_mm=max(0.2, diameter * 0.05),
        ),
        Ellipse(cx - inner / 2, cy - inner / 2, inner, inner, stroke=rim, stroke_mm=max(0.15, diameter * 0.03)),
    ]


def apple(cx: float, cy: float, diameter: float, fill: str, leaf: str, stem: str) -> list[Shape]:
    """An apple (food): two shoulders over a round body, a stem and a leaf."""
    top = cy - diameter * 0.32
    lobes = [
        Ellipse(cx + offset, top, diameter * 0.55, diameter * 0.5, fill=fill)
        for offset in (-diameter * 0.47, -diameter * 0.08)
    ]
    lobes.append(Ellipse(cx - diameter * 0.45, top + diameter * 0.06, diameter * 0.9, diameter * 0.78, fill=fill))
    stem_line = Line(
        cx,
        top + diameter * 0.08,
        cx + diameter * 0.05,
        cy - diameter * 0.5,
        color=stem,
        width_mm=max(0.2, diameter * 0.07),
    )
    leaf_shape = Polygon(
        (
            (cx + diameter * 0.04, cy - diameter * 0.42),
            (cx + diameter * 0.2, cy - diameter * 0.56),
            (cx + diameter * 0.4, cy - diameter * 0.5),
            (cx + diameter * 0.22, cy - diameter * 0.38),
        ),
        fill=leaf,
    )
    return [*lobes, stem_line, leaf_shape]


def shield(cx: float, cy: float, width: float, fill: str, stroke: str = "") -> list[Shape]:
    """A heater shield, ``width`` wide and 1.2 × as tall."""
    w, h = width, width * 1.2
    x, y = cx - w / 2, cy - h / 2
    outline = (
        (x, y),
        (x + w, y),
        (x + w, y + 0.45 * h),
        (x + 0.85 * w, y + 0.72 * h),
        (x + 0.5 * w, y + h),
        (x + 0.15 * w, y + 0.72 * h),
        (x, y + 0.45 * h),
    )
    return [Polygon(outline, fill=fill, stroke=stroke, stroke_mm=0.3)]


def pennant(cx: float, cy: float, width: float, fill: str, stroke: str = "") -> list[Shape]:
    """A hanging banner with a swallow-tail, ``width`` wide and 1.4 × as tall."""
    w, h = width, width * 1.4
    x, y = cx - w / 2, cy - h / 2
    outline = ((x, y), (x + w, y), (x + w, y + h), (x + 0.5 * w, y + 0.75 * h), (x, y + h))
    return [Polygon(outline, fill=fill, stroke=stroke, stroke_mm=0.3)]


def moon(cx: float, cy: float, diameter: float, fill: str, background: str) -> list[Shape]:
    """A crescent moon: a disc with an offset disc of the background cut out of it."""
    cut = diameter * 0.85
    return [
        Ellipse(cx - diameter / 2, cy - diameter / 2, diameter, diameter, fill=fill),
        Ellipse(
            cx - diameter / 2 + diameter * 0.32,
            cy - diameter / 2 - diameter * 0.05,
            cut,
            cut,
            fill=background,
        ),
    ]


def house(cx: float, cy: float, width: float, fill: str, stroke: str = "") -> list[Shape]:
    """A house: a square with a pitched roof."""
    w = width
    x, y = cx - w / 2, cy - w / 2
    outline = (
        (x + 0.1 * w, y + w),
        (x + 0.1 * w, y + 0.45 * w),
        (x, y + 0.45 * w),
        (x + 0.5 * w, y),
        (x + w, y + 0.45 * w),
        (x + 0.9 * w, y + 0.45 * w),
        (x + 0.9 * w, y + w),
    )
    return [Polygon(outline, fill=fill, stroke=stroke, stroke_mm=0.25)]


def grain(cx: float, cy: float, length: float, width: float, angle_deg: float, fill: str) -> Polygon:
    """A pointed grain (a rhombus) centred at (cx, cy), its long axis turned ``angle_deg`` from vertical."""
    angle = math.radians(angle_deg)
    along = (math.sin(angle) * length / 2, -math.cos(angle) * length / 2)
    across = (math.cos(angle) * width / 2, math.sin(angle) * width / 2)
    return Polygon(
        (
            (cx + along[0], cy + along[1]),
            (cx + across[0], cy + across[1]),
            (cx - along[0], cy - along[1]),
            (cx - across[0], cy - across[1]),
        ),
        fill=fill,
    )


def wheat(cx: float, cy: float, height: float, color: str) -> list[Shape]:
    """An ear of wheat (a farm): a stalk with a grain on top and pairs of grains slanting out."""
    stalk = Line(cx, cy + height / 2, cx, cy - height * 0.3, color=color, width_mm=max(0.2, height * 0.04))
    length, width = height * 0.24, height * 0.1
    shapes: list[Shape] = [stalk, grain(cx, cy - height * 0.36, length, width, 0, color)]
    for step in range(4):
        gy = cy - height * 0.2 + step * height * 0.13
        shapes += [
            grain(cx - width * 0.75, gy, length, width, -32, color),
            grain(cx + width * 0.75, gy, length, width, 32, color),
        ]
    return shapes


def diamond(cx: float, cy: float, width: float, height: float, fill: str, stroke: str = "") -> list[Shape]:
    """A rhombus."""
    points = ((cx, cy - height / 2), (cx + width / 2, cy), (cx, cy + height / 2), (cx - width / 2, cy))
    return [Polygon(points, fill=fill, stroke=stroke, stroke_mm=0.25)]


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


def person(cx: float, cy: float, height: float, fill: str) -> list[Shape]:
    """A bust: a round head over rounded shoulders."""
    head = height * 0.42
    body = (
        (cx - height * 0.38, cy + height * 0.5),
        (cx - height * 0.36, cy + height * 0.18),
        (cx - height * 0.22, cy + height * 0.04),
        (cx + height * 0.22, cy + height * 0.04),
        (cx + height * 0.36, cy + height * 0.18),
        (cx + height * 0.38, cy + height * 0.5),
    )
    return [Ellipse(cx - head / 2, cy - height * 0.5, head, head, fill=fill), Polygon(body, fill=fill)]


def flipped(shapes: list[Shape], cy: float) -> list[Shape]:
    """``shapes`` turned upside down about the line y = ``cy`` (for the lower pips of a playing card)."""
    turned: list[Shape] = []
    for shape in shapes:
        if isinstance(shape, Polygon):
            turned.append(
                Polygon(
                    tuple((x, 2 * cy - y) for x, y in shape.points),
                    fill=shape.fill,
                    stroke=shape.stroke,
                    stroke_mm=shape.stroke_mm,
                )
            )
        elif isinstance(shape, Ellipse):
            turned.append(
                Ellipse(
                    shape.x,
                    2 * cy - shape.y - shape.h,
                    shape.w,
                    shape.h,
                    fill=shape.fill,
                    stroke=shape.stroke,
                    stroke_mm=shape.stroke_mm,
                )
            )
        elif isinstance(shape, Line):
            turned.append(
                Line(
                    shape.x1,
                    2 * cy - shape.y1,
                    shape.x2,
                    2 * cy - shape.y2,
                    color=shape.color,
                    width_mm=shape.width_mm,
                    dash_mm=shape.dash_mm,
                )
            )
        else:
            raise TypeError(f"cannot turn a {type(shape).__name__} upside down")
    return turned


def mountains(cx: float, cy: float, width: float, fill: str) -> list[Shape]:
    """Two peaks (land)."""
    w, h = width, width * 0.6
    x, y = cx - w / 2, cy - h / 2
    return [
        Polygon(
            (
                (x, y + h),
                (x + 0.38 * w, y),
                (x + 0.62 * w, y + 0.45 * h),
                (x + 0.72 * w, y + 0.28 * h),
                (x + w, y + h),
            ),
            fill=fill,
        )
    ]


def waves(cx: float, cy: float, width: float, color: str) -> list[Shape]:
    """Three rows of zig-zag waves (sea)."""
    shapes: list[Shape] = []
    teeth = 4
    step = width / teeth
    for row in range(3):
        y = cy - width * 0.25 + row * width * 0.25
        for tooth in range(teeth):
            x = cx - width / 2 + tooth * step
            shapes += [
                Line(x, y, x + step / 2, y - step * 0.35, color=color, width_mm=max(0.3, width * 0.05)),
                Line(x + step / 2, y - step * 0.35, x + step, y, color=color, width_mm=max(0.3, width * 0.05)),
            ]
    return shapes


def sword(cx: float, cy: float, height: float, fill: str) -> list[Shape]:
    """An upright sword: blade, cross-guard, grip and pommel."""
    h = height
    blade = Polygon(
        (
            (cx, cy - h / 2),
            (cx + h * 0.07, cy - h * 0.36),
            (cx + h * 0.07, cy + h * 0.2),
            (cx - h * 0.07, cy + h * 0.2),
            (cx - h * 0.07, cy - h * 0.36),
        ),
        fill=fill,
    )
    guard = Polygon(
        (
            (cx - h * 0.25, cy + h * 0.2),
            (cx + h * 0.25, cy + h * 0.2),
            (cx + h * 0.25, cy + h * 0.27),
            (cx - h * 0.25, cy + h * 0.27),
        ),
        fill=fill,
    )
    grip = Polygon(
        (
            (cx - h * 0.035, cy + h * 0.27),
            (cx + h * 0.035, cy + h * 0.27),
            (cx + h * 0.035, cy + h * 0.42),
            (cx - h * 0.035, cy + h * 0.42),
        ),
        fill=fill,
    )
    pommel = h * 0.11
    return [blade, guard, grip, Ellipse(cx - pommel / 2, cy + h * 0.4, pommel, pommel, fill=fill)]


def flame(cx: float, cy: float, height: float, fill: str) -> list[Shape]:
    """A torch flame (raiders)."""
    h = height
    return [
        Polygon(
            (
                (cx, cy - h / 2),
                (cx + h * 0.18, cy - h * 0.15),
                (cx + h * 0.3, cy - h * 0.3),
                (cx + h * 0.34, cy + h * 0.15),
                (cx + h * 0.2, cy + h * 0.42),
                (cx, cy + h / 2),
                (cx - h * 0.2, cy + h * 0.42),
                (cx - h * 0.34, cy + h * 0.15),
                (cx - h * 0.22, cy - h * 0.2),
                (cx - h * 0.1, cy - h * 0.05),
            ),
            fill=fill,
        )
    ]


def chevrons(cx: float, cy: float, width: float, fill: str) -> list[Shape]:
    """Two forward chevrons (speed)."""
    shapes: list[Shape] = []
    for offset in (-0.22, 0.18):
        x = cx + offset * width
        shapes.append(
            Polygon(
                (
                    (x - width * 0.2, cy - width * 0.35),
                    (x, cy - width * 0.35),
                    (x + width * 0.22, cy),
                    (x, cy + width * 0.35),
                    (x - width * 0.2, cy + width * 0.35),
                    (x + width * 0.02, cy),
                ),
                fill=fill,
            )
        )
    return shapes


def tree(cx: float, cy: float, height: float, fill: str, trunk: str) -> list[Shape]:
    """A fir tree (the wilderness): three stacked triangles on a trunk."""
    h = height
    shapes: list[Shape] = [
        Polygon(
            (
                (cx - h * 0.06, cy + h * 0.32),
                (cx + h * 0.06, cy + h * 0.32),
                (cx + h * 0.06, cy + h / 2),
                (cx - h * 0.06, cy + h / 2),
            ),
            fill=trunk,
        )
    ]
    for top, bottom, half in ((-0.5, -0.12, 0.2), (-0.3, 0.1, 0.28), (-0.1, 0.34, 0.36)):
        shapes.append(
            Polygon(
                ((cx, cy + top * h), (cx + half * h, cy + bottom * h), (cx - half * h, cy + bottom * h)),
                fill=fill,
            )
        )
    return shapes
