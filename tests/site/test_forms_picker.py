"""The card pickers lose nothing: a card is added by an explicit tap or key press (a game's form with a grid of cards
that go to a chosen player; a game's own tests check how its cards are taken back).

The old pickers sat inside one <label>, so a tap on a caption removed the first card, and every arrow key in
the list added one. Now holdings come from a grid of buttons: browsing it adds nothing.
"""

from __future__ import annotations

from typing import Any

import pytest
from calculators import calculator, computations, json_mode, load_example, open_grids, shown_state
from found_games import WITH_PICKER, WITH_RULES
from harness import spec_example, wait_for_result

pytestmark = pytest.mark.browser


def with_picker(page: Any, site_url: str, game_id: str) -> None:
    """Open a game's calculator on its state format's example, its grids unfolded; a game of ``WITH_PICKER``."""
    calculator(page, site_url, game_id)
    json_mode(page, spec_example(game_id))
    open_grids(page)


@pytest.mark.parametrize("game_id", WITH_RULES)
def test_no_label_holds_more_than_one_control(page: Any, site_url: str, game_id: str) -> None:
    calculator(page, site_url, game_id)
    load_example(page)
    crowded = page.evaluate(
        """() => [...document.querySelectorAll(".pnp-calculator label")]
        .filter((label) => label.querySelectorAll("button, input, select, textarea, [role]").length > 1)
        .map((label) => label.textContent)"""
    )
    assert crowded == []


@pytest.mark.parametrize("game_id", WITH_PICKER)
def test_tapping_captions_and_names_removes_nothing(page: Any, site_url: str, game_id: str) -> None:
    with_picker(page, site_url, game_id)
    before = shown_state(page)
    done = computations(page)
    for caption in [".pnp-fieldset legend", ".pnp-held-line", ".pnp-field > span", ".pnp-chooser-label"]:
        for index in range(page.locator(caption).count()):
            page.locator(caption).nth(index).click(position={"x": 2, "y": 2})
    assert shown_state(page) == before
    assert computations(page) == done


@pytest.mark.parametrize("game_id", WITH_PICKER)
def test_browsing_the_grid_with_the_keyboard_adds_nothing_until_a_card_is_chosen(
    page: Any, site_url: str, game_id: str
) -> None:
    with_picker(page, site_url, game_id)
    before = shown_state(page)
    done = computations(page)
    free = page.locator(".pnp-pick[data-card]:not([disabled]):not([data-holding=banner])").nth(5)
    free.focus()
    for key in ["ArrowDown", "ArrowRight", "Tab", "ArrowUp", "Tab", "Shift+Tab", "ArrowLeft", "Home", "End"]:
        page.keyboard.press(key)
    assert shown_state(page) == before
    assert computations(page) == done
    card = free.get_attribute("data-card")
    free.focus()
    page.keyboard.press("Enter")  # the explicit choice
    wait_for_result(page, done + 1)  # the count is computed after the key, as a tap's is
    assert computations(page) == done + 1
    after = shown_state(page)
    first, was = after["players"][0], before["players"][0]
    assert (
        [key for key, value in first.items() if value != was[key]]
        == [key for key, value in first.items() if isinstance(value, list) and value == [*was[key], card]]
        != []
    )  # the first player's list of that kind of card, and nothing else, gained it
    assert after["players"][1:] == before["players"][1:]
