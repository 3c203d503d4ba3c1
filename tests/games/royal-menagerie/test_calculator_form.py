"""Royal Menagerie's calculator: its form of roles and menageries, its verdicts, its links to the rules."""

from __future__ import annotations

import json
from typing import Any

import pytest
from calculators import calculator, cpython, form_output, json_mode, new_game, tap
from harness import leave_page, wait_for_result

pytestmark = pytest.mark.browser

SPEC_EXAMPLE: dict[str, Any] = {
    "players": [
        {"name": "Ada", "role": "grand-vizier", "menagerie": {"mammoth": 2, "white-tiger": 1}},
        {"name": "Bo", "role": "loyalist", "menagerie": {"giant-ibis": 2}},
        {"name": "Cy", "role": "conspirator", "menagerie": {}},
        {"name": "Di", "role": "conspirator", "menagerie": {"komodo-dragon": 3}},
    ]
}
"""The example of the state format."""


def test_each_violation_links_to_its_rule(page: Any, site_url: str) -> None:
    calculator(page, site_url, "royal-menagerie")
    state = {"players": [{**player, "role": "conspirator"} for player in SPEC_EXAMPLE["players"]]}
    _, check_text = json_mode(page, json.dumps(state))
    violations = json.loads(check_text)["violations"]
    assert violations
    links = page.locator(".pnp-violations a.pnp-rule-link")
    assert [links.nth(index).text_content() for index in range(links.count())] == [v["rule"] for v in violations]
    links.first.click()
    page.wait_for_url(f"**/games/royal-menagerie/rules/#{violations[0]['rule']}")
    page.locator(f"[id='{violations[0]['rule']}']").wait_for(state="visible")


def test_royal_menagerie_form(page: Any, site_url: str) -> None:
    calculator(page, site_url, "royal-menagerie")
    new_game(page)
    listing = json.loads(page.get_attribute(".pnp-cards", "data-cards") or "[]")
    animals = [card for card in listing if card["kind"] == "animal"]
    example = json.loads(json.dumps(SPEC_EXAMPLE))
    example["players"][1]["menagerie"]["mammoth"] = 1  # differs from the example, so the form must change
    roles = {"grand-vizier": "Grand Vizier", "loyalist": "Loyalist", "conspirator": "Conspirator"}
    for number, player in enumerate(example["players"], start=1):
        page.get_by_label(f"Player {number} name").fill(player["name"])
        page.get_by_role("radio", name=f"Player {number} role: {roles[player['role']]}").click()
        for animal in animals:
            count = player["menagerie"].get(animal["id"], 0)
            page.get_by_role("radio", name=f"{animal['name']} in player {number}'s menagerie: {count}").click()
    ordered = {
        "players": [
            {
                **player,
                "menagerie": {a["id"]: player["menagerie"][a["id"]] for a in animals if a["id"] in player["menagerie"]},
            }
            for player in example["players"]
        ]
    }
    assert form_output(page) == cpython("royal-menagerie", ordered)
    score = json.loads(form_output(page)[0])
    assert score["victory"] == "solo"  # Ada's pair of Mammoths: the verdict is the scoring module's line of it
    assert page.text_content(".pnp-verdict") == "Ada (Grand Vizier) has 7, strictly more than everyone: solo victory."


def test_a_tie_of_the_court_and_the_conspirators_is_said_as_the_scoring_module_says_it(
    page: Any, site_url: str
) -> None:
    calculator(page, site_url, "royal-menagerie")
    tie = {
        "players": [
            {"name": "Ada", "role": "grand-vizier", "menagerie": {"mammoth": 1}},
            {"name": "Bo", "role": "loyalist", "menagerie": {"giant-ibis": 1}},
            {"name": "Cy", "role": "conspirator", "menagerie": {"white-tiger": 2}},
            {"name": "Di", "role": "conspirator", "menagerie": {}},
        ]
    }
    json_mode(page, json.dumps(tie))
    assert page.text_content(".pnp-verdict") == (
        "The court (Ada + Bo) has 3 against the Conspirators' (Cy + Di) 3: a tie, so nobody wins."
    )


def test_a_player_name_with_markup_shows_as_text(page: Any, site_url: str) -> None:
    calculator(page, site_url, "royal-menagerie")
    attack = "<img src=x onerror=alert(1)>"
    page.get_by_label("Player 1 name").fill(attack)
    score_text, _ = form_output(page)  # the table shows the name once the engine has answered
    assert page.locator(".pnp-output td", has_text=attack).count() == 1
    assert page.locator(".pnp-calculator img").count() == 0
    assert attack in score_text.replace("\\", "")


def test_coming_back_to_a_calculator_finds_the_state_left_there(page: Any, site_url: str) -> None:
    calculator(page, site_url, "royal-menagerie")
    json_mode(page, json.dumps(SPEC_EXAMPLE))
    tap(page, page.get_by_role("radio", name="Mammoth in player 1's menagerie: 1"))
    leave_page(page, page.locator("article a[href$='rules/']").first.click)  # the game's own links under the title
    assert page.url.endswith("/games/royal-menagerie/rules/")
    leave_page(page, page.go_back)
    assert page.url.endswith("/games/royal-menagerie/calculator/")
    wait_for_result(page, 1)
    assert json.loads(page.input_value("#state-input"))["players"][0]["menagerie"] == {"white-tiger": 1, "mammoth": 1}
    assert page.get_attribute('[aria-label="Mammoth in player 1\'s menagerie: 1"]', "aria-checked") == "true"

    calculator(page, site_url, "royal-menagerie")  # arriving by a link: the same state, kept on the device
    assert json.loads(page.input_value("#state-input"))["players"][0]["menagerie"] == {"white-tiger": 1, "mammoth": 1}
