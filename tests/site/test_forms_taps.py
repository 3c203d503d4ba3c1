"""A realistic end state of every game entered on a phone (390 × 844, touch) by taps alone, counted and timed.

The players' names are known to the device already (they are remembered from the last game), so each
entry starts with "New game". A select counts two taps (open, choose). The counts and times are printed
(run with ``-s`` to see them) and each game's count is held to its budget, so a form never gets slower
to fill in unnoticed. The target is at most 30 s at the table: at a steady 0.8 s a tap, 37 taps.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from calculators import computations, cpython, json_mode
from harness import PHONE, launch, visit, wait_for_result

pytestmark = pytest.mark.browser

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
SECONDS_PER_TAP = 0.8
"""A player's pace on a grid they can see, tap to tap: 30 s at the table allow 37 taps."""


class Taps:
    """Taps on a phone page, counted; each waits for the calculator's result when it changes the state."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.count = 0

    def tap(self, target: Any, computes: bool = True) -> None:
        """Tap ``target`` (a locator) once."""
        before = computations(self.page)
        target.tap()
        self.count += 1
        if computes:
            wait_for_result(self.page, before + 1)

    def choose(self, select: Any, value: str) -> None:
        """Pick an option of a select: two taps on a phone (open the list, choose)."""
        before = computations(self.page)
        select.select_option(value)
        self.count += 2
        wait_for_result(self.page, before + 1)


@pytest.fixture(scope="module")
def phone(playwright_driver: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """A phone: a small touch screen, its own profile."""
    context = launch(playwright_driver, tmp_path_factory.mktemp("phone"), PHONE, has_touch=True, is_mobile=True)
    page = context.new_page()
    yield page
    context.close()


def listing(page: Any, kind: str) -> dict[str, str]:
    """The ids and names of the game's cards of one kind, in the card list's order."""
    cards = json.loads(page.get_attribute(".pnp-cards", "data-cards") or "[]")
    return {card["id"]: card["name"] for card in cards if card["kind"] == kind}


def fixture_state(game_id: str, name: str) -> Any:
    """The state of a golden fixture: end states worked out from the rulebooks."""
    return json.loads((FIXTURES / game_id / f"{name}.json").read_text(encoding="utf-8"))["state"]


def start(phone: Any, site_url: str, game_id: str, names: Any) -> Taps:
    """Open a calculator whose device remembers the players, and tap "New game"."""
    visit(phone, f"{site_url}games/{game_id}/calculator/")
    wait_for_result(phone, game=game_id)
    json_mode(phone, json.dumps(names))  # a previous game of these players
    taps = Taps(phone)
    taps.tap(phone.get_by_role("button", name="New game"))
    return taps


def finish(phone: Any, taps: Taps, game_id: str, expected: Any, started: float) -> None:
    """The form's state is the end state; print the count and the time."""
    state = json.loads(phone.input_value("#state-input"))
    assert (phone.text_content("#result-json"), phone.text_content("#check-json")) == cpython(game_id, expected)
    assert state == expected
    assert json.loads(phone.text_content("#check-json") or "")["valid"]
    seconds = time.perf_counter() - started
    at_table = taps.count * SECONDS_PER_TAP
    print(f"\n{game_id}: {taps.count} taps, {seconds:.1f} s in Chromium, ~{at_table:.0f} s at the table")


def test_royal_menagerie(phone: Any, site_url: str) -> None:
    end = {
        "players": [
            {"name": "Ada", "role": "conspirator", "menagerie": {"white-tiger": 2, "giant-ibis": 1, "mammoth": 1}},
            {"name": "Bo", "role": "grand-vizier", "menagerie": {"galapagos-tortoise": 2, "komodo-dragon": 1}},
            {"name": "Cy", "role": "loyalist", "menagerie": {"white-tiger": 1, "giant-ibis": 2, "hiroa-antelope": 1}},
            {"name": "Di", "role": "conspirator", "menagerie": {"galapagos-tortoise": 1, "komodo-dragon": 2}},
        ]
    }
    before = {"players": [{**player, "menagerie": {"mammoth": 1}} for player in end["players"]]}
    started = time.perf_counter()
    taps = start(phone, site_url, "royal-menagerie", before)
    animals = listing(phone, "animal")
    roles = {"grand-vizier": "Grand Vizier", "loyalist": "Loyalist", "conspirator": "Conspirator"}
    for number, player in enumerate(end["players"], start=1):
        seat = phone.get_by_role("radio", name=f"Player {number} role: {roles[player['role']]}")
        if seat.get_attribute("aria-checked") != "true":  # New game deals the roles in the deck's order
            taps.tap(seat)
        for animal, count in player["menagerie"].items():
            taps.tap(phone.get_by_role("radio", name=f"{animals[animal]} in player {number}'s menagerie: {count}"))
    in_form_order = {
        "players": [
            {**player, "menagerie": {a: player["menagerie"][a] for a in animals if a in player["menagerie"]}}
            for player in end["players"]
        ]
    }
    finish(phone, taps, "royal-menagerie", in_form_order, started)
    assert taps.count <= 16


def test_monarch(phone: Any, site_url: str) -> None:
    end = fixture_state("monarch", "scimitar-on-a-might-board")
    started = time.perf_counter()
    taps = start(phone, site_url, "monarch", {"players": [{**p, "court": [], "guests": []} for p in end["players"]]})
    for number, player in enumerate(end["players"], start=1):
        whose = phone.get_by_role("radio", name=f"Cards go to: {player['name']}")
        if whose.get_attribute("aria-checked") != "true":
            taps.tap(whose, computes=False)
        for card in player["court"] + player["guests"]:
            taps.tap(phone.locator(f".pnp-pick[data-card='{card}']"))
        taps.tap(phone.get_by_role("radio", name=f"Player {number} banner: {player['banner'].capitalize()}"))
    improvements = [land["improvement"] for land in end["board"] if land["improvement"]]
    for improvement in improvements:
        taps.tap(phone.locator(f".pnp-pick[data-card='{improvement}']"))
    finish(phone, taps, "monarch", {**end, "board": first_free_lands(end["board"], improvements)}, started)
    assert taps.count <= 35


def first_free_lands(board: list[dict[str, Any]], improvements: list[str]) -> list[dict[str, Any]]:
    """The board after tapping ``improvements`` in turn: each lands on the first free land of its kind."""
    kind = {improvement: land["land"] for land in board for improvement in [land["improvement"]] if improvement}
    placed = [{"land": land["land"], "improvement": None} for land in board]
    for improvement in improvements:
        free = next(land for land in placed if land["land"] == kind[improvement] and land["improvement"] is None)
        free["improvement"] = improvement
    return placed


def test_circus_grandioso(phone: Any, site_url: str) -> None:
    """Three players build the pyramid up to the Bear; each turn places cards until one tops the pyramid."""
    players = ["Ada", "Bo", "Cy"]
    started = time.perf_counter()
    taps = start(
        phone, site_url, "circus-grandioso", {"pyramid": [{"row": 1, "pos": 0, "card": "elephant"}], "players": players}
    )
    while not phone.locator(".pnp-placed[data-row='6']").count():
        animals = phone.locator(".pnp-place:not([data-card='clown'])")
        rows = [int(animals.nth(i).get_attribute("data-row") or 0) for i in range(animals.count())]
        taps.tap(animals.nth(rows.index(max(rows))))  # the highest card that may go on
    end = json.loads(phone.input_value("#state-input"))
    finish(phone, taps, "circus-grandioso", end, started)
    score = json.loads(phone.text_content("#result-json") or "")
    top = next(card for card in end["pyramid"] if card["row"] == 6)
    assert score["show_master"] == top["by"]
    assert len(end["pyramid"]) == 21
    assert taps.count <= 21


def test_royal_shuffle(phone: Any, site_url: str) -> None:
    end = {
        "court": ["KH", "QS", "JD"],
        "villages": {
            "Ann": ["AH", "7H", "2H", "3S", "9C", "6D", "4D", "AS"],
            "Ben": ["AC", "8S", "5S", "2C", "10H", "7C", "3H"],
        },
    }
    started = time.perf_counter()
    taps = start(phone, site_url, "royal-shuffle", {"court": [], "villages": {"Ann": [], "Ben": []}})
    grids = phone.locator(".pnp-card-grid")
    for card in end["court"]:
        taps.tap(grids.nth(0).locator(f"button[data-card='{card}']"))
    for index, cards in enumerate(end["villages"].values(), start=1):
        for card in cards:
            taps.tap(grids.nth(index).locator(f"button[data-card='{card}']"))
    finish(phone, taps, "royal-shuffle", end, started)
    assert taps.count <= 19


def test_animal_kingdoms(phone: Any, site_url: str) -> None:
    end = fixture_state("animal-kingdoms", "emperor-and-chain")
    end["mode"] = "conquest"
    for player in end["players"]:
        player.pop("seat", None)  # where a crown sits: the form does not ask
    started = time.perf_counter()
    names = {"mode": "conquest", "players": [{**p, "kingdoms": [], "liege": None} for p in end["players"]]}
    taps = start(phone, site_url, "animal-kingdoms", names)
    for number, player in enumerate(end["players"], start=1):
        whose = phone.get_by_role("radio", name=f"Kingdoms go to: {player['name']}")
        if whose.get_attribute("aria-checked") != "true":
            taps.tap(whose, computes=False)
        for kingdom in player["kingdoms"]:
            taps.tap(phone.locator(f".pnp-pick[data-card='{kingdom}']"))
        if player["liege"]:
            taps.choose(phone.get_by_label(f"Player {number} liege"), player["liege"])
    finish(phone, taps, "animal-kingdoms", end, started)
    assert taps.count <= 18
