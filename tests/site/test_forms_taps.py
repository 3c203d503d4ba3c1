"""A realistic end state of every game entered on a phone (390 × 844, touch), counted as issue 22 counts it.

A tap or a field costs 1 s, a key 0.3 s, and 500 px of scrolling 1 s (a select is two taps: open, choose).
The players' names are known to the device already (they are remembered from the last game), so each entry
starts with "New game". Each game's end state is realistic: Monarch's and Animal Kingdoms' are the end of a
game played by the simulator's greedy bots (``generator.simulate``), the others are worked out from their
rulebooks. The form's result must be that of ``pnp score`` on the state it shows, and the end state's own:
entering only what counts (how many kingdoms, not which) gives the same winner. The counts and seconds are
printed (run with ``-s`` to see them); every game is held to 30 s at the table.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from calculators import computations, cpython, json_mode
from harness import PHONE, launch, visit, wait_for_result

from generator.games import declaration
from generator.scoring import game, load_catalog, score
from generator.simulate.run import Tally, play_one

pytestmark = pytest.mark.browser

SECONDS = {"tap": 1.0, "field": 1.0, "key": 0.3}
SCROLL_PX_PER_SECOND = 500
AT_THE_TABLE_S = 30.0


class Entry:
    """Actions on a phone page, counted and timed as issue 22 counts them; each action that changes the state
    waits for the calculator's result."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.count = {"tap": 0, "field": 0, "key": 0}
        self.scrolled = 0.0

    def _scrolling(self, act: Any) -> None:
        before = self.page.evaluate("scrollY")
        act()
        self.scrolled += abs(self.page.evaluate("scrollY") - before)

    def tap(self, target: Any, computes: bool = True) -> None:
        """Tap ``target`` (a locator) once."""
        before = computations(self.page)
        self._scrolling(target.tap)
        self.count["tap"] += 1
        if computes:
            wait_for_result(self.page, before + 1)

    def choose(self, select: Any, value: str) -> None:
        """Pick an option of a select: two taps on a phone (open the list, choose)."""
        before = computations(self.page)
        self._scrolling(lambda: select.select_option(value))
        self.count["tap"] += 2
        wait_for_result(self.page, before + 1)

    def type_into(self, field: Any, text: str) -> None:
        """Tap a field, type ``text`` and leave it."""
        before = computations(self.page)
        self._scrolling(lambda: field.fill(text))
        field.dispatch_event("change")
        self.count["field"] += 1
        self.count["key"] += len(text)
        wait_for_result(self.page, before + 1)

    def seconds(self) -> float:
        """The time at the table."""
        return sum(SECONDS[kind] * count for kind, count in self.count.items()) + self.scrolled / SCROLL_PX_PER_SECOND


@pytest.fixture(scope="module")
def phone(playwright_driver: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """A phone: a small touch screen, its own profile."""
    context = launch(playwright_driver, tmp_path_factory.mktemp("phone"), PHONE, has_touch=True, is_mobile=True)
    page = context.new_page()
    yield page
    context.close()


def simulated_end(game_id: str, players: int, seed: int) -> dict[str, Any]:
    """The state at the end of a game between the simulator's greedy bots."""
    rules, catalog = game(game_id), load_catalog(game_id)
    play = rules.setup(catalog, players, seed)
    simulation = declaration(game_id).simulation
    greedy = [simulation.bots["greedy"]()] * players
    play_one(simulation.taken_card, play, greedy, random.Random(seed), Tally(players))
    assert play.is_over()
    state: dict[str, Any] = play.state()
    return state


def listing(page: Any, kind: str) -> dict[str, str]:
    """The ids and names of the game's cards of one kind, in the card list's order."""
    cards = json.loads(page.get_attribute(".pnp-cards", "data-cards") or "[]")
    return {card["id"]: card["name"] for card in cards if card["kind"] == kind}


def start(phone: Any, site_url: str, game_id: str, names: Any) -> Entry:
    """Open a calculator whose device remembers the players, and tap "New game" at the top of the page."""
    visit(phone, f"{site_url}games/{game_id}/calculator/")
    wait_for_result(phone, game=game_id)
    json_mode(phone, json.dumps(names))  # a previous game of these players
    phone.evaluate("scrollTo(0, 0)")
    entry = Entry(phone)
    entry.tap(phone.get_by_role("button", name="New game"))
    return entry


def finish(phone: Any, entry: Entry, what: str, budget_s: float = AT_THE_TABLE_S) -> dict[str, Any]:
    """The form's state, its results equal to the command line's; print the count and the seconds of ``what``
    (a game id, and maybe more words), held to ``budget_s``."""
    game_id = what.split()[0].rstrip(",")
    state: dict[str, Any] = json.loads(phone.input_value("#state-input"))
    assert (phone.text_content("#result-json"), phone.text_content("#check-json")) == cpython(game_id, state)
    assert json.loads(phone.text_content("#check-json") or "")["valid"]
    print(
        f"\n{what}: {entry.count['tap']} taps, {entry.count['field']} fields, {entry.count['key']} keys, "
        f"{entry.scrolled:.0f} px scrolled: {entry.seconds():.1f} s at the table"
    )
    assert entry.seconds() <= budget_s
    return state


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
    entry = start(phone, site_url, "royal-menagerie", before)
    animals = listing(phone, "animal")
    roles = {"grand-vizier": "Grand Vizier", "loyalist": "Loyalist", "conspirator": "Conspirator"}
    for number, player in enumerate(end["players"], start=1):
        seat = phone.get_by_role("radio", name=f"Player {number} role: {roles[player['role']]}")
        if seat.get_attribute("aria-checked") != "true":  # the player who held it takes this one's role
            entry.tap(seat)
        for animal, count in player["menagerie"].items():
            entry.tap(phone.get_by_role("radio", name=f"{animals[animal]} in player {number}'s menagerie: {count}"))
    state = finish(phone, entry, "royal-menagerie")
    assert [player["role"] for player in state["players"]] == [player["role"] for player in end["players"]]
    assert [player["menagerie"] for player in state["players"]] == [player["menagerie"] for player in end["players"]]


def in_grid_order(phone: Any, selectors: list[str], upwards: bool = False) -> list[Any]:
    """The elements of ``selectors`` in the order they stand on the page (bottom first when ``upwards``): a
    player looks through the grid for the cards they hold, whatever order they bought them in, starting from
    where the last player's cards left the screen."""
    found = [phone.locator(selector).first for selector in selectors]
    places = [
        phone.evaluate("element => element.getBoundingClientRect().top + scrollY", item.element_handle())
        for item in found
    ]
    ordered = sorted(zip(places, found, strict=True), key=lambda pair: pair[0], reverse=upwards)
    return [item for _place, item in ordered]


def counted_improvements(end: dict[str, Any]) -> list[str]:
    """The improvements on the board of a Monarch end state that a held court card counts (rules mo-9.1 and
    mo-9.4: the improvements of its path, or those on its kind of land), in the board's order: the only ones a
    player enters."""
    catalog = load_catalog("monarch")
    reads = [
        effect
        for player in end["players"]
        for card in player["court"]
        for effect in (catalog.card(card) or {}).get("effects") or []
        if effect.get("where") in ("board", "both") or effect["effect"] == "per-improved-land"
    ]
    paths = {effect["path"] for effect in reads if "path" in effect}
    lands = {effect["land"] for effect in reads if "land" in effect}
    return [
        land["improvement"]
        for land in end["board"]
        if land["improvement"]
        and ((catalog.card(land["improvement"]) or {}).get("path") in paths or land["land"] in lands)
    ]


def make_room(phone: Any, entry: Entry, improvements: list[str]) -> None:
    """Turn lands of the form's board to the kind the improvements stand on where its first board has too few of
    that kind (opening the list of lands first): a player sets the board as it lies only as far as they need."""
    catalog = load_catalog("monarch")
    needed = Counter((catalog.card(id) or {})["kind"].removesuffix("-improvement") for id in improvements)
    lands = phone.locator(".pnp-board-part select[aria-label^='Land ']")
    kinds = [lands.nth(index).input_value() for index in range(lands.count())]
    for kind, count in needed.items():
        while kinds.count(kind) < count:
            if not phone.locator(".pnp-lands[open]").count():
                entry.tap(phone.locator(".pnp-lands > summary"), computes=False)
            spare = next(i for i, other in enumerate(kinds) if other != kind and kinds.count(other) > needed[other])
            entry.choose(lands.nth(spare), kind)
            kinds[spare] = kind


def enter_improvements(phone: Any, entry: Entry, improvements: list[str]) -> None:
    """Tap each improvement into the board's part, which the form opened when a card that counts them was entered."""
    assert phone.locator(".pnp-board-part").get_attribute("open") is not None
    make_room(phone, entry, improvements)
    for card in in_grid_order(phone, [f".pnp-board-part .pnp-pick[data-card='{id}']" for id in improvements]):
        entry.tap(card)


def enter_monarch(phone: Any, site_url: str, players: int) -> tuple[Entry, dict[str, Any]]:
    """Enter the end of a simulated Monarch game of ``players`` sisters: each sister's banner, court and guests
    (through the grid down for one sister, up for the next), and the board's improvements that a held court card
    counts, after the last sister whose walk down the grid ends beside them (when such a card is entered by then;
    else at the end). The entry and the end state's crowns."""
    end = simulated_end("monarch", players, seed=1)
    names = {"players": [{"name": player["name"], "court": [], "guests": []} for player in end["players"]]}
    entry = start(phone, site_url, "monarch", names)
    improvements = counted_improvements(end)
    last_down = (players - 1) // 2 * 2
    for number, player in enumerate(end["players"]):
        whose = phone.get_by_role("radio", name=f"Cards go to: {player['name']}")
        if whose.get_attribute("aria-checked") != "true":
            entry.tap(whose, computes=False)
        held = ([player["banner"]] if player["banner"] else []) + player["court"] + player["guests"]
        for card in in_grid_order(phone, [f".pnp-pick[data-card='{id}']" for id in held], upwards=number % 2 == 1):
            entry.tap(card)
        if improvements and number == last_down and phone.locator(".pnp-board-part[open]").count():
            enter_improvements(phone, entry, improvements)
            improvements = []
    if improvements:
        enter_improvements(phone, entry, improvements)
    crowns = {player["name"]: player["crowns"] for player in score("monarch", end)["players"]}
    return entry, crowns


def test_monarch(phone: Any, site_url: str) -> None:
    entry, crowns = enter_monarch(phone, site_url, players=2)
    state = finish(phone, entry, "monarch, 2 players")
    assert {player["name"]: player["crowns"] for player in score("monarch", state)["players"]} == crowns


@pytest.mark.parametrize("players", [3, 4])
def test_monarch_more_players(phone: Any, site_url: str, players: int) -> None:
    """Three or four sisters hold more than 30 cards between them at the end (a tap each): the form's own share,
    the scrolling, is held to 10 s."""
    entry, crowns = enter_monarch(phone, site_url, players)
    state = finish(phone, entry, f"monarch, {players} players", budget_s=entry.count["tap"] + 10)
    assert {player["name"]: player["crowns"] for player in score("monarch", state)["players"]} == crowns


def test_circus_grandioso(phone: Any, site_url: str) -> None:
    """Three players build the pyramid up to the Bear; each turn places cards until one tops the pyramid."""
    players = ["Ada", "Bo", "Cy"]
    entry = start(
        phone, site_url, "circus-grandioso", {"pyramid": [{"row": 1, "pos": 0, "card": "elephant"}], "players": players}
    )
    while not phone.locator(".pnp-placed[data-row='6']").count():
        places = phone.locator(".pnp-pyramid button.pnp-place:not([data-card='clown'])")
        rows = [int(places.nth(i).get_attribute("data-row") or 0) for i in range(places.count())]
        entry.tap(places.nth(rows.index(max(rows))))  # the highest card that may go on
    state = finish(phone, entry, "circus-grandioso")
    result = score("circus-grandioso", state)
    assert result["show_master"] == next(card for card in state["pyramid"] if card["row"] == 6)["by"]
    assert len(state["pyramid"]) == 21


def tap_shuffle_cards(phone: Any, entry: Entry, state: dict[str, Any]) -> None:
    """Tap a Royal Shuffle state's cards: the court's, then each village's under its owner."""
    grids = phone.locator(".pnp-card-grid")
    for card in state["court"]:
        entry.tap(grids.nth(0).locator(f"button[data-card='{card}']"))
    for index, cards in enumerate(state["villages"].values(), start=1):
        for card in cards:
            entry.tap(grids.nth(index).locator(f"button[data-card='{card}']"))


def test_royal_shuffle(phone: Any, site_url: str) -> None:
    end = {
        "court": ["KH", "QS", "JD"],
        "villages": {
            "Ann": ["AH", "7H", "2H", "3S", "9C", "6D", "4D", "AS"],
            "Ben": ["AC", "8S", "5S", "2C", "10H", "7C", "3H"],
        },
    }
    entry = start(phone, site_url, "royal-shuffle", {"court": [], "villages": {"Ann": [], "Ben": []}})
    tap_shuffle_cards(phone, entry, end)
    assert finish(phone, entry, "royal-shuffle") == end


def test_animal_kingdoms(phone: Any, site_url: str) -> None:
    end = simulated_end("animal-kingdoms", 4, seed=1)
    players = [{"name": player["name"], "kingdoms": [], "liege": None} for player in end["players"]]
    names = {"mode": "conquest", "players": players}
    entry = start(phone, site_url, "animal-kingdoms", names)
    for number, player in enumerate(end["players"], start=1):
        entry.type_into(phone.get_by_label(f"Player {number} kingdoms held"), str(len(player["kingdoms"])))
    for number, player in enumerate(end["players"], start=1):
        if player["liege"]:
            entry.choose(phone.get_by_label(f"Player {number} liege"), player["liege"])
    state = finish(phone, entry, "animal-kingdoms")
    empires = ["emperor", "winners"]
    assert {key: score("animal-kingdoms", state)[key] for key in empires} == {
        key: score("animal-kingdoms", end)[key] for key in empires
    }


def test_royal_shuffle_example_by_hand(phone: Any, site_url: str) -> None:
    """The calculator's example entered on a first visit (the owners' names typed): the time a reader needs
    before the first result of a slow 4G first visit is any use (tests/bench/bench_site.py compares them)."""
    visit(phone, f"{site_url}games/royal-shuffle/calculator/")
    wait_for_result(phone, game="royal-shuffle")
    json_mode(phone, json.dumps({"court": [], "villages": {"Player 1": [], "Player 2": []}}))  # a first visit's form
    phone.evaluate("scrollTo(0, 0)")
    entry = Entry(phone)
    example = {"court": ["KH", "JD"], "villages": {"Ann": ["AH", "7H", "2H", "9C"], "Ben": ["6S"]}}
    for index, owner in enumerate(example["villages"], start=1):
        entry.type_into(phone.get_by_label(f"Village {index} owner"), owner)
    tap_shuffle_cards(phone, entry, example)
    assert finish(phone, entry, "royal-shuffle example by hand") == example
