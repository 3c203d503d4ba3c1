"""A realistic end of each game entered on a phone (390 × 844, touch), counted as issue 22 counts it: the figure of
record of ``tests/bench/bench_site.py`` ("at the table"), and the tap counts that ``test_forms_taps.py`` holds.

A tap or a field costs 1 s, a key 0.3 s, and 500 px of scrolling 1 s (a select is two taps: open, choose); the
scrolling counted is the page's and any box's that scrolls (a wide pyramid's, sideways). Each game's tests say how
its end state is entered, in ``tests/games/<game>/table.py``:

- ``PLAYERS``: the player counts it is entered at, the game's largest first (``player_counts``), and
  ``end_state(players)``: the end of a realistic game of that many players, often one the simulator's greedy bots
  played (``simulated_end``);
- ``names(end)``: the players' names as the device remembers them from the last game (each entry then starts with
  "New game");
- ``enter(table, end)``: what a player taps and types, through ``Table``;
- ``check(state, end)``: that the form's state gives the end state's result (the winners, the crowns…);
- ``budget_s(end)`` (optional): what the entry is held to when it cannot be 30 s, and why.

The form's results must also be exactly those of ``pnp score`` and ``pnp check`` on the state it shows, and that
state must follow the rules.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from types import ModuleType
from typing import Any, NamedTuple

from calculators import computations, cpython, frames_pass, json_mode
from found_games import GAME_TESTS, WITH_RULES, game_module
from harness import PHONE, launch, visit, wait_for_result

from generator.data.load import load_game
from generator.games import declaration
from generator.scoring import game, load_catalog
from generator.simulate.run import play_one

SECONDS = {"tap": 1.0, "field": 1.0, "key": 0.3}
SCROLL_PX_PER_SECOND = 500
AT_THE_TABLE_S = 30.0
"""Issue 34: every game's realistic end state entered in 30 s at most."""
SCROLLED = """() => {
    const last = (window.pnpScrolledTo ??= new WeakMap());
    let moved = 0;
    for (const box of [document.scrollingElement, ...document.querySelectorAll(".pnp-calculator *")]) {
        const [left, top] = last.get(box) ?? [0, 0];
        moved += Math.abs(box.scrollLeft - left) + Math.abs(box.scrollTop - top);
        last.set(box, [box.scrollLeft, box.scrollTop]);
    }
    return moved;
}"""
"""How far the page and every box of the calculator have scrolled since the last call (in px, sideways too)."""


def table_of(game_id: str) -> ModuleType | None:
    """How a game's end state is entered (``tests/games/<game>/table.py``), or None when its tests say not."""
    return game_module(GAME_TESTS, game_id, "table")


class Table:
    """Actions on a phone's calculator page, counted and timed as issue 22 counts them; each action that changes the
    state waits for the calculator's result."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.count = {"tap": 0, "field": 0, "key": 0}
        self.scrolled = 0.0

    def _scrolling(self, act: Any) -> None:
        self.page.evaluate(SCROLLED)
        act()
        self.scrolled += self.page.evaluate(SCROLLED)

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
        """Tap a field, type ``text`` key by key (the first key replaces what it showed) and leave it."""
        before = computations(self.page)
        self._scrolling(field.tap)
        frames_pass(self.page)
        self.page.keyboard.type(text)
        field.dispatch_event("change")
        self.count["field"] += 1
        self.count["key"] += len(text)
        wait_for_result(self.page, before + 1)

    def scroll_under(self, target: Any, sticky: Any) -> None:
        """Scroll (a swipe) so that ``target`` (a locator) begins just under ``sticky`` (a bar stuck to the top of the
        screen), unless it is in sight there already: a player brings a part of the form into sight before tapping in
        it."""
        top, bottom = target.evaluate(
            "element => [element.getBoundingClientRect().top, element.getBoundingClientRect().bottom]"
        )
        under = sticky.evaluate(  # where the bar's bottom is once it is stuck
            "element => parseFloat(getComputedStyle(element).top) + element.getBoundingClientRect().height"
        )
        if under <= top and bottom <= self.page.viewport_size["height"]:
            return
        self._scrolling(lambda: self.page.evaluate("by => scrollBy(0, by)", top - under))

    def seconds(self) -> float:
        """The time at the table."""
        return sum(SECONDS[kind] * count for kind, count in self.count.items()) + self.scrolled / SCROLL_PX_PER_SECOND


class Measured(NamedTuple):
    """One game's end state entered: its players, what was tapped, typed and scrolled, and the seconds."""

    players: int
    taps: int
    fields: int
    keys: int
    scrolled: float
    seconds: float

    def line(self) -> str:
        """The figures in words."""
        return (
            f"{self.players} players: {self.taps} taps, {self.fields} fields, {self.keys} keys, "
            f"{self.scrolled:.0f} px scrolled: {self.seconds:.1f} s at the table"
        )


def budget_s(game_id: str, players: int) -> float:
    """What entering a game's end state of ``players`` is held to: 30 s, unless its tests say otherwise."""
    entry = table_of(game_id)
    assert entry is not None
    own = getattr(entry, "budget_s", None)
    return AT_THE_TABLE_S if own is None else float(own(entry.end_state(players)))


def player_counts(game_id: str) -> tuple[int, ...]:
    """A game's largest player count and its smallest (its ``game.toml``), once when they are one."""
    fewest, most = load_game(game_id).players
    return (most, fewest) if fewest < most else (most,)


def simulated_end(game_id: str, players: int, seed: int) -> dict[str, Any]:
    """The state at the end of a game between the simulator's greedy bots."""
    rules, catalog = game(game_id), load_catalog(game_id)
    play = rules.setup(catalog, players, seed)
    simulation = declaration(game_id).simulation
    greedy = [simulation.bots["greedy"]()] * players
    play_one(simulation.taken_card, play, greedy, random.Random(seed))
    assert play.is_over()
    state: dict[str, Any] = play.state()
    return state


def in_page_order(page: Any, selectors: list[str]) -> list[Any]:
    """The first element of each of ``selectors`` in the order they stand on the page, top to bottom, left to right: a
    player looks through the grid for the cards they hold, whatever order they came in."""
    found = [page.locator(selector).first for selector in selectors]
    where = "element => [element.getBoundingClientRect().top + scrollY, element.getBoundingClientRect().left]"
    places = [item.evaluate(where) for item in found]
    return [item for _place, item in sorted(zip(places, found, strict=True), key=lambda pair: pair[0])]


def phone(playwright: Any, profile: Path) -> tuple[Any, Any]:
    """A phone (a small touch screen, its own profile) and its page."""
    context = launch(playwright, profile, PHONE, has_touch=True, is_mobile=True)
    return context, context.new_page()


def start(page: Any, site_url: str, game_id: str, names: Any) -> Table:
    """Open a calculator whose device remembers the players (``names``, a state of the last game), and tap "New game"
    at the top of the page."""
    visit(page, f"{site_url}games/{game_id}/calculator/")
    wait_for_result(page, game=game_id)
    json_mode(page, json.dumps(names))
    page.evaluate("document.querySelector('#json-mode').open = false; scrollTo(0, 0)")
    table = Table(page)
    table.tap(page.get_by_role("button", name="New game"))
    return table


def finish(page: Any, game_id: str) -> dict[str, Any]:
    """The form's state, once its results are the command line's and it follows the rules."""
    state: dict[str, Any] = json.loads(page.input_value("#state-input"))
    assert (page.text_content("#result-json"), page.text_content("#check-json")) == cpython(game_id, state)
    assert json.loads(page.text_content("#check-json") or "")["valid"]
    return state


def measure(page: Any, site_url: str, game_id: str, players: int) -> Measured:
    """Enter a game's realistic end state of ``players`` on ``page`` (a phone) as its tests say, check the form's
    result, and count."""
    entry = table_of(game_id)
    assert entry is not None
    end = entry.end_state(players)
    table = start(page, site_url, game_id, entry.names(end))
    entry.enter(table, end)
    entry.check(finish(page, game_id), end)
    return Measured(
        players, table.count["tap"], table.count["field"], table.count["key"], table.scrolled, table.seconds()
    )


WITH_TABLES = tuple(game_id for game_id in WITH_RULES if table_of(game_id) is not None)
"""The games with rules whose tests say how their end state is entered (found last: their modules import this one)."""
