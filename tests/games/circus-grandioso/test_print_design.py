"""Circus Grandioso's faces: a kind without a design of its own gets the generic one."""

from __future__ import annotations

import dataclasses

from generator.data.load import load_game
from generator.games import front
from generator.layout.shapes import Icon, Text
from generator.render.text import fit_text


def test_kinds_without_a_special_design_get_the_generic_one() -> None:
    game = load_game("circus-grandioso")
    card = dataclasses.replace(game.card("show-master"), kind="keepsake")
    face = front(game, card, 3.0)
    shown = [shape.text for shape in face.shapes if isinstance(shape, Text)]
    assert any(card.name in text or card.name.upper() in text for text in shown)
    assert card.icon in {shape.name for shape in face.shapes if isinstance(shape, Icon)}
    for shape in face.shapes:
        if isinstance(shape, Text):
            fit_text(shape, face.label)
            assert shape.x >= 3.0 and shape.y >= 3.0
            assert shape.x + shape.w <= face.width_mm - 3.0 and shape.y + shape.h <= face.height_mm - 3.0
