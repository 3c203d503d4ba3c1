"""The rules site in headless Chromium: calculators through their forms and JSON mode, equal to CPython.

Every test's tab fails on a page error, a dialog (an injected ``alert``) or a request that leaves the
local server (see the ``page`` fixture).
"""

from __future__ import annotations

import json
import tomllib
from io import BytesIO
from pathlib import Path
from typing import Any

import pytest
from calculators import calculator, cpython, json_mode, load_example
from found_games import WITH_RULES
from harness import PHONE, RequestLog, launch, visit, wait_for_result
from playwright.sync_api import expect

from generator import scoring
from generator.data.folder import DEFAULT_DATA_DIR
from generator.games import declaration

pytestmark = pytest.mark.browser

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
GAME = WITH_RULES[0]
"""A game with rules, for what every calculator does alike."""
OWN_FORM = next(game_id for game_id in WITH_RULES if declaration(game_id).form)
"""A game whose calculator has a form of its own."""


def example(game_id: str) -> dict[str, Any]:
    """The worked example of a game's ``learn.toml``: the calculator's example."""
    state: dict[str, Any] = tomllib.loads((DEFAULT_DATA_DIR / game_id / "learn.toml").read_text(encoding="utf-8"))[
        "example"
    ]["state"]
    return state


def fixture_cases(game_id: str) -> list[dict[str, Any]]:
    """The golden fixtures of one game: ``{"state", "score", "check"}`` each, in file-name order."""
    return [json.loads(path.read_text(encoding="utf-8")) for path in sorted((FIXTURES / game_id).glob("*.json"))]


# ── JSON mode ────────────────────────────────────────────────────────────────────────────────────────


@pytest.mark.parametrize("game_id", WITH_RULES)
def test_json_mode_prints_exactly_what_the_cli_prints(page: Any, site_url: str, game_id: str) -> None:
    calculator(page, site_url, game_id)
    state = example(game_id)
    assert json_mode(page, json.dumps(state, indent=1)) == cpython(game_id, state)
    assert page.is_hidden("#input-error")


@pytest.mark.parametrize("game_id", WITH_RULES)
def test_the_example_is_the_worked_example_of_the_games_data(page: Any, site_url: str, game_id: str) -> None:
    calculator(page, site_url, game_id)
    load_example(page)
    assert (page.text_content("#result-json"), page.text_content("#check-json")) == cpython(game_id, example(game_id))
    shown = json.loads(page.input_value("#state-input"))  # as the form writes it: its results are the example's
    assert cpython(game_id, shown)[0] == cpython(game_id, example(game_id))[0]
    lines = scoring.game(game_id).explain(scoring.score(game_id, example(game_id)))
    assert (page.text_content(".pnp-verdict") or "") in lines  # every verdict is a line of the scoring module's


def test_bad_input_shows_a_clear_message_in_the_page(page: Any, site_url: str) -> None:
    calculator(page, site_url, GAME)
    assert json_mode(page, '{"players": [') == ("", "")
    assert page.is_visible("#input-error")
    assert "This state cannot be read: not valid JSON: " in (page.text_content("#input-error") or "")


# ── The browser equals CPython ───────────────────────────────────────────────────────────────────────


@pytest.mark.parametrize("game_id", WITH_RULES)
def test_browser_results_equal_cpython_on_every_golden_fixture(page: Any, site_url: str, game_id: str) -> None:
    texts = [json.dumps(case["state"]) for case in fixture_cases(game_id)]
    assert texts, f"no golden fixtures for {game_id}"
    visit(page, site_url)
    browser_answers = page.evaluate(
        """async ([game, texts]) => {
        const engine = await window.pnp.engine();
        const answers = [];
        for (const text of texts) {
            const { score, check } = await engine.compute(game, text);
            answers.push([score, check]);
        }
        return answers;
    }""",
        [game_id, texts],
    )
    expected = [
        [json.loads(scoring.respond(command, game_id, text)) for command in ("score", "check")] for text in texts
    ]
    assert browser_answers == expected


# ── The friendly forms ───────────────────────────────────────────────────────────────────────────────


# ── Safety and the one engine per visit ──────────────────────────────────────────────────────────────


def test_instant_navigation_keeps_one_pyodide(browser: Any, site_url: str) -> None:
    page = browser.new_page()
    log = RequestLog(browser, site_url)
    sent_before = [site_url.bodies_sent(name) for name in ("pyodide.asm.wasm", "python_stdlib.zip")]  # type: ignore[attr-defined]
    page.goto(site_url)
    page.wait_for_function("() => typeof window.pnp === 'object'")
    page.evaluate("window.pnp.engine().then(() => true)")
    page.evaluate("window.visitMarker = 'still here'")
    for game_id in WITH_RULES:
        page.locator(f"article a[href$='games/{game_id}/calculator/']").first.click()
        page.wait_for_url(f"**/games/{game_id}/calculator/")
        wait_for_result(page, game=game_id)
        assert (page.text_content("#result-json") or "").startswith("{")
        page.locator("nav.md-nav--primary a.md-nav__link", has_text="Home").first.click()
        page.locator("article .grid.cards").wait_for()
    assert page.evaluate("[window.visitMarker, window.pnp.engineStarts]") == ["still here", 1]
    sent = [site_url.bodies_sent(name) for name in ("pyodide.asm.wasm", "python_stdlib.zip")]  # type: ignore[attr-defined]
    assert [after - before for after, before in zip(sent, sent_before, strict=True)] <= [1, 1]
    assert log.external() == []
    page.close()


SCHEMES = {"light": ("default", "Dark mode"), "dark": ("slate", "Light mode")}
"""A device's colour scheme → the theme's scheme the site shows, and the title of the switch's button."""


@pytest.mark.parametrize(("device", "other"), [("light", "dark"), ("dark", "light")])
def test_the_light_dark_switch_follows_the_device_until_the_reader_chooses(
    playwright_driver: Any, site_url: str, tmp_path: Path, device: str, other: str
) -> None:
    context = launch(playwright_driver, tmp_path, color_scheme=device)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    switch = page.locator("[data-pnp-palette] label:visible")

    def shown() -> tuple[str | None, str | None]:
        return page.get_attribute("body", "data-md-color-scheme"), switch.get_attribute("title")

    page.goto(f"{site_url}games/{GAME}/rules/")
    assert shown() == SCHEMES[device]
    page.emulate_media(color_scheme=other)  # the device changes its scheme: followed until the reader chooses
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", SCHEMES[other][0])
    page.emulate_media(color_scheme=device)
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", SCHEMES[device][0])
    context.route("**/assets/js/palette.mjs", lambda route: route.abort())
    page.goto(f"{site_url}games/{GAME}/summary/")  # the next page has the scheme from the head, before any module
    assert page.get_attribute("body", "data-md-color-scheme") == SCHEMES[device][0]
    context.unroute("**/assets/js/palette.mjs")
    page.goto(f"{site_url}games/{GAME}/rules/")
    switch.click()
    assert shown() == SCHEMES[other]
    page.emulate_media(color_scheme=device)  # a choice holds whatever the device says
    page.goto(f"{site_url}games/{GAME}/cards/")  # a page loaded afresh keeps the choice
    assert shown() == SCHEMES[other]
    page.locator("article a[href$='rules/']").first.click()  # and so does instant navigation
    page.wait_for_url(f"**/games/{GAME}/rules/")
    assert shown() == SCHEMES[other]
    switch.focus()
    page.keyboard.press("Enter")
    assert shown() == SCHEMES[device]
    assert page.locator("meta[name=theme-color]").get_attribute("content") == "#795548"
    assert errors == []
    context.close()


@pytest.mark.parametrize("game_id", WITH_RULES)
def test_the_rules_summary_prints_on_one_sheet(page: Any, site_url: str, game_id: str) -> None:
    import pikepdf

    visit(page, f"{site_url}games/{game_id}/summary/")
    for paper in ("A4", "Letter"):
        with pikepdf.open(BytesIO(page.pdf(format=paper))) as printed:
            assert len(printed.pages) == 1, paper


def test_an_engine_that_cannot_start_says_so_in_the_page(playwright_driver: Any, site_url: str, tmp_path: Path) -> None:
    context = launch(playwright_driver, tmp_path, service_workers="block")
    context.route(
        "**/assets/scoring.zip", lambda route: route.fulfill(status=404, body="gone")
    )  # the engine's worker asks
    page = context.new_page()
    page.goto(f"{site_url}games/{GAME}/calculator/")
    status = page.locator(".pnp-status.pnp-error")
    status.wait_for()
    assert status.text_content() == (
        "The calculator cannot start: the scoring archive /assets/scoring.zip answered "
        "HTTP 404. Reload the page to try again."
    )
    context.close()


def test_a_form_that_cannot_load_says_so_where_a_phone_shows_it(
    playwright_driver: Any, site_url: str, tmp_path: Path
) -> None:
    context = launch(playwright_driver, tmp_path, PHONE, service_workers="block")
    context.route(f"**/assets/js/{declaration(OWN_FORM).form}", lambda route: route.fulfill(status=404, body="gone"))
    page = context.new_page()
    page.goto(f"{site_url}games/{OWN_FORM}/calculator/")
    status = page.locator(".pnp-status.pnp-error")
    status.wait_for()
    assert (status.text_content() or "").startswith("The form of this calculator failed to load: ")
    assert page.locator(".pnp-form").is_hidden()  # no empty screen kept for a form that will not come
    page.wait_for_function("() => window.pnp.engineSettled")
    assert (status.text_content() or "").startswith("The form of this calculator failed to load: ")
    context.close()


def test_the_back_to_top_button_never_covers_a_calculator(page: Any, site_url: str) -> None:
    calculator(page, site_url, GAME)
    page.mouse.wheel(0, 2000)
    page.mouse.wheel(0, -300)
    assert page.locator(".md-top").is_hidden()
