"""Helpers of the calculator tests: open a calculator, drive its form and JSON mode, compare with the CLI."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from found_games import WITH_RULES
from harness import visit, wait_for_result

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
"""The golden fixtures of the games with rules: ``<game>/<case>.json``, each ``{"state", "score", "check"}``."""


def broken_state(game_id: str) -> str:
    """A table of the game that breaks a rule, so that the checker's list of violations shows: the first golden
    fixture without a move whose table the checker refuses."""
    for path in sorted((FIXTURES / game_id).glob("*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        if "move" not in case["state"] and case.get("check", {}).get("valid") is False:
            return json.dumps(case["state"])
    raise LookupError(f"no golden fixture of {game_id} breaks a rule")


BROKEN_STATES = {game_id: broken_state(game_id) for game_id in WITH_RULES}
"""A table of each game with rules that breaks a rule."""


def calculator(page: Any, site_url: str, game_id: str) -> Any:
    """Open a game's calculator and wait for its first result."""
    visit(page, f"{site_url}games/{game_id}/calculator/")
    wait_for_result(page, game=game_id)
    return page


def load_example(page: Any) -> None:
    """Press "Load the example" and wait for its result (forms start blank, or with the state kept on the device)."""
    before = computations(page)
    page.get_by_role("button", name="Load the example").click()
    wait_for_result(page, before + 1)


def new_game(page: Any) -> None:
    """Press "New game" (same players, nothing played) and wait for its result."""
    before = computations(page)
    page.get_by_role("button", name="New game").click()
    wait_for_result(page, before + 1)


def computations(page: Any) -> int:
    """How many computations the calculator on ``page`` has finished."""
    return int(page.get_attribute(".pnp-calculator", "data-computations") or 0)


def enter(page: Any, field: Any) -> None:
    """Click ``field`` and let it be entered as a person would (``frames_pass``)."""
    field.click()
    frames_pass(page)


def frames_pass(page: Any) -> None:
    """Let two animation frames pass: the calculator selects a number or name field's value on the frame after it is
    entered (calculator.mjs), so that the first key replaces it. A key sent at once could beat that frame on a busy
    machine ("3" typed after "1" made 13); no person types within a frame."""
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


def tap(page: Any, target: Any) -> None:
    """Click ``target`` (a locator) and wait until the calculator has computed the change."""
    before = computations(page)
    target.click()
    wait_for_result(page, before + 1)


def open_grids(page: Any) -> None:
    """Unfold the card grids that a form folds away (Animal Kingdoms': only how many kingdoms counts)."""
    page.evaluate(
        "document.querySelectorAll('.pnp-calculator details.pnp-which').forEach((grid) => { grid.open = true; })"
    )


def open_json_mode(page: Any) -> None:
    """Unfold the JSON mode (folded away on a phone)."""
    page.evaluate("document.querySelector('#json-mode').open = true")


def json_mode(page: Any, text: str) -> tuple[str, str]:
    """Paste ``text`` into the JSON mode, press Compute, and return (#result-json, #check-json) texts."""
    before = computations(page)
    open_json_mode(page)
    page.fill("#state-input", text)
    page.click("#compute")
    wait_for_result(page, before + 1)
    return page.text_content("#result-json") or "", page.text_content("#check-json") or ""


def cpython(game_id: str, state: Any) -> tuple[str, str]:
    """Exactly what ``pnp score GAME - --json`` and ``pnp check GAME - --json`` print for ``state``."""
    from typer.testing import CliRunner

    from generator.cli import app

    text = json.dumps(state)
    runner = CliRunner()
    score = runner.invoke(app, ["score", game_id, "-", "--json"], input=text)
    check = runner.invoke(app, ["check", game_id, "-", "--json"], input=text)
    assert score.exit_code == 0 and check.exit_code in (0, 1), (score.output, check.output)
    return score.stdout, check.stdout


def form_output(page: Any) -> tuple[str, str]:
    """The JSON texts after a form change, once every computation it started is shown (the engine answers from
    its worker, later than the change)."""
    page.wait_for_function("() => document.querySelector('.pnp-calculator')?.dataset.pending === '0'")
    return page.text_content("#result-json") or "", page.text_content("#check-json") or ""


def place(page: Any, row: int, pos: int, card: str) -> None:
    """Tap the open place (row, pos) of the Circus Grandioso pyramid to lay ``card`` there ("Clown next" first for
    a Clown), or its button in the list of open places when the pyramid is too wide to tap."""
    before = computations(page)
    if card == "clown":
        page.get_by_role("button", name="Clown next").click()
    where = f"[data-row='{row}'][data-pos='{pos}'][data-card='{card}']"
    in_pyramid = page.locator(f".pnp-pyramid button.pnp-place{where}")
    if in_pyramid.count():
        in_pyramid.click()
    else:
        page.locator(f".pnp-placements .pnp-place{where}").click()
    wait_for_result(page, before + 1)


def shown_state(page: Any) -> Any:
    """The state the calculator computed last."""
    return json.loads(page.input_value("#state-input"))


def reload(page: Any, url: str | None = None) -> None:
    """Load the page afresh (a new visit: the engine starts again) and wait for the first result."""
    target = url or page.url
    page.goto("about:blank")  # else a link that only adds a fragment would not load the page again
    page.goto(target)
    wait_for_result(page)
