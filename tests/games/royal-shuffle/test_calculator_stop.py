"""A computation that takes long can be stopped, and the bar that offers Stop stays in sight (issue 22)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from calculators import calculator, computations, json_mode
from harness import DESKTOP, PHONE, wait_for_result

pytestmark = pytest.mark.browser

SLOW_STATE = {"court": ["KH"] * 100_000, "villages": {"Ann": ["AH"], "Ben": []}}
"""A state that takes the engine seconds (tests/reliability/test_browser_hostile_states.py)."""


def test_stop_stays_in_sight_in_the_json_mode_on_a_phone(page: Any, site_url: str) -> None:
    """The JSON mode lies below the bar that offers Stop: while the engine works, the bar stays on the screen."""
    page.set_viewport_size(PHONE)
    try:
        calculator(page, site_url, "royal-shuffle")
        before = computations(page)
        page.evaluate("document.querySelector('#json-mode').open = true")
        page.fill("#state-input", json.dumps(SLOW_STATE))
        page.locator("#compute").scroll_into_view_if_needed()
        page.click("#compute")
        stop = page.get_by_role("button", name="Stop")
        stop.wait_for()
        box = stop.bounding_box()
        assert box is not None and 0 <= box["y"] <= PHONE["height"] - box["height"]
        stop.click()
        wait_for_result(page, before + 1)
        json_mode(page, json.dumps({"court": [], "villages": {"Ann": [], "Ben": []}}))
    finally:
        page.set_viewport_size(DESKTOP)
