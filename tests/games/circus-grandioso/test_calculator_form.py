"""Circus Grandioso's form: who placed each card, several cards a turn (rule cg-5.3), the Show Master credited
to the right player, and a pyramid that fits a phone's width."""

from __future__ import annotations

import json
from typing import Any

import pytest
from calculators import calculator, computations, cpython, form_output, json_mode, place
from harness import DESKTOP, wait_for_result

pytestmark = pytest.mark.browser

SPEC_EXAMPLE: dict[str, Any] = {
    "pyramid": [
        {"row": 1, "pos": 0, "card": "elephant"},
        {"row": 1, "pos": 1, "card": "elephant"},
        {"row": 2, "pos": 0, "card": "rhino"},
    ]
}
"""The example of the state format."""

SETUP = {"row": 1, "pos": 0, "card": "elephant"}


def shown(page: Any) -> dict[str, Any]:
    """The state the form computed last."""
    return json.loads(page.input_value("#state-input"))


def placers(page: Any) -> list[str | None]:
    """Who placed each card of the pyramid, in the order they were placed."""
    return [card.get("by") for card in shown(page)["pyramid"]]


def placing_now(page: Any) -> str:
    """The player the "Placing now" group has chosen."""
    return page.locator(".pnp-chooser [role=radio][aria-checked=true]").text_content() or ""


def test_a_player_places_until_a_card_of_theirs_tops_the_pyramid(page: Any, site_url: str) -> None:
    calculator(page, site_url, "circus-grandioso")
    json_mode(page, json.dumps({"pyramid": [SETUP], "players": ["Ada", "Bo", "Cy"]}))
    assert placing_now(page) == "Ada"
    place(page, 1, 1, "elephant")
    assert placing_now(page) == "Ada"  # the Elephant does not stand alone at the top: Ada may go again
    place(page, 2, 0, "rhino")
    assert placing_now(page) == "Bo"  # the Rhino stands alone at the top: Ada takes the Show Master, her turn ends
    place(page, 1, 2, "elephant")
    place(page, 2, 1, "rhino")  # beside Ada's Rhino: not alone at the top, Bo may go on
    assert placing_now(page) == "Bo"
    before = computations(page)
    page.get_by_role("button", name="Next player").click()  # Bo stops
    wait_for_result(page, before + 1)
    assert placing_now(page) == "Cy"
    place(page, 3, 0, "camel")
    assert placing_now(page) == "Ada"
    assert placers(page) == [None, "Ada", "Ada", "Bo", "Bo", "Cy"]
    score = json.loads(page.text_content("#result-json") or "")
    assert (page.text_content("#result-json"), page.text_content("#check-json")) == cpython(
        "circus-grandioso", shown(page)
    )
    assert (score["show_master"], score["winners"]) == ("Cy", ["Cy"])
    verdict = page.text_content(".pnp-result .pnp-verdict")
    assert verdict == "Cy wins if the game ends now."  # the scoring module's words
    rows = page.locator(".pnp-result tbody tr")
    assert [rows.nth(i).locator("td").first.text_content() for i in range(rows.count())] == ["Cy ★", "Ada", "Bo"]

    before = computations(page)
    page.get_by_role("button", name="Undo the last card").click()
    wait_for_result(page, before + 1)
    assert placing_now(page) == "Cy"  # the undone card was Cy's: Cy places again
    assert json.loads(page.text_content("#result-json") or "")["show_master"] == "Ada"  # first Rhino of row 2


def test_choosing_who_places_credits_the_card_to_them(page: Any, site_url: str) -> None:
    calculator(page, site_url, "circus-grandioso")
    json_mode(page, json.dumps({"pyramid": [SETUP], "players": ["Ada", "Bo"]}))
    before = computations(page)
    page.get_by_role("radio", name="Placing now: Bo").click()
    wait_for_result(page, before + 1)
    place(page, 1, -1, "elephant")
    assert placers(page) == [None, "Bo"]


@pytest.mark.parametrize("width", [360, 390])
def test_a_wide_pyramid_fits_a_phone_without_scrolling_sideways(page: Any, site_url: str, width: int) -> None:
    row_one = [{"row": 1, "pos": pos, "card": "elephant", "by": "Ada"} for pos in range(10)]
    row_one[0].pop("by")
    clown = {"row": 1, "pos": 10, "card": "clown", "by": "Bo"}
    row_two = [{"row": 2, "pos": pos, "card": "rhino", "by": "Bo"} for pos in range(9)]
    state = {"pyramid": [*row_one, clown, *row_two], "players": ["Ada", "Bo"]}
    page.set_viewport_size({"width": width, "height": 800})
    try:
        calculator(page, site_url, "circus-grandioso")
        json_mode(page, json.dumps(state))
        assert page.locator(".pnp-cell").count() >= 20
        page.locator(".pnp-pyramid.pnp-compact").wait_for()
        overflow = page.evaluate(
            """() => ({
                page: document.documentElement.scrollWidth - window.innerWidth,
                cells: [...document.querySelectorAll(".pnp-cell, .pnp-place")]
                    .map((cell) => cell.getBoundingClientRect())
                    .filter((box) => box.left < 0 || box.right > window.innerWidth).length,
            })"""
        )
        assert overflow == {"page": 0, "cells": 0}
        assert (
            page.locator(".pnp-cell[data-row='1'][data-pos='3']").text_content() == "ElephantAdaA"
        )  # the name shows on wider cells, the icon and the initial on all
        assert page.locator(".pnp-cell[data-row='1'][data-pos='3'] .pnp-short").first.is_visible()
    finally:
        page.set_viewport_size(DESKTOP)
    json_mode(page, json.dumps(state))
    assert page.locator(".pnp-cell[data-row='1'][data-pos='3'] .pnp-long").first.is_visible()


def test_circus_grandioso_form_builds_the_pyramid_by_clicking(page: Any, site_url: str) -> None:
    calculator(page, site_url, "circus-grandioso")
    json_mode(page, json.dumps({"pyramid": [{"row": 1, "pos": 0, "card": "elephant"}], "players": ["Ada", "Bo"]}))
    place(page, 1, 1, "elephant")
    page.get_by_role("button", name="Next player").click()  # Ada stops; Bo places the Rhino
    place(page, 2, 0, "rhino")
    pyramid = [
        {**card, **({"by": by} if by else {})}
        for card, by in zip(SPEC_EXAMPLE["pyramid"], [None, "Ada", "Bo"], strict=True)
    ]
    score_text, check_text = form_output(page)
    assert (score_text, check_text) == cpython("circus-grandioso", {"pyramid": pyramid, "players": ["Ada", "Bo"]})
    legal = json.loads(check_text)["legal_placements"]
    cells = page.locator(".pnp-legal")
    assert sorted(
        (int(cells.nth(i).get_attribute("data-row")), int(cells.nth(i).get_attribute("data-pos")))
        for i in range(cells.count())
    ) == sorted((cell["row"], cell["pos"]) for cell in legal)
    for cell in legal:
        where = f"[data-row='{cell['row']}'][data-pos='{cell['pos']}']"
        listed = page.locator(f".pnp-placements .pnp-place{where}")
        assert [listed.nth(i).get_attribute("data-card") for i in range(listed.count())] == cell["cards"]
        animals = [card for card in cell["cards"] if card != "clown"]
        assert page.locator(f".pnp-pyramid .pnp-place{where}").get_attribute("data-card") == animals[0]
    assert page.locator(".pnp-top").get_attribute("aria-label") == (
        "Rhino at row 2, position 0, placed by Bo, holds the Show Master"
    )
    assert page.text_content(".pnp-turn").startswith("Ada places.")  # Bo's Rhino topped the pyramid: Ada's turn


def test_json_mode_loads_its_state_into_the_form(page: Any, site_url: str) -> None:
    calculator(page, site_url, "circus-grandioso")
    json_mode(page, json.dumps({"pyramid": [{"row": 1, "pos": 0, "card": "elephant"}], "players": ["Ada", "Bo"]}))
    place(page, 1, -1, "elephant")
    place(page, 2, -1, "rhino")
    json_mode(page, json.dumps(SPEC_EXAMPLE))
    placed = page.locator(".pnp-placed")
    assert sorted(
        (placed.nth(i).get_attribute("data-row"), placed.nth(i).get_attribute("data-pos"))
        for i in range(placed.count())
    ) == [("1", "0"), ("1", "1"), ("2", "0")]
    assert page.locator(".pnp-note").count() == 0
    place(page, 1, -1, "elephant")
    pyramid = json.loads(page.input_value("#state-input"))["pyramid"]
    assert [(card["row"], card["pos"]) for card in pyramid] == [(1, 0), (1, 1), (2, 0), (1, -1)]
    assert pyramid[-1]["by"] == "Ada"


def test_renaming_a_player_keeps_their_cards(page: Any, site_url: str) -> None:
    calculator(page, site_url, "circus-grandioso")
    json_mode(page, json.dumps({"pyramid": [{"row": 1, "pos": 0, "card": "elephant"}], "players": ["Ada", "Bo"]}))
    place(page, 1, 1, "elephant")
    page.get_by_role("button", name="Next player").click()
    place(page, 2, 0, "rhino")
    before = computations(page)
    page.get_by_label("Player 2 name").fill("Bob")
    wait_for_result(page, before + 1)
    assert page.is_hidden("#input-error")
    assert [card.get("by") for card in json.loads(page.input_value("#state-input"))["pyramid"]] == [None, "Ada", "Bob"]
    assert (page.text_content(".pnp-turn") or "").startswith("Ada places.")
