"""SVG path data as typed steps: the one module that calls ``svgelements``, which ships no type information.

The path's arcs become cubic Béziers; every other step keeps its kind. Points are in the path's own units.
"""

from __future__ import annotations

from dataclasses import dataclass

import svgelements  # type: ignore[import-untyped]  # no stubs and no py.typed marker; typed here for the rest

Point = tuple[float, float]


@dataclass(frozen=True)
class Move:
    """Start a new subpath at ``end``."""

    end: Point


@dataclass(frozen=True)
class Close:
    """Close the current subpath (back to its start)."""


@dataclass(frozen=True)
class Straight:
    """A straight line to ``end``."""

    end: Point


@dataclass(frozen=True)
class Quadratic:
    """A quadratic Bézier to ``end``."""

    control: Point
    end: Point


@dataclass(frozen=True)
class Cubic:
    """A cubic Bézier to ``end``."""

    control1: Point
    control2: Point
    end: Point


Step = Move | Close | Straight | Quadratic | Cubic


def path_steps(data: str) -> list[Step]:
    """The steps of the SVG path ``data`` (the ``d`` attribute), its arcs approximated by cubic Béziers."""
    path = svgelements.Path(data)
    path.approximate_arcs_with_cubics()
    return [_step(segment) for segment in path.segments()]


def _step(segment: svgelements.PathSegment) -> Step:
    if isinstance(segment, svgelements.Move):
        return Move(_point(segment.end))
    if isinstance(segment, svgelements.Close):
        return Close()
    if isinstance(segment, svgelements.CubicBezier):
        return Cubic(_point(segment.control1), _point(segment.control2), _point(segment.end))
    if isinstance(segment, svgelements.QuadraticBezier):
        return Quadratic(_point(segment.control), _point(segment.end))
    return Straight(_point(segment.end))  # a line (no arc is left)


def _point(point: svgelements.Point) -> Point:
    return float(point.x), float(point.y)
