"""Circus Grandioso's pictures: what its cards show, and the credits."""

from __future__ import annotations

from generator.data.load import load_game
from generator.games import front
from generator.layout.shapes import Icon
from generator.layout.units import Style


def test_its_stand_in_pictures_are_the_ones_the_set_lacks() -> None:
    game = load_game("circus-grandioso")
    assert {card.id for card in game.cards if card.icon_note} == {"chimpanzee"}


def test_the_pony_is_a_whole_pony_not_a_chess_knight() -> None:
    """The print review read the horse's head as a chess knight: the pony is drawn for this edition."""
    game = load_game("circus-grandioso")
    pony = game.card("pony")
    assert pony.icon == "pony"
    for style in Style:
        assert "pony" in {shape.name for shape in front(game, pony, 3.0, style).shapes if isinstance(shape, Icon)}
