"""The rules booklet of every game: learn to play, then the rules and rulings of play; type sizes and line
lengths measured in the PDF; the worked example as the scoring module scores it; fonts embedded."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
from found_games import GAMES, WITH_RULES
from reportlab.pdfgen.canvas import Canvas

from generator.builder.bundles import rules_booklet
from generator.data.load import load_game
from generator.data.model import Game
from generator.data.references import expand_plain
from generator.games import declaration
from generator.layout.units import Paper
from generator.render import booklet as booklet_module
from generator.render.booklet import LIGHT_SHARE, MARGIN_MM, SPACINGS, TOP_MM
from generator.render.figures import CAPTION_SIZE_PT
from generator.scoring import game as scoring_game
from generator.scoring import load_catalog, score
from tests.print import data_only
from tests.print.pdf_audit import (
    filled_shares,
    font_rows,
    overlapping_words,
    page_texts,
    text_lines,
    unembedded_fonts,
)
from tests.print.players_words import developer_words

FOOTER = re.compile(r" page \d+$")
"""The end of a page footer (the only text allowed below 8 pt)."""
RAW_FRACTION = re.compile(r"\d+/\d+")
"""A fraction as a program writes it (``61/2``): players read halves as ½."""
COORDINATE = re.compile(r"position -?\d|\(-?\d+, -?\d+\)|rank \d", re.IGNORECASE)
"""A place or a rank given as numbers."""
PRINTED_COORDINATE = re.compile(r"\brow \W?\w\W?, (?:position|place)|\b(?:position|place) [-−]?\d", re.IGNORECASE)
"""A place given as numbers (``row 5, position −1``): the printed rules say where a card goes in players' words."""
MAX_LINE = 90
FILLED = 0.75
"""The least share of a page's text area filled down to its lowest mark (the end of the learning may stop short of
it when the worked example's title, text and first picture do not fit under it)."""


@pytest.fixture(scope="module", params=[(game_id, paper) for game_id in (*GAMES, data_only.GAME_ID) for paper in Paper])
def booklet(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> tuple[str, Path]:
    game_id, paper = request.param
    path = tmp_path_factory.mktemp("booklet") / f"{game_id}-rules-{paper}.pdf"
    path.write_bytes(rules_booklet(game_of(game_id), paper).render())
    return game_id, path


def game_of(game_id: str) -> Game:
    """A game found, or the game given by its card data alone."""
    return data_only.game() if game_id == data_only.GAME_ID else load_game(game_id)


def flat(text: str) -> str:
    """Text with its whitespace collapsed, as pdftotext's lines joined."""
    return " ".join(text.split())


def example_text(game: Game, text: str) -> str:
    """The worked example in the booklet's ``text``: from its title to the rules' first words after it (the
    rules' title, or a rule or section id where the example floats to the top of a page of rules)."""
    assert game.learn is not None
    start = text.index(game.learn.part("example").title)
    printed = [section for section in game.sections if section.in_summary]
    marks = [f"{game.name}: the rules", *(f"{item.id} " for section in printed for item in (section, *section.rules))]
    return text[start : min(found for mark in marks if (found := text.find(mark, start)) >= 0)]


def test_every_font_of_the_booklet_is_embedded(booklet: tuple[str, Path]) -> None:
    _, path = booklet
    assert font_rows(path) and unembedded_fonts(path) == []


def test_body_text_is_9_pt_or_more_and_only_footers_are_under_8_pt(booklet: tuple[str, Path]) -> None:
    _, path = booklet
    sizes: dict[float, int] = {}
    for page in page_texts(path):
        for text, size in page:
            if size < 8:
                assert FOOTER.search(text), (text, size)
            else:
                assert size >= 9 or size == pytest.approx(CAPTION_SIZE_PT), (text, size)
            sizes[round(size, 2)] = sizes.get(round(size, 2), 0) + 1
    assert min(size for size, count in sizes.items() if size >= 9) >= 9
    assert max(sizes, key=lambda size: sizes[size]) >= 9  # the text most read


def test_no_line_is_longer_than_90_characters(booklet: tuple[str, Path]) -> None:
    _, path = booklet
    lines = [line for page in text_lines(path) for line in page if not FOOTER.search(line)]
    longest = max(lines, key=len)
    assert len(longest) <= MAX_LINE, longest
    assert len(longest) >= MAX_LINE - 15  # the measure is used, not squeezed


def test_learning_comes_first_then_the_rules_and_rulings_of_play_and_nothing_of_the_checker(
    booklet: tuple[str, Path],
) -> None:
    game_id, path = booklet
    game = game_of(game_id)
    assert game.learn is not None
    printed = text_lines(path)
    pages = [[line for line in page if not FOOTER.search(line)] for page in printed]
    text = flat(" ".join(line for page in pages for line in page))
    assert pages[0][0] == game.name
    [rules_begin] = [page for page in printed if any(f"{game.name}: the rules" in line for line in page)]
    assert "rules and rulings" in next(line for line in rules_begin if FOOTER.search(line))  # its footer says so
    position = 0
    for part in game.learn.parts:  # the example may float past the learning after it: checked on its own
        position = text.index(part.title, position) if part.key != "example" else position
    example = text.index(game.learn.part("example").title)
    position = text.index(f"{game.name}: the rules", max(position, example))  # the rules begin after it
    for section in game.sections:
        if not section.in_summary:
            assert f"{section.id} {section.title}" not in text  # the checker's sections stay on the site
            assert all(f"{rule.id} " not in text for rule in section.rules)
            continue
        for rule in section.rules:
            heading = f"{rule.id} {rule.title}." if rule.title else f"{rule.id} "
            position = text.index(heading, position) + len(heading)
    position = text.index("Rulings", position)
    for ruling in game.rulings:
        start = " ".join(expand_plain(game, ruling.question).split()[:3])
        if ruling.checker:
            assert start not in text
        else:
            position = text.index(start, position) + len(start)
    assert "{{" not in text and "](" not in text and '{"' not in text  # references expanded, no link, no JSON


def test_the_printed_rulings_are_numbered_from_1_without_gaps_whatever_their_ids(booklet: tuple[str, Path]) -> None:
    """The rulings about the checker stay on the site: the printed ones are numbered Q1, Q2, … all the same."""
    game_id, path = booklet
    game = game_of(game_id)
    text = flat(" ".join(line for page in text_lines(path) for line in page if not FOOTER.search(line)))
    printed = [ruling for ruling in game.rulings if not ruling.checker]
    numbers = [int(number) for number in re.findall(r"\bQ(\d+) ", text[text.index("Rulings") :])]
    assert numbers == list(range(1, len(printed) + 1))
    for number, ruling in enumerate(printed, start=1):
        assert f"Q{number} {' '.join(expand_plain(game, ruling.question).split()[:3])}" in text
    assert not any(f"{ruling.id} " in text for ruling in game.rulings)  # the site's ids are for links only


def test_every_worked_example_starts_whole_and_ends_on_the_next_page_at_the_latest(
    booklet: tuple[str, Path],
) -> None:
    """Its title and text on one page, with its first picture; its other pictures, table and sum on that page or
    the next (a block splits after a picture to fill the page it starts on)."""
    game_id, path = booklet
    game = game_of(game_id)
    assert game.learn is not None
    pages = [flat(" ".join(line for line in page if not FOOTER.search(line))) for page in text_lines(path)]
    title = game.learn.part("example").title
    (start,) = [number for number, page in enumerate(pages) if title in page]
    assert flat(game.learn.part("example").text) in pages[start]
    printed = [title]
    if game_id in WITH_RULES:
        result = score(game_id, game.learn.example, load_catalog(game_id))
        layout = declaration(game_id).example
        if layout is None:
            printed += [flat(line) for line in scoring_game(game_id).explain(result)]
        else:
            laid_out = layout(game, game.learn.example, result)
            printed += [flat(text) for text in (*laid_out.lines, laid_out.verdict, *sum(laid_out.table, ()))]
    both = " ".join(pages[start : start + 2])
    assert [text for text in printed if text not in both] == []


def test_no_words_are_typeset_over_one_another(booklet: tuple[str, Path]) -> None:
    """A floated example and the columns under it share a page without overlapping."""
    _, path = booklet
    assert overlapping_words(path) == []


def test_every_page_but_the_last_is_filled(booklet: tuple[str, Path]) -> None:
    """No block that moves on leaves a gap: the text after it flows up, or the block splits (a worked example after
    a picture, a rule or a ruling after its first lines), so every page but the last is at least ``FILLED`` full."""
    _, path = booklet
    shares = filled_shares(path, TOP_MM, MARGIN_MM)
    assert [(number, round(share, 2)) for number, share in enumerate(shares[:-1], start=1) if share < FILLED] == []


def test_no_printed_rule_or_ruling_gives_a_place_as_numbers(booklet: tuple[str, Path]) -> None:
    _, path = booklet
    text = flat(" ".join(line for page in text_lines(path) for line in page if not FOOTER.search(line)))
    assert PRINTED_COORDINATE.findall(text) == []


def test_learning_to_play_names_no_rule_number(booklet: tuple[str, Path]) -> None:
    """The learn-to-play part is prose a player reads: rule numbers belong to the rules that follow it."""
    game_id, path = booklet
    game = game_of(game_id)
    text = flat(" ".join(line for page in text_lines(path) for line in page if not FOOTER.search(line)))
    learning = text[: text.index(f"{game.name}: the rules")]
    ids = [item.id for section in game.sections for item in (section, *section.rules)]
    assert [found for found in ids if re.search(rf"\b{re.escape(found)}\b", learning)] == []


def test_the_booklet_speaks_to_players(booklet: tuple[str, Path]) -> None:
    game_id, path = booklet
    text = flat(" ".join(line for page in text_lines(path) for line in page if not FOOTER.search(line)))
    assert developer_words(game_of(game_id), text) == []


@pytest.mark.parametrize("booklet", [(game_id, paper) for game_id in WITH_RULES for paper in Paper], indirect=True)
def test_the_worked_example_shows_what_the_scoring_module_makes_of_its_table(booklet: tuple[str, Path]) -> None:
    """A game with rules (one without: ``test_an_example_without_scoring_…``)."""
    game_id, path = booklet
    game = load_game(game_id)
    assert game.learn is not None and game.learn.example is not None
    result = score(game_id, game.learn.example, load_catalog(game_id))
    text = flat(" ".join(line for page in text_lines(path) for line in page))
    example = example_text(game, text)
    layout = declaration(game_id).example
    if layout is None:  # the shared table: the scoring module's own explanation
        for line in scoring_game(game_id).explain(result):
            assert flat(line) in example, line
        return
    laid_out = layout(game, game.learn.example, result)
    assert laid_out.pictures and laid_out.verdict
    for line in (*laid_out.lines, laid_out.verdict):
        assert flat(line) in example, line
    for row in laid_out.table:
        for cell in row:
            assert flat(cell) in example, cell
    winners = result["winners"]
    assert all(winner in laid_out.verdict for winner in winners)


def test_no_page_prints_a_fraction_as_a_program_writes_it(booklet: tuple[str, Path]) -> None:
    """Halves are printed as ½ (a player reads "27/2" as nothing, and "61/2" as sixty-one halves or six and a half)."""
    _, path = booklet
    text = flat(" ".join(line for page in text_lines(path) for line in page if not FOOTER.search(line)))
    assert RAW_FRACTION.findall(text) == []


def test_a_worked_example_prints_no_coordinate_no_raw_fraction_and_no_id(booklet: tuple[str, Path]) -> None:
    game_id, path = booklet
    game = game_of(game_id)
    assert game.learn is not None
    text = flat(" ".join(line for page in text_lines(path) for line in page))
    example = example_text(game, text)
    assert not RAW_FRACTION.search(example), RAW_FRACTION.search(example)
    assert not COORDINATE.search(example), COORDINATE.search(example)
    assert not any(card.id in example for card in game.cards if "-" in card.id)  # ids with a hyphen: never words


def test_the_example_of_every_game_scores_more_than_one_player_and_names_a_winner() -> None:
    for game_id in WITH_RULES:
        learn = load_game(game_id).learn
        assert learn is not None
        result = json.loads(json.dumps(score(game_id, learn.example)))
        assert len(result["players"]) >= 2 and result["winners"], game_id


def test_a_booklet_is_cached_under_the_same_name_by_every_process(tmp_path: Path) -> None:
    """Its job holds the game's drawings: they are named by module and name, never by memory address."""
    import subprocess
    import sys

    program = (
        "from pathlib import Path\n"
        "from generator.builder.bundles import rules_booklet\n"
        "from generator.builder.cache import Cache\n"
        "from generator.builder.outputs import OutputFile, Task\n"
        "from generator.data.load import load_game\n"
        "from generator.layout.units import Paper, Style\n"
        f"job = rules_booklet(load_game({GAMES[0]!r}), Paper.A4, Style.LIGHT)\n"
        f"output = OutputFile('r.pdf', {GAMES[0]!r}, 'rules', Paper.A4, 1, None)\n"
        "print(Cache(Path('.'), 'v').file_name(Task(output, job)))\n"
    )
    names = {
        subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True).stdout
        for _ in range(2)
    }
    assert len(names) == 1 and names.pop().strip().endswith(".pdf")


def test_an_example_without_scoring_prints_its_text_alone_and_the_setup_its_declared_captions(
    tmp_path: Path,
) -> None:
    game = data_only.game()
    assert game.learn is not None
    path = tmp_path / "rules.pdf"
    path.write_bytes(rules_booklet(game, Paper.A4).render())
    text = flat(" ".join(line for page in text_lines(path) for line in page if not FOOTER.search(line)))
    example = example_text(game, text)
    assert example.strip() == "A worked example " + flat(game.learn.part("example").text)  # no table, no winner
    setup = text[text.index(game.learn.part("setup").title) : text.index(game.learn.part("turn").title)]
    for caption in ("Draw pile", "The market: 4 cards face up", "Player aid", "A hand of 5 cards", "Your stall"):
        assert caption in setup
    assert setup.count("A hand of 5 cards") == setup.count("Your stall") == game.learn.table_players


@pytest.mark.parametrize(("game_id", "paper"), [(game_id, paper) for game_id in GAMES for paper in Paper])
def test_a_light_last_page_is_saved_by_the_tighter_spacing_where_it_can_be(game_id: str, paper: Paper) -> None:
    """A duplex booklet costs sheets by pairs of pages: when its last page holds only a few lines, the tighter
    spacing (never smaller type) is taken if it sets the booklet on a page fewer, and only then."""
    job = rules_booklet(game_of(game_id), paper)
    usual, tight = (job.typeset(Canvas(io.BytesIO()), None, 1, spacing).pages for spacing in SPACINGS)
    last = job.typeset(Canvas(io.BytesIO()), None, 1, SPACINGS[0]).last_share
    assert job.pages() == (min(usual, tight) if last < LIGHT_SHARE else usual)
    assert job.spacing == (SPACINGS[1] if last < LIGHT_SHARE and tight < usual else SPACINGS[0])


@pytest.mark.parametrize("game_id", GAMES)
def test_a_booklet_drawn_first_in_the_usual_spacing_is_the_one_its_layout_finds(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its own file draws a booklet before its spacing is known (once, in the usual case): the same file as when
    the spacing is found first, then drawn."""
    monkeypatch.setattr(booklet_module, "LAYOUTS_FOUND", {})
    job = rules_booklet(game_of(game_id), Paper.A4)
    drawn_first = job.render()
    assert job.layout == booklet_module.LAYOUTS_FOUND[job.layout_key]
    booklet_module.LAYOUTS_FOUND.clear()
    assert job.layout.pages > 0  # found by laying it out, then drawn
    assert job.render() == drawn_first
