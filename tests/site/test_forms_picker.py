"""The card pickers of Monarch and Animal Kingdoms lose nothing: a card is added by an explicit tap or key press.

The old pickers sat inside one <label>, so a tap on a caption removed the first card, and every arrow key in
the list added one. Now holdings come from a grid of buttons: browsing it adds nothing.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from calculators import calculator, computations, json_mode, load_example, open_grids

pytestmark = pytest.mark.browser

GAMES = ["monarch", "animal-kingdoms"]
SPEC_EXAMPLES: dict[str, Any] = {
    "monarch": {
        "players": [
            {"name": "Kayla", "court": ["astrologer", "scimitar"], "guests": ["the-bore"], "banner": "might"},
            {"name": "Brian", "court": ["fireworks", "knight"], "guests": [], "banner": None},
        ]
    },
    "animal-kingdoms": {
        "mode": "conquest",
        "players": [
            {"name": "Red", "kingdoms": ["sunmane", "hornfast"], "liege": None},
            {"name": "Blue", "kingdoms": ["greymarch"], "liege": "Red"},
        ],
    },
}
"""The examples of the state format, entered through the JSON mode."""


def holdings(page: Any) -> list[Any]:
    """Each player's held cards, from the form's state."""
    players = json.loads(page.input_value("#state-input"))["players"]
    return [{key: player.get(key) for key in ("court", "guests", "kingdoms")} for player in players]


def test_no_label_holds_more_than_one_control(page: Any, site_url: str) -> None:
    for game_id in ["royal-menagerie", *GAMES, "circus-grandioso", "royal-shuffle"]:
        calculator(page, site_url, game_id)
        load_example(page)
        crowded = page.evaluate(
            """() => [...document.querySelectorAll(".pnp-calculator label")]
            .filter((label) => label.querySelectorAll("button, input, select, textarea, [role]").length > 1)
            .map((label) => label.textContent)"""
        )
        assert crowded == [], game_id


@pytest.mark.parametrize("game_id", GAMES)
def test_tapping_captions_and_names_removes_nothing(page: Any, site_url: str, game_id: str) -> None:
    calculator(page, site_url, game_id)
    json_mode(page, json.dumps(SPEC_EXAMPLES[game_id]))
    open_grids(page)
    before = holdings(page)
    done = computations(page)
    for caption in [".pnp-fieldset legend", ".pnp-held-line", ".pnp-field > span", ".pnp-chooser-label"]:
        for index in range(page.locator(caption).count()):
            page.locator(caption).nth(index).click(position={"x": 2, "y": 2})
    assert holdings(page) == before
    assert computations(page) == done


@pytest.mark.parametrize("game_id", GAMES)
def test_browsing_the_grid_with_the_keyboard_adds_nothing_until_a_card_is_chosen(
    page: Any, site_url: str, game_id: str
) -> None:
    calculator(page, site_url, game_id)
    json_mode(page, json.dumps(SPEC_EXAMPLES[game_id]))
    open_grids(page)
    before = holdings(page)
    done = computations(page)
    free = page.locator(".pnp-pick:not([disabled]):not([data-holding=banner])").nth(5)
    free.focus()
    for key in ["ArrowDown", "ArrowRight", "Tab", "ArrowUp", "Tab", "Shift+Tab", "ArrowLeft", "Home", "End"]:
        page.keyboard.press(key)
    assert holdings(page) == before
    assert computations(page) == done
    card = free.get_attribute("data-card")
    free.focus()
    page.keyboard.press("Enter")  # the explicit choice
    assert computations(page) == done + 1
    after = holdings(page)
    key = "kingdoms" if game_id == "animal-kingdoms" else "court"
    assert after[0][key] == [*before[0][key], card]
    assert after[1:] == before[1:]


def test_a_held_card_is_taken_back_by_its_own_button(page: Any, site_url: str) -> None:
    calculator(page, site_url, "monarch")
    json_mode(page, json.dumps(SPEC_EXAMPLES["monarch"]))
    page.get_by_role("button", name="Remove Scimitar from Kayla's court").click()
    assert holdings(page)[0] == {"court": ["astrologer"], "guests": ["the-bore"], "kingdoms": None}
    assert page.get_by_role("button", name="Remove Astrologer from Kayla's court").is_visible()
