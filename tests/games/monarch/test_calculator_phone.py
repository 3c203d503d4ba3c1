"""Monarch's calculator on a phone's width: a sister's whole grid in sight at once, every name inside its card."""

from __future__ import annotations

from typing import Any

import pytest
from calculators import calculator, load_example
from harness import DESKTOP, PHONE

pytestmark = pytest.mark.browser


def test_on_a_phone_every_card_name_stays_inside_its_card(page: Any, site_url: str) -> None:
    """Monarch's four-a-row grid: a name with a word wider than its card stays inside its card (12 px at
    least), never spilling over its card's edges, and every card keeps its place of the grid."""
    page.set_viewport_size(PHONE)
    try:
        calculator(page, site_url, "monarch")
        page.wait_for_function("() => document.querySelector('.pnp-too-long')")  # measured once laid out
        spilling = page.evaluate(
            """() => [...document.querySelectorAll(".pnp-picker .pnp-pick")].filter((card) => {
                const name = card.querySelector(".pnp-face-name");
                const [outer, inner] = [card.getBoundingClientRect(), name.getBoundingClientRect()];
                return inner.left < outer.left || inner.right > outer.right || inner.bottom > outer.bottom;
            }).map((card) => card.textContent)"""
        )
        assert spilling == []
        widths = page.evaluate(
            "() => [...document.querySelectorAll('.pnp-all-cards .pnp-pick-grid:not(.pnp-banners) .pnp-pick')]"
            ".map((card) => Math.round(card.getBoundingClientRect().width))"
        )
        assert len(set(widths)) == 1  # four a row, none taking two places
        assert page.locator(".pnp-too-long").first.evaluate("name => parseFloat(getComputedStyle(name).fontSize)") >= 12
    finally:
        page.set_viewport_size(DESKTOP)


def test_on_a_phone_a_sisters_whole_grid_is_in_sight_under_whose_cards_they_are(page: Any, site_url: str) -> None:
    """No pass down every card for each sister: under "Cards go to" (stuck to the top of the screen) the banners,
    the guests and every court card fit above the verdict's bar."""
    page.set_viewport_size(PHONE)
    try:
        calculator(page, site_url, "monarch")
        load_example(page)
        page.locator(".pnp-all-cards").evaluate(  # a swipe brings the cards under the chooser, stuck to the top
            """cards => {
                const chooser = cards.parentElement.querySelector(".pnp-chooser");
                const under = parseFloat(getComputedStyle(chooser).top) + chooser.getBoundingClientRect().height;
                scrollBy(0, cards.getBoundingClientRect().top - under);
            }"""
        )
        selectors = (".pnp-all-cards", ".pnp-picker > .pnp-chooser", ".pnp-summary-bar")
        cards, chooser, bar = (page.locator(selector).bounding_box() for selector in selectors)
        assert cards is not None and chooser is not None and bar is not None
        assert chooser["y"] + chooser["height"] <= cards["y"] + 1
        assert cards["y"] + cards["height"] <= bar["y"]
    finally:
        page.set_viewport_size(DESKTOP)
