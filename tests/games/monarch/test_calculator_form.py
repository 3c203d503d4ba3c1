"""Monarch's calculator: one grid of banners, court cards and guests, and the board only when it counts."""

from __future__ import annotations

import json
from typing import Any

import pytest
from calculators import calculator, cpython, form_output, json_mode, new_game, tap

pytestmark = pytest.mark.browser

SPEC_EXAMPLE: dict[str, Any] = {
    "players": [
        {"name": "Kayla", "court": ["astrologer", "scimitar"], "guests": ["the-bore"], "banner": "might"},
        {"name": "Brian", "court": ["fireworks", "knight"], "guests": [], "banner": None},
    ]
}
"""The example of the state format."""
DEFAULT_BOARD = [{"land": "village" if index % 2 else "farm", "improvement": None} for index in range(9)]
"""The board the form starts with: farms and villages alternating, no improvements."""


def test_monarch_form(page: Any, site_url: str) -> None:
    calculator(page, site_url, "monarch")
    json_mode(page, json.dumps(SPEC_EXAMPLE))
    new_game(page)
    example = SPEC_EXAMPLE
    board_part = page.locator(".pnp-board-part")
    for number, player in enumerate(example["players"], start=1):
        page.get_by_label(f"Player {number} name").fill(player["name"])
        page.get_by_role("radio", name=f"Cards go to: {player['name']}").click()
        holdings = [("court", card) for card in player["court"]] + [("guests", card) for card in player["guests"]]
        for holding, card in holdings + ([("banner", player["banner"])] if player["banner"] else []):
            page.locator(f".pnp-pick[data-holding='{holding}'][data-card='{card}']").click()
    assert form_output(page) == cpython("monarch", {"board": DEFAULT_BOARD, **example})
    assert board_part.get_attribute("open") is not None  # Kayla's Scimitar counts what stands on the board
    assert board_part.locator("summary").first.text_content() == "The board's improvements: Scimitar count them"
    board_part.locator(".pnp-lands summary").click()
    page.get_by_label("Land 1", exact=True).select_option("village")
    village_improvement = page.get_by_label("Improvement on land 1").locator("option").nth(1).get_attribute("value")
    page.get_by_label("Improvement on land 1").select_option(village_improvement)
    board = [{"land": "village", "improvement": village_improvement}, *DEFAULT_BOARD[1:]]
    assert form_output(page) == cpython("monarch", {"board": board, **example})
    assert page.locator(".pnp-result h3").first.text_content().startswith("Kayla: ")


def test_the_last_player_can_be_removed(page: Any, site_url: str) -> None:
    calculator(page, site_url, "monarch")
    json_mode(page, json.dumps(SPEC_EXAMPLE))
    page.get_by_role("button", name="Add a player").click()
    tap(page, page.get_by_role("button", name="Remove the last player"))
    assert [player["name"] for player in json.loads(page.input_value("#state-input"))["players"]] == ["Kayla", "Brian"]


def test_the_grid_greys_out_cards_with_no_copy_left(page: Any, site_url: str) -> None:
    calculator(page, site_url, "monarch")
    json_mode(page, json.dumps(SPEC_EXAMPLE))
    page.get_by_role("radio", name="Cards go to: Brian").click()
    assert page.locator(".pnp-pick[data-card='astrologer']").is_disabled()  # the one Astrologer is Kayla's
    knight = page.locator(".pnp-pick[data-card='knight']")
    assert not knight.is_disabled()  # Brian has one of the two Knights
    assert knight.get_attribute("aria-label") == "Knight: add to Brian's court (holds 1)"
    tap(page, knight)
    assert knight.is_disabled()
    assert json.loads(page.input_value("#state-input"))["players"][1]["court"] == ["fireworks", "knight", "knight"]
