"""Headless Chromium on a locally served site: shared by the browser tests, the benchmark and the screenshots.

Chromium is Debian's (``/usr/lib/chromium/chromium``), driven by Playwright for Python, with the flags
measured in ``shared/notes/browser-and-pyodide.md``: among them a host-resolver rule that maps every
host but 127.0.0.1 to nothing, so even the browser's own background look-ups cannot leave the machine.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

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


class QuietHandler(SimpleHTTPRequestHandler):
    """Serves files without logging every request to stderr."""

    def log_message(self, format: str, *args: Any) -> None:
        """Drop the access log."""


@contextmanager
def serve(root: Path) -> Iterator[str]:
    """Serve ``root`` (which may be created later) on a free port of 127.0.0.1; yields the base URL ending in /."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(root)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def launch(playwright: Any, profile: Path, viewport: dict[str, int] | None = None, **options: Any) -> Any:
    """A headless Chromium context with its own profile folder (a fresh folder is a cold browser).

    ``options`` go to Playwright as they are: ``has_touch=True, is_mobile=True`` make a phone.
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
        context.on("request", lambda request: self.urls.append(request.url))

    def external(self) -> list[str]:
        """Requested URLs that are not on the local server (data: and blob: URLs never leave the page)."""
        return [url for url in self.urls if not url.startswith((self.origin, "data:", "blob:"))]

    def count(self, suffix: str) -> int:
        """How many requests asked for a path ending in ``suffix``."""
        return sum(1 for url in self.urls if url.split("?")[0].endswith(suffix))


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


def visit(page: Any, url: str) -> None:
    """Go to ``url`` as a reader would: by a link, so Material's instant navigation keeps the visit alive.

    The first visit of a tab loads the page; later ones click a temporary link. A link to the page already
    shown would reload it, so that case goes through another page first (the site is served at a root).
    """
    if not page.evaluate("typeof window.pnp === 'object'"):
        page.goto(url)
        page.wait_for_function("typeof window.pnp === 'object'")
        return
    here = page.url.split("#")[0]
    if here == url.split("#")[0]:
        home = urljoin(url, "/")
        follow_link(page, urljoin(home, "about/") if here == home else home)
    follow_link(page, url)


def follow_link(page: Any, url: str) -> None:
    """Click a link to ``url`` and wait until the new page's content is in place."""
    page.evaluate(
        """url => {
        document.querySelector("article").dataset.leaving = "true";
        const link = Object.assign(document.createElement("a"), {href: url});
        document.body.append(link);
        link.click();
        link.remove();
    }""",
        url,
    )
    page.wait_for_function("() => !document.querySelector('article[data-leaving]')")
