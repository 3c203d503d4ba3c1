"""Circus Grandioso's pictures: what its cards show, and the credits."""

from __future__ import annotations

from generator.builder.bundles import credit_lines
from generator.data.load import load_game
from generator.data.printing import load_printing
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


def test_its_credits_page_counts_its_one_designed_card_in_the_singular() -> None:
    """The review read "1 card designs … are ours" on the credits page."""
    game = load_game("circus-grandioso")
    rules = credit_lines(game, load_printing(game.directory.parent))[0]
    assert "; 1 card design the rulebook leaves out is ours (marked “designed” on the rules site)." in rules
