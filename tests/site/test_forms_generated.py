"""The calculator form built from a declared state shape (``forms/from--shape.mjs``), filled in Chromium like a
player, on a site built from a data folder holding a game of our own with rules (``tests/fixtures``): its result
is exactly what ``pnp score`` prints for the same state.

A game whose rules declare no shape and bring no form gets the JSON mode alone, with a sentence saying so.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from functools import partial
from pathlib import Path
from typing import Any

import fixture_games
import pytest
from calculators import computations, json_mode
from harness import PHONE, serve, visit, wait_for_result
from typer.testing import CliRunner

from generator.cli import app
from generator.site import build_site

pytestmark = pytest.mark.browser

GAME = "county-show"


@pytest.fixture(scope="module")
def fair_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, str]]:
    """The site of a data folder holding the fixture game beside the repository's, its rules found while the
    module's tests run: (card data folder, base URL)."""
    folder = tmp_path_factory.mktemp("fair")
    with fixture_games.rules_added():
        data = fixture_games.data_folder(folder / "card_data", GAME, with_repository_games=True)
        out = folder / "site"
        with serve(out) as url:
            build_site(out, data, site_url=url)
            yield data, url


@pytest.fixture(scope="module")
def phone(
    chromium: Callable[..., AbstractContextManager[Any]], tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Any]:
    """A phone of its own (390 × 844, touch), failing on any page error."""
    with chromium(tmp_path_factory.mktemp("fair-phone"), PHONE, has_touch=True, is_mobile=True) as context:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        yield page
        assert errors == []


def cli(data: Path, command: str, state: Any) -> str:
    """What ``pnp score|check GAME - --json --data DATA`` prints for ``state``."""
    result = CliRunner().invoke(app, [command, GAME, "-", "--json", "--data", str(data)], input=json.dumps(state))
    assert result.exit_code in (0, 1), result.output
    return result.stdout


def changed(page: Any, act: Callable[[], Any]) -> None:
    """Do ``act`` (a tap, a choice) and wait for the calculator's result of the change."""
    before = computations(page)
    act()
    wait_for_result(page, before + 1)


def type_number(field: Any, number: int) -> None:
    """Type ``number`` into a number field and leave it."""
    field.fill(str(number))
    field.dispatch_event("change")


def test_the_generated_form_scores_a_table_entered_like_a_player(fair_site: tuple[Path, str], phone: Any) -> None:
    data, url = fair_site
    visit(phone, f"{url}games/{GAME}/calculator/")
    wait_for_result(phone, game=GAME)
    assert phone.locator(".pnp-calculator").get_attribute("data-form") == "forms/from--shape.mjs"
    changed(phone, lambda: phone.get_by_role("button", name="New game").tap())
    changed(phone, lambda: phone.get_by_role("button", name="Add a player").tap())
    changed(phone, lambda: phone.get_by_role("radio", name="The day of the fair, the table: Sunny").tap())
    changed(phone, lambda: phone.get_by_role("button", name="Apple: add to Left on the stall, the table").tap())
    for number, name in enumerate(["Ada", "Bo", "Cy"], start=1):
        changed(phone, partial(phone.get_by_label(f"Player {number} name").fill, name))
    entries = {
        1: {"Apple": 3, "Grapes": 2, "Blight": 1, "Prize ribbons": 1},
        2: {"Wheat": 2, "Bread": 1},
        3: {"Grapes": 2, "Apple": 1, "Prize ribbons": 2},
    }
    for number, counts in entries.items():
        for what, count in counts.items():
            label = f"{what}, player {number}"
            taps = phone.get_by_role("radio", name=f"{label}: {count}")
            if taps.count():
                changed(phone, taps.tap)
            else:
                changed(phone, partial(type_number, phone.get_by_label(label, exact=True), count))
    state = json.loads(phone.input_value("#state-input"))
    assert state == {
        "weather": "sunny",
        "stall": ["apple"],
        "players": [
            {"name": "Ada", "basket": {"apple": 3, "grapes": 2, "blight": 1}, "ribbons": 1},
            {"name": "Bo", "basket": {"wheat": 2, "bread": 1}, "ribbons": 0},
            {"name": "Cy", "basket": {"apple": 1, "grapes": 2}, "ribbons": 2},
        ],
    }
    assert phone.text_content("#result-json") == cli(data, "score", state)
    assert phone.text_content("#check-json") == cli(data, "check", state)
    assert phone.text_content(".pnp-verdict") == "Bo wins the fair with 11 points."
    assert phone.locator(".pnp-explained li").all_text_contents()[1] == "Bo: 11 points (Wheat ×2: 6, Bread ×1: 5)."
    assert phone.locator(".pnp-summary-bar .pnp-summary-text").text_content() == "Bo wins the fair with 11 points."
    changed(phone, phone.get_by_role("button", name="Remove Apple from Left on the stall, the table").tap)
    assert json.loads(phone.input_value("#state-input"))["stall"] == []


def test_the_example_is_the_worked_example_of_the_games_data(fair_site: tuple[Path, str], phone: Any) -> None:
    data, url = fair_site
    visit(phone, f"{url}games/{GAME}/calculator/")
    wait_for_result(phone, game=GAME)
    changed(phone, lambda: phone.get_by_role("button", name="Load the example").tap())
    state = json.loads(phone.input_value("#state-input"))
    assert state["players"][0] == {"name": "Ada", "basket": {"apple": 3, "grapes": 2, "blight": 1}, "ribbons": 1}
    assert phone.get_by_role("radio", name="Blight, player 1: 1").get_attribute("aria-checked") == "true"
    assert phone.get_by_label("Apple, player 1", exact=True).input_value() == "3"
    assert phone.text_content("#result-json") == cli(data, "score", state)


def test_a_state_the_generated_form_cannot_show_says_so(fair_site: tuple[Path, str], phone: Any) -> None:
    data, url = fair_site
    visit(phone, f"{url}games/{GAME}/calculator/")
    wait_for_result(phone, game=GAME)
    state = {"players": [{"name": "Ada", "basket": {"apple": 99}}, {"name": "Bo"}]}
    result, check = json_mode(phone, json.dumps(state))
    assert (result, check) == (cli(data, "score", state), cli(data, "check", state))
    assert phone.locator(".pnp-note").text_content() == (
        "The form above cannot show this state (Apple, player 1 is 99; the form takes 0 to 10); the results are "
        "those of the JSON below. A change in the form starts again from what the form shows."
    )
