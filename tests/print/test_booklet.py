"""The rules booklet of every game: fonts embedded."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.data.load import load_game
from generator.render.booklet import BookletJob
from generator.scoring import GAME_IDS
from tests.print.pdf_audit import font_rows, unembedded_fonts


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_font_of_the_booklet_is_embedded(game_id: str, tmp_path: Path) -> None:
    path = tmp_path / "rules.pdf"
    path.write_bytes(BookletJob(load_game(game_id), "letter").render())
    assert font_rows(path) and unembedded_fonts(path) == []
