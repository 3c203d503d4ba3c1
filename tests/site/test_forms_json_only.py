"""A game with rules that neither brings a form nor declares its state's shape gets a calculator all the same: the
JSON mode, open, under a sentence saying so, starting from the worked example of its data (never an empty box)."""

from __future__ import annotations

import json
import shutil
import sys
import tomllib
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any

import fixture_games
import pytest
from calculators import json_mode
from harness import serve, visit, wait_for_result
from typer.testing import CliRunner

import generator.scoring
from generator.cli import app
from generator.site import build_site

pytestmark = pytest.mark.browser

GAME = "county-show"


@pytest.fixture(scope="module")
def formless_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, str]]:
    """The site of a data folder holding the fixture game, whose rules here declare no shape: (data, base URL)."""
    folder = tmp_path_factory.mktemp("formless")
    scoring = Path(shutil.copytree(fixture_games.FIXTURE_SCORING, folder / "scoring"))
    rules = scoring / "county_show" / "rules.py"
    text = rules.read_text(encoding="utf-8")
    rules.write_text(text.replace("\nFORM = {", "\nNOT_A_FORM = {"), encoding="utf-8")
    generator.scoring.__path__.append(str(scoring))
    forget()
    try:
        data = fixture_games.data_folder(folder / "card_data", GAME, with_repository_games=True)
        with serve(folder / "site") as url:
            build_site(folder / "site", data, site_url=url)
            yield data, url
    finally:
        generator.scoring.__path__.remove(str(scoring))
        forget()


def forget() -> None:
    """Forget the fixture game's modules and what was found of its code."""
    for name in [name for name in sys.modules if name.startswith("generator.scoring.county_show")]:
        del sys.modules[name]
    fixture_games.forget_games()


@pytest.fixture(scope="module")
def page(
    chromium: Callable[..., AbstractContextManager[Any]], tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Any]:
    """A browser of its own, failing on any page error."""
    with chromium(tmp_path_factory.mktemp("formless-browser")) as context:
        tab = context.new_page()
        errors: list[str] = []
        tab.on("pageerror", lambda error: errors.append(str(error)))
        yield tab
        assert errors == []


def cli(data: Path, state: Any) -> str:
    """What ``pnp score GAME - --json --data DATA`` prints for ``state``."""
    result = CliRunner().invoke(app, ["score", GAME, "-", "--json", "--data", str(data)], input=json.dumps(state))
    assert result.exit_code == 0, result.output
    return result.stdout


def test_a_game_without_a_form_gets_the_json_mode_and_a_sentence(formless_site: tuple[Path, str], page: Any) -> None:
    data, url = formless_site
    visit(page, f"{url}games/{GAME}/calculator/")
    wait_for_result(page, game=GAME)
    assert page.locator(".pnp-form").count() == 0
    assert page.text_content(".pnp-calculator > .pnp-note") == (
        "This calculator has no form yet: enter the state as text below, and it is scored and checked as you go."
    )
    assert page.locator("#json-mode").get_attribute("open") is not None
    example = tomllib.loads((data / GAME / "learn.toml").read_text(encoding="utf-8"))["example"]["state"]
    assert json.loads(page.input_value("#state-input")) == example
    assert page.text_content("#result-json") == cli(data, example)
    assert page.text_content(".pnp-summary-text") == "Bo wins the fair with 11 points."
    state = {"players": [{"name": "Ada", "basket": {"bread": 2}}, {"name": "Bo"}]}
    assert json_mode(page, json.dumps(state))[0] == cli(data, state)
    assert page.text_content(".pnp-summary-text") == "Ada wins the fair with 10 points."
