"""Fixtures of the browser tests (a plugin of ``tests/conftest.py``, so that a game's own tests in
``tests/games/<game>/`` have them too): one site build per session, a local server, and headless Chromium.

Browser tests skip when Chromium is missing on a developer machine, and fail when ``CI=true``.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from harness import RequestLog, launch, serve

from generator.site import build_site


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, str]]:
    """The site, built once per session and served from a thread on 127.0.0.1: (folder, base URL).

    The server starts first so the build can carry its URL: Material's instant navigation only takes
    over links that match the site_url's port.
    """
    out = tmp_path_factory.mktemp("build") / "site"
    with serve(out) as url:
        build_site(out, site_url=url)
        yield out, url


@pytest.fixture(scope="session")
def site_dir(built_site: tuple[Path, str]) -> Path:
    """The folder of the session's site build."""
    return built_site[0]


@pytest.fixture(scope="session")
def site_url(built_site: tuple[Path, str]) -> str:
    """The base URL of the session's site build."""
    return built_site[1]


@pytest.fixture(scope="session")
def browser(playwright_driver: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """One headless Chromium context for the session, with a fresh profile."""
    context = launch(playwright_driver, tmp_path_factory.mktemp("profile"))
    yield context
    context.close()


@pytest.fixture(scope="session")
def requests(browser: Any, site_url: str) -> RequestLog:
    """Every request the session's browser makes."""
    return RequestLog(browser, site_url)


class Tab:
    """The session's one browser tab, with the page errors and dialogs seen since the last test began."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.errors: list[str] = []
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.on("dialog", lambda dialog: (self.errors.append(f"dialog: {dialog.message}"), dialog.dismiss()))


@pytest.fixture(scope="session")
def tab(browser: Any) -> Tab:
    """One tab for the whole session: tests move between pages with instant navigation, like a reader."""
    return Tab(browser.new_page())


@pytest.fixture
def page(tab: Tab, requests: RequestLog) -> Iterator[Any]:
    """The session's tab; fails the test on a page error, a dialog, or a request off the local server."""
    tab.errors.clear()
    yield tab.page
    assert tab.errors == []
    assert requests.external() == []


@pytest.fixture(scope="session")
def plain_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, str]]:
    """The site built without --site-url, served under a sub-path it knows nothing of: (folder, base URL)."""
    out = tmp_path_factory.mktemp("plain") / "site"
    build_site(out)
    with serve(out, sub_path="/somewhere/else/") as url:
        yield out, url
