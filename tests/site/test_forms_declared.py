"""A calculator form that cannot work is a located problem of ``pnp validate`` (exit 2), never a broken page: a
declared state shape naming kinds, decks, constants or words the game lacks, and a form of a game without rules.
"""

from __future__ import annotations

import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import fixture_games
import pytest
from typer.testing import CliRunner

import generator.scoring
from generator.cli import app
from generator.games import complete

GAME = "county-show"


@pytest.fixture
def scoring(tmp_path: Path) -> Iterator[Path]:
    """A copy of the fixture games' scoring packages, found by ``generator.scoring`` while the test runs, for the
    test to break."""
    folder = Path(shutil.copytree(fixture_games.FIXTURE_SCORING, tmp_path / "scoring"))
    generator.scoring.__path__.append(str(folder))
    fixture_games.forget_games()
    try:
        yield folder
    finally:
        generator.scoring.__path__.remove(str(folder))
        forget_modules()


def forget_modules() -> None:
    """Forget the fixture game's imported modules and what was found of its code: the next import reads them anew."""
    for name in [name for name in sys.modules if name.startswith("generator.scoring.county_show")]:
        del sys.modules[name]
    fixture_games.forget_games()


def validate(data: Path) -> tuple[int, str]:
    """``pnp validate --data DATA``: the exit code and what it printed."""
    result = CliRunner().invoke(app, ["validate", "--data", str(data)])
    return result.exit_code, result.output


def test_a_shape_naming_what_the_card_data_lacks_is_a_located_problem(tmp_path: Path, scoring: Path) -> None:
    data = fixture_games.data_folder(tmp_path / "card_data", GAME)
    assert validate(data)[0] == 0
    rules = scoring / "county_show" / "rules.py"
    text = rules.read_text(encoding="utf-8")
    broken = text.replace('"kinds": ["produce", "blight"]', '"kinds": ["produce", "fungus"]').replace(
        '"max": "most_ribbons"', '"max": "most_medals"'
    )
    rules.write_text(broken.replace('"vocabulary": "weather"', '"vocabulary": "season"'), encoding="utf-8")
    forget_modules()  # imported by the first validation: read the broken file anew
    code, output = validate(data)
    assert code == 2
    where = f"{rules}: field"
    assert f"""{where} 'FORM.players[0].kinds': the declared state shape: no kind "fungus" in game.toml""" in output
    assert f"""{where} 'FORM.players[1].max': the declared state shape: no rule constant "most_medals" in""" in output
    assert f"""{where} 'FORM.table[0].vocabulary': the declared state shape: no mapping of ids to labels""" in output


def test_a_form_of_a_game_without_rules_is_a_located_problem(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    forms = tmp_path / "forms"
    forms.mkdir()
    (forms / f"{GAME}.mjs").write_text("export function createForm() {}\n", encoding="utf-8")
    monkeypatch.setattr(complete, "FORMS", forms)
    monkeypatch.setattr(complete, "form_file", lambda path: f"forms/{path.name}")
    code, output = validate(fixture_games.data_folder(tmp_path / "card_data", GAME))
    assert code == 2
    assert f"forms/{GAME}.mjs: a calculator form for {GAME}, which has no rules to compute" in output
