"""The order of copies on a sheet that keeps cut lines between cards of one ground: a cut a little off then
shows no strip of a contrasting neighbour."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable

from generator.design.colors import contrast, luminance
from generator.layout.packing import Item
from generator.layout.shapes import Face, Rect

SEEN_CONTRAST = 1.5
"""Grounds of at least this contrast ratio read as two colours on either side of a cut line."""


def by_ground(items: tuple[Item, ...], front: Callable[[Item], Face]) -> list[Item]:
    """The copies of each component (their faces: ``front``) ordered by the lightness of their ground
    (``ground``), so that cards side by side on a sheet mostly share a ground colour, or one close to it, at
    the cut line between them: a cut a little off shows a strip of the neighbour's ground.

    Each component runs from dark to light or from light to dark, whichever meets its neighbours better: its
    first copy near the ground the component before it ends with, its last near the darkest or the lightest
    ground of the component after it (where that one will start). Components keep their places, so every
    sheet keeps its copies' count; copies of one ground keep the data's order."""
    runs = [
        {item: lightness_of(front(item)) for item in run}
        for _, run in itertools.groupby(items, key=lambda item: item.component)
    ]
    ordered: list[Item] = []
    before: list[float] = []
    for run, following in itertools.zip_longest(runs, runs[1:]):
        after = [min(following.values()), max(following.values())] if following else []
        rising = sorted(run, key=run.__getitem__)
        falling = sorted(run, key=lambda item, run=run: -run[item])
        chosen = falling if misfit(falling, run, before, after) < misfit(rising, run, before, after) else rising
        ordered += chosen
        before = [run[chosen[-1]]]
    return ordered


def misfit(order: list[Item], run: dict[Item, float], before: list[float], after: list[float]) -> float:
    """How far the lightness of a component's first copy in ``order`` lies from that of the copy before it, and
    that of its last copy from the nearer of ``after`` (0 where there is none)."""
    first = min((abs(run[order[0]] - other) for other in before), default=0.0)
    return first + min((abs(run[order[-1]] - other) for other in after), default=0.0)


def lightness_of(face: Face) -> float:
    """How light a face's ground is, on the scale of contrast ratios: log(relative luminance + 0.05), so that a
    difference stands for the contrast of two grounds (white for a face without one)."""
    colour = ground(face)
    return math.log(luminance(colour or "#ffffff") + 0.05)


def ground(face: Face) -> str:
    """The colour a face shows at its cut lines: the fill of the rectangle over its whole bleed it starts with,
    or "" when it starts with none."""
    shape = face.shapes[0] if face.shapes else None
    bleed = face.bleed_mm
    if (
        isinstance(shape, Rect)
        and shape.fill.startswith("#")
        and min(shape.x, shape.y) <= -bleed
        and shape.x + shape.w >= face.width_mm + bleed
        and shape.y + shape.h >= face.height_mm + bleed
    ):
        return shape.fill
    return ""


def contrasting_seams(grounds: list[str], counts: tuple[int, ...], cols: int) -> int:
    """How many cut lines, on sheets of ``cols`` columns carrying ``counts`` copies each (filled row by row),
    lie between two copies whose ``grounds`` contrast by ``SEEN_CONTRAST`` or more ("": no ground).

    >>> contrasting_seams(["#000000", "#000000", "#ffffff", "#ffffff", "", "#ffffff"], (4, 2), 2)
    2
    """
    seams, start = 0, 0
    for count in counts:
        sheet = grounds[start : start + count]
        start += count
        for index, colour in enumerate(sheet):
            beside = [index + 1] if (index + 1) % cols else []
            for other in [*beside, index + cols]:
                if other < len(sheet) and colour and sheet[other] and contrast(colour, sheet[other]) >= SEEN_CONTRAST:
                    seams += 1
    return seams
