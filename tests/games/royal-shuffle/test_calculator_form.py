"""Royal Shuffle's calculator: the court and two villages tapped card by card, each village's best arrangement drawn."""

from __future__ import annotations

import json
from typing import Any

import pytest
from calculators import calculator, cpython, form_output, json_mode, new_game, tap

pytestmark = pytest.mark.browser

SPEC_EXAMPLE: dict[str, Any] = {"court": ["KH", "JD"], "villages": {"Ann": ["AH", "7H", "2H", "9C"], "Ben": ["6S"]}}
"""The example of the state format."""
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def test_royal_shuffle_form_draws_the_optimal_arrangement(page: Any, site_url: str) -> None:
    calculator(page, site_url, "royal-shuffle")
    pressed = page.locator(".pnp-card-grid button[aria-pressed='true']")
    while pressed.count():
        pressed.first.click()
    example = SPEC_EXAMPLE
    grids = page.locator(".pnp-card-grid")
    for card in example["court"]:
        grids.nth(0).locator(f"button[data-card='{card}']").click()
    for index, (name, cards) in enumerate(example["villages"].items(), start=1):
        page.get_by_label(f"Village {index} owner").fill(name)
        for card in cards:
            grids.nth(index).locator(f"button[data-card='{card}']").click()
    assert grids.nth(2).locator("button[data-card='AH']").is_disabled()
    score_text, _ = form_output(page)
    ordered = {"court": example["court"], "villages": example["villages"]}
    assert form_output(page) == cpython("royal-shuffle", ordered)
    for player in json.loads(score_text)["players"]:
        for dwelling in player["dwellings"]:
            drawn = page.locator(f".pnp-dwelling[data-card='{dwelling['card']}']")
            for occupant in dwelling["adults"] + dwelling["children"]:
                assert occupant[:-1] + SUIT_SYMBOLS[occupant[-1]] in (drawn.text_content() or "")
    assert page.locator(".pnp-dwelling", has_text="Homeless").locator(".pnp-mark").text_content() == "homeless"


def test_royal_shuffle_marks_orphans_and_derelict_houses(page: Any, site_url: str) -> None:
    calculator(page, site_url, "royal-shuffle")
    state = {"court": ["QC"], "villages": {"Ann": ["AH", "AS", "2C"], "Ben": ["AD", "7D", "3D", "4D"]}}
    score_text, _ = json_mode(page, json.dumps(state))
    ann = json.loads(score_text)["players"][0]
    assert (sorted(ann["derelict"]), ann["orphans"]) == (["AH", "AS"], ["2C"])
    for house in ann["derelict"]:
        mark = page.locator(f".pnp-dwelling.pnp-derelict[data-card='{house}'] h4 .pnp-mark")
        assert mark.text_content() == "derelict"
    orphan = page.locator(".pnp-dwelling", has_text="2♣").locator(".pnp-mark", has_text="orphan")
    assert orphan.count() == 1
    assert page.locator(".pnp-mark", has_text="orphan").count() == 1
    assert page.locator(".pnp-mark", has_text="derelict").count() == 2


def test_royal_shuffle_shows_each_suits_multiplier_as_the_engine_gives_it(page: Any, site_url: str) -> None:
    calculator(page, site_url, "royal-shuffle")
    state = {"court": ["KH", "JD", "JC", "QC"], "villages": {"Ann": ["AH", "7H"], "Ben": ["6S"]}}
    json_mode(page, json.dumps(state))
    assert page.text_content(".pnp-multipliers") == (
        "Court multipliers: ♠\u00a0×1 · ♥\u00a0×3 (King) · ♦\u00a0×1\u00a01/2 (Jack) · ♣\u00a0×3 (Jack, Queen)"
    )
    assert page.locator(".pnp-multipliers .pnp-red").all_text_contents() == ["♥", "♦"]


def test_royal_shuffle_takes_a_joker_into_the_court(page: Any, site_url: str) -> None:
    """The deck's Jokers end the reign when one reaches the court (rule rs-7.1): the court's grid has one."""
    calculator(page, site_url, "royal-shuffle")
    new_game(page)
    tap(page, page.get_by_role("button", name="Joker, court"))
    state = json.loads(page.input_value("#state-input"))
    assert state["court"] == ["JOKER"]
    assert form_output(page) == cpython("royal-shuffle", state)
    assert page.get_by_role("button", name="Joker, court").get_attribute("aria-pressed") == "true"


def test_royal_shuffle_shows_no_verdict_while_both_villages_have_one_owner(page: Any, site_url: str) -> None:
    calculator(page, site_url, "royal-shuffle")
    json_mode(page, json.dumps({"court": ["KH"], "villages": {"Ann": ["AH", "7H"], "Ben": ["6S"]}}))
    assert page.locator(".pnp-summary-bar").is_visible()
    page.get_by_label("Village 2 owner").fill("Ann")
    assert page.get_by_role("alert").filter(has_text="different names").is_visible()
    assert page.locator(".pnp-summary-bar").is_hidden()
    assert page.locator(".pnp-verdict").count() == 0


def test_a_state_the_form_cannot_show_says_so(page: Any, site_url: str) -> None:
    calculator(page, site_url, "royal-shuffle")
    state = {"court": ["KH"], "villages": {"Ann": ["AH"], "Ben": ["2S"], "Cy": ["7D"]}}
    score_text, _ = json_mode(page, json.dumps(state))
    assert score_text == cpython("royal-shuffle", state)[0]
    assert page.locator(".pnp-note").text_content() == (
        "The form above cannot show this state (it has 3 villages; the form has two); the results are those of the "
        "JSON below. A change in the form starts again from what the form shows."
    )
    assert page.locator(".pnp-village-result h3").count() == 3


def test_royal_shuffle_refuses_two_villages_of_one_owner(page: Any, site_url: str) -> None:
    calculator(page, site_url, "royal-shuffle")
    json_mode(page, json.dumps(SPEC_EXAMPLE))
    before = page.input_value("#state-input")
    page.get_by_label("Village 2 owner").fill("Ann")
    assert page.locator(".pnp-form .pnp-error").text_content() == "The two villages need owners of different names."
    assert page.input_value("#state-input") == before
