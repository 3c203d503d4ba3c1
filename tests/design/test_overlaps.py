"""No two badges, labels or pictures on any face overlap (every face of every game, both styles), and
the table-fit sizes: land boards as tall as the cards on them, pens that hold a sleeved card, tokens."""

from __future__ import annotations

import math
import re
from itertools import combinations

import pytest
from found_games import GAMES as FOUND

from generator.data.load import load_game
from generator.data.model import Game
from generator.design.surface import FRAME_MM
from generator.games import back, front
from generator.layout.icons import inside_polygon, outline
from generator.layout.shapes import Ellipse, Face, Icon, Polygon, Rect, Shape, Text
from generator.layout.units import PT_PER_MM, Style
from generator.render.fonts import text_width_pt, vertical_metrics
from generator.render.text import fit_text
from tests.print import data_only

GAMES = [*(load_game(game_id) for game_id in FOUND), data_only.game()]
"""Every game found, and the game given by its card data alone."""
TOUCH_MM = 0.05
"""Overlaps thinner than this are shapes that merely touch."""

Box = tuple[float, float, float, float]
"""Left, top, right, bottom in mm."""


def ink_boxes(shape: Shape, label: str) -> list[Box]:
    """Where a shape with a role puts ink: an icon's ink box, each line of a text, a badge's box."""
    if isinstance(shape, Icon):
        left, top, right, bottom = outline(shape.name).bounds
        if shape.turned:
            left, top, right, bottom = 1 - right, 1 - bottom, 1 - left, 1 - top
        return [
            (
                shape.x + left * shape.size,
                shape.y + top * shape.size,
                shape.x + right * shape.size,
                shape.y + bottom * shape.size,
            )
        ]
    if isinstance(shape, Text):
        fitted = fit_text(shape, label)
        ascent, descent = vertical_metrics(shape.font)
        size_mm = fitted.size_pt / PT_PER_MM
        boxes = []
        for run in fitted.runs:
            width = text_width_pt(run.text, run.role, fitted.size_pt) / PT_PER_MM
            box = (
                run.x_mm,
                run.baseline_mm - ascent * size_mm * 0.8,
                run.x_mm + width,
                run.baseline_mm - descent * size_mm * 0.6,
            )
            if shape.turned:
                cx, cy = shape.x + shape.w / 2, shape.y + shape.h / 2
                box = (2 * cx - box[2], 2 * cy - box[3], 2 * cx - box[0], 2 * cy - box[1])
            boxes.append(box)
        return boxes
    if isinstance(shape, Polygon):  # a starburst or another cut badge: its box
        xs, ys = [x for x, _ in shape.points], [y for _, y in shape.points]
        return [(min(xs), min(ys), max(xs), max(ys))]
    assert isinstance(shape, Rect | Ellipse)
    return [(shape.x, shape.y, shape.x + shape.w, shape.y + shape.h)]


def boxes_overlap(one: Box, other: Box) -> bool:
    """True when two boxes share more than a touching edge."""
    return (
        min(one[2], other[2]) - max(one[0], other[0]) > TOUCH_MM
        and min(one[3], other[3]) - max(one[1], other[1]) > TOUCH_MM
    )


def disc_meets_box(disc: Ellipse, box: Box) -> bool:
    """True when a circle and a box overlap by more than a touch."""
    cx, cy, radius = disc.x + disc.w / 2, disc.y + disc.h / 2, disc.w / 2
    nearest = (min(max(cx, box[0]), box[2]), min(max(cy, box[1]), box[3]))
    return math.dist(nearest, (cx, cy)) < radius - TOUCH_MM


def overlapping(one: Shape, other: Shape, label: str) -> bool:
    """True when two shapes with roles overlap (circles are circles, not their boxes)."""
    if isinstance(one, Ellipse) and isinstance(other, Ellipse):
        distance = math.dist((one.x + one.w / 2, one.y + one.h / 2), (other.x + other.w / 2, other.y + other.h / 2))
        return distance < (one.w + other.w) / 2 - TOUCH_MM
    if isinstance(other, Ellipse):
        one, other = other, one
    if isinstance(one, Ellipse):
        return any(disc_meets_box(one, box) for box in ink_boxes(other, label))
    return any(boxes_overlap(a, b) for a in ink_boxes(one, label) for b in ink_boxes(other, label))


def clashes(face: Face) -> list[str]:
    """Every pair of shapes with a role that overlap on ``face``, and every one that reaches into a cut
    corner of the card's inner panel (a footer in a notch)."""
    marked = [shape for shape in face.shapes if getattr(shape, "role", "") not in ("", "window", "cut")]
    found = [
        f"{describe(one)} × {describe(other)}"
        for one, other in combinations(marked, 2)
        if overlapping(one, other, face.label)
    ]
    edge = panel_of(face)
    if edge is not None:
        found += [
            f"{describe(shape)} × the panel's corner"
            for shape in marked
            if (
                not disc_inside_panel(edge, shape)
                if isinstance(shape, Ellipse)
                else any(not inside_panel(edge, box) for box in ink_boxes(shape, face.label))
            )
        ]
    return found


def panel_of(face: Face) -> Polygon | Rect | None:
    """The card's inner panel (``FRAME_MM`` inside the trim, its corners the game's own), if it has one."""
    wanted = (FRAME_MM, FRAME_MM, face.width_mm - FRAME_MM, face.height_mm - FRAME_MM)
    for shape in face.shapes:
        if isinstance(shape, Rect):
            bounds = (shape.x, shape.y, shape.x + shape.w, shape.y + shape.h)
        elif isinstance(shape, Polygon):
            xs, ys = [x for x, _ in shape.points], [y for _, y in shape.points]
            bounds = (min(xs), min(ys), max(xs), max(ys))
        else:
            continue
        if all(abs(a - b) < 1e-6 for a, b in zip(bounds, wanted, strict=True)):
            return shape
    return None


def inside_panel(edge: Polygon | Rect, box: Box) -> bool:
    """True when ``box`` (shrunk by a touch) lies inside the panel, its cut or rounded corners included.
    Each corner of the panel cuts a convex piece away, so the box's own corners decide."""
    left, top, right, bottom = box[0] + TOUCH_MM, box[1] + TOUCH_MM, box[2] - TOUCH_MM, box[3] - TOUCH_MM
    corners = [(left, top), (right, top), (right, bottom), (left, bottom)]
    if isinstance(edge, Rect):
        r = edge.radius_mm
        x0, y0, x1, y1 = edge.x, edge.y, edge.x + edge.w, edge.y + edge.h
        for x, y in corners:
            if not (x0 <= x <= x1 and y0 <= y <= y1):
                return False
            cx, cy = min(max(x, x0 + r), x1 - r), min(max(y, y0 + r), y1 - r)
            if math.dist((x, y), (cx, cy)) > r:
                return False
        return True
    return all(inside_polygon(point, edge.points) for point in corners)


def disc_inside_panel(edge: Polygon | Rect, disc: Ellipse) -> bool:
    """True when a circle lies inside the panel, up to a touch."""
    cx, cy, radius = disc.x + disc.w / 2, disc.y + disc.h / 2, disc.w / 2 - TOUCH_MM
    if isinstance(edge, Rect):
        r = edge.radius_mm
        x0, y0, x1, y1 = edge.x + r, edge.y + r, edge.x + edge.w - r, edge.y + edge.h - r
        if not (edge.x <= cx - radius and cx + radius <= edge.x + edge.w):
            return False
        if not (edge.y <= cy - radius and cy + radius <= edge.y + edge.h):
            return False
        nearest = (min(max(cx, x0), x1), min(max(cy, y0), y1))
        return math.dist((cx, cy), nearest) <= max(r - radius, 0.0) or (x0 <= cx <= x1 or y0 <= cy <= y1)
    points = edge.points
    return inside_polygon((cx, cy), points) and all(
        distance_to_segment((cx, cy), one, other) >= radius
        for one, other in zip(points, points[1:] + points[:1], strict=True)
    )


def distance_to_segment(point: tuple[float, float], one: tuple[float, float], other: tuple[float, float]) -> float:
    """The distance from ``point`` to the segment from ``one`` to ``other``."""
    (x, y), (x1, y1), (x2, y2) = point, one, other
    length = (x2 - x1) ** 2 + (y2 - y1) ** 2
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((x - x1) * (x2 - x1) + (y - y1) * (y2 - y1)) / length))
    return math.dist(point, (x1 + t * (x2 - x1), y1 + t * (y2 - y1)))


def describe(shape: Shape) -> str:
    """A short name for a shape in a failure message."""
    if isinstance(shape, Text):
        return f"text {shape.text[:30]!r}"
    if isinstance(shape, Icon):
        return f"icon {shape.name}"
    return f"{type(shape).__name__.lower()} at ({shape.x:.1f}, {shape.y:.1f})"  # type: ignore[union-attr]


def all_faces(game: Game, style: Style) -> list[Face]:
    """Every front and back of a game in one style."""
    faces = [front(game, card, 3.0, style) for card in game.cards]
    faces += [face for deck in game.decks if (face := back(game, deck, 3.0, style)) is not None]
    return faces


@pytest.mark.parametrize("style", list(Style))
@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_no_two_badges_labels_or_pictures_overlap(game: Game, style: Style) -> None:
    problems = {face.label: found for face in all_faces(game, style) if (found := clashes(face))}
    assert not problems, "\n".join(f"{label}: {'; '.join(found)}" for label, found in problems.items())


def repeated_numbers(face: Face) -> list[str]:
    """Numbers a picture window shows on their own (in a plate, badge or table) and again in a worded text
    inside the same window."""
    found = []
    for window in (shape for shape in face.shapes if isinstance(shape, Rect) and shape.role == "window"):
        inside = [
            shape
            for shape in face.shapes
            if isinstance(shape, Text)
            and window.x <= shape.x + shape.w / 2 <= window.x + window.w
            and window.y <= shape.y + shape.h / 2 <= window.y + window.h
        ]
        values = {text.text.strip() for text in inside if NUMBER.fullmatch(text.text.strip())}
        for text in inside:
            if NUMBER.fullmatch(text.text.strip()):
                continue
            found += [f"{number} in {text.text!r}" for number in NUMBER.findall(text.text) if number in values]
    return found


NUMBER = re.compile(r"[−+×-]?\d+")
"""A number with its sign or multiplier (``+2`` points and ``×2`` are different values): a text that is
only one is a value in a plate, badge or table."""


@pytest.mark.parametrize("style", list(Style))
@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_no_number_is_repeated_in_a_picture_window(game: Game, style: Style) -> None:
    faces = [front(game, card, 3.0, style) for card in game.cards]
    assert any(shape.role == "window" for face in faces for shape in face.shapes if isinstance(shape, Rect))
    problems = {face.label: found for face in faces if (found := repeated_numbers(face))}
    assert not problems, "\n".join(f"{label}: {'; '.join(found)}" for label, found in problems.items())


def test_the_repeat_check_sees_a_plate_value_spelled_out_in_a_caption() -> None:
    window = Rect(5, 20, 50, 30, role="window")
    plate = Text(10, 22, 8, 6, "2", font="body-bold", size_pt=12)
    note = Text(6, 40, 48, 4, "FARM: 2 FOOD PER HARVEST", font="body", size_pt=7, role="label")
    cost = Text(30, 22, 8, 6, "2", font="body-bold", size_pt=12)  # another value that happens to be equal
    assert repeated_numbers(Face(63.5, 88.9, 0.0, (window, plate, note))) == ["2 in 'FARM: 2 FOOD PER HARVEST'"]
    assert repeated_numbers(Face(63.5, 88.9, 0.0, (window, plate, cost))) == []


def test_the_overlap_check_sees_a_badge_on_a_title() -> None:
    title = Text(10, 10, 30, 6, "Royal Baker", font="display-bold", size_pt=12, role="label")
    badge = Ellipse(12, 9, 8, 8, fill="#000000", role="badge")
    beside = Ellipse(45, 9, 8, 8, fill="#000000", role="badge")
    face = Face(63.5, 88.9, 0.0, (title, badge, beside))
    assert clashes(face) == ["text 'Royal Baker' × ellipse at (12.0, 9.0)"]


def test_the_overlap_check_sees_a_footer_in_a_notched_corner() -> None:
    notch = 2.8
    w, h = 63.5, 88.9
    x0, y0, x1, y1 = FRAME_MM, FRAME_MM, w - FRAME_MM, h - FRAME_MM
    top = ((x0 + notch, y0), (x1 - notch, y0), (x1, y0 + notch))
    bottom = ((x1, y1 - notch), (x1 - notch, y1), (x0 + notch, y1), (x0, y1 - notch), (x0, y0 + notch))
    panel = Polygon((*top, *bottom), fill="#ffffff")
    footer = Text(4.2, h - 7.6, 20, 3.4, "AK · Wilderness deck", font="body", size_pt=6.0, role="label")
    clear = Text(8.0, h - 7.6, 20, 3.4, "AK · Wilderness deck", font="body", size_pt=6.0, role="label")
    assert clashes(Face(w, h, 0.0, (panel, footer))) == ["text 'AK · Wilderness deck' × the panel's corner"]
    assert clashes(Face(w, h, 0.0, (panel, clear))) == []
