"""Royal Menagerie's learn.toml, the booklet's learn-to-play part: each class of bad data located."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from generator.data.load import load_game
from generator.data.problems import DataError
from generator.games.printable import load_printable_games

CARD_DATA = Path(__file__).resolve().parents[3] / "card_data"
GAME = "royal-menagerie"


@pytest.fixture
def data(tmp_path: Path) -> Path:
    copy = tmp_path / "card_data"
    shutil.copytree(CARD_DATA, copy)
    return copy


def problems_after(data: Path, change: Callable[[str], str]) -> list[str]:
    path = data / GAME / "learn.toml"
    text = path.read_text(encoding="utf-8")
    changed = change(text)
    assert changed != text, "the edit did not apply"
    path.write_text(changed, encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_printable_games([GAME], data)  # the data checks, and the captions the setup picture needs
    return [str(problem) for problem in caught.value.problems]


def field_line(data: Path, table: str, field: str) -> int:
    """The line that sets ``field`` in the table ``[table]`` of the game's learn.toml."""
    lines = (data / GAME / "learn.toml").read_text(encoding="utf-8").splitlines()
    header = lines.index(f"[{table}]")
    return next(number for number, line in enumerate(lines, 1) if number > header and line.startswith(f"{field} ="))


def test_a_number_typed_in_digits_is_refused_where_it_stands(data: Path) -> None:
    (problem,) = problems_after(
        data, lambda text: text.replace("{{ value('hand_size') }} cards, face", "3 cards, face")
    )
    assert problem.startswith(
        f"card_data/{GAME}/learn.toml:{field_line(data, 'setup', 'text')}: 'setup', field 'text': "
    )
    assert 'states the number "3" in digits: take it from the data with a reference' in problem


def test_the_steps_of_a_numbered_list_are_no_numbers_of_the_game(data: Path) -> None:
    learn = load_game(GAME, data).learn
    assert learn is not None and learn.part("setup").text.startswith("1. Give every player")


@pytest.mark.parametrize(
    ("change", "field", "message"),
    [
        (
            lambda t: t.replace("{{ deck_total('play') }}", "{{ deck_total('pile') }}"),
            "text",
            "deck_total('pile') refers to an unknown id",
        ),
        (
            lambda t: t.replace('faces = ["grand-vizier",', 'faces = ["grand-vizer",'),
            "faces",
            'no card "grand-vizer" in cards.toml',
        ),
        (
            lambda t: t.replace('faces = ["grand-vizier",', 'faces = ["mammoth",'),
            "faces",
            'card "mammoth" is named twice',
        ),
        (
            lambda t: t.replace("players = 4", "players = 5"),
            "players",
            "expected 4 to 4 players, as game.toml's players say; got 5",
        ),
        (lambda t: t.replace("players = 4", 'players = "four"'), "players", 'expected a whole number, got "four"'),
        (lambda t: t.replace('title = "Scoring"\n', ""), "title", "missing (expected str)"),
        (lambda t: t.replace('discard = "Discard pile", ', ""), "labels", 'missing the caption "discard"'),
        (
            lambda t: t.replace('discard = "Discard pile", ', 'discard = "Discard pile", table = "Table", '),
            "labels",
            'unknown caption "table" (expected one for each of: play-deck, discard, vizier, player)',
        ),
        (lambda t: t.replace('play-deck = "Play deck"', 'play-deck = "Play deck of 46"'), "labels", "caption "),
        (lambda t: t.replace("giant-ibis = 3", "giant-ibis = 4"), "state", "breaks rule rm-"),
        (
            lambda t: t.replace('role = "loyalist"', 'role = "jester"'),
            "state",
            "not a table the scoring module reads: players[1].role",
        ),
    ],
)
def test_each_bad_field_is_one_located_problem(
    data: Path, change: Callable[[str], str], field: str, message: str
) -> None:
    problems = problems_after(data, change)
    assert len(problems) == 1, problems
    assert f"card_data/{GAME}/learn.toml:" in problems[0] and f"field '{field}'" in problems[0]
    assert message in problems[0]


def test_a_missing_chapter_and_an_unknown_one_are_named(data: Path) -> None:
    problems = problems_after(data, lambda text: text.replace("[end]", "[ending]"))
    assert any("field 'end': missing (expected table)" in problem for problem in problems)
    assert any("field 'ending': unknown field" in problem for problem in problems)


def test_validate_reports_a_bad_learn_file_with_exit_2_and_no_traceback(data: Path) -> None:
    path = data / GAME / "learn.toml"
    path.write_text(path.read_text(encoding="utf-8").replace("[turn]", "[turn"), encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "generator", "validate", "--data", str(data)], capture_output=True, text=True
    )
    assert result.returncode == 2
    assert f"card_data/{GAME}/learn.toml:" in result.stderr + result.stdout and "TOML syntax error" in result.stderr
    assert "Traceback" not in result.stderr
