"""Royal Shuffle's calibration sheet: a build of the game alone calibrates on its own cards."""

from __future__ import annotations

from generator.builder.decks import design_decks
from generator.builder.pdf import calibration_card
from generator.data.load import load_game
from generator.layout.units import Style


def test_a_build_of_the_game_alone_calibrates_on_its_own_card() -> None:
    decks = design_decks([load_game("royal-shuffle")], 3.0, (Style.FULL,))
    deck_format = decks[0].deck.format
    assert calibration_card(decks) == (deck_format.width_mm, deck_format.height_mm)
