"""Headless Chromium on a locally served site: shared by the browser tests, the benchmark and the screenshots.

Chromium is Debian's (``/usr/lib/chromium/chromium``: its ``/usr/bin/chromium`` wrapper prints a warning),
driven by Playwright for Python, with the flags found to keep it quiet and local: among them a host-resolver rule
that maps every host but 127.0.0.1 to nothing, so even the browser's own background look-ups (which page request
logs do not show) cannot leave the machine.
"""

from __future__ import annotations

import json
import os
import shutil
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

from generator.preview import address, serving

CHROMIUM = Path("/usr/lib/chromium/chromium")
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
]
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}


class SiteAddress(str):
    """The URL of a served site, with the (path, status) of every request the server answered and the
    (path, bytes) of every body it sent (as sent: compressed when it was)."""

    answered: list[tuple[str, int]]
    sent: list[tuple[str, int]]

    def bodies_sent(self, suffix: str) -> int:
        """How many times the server sent a file ending in ``suffix`` in full (status 200)."""
        return sum(1 for path, status in self.answered if status == 200 and path.split("?")[0].endswith(suffix))

    def bytes_sent(self, *parts: str) -> int:
        """Bytes of the bodies sent so far, of paths containing one of ``parts`` (of all paths, with none)."""
        return sum(size for path, size in list(self.sent) if not parts or any(part in path for part in parts))


@contextmanager
def serve(root: Path, sub_path: str = "/", compress: bool = True) -> Iterator[SiteAddress]:
    """Serve ``root`` (which may be created later) with the preview server on a free port of 127.0.0.1 under
    ``sub_path`` (``/games/``): precompressed, as a web host does, unless ``compress`` is off (as
    ``python -m http.server`` serves); yields the site's URL, ending in /."""
    with serving(root, sub_path, compress) as server:
        site = SiteAddress(address(server))
        site.answered, site.sent = server.answered, server.sent
        yield site


@contextmanager
def rebuildable_site(folder: Path, sub_path: str) -> Iterator[tuple[Path, Path, SiteAddress]]:
    """A site built from a copy of the card data in ``folder``, served at ``sub_path``, for a test to change and
    build again: (card data, site folder, URL)."""
    from generator.data.folder import DEFAULT_DATA_DIR
    from generator.site import build_site

    data = Path(shutil.copytree(DEFAULT_DATA_DIR, folder / "card_data"))
    out = folder / "site"
    with serve(out, sub_path=sub_path) as url:
        build_site(out, data, site_url=url)
        yield data, out, url


def require_chromium() -> None:
    """Skip without Chromium on a developer machine; in CI (``CI=true``) a missing Chromium is a failure."""
    import pytest

    if CHROMIUM.exists():
        return
    message = f"Chromium is not installed at {CHROMIUM} (.ci/setup installs it)"
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(message)
    pytest.skip(message)


def launch(playwright: Any, profile: Path, viewport: dict[str, int] | None = None, **options: Any) -> Any:
    """A headless Chromium context with its own profile folder (a fresh folder is a cold browser).

    ``options`` go to Playwright as they are: ``has_touch=True, is_mobile=True`` make a phone;
    ``service_workers="block"`` lets ``page.route`` see every request.
    """
    return playwright.chromium.launch_persistent_context(
        str(profile),
        executable_path=str(CHROMIUM),
        headless=True,
        args=CHROMIUM_FLAGS,
        viewport=viewport or DESKTOP,
        **options,
    )


class RequestLog:
    """Every URL a browser context requests, to prove that nothing goes anywhere but the local server."""

    def __init__(self, context: Any, origin: str) -> None:
        self.origin = origin
        self.urls: list[str] = []
        self.page_urls: list[str] = []
        """The requests of pages, without those of the service worker (which keeps files for offline use)."""
        context.on("request", self.record)

    def record(self, request: Any) -> None:
        """Note one request, and whether a page made it."""
        self.urls.append(request.url)
        if request.service_worker is None:
            self.page_urls.append(request.url)

    def external(self) -> list[str]:
        """Requested URLs that are not on the local server (data: and blob: URLs never leave the page)."""
        return [url for url in self.urls if not url.startswith((self.origin, "data:", "blob:"))]

    def count(self, suffix: str) -> int:
        """How many requests of pages asked for a path ending in ``suffix``."""
        return sum(1 for url in self.page_urls if url.split("?")[0].endswith(suffix))


def wait_for_result(page: Any, computations: int = 1, game: str = "", timeout_ms: int = 60000) -> None:
    """Wait until the calculator on ``page`` (of ``game``, when given) has computed ``computations`` times."""
    page.wait_for_function(
        """([n, game]) => {
            const root = document.querySelector(game ? `.pnp-calculator[data-game="${game}"]` : ".pnp-calculator");
            return Number(root?.dataset.computations || 0) >= n;
        }""",
        arg=[computations, game],
        timeout=timeout_ms,
    )


def wait_until(page: Any, function: str, arg: Any = None, timeout_s: float = 60, interval_s: float = 0.25) -> Any:
    """Wait until the JavaScript ``function`` (which may be async) returns a truthy value on ``page``; return it.

    Playwright's ``wait_for_function`` cannot wait on an async function: it takes the promise it returns,
    a truthy object, for success at once. This evaluates the function again until its result is truthy.
    """
    deadline = time.monotonic() + timeout_s
    while True:
        result = page.evaluate(function, arg)
        if result:
            return result
        if time.monotonic() > deadline:
            raise TimeoutError(f"after {timeout_s} s still {result!r}: {function}")
        time.sleep(interval_s)


def visit(page: Any, url: str) -> None:
    """Go to ``url`` as a reader would: by a link, so Material's instant navigation keeps the visit alive.

    The first visit of a tab loads the page; later ones click a temporary link. A link to the page already
    shown would reload it, so that case goes through another page first (the site is served at a root).
    """
    if not page.evaluate("typeof window.pnp === 'object'"):
        page.goto(url)
        page.wait_for_function("() => typeof window.pnp === 'object'")
        return
    here = page.url.split("#")[0]
    if here == url.split("#")[0]:
        home = urljoin(url, "/")
        follow_link(page, urljoin(home, "about/") if here == home else home)
    follow_link(page, url)


PAGE_CONTENT = "article.md-content__inner"
"""The page's own content, which instant navigation replaces (the search's results are articles too, and stay)."""


def leave_page(page: Any, action: Callable[[], object]) -> None:
    """Do ``action`` (a click, a step back in the history) and wait until the next page's content is in place.

    Instant navigation changes the address before it replaces the content: waiting for the address alone can
    read the page being left.
    """
    page.evaluate("content => { document.querySelector(content).dataset.leaving = 'true'; }", PAGE_CONTENT)
    action()
    page.wait_for_function("content => !document.querySelector(`${content}[data-leaving]`)", arg=PAGE_CONTENT)


def follow_link(page: Any, url: str) -> None:
    """Click a link to ``url`` and wait until the new page's content is in place."""
    leave_page(
        page,
        lambda: page.evaluate(
            """url => {
            const link = Object.assign(document.createElement("a"), {href: url});
            document.body.append(link);
            link.click();
            link.remove();
        }""",
            url,
        ),
    )


FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def spec_example(game_id: str) -> str:
    """The state text of a game's example in the spec, from its golden fixture."""
    [path] = [*FIXTURES.glob(f"{game_id}/spec-example.json"), *FIXTURES.glob(f"{game_id}/01-spec-example.json")]
    return json.dumps(json.loads(path.read_text(encoding="utf-8"))["state"])
