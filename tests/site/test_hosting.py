"""The built site off localhost: its address, the trimmed engine, the Content-Security-Policy, escaping,
the service worker and the web app manifest (files only; the browser tests are in test_offline.py)."""

from __future__ import annotations

import base64
import gzip
import hashlib
import html
import json
import re
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import markdown
import pytest
from found_games import GAMES, PLAYABLE, WITH_RULES
from hostile_data import HOSTILE_NAME, HOSTILE_QUOTED, HOSTILE_TEXT, NAMED
from PIL import Image
from typer.testing import CliRunner

from generator import offline, precompress, site
from generator.cli import app
from generator.data.collection import read_collection
from generator.data.folder import DEFAULT_DATA_DIR
from generator.data.load import load_game
from generator.markdown import plain, text_renderer
from generator.pages import page_names
from generator.scoring import respond

BROTLI_DECOMPRESS = """
const { readFileSync } = require("node:fs");
const { brotliDecompressSync } = require("node:zlib");
const { createHash } = require("node:crypto");
const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");
console.log(JSON.stringify(process.argv.slice(1).map((file) => sha256(brotliDecompressSync(readFileSync(file))))));
"""
"""Prints the SHA-256 of each brotli file's decompressed content (Python has no brotli of its own)."""
ENGINE_GZIP_BUDGET = 6_000_000
"""Issue 11: until the first result, the engine costs at most 6 MB as a gzip-serving host sends it."""
PAGES = 1 + 1 + sum(len(page_names(game_id)) for game_id in GAMES) + 2
"""HTML pages of the site: 404, home, every page of each game, how to print, about."""
RUNTIME_REFERENCE = re.compile(r"pyodide/|pyodide\.(?:mjs|asm)|python_stdlib")
"""A reference to a file of the Pyodide runtime (the about page's link to pyodide.org is none)."""


def text_files(site_dir: Path) -> dict[str, str]:
    """Every page, sitemap, manifest and JSON file of a built site (no print files), by path."""
    suffixes = (".html", ".xml", ".json", ".webmanifest")
    return {
        path.relative_to(site_dir).as_posix(): path.read_text(encoding="utf-8")
        for path in site_dir.rglob("*")
        if path.suffix in suffixes and path.is_file() and "pyodide" not in path.parts
    }


# ── The address: --site-url, PNP_SITE_URL, or none ───────────────────────────────────────────────────


def test_without_a_site_url_no_file_names_any_host(plain_site: tuple[Path, str]) -> None:
    files = text_files(plain_site[0])
    assert len([name for name in files if name.endswith(".html")]) == PAGES
    for name, text in files.items():
        assert "127.0.0.1" not in text and "localhost" not in text, name
        assert 'rel="canonical"' not in text, name
    assert "<url>" not in files["sitemap.xml"]
    assert not (plain_site[0] / "sitemap.xml.gz").exists()


def test_a_site_url_gives_canonical_links_and_a_sitemap_at_that_address(hostile_site: tuple[Path, str]) -> None:
    site_dir, url = hostile_site
    rules = (site_dir / "games" / GAMES[0] / "rules" / "index.html").read_text(encoding="utf-8")
    assert f'<link rel="canonical" href="{url}games/{GAMES[0]}/rules/">' in rules
    sitemap = (site_dir / "sitemap.xml").read_text(encoding="utf-8")
    assert f"<loc>{url}games/{WITH_RULES[0]}/calculator/</loc>" in sitemap
    assert sitemap.count("<loc>") == PAGES - 1  # every page but the 404 page


@pytest.mark.parametrize(
    ("arguments", "environment", "expected"),
    [
        (["--site-url", "https://example.org/games"], {}, "https://example.org/games/"),
        ([], {"PNP_SITE_URL": "http://192.168.1.20:8123/"}, "http://192.168.1.20:8123/"),
        (["--site-url", "https://a.example/x/"], {"PNP_SITE_URL": "https://b.example/"}, "https://a.example/x/"),
        ([], {}, None),
    ],
)
def test_site_build_takes_the_address_from_the_option_or_the_environment(
    monkeypatch: pytest.MonkeyPatch, arguments: list[str], environment: dict[str, str], expected: str | None
) -> None:
    calls: list[Any] = []

    def build_site(out: Path, data: Path | None, *, site_url: str | None, games: object) -> site.SiteReport:
        calls.append(site_url)
        return site.SiteReport()

    monkeypatch.setattr(site, "build_site", build_site)
    monkeypatch.delenv("PNP_SITE_URL", raising=False)
    result = CliRunner().invoke(app, ["site", "build", *arguments], env=environment)
    assert result.exit_code == 0, result.output
    assert calls == [expected]


@pytest.mark.parametrize("command", [["site", "build"], ["build", "--no-site"]])
@pytest.mark.parametrize(
    ("url", "message"),
    [
        ("example.org", "expected an address like https://example.org/games/; got 'example.org'"),
        ("ftp://example.org/", "expected an address like https://example.org/games/; got 'ftp://example.org/'"),
        (
            "https://example.org/?x=1",
            "the address of a site has no ?query or #fragment; got 'https://example.org/?x=1'",
        ),
        (
            'https://example.org/x"><script>alert(1)</script>/',
            "an address holds only letters, digits and -._~!$&()*+,;=:@%/ (others %-escaped); got '\"' in "
            "'https://example.org/x\"><script>alert(1)</script>/'",
        ),
        (
            "https://ex ample.org/",
            "an address holds only letters, digits and -._~!$&()*+,;=:@%/ (others %-escaped); got ' ' in "
            "'https://ex ample.org/'",
        ),
    ],
)
def test_a_bad_site_url_is_refused_before_anything_is_built(command: list[str], url: str, message: str) -> None:
    result = CliRunner().invoke(app, [*command, "--site-url", url])
    assert result.exit_code == 2
    assert result.stderr == f"error: --site-url (or PNP_SITE_URL): {message}\n"


# ── The engine: trimmed, and still right on every golden fixture ──────────────────────────────────────


def test_the_engine_costs_at_most_6_mb_gzipped(site_dir: Path) -> None:
    sizes = json.loads((site_dir / site.ENGINE_URL).read_text(encoding="utf-8"))["bytes"]
    engine = {f"assets/{name}": (site_dir / "assets" / name).read_bytes() for name in sizes}
    assert {name: len(content) for name, content in engine.items()} == {f"assets/{n}": s for n, s in sizes.items()}
    gzipped = sum(len(gzip.compress(content, compresslevel=6)) for content in engine.values())
    assert gzipped <= ENGINE_GZIP_BUDGET
    trimmed = site_dir / "assets" / "pyodide" / "python_stdlib.zip"
    with zipfile.ZipFile(trimmed) as kept, zipfile.ZipFile(site.PYODIDE_PACKAGE / "python_stdlib.zip") as full:
        assert len(kept.infolist()) < len(full.infolist()) / 4


def test_every_golden_fixture_runs_on_the_trimmed_runtime_exactly_as_in_cpython(site_dir: Path) -> None:
    cases = site.golden_cases()
    assert len(cases) >= 2 * 50
    stdlib = site_dir / "assets" / "pyodide" / "python_stdlib.zip"
    outputs = site.run_cases(stdlib, site_dir / site.BUNDLE_URL, cases)["outputs"]
    assert outputs == [respond(command, game, text) for command, game, text in cases]


def test_the_lock_file_lists_no_package(site_dir: Path) -> None:
    lock = json.loads((site_dir / "assets" / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
    assert lock["packages"] == {}
    package_lock = json.loads((site.PYODIDE_PACKAGE / "pyodide-lock.json").read_text(encoding="utf-8"))
    assert lock["info"] == package_lock["info"]


def test_only_calculator_pages_ask_for_the_engine(site_dir: Path) -> None:
    """And no page names the engine's version (a digest of every game's data: one game's edit would change every
    calculator page); the worker reads it from engine.json."""
    version = json.loads((site_dir / site.ENGINE_URL).read_text(encoding="utf-8"))["version"]
    for page in site_dir.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        is_calculator = page.parent.name == "calculator"
        assert ('<meta name="pnp-engine"' in text) == is_calculator, page
        assert version not in text, page
        assert ('class="pnp-calculator"' in text) == is_calculator, page
        assert not RUNTIME_REFERENCE.search(text), page  # the engine's worker asks for Pyodide (engine-worker.mjs)


# ── Content-Security-Policy and escaping ──────────────────────────────────────────────────────────────


def test_every_page_carries_a_policy_of_the_site_itself_before_any_script(site_dir: Path) -> None:
    for page in sorted(site_dir.rglob("*.html")):
        text = page.read_text(encoding="utf-8")
        policy = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">', text)
        assert policy is not None, page
        assert text.index("Content-Security-Policy") < text.index("<script"), page
        directives = dict(part.strip().split(" ", 1) for part in policy[1].split(";"))
        assert directives["default-src"] == "'self'"
        assert directives["style-src"] == "'self'"
        sources = directives["script-src"].split()
        assert sources[:2] == ["'self'", "'wasm-unsafe-eval'"]
        assert all(source.startswith("'sha256-") for source in sources[2:])
        for script in re.findall(r"<script>(.*?)</script>", text, re.DOTALL):
            digest = base64.b64encode(hashlib.sha256(script.encode()).digest()).decode()
            assert f"'sha256-{digest}'" in sources
        assert "unsafe-inline" not in policy[1] and "'unsafe-eval'" not in policy[1]
        assert ' style="' not in text, page


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_balance_pages_draw_their_plots_as_svg(site_dir: Path, game_id: str) -> None:
    """The plots are markup the page shows (drawn, with their texts escaped inside), not escaped into text: one in
    each box, none escaped."""
    text = (site_dir / "games" / game_id / "balance" / "index.html").read_text(encoding="utf-8")
    assert text.count('<svg class="pnp-plot"') == text.count('<div class="pnp-plot-box">') > 0
    assert "&lt;svg" not in text and "\\#" not in text


def test_every_game_the_simulator_plays_has_a_balance_page_and_no_other_game_has(site_dir: Path) -> None:
    assert sorted(page.parent.parent.name for page in site_dir.glob("games/*/balance/index.html")) == list(PLAYABLE)


def test_plain_text_escapes_html_and_markdown() -> None:
    assert plain(HOSTILE_NAME) == "&lt;img src=x onerror=alert(1)&gt;"
    assert plain(HOSTILE_QUOTED) == "&quot;&gt;&lt;b onclick&gt;"
    assert plain("[x](javascript:y) {: .a } *b* `c` a|b #d\nnext") == (
        r"\[x\](javascript:y) \{: .a \} \*b\* \`c\` a\|b \#d next"
    )


def test_data_texts_keep_emphasis_code_and_references_only() -> None:
    game = load_game(GAMES[0])
    card, rule = game.cards[0], game.rules[0]
    render = text_renderer(game)
    assert render(f"**Might** and *culture*, `court`: {{{{ card('{card.id}') }}}} ({{{{ rule('{rule.id}') }}}})") == (
        f"**Might** and *culture*, <code>court</code>: [{plain(card.name)}](cards.md#card-{card.id}) "
        f"([{rule.id}](rules.md#{rule.id}))"
    )
    assert render(HOSTILE_TEXT) == (
        r"&lt;script&gt;alert(3)&lt;/script&gt; \[a link\](javascript:alert(4)) \{: onclick=alert(5) \}"
    )
    assert render("{% if true %}x{% endif %} `<b>`") == r"\{% if true %\}x\{% endif %\} <code>&#60;b&#62;</code>"


def test_a_code_block_in_a_data_text_shows_as_typed_and_runs_nothing() -> None:
    game = load_game(GAMES[0])
    rule = game.rules[0].id
    block = '    {"move": ["<script>alert(6)</script>"]}\n'
    rendered = text_renderer(game)(f"A state [x]:\n\n{block}\nThen {{{{ rule('{rule}') }}}}.")
    code = "".join(char if char.isalnum() or char == " " else f"&#{ord(char)};" for char in block.strip())
    assert rendered == f"A state \\[x\\]:\n\n\n\n<pre><code>{code}</code></pre>\n\n\nThen [{rule}](rules.md#{rule})."
    html_text = markdown.markdown(rendered)
    assert f"<pre><code>{code}</code></pre>" in html_text
    assert html.unescape(code) == block.strip() and "<script>" not in html_text


def test_hostile_card_data_reaches_no_page_as_markup(hostile_site: tuple[Path, str]) -> None:
    site_dir, _url = hostile_site
    pages = sorted(site_dir.rglob("*.html"))
    for page in pages:
        text = page.read_text(encoding="utf-8")
        for hostile in ("<img src=x", 'onerror="alert', "<script>alert", 'href="javascript:', 'onclick=alert(5)"'):
            assert hostile not in text, (page, hostile)
    cards = (site_dir / "games" / NAMED / "cards" / "index.html").read_text(encoding="utf-8")
    assert "&lt;img src=x onerror=alert(1)&gt;" in cards
    rules = (site_dir / "games" / NAMED / "rules" / "index.html").read_text(encoding="utf-8")
    assert "&lt;script&gt;alert(3)&lt;/script&gt; [a link](javascript:alert(4)) {: onclick=alert(5) }" in rules


# ── Offline: the web app manifest and the service worker ───────────────────────────────────────────────


def test_the_web_app_manifest_names_the_site_with_its_icons_and_colours(site_dir: Path) -> None:
    manifest = json.loads((site_dir / offline.WEB_MANIFEST).read_text(encoding="utf-8"))
    collection = read_collection(DEFAULT_DATA_DIR)[0]
    assert (manifest["name"], manifest["short_name"]) == (collection.title, collection.short_name)
    assert (manifest["start_url"], manifest["scope"], manifest["display"]) == ("./", "./", "standalone")
    assert manifest["theme_color"] == "#795548"
    for icon in manifest["icons"]:
        width, height = (int(side) for side in icon["sizes"].split("x"))
        with Image.open(site_dir / icon["src"]) as image:
            assert image.size == (width, height) and image.format == "PNG"
    assert {(icon["sizes"], icon["purpose"]) for icon in manifest["icons"]} >= {("192x192", "any"), ("512x512", "any")}
    home = (site_dir / "index.html").read_text(encoding="utf-8")
    assert '<link rel="manifest" href="manifest.webmanifest">' in home


def service_worker_lists(site_dir: Path) -> dict[str, Any]:
    """The BUILD, FILES, SHELL and ENGINE constants of a built site's service worker."""
    script = (site_dir / offline.SERVICE_WORKER).read_text(encoding="utf-8")
    return {
        name: json.loads(re.search(rf"^const {name} = (.*);$", script, re.MULTILINE)[1])  # type: ignore[index]
        for name in ("BUILD", "FILES", "SHELL", "ENGINE")
    }


def test_the_service_worker_keeps_every_page_and_the_engine_but_no_print_file(site_dir: Path) -> None:
    lists = service_worker_lists(site_dir)
    pages = {offline.site_key(page.relative_to(site_dir).as_posix()) for page in site_dir.rglob("*.html")}
    assert pages <= set(lists["SHELL"])
    assert {"search/search_index.json", "manifest.webmanifest", "assets/js/engine.mjs"} <= set(lists["SHELL"])
    assert "assets/engine.json" in lists["SHELL"]
    assert set(lists["ENGINE"]) == {
        "assets/scoring.zip",
        *(f"assets/pyodide/{name}" for name in (*site.RUNTIME_FILES, "pyodide-lock.json", "python_stdlib.zip")),
    }
    assert not set(lists["SHELL"]) & set(lists["ENGINE"])
    assert not [key for key in lists["FILES"] if key.startswith("downloads/") or key == "sw.js"]
    game = load_game(GAMES[0])
    assert f"games/{game.id}/images/{game.cards[0].id}.webp" in lists["FILES"]
    page = (site_dir / "games" / game.id / "rules" / "index.html").read_bytes()
    assert lists["FILES"][f"games/{game.id}/rules/"] == [hashlib.sha256(page).hexdigest(), len(page)]


def test_every_file_a_page_can_ask_for_is_in_the_service_workers_list(site_dir: Path) -> None:
    """A file the worker does not list would be answered by the network whatever build the page is of."""
    listed = set(service_worker_lists(site_dir)["FILES"])
    unlisted = {
        path.relative_to(site_dir).as_posix()
        for path in site_dir.rglob("*")
        if path.is_file() and offline.site_key(path.relative_to(site_dir).as_posix()) not in listed
    }
    copies = {name for name in unlisted if name.endswith((".br", ".gz"))}  # the host sends them for their files
    maps = {name for name in unlisted if name.endswith(".map")}  # only a browser's developer tools ask for these
    assert unlisted - copies - maps == {"sw.js", "_headers"}


def test_a_changed_file_gives_a_new_cache_version(tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text("<p>one</p>", encoding="utf-8")
    (tmp_path / "downloads").mkdir()
    (tmp_path / "downloads" / "deck.pdf").write_bytes(b"%PDF")
    first = offline.service_worker(tmp_path)
    (tmp_path / "downloads" / "deck.pdf").write_bytes(b"%PDF changed")
    assert offline.service_worker(tmp_path) == first
    (tmp_path / "index.html").write_text("<p>two</p>", encoding="utf-8")
    assert offline.service_worker(tmp_path) != first


# ── Precompressed copies ─────────────────────────────────────────────────────────────────────────────


def test_every_large_text_file_has_brotli_and_gzip_copies_of_exactly_its_content(site_dir: Path) -> None:
    files = precompress.compressible(site_dir)
    assert {"index.html", "sw.js", "search/search_index.json", "assets/pyodide/pyodide.asm.wasm"} <= {
        path.relative_to(site_dir).as_posix() for path in files
    }
    unpacked = json.loads(
        subprocess.run(
            ["node", "-e", BROTLI_DECOMPRESS, *(f"{path}.br" for path in files)],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    )
    for path, brotli_sha in zip(files, unpacked, strict=True):
        content = path.read_bytes()
        assert gzip.decompress(path.with_name(f"{path.name}.gz").read_bytes()) == content, path
        assert brotli_sha == hashlib.sha256(content).hexdigest(), path
    wasm = site_dir / "assets" / "pyodide" / "pyodide.asm.wasm"
    assert wasm.with_name(f"{wasm.name}.br").stat().st_size < wasm.stat().st_size / 3  # quality 9: about 32 %
    copies = {
        path.with_name(path.name[: -len(suffix)]) for suffix in (".br", ".gz") for path in site_dir.rglob(f"*{suffix}")
    }
    assert copies - set(files) <= {site_dir / "sitemap.xml"}  # no copy without its file (MkDocs gzips the sitemap)


def test_the_readme_states_the_limits_the_calculators_hold(site_dir: Path) -> None:
    readme = " ".join((site.REPO / "README.md").read_text(encoding="utf-8").split())
    limits = json.loads((site_dir / site.ENGINE_URL).read_text(encoding="utf-8"))["limits"]
    assert f"longer than {limits['link_chars']:,} characters is refused before anything is inflated" in readme
    assert limits["state_bytes"] == 4 * 1024 * 1024 and "stops at the 4 MiB limit" in readme
    assert f"measured at build time: {limits['nesting']} with Python 3.11" in readme or not sys.version.startswith(
        "3.11"
    )
