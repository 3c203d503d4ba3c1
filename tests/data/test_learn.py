"""learn.toml, the booklet's learn-to-play part: read for every game; the setup picture's declared places and the
example of a game without a scoring package (Harvest Fair's), each class of bad data located. (Each game's own
bad data: ``tests/games/<game>/``.)"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from fixture_games import data_folder
from found_games import GAMES, WITH_RULES

from generator.data.load import load_game
from generator.data.model import LEARN_PARTS, Place
from generator.data.problems import DataError
from generator.games.printable import load_printable_games
from tests.print import data_only

GAME = data_only.GAME_ID


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_every_chapter_a_face_list_and_a_legal_example(game_id: str) -> None:
    learn = load_game(game_id).learn
    assert learn is not None
    assert [part.key for part in learn.parts] == list(LEARN_PARTS)
    assert all(part.title and part.text.strip() for part in learn.parts)
    assert learn.faces and (learn.example or game_id not in WITH_RULES)


def test_a_game_without_scoring_has_an_example_of_text_alone_and_its_places_declared() -> None:
    learn = data_only.game().learn
    assert learn is not None
    assert [part.key for part in learn.parts] == list(LEARN_PARTS)
    assert learn.example is None and learn.table_labels == {}
    assert learn.places[0] == Place(caption="Draw pile", deck="fair", arrangement="pile")
    assert learn.places[1] == Place(caption=learn.places[1].caption, cards=learn.places[1].cards, deck="fair", count=4)
    assert learn.places[1].cards == tuple(
        f"{stall}-{value}" for stall in ("corn", "vine", "orchard", "garden") for value in range(1, 10)
    )
    assert learn.places[3] == Place(
        caption="A hand of {{ value('hand_size') }} cards",
        deck="fair",
        count=5,
        arrangement="hand",
        row=2,
        each_player=True,
    )
    assert learn.places[4] == Place(caption="Your stall", deck="fair", empty=True, row=3, each_player=True)


def test_a_game_without_scoring_may_leave_its_example_out(tmp_path: Path) -> None:
    data = data_folder(tmp_path / "card_data", GAME)
    path = data / GAME / "learn.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: text.index("[example]")], encoding="utf-8")
    (game,) = load_printable_games([GAME], data)
    assert game.learn is not None and [part.key for part in game.learn.parts] == list(LEARN_PARTS[:-1])


def problems_after(tmp_path: Path, change: Callable[[str], str]) -> list[str]:
    """The problems of Harvest Fair once ``change`` has edited its learn.toml."""
    data = data_folder(tmp_path / "card_data", GAME)
    path = data / GAME / "learn.toml"
    text = path.read_text(encoding="utf-8")
    changed = change(text)
    assert changed != text, "the edit did not apply"
    path.write_text(changed, encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_printable_games([GAME], data)  # the data checks, and what the setup picture needs
    return [str(problem) for problem in caught.value.problems]


def line_of(text: str, start: str) -> int:
    """The number of the first line of Harvest Fair's learn.toml that starts with ``start``."""
    return next(number for number, line in enumerate(text.splitlines(), 1) if line.startswith(start))


def test_a_state_for_a_game_without_scoring_is_refused_where_it_stands(tmp_path: Path) -> None:
    (problem,) = problems_after(tmp_path, lambda text: text.replace("[example]\n", "[example]\nstate = { a = 1 }\n"))
    text = (data_only.folder() / GAME / "learn.toml").read_text(encoding="utf-8")
    assert problem == (
        f"card_data/{GAME}/learn.toml:{line_of(text, '[example]') + 1}: 'example', field 'state': this game has no "
        "scoring package to compute it (generator/scoring/harvest_fair/ does not exist): leave the state out, and "
        "the example prints its text alone"
    )


MARKET = 'count = "market_size"'


@pytest.mark.parametrize(
    ("change", "field", "message"),
    [
        (
            lambda t: t.replace(MARKET, 'count = "huge"'),
            "count",
            "expected a whole number or a rule constant's name (constants: fewest_players, most_players, hand_size, "
            'market_size); got "huge"',
        ),
        (lambda t: t.replace(MARKET, "count = 21"), "count", "count is 21: a place shows from 1 to 20 cards"),
        (lambda t: t.replace(MARKET, "count = 0"), "count", "count is 0: a place shows from 1 to 20 cards"),
        (lambda t: t.replace(MARKET, "count = 2.5"), "count", "expected a whole number or a rule constant's"),
        (lambda t: t.replace('kind = "produce"', 'kind = "fruit"'), "kind", 'no kind "fruit" in game.toml'),
        (lambda t: t.replace('cards = ["fair-day"]', 'cards = ["fair-night"]'), "cards", 'no card "fair-night"'),
        (
            lambda t: t.replace('cards = ["fair-day"]', 'cards = ["fair-day"]\nface = "down"'),
            "cards",
            'the deck "aid" is printed one-sided: it has no back to lie face down',
        ),
        (
            lambda t: t.replace('as = "pile"', 'as = "pile"\nface = "up"'),
            "deck",
            "a deck's place shows its back: leave face out, or name a kind or cards to show faces",
        ),
        (
            lambda t: t.replace('as = "pile"', 'as = "pile"\nkind = "produce"'),
            "deck",
            "expected exactly one of deck, kind, cards, empty (what lies there); got 2",
        ),
        (lambda t: t.replace('as = "pile"', 'as = "heap"'), "as", 'expected one of pile, hand, row; got "heap"'),
        (lambda t: t.replace("row = 3", "row = 7"), "row", "expected a whole number from 1 to 6, got 7"),
        (lambda t: t.replace('as = "pile"', 'as = "pile"\nside = "left"'), "side", "unknown field"),
        (
            lambda t: t.replace('caption = "Your stall"', 'caption = "Your stall of 3"'),
            "caption",
            'states the number "3" in digits',
        ),
    ],
)
def test_each_bad_place_is_one_located_problem(
    tmp_path: Path, change: Callable[[str], str], field: str, message: str
) -> None:
    problems = problems_after(tmp_path, change)
    assert len(problems) == 1, problems
    assert problems[0].startswith(f"card_data/{GAME}/learn.toml:"), problems
    assert "'setup.place " in problems[0] and f"field '{field}'" in problems[0]
    assert message in problems[0]


def test_a_rule_constant_too_large_to_picture_is_refused_and_never_laid_out(tmp_path: Path) -> None:
    data = data_folder(tmp_path / "card_data", GAME)
    game_file = data / GAME / "game.toml"
    game_file.write_text(
        game_file.read_text(encoding="utf-8").replace("market_size = 4", "market_size = 500"),
        encoding="utf-8",
    )
    with pytest.raises(DataError) as caught:
        load_printable_games([GAME], data)
    (problem,) = [str(problem) for problem in caught.value.problems]
    assert f"card_data/{GAME}/learn.toml:" in problem and "field 'count'" in problem
    assert "the rule constant market_size is 500: a place shows from 1 to 20 cards" in problem


def test_a_declared_picture_needs_places_and_no_labels(tmp_path: Path) -> None:
    def without_places(text: str) -> str:
        start, end = text.index("[[setup.place]]"), text.index("[turn]")
        return text[:start] + 'labels = { stack = "Stack" }\n\n' + text[end:]

    problems = problems_after(tmp_path, without_places)
    assert len(problems) == 2, problems
    assert "field 'place': expected [[setup.place]] tables: what lies where at setup" in problems[0]
    assert "field 'labels': caption the places of a game's own layout: give each place its caption" in problems[1]


def test_validate_reports_a_bad_place_with_exit_2_and_no_traceback(tmp_path: Path) -> None:
    data = data_folder(tmp_path / "card_data", GAME)
    path = data / GAME / "learn.toml"
    path.write_text(path.read_text(encoding="utf-8").replace(MARKET, "count = 1000000000000"), encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "generator", "validate", "--data", str(data)], capture_output=True, text=True
    )
    assert result.returncode == 2
    assert f"card_data/{GAME}/learn.toml:" in result.stderr and "a place shows from 1 to 20 cards" in result.stderr
    assert "Traceback" not in result.stderr


def test_a_bad_place_is_located_at_its_own_line(tmp_path: Path) -> None:
    (problem,) = problems_after(tmp_path, lambda text: text.replace(MARKET, "count = 21"))
    text = (data_only.folder() / GAME / "learn.toml").read_text(encoding="utf-8")
    assert problem.startswith(f"card_data/{GAME}/learn.toml:{line_of(text, MARKET)}: 'setup.place 2', field 'count': ")
