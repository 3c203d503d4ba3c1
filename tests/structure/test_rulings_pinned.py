"""Every ruling of a game with rules is pinned by a test of its own (``tests/games/<game>/``): its id is written
there, in the name or the text of the test that holds the code to it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from found_games import WITH_RULES

from generator.data.load import load_game

GAME_TESTS = Path(__file__).resolve().parents[1] / "games"


@pytest.mark.parametrize("game_id", WITH_RULES)
def test_every_ruling_is_pinned_by_a_test_of_its_game(game_id: str) -> None:
    sources = "".join(path.read_text(encoding="utf-8") for path in sorted((GAME_TESTS / game_id).glob("*.py")))
    written = sources.replace("_", "-")  # test_rs_q8_… names the ruling rs-q8
    rulings = [ruling.id for ruling in load_game(game_id).rulings]
    unpinned = [ruling for ruling in rulings if not re.search(rf"\b{re.escape(ruling)}\b", written)]
    assert rulings and unpinned == []
