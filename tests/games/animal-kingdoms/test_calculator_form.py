"""Animal Kingdoms' calculator: how many kingdoms each player holds, their lieges, the chain of command drawn; each
player is the crown they hold."""

from __future__ import annotations

import json
from typing import Any

import pytest
from calculators import calculator, computations, cpython, enter, form_output, json_mode, new_game, tap
from harness import DESKTOP, PHONE, wait_for_result

pytestmark = pytest.mark.browser

SPEC_EXAMPLE: dict[str, Any] = {
    "mode": "conquest",
    "players": [
        {"name": "Red", "kingdoms": ["sunmane", "hornfast"], "liege": None},
        {"name": "Blue", "kingdoms": ["greymarch"], "liege": "Red"},
    ],
}
"""The example of the state format."""


def test_animal_kingdoms_form_draws_the_chain_of_command(page: Any, site_url: str) -> None:
    calculator(page, site_url, "animal-kingdoms")
    json_mode(page, json.dumps(SPEC_EXAMPLE))
    new_game(page)
    page.get_by_role("button", name="Add a player").click()
    state = {
        "mode": "conquest",
        "players": [
            {"name": "Red", "kingdoms": ["sunmane", "hornfast", "tallreach", "thunderplain"], "liege": None},
            {"name": "Blue", "kingdoms": ["greymarch", "mudwallow", "emberstripe"], "liege": "Red"},
            {"name": "<b>Green</b>", "kingdoms": ["frostfang", "blackwater"], "liege": "Blue"},
        ],
    }
    page.get_by_text("Which kingdoms each player holds").click()  # only how many counts: the grid is folded
    for number, player in enumerate(state["players"], start=1):
        page.get_by_label(f"Player {number} name").fill(player["name"])
        page.get_by_role("radio", name=f"Kingdoms go to: {player['name']}").click()
        for kingdom in player["kingdoms"]:
            page.locator(f".pnp-pick[data-card='{kingdom}']").click()
    for number, player in enumerate(state["players"], start=1):
        assert page.get_by_label(f"Player {number} kingdoms held").input_value() == str(len(player["kingdoms"]))
        page.get_by_label(f"Player {number} liege").select_option(player["liege"] or "")
    expected = cpython("animal-kingdoms", state)
    page.wait_for_function(  # the engine answers each change in turn, the last one last
        "([score, check]) => [score, check].join() === ['#result-json', '#check-json']"
        ".map((pre) => document.querySelector(pre).textContent).join()",
        arg=list(expected),
    )
    score_text, _ = form_output(page)
    score = json.loads(score_text)
    assert score["emperor"] == "Red" and score["winners"] == ["Red", "Blue", "<b>Green</b>"]
    chain = page.locator(".pnp-chain")
    assert chain.locator(":scope > li").count() == 1
    assert chain.locator(":scope > li > ul > li > ul > li").text_content().startswith("<b>Green</b>")
    assert chain.locator("b").count() == 0


def test_animal_kingdoms_takes_as_many_players_as_there_are_crowns(page: Any, site_url: str) -> None:
    calculator(page, site_url, "animal-kingdoms")
    json_mode(page, json.dumps(SPEC_EXAMPLE))
    more = page.get_by_role("button", name="Add a player")
    for _ in range(6):
        more.click()
    assert more.is_disabled()
    assert page.locator(".pnp-form fieldset").count() == 8


def test_renaming_a_player_keeps_their_vassals(page: Any, site_url: str) -> None:
    calculator(page, site_url, "animal-kingdoms")
    json_mode(page, json.dumps(SPEC_EXAMPLE))
    before = computations(page)
    page.get_by_label("Player 1 name").fill("Rex")
    wait_for_result(page, before + 1)
    players = json.loads(page.input_value("#state-input"))["players"]
    assert [(player["name"], player["liege"]) for player in players] == [("Rex", None), ("Blue", "Rex")]


def test_the_last_player_can_be_removed_and_their_vassals_go_free(page: Any, site_url: str) -> None:
    calculator(page, site_url, "animal-kingdoms")
    json_mode(page, json.dumps(SPEC_EXAMPLE))
    page.evaluate("localStorage.removeItem('pnp-players')")  # no name kept for the third seat
    page.get_by_role("button", name="Add a player").click()
    page.get_by_label("Player 2 liege").select_option("Emerald")  # the third player, called by their crown
    tap(page, page.get_by_role("button", name="Remove the last player"))
    players = json.loads(page.input_value("#state-input"))["players"]
    assert [(player["name"], player["liege"]) for player in players] == [("Red", None), ("Blue", None)]
    assert page.get_by_role("button", name="Remove the last player").is_disabled()


def test_a_kingdom_has_one_holder(page: Any, site_url: str) -> None:
    calculator(page, site_url, "animal-kingdoms")
    json_mode(page, json.dumps(SPEC_EXAMPLE))
    page.get_by_text("Which kingdoms each player holds").click()
    sunmane = page.locator(".pnp-pick[data-card='sunmane']")
    assert sunmane.get_attribute("aria-label") == "Sunmane: held by Red; tap to free it"
    page.get_by_role("radio", name="Kingdoms go to: Blue").click()
    assert sunmane.get_attribute("aria-label") == "Sunmane: held by Red; tap to give it to Blue"
    tap(page, sunmane)  # a kingdom has one holder: the tap moves it from Red to Blue
    players = json.loads(page.input_value("#state-input"))["players"]
    assert [player["kingdoms"] for player in players] == [["hornfast"], ["greymarch", "sunmane"]]


def test_a_player_is_the_crown_they_hold_and_called_by_it_until_named(page: Any, site_url: str) -> None:
    calculator(page, site_url, "animal-kingdoms")
    page.evaluate("localStorage.clear()")
    page.goto("about:blank")
    calculator(page, site_url, "animal-kingdoms")  # a first visit: nobody named yet
    crowns = page.locator(".pnp-form fieldset > legend .pnp-face")
    assert crowns.all_text_contents() == ["Ruby Crown", "Sapphire Crown"]  # the printed cards, icon and colour
    assert crowns.first.locator("svg.pnp-icon").count() == 1
    assert page.get_by_label("Player 1 name").get_attribute("placeholder") == "Ruby"
    before = computations(page)
    page.get_by_label("Player 2 name").fill("Bo")
    wait_for_result(page, before + 1)
    page.get_by_label("Player 2 liege").select_option("Ruby")
    form_output(page)
    players = json.loads(page.input_value("#state-input"))["players"]
    assert [(player["name"], player["liege"]) for player in players] == [("Ruby", None), ("Bo", "Ruby")]
    # The device keeps the names typed, never a crown's: another game's first player is no gem.
    assert json.loads(page.evaluate("localStorage.getItem('pnp-players')")) == ["Player 1", "Bo"]


def test_a_count_field_takes_the_first_key_in_place_of_its_0(page: Any, site_url: str) -> None:
    calculator(page, site_url, "animal-kingdoms")
    json_mode(page, json.dumps(SPEC_EXAMPLE))
    new_game(page)
    field = page.get_by_label("Player 1 kingdoms held")
    assert field.input_value() == "0"
    enter(page, field)
    before = computations(page)
    page.keyboard.type("3")
    page.keyboard.press("Tab")
    wait_for_result(page, before + 1)
    assert field.input_value() == "3"
    assert len(json.loads(page.input_value("#state-input"))["players"][0]["kingdoms"]) == 3


def test_a_count_typed_counts_before_its_field_is_left(page: Any, site_url: str) -> None:
    """The phone review typed 5 and 3 kingdoms and waited: the verdict said the second player held none until the
    field was left. Each key now counts at once."""
    calculator(page, site_url, "animal-kingdoms")
    json_mode(page, json.dumps(SPEC_EXAMPLE))
    first, second = page.get_by_label("Player 1 kingdoms held"), page.get_by_label("Player 2 kingdoms held")
    enter(page, first)
    page.keyboard.type("5")
    enter(page, second)
    page.keyboard.type("3")
    form_output(page)
    shown = json.loads(page.input_value("#state-input"))
    assert [len(player["kingdoms"]) for player in shown["players"]] == [5, 3]
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == "Player 2 kingdoms held"
    assert form_output(page) == cpython("animal-kingdoms", shown)


EIGHT_NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]
EIGHT = {
    "mode": "conquest",
    "players": [{"name": name, "kingdoms": [], "liege": None} for name in EIGHT_NAMES],
}
"""Eight players (the game's crowns), holding nothing yet."""
FIELDS = ("name", "kingdoms held", "liege")
"""A player's fields, by the end of their labels ("Player 1 liege")."""


def test_on_a_phone_eight_players_fit_on_one_screen(page: Any, site_url: str) -> None:
    """A player a row (name, kingdoms held, liege; the columns named once): the phone review counted 470 px a player,
    so that entering eight players was mostly scrolling."""
    page.set_viewport_size(PHONE)
    try:
        calculator(page, site_url, "animal-kingdoms")
        json_mode(page, json.dumps(EIGHT))
        rows = page.locator(".pnp-players fieldset")
        assert rows.count() == 8
        first, last = rows.first.bounding_box(), rows.last.bounding_box()
        assert first is not None and last is not None
        assert last["y"] + last["height"] - first["y"] <= PHONE["height"]
        for row in range(8):  # name, count and liege side by side
            tops = [page.get_by_label(f"Player {row + 1} {what}").bounding_box()["y"] for what in FIELDS]
            assert max(tops) - min(tops) <= 2
    finally:
        page.set_viewport_size(DESKTOP)


def test_on_a_phone_each_column_name_stands_whole_over_its_fields(page: Any, site_url: str) -> None:
    """The column names are set smaller than the rows: measured in their own size, "Kingdoms" broke mid-word in a
    column narrower than the count fields under it."""
    page.set_viewport_size(PHONE)
    try:
        calculator(page, site_url, "animal-kingdoms")
        names = page.locator(".pnp-player-columns > span")
        assert names.all_text_contents() == ["Name", "Kingdoms", "Liege (holds their crown)"]
        kingdoms = names.nth(1)
        lines = """name => {
            const text = document.createRange();
            text.selectNodeContents(name);
            return new Set([...text.getClientRects()].map((line) => Math.round(line.top))).size;
        }"""
        assert kingdoms.evaluate(lines) == 1  # one line: no break inside the word
        for name, what in zip(names.all(), FIELDS, strict=True):
            column, field = name.bounding_box(), page.get_by_label(f"Player 1 {what}").bounding_box()
            assert column is not None and field is not None
            assert abs(column["x"] - field["x"]) <= 2, what
    finally:
        page.set_viewport_size(DESKTOP)


def test_on_a_phone_a_field_brought_into_sight_stops_above_the_verdicts_bar(page: Any, site_url: str) -> None:
    """The verdict's bar, stuck to the bottom of the screen, covered the field a player tapped last: the page's
    scroll padding is the bar's height, so a field the browser scrolls to stands above it."""
    page.set_viewport_size(PHONE)
    try:
        calculator(page, site_url, "animal-kingdoms")
        held = {**EIGHT, "players": [{**EIGHT["players"][0], "kingdoms": ["sunmane"]}, *EIGHT["players"][1:]]}
        json_mode(page, json.dumps(held))  # a verdict to show: Ann holds a kingdom
        page.evaluate("document.querySelector('#json-mode').open = false; scrollTo(0, 0)")
        field = page.get_by_label("Player 8 kingdoms held")
        field.evaluate("field => field.scrollIntoView({block: 'end'})")  # as the keyboard's "next" brings it up
        bar, shown = page.locator(".pnp-summary-bar").bounding_box(), field.bounding_box()
        assert bar is not None and shown is not None
        assert shown["y"] + shown["height"] <= bar["y"]
    finally:
        page.set_viewport_size(DESKTOP)
