"""Outlines the looks are cut from: arcs, scooped and notched corners, and clipping to a convex outline.

Points are (x, y) in face millimetres, y down. A closed outline lists its points once (the last joins
the first).
"""

from __future__ import annotations

import math

from generator.design.surface import Box
from generator.layout.icons import signed_area

Point = tuple[float, float]
ARC_STEPS = 8
"""Straight pieces per quarter circle: finer than a 300 dpi pixel for the radii the looks use."""


def arc(cx: float, cy: float, rx: float, ry: float, start_deg: float, end_deg: float) -> list[Point]:
    """Points along an elliptic arc from ``start_deg`` to ``end_deg`` (0° is +x, 90° is down), both ends
    included."""
    steps = max(2, math.ceil(abs(end_deg - start_deg) / 90 * ARC_STEPS))
    return [
        (
            cx + rx * math.cos(math.radians(start_deg + (end_deg - start_deg) * step / steps)),
            cy + ry * math.sin(math.radians(start_deg + (end_deg - start_deg) * step / steps)),
        )
        for step in range(steps + 1)
    ]


def scooped(box: Box, radius: float) -> list[Point]:
    """``box`` with each corner scooped out by a quarter circle of ``radius`` (a frame's concave corners)."""
    r = radius
    return [
        *arc(box.x, box.y, r, r, 90, 0),
        *arc(box.right, box.y, r, r, 180, 90),
        *arc(box.right, box.bottom, r, r, 270, 180),
        *arc(box.x, box.bottom, r, r, 360, 270),
    ]


def notched(box: Box, cut: float) -> list[Point]:
    """``box`` with each corner cut off square by ``cut`` (a ticket's or a label's notched corners)."""
    x, y, right, bottom = box.x, box.y, box.right, box.bottom
    return [
        (x, y + cut),
        (x + cut, y + cut),
        (x + cut, y),
        (right - cut, y),
        (right - cut, y + cut),
        (right, y + cut),
        (right, bottom - cut),
        (right - cut, bottom - cut),
        (right - cut, bottom),
        (x + cut, bottom),
        (x + cut, bottom - cut),
        (x, bottom - cut),
    ]


def bevelled(box: Box, cut: float) -> list[Point]:
    """``box`` with each corner cut off on the diagonal by ``cut`` (a nameplate's bevelled corners)."""
    x, y, right, bottom = box.x, box.y, box.right, box.bottom
    return [
        (x + cut, y),
        (right - cut, y),
        (right, y + cut),
        (right, bottom - cut),
        (right - cut, bottom),
        (x + cut, bottom),
        (x, bottom - cut),
        (x, y + cut),
    ]


def rounded(box: Box, radius: float) -> list[Point]:
    """``box`` with rounded corners, as a polygon (to clip patterns to)."""
    r = min(radius, box.w / 2, box.h / 2)
    return [
        *arc(box.x + r, box.y + r, r, r, 180, 270),
        *arc(box.right - r, box.y + r, r, r, 270, 360),
        *arc(box.right - r, box.bottom - r, r, r, 0, 90),
        *arc(box.x + r, box.bottom - r, r, r, 90, 180),
    ]


def clip(points: list[Point] | tuple[Point, ...], window: list[Point] | tuple[Point, ...]) -> list[Point]:
    """The part of the polygon ``points`` inside the convex polygon ``window`` (Sutherland–Hodgman); empty
    when they do not meet. ``window`` may wind either way. Only the window's edges that pass through the
    polygon's box cut it (a pattern tile meets one or two of them)."""
    orientation = 1.0 if signed_area(window) > 0 else -1.0
    box = bounds(points)
    corners = ((box.x, box.y), (box.right, box.y), (box.right, box.bottom), (box.x, box.bottom))
    result = list(points)
    for (ax, ay), (bx, by) in zip(window, [*window[1:], window[0]], strict=True):

        def side(point: Point, ax: float = ax, ay: float = ay, bx: float = bx, by: float = by) -> float:
            return orientation * ((bx - ax) * (point[1] - ay) - (by - ay) * (point[0] - ax))

        sides = [side(corner) for corner in corners]
        if min(sides) >= 0:
            continue  # the whole box is on the inner side of this edge
        if max(sides) < 0:
            return []  # the whole box is outside it
        kept: list[Point] = []
        for current, following in zip(result, [*result[1:], result[0]], strict=True):
            now, then = side(current), side(following)
            if (now >= 0) != (then >= 0):
                t = now / (now - then)
                kept.append(
                    (current[0] + t * (following[0] - current[0]), current[1] + t * (following[1] - current[1]))
                )
            if then >= 0:
                kept.append(following)
        result = kept
        if not result:
            return []
    return result if len(result) >= 3 else []


def bounds(points: list[Point] | tuple[Point, ...]) -> Box:
    """The box around some points."""
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return Box(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
