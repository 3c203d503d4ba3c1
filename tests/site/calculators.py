"""Helpers of the calculator tests: open a calculator, drive its form and JSON mode, compare with the CLI."""

from __future__ import annotations

import json
from typing import Any

from harness import visit, wait_for_result


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


def json_mode(page: Any, text: str) -> tuple[str, str]:
    """Paste ``text`` into the JSON mode, press Compute, and return (#result-json, #check-json) texts."""
    before = computations(page)
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
    """The JSON texts after a form change (computations run synchronously once the engine is up)."""
    return page.text_content("#result-json") or "", page.text_content("#check-json") or ""


def place(page: Any, row: int, pos: int, card: str) -> None:
    """Tap the button that places ``card`` at (row, pos) in the Circus Grandioso pyramid."""
    before = computations(page)
    page.locator(f".pnp-place[data-row='{row}'][data-pos='{pos}'][data-card='{card}']").click()
    wait_for_result(page, before + 1)
