"""A state far past what a table can hold, pasted in the JSON mode, never freezes the calculator (issue 22).

Monarch's form drew a chip per court card and numbered like cards in quadratic time: a 20,000-card court blocked
the tab for 10.6 s. Now a sister's list is drawn up to the cards the game has, with how many more it holds, and
the JSON mode shows the beginning of a megabyte output (the whole stays in its element, exactly the command
line's). What is checked is what is drawn, and that a tap is handled within a bound far above a real table's.
(Royal Shuffle's state that takes the engine seconds is in tests/games/royal-shuffle/.)
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from calculators import calculator, computations, cpython, json_mode
from harness import wait_for_result

pytestmark = pytest.mark.browser

COURT_CARDS = 20_000
ABSURD_COURT = {
    "players": [
        {"name": "Kayla", "court": ["astrologer", "scimitar"] * (COURT_CARDS // 2), "guests": [], "banner": None},
        {"name": "Brian", "court": ["knight"], "guests": [], "banner": None},
    ]
}
TAP_HANDLED_MS = 5000
"""A tap's generous bound, from the tap until the page is laid out again: on this state it took over 10 s, on a
real table's form milliseconds, and about 0.3 s here now."""


@pytest.fixture
def monarch(page: Any, site_url: str) -> Iterator[Any]:
    """Monarch's calculator, left with a small state (the next tests find the state kept on the device)."""
    calculator(page, site_url, "monarch")
    yield page
    json_mode(page, json.dumps({"players": [{"name": "Kayla", "court": [], "guests": [], "banner": None}]}))


def held_cards(page: Any, kind: str) -> int:
    """How many cards of ``kind`` the game has (its copies), from the page's card listing."""
    cards = json.loads(page.get_attribute(".pnp-cards", "data-cards") or "[]")
    return sum(card["count"] for card in cards if card["kind"] == kind)


def test_a_court_of_20000_cards_is_drawn_up_to_the_games_cards(monarch: Any) -> None:
    result, check = json_mode(monarch, json.dumps(ABSURD_COURT))
    assert (result, check) == cpython("monarch", ABSURD_COURT)
    court = held_cards(monarch, "court")
    kayla = monarch.locator(".pnp-fieldset[data-player='0'] .pnp-held-line").nth(1)
    assert kayla.locator(".pnp-chip").count() == court
    assert kayla.locator(".pnp-more").text_content() == f"+{COURT_CARDS - court:,} more"
    assert kayla.locator(".pnp-chip").nth(2).get_attribute("aria-label") == (
        "Remove Astrologer (copy 2) from Kayla's court"
    )
    lines = court + held_cards(monarch, "guest") + 1
    sheet = monarch.locator(".pnp-result section").first
    assert sheet.locator("tr").count() == lines + 1
    assert sheet.locator("tr").last.text_content() == f"+{COURT_CARDS - lines:,} more lines"
    assert monarch.locator("#result-json").is_hidden()
    shown = monarch.locator(".pnp-json-cut").first.text_content() or ""
    assert shown == result[: len(shown) - 1] + "…" and len(shown) < len(result) // 10
    assert monarch.get_by_role("button", name="Copy the whole text").first.is_visible()


def test_a_tap_on_a_20000_card_court_is_handled_at_once(monarch: Any) -> None:
    json_mode(monarch, json.dumps(ABSURD_COURT))
    before = computations(monarch)
    handled_ms = monarch.get_by_role("button", name="Remove Scimitar (copy 1) from Kayla's court").evaluate(
        """chip => {
            const started = performance.now();
            chip.click();
            document.body.getBoundingClientRect();  // the page laid out again
            return performance.now() - started;
        }"""
    )
    more = monarch.locator(".pnp-fieldset[data-player='0'] .pnp-more")
    assert more.text_content() == f"+{COURT_CARDS - 1 - held_cards(monarch, 'court'):,} more"
    assert handled_ms < TAP_HANDLED_MS
    wait_for_result(monarch, before + 1)
