"""Every loop that lays out data ends, and what cannot be laid out is a located problem (issue 31, points 2 and 3).

- The cover sets a word longer than its page, or a text longer than a page, on as many pages as it takes:
  it never adds empty pages forever.
- A Markdown table wider than its column of the booklet wraps, or is refused when it has more columns than fit;
  a cell taller than a page is refused, and so is a caption of the setup picture longer than its room.
  ``pnp validate`` typesets the booklet on both papers, so it names the file, line and field, and the build
  refuses the same data with the same problem before drawing (exit 2).
- A long player name in the worked example wraps: no column of the table gets a width below nothing.
- A sheet's label, made of the game's and the deck's names, is cut short rather than refused at build time
  (``validate`` has no label to typeset).
- A setup picture of more cards than a page can show is refused, never drawn card by card.
- A format that cannot fold: ``validate`` warns at its line, and ``pnp build --duplex fold`` refuses it there.
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path

import fixture_games
import pytest
from reliability_tools import HANG_GUARD_S, SMALL_BUILD, SMALL_GAME, ends_within, run_pnp, small_build, small_data
from reportlab.pdfgen.canvas import Canvas

from generator.builder import BuildError, build
from generator.data.load import load_game
from generator.data.schema import MAX_NAME_CHARACTERS, MAX_WORD_CHARACTERS
from generator.games import declaration
from generator.games.printable import load_printable_games, validate
from generator.layout.setup import Group, Piece, arrange
from generator.layout.units import PAPER_SIZES_MM, Paper, pt
from generator.render.booklet import BookletJob
from generator.render.bundle import Cover, PrintStep, draw_lists
from generator.render.cover import CoverArt, CoverPage
from generator.scoring.core import MAX_PLAYER_NAME_CHARACTERS

WORD = "W" * 19_000
"""One word, longer than any page is wide or tall at any size a text is set."""
WIDE_TABLE = "| " + " | ".join(f"c{index}" for index in range(40)) + " |\n|" + "---|" * 40 + "\n|" + " x |" * 40
TALL_CELL = "| a | b |\n|---|---|\n| " + " ".join(["word"] * 3000) + " | y |"
LONGEST_WORD = "W" * MAX_WORD_CHARACTERS
"""The longest word a text may hold: wider than a booklet's column."""
WIDE_ENOUGH = "| a | b | c |\n|---|---|---|\n| " + " | ".join([LONGEST_WORD, *[" ".join(["word"] * 40)] * 2]) + " |"
"""Three columns, one of a long word and two of long texts: far wider than a column side by side, narrowed to fit
it (the word broken)."""


def test_a_cover_word_longer_than_the_page_ends() -> None:
    step = PrintStep("Rules", "one side", "paper", 1, 1, first_page=3)
    art = CoverArt(None, (), 3.0, "#335577", "#ffffff", "#000000", light=True)
    page = CoverPage(WORD, WORD, (WORD,), (WORD,), art)
    cover = Cover(page, WORD, (WORD,), (step,), (WORD,), (), (WORD,), (WORD,))
    width, height = PAPER_SIZES_MM[Paper.A4]
    with ends_within(HANG_GUARD_S):
        pages = draw_lists(Canvas(io.BytesIO()), cover, (pt(width), pt(height)))
    assert 2 <= pages <= 60  # eight copies of the word, a few pages each


def with_text(data: Path, relative: str, start: str, text: str) -> None:
    """Give the first TOML line of ``relative`` that starts with ``start`` the text ``text`` instead."""
    path = data / relative
    content = path.read_text(encoding="utf-8")
    line = next(line for line in content.splitlines() if line.startswith(start))
    key = line.split("=")[0].strip()
    path.write_text(content.replace(line, f"{key} = {json.dumps(text)}", 1), encoding="utf-8")


PLACES = {
    # name: (file, start of the line, text, the problem: its file and line start, table, field, message)
    "a table wider than the rules' column": (
        "rules.toml",
        'text = "Buy one card',
        WIDE_TABLE,
        "'hf-2.2', field 'text'",
        "a table of 40 columns is wider than the page",
    ),
    "a cell taller than a page": (
        "rules.toml",
        'text = "{{ deck_total',
        TALL_CELL,
        "'hf-1.1', field 'text'",
        "larger than a page's column",
    ),
    "a caption longer than its place's room": (
        "learn.toml",
        'caption = "Player aid"',
        " ".join(["caption"] * 60),
        "'setup', field 'place'",
        "takes more than 3 lines under its place",
    ),
    "a table in a ruling's answer": (
        "rulings.toml",
        'answer = "Yes',
        WIDE_TABLE,
        "'hf-q1', field 'answer'",
        "a table of 40 columns is wider than the page",
    ),
}


@pytest.mark.parametrize("case", sorted(PLACES))
def test_what_the_booklet_cannot_set_is_located_and_refused_by_the_build(tmp_path: Path, case: str) -> None:
    relative, start, text, where, message = PLACES[case]
    data = small_data(tmp_path / "card_data")
    with_text(data, f"{SMALL_GAME}/{relative}", start, text)
    problems = [str(problem) for problem in validate(data)]
    assert len(problems) == 1, problems
    assert problems[0].startswith(f"card_data/{SMALL_GAME}/{relative}:"), problems
    assert where in problems[0] and message in problems[0], problems
    with pytest.raises(BuildError) as refused:
        build(small_build(data, tmp_path / "out"))
    assert problems[0] in str(refused.value)


def test_a_table_wider_than_its_column_wraps(tmp_path: Path) -> None:
    data = small_data(tmp_path / "card_data")
    with_text(data, f"{SMALL_GAME}/rules.toml", 'text = "Buy one card', WIDE_ENOUGH)
    learn = data / SMALL_GAME / "learn.toml"
    turn = "Buy one card of the market"
    learn.write_text(learn.read_text(encoding="utf-8").replace(turn, f"{WIDE_ENOUGH}\n\n{LONGEST_WORD}\n\n{turn}", 1))
    assert validate(data) == []
    game = load_game(SMALL_GAME, data)
    declared = declaration(SMALL_GAME)
    for paper in Paper:
        assert BookletJob(game, declared.design, declared.setup, paper).pages() > 1


@pytest.fixture
def show(tmp_path: Path) -> Iterator[Path]:
    """A card data folder with the fixture game with rules, its rules found."""
    data = fixture_games.data_folder(tmp_path / "card_data", "county-show")
    with fixture_games.rules_added():
        yield data


def test_the_longest_player_name_in_the_worked_example_wraps(show: Path) -> None:
    learn = show / "county-show" / "learn.toml"
    name = "A" * MAX_PLAYER_NAME_CHARACTERS
    learn.write_text(learn.read_text(encoding="utf-8").replace('name = "Ada"', f'name = "{name}"', 1))
    assert validate(show) == []
    (game,) = load_printable_games(["county-show"], show)
    declared = declaration("county-show")
    for paper in Paper:
        assert BookletJob(game, declared.design, declared.setup, paper).pages() > 1


def test_a_worked_example_longer_than_a_page_is_refused_never_drawn_off_it(show: Path) -> None:
    """The example is set whole on one page: one that cannot be, even with its pictures at their least, is a
    located problem (it was drawn past the page's foot, its table and verdict lost)."""
    learn = show / "county-show" / "learn.toml"
    text = learn.read_text(encoding="utf-8")
    learn.write_text(text.replace("Ada, Bo and Cy end the fair", " ".join(["words"] * 2500) + " Ada", 1))
    line = text[: text.index('text = """', text.index("[example]"))].count("\n") + 1
    assert [str(problem) for problem in validate(show)] == [
        f"card_data/county-show/learn.toml:{line}: 'example', field 'text': does not fit the rules booklet on "
        "A4 paper: it takes more than a page, which it must fit whole: shorten its text, its table's cells "
        "or its names"
    ]


def test_the_longest_deck_name_fits_its_sheets(tmp_path: Path) -> None:
    data = small_data(tmp_path / "card_data")
    longest = ("Fairground " * 5)[:MAX_NAME_CHARACTERS]
    with_text(data, f"{SMALL_GAME}/game.toml", 'name = "Fair deck"', longest)
    assert validate(data) == []
    report = build(small_build(data, tmp_path / "out"))
    assert report.files


def test_a_setup_picture_of_more_cards_than_a_page_shows_is_refused(tmp_path: Path) -> None:
    game = load_game(SMALL_GAME, small_data(tmp_path / "card_data"))
    deck = game.decks[0].id
    with pytest.raises(ValueError, match="this one shows 1,000"):
        arrange(game, [[Group("A hand", ((Piece(deck=deck, copies=1000),),))]])


def unfoldable(folder: Path) -> Path:
    """The small game with its first deck in a format too wide for half a sheet: it cannot fold."""
    data = small_data(folder)
    formats = data / "formats.toml"
    wide = '[wide]\nname = "Wide"\nwidth_mm = 150.0\nheight_mm = 100.0\nshape = "rect"\ncorner_mm = 0.0\n\n'
    formats.write_text(wide + formats.read_text(encoding="utf-8"), encoding="utf-8")
    game = data / SMALL_GAME / "game.toml"
    game.write_text(game.read_text(encoding="utf-8").replace('format = "poker"', 'format = "wide"', 1))
    return data


def test_a_format_that_cannot_fold_is_warned_of_and_refused_by_a_folded_build(tmp_path: Path) -> None:
    data = unfoldable(tmp_path / "card_data")
    located = "card_data/formats.toml:3: 'wide', field 'width_mm': "
    checked = run_pnp("validate", "--data", str(data))
    assert checked.returncode == 0, checked.stderr
    assert checked.stderr.startswith(f"warning: {located}"), checked.stderr
    assert f"pnp build --duplex fold cannot fold the sheets of {SMALL_GAME}/fair" in checked.stderr
    out = tmp_path / "out"
    folded = run_pnp("build", "--data", str(data), "--out", str(out), "--no-site", *SMALL_BUILD, "--duplex", "fold")
    assert folded.returncode == 2, folded.stderr
    assert located in folded.stderr and "Traceback" not in folded.stderr
    assert not (out / SMALL_GAME).exists()
