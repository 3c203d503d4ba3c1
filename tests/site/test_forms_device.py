"""What every calculator keeps on the device: a blank start that says what to enter, the example on request, New
game with the same players, one list of names for every calculator, a reopened table said to be the last one (a
game's own tests in tests/games/<game>/ follow its state through reloads, share links and the history)."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from calculators import (
    calculator,
    computations,
    cpython,
    enter,
    form_output,
    json_mode,
    load_example,
    new_game,
    open_grids,
    reload,
    shown_state,
    tap,
)
from found_games import WITH_PICKER, WITH_RULES
from harness import DESKTOP, PHONE, wait_for_result

from generator.data.load import load_game

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("game_id", WITH_RULES)
def test_a_blank_game_says_what_to_enter_and_breaks_no_rule(page: Any, site_url: str, game_id: str) -> None:
    calculator(page, site_url, game_id)
    new_game(page)
    output = page.locator(".pnp-output")
    assert (output.locator(".pnp-to-enter").text_content() or "").startswith(
        ("Nothing entered yet: ", "Nothing placed yet: ")
    )
    assert output.locator(".pnp-verdict, .pnp-violations, .pnp-valid").count() == 0  # no winner, no tie, no rule
    assert page.is_hidden(".pnp-summary-bar")
    assert form_output(page) == cpython(game_id, shown_state(page))  # the JSON mode still shows the checker's word
    load_example(page)
    assert output.locator(".pnp-to-enter").count() == 0
    assert output.locator(".pnp-verdict").count() == 1 and page.is_visible(".pnp-summary-bar")


@pytest.mark.parametrize("game_id", WITH_RULES)
def test_a_reopened_calculator_says_it_continues_the_last_table_new_game_beside(
    page: Any, site_url: str, game_id: str
) -> None:
    calculator(page, site_url, game_id)
    load_example(page)
    assert page.is_hidden(".pnp-continuing")  # the table was opened here, not kept
    reload(page)
    continuing = page.locator(".pnp-continuing")
    assert continuing.is_visible() and continuing.text_content() == "Continuing your last table"
    beside = continuing.evaluate("note => note.nextElementSibling.textContent")
    assert beside == "New game"
    new_game(page)
    assert page.is_hidden(".pnp-continuing")
    reload(page)  # a blank table kept is nothing to continue
    assert page.is_hidden(".pnp-continuing")


HELD_ENGINE = """
const Real = window.Worker;
window.Worker = class extends Real {
  postMessage(message, ...rest) {
    if (message?.type !== "start") super.postMessage(message, ...rest);
  }
};
"""
"""An init script that never lets the engine's worker start: the calculator draws its form, and computes nothing."""


@pytest.mark.parametrize("game_id", WITH_RULES)
def test_the_restored_table_says_it_continues_before_the_engine_answers(
    page: Any, browser: Any, site_url: str, game_id: str
) -> None:
    calculator(page, site_url, game_id)
    load_example(page)
    kept = shown_state(page)
    held = browser.new_page()
    try:
        held.add_init_script(HELD_ENGINE)
        held.goto(f"{site_url}games/{game_id}/calculator/")
        held.wait_for_function("() => document.querySelector('#state-input')?.value")
        assert shown_state(held) == kept and computations(held) == 0
        assert held.locator(".pnp-continuing").is_visible()
    finally:
        held.close()


def names_in(state: Any) -> list[str]:
    """The players' names of a state: a list of names, or of players with a name; a list of owners' villages."""
    players = state.get("players") or list(state.get("villages") or {})
    return [player if isinstance(player, str) else player["name"] for player in players]


def example_names(game_id: str) -> list[str]:
    """The names of a game's example (learn.toml's worked example, the calculator's "Load the example")."""
    learn = load_game(game_id).learn
    return names_in(learn.example) if learn and learn.example else []


NAMED = tuple(game_id for game_id in WITH_RULES if len(example_names(game_id)) >= 2)
"""The games whose example names two players or more."""


@pytest.mark.parametrize("game_id", NAMED)
def test_new_game_keeps_the_players_names_and_another_game_remembers_them(
    page: Any, site_url: str, game_id: str
) -> None:
    other = next(other for other in WITH_RULES if other != game_id)
    calculator(page, site_url, game_id)
    load_example(page)
    new_game(page)
    kept = example_names(game_id)
    assert names_in(shown_state(page)) == kept
    page.evaluate("other => localStorage.removeItem(`pnp-calculator:${other}`)", other)  # never played here
    calculator(page, site_url, other)
    fewest, most = load_game(other).players
    remembered = names_in(shown_state(page))
    assert remembered == kept[: len(remembered)] and fewest <= len(remembered) <= most


SEATED = ("Ann", "Bo", "Cy")


def grows(game_id: str) -> bool:
    """Whether a game's table takes one player more than its fewest, within the names of SEATED."""
    fewest, most = load_game(game_id).players
    return fewest < most and fewest + 1 <= len(SEATED)


@pytest.mark.parametrize("game_id", tuple(game_id for game_id in NAMED if grows(game_id)))
def test_a_smaller_table_keeps_the_names_of_the_seats_beyond_it(page: Any, site_url: str, game_id: str) -> None:
    fewest = load_game(game_id).players[0]
    calculator(page, site_url, game_id)
    page.evaluate(
        "([game, names]) => { localStorage.clear(); localStorage.setItem('pnp-players', JSON.stringify(names)); }",
        [game_id, list(SEATED[: fewest + 1])],
    )
    reload(page)
    assert names_in(shown_state(page)) == list(SEATED[: fewest + 1])
    smaller = shown_state(page)
    smaller["players"] = smaller["players"][:fewest]
    json_mode(page, json.dumps(smaller))  # a table of one player fewer, computed: its names kept
    page.evaluate("game => localStorage.removeItem(`pnp-calculator:${game}`)", game_id)
    reload(page)
    assert names_in(shown_state(page)) == list(SEATED[:fewest])  # the last table's player count
    tap(page, page.get_by_role("button", name=re.compile(r"^Add a ")))
    assert names_in(shown_state(page)) == list(SEATED[: fewest + 1])  # the seat added has its name back


@pytest.mark.parametrize("game_id", WITH_RULES)
def test_a_first_visit_shows_placeholders_and_the_games_fewest_players(page: Any, site_url: str, game_id: str) -> None:
    calculator(page, site_url, game_id)
    page.evaluate("localStorage.clear()")
    reload(page)
    fields = page.locator(".pnp-form input.pnp-name:visible")
    assert [field.input_value() for field in fields.all()] == [""] * fields.count()
    assert all(field.get_attribute("placeholder") for field in fields.all())
    assert len(names_in(shown_state(page))) == load_game(game_id).players[0]


@pytest.mark.parametrize("game_id", NAMED)
def test_a_name_typed_is_remembered_and_the_examples_are_nobodys(page: Any, site_url: str, game_id: str) -> None:
    other = next(other for other in NAMED if other != game_id)
    calculator(page, site_url, game_id)
    page.evaluate("localStorage.clear()")
    load_example(page)
    page.evaluate("other => localStorage.removeItem(`pnp-calculator:${other}`)", other)
    calculator(page, site_url, other)  # the example's players are nobody's names
    assert not set(names_in(shown_state(page))) & set(example_names(game_id))
    field = page.locator(".pnp-form input.pnp-name:visible").first
    number = int((field.get_attribute("aria-label") or "").split()[1])  # "Player 2 name"
    before = computations(page)
    field.fill("Bo")
    wait_for_result(page, before + 1)
    page.evaluate("game => localStorage.removeItem(`pnp-calculator:${game}`)", game_id)
    calculator(page, site_url, game_id)
    assert names_in(shown_state(page))[number - 1] == "Bo"


@pytest.mark.parametrize("game_id", WITH_RULES)
def test_a_remembered_name_is_replaced_by_the_first_key(page: Any, site_url: str, game_id: str) -> None:
    calculator(page, site_url, game_id)
    page.evaluate("() => { localStorage.clear(); localStorage.setItem('pnp-players', '[\"Ann\", \"Bo\"]'); }")
    reload(page)
    field = page.locator(".pnp-form input.pnp-name:visible").first
    assert field.input_value() == "Ann"
    before = computations(page)
    enter(page, field)
    page.keyboard.type("Ann")  # a player who does not know the name is there types it again
    wait_for_result(page, before + 1)
    assert field.input_value() == "Ann"


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
@pytest.mark.parametrize("game_id", WITH_PICKER)
def test_whose_cards_the_grid_adds_to_stays_in_sight(
    page: Any, site_url: str, game_id: str, viewport: dict[str, int]
) -> None:
    page.set_viewport_size(viewport)
    try:
        calculator(page, site_url, game_id)
        load_example(page)
        open_grids(page)
        chooser = page.locator(".pnp-picker > .pnp-chooser")
        page.locator(".pnp-picker .pnp-pick-grid").last.scroll_into_view_if_needed()
        box = chooser.bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"]
        middle = [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2]
        on_top = "([x, y]) => document.elementFromPoint(x, y).closest('.pnp-chooser') !== null"
        assert page.evaluate(on_top, middle)
    finally:
        page.set_viewport_size(DESKTOP)
