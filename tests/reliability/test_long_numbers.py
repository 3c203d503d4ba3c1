"""A number of thousands of digits in any file of the card data is a located problem (issue 31): Python reads no
decimal whole number longer than 4,300 digits (tomllib raises ``ValueError``), and writes none as text either (a
hexadecimal one TOML reads fine, then a message showing it would raise).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reliability_tools import HANG_GUARD_S, SMALL_GAME, ends_within, small_data

from generator.data.load import long_number_line
from generator.games.printable import validate

DATA_FILES = [
    *(f"{SMALL_GAME}/{name}" for name in ("game.toml", "cards.toml", "rules.toml", "rulings.toml", "learn.toml")),
    "printing.toml",
    "collection.toml",
    "formats.toml",
    "icons.toml",
]
LONG = "9" * 5000


def insert_before_first_table(path: Path, line: str) -> int:
    """Insert ``line`` into ``path`` before its first table header; the line number it takes."""
    lines = path.read_text(encoding="utf-8").splitlines()
    at = next((number for number, text in enumerate(lines) if text.startswith("[")), len(lines))
    lines.insert(at, line)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return at + 1


@pytest.mark.parametrize("relative", DATA_FILES)
def test_a_number_of_thousands_of_digits_is_a_located_problem(tmp_path: Path, relative: str) -> None:
    data = small_data(tmp_path / "card_data")
    line = insert_before_first_table(data / relative, f"hostile = {LONG}")
    problems = [str(problem) for problem in validate(data)]
    located = [problem for problem in problems if "4,300" in problem or "4300" in problem]
    assert located, problems
    where = f"card_data/{relative}:{line}:" if relative != "icons.toml" else f"card_data/{relative}:"
    assert located[0].startswith(where), located


@pytest.mark.parametrize(
    ("relative", "old", "new", "message"),
    [
        ("game.toml", "hand_size = 5", f"hand_size = 0x{'f' * 5000}", "got a number of about 6,021 digits"),
        ("game.toml", "players = [2, 4]", f"players = [2, 0x{'f' * 5000}]", "got a number of about 6,021 digits"),
        ("cards.toml", "count = 1", f"count = 0x{'f' * 5000}", "got a number of about 6,021 digits"),
        ("game.toml", "hand_size = 5", "hand_size = 4.0", "expected a whole number from 0 to 1,000, got 4.0"),
    ],
)
def test_a_number_is_shown_as_written_or_by_its_length(
    tmp_path: Path, relative: str, old: str, new: str, message: str
) -> None:
    data = small_data(tmp_path / "card_data")
    path = data / SMALL_GAME / relative
    path.write_text(path.read_text(encoding="utf-8").replace(old, new, 1), encoding="utf-8")
    problems = [str(problem) for problem in validate(data)]
    assert any(message in problem for problem in problems), problems


def test_the_line_of_a_long_number_is_found_with_its_underscores() -> None:
    assert long_number_line('a = "1"\nb = 1_' + "0" * 4300 + "\n") == 2
    assert long_number_line("a = 1_" + "0" * 4299) is None


def test_the_long_number_is_found_past_a_file_of_numbers_just_short_of_it() -> None:
    """Each run of digits is read once from its start (a search from every digit of 16 MiB of 4,299-digit numbers
    would take hours)."""
    short = "\n".join(f"n{index} = {'9' * 4299}" for index in range(2000))
    with ends_within(HANG_GUARD_S):
        assert long_number_line(f"{short}\nlast = {LONG}") == 2001
