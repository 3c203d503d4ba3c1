"""Monarch's calculator on a phone's width."""

from __future__ import annotations

from typing import Any

import pytest
from calculators import calculator
from harness import DESKTOP, PHONE

pytestmark = pytest.mark.browser


def test_on_a_phone_every_card_name_stays_inside_its_card(page: Any, site_url: str) -> None:
    """Monarch's four-a-row grid: a name with a word wider than its card takes two places of the grid, never
    spilling over its card's edges."""
    page.set_viewport_size(PHONE)
    try:
        calculator(page, site_url, "monarch")
        page.evaluate("document.querySelector('.pnp-board-part').open = true")
        page.wait_for_function("() => document.querySelector('.pnp-too-long')")  # measured once laid out
        spilling = page.evaluate(
            """() => [...document.querySelectorAll(".pnp-picker .pnp-pick")].filter((card) => {
                const name = card.querySelector(".pnp-face-name");
                const [outer, inner] = [card.getBoundingClientRect(), name.getBoundingClientRect()];
                return name.scrollWidth > name.clientWidth || inner.left < outer.left || inner.right > outer.right;
            }).map((card) => card.textContent)"""
        )
        assert spilling == []
        widened = page.locator(".pnp-pick:has(.pnp-too-long)")
        assert widened.count() >= 1
        assert page.locator(".pnp-too-long").first.evaluate("name => parseFloat(getComputedStyle(name).fontSize)") >= 12
    finally:
        page.set_viewport_size(DESKTOP)
