"""A kind's field names are plain words (issue 31): a name holding markup or spaces is refused at the kind's table
in game.toml (the line of its fields), as its values would be; the cards of that kind are then not judged."""

from __future__ import annotations

from pathlib import Path

import pytest
from reliability_tools import SMALL_GAME, small_data

from generator.games.printable import validate


@pytest.mark.parametrize("name", ["<b onmouseover=alert(1)>", "Victory Points", "2nd", "a" * 65])
def test_a_field_name_that_is_no_plain_word_is_a_located_problem(tmp_path: Path, name: str) -> None:
    data = small_data(tmp_path / "card_data")
    game = data / SMALL_GAME / "game.toml"
    text = game.read_text(encoding="utf-8")
    game.write_text(text.replace('saying = "str?" }', f'saying = "str?", "{name}" = "str?" }}', 1), encoding="utf-8")
    line = text[: text.index('fields = { value = "int 1..9"')].count("\n") + 1  # the kind's fields
    problems = [str(problem) for problem in validate(data)]
    expected = (
        f"card_data/{SMALL_GAME}/game.toml:{line}: 'kinds.produce', field 'fields': expected field names in "
        f'snake_case (lower-case letters, digits and _, at most 64), got "{name[:20]}'
    )
    assert any(problem.startswith(expected) for problem in problems), problems
