"""The service worker serves and carries over only bodies whose hash matches its list (issue 19, point 2).

A script on the site's origin can rewrite what the worker keeps (Cache Storage belongs to the origin). Here
a page and a script are poisoned in the worker's cache: the next visit gets the right ones, fetched again,
and a new build's worker does not carry a poisoned body over into its cache.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from found_games import GAMES
from harness import rebuildable_site

from generator.data.load import load_game
from generator.site import build_site

pytestmark = pytest.mark.browser

GAME = GAMES[0]
POISON = "<p>poisoned</p>"
POISONED = (f"games/{GAME}/rules/", "assets/js/landing.mjs")
ROOT = "document.baseURI.replace(/games\\/.*$/, '')"
"""The site's address, from a page of a game."""
KEPT = f"""async ([path, poison]) => {{
    const [name] = (await caches.keys()).filter((cache) => cache.startsWith("pnp-site-"));
    const cache = await caches.open(name);
    const address = new URL(path, {ROOT}).href;
    if (poison !== null) await cache.put(address, new Response(poison, {{headers: {{"Content-Type": "text/html"}}}}));
    const kept = await cache.match(address);
    return kept ? kept.text() : null;
}}"""
"""Rewrites a kept body (when given a poison) and returns the body the worker keeps for a path of the site."""
SERVED = f"path => fetch(new URL(path, {ROOT})).then((answer) => answer.text())"
"""The body the page gets for a path of the site (through the worker)."""


@pytest.fixture
def site(tmp_path: Path) -> Iterator[tuple[Path, Path, str]]:
    """A site of the test's own, for the test to build again: (card data, site folder, URL)."""
    with rebuildable_site(tmp_path, "/poisoned/") as built:
        yield built


def visit_and_poison(page: Any, url: str) -> None:
    """Open a page of the site, wait until the worker keeps the site, and poison the bodies of POISONED."""
    page.goto(f"{url}games/{GAME}/")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60000)
    for path in POISONED:
        assert page.evaluate(KEPT, [path, POISON]) == POISON


def body(site_dir: Path, path: str) -> str:
    """The built file of a path of the site."""
    return (site_dir / path / "index.html" if path.endswith("/") else site_dir / path).read_text("utf-8")


def test_a_poisoned_body_is_dropped_and_fetched_again(
    site: tuple[Path, Path, str], chromium: Any, tmp_path: Path
) -> None:
    _data, site_dir, url = site
    with chromium(tmp_path / "profile") as context:
        page = context.new_page()
        visit_and_poison(page, url)
        page.goto(f"{url}games/{GAME}/rules/")
        assert page.locator(".pnp-rule").count() > 5
        for path in POISONED:  # the right bodies are served, and kept again
            assert page.evaluate(SERVED, path) == body(site_dir, path)
            assert page.evaluate(KEPT, [path, None]) == body(site_dir, path)


def test_a_new_build_carries_no_poisoned_body_over(site: tuple[Path, Path, str], chromium: Any, tmp_path: Path) -> None:
    data, site_dir, url = site
    with chromium(tmp_path / "profile") as context:
        page = context.new_page()
        visit_and_poison(page, url)
        cards, name = data / GAME / "cards.toml", load_game(GAME).cards[0].name
        cards.write_text(cards.read_text("utf-8").replace(f'"{name}"', f'"{name} the Second"', 1), encoding="utf-8")
        build_site(site_dir, data, site_url=url)  # one picture changed: a new build, a new worker
        page.goto(f"{url}games/{GAME}/")
        page.get_by_role("button", name="Reload").click()  # the new version takes over
        page.wait_for_function("() => !document.querySelector('.pnp-update')", timeout=60000)
        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60000)
        names = page.evaluate("caches.keys()")
        assert len([name for name in names if name.startswith("pnp-site-")]) == 1
        for path in POISONED:
            assert page.evaluate(KEPT, [path, None]) == body(site_dir, path)
