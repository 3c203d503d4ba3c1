"""Royal Shuffle's calculator on a phone: the example entered by hand on a first visit."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from at_the_table import Table, phone
from calculators import json_mode
from harness import visit, wait_for_result

pytestmark = pytest.mark.browser

EXAMPLE = {"court": ["KH", "JD"], "villages": {"Ann": ["AH", "7H", "2H", "9C"], "Ben": ["6S"]}}


@pytest.fixture(scope="module")
def phone_page(playwright_driver: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    context, page = phone(playwright_driver, tmp_path_factory.mktemp("phone"))
    yield page
    context.close()


def test_the_example_entered_by_hand_on_a_first_visit(phone_page: Any, site_url: str) -> None:
    """The owners' names typed, the cards tapped: the time a reader needs before the first result of a slow 4G first
    visit is any use (tests/bench/bench_site.py compares them), 15 s and a little more."""
    visit(phone_page, f"{site_url}games/royal-shuffle/calculator/")
    wait_for_result(phone_page, game="royal-shuffle")
    json_mode(phone_page, json.dumps({"court": [], "villages": {"Player 1": [], "Player 2": []}}))  # a first visit
    phone_page.evaluate("document.querySelector('#json-mode').open = false; scrollTo(0, 0)")
    table = Table(phone_page)
    for index, owner in enumerate(EXAMPLE["villages"], start=1):
        table.type_into(phone_page.get_by_label(f"Village {index} owner"), owner)
    grids = phone_page.locator(".pnp-card-grid")
    for card in EXAMPLE["court"]:
        table.tap(grids.nth(0).locator(f"button[data-card='{card}']"))
    for index, cards in enumerate(EXAMPLE["villages"].values(), start=1):
        for card in cards:
            table.tap(grids.nth(index).locator(f"button[data-card='{card}']"))
    assert json.loads(phone_page.input_value("#state-input")) == EXAMPLE
    print(f"\nroyal-shuffle example by hand: {table.count} {table.scrolled:.0f} px: {table.seconds():.1f} s")
    assert table.seconds() <= 20
