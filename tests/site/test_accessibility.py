"""axe-core finds no violation on any page type of the site, in either colour scheme (issue 22): home, a game's
overview, rules, rulings, cards, one-page summary, state format and balance page, every calculator (with its
example and a broken table shown, so the results and the checker's list are looked at too), the hand-written pages,
and the theme's own search dialog (open, with results) and progress bar. axe-core is the pinned devDependency of
``site/package.json``; each scheme gets a browser of its own, as the theme remembers the scheme it showed."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from calculators import BROKEN_STATES, calculator, json_mode, load_example
from found_games import PLAYABLE, WITH_RULES
from harness import PHONE, launch, visit
from playwright.sync_api import expect

from generator.data.load import load_game
from generator.pages import page_names
from generator.site import SITE

pytestmark = pytest.mark.browser

AXE = (SITE / "node_modules" / "axe-core" / "axe.min.js").read_text(encoding="utf-8")
RUN = """async () => {
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null)));
    return (await axe.run(document, {resultTypes: ["violations"]})).violations.map((violation) =>
    `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 5).join(", ")}`);
}"""
"""The violations axe finds in the page once its transitions have ended (a dialog fading in is half transparent,
and its contrast not yet the one a reader sees), each with (up to five of) the elements it concerns."""
GAME = PLAYABLE[0]
"""A game with every page type (its calculators are looked at one by one below)."""
PAGES = ["", "about/", "how-to-print/"] + [
    f"games/{GAME}/{name.removesuffix('.md').removesuffix('index')}/".replace("//", "/")
    for name in page_names(GAME)
    if name != "calculator.md"
]


def violations(page: Any) -> list[str]:
    """What axe finds wrong in the page as it is now."""
    if not page.evaluate("typeof axe === 'object'"):
        page.evaluate(AXE)
    return list(page.evaluate(RUN))


@pytest.fixture(scope="module", params=["light", "dark"])
def scheme_page(request: pytest.FixtureRequest, playwright_driver: Any, tmp_path_factory: Any) -> Iterator[Any]:
    """A phone in one colour scheme (the site follows the system's)."""
    context = launch(playwright_driver, tmp_path_factory.mktemp(request.param), PHONE, color_scheme=request.param)
    page = context.new_page()
    yield page
    context.close()


def test_every_page_type_has_no_violation(scheme_page: Any, site_url: str) -> None:
    found = {}
    for path in PAGES:
        visit(scheme_page, f"{site_url}{path}")
        found[path or "home"] = violations(scheme_page)
    assert found == {path or "home": [] for path in PAGES}


@pytest.mark.parametrize("game_id", WITH_RULES)
def test_every_calculator_has_no_violation_with_its_results_and_checker(
    scheme_page: Any, site_url: str, game_id: str
) -> None:
    calculator(scheme_page, site_url, game_id)
    load_example(scheme_page)
    example = violations(scheme_page)
    json_mode(scheme_page, BROKEN_STATES[game_id])
    assert (example, violations(scheme_page)) == ([], [])


def test_the_search_dialog_has_no_violation(scheme_page: Any, site_url: str) -> None:
    visit(scheme_page, f"{site_url}games/{GAME}/rules/")
    toggle = scheme_page.locator("[data-md-toggle=search]")  # the theme's "search is open"
    if not toggle.is_checked():  # a label tapped on an open search would close it
        scheme_page.locator("label.md-header__button[for='__search']").click()
    expect(toggle).to_be_checked()
    scheme_page.locator(".md-search__input").fill(load_game(GAME).name)
    scheme_page.locator(".md-search-result__item").first.wait_for()
    assert violations(scheme_page) == []
    scheme_page.keyboard.press("Escape")


def test_the_progress_bar_and_search_dialog_are_named(site_dir: Path) -> None:
    home = (site_dir / "index.html").read_text(encoding="utf-8")
    assert '<div class="md-search" data-md-component="search" role="dialog" aria-label="Search">' in home
    assert 'role="progressbar" aria-label="Loading the next page"' in home
