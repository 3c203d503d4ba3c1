"""Monarch's pictures: what its cards show, and the credits."""

from __future__ import annotations

import pytest

from generator.data.load import load_game
from generator.games import front
from generator.layout.shapes import Icon
from generator.layout.units import Style

PICTURES = {"peacock": "peacock", "wanderers-moon": "old-wagon"}
"""The pictures the print reviews found wrong (a feather for the peacock, a boot for the wandering merchants)
and what they show now."""


@pytest.mark.parametrize("card_id", list(PICTURES))
def test_pictures_show_their_subject(card_id: str) -> None:
    game = load_game("monarch")
    assert game.card(card_id).icon == PICTURES[card_id]
    fronts = [front(game, game.card(card_id), 3.0, style) for style in Style]
    drawn = {shape.name for face in fronts for shape in face.shapes if isinstance(shape, Icon)}
    assert PICTURES[card_id] in drawn


def test_its_stand_in_pictures_are_the_ones_the_set_lacks() -> None:
    game = load_game("monarch")
    assert {card.id for card in game.cards if card.icon_note} == {"scimitar"}
