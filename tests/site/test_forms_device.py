"""What every calculator keeps on the device: a blank start that says what to enter, the example on request, New
game with the same players, one list of names for every calculator (Royal Menagerie's tests in
tests/games/royal-menagerie/ follow its state through reloads, share links and the history)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from calculators import calculator, computations, cpython, form_output, load_example, new_game, open_grids
from found_games import WITH_RULES
from harness import DESKTOP, PHONE, wait_for_result

pytestmark = pytest.mark.browser


def shown_state(page: Any) -> Any:
    """The state the calculator computed last."""
    return json.loads(page.input_value("#state-input"))


def reload(page: Any, url: str | None = None) -> None:
    """Load the page afresh (a new visit: the engine starts again) and wait for the first result."""
    target = url or page.url
    page.goto("about:blank")  # else a link that only adds a fragment would not load the page again
    page.goto(target)
    wait_for_result(page)


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


def test_new_game_keeps_the_players_names_and_other_games_remember_them(page: Any, site_url: str) -> None:
    calculator(page, site_url, "monarch")
    load_example(page)
    new_game(page)
    assert [(p["name"], p["court"], p["guests"], p["banner"]) for p in shown_state(page)["players"]] == [
        ("Kayla", [], [], None),
        ("Brian", [], [], None),
        ("Emily", [], [], None),
    ]
    page.evaluate("localStorage.removeItem('pnp-calculator:animal-kingdoms')")  # never played here
    calculator(page, site_url, "animal-kingdoms")
    assert [p["name"] for p in shown_state(page)["players"]] == ["Kayla", "Brian", "Emily"]


def test_a_first_visit_shows_placeholders_and_remembers_no_default_nor_example_names(page: Any, site_url: str) -> None:
    calculator(page, site_url, "royal-menagerie")
    page.evaluate("localStorage.clear()")
    reload(page)
    fields = [page.get_by_label(f"Player {number} name") for number in range(1, 5)]
    assert [(field.input_value(), field.get_attribute("placeholder")) for field in fields] == [
        ("", f"Player {number}") for number in range(1, 5)
    ]
    assert [player["name"] for player in shown_state(page)["players"]] == [f"Player {n}" for n in range(1, 5)]
    calculator(page, site_url, "monarch")  # never played here: its fewest sisters, not Royal Menagerie's four seats
    assert [player["name"] for player in shown_state(page)["players"]] == ["Player 1", "Player 2"]
    load_example(page)
    calculator(page, site_url, "animal-kingdoms")  # the example's sisters are nobody's names
    assert [player["name"] for player in shown_state(page)["players"]] == ["Player 1", "Player 2"]
    before = computations(page)
    page.get_by_label("Player 2 name").fill("Bo")
    wait_for_result(page, before + 1)
    page.evaluate("localStorage.removeItem('pnp-calculator:circus-grandioso')")  # never played here
    calculator(page, site_url, "circus-grandioso")
    assert shown_state(page)["players"] == ["Player 1", "Bo"]
    assert page.get_by_label("Player 1 name").input_value() == ""


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
@pytest.mark.parametrize("game_id", ["monarch", "animal-kingdoms"])
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
