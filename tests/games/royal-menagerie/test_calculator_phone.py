"""Royal Menagerie's calculator on a phone's width."""

from __future__ import annotations

from typing import Any

import pytest
from calculators import calculator
from harness import DESKTOP, PHONE

pytestmark = pytest.mark.browser


def test_on_a_phone_each_animals_counts_stay_on_one_line(page: Any, site_url: str) -> None:
    """Royal Menagerie's 0–3 of an animal share one line at 390 px: the animal's name wraps instead."""
    page.set_viewport_size(PHONE)
    try:
        calculator(page, site_url, "royal-menagerie")
        lines = page.evaluate(
            """() => [...document.querySelectorAll(".pnp-counts")].map((group) => new Set(
                [...group.querySelectorAll("button")].map((button) => button.getBoundingClientRect().top)).size)"""
        )
        assert len(lines) > 0 and set(lines) == {1}
    finally:
        page.set_viewport_size(DESKTOP)
