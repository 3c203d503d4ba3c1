"""Words as print shows them: a hyphen of every font sits close to its neighbours, and the credits of a bundle name
the people whose work it prints, not the toolkit that made it."""

from __future__ import annotations

import pytest
from found_games import GAMES

from generator.builder.bundles import credit_lines
from generator.data.folder import DEFAULT_DATA_DIR
from generator.data.load import load_game
from generator.data.printing import load_printing
from generator.render.fonts import FONT_FILES, text_width_pt

HYPHEN_SHARE = 0.8
"""The widest a hyphen advances, as a share of the letter n's advance in the same font (EB Garamond 12 Bold's
file says 0.89: "Print- and- play")."""


@pytest.mark.parametrize("role", FONT_FILES)
def test_a_hyphen_advances_no_further_than_its_ink(role: str) -> None:
    assert text_width_pt("-", role, 100) <= HYPHEN_SHARE * text_width_pt("n", role, 100)


def test_the_display_bold_hyphen_is_set_right() -> None:
    assert text_width_pt("Print-and-play", "display-bold", 10) == pytest.approx(
        text_width_pt("Printandplay", "display-bold", 10) + 2 * 3.9
    )


@pytest.mark.parametrize("game_id", GAMES)
def test_the_credits_do_not_name_the_toolkit(game_id: str) -> None:
    lines = credit_lines(load_game(game_id), load_printing(DEFAULT_DATA_DIR))
    assert lines and not any("toolkit" in line.lower() or "pnp" in line.lower() for line in lines)
