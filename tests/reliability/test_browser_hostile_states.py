"""No state or link freezes or crashes a calculator (issue 19, point 6).

A state nested deeper than the command line reads is refused with the command line's message (Pyodide's stack
is smaller: such a state used to end the engine); a shared link longer than the limit is refused before
anything is inflated, and inflating stops at the state size limit (a small link could inflate to gigabytes);
an engine that fails starts again by itself and says so; a long computation leaves the page responsive and
can be stopped.
"""

from __future__ import annotations

import base64
import json
import re
import subprocess
import sys
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from found_games import WITH_STATES, states_of
from harness import serve, spec_example, wait_for_result

from generator import scoring
from generator.data.load import MAX_PLAYERS, load_game
from generator.scoring.core import LONGEST_STATE_TEXT, MAX_PLAYER_NAME_CHARACTERS
from generator.site import build_site

pytestmark = pytest.mark.browser

SLOW_GAMES = {game_id: states.SLOW for game_id in WITH_STATES if hasattr(states := states_of(game_id), "SLOW")}
"""The games whose tests bring a state that takes the engine seconds (``SLOW`` in their ``states.py``)."""
GAME = next(iter(SLOW_GAMES))
PNP_SCRIPT = Path(sys.executable).with_name("pnp")
SLOW_STATE = json.dumps(SLOW_GAMES[GAME])
WATCH = """
window.pnpInflations = 0;
const Original = window.DecompressionStream;
window.DecompressionStream = class extends Original {
    constructor(...args) { super(...args); window.pnpInflations += 1; }
};
"""
"""Counts the inflations a page starts."""


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, str]]:
    """A site of this module's own: (folder, URL)."""
    out = tmp_path_factory.mktemp("hostile-states") / "site"
    with serve(out) as url:
        build_site(out, site_url=url)
        yield out, url


@pytest.fixture
def page(site: tuple[Path, str], chromium: Any, tmp_path: Path) -> Iterator[Any]:
    """A fresh browser's tab with the calculator open (no service worker: every request goes to the server)."""
    _site_dir, url = site
    with chromium(tmp_path / "profile", service_workers="block") as context:
        tab = context.new_page()
        tab.add_init_script(WATCH)
        tab.goto(f"{url}games/{GAME}/calculator/")
        wait_for_result(tab)
        yield tab


def limits(page: Any) -> dict[str, Any]:
    """The calculator's limits, as the engine's manifest gives them."""
    return dict(page.evaluate("fetch('../../../assets/engine.json').then((answer) => answer.json())")["limits"])


def json_mode(page: Any, text: str) -> str:
    """Compute ``text`` in the JSON mode: the message the page shows (empty when the state was read)."""
    before = int(page.get_attribute(".pnp-calculator", "data-computations") or 0)
    page.evaluate("document.querySelector('#json-mode').open = true")
    page.fill("#state-input", text)
    page.click("#compute")
    wait_for_result(page, before + 1)
    return (page.text_content("#input-error") or "").removeprefix("This state cannot be read: ")


def command_line(text: str) -> str:
    """What the ``pnp`` script says of ``text`` in ``pnp score``: its message, without ``error: standard input: ``
    (the script itself, as its call stack is as deep as the nesting it reads: ``python -m generator`` reads less)."""
    result = subprocess.run([PNP_SCRIPT, "score", GAME, "-"], input=text, capture_output=True, text=True, check=False)
    return result.stderr.strip().removeprefix("error: standard input: ")


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


def test_nesting_the_command_line_refuses_is_refused_with_its_message(page: Any) -> None:
    deepest = limits(page)["nesting"]
    assert command_line(nested(deepest)) == "expected an object, got a list"
    assert command_line(nested(deepest + 1)) == "not valid JSON: nested too deeply"
    for text in (nested(deepest), nested(deepest + 1), nested(100_000), "[1,,2" + "[" * 5000, "[" * 5000 + "x"):
        assert json_mode(page, text) == command_line(text), text[:12]
    assert page.evaluate("window.pnp.restarts") == 0  # the engine never failed


def deflated_link(page: Any, text: str) -> str:
    """The page's address carrying ``text`` as a state link would (raw deflate, base64url)."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(text.encode()) + packer.flush()
    return f"{page.url.split('#')[0]}#state={base64.urlsafe_b64encode(packed).decode().rstrip('=')}"


LOADED_MACHINE_MS = 90_000
"""How long a link's refusal may take to show: on a machine loaded several times over, the default 30 s ran out."""


def open_link(page: Any, link: str) -> str:
    """Open ``link`` in a tab (as a reader who taps it does): the problem the calculator shows."""
    page.goto("about:blank")
    page.goto(link)
    problem = page.locator(".pnp-calculator .pnp-error[role=alert]:not([hidden])")
    problem.first.wait_for(timeout=LOADED_MACHINE_MS)
    return problem.first.text_content() or ""


def test_a_link_longer_than_the_limit_is_refused_before_inflating(page: Any) -> None:
    chars = limits(page)["link_chars"]
    link = f"{page.url.split('#')[0]}#state={'A' * (chars + 1)}"
    assert open_link(page, link) == (
        f"This link cannot be opened: it is longer than the limit of {chars:,} characters. "
        "The calculator shows your last game instead."
    )
    assert page.evaluate("window.pnpInflations") == 0


def test_a_link_that_inflates_past_the_state_limit_stops_there(page: Any) -> None:
    most = limits(page)["state_bytes"]
    bomb = deflated_link(page, '{"court": "' + " " * (16 * most) + '"}')  # 64 MiB from a link of about 87 kB
    assert len(bomb.split("#state=")[1]) < limits(page)["link_chars"]
    heap = page.evaluate("performance.memory.usedJSHeapSize")
    assert open_link(page, bomb) == (
        f"This link cannot be opened: its state is larger than the limit of {most:,} bytes. "
        "The calculator shows your last game instead."
    )
    assert page.evaluate("performance.memory.usedJSHeapSize") - heap < 8 * most  # not the 64 MiB it inflates to


def test_a_link_holding_a_text_longer_than_any_name_or_id_is_refused_before_the_form_shows_it(page: Any) -> None:
    longest = limits(page)["text_chars"]
    assert longest == LONGEST_STATE_TEXT
    states = states_of(GAME)
    assert states is not None
    name = "A" * 100_000  # laid out in a form, a word this long blocked the page for 18 s
    assert open_link(page, deflated_link(page, json.dumps(states.named(name)))) == (
        f"This link cannot be opened: its state holds a text of 100,000 characters, where no name or id has more "
        f"than {longest}. The calculator shows your last game instead."
    )
    wait_for_result(page)  # the last game, shown instead
    assert page.locator(f"input[value^='{name[:100]}']").count() == 0
    names = page.locator(".pnp-calculator input.pnp-name")
    assert names.count() > 0  # each takes no more than the scoring module reads
    assert {names.nth(index).get_attribute("maxlength") for index in range(names.count())} == {
        str(MAX_PLAYER_NAME_CHARACTERS)
    }
    assert json_mode(page, json.dumps(states.named(name))).endswith(
        f"expected a player's name of at most {MAX_PLAYER_NAME_CHARACTERS} characters, got one of 100,000"
    )


def crowd(value: Any, count: int) -> Any:
    """``value`` (a state naming its first player ``P0``) with that player repeated as ``P0`` … ``P<count - 1>``,
    wherever the state lists its players: a list of names, of player objects, or an object keyed by name."""
    if (
        isinstance(value, list)
        and value
        and (value[0] == "P0" or (isinstance(value[0], dict) and value[0].get("name") == "P0"))
    ):
        first = value[0]
        return [f"P{index}" if first == "P0" else {**first, "name": f"P{index}"} for index in range(count)]
    if isinstance(value, dict) and "P0" in value:
        return {**{f"P{index}": value["P0"] for index in range(count)}, **{k: v for k, v in value.items() if k != "P0"}}
    if isinstance(value, dict):
        return {key: crowd(inner, count) for key, inner in value.items()}
    if isinstance(value, list):
        return [crowd(inner, count) for inner in value]
    return value


def crowded(game_id: str) -> dict[str, Any] | None:
    """A state of ``game_id`` naming 20,000 players that its scoring reads (a form would lay each one out), or None
    for a game whose format already refuses so many (or that brings no states)."""
    states = states_of(game_id)
    if states is None:
        return None
    small = states.named("P0")
    state: dict[str, Any] = crowd(small, 20_000)
    readable = json.loads(scoring.respond("score", game_id, json.dumps(state)))["ok"]
    return state if state != small and readable else None


CROWDED = [game_id for game_id in WITH_STATES if crowded(game_id) is not None]


@pytest.mark.parametrize("game_id", CROWDED)
def test_a_link_of_thousands_of_players_is_shown_through_the_json_mode_not_laid_out(
    site: tuple[Path, str], page: Any, game_id: str
) -> None:
    calculator = f"{site[1]}games/{game_id}/calculator/"
    page.goto(calculator)
    link = deflated_link(page, json.dumps(crowded(game_id)))
    assert len(link.split("#state=")[1]) < limits(page)["link_chars"]
    page.goto("about:blank")
    page.goto(link)
    wait_for_result(page)
    note = page.locator(".pnp-calculator .pnp-note").first
    assert (note.text_content() or "").startswith(
        f"The form above cannot show this state (20,000 players, more than any game seats ({MAX_PLAYERS}))"
    )
    assert page.locator(".pnp-calculator input.pnp-name").count() <= load_game(game_id).players[1]


def test_a_long_computation_never_freezes_the_page_and_can_be_stopped(page: Any) -> None:
    before = int(page.get_attribute(".pnp-calculator", "data-computations") or 0)
    page.evaluate("document.querySelector('#json-mode').open = true")
    page.fill("#state-input", SLOW_STATE)
    page.click("#compute")
    stop = page.get_by_role("button", name="Stop")
    stop.wait_for()
    # The page runs a script of ours while Python works: the computation does not hold the main thread. (How long
    # its tasks are is a figure of tests/bench/bench_site.py, part long-computation, not of a test.)
    assert page.evaluate("() => [1 + 1, document.querySelector('.pnp-calculator').dataset.pending]") == [2, "1"]
    stop.click()
    wait_for_result(page, before + 1)
    assert (page.text_content("#input-error") or "").startswith("Stopped: nothing was computed for this state.")
    assert page.evaluate("window.pnp.restarts") == 1
    assert json_mode(page, spec_example(GAME)) == ""  # the new engine works


def test_an_engine_that_fails_starts_again_by_itself_and_says_so(
    site: tuple[Path, str], chromium: Any, tmp_path: Path
) -> None:
    _site_dir, url = site
    with chromium(tmp_path / "profile", service_workers="block") as context:

        def without_the_nesting_limit(route: Any) -> None:  # so that a deep state reaches Python and ends it
            manifest = route.fetch().json()
            manifest["limits"]["nesting"] = 100_000_000
            route.fulfill(json=manifest)

        context.route(f"{url}assets/engine.json", without_the_nesting_limit)
        page = context.new_page()
        page.goto(f"{url}games/{GAME}/calculator/")
        wait_for_result(page)
        message = json_mode(page, nested(100_000))
        assert re.fullmatch(
            r"The engine failed on this state \(.+\) and has started again; change the state to "
            r"compute it\.",
            page.text_content("#input-error") or "",
        ), message
        assert page.evaluate("window.pnp.restarts") == 1
        assert json_mode(page, spec_example(GAME)) == ""
