"""Circus Grandioso's form: the finished pyramid tapped in as it lies, with who holds the Show Master; replayed in
order for a dispute, who placed each card, several cards a turn (rule cg-5.3), the Show Master credited to the right
player; cells a fingertip wide at every base."""

from __future__ import annotations

import json
from typing import Any

import pytest
from calculators import calculator, computations, cpython, form_output, json_mode, new_game, place, tap
from harness import DESKTOP, PHONE, wait_for_result

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


@pytest.mark.parametrize("base", [3, 7, 9, 11])
def test_a_pyramids_cells_stay_a_fingertips_width_at_every_base_and_the_page_never_scrolls_sideways(
    page: Any, site_url: str, base: int
) -> None:
    """At a 7-wide base the cells were 38 px, at 9 31 px: now 44 px at least, a wide pyramid scrolling in its box."""
    row_one = [{"row": 1, "pos": pos, "card": "elephant", "by": "Ada"} for pos in range(base - 1)]
    row_one[0].pop("by")
    clown = {"row": 1, "pos": base - 1, "card": "clown", "by": "Bo"}
    row_two = [{"row": 2, "pos": pos, "card": "rhino", "by": "Bo"} for pos in range(base - 1)]
    replayed = {"pyramid": [*row_one, clown, *row_two], "players": ["Ada", "Bo"]}
    lying = {
        "pyramid": [{key: card[key] for key in ("row", "pos", "card")} for card in replayed["pyramid"]],
        "players": ["Ada", "Bo"],
        "show_master": "Bo",
    }
    page.set_viewport_size(PHONE)
    try:
        calculator(page, site_url, "circus-grandioso")
        for state in (replayed, lying):
            json_mode(page, json.dumps(state))
            boxes = page.evaluate(
                """() => ({
                    page: document.documentElement.scrollWidth - window.innerWidth,
                    narrowest: Math.min(...[...document.querySelectorAll(".pnp-pyramid .pnp-cell")]
                        .map((cell) => cell.getBoundingClientRect().width)),
                })"""
            )
            assert boxes["page"] == 0
            assert boxes["narrowest"] >= 44
        assert page.locator(".pnp-cell[data-row='1'][data-pos='1']").first.get_attribute("data-card") == "elephant"
    finally:
        page.set_viewport_size(DESKTOP)


def as_it_lies(page: Any) -> list[tuple[int, int, str]]:
    """The pyramid the form shows as it lies: (row, position, card) of each card, bottom row first."""
    return [(card["row"], card["pos"], card["card"]) for card in shown(page)["pyramid"]]


def tap_place(page: Any, row: int, pos: int) -> None:
    before = computations(page)
    page.locator(f".pnp-pyramid .pnp-cell[data-row='{row}'][data-pos='{pos}']").click()
    wait_for_result(page, before + 1)


def test_a_new_game_is_entered_as_the_pyramid_lies(page: Any, site_url: str) -> None:
    calculator(page, site_url, "circus-grandioso")
    json_mode(page, json.dumps({"pyramid": [SETUP], "players": ["Ada", "Bo", "Cy"]}))
    new_game(page)
    assert shown(page) == {"pyramid": [], "players": ["Ada", "Bo", "Cy"], "show_master": None}
    assert (page.text_content(".pnp-to-enter") or "").startswith("Nothing placed yet: tap the pyramid's top card")
    tap_place(page, 3, 0)  # the top card, a Camel: the two Rhinos and three Elephants under it come too
    assert as_it_lies(page) == [
        (1, 0, "elephant"),
        (1, 1, "elephant"),
        (1, 2, "elephant"),
        (2, 0, "rhino"),
        (2, 1, "rhino"),
        (3, 0, "camel"),
    ]
    tap_place(page, 1, 4)  # the bottom row reaches two further: the Elephant between comes too
    assert [place for place in as_it_lies(page) if place[0] == 1] == [(1, pos, "elephant") for pos in range(5)]
    tap_place(page, 1, 4)  # a card tapped is a Clown, a Clown tapped goes
    tap_place(page, 1, 4)
    tap_place(page, 1, 3)
    assert [place for place in as_it_lies(page) if place[0] == 1] == [
        (1, 0, "elephant"),
        (1, 1, "elephant"),
        (1, 2, "elephant"),
        (1, 3, "clown"),
    ]
    before = computations(page)
    page.get_by_role("radio", name="The Show Master is held by: Bo").click()
    wait_for_result(page, before + 1)
    state = shown(page)
    assert state["show_master"] == "Bo" and all("by" not in card for card in state["pyramid"])
    score_text, check_text = form_output(page)
    assert (score_text, check_text) == cpython("circus-grandioso", state)
    assert json.loads(score_text)["winners"] == ["Bo"]
    assert page.text_content(".pnp-result .pnp-verdict") == "Bo wins if the game ends now."


def test_a_clown_tapped_goes_with_the_cards_it_carried(page: Any, site_url: str) -> None:
    calculator(page, site_url, "circus-grandioso")
    lying = [{"row": 1, "pos": pos, "card": "elephant"} for pos in range(3)]
    lying += [
        {"row": 2, "pos": 0, "card": "clown"},
        {"row": 2, "pos": 1, "card": "rhino"},
        {"row": 3, "pos": 0, "card": "camel"},
    ]
    json_mode(page, json.dumps({"pyramid": lying, "players": ["Ada", "Bo"], "show_master": "Ada"}))
    clown = page.locator(".pnp-cell[data-row='2'][data-pos='0']")
    assert clown.get_attribute("aria-label") == "Clown at row 2, position 0: take it away, with the cards it carries"
    tap_place(page, 2, 0)
    assert as_it_lies(page) == [(1, 0, "elephant"), (1, 1, "elephant"), (1, 2, "elephant"), (2, 1, "rhino")]


def test_a_pyramid_no_order_of_play_builds_says_why(page: Any, site_url: str) -> None:
    """Three Rhinos side by side with nothing above: play puts a Camel across two of them first (rule cg-4.3)."""
    calculator(page, site_url, "circus-grandioso")
    lying = [{"row": 1, "pos": pos, "card": "elephant"} for pos in range(4)]
    lying += [{"row": 2, "pos": pos, "card": "rhino"} for pos in range(3)]
    state = {"pyramid": lying, "players": ["Ada", "Bo"], "show_master": "Ada"}
    assert json_mode(page, json.dumps(state)) == cpython("circus-grandioso", state)
    assert page.text_content(".pnp-result .pnp-verdict") == "No winner: this table breaks a rule (see below)."
    violation = page.locator(".pnp-violations li")
    assert violation.locator("a").text_content() == "cg-4.3"
    assert "no order of legal placements builds this pyramid" in (violation.text_content() or "")


def test_a_refused_card_is_outlined_and_said_where_it_lies_in_players_words(page: Any, site_url: str) -> None:
    """The checker locates a Rhino at "row 2, position -5" (positions count from the first Elephant, negative to its
    left): the form outlines that card and says where it lies as a player sees it."""
    calculator(page, site_url, "circus-grandioso")
    lying = [{"row": 1, "pos": pos, "card": "elephant"} for pos in (0, 1)] + [{"row": 2, "pos": -5, "card": "rhino"}]
    json_mode(page, json.dumps({"pyramid": lying, "players": ["Ada", "Bo"], "show_master": None}))
    faulty = page.locator(".pnp-pyramid .pnp-cell.pnp-fault")
    assert [(cell.get_attribute("data-row"), cell.get_attribute("data-pos")) for cell in faulty.all()] == [("2", "-5")]
    assert page.text_content(".pnp-result .pnp-faults") == (
        "Outlined in red in the pyramid, the card the rules refuse: the Rhino at row 2, the 1st card from the left."
    )
    json_mode(page, json.dumps({"pyramid": lying[:2], "players": ["Ada", "Bo"], "show_master": None}))
    assert faulty.count() == 0 and page.locator(".pnp-faults").count() == 0


def test_a_pyramid_wider_than_a_phone_says_it_scrolls_and_fades_where_it_goes_on(page: Any, site_url: str) -> None:
    wide = {
        "pyramid": [{"row": 1, "pos": pos, "card": "elephant"} for pos in range(11)],
        "players": ["Ada", "Bo"],
        "show_master": None,
    }
    hint = page.locator(".pnp-scroll-hint")
    wrap = page.locator(".pnp-pyramid-wrap")
    page.set_viewport_size(PHONE)
    try:
        calculator(page, site_url, "circus-grandioso")
        json_mode(page, json.dumps(wide))
        assert hint.is_visible()
        page.wait_for_function("() => document.querySelector('.pnp-pyramid-wrap').classList.contains('pnp-more-right')")
        assert wrap.get_attribute("class") == "pnp-pyramid-wrap pnp-more-right"
        wrap.evaluate("box => { box.scrollLeft = box.scrollWidth; }")
        page.wait_for_function("() => document.querySelector('.pnp-pyramid-wrap').classList.contains('pnp-more-left')")
        assert wrap.get_attribute("class") == "pnp-pyramid-wrap pnp-more-left"
        json_mode(page, json.dumps({**wide, "pyramid": wide["pyramid"][:3]}))
        assert hint.is_hidden()
    finally:
        page.set_viewport_size(DESKTOP)


def test_replaying_in_order_stays_for_a_dispute(page: Any, site_url: str) -> None:
    calculator(page, site_url, "circus-grandioso")
    json_mode(page, json.dumps({"pyramid": [], "players": ["Ada", "Bo"], "show_master": None}))
    tap(page, page.get_by_role("button", name="Replay in order (for a dispute)"))
    assert shown(page) == {"pyramid": [SETUP], "players": ["Ada", "Bo"]}
    place(page, 1, 1, "elephant")
    page.get_by_role("button", name="Next player").click()
    place(page, 2, 0, "rhino")  # Bo's Rhino tops the pyramid: Bo holds the Show Master
    tap(page, page.get_by_role("button", name="Enter the pyramid as it lies"))
    assert shown(page) == {"pyramid": SPEC_EXAMPLE["pyramid"], "players": ["Ada", "Bo"], "show_master": "Bo"}


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
