"""Every duplicate, reference and count check over the card data is linear (issue 31, point 4).

Time is no measure in a test, so each check counts its work: the comparisons of strings (a ``str`` that counts
them), or the lines read to locate a problem. A check over a list of ``ENTRIES`` hostile entries may do a few
units of work per entry, never one per pair of them. ``tests/bench/bench_validate.py`` times validate over one
list of a million entries.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from reliability_tools import SMALL_GAME, small_data

from generator.data import load
from generator.data.learn import face_problems
from generator.data.load import icon_problem, load_game
from generator.data.problems import DataError
from generator.data.schema import type_error

ENTRIES = 4000
PER_ENTRY = 10
"""Work per entry of a linear check; a quadratic one does thousands."""


class Counted(str):
    """A string that counts the comparisons made with it (equality, and being looked for within another)."""

    work = 0

    def __eq__(self, other: object) -> bool:
        Counted.work += 1
        return str.__eq__(self, other)

    def __hash__(self) -> int:
        return str.__hash__(self)

    def __contains__(self, other: object) -> bool:
        Counted.work += 1
        return str.__contains__(self, other)  # type: ignore[operator]


@pytest.fixture
def work() -> Any:
    """The work counter, from nothing."""
    Counted.work = 0
    return Counted


def test_repeated_faces_are_counted_once_each(tmp_path: Path, work: Any) -> None:
    game = load_game(SMALL_GAME, small_data(tmp_path / "card_data"))
    faces = tuple(Counted(game.cards[0].id) for _ in range(ENTRIES))
    assert len(face_problems(game, faces)) == 1
    assert work.work <= PER_ENTRY * ENTRIES


def test_a_value_is_looked_up_among_the_words_of_its_enum(work: Any) -> None:
    spec = "enum:" + "|".join(f"word-{index}" for index in range(ENTRIES))
    for index in range(ENTRIES):
        assert type_error(Counted(f"word-{index}"), spec) is None
    assert work.work <= PER_ENTRY * ENTRIES


def test_close_icon_names_come_from_an_index(work: Any) -> None:
    for index in range(ENTRIES // 10):
        assert "is not an icon" in (icon_problem(Counted(f"no-such-icon-{index}")) or "")
    assert work.work <= PER_ENTRY * ENTRIES


class CountedLines:
    """The loader's pattern of a table header, counting the lines it reads."""

    def __init__(self) -> None:
        self.pattern = load.TABLE_HEADER
        self.lines = 0

    def match(self, text: str) -> re.Match[str] | None:
        self.lines += 1
        return self.pattern.match(text)


def test_many_problems_in_one_long_table_are_located_by_reading_each_line_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = small_data(tmp_path / "card_data")
    rulings = data / SMALL_GAME / "rulings.toml"
    unknown = "".join(
        f'\n[[ruling]]\nid = "hf-q{index + 2}"\nrules = ["hf-9.{index}"]\nquestion = "Q?"\nanswer = "A."\n'
        f'reason = "R."\nsource = "designed"\n'
        for index in range(ENTRIES)
    )
    with rulings.open("a", encoding="utf-8") as stream:
        stream.write(unknown)
    counted = CountedLines()
    monkeypatch.setattr(load, "TABLE_HEADER", counted)
    with pytest.raises(DataError) as refused:
        load_game(SMALL_GAME, data)
    assert len(refused.value.problems) == ENTRIES
    assert counted.lines <= PER_ENTRY * ENTRIES
