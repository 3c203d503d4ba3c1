"""Shared fixtures: the CLI runner, the repository's paths, the session's Playwright with fresh browsers on it,
and the site built from hostile card data."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings
from typer.testing import CliRunner

REPO = Path(__file__).resolve().parents[1]
CARD_DATA = REPO / "card_data"
sys.path[:0] = [str(REPO / "tests"), str(REPO / "tests" / "site"), str(REPO / "tests" / "reliability")]

from harness import SiteAddress, launch, require_chromium, serve  # noqa: E402
from hostile_data import hostile_card_data, markup_allowed  # noqa: E402

settings.register_profile("repeatable", derandomize=True, database=None)
settings.load_profile("repeatable")
"""Property tests draw the same examples on every run (a seed of their own from each test's name): the suite
gives one verdict on one commit. To explore further, run with ``--hypothesis-seed=N``."""

pytest_plugins = ["site_fixtures"]
"""The browser tests' fixtures, for ``tests/site`` and every game's own tests alike."""


@pytest.fixture
def runner() -> CliRunner:
    """A CliRunner for ``generator.cli.app``."""
    return CliRunner()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Thorough runs (marked ``slow``) run only when asked for: ``pytest -m slow``."""
    if "slow" in (config.option.markexpr or ""):
        return
    slow = [item for item in items if item.get_closest_marker("slow")]
    if slow:
        config.hook.pytest_deselected(items=slow)
        items[:] = [item for item in items if not item.get_closest_marker("slow")]


@pytest.fixture(scope="session")
def playwright_driver() -> Iterator[Any]:
    """Playwright for the session, one for every test folder (Playwright's sync API runs once per thread): every
    browser context of the tests is launched from it."""
    require_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        yield playwright


@pytest.fixture(scope="session")
def chromium(playwright_driver: Any) -> Callable[..., AbstractContextManager[Any]]:
    """``with chromium(profile, viewport, **options) as context``: a fresh browser context as ``harness.launch``
    makes it, on the session's Playwright, closed when the block ends."""

    @contextmanager
    def fresh_context(profile: Path, viewport: dict[str, int] | None = None, **options: Any) -> Iterator[Any]:
        context = launch(playwright_driver, profile, viewport, **options)
        try:
            yield context
        finally:
            context.close()

    return fresh_context


@pytest.fixture(scope="session")
def hostile_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, SiteAddress]]:
    """The site built from hostile card data (``tests/reliability/hostile_data.py``), with the loader's refusal
    of markup switched off so that only the escaping stands, served under a sub-path: (folder, base URL)."""
    from generator.site import build_site

    folder = tmp_path_factory.mktemp("hostile")
    data = hostile_card_data(folder / "card_data")
    out = folder / "site"
    with serve(out, sub_path="/hostile/site/") as url:
        with markup_allowed():
            build_site(out, data, site_url=url)
        yield out, url
