"""A worked example's picture is drawn as wide as the column, or down to the booklet's height limit, or down to its
own: a board that a player takes in at a glance leaves the room to the pictures whose cards they read."""

from __future__ import annotations

from typing import Any

from pytest import approx

from generator.layout.example import ExamplePicture
from generator.layout.units import pt
from generator.render.figures import ExampleFigure

NO_FACES: Any = None
"""A picture without cards draws no face."""


def drawn_height(picture: ExamplePicture) -> float:
    """How tall (mm) ``picture`` is drawn in a column 136 mm wide, the booklet's limit 120 mm."""
    figure = ExampleFigure(NO_FACES, picture, pt(120.0))
    figure.wrap(pt(136.0), pt(500.0))
    return float(figure.drawn_height() / pt(1.0))


def test_a_picture_takes_the_column_s_width_the_booklet_s_limit_or_its_own() -> None:
    assert drawn_height(ExamplePicture(200.0, 100.0, ())) == approx(68.0)  # 136 / 200 of its size
    assert drawn_height(ExamplePicture(100.0, 200.0, ())) == approx(120.0)  # the booklet's limit
    assert drawn_height(ExamplePicture(200.0, 100.0, (), most_height=40.0)) == approx(40.0)  # its own
    assert drawn_height(ExamplePicture(100.0, 200.0, (), most_height=150.0)) == approx(120.0)  # the lower of both
