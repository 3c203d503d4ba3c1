"""Royal Menagerie's calculator on the device: a blank start, the example on request, the state restored on any
load (a shared link wins), share links, and the history of last games."""

from __future__ import annotations

import json
import tomllib
from typing import Any

import pytest
from calculators import calculator, computations, cpython, load_example, new_game, reload, shown_state
from harness import DESKTOP, PHONE, visit, wait_for_result

from generator.data.folder import DEFAULT_DATA_DIR

pytestmark = pytest.mark.browser

RM_EXAMPLE = tomllib.loads((DEFAULT_DATA_DIR / "royal-menagerie" / "learn.toml").read_text(encoding="utf-8"))[
    "example"
]["state"]
"""Royal Menagerie's example: the worked example of its learn.toml."""

SHOWS_STATE = """([state, result, check]) => {
    try {
        const shown = JSON.stringify(JSON.parse(document.querySelector("#state-input").value));
        return shown === state && document.querySelector("#result-json").textContent === result
            && document.querySelector("#check-json").textContent === check;
    } catch (failure) {
        return false;  // the page is being drawn
    }
}"""
"""Whether the calculator shows ``state`` (compact JSON) and its two JSON results."""


def tap_count(page: Any, animal: str, player: int, count: int) -> None:
    """Set a Royal Menagerie count and wait for the result."""
    before = computations(page)
    page.get_by_role("radio", name=f"{animal} in player {player}'s menagerie: {count}").click()
    wait_for_result(page, before + 1)


def test_a_calculator_starts_blank_and_loads_the_example_on_request(page: Any, site_url: str) -> None:
    calculator(page, site_url, "royal-menagerie")
    page.evaluate("localStorage.clear()")
    reload(page)
    assert shown_state(page) == {
        "players": [
            {"name": f"Player {number}", "role": role, "menagerie": {}}
            for number, role in enumerate(["grand-vizier", "loyalist", "conspirator", "conspirator"], start=1)
        ]
    }
    assert page.is_hidden(".pnp-history")  # nothing played yet
    load_example(page)
    assert shown_state(page) == RM_EXAMPLE
    assert page.text_content(".pnp-summary-text") == (
        "The court (Ada + Bo) has 10 against the Conspirators' (Cy + Di) 11: the Conspirators win."
    )


def test_the_state_is_restored_on_any_load_and_a_shared_link_wins(page: Any, site_url: str) -> None:
    calculator(page, site_url, "royal-menagerie")
    load_example(page)
    tap_count(page, "Mammoth", 2, 1)
    shared = shown_state(page)
    reload(page)
    assert shown_state(page) == shared
    page.get_by_role("button", name="Share this result").click()
    link = page.locator(".pnp-share-link")
    link.wait_for()
    url = link.get_attribute("href") or ""
    assert url.startswith(f"{site_url}games/royal-menagerie/calculator/#state=")
    assert len(url) < len(site_url) + 300  # compact: deflated, base64url
    tap_count(page, "Giant Ibis", 3, 3)  # the device now keeps another state
    kept = shown_state(page)
    reload(page, url)
    assert shown_state(page) == shared
    assert (page.text_content("#result-json"), page.text_content("#check-json")) == cpython("royal-menagerie", shared)
    assert "#" not in page.url  # the link's state is in the form now; the address shows no outdated state
    history = page.locator(".pnp-history-list li")
    assert history.count() >= 1
    assert "Open" in (history.first.text_content() or "")
    page.locator(".pnp-history summary").click()
    before = computations(page)
    history.first.get_by_role("button").click()  # the game the link replaced
    wait_for_result(page, before + 1)
    assert shown_state(page) == kept


def test_a_damaged_link_says_so_and_shows_the_last_game(page: Any, site_url: str) -> None:
    calculator(page, site_url, "royal-menagerie")
    load_example(page)
    reload(page, f"{site_url}games/royal-menagerie/calculator/#state=AAAA")
    assert page.text_content(".pnp-calculator > .pnp-error[role=alert]") == (
        "This link cannot be opened: the link's state is damaged (was it cut short when it was copied?). "
        "The calculator shows your last game instead."
    )
    assert shown_state(page) == RM_EXAMPLE


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
@pytest.mark.parametrize("arrival", ["instant navigation", "full load"])
def test_a_link_pasted_into_an_open_calculator_opens_its_state(
    page: Any, site_url: str, arrival: str, viewport: dict[str, int]
) -> None:
    address = f"{site_url}games/royal-menagerie/calculator/"
    page.set_viewport_size(viewport)
    try:
        if arrival == "full load":
            reload(page, address)
        else:
            visit(page, f"{site_url}about/")
            page.evaluate("window.visitMarker = 'same document'")
            visit(page, address)
            wait_for_result(page)
            assert page.evaluate("window.visitMarker") == "same document"  # Material swapped the page in
        load_example(page)
        tap_count(page, "Hiroa Antelope", 4, 2)
        page.get_by_role("button", name="Share this result").click()
        link = page.locator(".pnp-share-link")
        link.wait_for()  # the link is made (deflated) asynchronously, then shown
        url = link.get_attribute("href") or ""
        assert url.startswith(f"{address}#state=")
        shared = shown_state(page)
        expected = cpython("royal-menagerie", shared)
        load_example(page)
        page.evaluate("() => { window.calculatorBefore = document.querySelector('.pnp-calculator'); }")
        page.evaluate("url => { location.href = url; }", url)  # the same page: only the fragment changes
        redrawn = "() => document.querySelector('.pnp-calculator') !== window.calculatorBefore"
        if arrival == "full load":  # Material draws the page again on the first change of address after a load
            page.wait_for_function(redrawn)
        page.wait_for_function(
            SHOWS_STATE, arg=[json.dumps(shared, separators=(",", ":"), ensure_ascii=False), *expected]
        )
        page.wait_for_function("() => location.hash === ''")  # the state is in the form, not in the address
        assert page.evaluate(redrawn) == (arrival == "full load")
    finally:
        page.set_viewport_size(DESKTOP)


def test_the_history_keeps_the_last_games_and_can_be_cleared(page: Any, site_url: str) -> None:
    calculator(page, site_url, "royal-menagerie")
    load_example(page)
    page.evaluate("localStorage.removeItem('pnp-history:royal-menagerie')")
    new_game(page)  # the example is not a game of yours: it is not kept
    assert page.is_hidden(".pnp-history")
    tap_count(page, "Mammoth", 1, 2)
    played = shown_state(page)
    new_game(page)
    tap_count(page, "Mammoth", 2, 1)
    new_game(page)
    entries = page.locator(".pnp-history-list li")
    assert entries.count() == 2
    assert page.text_content(".pnp-history summary") == "Recent games (2)"
    assert "Ada (Grand Vizier) has 6, strictly more than everyone: solo victory." in (
        entries.nth(1).text_content() or ""
    )
    page.locator(".pnp-history summary").click()
    before = computations(page)
    entries.nth(1).get_by_role("button").click()
    wait_for_result(page, before + 1)
    assert shown_state(page) == played
    page.get_by_role("button", name="Clear the history").click()
    assert entries.count() == 2  # one tap asks for a second: nothing is lost by a slip of the finger
    page.get_by_role("button", name="Tap again to clear the history").click()
    assert page.is_hidden(".pnp-history")
    assert page.evaluate("localStorage.getItem('pnp-history:royal-menagerie')") is None
