"""The preview server (generator/preview.py) serves a built site as a well-set host does: precompressed
bodies to browsers that accept them, the site's ``_headers``, content types, "not modified", redirects to a
folder's address, the 404 page, nothing outside the site; and it tells pages of live reload about new builds.
These run on small folders of their own; the browser tests use the server on the real site."""

from __future__ import annotations

import gzip
import hashlib
import http.client
import os
import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from found_games import GAMES
from typer.testing import CliRunner

from generator import precompress, preview
from generator.cli import app
from generator.site import build_site

PAGE = "<!doctype html><title>Rules</title>" + "<p>Every rule has a number.</p>" * 100


@pytest.fixture
def site(tmp_path: Path) -> Path:
    """A small site: a page with its precompressed copies, a module, WebAssembly, a 404 page and headers."""
    root = tmp_path / "site"
    (root / "games" / "a-game").mkdir(parents=True)
    (root / "games" / "a-game" / "index.html").write_text(PAGE, encoding="utf-8")
    (root / "games" / "a-game" / "index.html.gz").write_bytes(gzip.compress(PAGE.encode(), mtime=0))
    (root / "games" / "a-game" / "index.html.br").write_bytes(b"brotli bytes")
    (root / "engine.mjs").write_text("export const x = 1;\n", encoding="utf-8")
    (root / "python.wasm").write_bytes(b"\0asm")
    (root / "404.html").write_text("<p>No such page</p>", encoding="utf-8")
    (root / "_headers").write_text("/*\n  X-Frame: none\n/games/*\n  X-Games: yes\n", encoding="utf-8")
    (tmp_path / "secret.txt").write_text("outside", encoding="utf-8")
    return root


@pytest.fixture
def server(site: Path) -> Iterator[preview.PreviewServer]:
    """The preview server on ``site``, under a sub-path."""
    with preview.serving(site, sub_path="/games-site/") as running:
        yield running


def get(server: preview.PreviewServer, path: str, **headers: str) -> tuple[int, dict[str, str], bytes]:
    """Status, headers and body of a GET of ``path`` on ``server``."""
    connection = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=30)
    connection.request("GET", path, headers=headers)
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, dict(response.getheaders()), body


def test_a_browser_that_accepts_brotli_gets_the_brotli_copy_and_others_gzip_or_none(
    server: preview.PreviewServer,
) -> None:
    page = "/games-site/games/a-game/"
    status, headers, body = get(server, page, **{"Accept-Encoding": "gzip, deflate, br, zstd"})
    assert (status, headers["Content-Encoding"], body) == (200, "br", b"brotli bytes")
    assert headers["Vary"] == "Accept-Encoding" and headers["Content-Type"] == "text/html; charset=utf-8"
    _status, headers, body = get(server, page, **{"Accept-Encoding": "gzip, br;q=0"})
    assert (headers["Content-Encoding"], gzip.decompress(body).decode()) == ("gzip", PAGE)
    _status, headers, body = get(server, page)
    assert "Content-Encoding" not in headers and body.decode() == PAGE
    assert headers["Content-Length"] == str(len(PAGE))


def test_the_site_headers_content_types_and_not_modified(server: preview.PreviewServer) -> None:
    _status, headers, _ = get(server, "/games-site/games/a-game/index.html", **{"Accept-Encoding": "br"})
    assert (headers["X-Frame"], headers["X-Games"]) == ("none", "yes")
    assert (
        get(
            server,
            "/games-site/games/a-game/index.html",
            **{"If-None-Match": headers["ETag"], "Accept-Encoding": "br"},
        )[0]
        == 304
    )
    _, module, _ = get(server, "/games-site/engine.mjs")
    assert module["Content-Type"] == "text/javascript; charset=utf-8" and "X-Games" not in module
    assert get(server, "/games-site/python.wasm")[1]["Content-Type"] == "application/wasm"


@pytest.mark.parametrize(
    ("path", "status"),
    [
        ("/games-site/games/a-game", 301),
        ("/games-site/nowhere/", 404),
        ("/games-site/../secret.txt", 404),
        ("/games-site/%2e%2e/secret.txt", 404),
        ("/games-site/_headers", 404),
        ("/elsewhere/games/a-game/", 404),
    ],
)
def test_folders_redirect_and_nothing_outside_the_site_is_served(
    server: preview.PreviewServer, path: str, status: int
) -> None:
    answer, headers, body = get(server, path)
    assert answer == status
    if status == 301:
        assert headers["Location"] == "/games-site/games/a-game/"
    else:
        assert body == b"<p>No such page</p>"


def test_live_reload_is_answered_when_a_new_build_is_in_place(server: preview.PreviewServer) -> None:
    assert get(server, "/games-site/.pnp-live-reload?build=")[2] == b"0"
    threading.Timer(0.3, server.built).start()
    started = time.monotonic()
    assert get(server, "/games-site/.pnp-live-reload?build=0")[2] == b"1"
    assert 0.2 < time.monotonic() - started < preview.LIVE_RELOAD_WAIT_S


def test_large_files_get_compressed_copies_when_they_compress(tmp_path: Path) -> None:
    (tmp_path / "downloads").mkdir()
    files = {
        "page.html": b"<p>rule</p>" * 200,
        "small.js": b"x = 1;",
        "deflated.zip": os.urandom(4000),
        "downloads/deck.json": b"{}" * 2000,
    }
    for name, content in files.items():
        (tmp_path / name).write_bytes(content)
    assert precompress.compressible(tmp_path) == [tmp_path / "deflated.zip", tmp_path / "page.html"]
    precompress.precompress(tmp_path, tmp_path.parent / "compressed")
    copies = sorted(
        path.relative_to(tmp_path).as_posix() for path in tmp_path.rglob("*.*") if path.suffix in (".br", ".gz")
    )
    assert copies == ["page.html.br", "page.html.gz"]
    assert gzip.decompress((tmp_path / "page.html.gz").read_bytes()) == files["page.html"]


def test_brotli_takes_quality_10_below_a_quarter_mb_and_quality_9_above(tmp_path: Path) -> None:
    """Both copies hold the file (node's zlib inflates them); the cache names each by content and quality."""
    words = " ".join(f"rule-{number % 997} card-{number % 89}" for number in range(120_000)).encode()
    files = {"large.json": words[: precompress.LARGE_FILE_BYTES], "page.html": words[:5000]}
    for name, content in files.items():
        (tmp_path / "site" / name).parent.mkdir(exist_ok=True)
        (tmp_path / "site" / name).write_bytes(content)
    precompress.precompress(tmp_path / "site", tmp_path / "compressed")
    inflate = "process.stdout.write(require('zlib').brotliDecompressSync(require('fs').readFileSync(process.argv[1])))"
    for name, content in files.items():
        copy = tmp_path / "site" / f"{name}.br"
        assert subprocess.run(["node", "-e", inflate, copy], capture_output=True, check=True).stdout == content
    cached = sorted(path.name.split("-")[1] for path in (tmp_path / "compressed").rglob("*.br"))
    assert cached == ["q10.br", "q9.br"]


def test_copies_setup_made_are_taken_as_they_are_and_not_compressed_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Pyodide's core files are compressed once by setup (.ci/compress_runtime.py): a build on an empty user cache
    copies those, and compresses only the rest."""
    runtime, page = b"wasm bytes " * 300, b"<p>rule</p>" * 200
    (tmp_path / "site").mkdir()
    (tmp_path / "site" / "runtime.wasm").write_bytes(runtime)
    (tmp_path / "site" / "page.html").write_bytes(page)
    monkeypatch.setattr(precompress, "INSTALLED", tmp_path / "installed")
    precompress.installed_copies([tmp_path / "site" / "runtime.wasm"])
    installed = sorted(path.name.split(".")[-1] for path in (tmp_path / "installed").rglob("*.*"))
    assert installed == ["br", "gz"]
    jobs: list[list[tuple[Path, Path, int]]] = []
    running = precompress.brotli_running
    monkeypatch.setattr(precompress, "brotli_running", lambda missing: jobs.append(missing) or running(missing))
    precompress.precompress(tmp_path / "site", tmp_path / "compressed")
    assert [[source.name for source, _, _ in missing] for missing in jobs] == [["page.html"]]
    for name, suffix in (("runtime.wasm", ".br"), ("runtime.wasm", ".gz")):
        (copy,) = (tmp_path / "installed").rglob(f"*{suffix}")
        assert (tmp_path / "site" / f"{name}{suffix}").read_bytes() == copy.read_bytes()
    assert not any(
        path.name.startswith(hashlib.sha256(runtime).hexdigest()) for path in (tmp_path / "compressed").rglob("*")
    )


def test_site_serve_says_when_its_port_is_taken() -> None:
    with preview.serving(Path("/nonexistent")) as taken:
        result = CliRunner().invoke(app, ["site", "serve", "--port", str(taken.server_address[1])])
    assert result.exit_code == 2
    assert result.stderr.startswith(f"error: cannot serve on 127.0.0.1:{taken.server_address[1]}: ")


def test_the_preview_builds_no_compressed_copies(tmp_path: Path) -> None:
    """``pnp site serve`` rebuilds on every change: compressing is for a published site."""
    report = build_site(tmp_path / "site", games=GAMES[:1], live_reload=True)
    assert [path.name for path in (tmp_path / "site").rglob("*") if path.suffix in (".br", ".gz")] == []
    assert "compression" not in report.seconds and (tmp_path / "site" / "index.html").is_file()
