"""Every text of the card data has a length, and every problem a line (issue 31): a name, summary or heading too
long for where it is shown (the cover, the site's menus, the booklet's headings) is a located problem, as is a
name and summary that the cover cannot set above its picture; what ``validate`` finds in a file it names by line.

Each case writes one text into the small game of our own and expects ``pnp validate`` to name the file, the line
and the field, with the length ``card_data/README.md`` gives.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reliability_tools import SMALL_GAME, small_data
from typer.testing import CliRunner

from generator.cli import app
from generator.games.printable import validate

GAME = f"{SMALL_GAME}/game.toml"
RULES = f"{SMALL_GAME}/rules.toml"
LEARN = f"{SMALL_GAME}/learn.toml"
NAME = 'name = "Harvest Fair"'
SUMMARY = 'summary = "Buy produce at the village fair and fill your stall with the best of one harvest."'

CASES = {
    # name: (file, text as written, hostile text, line of the problem, field named, what the message says)
    "a name of 500 characters": (
        GAME,
        NAME,
        f'name = "{"Harvest Fair " * 38}Fair"',
        4,
        "name",
        "at most 50 characters",
    ),
    "a name on two lines": (GAME, NAME, 'name = """Harvest\nFair"""', 4, "name", "expected one line"),
    "an empty name": (GAME, NAME, 'name = " "', 4, "name", "expected a text, got an empty one"),
    "a summary of 2,000 characters": (
        GAME,
        SUMMARY,
        f'summary = "{"Buy more produce. " * 111}"',
        10,
        "summary",
        "at most 200 characters, got 1,998",
    ),
    "an age of 13 characters": (GAME, 'age = "8+"', 'age = "eight and over"', 8, "age", "at most 12 characters"),
    "a kind's label": (GAME, 'label = "Produce"', f'label = "{"Produce " * 7}"', 24, "label", "at most 50"),
    "a deck's name": (GAME, 'name = "Fair deck"', f'name = "{"Fair deck " * 6}"', 36, "name", "at most 50"),
    "a section's title of 10,000 characters": (
        RULES,
        'title = "Components"',
        f'title = "{"Parts " * 1667}"',
        5,
        "title",
        "at most 80 characters, got 10,002",
    ),
    "a rule's title": (RULES, 'title = "The fair deck"', f'title = "{"Deck " * 17}"', 9, "title", "at most 80"),
    "13 aliases of a rule": (
        RULES,
        'title = "The fair deck"',
        'title = "The fair deck"\naliases = [' + ", ".join(f'"word {n}"' for n in range(13)) + "]",
        10,
        "aliases",
        "expected at most 12 aliases, got 13",
    ),
    "an alias of 10,000 characters": (
        RULES,
        'title = "The fair deck"',
        f'title = "The fair deck"\naliases = ["{"deck " * 2000}"]',
        10,
        "aliases",
        "at most 80 characters, got 10,000",
    ),
    "a chapter's title": (LEARN, 'title = "The game"', f'title = "{"Game " * 17}"', 5, "title", "at most 80"),
    # Within their lengths, and still too long for the cover (measured in the widest letter, W).
    "a name of one word that takes three lines on the cover": (
        GAME,
        NAME,
        f'name = "{"W" * 40}"',
        4,
        "name",
        "takes more than 2 lines on the cover",
    ),
    "a summary that runs into the cover's picture": (
        GAME,
        SUMMARY,
        f'summary = "{"WWWWWWWWW " * 19}"',
        10,
        "summary",
        "above the picture of the cards: shorten it",
    ),
    # Problems that used to come without a line.
    "a control character in the name": (GAME, NAME, 'name = "Harvest\\u0007Fair"', 4, "name", "control character"),
    "an unknown chapter of learn.toml": (
        LEARN,
        "[about]",
        '[epilogue]\ntitle = "After"\ntext = "x"\n\n[about]',
        4,
        "epilogue",
        "unknown field",
    ),
    "a top-level key in cards.toml": (
        f"{SMALL_GAME}/cards.toml",
        "[[card]]",
        "stray = 1\n\n[[card]]",
        3,
        None,
        "unexpected top-level keys stray",
    ),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_text_too_long_for_where_it_shows_is_a_located_problem(tmp_path: Path, case: str) -> None:
    relative, old, new, line, field, message = CASES[case]
    data = small_data(tmp_path / "card_data")
    path = data / relative
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    problems = [str(problem) for problem in validate(data)]
    about = f" field '{field}':" if field else ""
    located = [problem for problem in problems if message in problem]
    assert len(problems) == 1 and located, problems
    assert located[0].startswith(f"card_data/{relative}:{line}:"), located
    assert about in located[0], located


def test_a_file_that_is_not_utf8_is_named_at_its_line(tmp_path: Path) -> None:
    data = small_data(tmp_path / "card_data")
    path = data / SMALL_GAME / "rulings.toml"
    path.write_bytes(b'# rulings\n\n[[ruling]]\nid = "caf\xe9"\n')
    problems = [str(problem) for problem in validate(data)]
    assert any(
        problem.startswith(f"card_data/{SMALL_GAME}/rulings.toml:4: not UTF-8 text (byte 32 is 0xe9)")
        for problem in problems
    ), problems


def test_a_folder_without_games_is_refused_saying_where_games_are_looked_for(runner: CliRunner, tmp_path: Path) -> None:
    data = small_data(tmp_path / "card_data")
    for path in (data / SMALL_GAME).iterdir():
        path.unlink()
    expected = f"error: no game in {data}: a game is a folder of it holding a game.toml ({data}/<game>/game.toml)"
    for command in (
        ["validate"],
        ["games"],
        ["build", "--out", str(tmp_path / "out")],
        ["site", "build", "--out", str(tmp_path / "site")],
    ):
        result = runner.invoke(app, [*command, "--data", str(data)])
        assert result.exit_code == 2 and result.output.strip() == expected, (command, result.output)
