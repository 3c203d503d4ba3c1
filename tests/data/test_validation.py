"""Card data loads for every game found, and each class of bad data shared by all gets its exact, located
message (each game's own: ``tests/games/<game>/``)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from fixture_games import data_folder
from found_games import GAMES

from generator.data.load import load_game, load_games
from generator.data.problems import DataError
from generator.games.printable import validate
from tests.print import data_only

CARD_DATA = Path(__file__).resolve().parents[2] / "card_data"


def test_all_games_load_and_validate() -> None:
    games = load_games()
    assert [game.id for game in games] == list(GAMES)
    assert validate() == []


@pytest.mark.parametrize("game_id", GAMES)
def test_designed_cards_say_why(game_id: str) -> None:
    for card in load_game(game_id).cards:
        assert not card.designed or card.design_note.strip(), card.id


def card_data_copy(tmp_path: Path) -> Path:
    """A private copy of the repository's card data to break, in ``tmp_path``."""
    copy = tmp_path / "card_data"
    shutil.copytree(CARD_DATA, copy)
    return copy


@pytest.fixture
def data(tmp_path: Path) -> Path:
    """A private copy of the card data to break."""
    return card_data_copy(tmp_path)


def edit(path: Path, change: Callable[[str], str]) -> None:
    text = path.read_text(encoding="utf-8")
    changed = change(text)
    assert changed != text, "the edit did not apply"
    path.write_text(changed, encoding="utf-8")


def line_of(path: Path, text: str) -> int:
    return next(n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if text in line)


def test_a_folder_without_game_toml_is_no_game_and_one_with_card_data_is_a_located_problem(data: Path) -> None:
    game_id = GAMES[0]
    (data / game_id / "game.toml").unlink()
    found = [str(problem) for problem in validate(data)]
    assert found == [f"card_data/{game_id}: holds card data but no game.toml: a game's folder needs one"]


def test_a_missing_data_folder_is_said_once(tmp_path: Path) -> None:
    assert [str(problem) for problem in validate(tmp_path / "nowhere")] == [
        f"{tmp_path / 'nowhere'}: no such folder: expected a card data folder holding formats.toml and one folder "
        "per game (a copy of card_data/)"
    ]


def test_printing_toml_problems_are_located_like_the_others(data: Path) -> None:
    printing = data / "printing.toml"
    edit(
        printing,
        lambda text: (
            text.replace('aids = "paper, 80–120 g/m²"\n', "", 1)
            .replace("{diameter} mm circle", "{radius} mm circle")
            .replace("width_mm = 66", 'width_mm = "66"')
            .replace("width_mm = 45", "width_mm = 40")
            .replace("[sleeves.tarot]", "[sleeves.tarrot]")
        ),
    )
    where = "card_data/printing.toml"
    stock, tokens = line_of(printing, "[stock]"), line_of(printing, "{radius}")
    poker, mini, tarot = (line_of(printing, text) for text in ('width_mm = "66"', "width_mm = 40", "[sleeves.tarrot]"))
    assert [str(problem) for problem in validate(data)] == [
        f"{where}:{stock}: 'stock', field 'aids': missing (expected str)",
        f"{where}:{tokens}: 'cutting', field 'tokens': unknown placeholder {{radius}} "
        "(expected {width}, {height} or {diameter})",
        f"{where}:{poker}: 'sleeves.poker', field 'width_mm': expected a number, got \"66\"",
        f"{where}:{mini}: 'sleeves.mini', field 'width_mm': expected at least the mini cards' 44.45 mm, got 40",
        f"{where}:{tarot}: 'sleeves.tarrot': no format 'tarrot' in formats.toml "
        "(expected one of: poker, bridge, mini, tarot, land-board, mat, overview, token-small, token-large)",
    ]


def test_the_build_refuses_a_broken_printing_toml_with_the_same_located_problems(data: Path) -> None:
    from generator.data.printing import PrintingError, load_printing

    printing = data / "printing.toml"
    edit(printing, lambda text: text.replace("credits = [", "credit = [", 1))
    with pytest.raises(PrintingError) as caught:
        load_printing(data)
    line = line_of(printing, "credit = [")
    assert str(caught.value) == (
        f"card_data/printing.toml:{line}: field 'credit': unknown field (expected one of: credits, stock, cutting, "
        "sleeves)"
    )


def test_a_folder_without_printing_toml_is_valid(data: Path) -> None:
    (data / "printing.toml").unlink()
    assert validate(data) == []  # the build then uses the toolkit's own


def test_a_missing_icon_set_is_said_once(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from generator.data import iconset

    monkeypatch.setattr(iconset, "ICON_SET_FILE", tmp_path / "icons.json")
    iconset._icons.cache_clear()
    try:
        with pytest.raises(DataError) as raised:
            load_games()
        found_by_validate = validate()
    finally:
        iconset._icons.cache_clear()
    expected = [
        f"{iconset.ICON_SET_FILE}: the icon set is not installed: run `bash .ci/setup` (it runs `npm ci` in site/)"
    ]
    assert [str(problem) for problem in raised.value.problems] == expected
    assert [str(problem) for problem in found_by_validate] == expected


def test_validate_of_a_folder_holding_a_game_given_by_its_data_alone_says_ok_and_names_it(tmp_path: Path) -> None:
    data = data_folder(tmp_path / "card_data", data_only.GAME_ID)
    result = subprocess.run(
        [sys.executable, "-m", "generator", "validate", "--data", str(data)], capture_output=True, text=True
    )
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout.split() == f"ok: card data of 1 game in {data} is valid: {data_only.GAME_ID}".split()


FACE = 'face = { corners = ["value", "symbol"], text = "saying" }'


@pytest.mark.parametrize(
    ("face", "field", "message"),
    [
        (
            'face = { corners = ["value", "suit"] }',
            "face.corners",
            'the kind\'s cards have no field "suit" that it can show (expected one of: symbol, value, saying, icon)',
        ),
        (
            'face = { corners = ["value", "symbol", "icon"] }',
            "face.corners",
            "expected one field (both corners) or two (left, right); got 3",
        ),
        ("face = { corners = [] }", "face.corners", "expected one field (both corners) or two (left, right); got 0"),
        (
            'face = { text = "value" }',
            "face.text",
            'the kind\'s cards have no field "value" that it can show (expected one of: text, saying)',
        ),
        (
            'face = { type_line = ["icon"] }',
            "face.type_line",
            'the kind\'s cards have no field "icon" that it can show (expected one of: symbol, value, saying)',
        ),
        ('face = { corner = ["value"] }', "face.corner", "unknown field (expected one of: corners, text, type_line)"),
        ('face = { corners = "value" }', "face.corners", 'expected a list of strings, got "value"'),
    ],
)
def test_a_face_declaration_naming_what_the_kind_cannot_show_is_one_located_problem(
    tmp_path: Path, face: str, field: str, message: str
) -> None:
    data = data_folder(tmp_path / "card_data", data_only.GAME_ID)
    game_toml = data / data_only.GAME_ID / "game.toml"
    edit(game_toml, lambda text: text.replace(FACE, face))
    result = subprocess.run(
        [sys.executable, "-m", "generator", "validate", "--data", str(data)], capture_output=True, text=True
    )
    assert result.returncode == 2 and "Traceback" not in result.stderr
    (problem,) = [line for line in result.stderr.splitlines() if "game.toml:" in line]
    where = f"card_data/{data_only.GAME_ID}/game.toml:{line_of(game_toml, face)}: 'kinds.produce', field '{field}': "
    assert where in problem and message in problem
