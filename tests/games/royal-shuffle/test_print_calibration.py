"""Royal Shuffle's calibration sheet: a build of the game alone calibrates on its own cards."""

from __future__ import annotations

from generator.builder.pdf import calibration_card
from generator.data.load import load_game


def test_a_build_of_the_game_alone_calibrates_on_its_own_card() -> None:
    game = load_game("royal-shuffle")
    deck_format = game.decks[0].format
    assert calibration_card([game]) == (deck_format.width_mm, deck_format.height_mm)
