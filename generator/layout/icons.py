"""Icons (Game-icons.net and our own drawings) as geometry: Bézier outlines for PDFs and flattened polygons for PNGs.

Each icon is parsed once with ``svgelements`` (about 20 ms, through ``generator.layout.svgpath``): its arcs
become cubic Béziers and everything is scaled to a unit square (0..1, y down). The result is kept in the
process and, between builds, in the user's cache folder (``$XDG_CACHE_HOME/pnp/icon-outlines``), so render
workers read it instead. The PDF renderer draws the Bézier subpaths with the non-zero winding rule, as the SVG
does. The PNG renderer fills the flattened subpaths one after the other, outermost first, each filled or
cleared by the winding number inside it, so holes stay holes.
"""

from __future__ import annotations

import hashlib
import marshal
import math
import os
from collections.abc import Sequence
from contextlib import suppress
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from generator.data.iconset import DRAWINGS_DIR, ICON_BOX, ICON_SET_FILE, path_data
from generator.files.writing import OutputError, write_file
from generator.layout import svgpath

OUTLINE_CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "pnp" / "icon-outlines"
"""Parsed outlines kept between builds, one folder per icon set and version of the parsing code."""

Point = tuple[float, float]
Segment = tuple[Point, Point, Point]
"""A cubic Bézier after the current point: two control points and the end point (lines too)."""


@dataclass(frozen=True)
class Subpath:
    """One closed subpath: its start, its cubic segments, and the same outline flattened to a polygon."""

    start: Point
    segments: tuple[Segment, ...]
    polygon: tuple[Point, ...]
    filled: bool
    """Whether the inside of this subpath is ink (non-zero winding there), for painting in order."""


@dataclass(frozen=True)
class Outline:
    """An icon in unit coordinates: subpaths in painting order (outermost first) and its ink box."""

    name: str
    subpaths: tuple[Subpath, ...]
    bounds: tuple[float, float, float, float]
    """Left, top, right, bottom of the ink, in unit coordinates."""


PlainOutline = tuple[
    str, tuple[tuple[Point, tuple[Segment, ...], tuple[Point, ...], bool], ...], tuple[float, float, float, float]
]
"""An ``Outline`` as nested tuples (what ``marshal`` keeps): its name, each subpath's fields, its bounds."""

FLATNESS_UNITS = 2.5
"""Curves are flattened into chords about this long in the 512-unit box (finer than a 300 dpi pixel
for icons up to 50 mm)."""


def _point(value: svgpath.Point) -> Point:
    return value[0] / ICON_BOX, value[1] / ICON_BOX


def _cubic(start: Point, segment: svgpath.Straight | svgpath.Quadratic | svgpath.Cubic) -> Segment:
    """A line, quadratic or cubic segment as a cubic Bézier from ``start``."""
    end = _point(segment.end)
    if isinstance(segment, svgpath.Cubic):
        return _point(segment.control1), _point(segment.control2), end
    if isinstance(segment, svgpath.Quadratic):
        control = _point(segment.control)
        return (
            (start[0] + 2 / 3 * (control[0] - start[0]), start[1] + 2 / 3 * (control[1] - start[1])),
            (end[0] + 2 / 3 * (control[0] - end[0]), end[1] + 2 / 3 * (control[1] - end[1])),
            end,
        )
    return start, end, end


def _flatten(start: Point, segment: Segment) -> list[Point]:
    """Points along a cubic (after ``start``), about ``FLATNESS_UNITS`` apart."""
    c1, c2, end = segment
    if c1 == start and c2 == end:
        return [end]
    hull = math.dist(start, c1) + math.dist(c1, c2) + math.dist(c2, end)
    steps = max(2, min(32, math.ceil(hull * ICON_BOX / FLATNESS_UNITS)))
    points = []
    for step in range(1, steps + 1):
        t = step / steps
        u = 1 - t
        a, b, c, d = u**3, 3 * u * u * t, 3 * u * t * t, t**3
        points.append(
            (
                a * start[0] + b * c1[0] + c * c2[0] + d * end[0],
                a * start[1] + b * c1[1] + c * c2[1] + d * end[1],
            )
        )
    return points


def signed_area(polygon: Sequence[Point]) -> float:
    """Shoelace area: positive for clockwise in y-down coordinates."""
    return sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(polygon, [*polygon[1:], *polygon[:1]], strict=True)) / 2


def inside_polygon(point: Point, polygon: tuple[Point, ...]) -> bool:
    """Even-odd point-in-polygon test (ray casting)."""
    x, y = point
    inside = False
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1], strict=True):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def _raw_subpaths(name: str) -> list[tuple[Point, tuple[Segment, ...], tuple[Point, ...]]]:
    """The icon's subpaths as (start, cubic segments, flattened polygon)."""
    subpaths: list[tuple[Point, tuple[Segment, ...], tuple[Point, ...]]] = []
    start: Point | None = None
    current: Point = (0.0, 0.0)
    segments: list[Segment] = []
    polygon: list[Point] = []

    def finish() -> None:
        if start is not None and len(polygon) >= 3:
            subpaths.append((start, tuple(segments), tuple(polygon)))

    for segment in svgpath.path_steps(path_data(name)):
        if isinstance(segment, svgpath.Move):
            finish()
            start = current = _point(segment.end)
            segments, polygon = [], [start]
        elif isinstance(segment, svgpath.Close):
            if start is not None and current != start:
                segments.append((current, start, start))
            current = start or current
        elif start is not None:
            cubic = _cubic(current, segment)
            segments.append(cubic)
            polygon += _flatten(current, cubic)
            current = cubic[2]
    finish()
    return subpaths


@cache
def outline(name: str) -> Outline:
    """The icon ``name`` parsed once: subpaths ordered outermost first, each marked filled or not (read
    from the user's cache folder when an earlier build kept it there)."""
    kept = _kept_outlines() / f"{name}.marshal"
    try:
        found = _from_plain(marshal.loads(kept.read_bytes()))
        if found.name == name:
            return found
    except (OSError, EOFError, ValueError, TypeError):
        pass  # not kept yet, or unreadable: parse it again
    parsed = _parse(name)
    with suppress(OutputError):  # a cache that cannot be written is simply not kept
        write_file(kept, marshal.dumps(_to_plain(parsed)))
    return parsed


@cache
def _kept_outlines() -> Path:
    """The cache folder for this icon set (its size and time), our drawings and the code that parses them."""
    stat = ICON_SET_FILE.stat()
    digest = hashlib.sha256(Path(__file__).read_bytes() + Path(svgpath.__file__).read_bytes())
    for drawing in sorted(DRAWINGS_DIR.glob("*.svg")):
        digest.update(drawing.name.encode() + drawing.read_bytes())
    return OUTLINE_CACHE / f"{stat.st_size}-{stat.st_mtime_ns}-{digest.hexdigest()[:16]}"


def _to_plain(icon: Outline) -> PlainOutline:
    """An outline as nested tuples of numbers, strings and booleans (what ``marshal`` keeps)."""
    return (icon.name, tuple((sub.start, sub.segments, sub.polygon, sub.filled) for sub in icon.subpaths), icon.bounds)


def _from_plain(plain: PlainOutline) -> Outline:
    """The outline ``_to_plain`` made (read back from a file: ``ValueError`` or ``TypeError`` for anything else)."""
    name, subpaths, bounds = plain
    if not isinstance(name, str):
        raise TypeError("not an outline")
    return Outline(
        name, tuple(Subpath(start, segments, polygon, filled) for start, segments, polygon, filled in subpaths), bounds
    )


def _parse(name: str) -> Outline:
    """Parse the icon ``name`` from the set's path data."""
    raw = sorted(_raw_subpaths(name), key=lambda item: -abs(signed_area(item[2])))
    windings = [1 if signed_area(polygon) > 0 else -1 for _, _, polygon in raw]
    subpaths: list[Subpath] = []
    for index, (start, segments, polygon) in enumerate(raw):
        winding = windings[index] + sum(
            windings[outer] for outer in range(index) if inside_polygon(polygon[0], raw[outer][2])
        )
        subpaths.append(Subpath(start, segments, polygon, filled=winding != 0))
    xs = [x for _, _, polygon in raw for x, _ in polygon]
    ys = [y for _, _, polygon in raw for _, y in polygon]
    return Outline(name, tuple(subpaths), (min(xs), min(ys), max(xs), max(ys)))
