"""Monarch's calculator: one grid of banners, guests and court cards, a sister's name typed where she is chosen, and
the board asked for right under the grid, by the court cards that read it."""

from __future__ import annotations

import json
from typing import Any

import pytest
from calculators import calculator, cpython, enter, form_output, json_mode, new_game, shown_state, tap
from harness import DESKTOP, PHONE

from generator.scoring import score

pytestmark = pytest.mark.browser

SPEC_EXAMPLE: dict[str, Any] = {
    "players": [
        {"name": "Kayla", "court": ["astrologer", "scimitar"], "guests": ["the-bore"], "banner": "might"},
        {"name": "Brian", "court": ["fireworks", "knight"], "guests": [], "banner": None},
    ]
}
"""The example of the state format."""
DEFAULT_BOARD = [{"land": "village" if index % 2 else "farm", "improvement": None} for index in range(9)]
"""The board the form starts with: farms and villages alternating, no improvements."""


def test_monarch_form(page: Any, site_url: str) -> None:
    calculator(page, site_url, "monarch")
    json_mode(page, json.dumps(SPEC_EXAMPLE))
    new_game(page)
    for player in SPEC_EXAMPLE["players"]:
        page.get_by_role("radio", name=f"Cards go to: {player['name']}").click()
        for card in player["court"]:
            page.locator(f".pnp-pick[data-holding='court'][data-card='{card}']").click()
        for _guest in player["guests"]:  # the first guest the game has a copy of: The Bore
            page.locator(".pnp-guest-pick").click()
        if player["banner"]:
            page.locator(f".pnp-pick[data-holding='banner'][data-card='{player['banner']}']").click()
    assert form_output(page) == cpython("monarch", {"board": DEFAULT_BOARD, **SPEC_EXAMPLE})
    # Kayla's Scimitar counts the Might improvements on the board: it asks, right under the grid.
    question = page.locator(".pnp-picker .pnp-board-question")
    assert question.count() == 1
    assert question.locator("label").text_content() == "Might improvements on the board"
    assert question.locator(".pnp-readers").text_content() == "for Scimitar (Kayla)"
    assert page.text_content(".pnp-result .pnp-verdict").endswith(" The board is not entered yet: Scimitar counts it.")
    page.get_by_label("Might improvements on the board").fill("2")
    page.get_by_label("Might improvements on the board").dispatch_event("change")
    form_output(page)
    board = shown_state(page)["board"]
    assert len([land for land in board if land["improvement"]]) == 2
    scimitar = score("monarch", shown_state(page))["players"][0]["breakdown"][1]
    assert (scimitar["card"], scimitar["points"]) == ("scimitar", 3)  # 1 Might in court, 2 on the board
    assert form_output(page) == cpython("monarch", shown_state(page))
    assert "The board is not entered" not in (page.text_content(".pnp-result .pnp-verdict") or "")
    page.locator(".pnp-lands summary").click()  # the nine lands set the board exactly
    page.get_by_label("Land 1", exact=True).select_option("village")
    page.get_by_label("Improvement on land 1").select_option("market-town")
    assert shown_state(page)["board"][0] == {"land": "village", "improvement": "market-town"}
    assert form_output(page) == cpython("monarch", shown_state(page))


def test_a_count_no_board_of_the_game_holds_is_refused(page: Any, site_url: str) -> None:
    calculator(page, site_url, "monarch")
    json_mode(page, json.dumps(SPEC_EXAMPLE))
    might = page.get_by_label("Might improvements on the board")
    might.fill("7")  # the game has six Might improvements
    might.dispatch_event("change")
    assert page.locator(".pnp-form .pnp-error").text_content() == (
        "The game has no board with 7 might improvements and the other counts entered: set the nine lands below."
    )
    assert shown_state(page)["board"] == DEFAULT_BOARD
    assert might.input_value() == "0"


def test_the_board_keeps_each_count_entered_while_another_is(page: Any, site_url: str) -> None:
    """Granary Keeper counts improved farms, Orchard Steward Bounty improvements: the second count entered lays a
    board that keeps the first."""
    state = {
        "players": [
            {"name": "Kayla", "court": ["granary-keeper"], "guests": [], "banner": None},
            {"name": "Brian", "court": ["orchard-steward"], "guests": [], "banner": None},
        ]
    }
    calculator(page, site_url, "monarch")
    json_mode(page, json.dumps(state))
    for label, count in [("Improved farms on the board", "3"), ("Bounty improvements on the board", "5")]:
        field = page.get_by_label(label)
        field.fill(count)
        field.dispatch_event("change")
        form_output(page)
    crowns = [player["crowns"] for player in score("monarch", shown_state(page))["players"]]
    assert crowns == [1 + 3, 1 + 5]  # printed 1 each, and the counts
    assert form_output(page) == cpython("monarch", shown_state(page))


def test_the_last_sister_can_be_removed(page: Any, site_url: str) -> None:
    calculator(page, site_url, "monarch")
    json_mode(page, json.dumps(SPEC_EXAMPLE))
    page.get_by_role("button", name="Add a sister").click()
    tap(page, page.get_by_role("button", name="Remove the last sister"))
    assert [player["name"] for player in shown_state(page)["players"]] == ["Kayla", "Brian"]


def test_a_sisters_name_is_typed_where_she_is_chosen(page: Any, site_url: str) -> None:
    calculator(page, site_url, "monarch")
    json_mode(page, json.dumps(SPEC_EXAMPLE))
    page.get_by_role("radio", name="Cards go to: Brian").click()
    name = page.locator(".pnp-name-line input")
    assert name.get_attribute("aria-label") == "Player 2 name"
    assert name.input_value() == "Brian"
    name.fill("Bea")
    form_output(page)
    assert page.get_by_role("radio", name="Cards go to: Bea").get_attribute("aria-checked") == "true"
    assert [player["name"] for player in shown_state(page)["players"]] == ["Kayla", "Bea"]


def test_the_grid_greys_out_cards_with_no_copy_left(page: Any, site_url: str) -> None:
    calculator(page, site_url, "monarch")
    json_mode(page, json.dumps(SPEC_EXAMPLE))
    page.get_by_role("radio", name="Cards go to: Brian").click()
    assert page.locator(".pnp-pick[data-card='astrologer']").is_disabled()  # the one Astrologer is Kayla's
    knight = page.locator(".pnp-pick[data-card='knight']")
    assert not knight.is_disabled()  # Brian has one of the two Knights
    assert knight.get_attribute("aria-label") == "Knight: add to Brian's court (holds 1)"
    tap(page, knight)
    assert knight.is_disabled()
    assert shown_state(page)["players"][1]["court"] == ["fireworks", "knight", "knight"]


def test_guests_are_added_a_tap_each_the_free_ones_in_the_cards_order(page: Any, site_url: str) -> None:
    calculator(page, site_url, "monarch")
    json_mode(page, json.dumps(SPEC_EXAMPLE))  # Kayla holds one of the two Bores
    page.get_by_role("radio", name="Cards go to: Brian").click()
    guest = page.locator(".pnp-guest-pick")
    assert guest.get_attribute("aria-label") == "Guest: add an unwanted guest to Brian's"
    tap(page, guest)
    tap(page, guest)
    assert shown_state(page)["players"][1]["guests"] == ["the-bore", "meddling-cousin"]
    assert guest.get_attribute("aria-label") == "Guest ×2: add an unwanted guest to Brian's (holds 2)"


def test_a_held_card_is_taken_back_by_its_own_button(page: Any, site_url: str) -> None:
    calculator(page, site_url, "monarch")
    json_mode(page, json.dumps(SPEC_EXAMPLE))
    page.get_by_role("button", name="Remove Scimitar from Kayla's court").click()
    form_output(page)
    assert shown_state(page)["players"][0]["court"] == ["astrologer"]
    assert page.get_by_role("button", name="Remove Astrologer from Kayla's court").is_visible()


def test_counts_typed_on_a_phone_count_at_once_and_the_next_tap_keeps_its_field(page: Any, site_url: str) -> None:
    """A player types each count and taps the next field, never leaving one first: each count counts as typed (the
    form's result is the engine's for the state shown), and the field tapped keeps the focus and its keyboard."""
    state = {
        "players": [
            {"name": "Kayla", "court": ["granary-keeper"], "guests": [], "banner": None},
            {"name": "Brian", "court": ["orchard-steward"], "guests": [], "banner": None},
        ]
    }
    calculator(page, site_url, "monarch")
    json_mode(page, json.dumps(state))
    farms, bounty = (
        page.get_by_label("Improved farms on the board"),
        page.get_by_label("Bounty improvements on the board"),
    )
    enter(page, farms)
    page.keyboard.type("3")
    enter(page, bounty)
    assert page.evaluate("document.activeElement.dataset.question") == bounty.get_attribute("data-question")
    page.keyboard.type("5")
    form_output(page)
    crowns = [player["crowns"] for player in score("monarch", shown_state(page))["players"]]
    assert crowns == [1 + 3, 1 + 5]
    assert form_output(page) == cpython("monarch", shown_state(page))


def test_on_a_phone_no_card_name_breaks_mid_word(page: Any, site_url: str) -> None:
    """The phone review saw "Cartograph/er" in the grid: a word wider than its card keeps its size (12 px) and takes
    the card's whole width, on one line."""
    page.set_viewport_size(PHONE)
    try:
        calculator(page, site_url, "monarch")
        page.wait_for_function("() => document.querySelector('.pnp-too-long')")  # measured once laid out
        broken = page.evaluate(
            """() => [...document.querySelectorAll(".pnp-picker .pnp-face-name")].flatMap((name) => {
                const text = name.firstChild;
                const words = [...text.data.matchAll(/\\S+/g)];
                return words.filter((word) => {
                    const range = document.createRange();
                    range.setStart(text, word.index);
                    range.setEnd(text, word.index + word[0].length);
                    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
                }).map((word) => word[0]);
            })"""
        )
        assert broken == []
        assert page.locator(".pnp-too-long").first.evaluate("name => parseFloat(getComputedStyle(name).fontSize)") >= 12
    finally:
        page.set_viewport_size(DESKTOP)


ON_ITS_CARD = """() => [...document.querySelectorAll(".pnp-picker .pnp-pick")].flatMap((card) => {
    const text = (element) => { const range = document.createRange(); range.selectNodeContents(element);
        return range.getBoundingClientRect(); };
    const [face, badge] = [card.querySelector(".pnp-face"), card.querySelector(".pnp-badge")];
    const [ground, name] = [face.getBoundingClientRect(), text(face.querySelector(".pnp-face-name"))];
    const outer = card.getBoundingClientRect();
    const frame = { left: outer.left + 3, right: outer.right - 3, bottom: outer.bottom - 3 };  // a held card's frame
    const out = (inner, box) => inner.left < box.left || inner.right > box.right || inner.bottom > box.bottom;
    const which = card.dataset.card ?? "guests";
    return [...(out(name, ground) ? [`${which} name`] : []),
        ...(badge.textContent && out(text(badge), frame) ? [`${which} count`] : [])];
})"""
"""The cards of Monarch's grid whose name's letters run over its coloured ground, or whose count ("×2") over the
frame of a held card: what a reader sees, not the boxes of the elements (a word overflows its box)."""


def test_on_a_phone_every_name_and_count_is_inside_its_card(page: Any, site_url: str) -> None:
    """The phone review saw "Cartographer" run over both edges of its card, and the guests' "×1" cut off."""
    page.set_viewport_size(PHONE)
    try:
        calculator(page, site_url, "monarch")
        json_mode(page, json.dumps(SPEC_EXAMPLE))
        tap(page, page.locator(".pnp-guest-pick"))  # Kayla's second guest: "×2"
        assert page.locator(".pnp-guest-pick .pnp-badge").text_content() == "×2"
        page.wait_for_function("() => document.querySelector('.pnp-too-long')")  # measured once laid out
        assert page.evaluate(ON_ITS_CARD) == []
    finally:
        page.set_viewport_size(DESKTOP)


def test_a_held_card_has_a_check_mark_clear_of_its_name(page: Any, site_url: str) -> None:
    """A card the chosen sister holds differed from a free one only by its frame: it has a filled check mark now, on
    its corner, over none of its name's letters."""
    page.set_viewport_size(PHONE)
    try:
        calculator(page, site_url, "monarch")
        json_mode(page, json.dumps(SPEC_EXAMPLE))
        marks = page.evaluate(
            """() => [...document.querySelectorAll(".pnp-picker .pnp-pick")].map((card) => {
                const mark = getComputedStyle(card, "::after");
                return [card.dataset.card ?? "guests", card.getAttribute("aria-pressed"), mark.content,
                    mark.backgroundColor];
            })"""
        )
        primary = page.evaluate("getComputedStyle(document.querySelector('.pnp-button.pnp-primary')).backgroundColor")
        held = {card: (content, ground) for card, pressed, content, ground in marks if pressed == "true"}
        assert sorted(held) == ["astrologer", "guests", "might", "scimitar"]
        assert set(held.values()) == {('"✓" / ""', primary)}  # filled, in the site's colour, read by no screen reader
        assert {content for _, pressed, content, _ in marks if pressed != "true"} == {"none"}
        clear = page.locator(".pnp-pick[data-card='scimitar']").evaluate(
            """card => {
                const range = document.createRange();
                range.selectNodeContents(card.querySelector(".pnp-face-name"));
                const name = range.getBoundingClientRect(), box = card.getBoundingClientRect();
                const size = parseFloat(getComputedStyle(card, "::after").width);
                const top = box.top + parseFloat(getComputedStyle(card, "::after").top);
                const left = box.right - parseFloat(getComputedStyle(card, "::after").right) - size;
                return name.right <= left || name.top >= top + size;
            }"""
        )
        assert clear
    finally:
        page.set_viewport_size(DESKTOP)
