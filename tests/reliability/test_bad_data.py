"""Card data of the wrong shape or out of range: every command that loads it prints located problems and
exits 2, never a traceback; ``pnp site build`` refuses what ``pnp build`` refuses, and ``pnp validate``
refuses what the build cannot draw."""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from found_games import WITH_RULES
from typer.testing import CliRunner

from generator.cli import app
from generator.data.load import load_game
from generator.data.schema import MAX_WORD_CHARACTERS

REPO = Path(__file__).resolve().parents[2]
GAME = WITH_RULES[0]
"""A game with rules, so that every command that reads card data (score and check too) reads it."""
STATE = (
    REPO / "tests" / "fixtures" / GAME / sorted(path.name for path in (REPO / "tests" / "fixtures" / GAME).iterdir())[0]
)
FIRST = load_game(GAME).cards[0]
NO_BREAK = "\u00a0"
"""A no-break space: it joins the words beside it into one."""
"""The game's first card: the one the breakages change."""
FIELD = re.search(
    r'fields = \{ ([\w-]+) = ("[^"]*")', (REPO / "card_data" / GAME / "game.toml").read_text(encoding="utf-8")
)
"""The first field a kind of the game declares, and its type as written."""
assert FIELD is not None


def replace(old: str, new: str) -> Callable[[str], str]:
    def change(text: str) -> str:
        assert old in text, old
        return text.replace(old, new, 1)

    return change


def on_first_card(old: str, new: str) -> Callable[[str], str]:
    """Replace ``old`` by ``new`` in the first card's table of cards.toml."""

    def change(text: str) -> str:
        start = text.index(f'id = "{FIRST.id}"')
        return text[:start] + replace(old, new)(text[start:])

    return change


BREAKAGES: dict[str, tuple[str, Callable[[str], str], str]] = {
    # name: (file, change, expected text of the first problem after the file name and line)
    "cards as one table": (
        "cards.toml",
        lambda text: text.replace("[[card]]", "[card]", 1).split("[[card]]")[0],
        "field 'card': expected [[card]] tables (an array of tables), got a table",
    ),
    "cards as strings": (
        "cards.toml",
        lambda _text: 'card = ["first", "second"]\n',
        "field 'card': item 1: expected a table ([[card]]), got \"first\"",
    ),
    "rules as a scalar": ("rules.toml", lambda _text: "section = 3\n", "expected [[section]] tables"),
    "rulings as strings": ("rulings.toml", lambda _text: 'ruling = ["a"]\n', "expected a table ([[ruling]])"),
    "unknown field type": (
        "game.toml",
        replace(f"{FIELD[1]} = {FIELD[2]}", f'{FIELD[1]} = "whole"'),
        f"field 'fields.{FIELD[1]}': unknown type \"whole\"",
    ),
    "field type not a string": (
        "game.toml",
        replace(f"{FIELD[1]} = {FIELD[2]}", f"{FIELD[1]} = 7"),
        f"field 'fields.{FIELD[1]}': expected a type name, got 7",
    ),
    "count of a billion": (
        "cards.toml",
        on_first_card(f"count = {FIRST.count}\n", "count = 1000000000\n"),
        f"'{FIRST.id}', field 'count': expected a whole number from 1 to 1,000 copies, got 1000000000",
    ),
    "a fraction of a player": (
        "game.toml",
        lambda text: re.sub(r"^players = \[\d+,", "players = [2.5,", text, count=1, flags=re.M),
        "field 'players': expected a list of whole numbers, got 2.5 (item 1)",
    ),
    "a word of twenty thousand letters": (
        "cards.toml",
        on_first_card(f'name = "{FIRST.name}"', f'name = "{FIRST.name} {"W" * 19_000}"'),
        f"'{FIRST.id}', field 'name': expected words of at most {MAX_WORD_CHARACTERS} characters (a line breaks only "
        f"between words), got one of 19,000 at character {len(FIRST.name) + 2}",
    ),
    "words joined by no-break spaces": (
        "cards.toml",
        on_first_card(f'name = "{FIRST.name}"', f'name = "{FIRST.name} {NO_BREAK.join(["word"] * 20)}"'),
        f"'{FIRST.id}', field 'name': expected words of at most {MAX_WORD_CHARACTERS} characters (a line breaks only "
        f"between words), got one of 99 at character {len(FIRST.name) + 2}",
    ),
    "a character no font draws": (
        "game.toml",
        replace(f'name = "{load_game(GAME).name}"', f'name = "{load_game(GAME).name} 漢"'),
        "field 'name': character \"漢\" (U+6F22) is in none of the embedded fonts: it cannot be printed",
    ),
    "name too long for its card": (
        "cards.toml",
        on_first_card(f'name = "{FIRST.name}"', f'name = "{(FIRST.name + " ") * 30}"'),
        f"'{FIRST.id}': text on {GAME}/{FIRST.id} front does not fit its",
    ),
}
SIZES = {
    "zero width": ("width_mm = 63.5", "width_mm = 0", "expected a number from 10 to 300 mm, got 0"),
    "negative height": ("height_mm = 88.9", "height_mm = -88.9", "expected a number from 10 to 300 mm, got -88.9"),
    "nan width": ("width_mm = 63.5", "width_mm = nan", "expected a number from 10 to 300 mm, got nan"),
    "infinite height": ("height_mm = 88.9", "height_mm = inf", "expected a number from 10 to 300 mm, got inf"),
    "absurd width": ("width_mm = 63.5", "width_mm = 1e300", "expected a number from 10 to 300 mm, got 1e+300"),
    "negative corner": ("corner_mm = 3.0", "corner_mm = -1", "expected a number from 0 to 150 mm, got -1"),
    "wider than the paper": (
        "width_mm = 63.5",
        "width_mm = 290",
        "a 290 × 88.9 mm component with 3 mm bleed does not fit on a4 paper",
    ),
}


@pytest.fixture
def data(tmp_path: Path) -> Path:
    copy = tmp_path / "card_data"
    shutil.copytree(REPO / "card_data", copy)
    return copy


DRAWING_ONLY = {"name too long for its card", "wider than the paper", "a character no font draws"}
"""Problems of drawing alone: the commands that draw (and ``validate``) refuse them; listing and scoring need not."""


def commands(data: Path, out: Path, drawing: bool) -> list[list[str]]:
    """Every command that loads the card data, reading ``data`` (``drawing``: only those that draw)."""
    with_data = ["--data", str(data)]
    listing = [
        ["games", *with_data],
        ["cards", GAME, *with_data],
        ["score", GAME, str(STATE), *with_data],
        ["check", GAME, str(STATE), *with_data],
    ]
    return [
        ["validate", *with_data],
        *([] if drawing else listing),
        ["build", "--out", str(out), "--game", GAME, "--no-site", *with_data],
        ["site", "build", "--out", str(out / "site"), *with_data],
    ]


def assert_refused(runner: CliRunner, data: Path, out: Path, expected: str, drawing: bool = False) -> None:
    for command in commands(data, out, drawing):
        result = runner.invoke(app, command)
        assert isinstance(result.exception, SystemExit), (command, result.exception)
        assert result.exit_code == 2, (command, result.output)
        assert "Traceback" not in result.output
        located = re.findall(r"card_data/[\w-]+(?:/[\w-]+)?\.toml(?::\d+)?: .*", result.output)
        assert any(expected in line for line in located), (command, result.output)
    assert not (out / "manifest.json").exists() and not (out / "site").exists()


@pytest.mark.parametrize("breakage", BREAKAGES)
def test_wrong_shapes_and_values_are_refused_by_every_command(
    runner: CliRunner, data: Path, tmp_path: Path, breakage: str
) -> None:
    name, change, expected = BREAKAGES[breakage]
    path = data / GAME / name
    path.write_text(change(path.read_text(encoding="utf-8")), encoding="utf-8")
    assert_refused(runner, data, tmp_path / "out", expected, drawing=breakage in DRAWING_ONLY)


@pytest.mark.parametrize("size", SIZES)
def test_card_sizes_out_of_range_are_refused_by_every_command(
    runner: CliRunner, data: Path, tmp_path: Path, size: str
) -> None:
    old, new, expected = SIZES[size]
    formats = data / "formats.toml"
    formats.write_text(formats.read_text(encoding="utf-8").replace(old, new, 1), encoding="utf-8")
    drawing = size in DRAWING_ONLY  # a card the paper cannot hold can still be listed and scored
    assert_refused(runner, data, tmp_path / "out", f"'poker', field '{new.split()[0]}': {expected}", drawing)


def test_a_format_with_a_problem_is_reported_once_not_on_every_deck_that_names_it(
    runner: CliRunner, data: Path
) -> None:
    formats = data / "formats.toml"
    text = formats.read_text(encoding="utf-8")
    line = text[: text.index("width_mm = 63.5")].count("\n") + 1
    formats.write_text(text.replace("width_mm = 63.5", 'width_mm = "wide"', 1), encoding="utf-8")
    result = runner.invoke(app, ["validate", "--data", str(data)])
    assert result.exit_code == 2
    problem = f"formats.toml:{line}: 'poker', field 'width_mm': expected a number, got \"wide\""
    assert re.findall(r"[\w-]+\.toml:\d+: .*", result.output) == [problem]


def test_a_long_hostile_value_is_cut_short(runner: CliRunner, data: Path) -> None:
    cards = data / GAME / "cards.toml"
    hostile = "<img src=x onerror=alert(1)>" + "x" * 1_000_000
    cards.write_text(on_first_card(f'kind = "{FIRST.kind}"', f'kind = "{hostile}"')(cards.read_text(encoding="utf-8")))
    result = runner.invoke(app, ["validate", "--data", str(data)])
    assert result.exit_code == 2
    assert len(result.output) < 2000
    assert "field 'kind': unknown kind \"<img src=x onerror=alert(1)>xxxxxxxxxxx…\" (expected one of:" in result.output


def test_state_files_beyond_the_size_limit_are_refused_at_once(runner: CliRunner, tmp_path: Path) -> None:
    from generator.scoring.core import MAX_STATE_BYTES

    big = tmp_path / "big.json"
    big.write_text(" " * (MAX_STATE_BYTES + 1) + "{}")
    for command in ("score", "check"):
        result = runner.invoke(app, [command, GAME, str(big)])
        assert result.exit_code == 2
        assert result.output == (
            f"error: {big}: the state is 4,194,307 bytes, more than the limit of 4,194,304 bytes (4 MiB)\n"
        )
        result = runner.invoke(app, [command, GAME, "-"], input=big.read_bytes())
        assert result.output == "error: standard input: the state is over the limit of 4,194,304 bytes (4 MiB)\n"


def test_states_with_too_many_values_are_refused(runner: CliRunner, tmp_path: Path) -> None:
    many = tmp_path / "many.json"
    many.write_text(json.dumps({"players": ["AH"] * 200_000}))
    result = runner.invoke(app, ["score", GAME, str(many)])
    assert result.exit_code == 2
    assert result.output == (
        f"error: {many}: the state holds more than the limit of 200,000 values (strings, numbers, lists…)\n"
    )


def test_the_check_table_shows_a_hundred_violations_and_counts_the_rest() -> None:
    from io import StringIO

    from rich.console import Console

    from generator.report import print_check

    violations = [{"rule": "x-2.1", "path": f"villages.Ann[{index}]", "message": "m"} for index in range(200_000)]
    output = StringIO()
    print_check(GAME, {"valid": False, "violations": violations}, Console(file=output, width=100))
    lines = output.getvalue().splitlines()
    assert sum("x-2.1" in line for line in lines) == 100
    assert "villages.Ann[99]" in output.getvalue() and "villages.Ann[100]" not in output.getvalue()
    assert "… and 199,900 more (pnp check --json lists the first 1,000)" in lines
