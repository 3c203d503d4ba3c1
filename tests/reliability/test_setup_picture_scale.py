"""A setup picture drawn too small names its cause (issue 31): many seated players' places side by side make a row
so wide that the picture, scaled to the booklet's width, leaves no room for a short caption under a place. The
problem says so (the picture's width, its scale, seat fewer players), never "shorten" a caption of two words."""

from __future__ import annotations

from pathlib import Path

from reliability_tools import SMALL_GAME, small_data

from generator.games.printable import validate


def edited(path: Path, *changes: tuple[str, str]) -> None:
    """Apply each (old, new) replacement to ``path`` once."""
    text = path.read_text(encoding="utf-8")
    for old, new in changes:
        assert old in text, old
        text = text.replace(old, new, 1)
    path.write_text(text, encoding="utf-8")


def test_a_picture_too_wide_to_caption_names_its_width_and_the_players(tmp_path: Path) -> None:
    data = small_data(tmp_path / "card_data")
    edited(data / SMALL_GAME / "game.toml", ("players = [2, 4]", "players = [1, 99]"))
    edited(data / SMALL_GAME / "learn.toml", ("players = 3", "players = 12"), ('count = "hand_size"', "count = 17"))
    problems = [str(problem) for problem in validate(data)]
    assert problems, problems
    assert all("shorten it" not in problem for problem in problems), problems
    assert problems[0].startswith(f"card_data/{SMALL_GAME}/learn.toml:19: 'setup', field 'place': "), problems
    assert "the setup picture is 3,708 mm wide at the cards' size, so drawn at 4% of it" in problems[0], problems
    assert "seat fewer players ([setup] players)" in problems[0], problems


def test_a_caption_too_long_for_its_place_is_still_to_be_shortened(tmp_path: Path) -> None:
    data = small_data(tmp_path / "card_data")
    edited(data / SMALL_GAME / "learn.toml", ('caption = "Draw pile"', f'caption = "Draw pile {"and more " * 40}"'))
    problems = [str(problem) for problem in validate(data)]
    assert any("takes more than 3 lines under its place: shorten it" in problem for problem in problems), problems
