"""The preview server: a built rules site served on this machine the way a well-set web host serves it.

``pnp site serve`` runs it, and so do the site's tests and benchmarks. Like a host set up as the README's
*Hosting the site* says, it sends a file's precompressed copy (``.br``, else ``.gz``; see
``generator.precompress``) to a browser that accepts it, adds the headers of the site's ``_headers`` file
(the Content-Security-Policy among them), gives WebAssembly and JavaScript modules their content types,
answers "not modified" to a browser that holds the file already, keeps connections open (HTTP/1.1), and
answers an unknown path with the site's 404 page.

With live reload on (``pnp site serve``), a page's ``assets/js/live-reload.mjs`` asks
``.pnp-live-reload?build=N`` and is answered when a build later than N is in place (or after a while, with
the same N).
"""

from __future__ import annotations

import contextlib
import mimetypes
import os
import posixpath
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

from generator.csp import HEADERS_FILE
from generator.files.checkout import REPO, SITE
from generator.precompress import ENCODINGS
from generator.site import SiteError, build_site, check_data, pyodide_version

CONTENT_TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json",
    ".json": "application/json",
    ".webp": "image/webp",
    ".svg": "image/svg+xml",
}
"""Content types that Python's table lacks or gets wrong on some systems."""
TEXT_TYPES = ("text/", "application/json", "application/manifest+json", "image/svg+xml")
LIVE_RELOAD_PATH = ".pnp-live-reload"
LIVE_RELOAD_WAIT_S = 25.0
"""How long a live-reload question waits for a new build before it is answered with the same one."""
HIDDEN = (HEADERS_FILE,)
"""Files of the site that a host reads but never sends."""


def content_type(path: Path) -> str:
    """The Content-Type of a file, with the character set of text."""
    kind = CONTENT_TYPES.get(path.suffix) or mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    return f"{kind}; charset=utf-8" if kind.startswith(TEXT_TYPES) else kind


def accepted_encodings(header: str) -> set[str]:
    """The content codings an ``Accept-Encoding`` header allows: those it names, but for any refused with ``q=0``."""
    accepted = set()
    for part in header.split(","):
        coding, _, parameter = (piece.strip() for piece in part.partition(";"))
        name, _, value = parameter.partition("=")
        try:
            refused = name.strip() == "q" and float(value) == 0
        except ValueError:
            refused = False
        if coding and not refused:
            accepted.add(coding.lower())
    return accepted


def header_rules(text: str) -> list[tuple[str, list[tuple[str, str]]]]:
    """The rules of a ``_headers`` file: (path pattern, [(name, value), ...]) in the file's order."""
    rules: list[tuple[str, list[tuple[str, str]]]] = []
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line[0].isspace():
            rules.append((line.strip(), []))
        elif rules and ":" in line:
            name, value = line.split(":", 1)
            rules[-1][1].append((name.strip(), value.strip()))
    return rules


def matches(pattern: str, path: str) -> bool:
    """Whether a ``_headers`` path pattern (``/*``, ``/assets/*``, ``/sw.js``) covers the site path ``path``."""
    return path.startswith(pattern[:-1]) if pattern.endswith("*") else path == pattern


class PreviewServer(ThreadingHTTPServer):
    """Serves the site in ``root`` under ``sub_path``; notes what it answered, and counts builds for live reload."""

    daemon_threads = True

    def __init__(self, address: tuple[str, int], root: Path, sub_path: str = "/", compress: bool = True) -> None:
        super().__init__(address, PreviewHandler)
        self.root = root
        self.sub_path = sub_path
        self.compress = compress
        self.answered: list[tuple[str, int]] = []
        """(path, status) of every request answered."""
        self.sent: list[tuple[str, int]] = []
        """(path, bytes) of every body sent, as sent (compressed when it was)."""
        self.build = 0
        self.new_build = threading.Condition()

    def built(self) -> None:
        """A new build is in place: pages waiting for one reload."""
        with self.new_build:
            self.build += 1
            self.new_build.notify_all()

    def headers_for(self, site_path: str) -> list[tuple[str, str]]:
        """The headers the site's ``_headers`` file gives ``site_path`` (``/games/my-game/``)."""
        try:
            text = (self.root / HEADERS_FILE).read_text(encoding="utf-8")
        except OSError:
            return []
        return [header for pattern, headers in header_rules(text) if matches(pattern, site_path) for header in headers]


class PreviewHandler(BaseHTTPRequestHandler):
    """One request to the preview server."""

    server: PreviewServer
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:
        """No access log: the server notes what it answered instead."""

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        """Note the request and its status."""
        self.server.answered.append((self.path, int(code) if str(code).isdigit() else 0))

    def do_GET(self) -> None:
        """Answer with the file, its precompressed copy, a redirect, "not modified" or the 404 page."""
        self.answer(with_body=True)

    def do_HEAD(self) -> None:
        """As GET, without the body."""
        self.answer(with_body=False)

    def answer(self, with_body: bool) -> None:
        """Find what the path names under the site's root and send it."""
        url = urlsplit(self.path)
        path = unquote(url.path)
        if not path.startswith(self.server.sub_path):
            self.send_file(self.server.root / "404.html", "/404.html", 404, with_body)
            return
        site_path = "/" + path[len(self.server.sub_path) :]
        if site_path == "/" + LIVE_RELOAD_PATH:
            self.live_reload(url.query)
            return
        relative = posixpath.normpath(site_path).lstrip("/")
        file = (self.server.root / relative).resolve()
        inside = file == self.server.root.resolve() or file.is_relative_to(self.server.root.resolve())
        if inside and file.is_dir():
            if not site_path.endswith("/"):
                self.redirect(url.path + "/" + (f"?{url.query}" if url.query else ""))
                return
            file, site_path = file / "index.html", site_path + "index.html"
        if not inside or not file.is_file() or file.name in HIDDEN:
            self.send_file(self.server.root / "404.html", "/404.html", 404, with_body)
            return
        self.send_file(file, site_path, 200, with_body)

    def redirect(self, location: str) -> None:
        """A permanent redirect to ``location`` (a folder's address with its final slash)."""
        self.send_response(301)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def send_file(self, file: Path, site_path: str, status: int, with_body: bool) -> None:
        """Send ``file`` (or its precompressed copy) with ``status``, or "not modified" when the browser has it."""
        if not file.is_file():
            self.send_error(status)
            return
        copies = {coding: file.with_name(file.name + suffix) for coding, suffix in ENCODINGS.items()}
        present = {coding: copy for coding, copy in copies.items() if copy.is_file()}
        accepted = accepted_encodings(self.headers.get("Accept-Encoding", "")) if self.server.compress else set()
        coding = next((coding for coding in present if coding in accepted), None)
        body_file = present[coding] if coding else file
        stat = body_file.stat()
        tag = f'"{stat.st_size:x}-{stat.st_mtime_ns:x}{f"-{coding}" if coding else ""}"'
        if status == 200 and self.headers.get("If-None-Match") == tag:
            self.send_response(304)
            self.send_header("ETag", tag)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        self.send_response(status)
        self.send_header("Content-Type", content_type(file))
        self.send_header("Content-Length", str(stat.st_size))
        self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))
        self.send_header("ETag", tag)
        if coding:
            self.send_header("Content-Encoding", coding)
        if present:
            self.send_header("Vary", "Accept-Encoding")
        for name, value in self.server.headers_for(site_path):
            self.send_header(name, value)
        self.end_headers()
        if with_body:
            self.wfile.write(body_file.read_bytes())
            self.server.sent.append((self.path, stat.st_size))

    def live_reload(self, query: str) -> None:
        """Answer with the number of the build in place, once it differs from the one asked about (or after a while)."""
        known = parse_qs(query).get("build", [""])[0]
        with self.server.new_build:
            self.server.new_build.wait_for(lambda: str(self.server.build) != known, timeout=LIVE_RELOAD_WAIT_S)
            body = str(self.server.build).encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Cache-Control", "no-store")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@contextmanager
def serving(root: Path, sub_path: str = "/", compress: bool = True, port: int = 0) -> Iterator[PreviewServer]:
    """Serve ``root`` (which may be created later) on 127.0.0.1 (a free port unless ``port`` is given) under
    ``sub_path`` (``/games/``), from a thread, until the block ends."""
    server = PreviewServer(("127.0.0.1", port), root, sub_path, compress)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


def address(server: PreviewServer) -> str:
    """The site's address on ``server``, ending in /."""
    return f"http://127.0.0.1:{server.server_address[1]}{server.sub_path}"


WATCHED = (SITE, REPO / "templates", REPO / "card_data", REPO / "generator")
"""What ``serve_site`` rebuilds the site for when it changes (``site/node_modules`` aside)."""


def serve_site(port: int, data_dir: Path | None = None, games: tuple[str, ...] | None = None) -> None:
    """Serve the site on localhost with the preview server (``generator.preview``: precompressed files, the
    site's headers), rebuilding it when docs, templates, card data or code change; open pages reload.
    ``games``: only those games' pages (with the home page and what they share), which rebuild sooner."""
    from generator.games.printable import Checked

    pyodide_version()
    url = f"http://127.0.0.1:{port}/"
    watched = (*WATCHED, data_dir) if data_dir else WATCHED
    checked = Checked()  # a rebuild draws again only the games that changed to check them
    with tempfile.TemporaryDirectory(prefix="pnp-site-") as folder, ExitStack() as running:
        out = Path(folder) / "site"
        try:
            server = running.enter_context(serving(out, port=port))
        except OSError as error:
            raise SiteError(f"cannot serve on 127.0.0.1:{port}: {error.strerror}") from None
        build_site(out, data_dir, site_url=url, live_reload=True, games=games, checked=checked)
        print(f"The rules site is at {url} (Ctrl-C stops the server)", flush=True)
        for _change in changes(watched):
            try:  # the rules booklets are typeset once the pages have reloaded: the site shows none of them
                build_site(out, data_dir, site_url=url, live_reload=True, games=games, checked=checked, booklets=())
            except SiteError as error:
                print(f"error: {error}\n(the last good build is still served)", flush=True)
                continue
            server.built()
            print("Rebuilt: open pages reload.", flush=True)
            try:
                check_data(data_dir, games, checked)
            except SiteError as error:
                print(f"error: {error}\n(the site shows the change; `pnp build` refuses it until then)", flush=True)


LEFT_OUT = ("node_modules", "__pycache__")
"""Folders whose changes never call for a new build (installed packages, compiled Python)."""


def changes(folders: tuple[Path, ...], every_s: float = 0.25) -> Iterator[None]:
    """Yield each time a file under ``folders`` is added, removed or changed (looked at every ``every_s``)."""

    def signature() -> frozenset[tuple[str, int]]:
        found = set()
        for folder in folders:
            for root, subfolders, names in os.walk(folder):
                subfolders[:] = [name for name in subfolders if name not in LEFT_OUT]
                for name in names:
                    path = os.path.join(root, name)
                    with contextlib.suppress(OSError):  # removed meanwhile: its absence is the change
                        found.add((path, os.stat(path).st_mtime_ns))
        return frozenset(found)

    seen = signature()
    while True:
        time.sleep(every_s)
        now = signature()
        if now != seen:
            seen = now
            yield
