"""Circus Grandioso's pictures: what its cards show, and the credits."""

from __future__ import annotations

from generator.data.load import load_game


def test_its_stand_in_pictures_are_the_ones_the_set_lacks() -> None:
    game = load_game("circus-grandioso")
    assert {card.id for card in game.cards if card.icon_note} == {"chimpanzee", "pony"}
