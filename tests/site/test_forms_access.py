"""Accessibility of the calculators, measured in Chromium on a phone and a desktop, in both colour schemes.

Inside each calculator (after loading its example, with a violation and a share link shown too): every
visible text is at least 12 px and has a contrast of at least 4.5:1 against what lies behind it; every
control and every link (the rules the checker cites among them) is at least 44 × 44 px; every control
and every Circus Grandioso cell has an accessible name of its own (Chromium's accessibility tree, through
the DevTools protocol).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from calculators import BROKEN_STATES, calculator, load_example, open_grids, open_json_mode
from found_games import WITH_RULES
from harness import DESKTOP, PHONE

pytestmark = pytest.mark.browser

SMALLEST_TEXT_PX = 12
LEAST_CONTRAST = 4.5
SMALLEST_TARGET_PX = 44
TRANSITION_MS = 500
"""Material eases colours in over up to 250 ms: measure after the scheme has settled."""
SCHEMES = {"light": "default", "dark": "slate"}
"""The site's two colour schemes (Material's names), as its palette toggle sets them."""
CONTROL_ROLES = ["button", "radio", "textbox", "combobox", "checkbox", "DisclosureTriangle"]

MEASURE = (Path(__file__).parent / "measure_access.js").read_text(encoding="utf-8")
"""The measuring function run in the page: texts (size, contrast) and controls (size) of the calculator."""


def accessible_names(page: Any) -> dict[str, list[str]]:
    """The accessible names of every control (and Circus cell) in the calculator, by role, from Chromium's tree."""
    session = page.context.new_cdp_session(page)
    try:
        root = session.send("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
        calculator_node = session.send("DOM.querySelector", {"nodeId": root, "selector": ".pnp-calculator"})["nodeId"]
        found: dict[str, list[str]] = {}
        for role in [*CONTROL_ROLES, "image"]:
            nodes = session.send("Accessibility.queryAXTree", {"nodeId": calculator_node, "role": role})["nodes"]
            found[role] = [node.get("name", {}).get("value", "") for node in nodes if not node.get("ignored")]
        return found
    finally:
        session.detach()


def show_a_violation(page: Any, game_id: str) -> None:
    """Make the example break a rule, so the violation list is measured too (through the JSON mode), and
    share it, so the share link is measured too."""
    broken = BROKEN_STATES[game_id]
    open_json_mode(page)
    page.fill("#state-input", broken)
    page.click("#compute")
    page.locator(".pnp-violations").wait_for()
    page.get_by_role("button", name="Share this result").click()
    page.locator(".pnp-share-link").wait_for()


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
@pytest.mark.parametrize("game_id", WITH_RULES)
def test_text_contrast_sizes_targets_and_names(
    page: Any, site_url: str, game_id: str, viewport: dict[str, int], scheme: str
) -> None:
    page.set_viewport_size(viewport)
    try:
        calculator(page, site_url, game_id)
        open_grids(page)  # Animal Kingdoms' folded grid of kingdoms is measured too
        page.evaluate("scheme => document.body.setAttribute('data-md-color-scheme', scheme)", SCHEMES[scheme])
        page.wait_for_timeout(TRANSITION_MS)
        for step in (load_example, lambda page: show_a_violation(page, game_id)):
            step(page)
            measured = page.evaluate(MEASURE)
            small = [text for text in measured["texts"] if text["size"] < SMALLEST_TEXT_PX]
            faint = [text for text in measured["texts"] if text["contrast"] < LEAST_CONTRAST]
            tiny = [
                target
                for target in measured["targets"]
                if min(target["width"], target["height"]) < SMALLEST_TARGET_PX - 0.5
            ]
            assert (small, faint, tiny) == ([], [], [])
            if step is not load_example:
                assert any("pnp-rule-link" in target["what"] for target in measured["targets"])
            names = accessible_names(page)
            for role, found in names.items():
                assert "" not in found, role
                assert len(found) == len(set(found)), (role, sorted(n for n in found if found.count(n) > 1))
            assert names["radio"] or names["button"]  # every form is filled through named controls
            cells = page.locator(".pnp-cell")
            if cells.count() and step is load_example:  # a pyramid's open places are buttons, named above
                assert len(names["image"]) == page.locator(".pnp-cell[role=img]").count() > 0
                assert cells.count() == len(names["image"]) + page.locator("button.pnp-cell").count()
    finally:
        page.set_viewport_size(DESKTOP)
        page.evaluate("() => document.body.setAttribute('data-md-color-scheme', 'default')")


@pytest.mark.parametrize("game_id", WITH_RULES)
def test_on_a_phone_the_page_links_follow_the_title_without_an_empty_band(
    page: Any, site_url: str, game_id: str
) -> None:
    page.set_viewport_size(PHONE)
    try:
        calculator(page, site_url, game_id)
        gap = page.evaluate(
            """() => {
                const title = document.querySelector("article h1");
                const words = document.createRange();  // the title's text, without its permalink
                words.selectNodeContents(title.firstChild);
                return title.nextElementSibling.getBoundingClientRect().top - words.getBoundingClientRect().bottom;
            }"""
        )
        font = page.evaluate("() => parseFloat(getComputedStyle(document.querySelector('article h1')).fontSize)")
        assert gap <= 1.5 * font  # the title's own margin (1.25 em), no line of an invisible permalink
    finally:
        page.set_viewport_size(DESKTOP)
