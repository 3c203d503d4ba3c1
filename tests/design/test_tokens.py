"""Tokens that can be cut: every side of every round component prints its cut circle at the trim, in both
styles; its colour reaches the bleed circle and no further; and the bundle's cover asks for a punch of
that very diameter."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from found_games import GAMES as FOUND

from generator.builder import BuildOptions
from generator.builder.bundles import bundle_job, printing_for
from generator.builder.decks import design_decks
from generator.data.load import load_game
from generator.data.model import Deck, Game
from generator.data.printing import load_printing
from generator.design.tokens import CUT_LINE_MM
from generator.games import back, front
from generator.layout.shapes import Ellipse, Face, Icon, Line, Polygon, Rect, Shape, Text
from generator.layout.units import Duplex, Paper, Style

BLEED_MM = 3.0
GAMES = [load_game(game_id) for game_id in FOUND]
ROUND = [
    pytest.param(game, deck, id=f"{game.id}/{deck.id}")
    for game in GAMES
    for deck in game.decks
    if deck.format.shape == "circle"
]


def sides(game: Game, deck: Deck, style: Style) -> list[Face]:
    """Every front of a round deck, and its back."""
    faces = [front(game, card, BLEED_MM, style) for card in game.cards_in(deck.id)]
    reverse = back(game, deck, BLEED_MM, style)
    return faces + ([reverse] if reverse else [])


def extent(shape: Shape) -> tuple[float, float, float, float]:
    """Left, top, right, bottom of a shape's box."""
    if isinstance(shape, Icon):
        return shape.x, shape.y, shape.x + shape.size, shape.y + shape.size
    if isinstance(shape, Line):
        return min(shape.x1, shape.x2), min(shape.y1, shape.y2), max(shape.x1, shape.x2), max(shape.y1, shape.y2)
    if isinstance(shape, Polygon):
        xs, ys = [x for x, _ in shape.points], [y for _, y in shape.points]
        return min(xs), min(ys), max(xs), max(ys)
    assert isinstance(shape, Rect | Ellipse | Text)
    return shape.x, shape.y, shape.x + shape.w, shape.y + shape.h


@pytest.mark.parametrize("style", list(Style))
@pytest.mark.parametrize(("game", "deck"), ROUND)
def test_every_side_prints_its_cut_circle_at_the_trim(game: Game, deck: Deck, style: Style) -> None:
    diameter = deck.format.width_mm
    for face in sides(game, deck, style):
        cuts = [shape for shape in face.shapes if getattr(shape, "role", "") == "cut"]
        assert len(cuts) == 1, f"{face.label}: {len(cuts)} cut circles"
        cut = cuts[0]
        assert isinstance(cut, Ellipse) and (cut.x, cut.y, cut.w, cut.h) == (0.0, 0.0, diameter, diameter)
        assert cut.stroke and cut.stroke_mm == CUT_LINE_MM and not cut.fill
        rings = [
            shape
            for shape in face.shapes
            if isinstance(shape, Ellipse) and shape.stroke and shape is not cut and shape.w >= diameter - 0.01
        ]
        assert not rings, f"{face.label}: another circle as large as the cut one: {rings}"


@pytest.mark.parametrize("style", list(Style))
@pytest.mark.parametrize(("game", "deck"), ROUND)
def test_the_colour_reaches_the_bleed_circle_and_nothing_leaves_it(game: Game, deck: Deck, style: Style) -> None:
    diameter = deck.format.width_mm
    reach = diameter / 2 + BLEED_MM
    centre = diameter / 2
    for face in sides(game, deck, style):
        ground, *drawn = face.shapes
        assert isinstance(ground, Rect) and ground.fill == face_paper(face)
        for shape in drawn:
            left, top, right, bottom = extent(shape)
            corners = [(left, top), (right, top), (left, bottom), (right, bottom)]
            if isinstance(shape, Ellipse):  # a circle reaches no further than its radius
                assert shape.w / 2 <= reach + 1e-9, f"{face.label}: {shape}"
            else:
                assert all(math.dist(corner, (centre, centre)) <= reach for corner in corners), f"{face.label}: {shape}"
        bleed = [
            shape
            for shape in drawn
            if isinstance(shape, Ellipse) and shape.fill and math.isclose(shape.w, 2 * reach) and shape.x == -BLEED_MM
        ]
        assert len(bleed) == (1 if style == Style.FULL else 0), f"{face.label}: the colour must reach the bleed circle"


def face_paper(face: Face) -> str:
    """The paper colour a round face leaves round its bleed circle: white when light, else the game's."""
    first = face.shapes[0]
    assert isinstance(first, Rect)
    return first.fill


def options(game_id: str) -> BuildOptions:
    """The options of an A4 full-colour build of one game."""
    return BuildOptions(
        out_dir=Path("unused"),
        games=(game_id,),
        papers=(Paper.A4,),
        duplex=Duplex.LONG,
        back_offset_mm=(0.0, 0.0),
        bleed_mm=BLEED_MM,
        jobs=1,
        site=False,
        data_dir=None,
        styles=(Style.FULL,),
    )


@pytest.mark.parametrize(("game", "deck"), ROUND)
def test_the_cover_asks_for_a_punch_of_the_cut_circles_diameter(game: Game, deck: Deck) -> None:
    template = load_printing(game.directory.parent).cutting["tokens"]
    assert "{diameter}" in template, "the cutting text must take the size from the format"
    chosen = options(game.id)
    decks = design_decks([game], BLEED_MM, (Style.FULL,))
    cover = bundle_job(decks, Style.FULL, Paper.A4, chosen, printing_for(chosen), rules_pages=7).cover
    step = next(step for step in cover.cutting if step.startswith(f"{deck.name}: "))
    assert f"{deck.format.width_mm:g} mm circle punch" in step
    sizes = {float(word) for word in step.replace(",", " ").split() if word.replace(".", "").isdigit()}
    assert sizes == {deck.format.width_mm}, f"one size per token: {step}"
