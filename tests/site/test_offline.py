"""The site in headless Chromium off localhost:8000: any address, light pages, the engine's progress,
offline after one visit, a new build replacing the cache, and the Content-Security-Policy with hostile
card data. Each test runs on a phone viewport and a desktop one, most with a fresh browser profile."""

from __future__ import annotations

import hashlib
import json
import re
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from found_games import GAMES, WITH_RULES
from harness import (
    DESKTOP,
    PHONE,
    SiteAddress,
    launch,
    rebuildable_site,
    serve,
    spec_example,
    wait_for_result,
    wait_until,
)
from hostile_data import HOSTILE_NAME, HOSTILE_QUOTED, NAMED, NAMED_CARD, NAMED_NAME, QUOTED, QUOTED_CARD

from generator import offline, site
from generator.data.collection import read_collection
from generator.data.folder import DEFAULT_DATA_DIR
from generator.data.load import load_game
from generator.scoring import respond
from generator.site import build_site

pytestmark = pytest.mark.browser

RULES_PAGE_BUDGET = 1_500_000
"""Issue 11: a cold rules page transfers at most 1.5 MB (service worker's first keeping included)."""
ENGINE_BUDGET = 6_000_000
"""Issue 11: until the first result the engine costs at most 6 MB as a host sends it (precompressed)."""
LATE_SCROLL_MS = 600
"""Material restores a phone's scroll 100 ms after its search closes and names the section scrolled to 250 ms
after a scroll: a landing must still be in place after both."""
ENGINE_PATHS = ("/assets/pyodide/", "/assets/scoring.zip")
"""The engine: Pyodide and the scoring archive (its small manifest, engine.json, is kept with the pages: a shared
link's limits come with it)."""
SITE_CACHES = "() => caches.keys().then((names) => names.filter((name) => name.startsWith('pnp-site-')))"
"""The service worker's caches (the engine's kept snapshot has a cache of its own)."""
CALCULATED = WITH_RULES[0]
"""The game whose calculator, cards and pictures the tests of one game open (any game with rules would do)."""
PICTURED, OTHER_PICTURE = (card.id for card in load_game(CALCULATED).cards[:2])
"""A card of that game whose picture the tests keep, change and miss, and another one's picture."""
KEPT_SNAPSHOTS = """async () => (await (await caches.open("pnp-engine-snapshots")).keys())
    .map((request) => request.url)"""
"""The addresses of the engine's kept snapshots."""
WATCH = """
window.pnpViolations = [];
document.addEventListener("securitypolicyviolation",
    (event) => window.pnpViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
"""
"""Run in every document: collects the Content-Security-Policy's refusals."""


class Visit:
    """A tab of a fresh browser profile at ``viewport``: a reader's first visit. Collects page errors and dialogs."""

    def __init__(self, context: Any, viewport: dict[str, int]) -> None:
        self.context = context
        self.viewport = viewport
        self.page = context.new_page()
        self.errors: list[str] = []
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.on("dialog", lambda dialog: (self.errors.append(f"dialog: {dialog.message}"), dialog.dismiss()))
        self.page.add_init_script(WATCH)

    def violations(self) -> list[str]:
        """The policy's refusals in the current document."""
        return list(self.page.evaluate("window.pnpViolations || []"))

    def click_through(self, selector: str) -> None:
        """Click the first link matching ``selector`` in the article, as a reader would."""
        self.page.locator(f"article {selector}").first.click()

    def offline_ready(self, timeout_s: float = 60) -> None:
        """Wait until the service worker controls the page and keeps the pages and the engine."""
        self.page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=timeout_s * 1000)
        wait_until(
            self.page,
            """async (game) => {
                const names = (await caches.keys()).filter((name) => name.startsWith("pnp-site-"));
                if (names.length !== 1) return false;
                const keys = (await (await caches.open(names[0])).keys()).map((request) => request.url);
                return keys.some((url) => url.endsWith("/assets/pyodide/pyodide.asm.wasm"))
                    && keys.some((url) => url.endsWith(`/games/${game}/cards/`));
            }""",
            CALCULATED,
            timeout_s=timeout_s,
        )


@pytest.fixture(params=[PHONE, DESKTOP], ids=["phone", "desktop"])
def visit(request: pytest.FixtureRequest, playwright_driver: Any) -> Iterator[Visit]:
    """A reader's first visit, once on a phone's viewport and once on a desktop's: a fresh browser profile.
    A page error or a dialog during the test fails it."""
    viewport = request.param
    with tempfile.TemporaryDirectory() as profile:
        context = launch(playwright_driver, Path(profile), viewport)
        try:
            first = Visit(context, viewport)
            yield first
            assert first.errors == []
        finally:
            context.close()


def search(page: Any, query: str, how: str = "typed") -> Any:
    """Enter ``query`` into the site's search (opening it first on a phone) and return the result links.

    ``typed``: key by key, at once (before the search index is ready, in a fresh profile). ``pasted``: once the
    index is ready, in one go, as a paste, dictation or a phone keyboard without key events does (an input
    event only).
    """
    field = page.locator(".md-search__input")
    if not field.is_visible():
        page.locator("label.md-header__button[for='__search']").click()
    if how == "pasted":
        page.wait_for_function(  # Material's worker has its index and has answered the empty query
            "() => document.querySelector('.md-search-result__meta').textContent.trim() === 'Type to start searching'"
        )
        field.fill(query)
    else:
        field.press_sequentially(query)
    results = page.locator(".md-search-result__item > a")
    results.first.wait_for(timeout=60000)
    return results


def first_result_title(results: Any, expected: str, timeout_s: float = 10) -> str:
    """The title of the first search result once it is ``expected`` (results of a query typed key by key
    change until the last key's), or the title shown when ``timeout_s`` has passed."""
    deadline = time.monotonic() + timeout_s
    while True:
        title = (results.first.locator("h1, h2").first.text_content() or "").strip()
        if title == expected or time.monotonic() > deadline:
            return title
        time.sleep(0.1)


def site_pages(site_dir: Path, url: str) -> list[str]:
    """The URL of every page of a built site (not the 404 page)."""
    pages = [page.relative_to(site_dir).parent.as_posix() for page in site_dir.rglob("index.html")]
    return sorted(url + ("" if page == "." else f"{page}/") for page in pages)


# ── Any address ──────────────────────────────────────────────────────────────────────────────────────


def test_with_a_site_url_a_sub_path_keeps_one_engine_across_pages(
    visit: Visit, hostile_site: tuple[Path, SiteAddress]
) -> None:
    _site_dir, url = hostile_site
    assert not url.startswith("http://127.0.0.1:8000/") and "/hostile/site/" in url
    page = visit.page
    page.goto(url)
    page.evaluate("window.visitMarker = 'same document'")
    for game_id in WITH_RULES:
        visit.click_through(f"a[href$='games/{game_id}/calculator/']")
        page.wait_for_url(f"{url}games/{game_id}/calculator/")
        wait_for_result(page, game=game_id)
        assert (page.text_content("#result-json") or "").startswith("{")
        visit.click_through("a[href$='rules/']")
        page.wait_for_url(f"{url}games/{game_id}/rules/")
        page.go_back()
        page.wait_for_url(f"{url}games/{game_id}/calculator/")
        page.goto(url) if game_id == WITH_RULES[-1] else page.evaluate("history.go(-1)")
        page.wait_for_url(url)
    assert page.evaluate("window.visitMarker ?? 'reloaded'") == "reloaded"  # the last goto reloads


def test_instant_navigation_at_a_sub_path_never_reloads(visit: Visit, hostile_site: tuple[Path, SiteAddress]) -> None:
    _site_dir, url = hostile_site
    page = visit.page
    page.goto(f"{url}games/{GAMES[0]}/rules/")
    page.evaluate("window.visitMarker = 'same document'")
    for game_id in WITH_RULES:
        page.evaluate(
            "url => { const a = document.createElement('a'); a.href = url; document.body.append(a); a.click(); }",
            f"{url}games/{game_id}/calculator/",
        )
        page.wait_for_url(f"{url}games/{game_id}/calculator/")
        wait_for_result(page, game=game_id)
    assert page.evaluate("[window.visitMarker, window.pnp.engineStarts]") == ["same document", 1]
    assert visit.violations() == []


def test_without_a_site_url_every_page_and_calculator_works_at_any_address(
    visit: Visit, plain_site: tuple[Path, SiteAddress]
) -> None:
    _site_dir, url = plain_site
    page = visit.page
    page.goto(url)
    for game_id in WITH_RULES:
        visit.click_through(f"a[href$='games/{game_id}/calculator/']")
        page.wait_for_url(f"{url}games/{game_id}/calculator/")
        wait_for_result(page, game=game_id)
        visit.click_through("a[href$='rules/']")
        page.wait_for_url(f"{url}games/{game_id}/rules/")
        assert page.locator(".pnp-rule").count() > 5
        page.goto(url)
    assert visit.violations() == []


# ── Light pages and the engine's cost ─────────────────────────────────────────────────────────────────


def test_a_cold_rules_page_loads_no_engine_and_at_most_1_5_mb(visit: Visit, site_url: SiteAddress) -> None:
    before, engine_before = site_url.bytes_sent(), site_url.bytes_sent(*ENGINE_PATHS)
    visit.page.goto(f"{site_url}games/{GAMES[0]}/rules/")
    visit.page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=30000)
    visit.page.wait_for_load_state("networkidle")
    assert site_url.bytes_sent() - before <= RULES_PAGE_BUDGET
    assert site_url.bytes_sent(*ENGINE_PATHS) == engine_before
    assert visit.page.evaluate("window.pnp.engineStarts") == 0
    assert visit.violations() == []


def test_the_engine_costs_at_most_6_mb_until_the_first_result(visit: Visit, site_url: SiteAddress) -> None:
    before = site_url.bytes_sent(*ENGINE_PATHS)
    visit.page.goto(f"{site_url}games/{CALCULATED}/calculator/")
    wait_for_result(visit.page, game=CALCULATED)
    engine_bytes = site_url.bytes_sent(*ENGINE_PATHS) - before
    assert 3_000_000 < engine_bytes <= ENGINE_BUDGET


def test_the_engine_shows_its_progress_in_bytes_while_it_loads(visit: Visit, site_url: SiteAddress) -> None:
    page = visit.page
    session = visit.context.new_cdp_session(page)
    session.send("Network.enable")
    session.send(
        "Network.emulateNetworkConditions",
        {"offline": False, "latency": 40, "downloadThroughput": 1_000_000, "uploadThroughput": 1_000_000},
    )
    page.goto(f"{site_url}games/{CALCULATED}/calculator/")
    seen: list[str] = []
    form_tops: set[float] = set()  # where the form is while the engine loads, and once it is ready
    while not page.get_attribute(".pnp-calculator", "data-computations"):
        text = page.text_content(".pnp-status") or ""
        if text and (not seen or seen[-1] != text):
            seen.append(text)
        if text.startswith("Loading the engine") and page.locator(".pnp-form > *").count():
            form_tops.add(page.locator(".pnp-form").bounding_box()["y"])
        time.sleep(0.1)
    assert form_tops  # the form is there to fill in while the engine still loads
    progress = [re.fullmatch(r"Loading the engine: ([\d.]+) of ([\d.]+) MB", text) for text in seen]
    received = [float(match[1]) for match in progress if match]
    totals = {match[2] for match in progress if match}
    assert len(received) >= 5, seen
    assert received == sorted(received) and received[-1] > received[0]
    assert len(totals) == 1 and float(totals.pop()) > 10
    assert page.text_content(".pnp-status") == "Python engine ready."
    form_tops.add(page.locator(".pnp-form").bounding_box()["y"])
    assert len(form_tops) == 1  # nothing moved the form under a finger: not the progress, not "ready"


# ── Offline after one visit ─────────────────────────────────────────────────────────────────────────────


@pytest.fixture(scope="module")
def own_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, SiteAddress]]:
    """A site of this module's own, at a sub-path."""
    out = tmp_path_factory.mktemp("offline") / "site"
    with serve(out, sub_path="/table/") as url:
        build_site(out, site_url=url)
        yield out, url


def test_after_one_visit_every_page_and_calculator_works_offline(
    visit: Visit, own_site: tuple[Path, SiteAddress]
) -> None:
    site_dir, url = own_site
    page = visit.page
    page.goto(f"{url}games/{WITH_RULES[-1]}/calculator/")
    wait_for_result(page, game=WITH_RULES[-1])
    visit.offline_ready()
    page.goto(f"{url}games/{CALCULATED}/cards/")
    picture = page.locator(f"#card-{PICTURED} img")
    picture.scroll_into_view_if_needed()  # a card picture is kept once seen
    picture.evaluate("image => image.decode()")
    visit.context.set_offline(True)
    pages = site_pages(site_dir, url)
    if visit.viewport == DESKTOP:  # every page on the phone; on the desktop the home page and every calculator
        pages = [address for address in pages if address == url or address.endswith("/calculator/")]
    for address in pages:
        page.goto(address)
        assert page.locator("article h1").count() == 1, address
        if address.endswith("/calculator/"):
            wait_for_result(page, game=address.split("/")[-3])
    page.goto(f"{url}games/{CALCULATED}/cards/")
    assert page.locator(f"#card-{PICTURED} img").evaluate("image => fetch(image.src).then(answer => answer.ok)")
    manifest = page.evaluate("fetch(document.querySelector('link[rel=manifest]').href).then(r => r.json())")
    assert manifest["short_name"] == read_collection(DEFAULT_DATA_DIR)[0].short_name


# ── A repeat visit starts from the engine's kept snapshot ───────────────────────────────────────────

SNAPSHOT_GAME = CALCULATED


def computed(page: Any, text: str) -> tuple[str, str]:
    """Compute ``text`` in the calculator's JSON mode: the score and check outputs it shows."""
    before = int(page.get_attribute(".pnp-calculator", "data-computations") or "0")
    page.evaluate("document.querySelector('#json-mode').open = true")  # folded away on a phone
    page.fill("#state-input", text)
    page.evaluate("document.querySelector('#compute').click()")
    wait_for_result(page, before + 1)
    return page.text_content("#result-json") or "", page.text_content("#check-json") or ""


def expected(game_id: str, text: str) -> tuple[str, str]:
    """What CPython's scoring module answers for ``text``, as the calculator shows it."""
    return tuple(f"{json.loads(respond(command, game_id, text))['output']}\n" for command in ("score", "check"))


def first_visit_keeps_a_snapshot(visit: Visit, url: str) -> Any:
    """Open the snapshot game's calculator in a fresh profile, wait until the engine (started from the runtime)
    has kept its snapshot and the site is kept for offline use: the page."""
    page = visit.page
    page.goto(f"{url}games/{SNAPSHOT_GAME}/calculator/")
    wait_for_result(page, game=SNAPSHOT_GAME)
    timings = page.evaluate("window.pnp.timings")
    assert timings["from"] == "runtime"
    # Python starts in a worker: the form is there to fill in long before the engine is up.
    assert float(page.get_attribute(".pnp-calculator", "data-form-at") or "inf") < timings["ready"]
    wait_until(page, "() => window.pnp.snapshotKept")
    visit.offline_ready()
    return page


def test_a_repeat_visit_restores_the_engine_from_its_kept_snapshot_offline(
    visit: Visit, own_site: tuple[Path, SiteAddress]
) -> None:
    _site_dir, url = own_site
    page = first_visit_keeps_a_snapshot(visit, url)
    example = spec_example(SNAPSHOT_GAME)
    assert computed(page, example) == expected(SNAPSHOT_GAME, example)  # the engine works on after its snapshot
    visit.context.set_offline(True)
    for game_id in WITH_RULES:  # every game's calculator, each a repeat visit of its own, gives CPython's answers
        page.goto(f"{url}games/{game_id}/calculator/")
        wait_for_result(page, game=game_id)
        assert page.evaluate("window.pnp.timings.from") == "snapshot", game_id
        example = spec_example(game_id)
        assert computed(page, example) == expected(game_id, example), game_id
    page.goto(f"{url}games/{WITH_RULES[-1]}/calculator/")
    wait_for_result(page, game=WITH_RULES[-1])  # the bundle's files are back for anything that reads them later
    wait_until(page, "() => window.pnp.warmedUp")
    assert not page.evaluate("window.pnp.snapshotKept")  # a restored engine keeps no new snapshot


def test_an_unusable_snapshot_is_dropped_and_the_engine_starts_afresh(
    visit: Visit, own_site: tuple[Path, SiteAddress]
) -> None:
    _site_dir, url = own_site
    page = first_visit_keeps_a_snapshot(visit, url)
    [kept] = page.evaluate(KEPT_SNAPSHOTS)
    for broken in ("not a snapshot", '{"size": 65536, "chunks": []}'):  # unreadable; read but refused by Pyodide
        page.evaluate(
            """async ([url, text]) => {
                const header = new TextEncoder().encode(text);
                const body = new Blob([new Uint32Array([header.length]), header]);
                await (await caches.open("pnp-engine-snapshots")).put(url, new Response(body));
            }""",
            [kept, broken],
        )
        page.reload()
        wait_for_result(page, game=SNAPSHOT_GAME)
        assert page.evaluate("window.pnp.timings.from") == "runtime", broken
        example = spec_example(SNAPSHOT_GAME)
        assert computed(page, example) == expected(SNAPSHOT_GAME, example)
        wait_until(page, "() => window.pnp.snapshotKept")  # a good snapshot replaces the broken one
    page.reload()
    wait_for_result(page, game=SNAPSHOT_GAME)
    assert page.evaluate("window.pnp.timings.from") == "snapshot"


# ── Always current: a new build is offered, never mixed in ──────────────────────────────────────────────

CHANGED_PICTURE = f"games/{CALCULATED}/images/{PICTURED}.webp"


@pytest.fixture
def rebuilt_site(tmp_path: Path) -> Iterator[tuple[Path, Path, SiteAddress]]:
    """A site of the test's own at a sub-path, for the test to build again: (card data, site folder, URL)."""
    with rebuildable_site(tmp_path, "/again/") as built:
        yield built


def cache_of(site_dir: Path) -> str:
    """The name of the cache the service worker of the build in ``site_dir`` keeps the site in."""
    match = re.search(r'^const BUILD = "([0-9a-f]+)";$', (site_dir / "sw.js").read_text(encoding="utf-8"), re.M)
    assert match, "sw.js names no build"
    return f"pnp-site-{match[1]}"


def served(page: Any, path: str) -> str:
    """The SHA-256 of what the page gets for ``path`` (relative to the page), through the service worker."""
    return str(
        page.evaluate(
            """path => fetch(path).then((answer) => answer.arrayBuffer())
                .then((body) => crypto.subtle.digest("SHA-256", body))
                .then((digest) => Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")))
                .then((hex) => hex.join(""))""",
            path,
        )
    )


def file_hashes(site_dir: Path) -> dict[str, str]:
    """Path → SHA-256 of every file of a built site."""
    return {
        path.relative_to(site_dir).as_posix(): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in site_dir.rglob("*")
        if path.is_file()
    }


def test_a_rebuild_with_one_changed_file_is_offered_and_then_served_whole(
    visit: Visit, rebuilt_site: tuple[Path, Path, SiteAddress], monkeypatch: pytest.MonkeyPatch
) -> None:
    data, site_dir, url = rebuilt_site
    page = visit.page
    page.goto(f"{url}games/{CALCULATED}/calculator/")
    wait_for_result(page, game=CALCULATED)
    visit.offline_ready()
    page.goto(f"{url}games/{CALCULATED}/cards/")
    picture = page.locator(f"#card-{PICTURED} img")
    picture.scroll_into_view_if_needed()
    picture.evaluate("image => image.decode()")  # a picture seen is kept
    old_picture = hashlib.sha256((site_dir / CHANGED_PICTURE).read_bytes()).hexdigest()
    wait_until(
        page,
        "path => caches.keys().then(async (names) => (await Promise.all(names.map("
        "async (name) => (await caches.open(name)).match(new URL(path, location.href))))).some(Boolean))",
        f"../images/{PICTURED}.webp",
    )
    first_cache, before, engine_sent = cache_of(site_dir), file_hashes(site_dir), url.bodies_sent("pyodide.asm.wasm")

    drawn = site.gallery_images  # one card drawn anew, every other file as before

    def redrawn(games: Any, plan: Any = None) -> dict[str, dict[str, bytes]]:
        images = drawn(games, plan)
        return {**images, CALCULATED: {**images[CALCULATED], PICTURED: images[CALCULATED][OTHER_PICTURE]}}

    monkeypatch.setattr(site, "gallery_images", redrawn)
    build_site(site_dir, data, site_url=url)
    after = file_hashes(site_dir)
    changed = {path for path in before.keys() | after.keys() if before.get(path) != after.get(path)}
    assert {path for path in changed if not path.startswith("sw.js")} == {CHANGED_PICTURE}

    page.goto(f"{url}games/{CALCULATED}/cards/")  # the old version answers, and offers the new one
    page.locator(".pnp-update").wait_for()
    assert "A new version of this site is ready." in (page.locator(".pnp-update").text_content() or "")
    assert served(page, f"../images/{PICTURED}.webp") == old_picture  # never a mix: still the first build
    assert sorted(page.evaluate(SITE_CACHES)) == sorted([first_cache, cache_of(site_dir)])
    with page.expect_navigation():  # the page reloads once the new worker has taken over
        page.get_by_role("button", name="Reload").click()
    wait_until(
        page,
        "name => caches.keys().then((names) => names.filter((n) => n.startsWith('pnp-site-')).join() === name)",
        cache_of(site_dir),
    )
    page.wait_for_function("() => !document.querySelector('.pnp-update')")
    assert served(page, f"../images/{PICTURED}.webp") == after[CHANGED_PICTURE]
    visit.context.set_offline(True)
    page.goto(f"{url}games/{CALCULATED}/cards/")
    assert served(page, f"../images/{PICTURED}.webp") == after[CHANGED_PICTURE]
    page.goto(f"{url}games/{CALCULATED}/calculator/")
    wait_for_result(page, game=CALCULATED)  # the engine was kept through the new build, unchanged files carried over
    assert url.bodies_sent("pyodide.asm.wasm") == engine_sent


# ── Offline on purpose ─────────────────────────────────────────────────────────────────────────────────


def keep_status(page: Any) -> str:
    """The text of the "Keep for offline play" bar at the foot of the page."""
    page.locator(".pnp-keep:not([hidden])").wait_for()
    return page.locator(".pnp-keep-status").text_content() or ""


def test_keep_for_offline_play_keeps_the_whole_site(visit: Visit, own_site: tuple[Path, SiteAddress]) -> None:
    site_dir, url = own_site
    page = visit.page
    page.goto(url)
    assert keep_status(page).startswith("Pages kept for offline reading")
    page.get_by_role("button", name="Keep for offline play").click()
    page.wait_for_function(
        "() => document.querySelector('.pnp-keep-status').textContent.startsWith('Kept on this')", timeout=120000
    )
    total = sum(size for _hash, size in offline.site_files(site_dir).values())
    assert keep_status(page) == f"Kept on this device: the whole site works offline ({total / 1e6:.1f} MB)."
    visit.context.set_offline(True)
    console_errors: list[str] = []  # the theme's instant navigation asks for the sitemap at every page load
    page.on("console", lambda message: console_errors.append(message.text) if message.type == "error" else None)
    page.goto(f"{url}games/{GAMES[-1]}/cards/")  # never opened online
    images = page.locator("article img")
    assert images.count() == len(load_game(GAMES[-1]).cards)
    assert page.evaluate(
        "() => Promise.all([...document.querySelectorAll('article img')].map((image) => "
        "fetch(image.src).then((answer) => answer.ok))).then((all) => all.every(Boolean))"
    )
    page.goto(f"{url}games/{WITH_RULES[-1]}/calculator/")
    wait_for_result(page, game=WITH_RULES[-1])
    assert console_errors == []


def test_installing_the_site_keeps_it_whole(visit: Visit, own_site: tuple[Path, SiteAddress]) -> None:
    _site_dir, url = own_site
    page = visit.page
    page.goto(f"{url}games/{GAMES[0]}/rules/")
    keep_status(page)
    page.evaluate("window.dispatchEvent(new Event('appinstalled'))")  # what the browser says once installed
    page.wait_for_function(
        "() => document.querySelector('.pnp-keep-status').textContent.startsWith('Kept on this')", timeout=120000
    )


def test_offline_a_picture_not_kept_shows_a_note_instead_of_a_broken_box(
    visit: Visit, own_site: tuple[Path, SiteAddress]
) -> None:
    _site_dir, url = own_site
    page = visit.page
    page.goto(url)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60000)
    visit.context.set_offline(True)
    page.goto(f"{url}games/{CALCULATED}/cards/")
    page.evaluate("document.querySelectorAll('article img').forEach((image) => { image.loading = 'eager'; })")
    pictures = page.locator("article .pnp-card img")
    page.wait_for_function(
        "count => document.querySelectorAll('article .pnp-missing-picture').length === count", arg=pictures.count()
    )
    assert page.locator("article .pnp-card img:visible").count() == 0
    note = page.locator(f"#card-{PICTURED} .pnp-missing-picture")
    assert note.text_content() == "Not kept for offline use."
    name = load_game(CALCULATED).cards[0].name
    assert note.get_attribute("aria-label") == f"{name}: Not kept for offline use."
    box = note.bounding_box()
    assert box is not None and box["height"] > box["width"]  # a card's shape, not a line


# ── The Content-Security-Policy, and hostile card data ─────────────────────────────────────────────────


def test_every_page_and_calculator_works_under_the_policy(visit: Visit, site_dir: Path, site_url: str) -> None:
    page = visit.page
    for address in site_pages(site_dir, site_url):
        page.goto(address)
        if address.endswith("/calculator/"):
            wait_for_result(page, game=address.split("/")[-3])
        assert visit.violations() == [], address
    search(page, "harvest")  # the search worker runs under the policy too
    assert visit.violations() == []


def test_hostile_card_names_show_as_text_and_run_nothing(visit: Visit, hostile_site: tuple[Path, SiteAddress]) -> None:
    site_dir, url = hostile_site
    page = visit.page
    for address in site_pages(site_dir, url):
        page.goto(address)
        if address.endswith("/calculator/"):
            wait_for_result(page, game=address.split("/")[-3])
        assert page.locator("img[src='x'], img[src$='/x']").count() == 0, address
        assert visit.violations() == [], address
    page.goto(f"{url}games/{NAMED}/cards/")
    assert page.locator(f"#card-{NAMED_CARD} figcaption strong").text_content() == HOSTILE_NAME
    page.goto(f"{url}games/{QUOTED}/cards/")
    assert page.locator(f"#card-{QUOTED_CARD} figcaption strong").text_content() == HOSTILE_QUOTED
    page.goto(f"{url}games/{NAMED}/")
    assert page.title().startswith(f"{NAMED_NAME} {HOSTILE_NAME}")
    assert HOSTILE_NAME in (page.locator("nav.md-nav--primary").text_content() or "")


# ── Search lands on the rule or the card ───────────────────────────────────────────────────────────────


def searched_for(index: int) -> tuple[str, str, str, str, str]:
    """A rule id or a card name to search for (rules for even ``index``), typed or pasted (typed for the first and
    the last of four), from the games found in turn: (game, query, how, first result's title, anchor).

    The rule is the first of its game's rules whose id begins no other's (rm-5.1 would find rm-5.10 as well); the
    card the first whose name is in no other card's name nor in a rule's title.
    """
    game = load_game(GAMES[index % len(GAMES)])
    how = "typed" if index % 4 in (0, 3) else "pasted"
    rules = [rule for section in game.sections for rule in section.rules]
    if index % 2 == 0:
        rule = next(
            rule for rule in rules if not any(other.id.startswith(f"{rule.id}") for other in rules if other != rule)
        )
        return game.id, rule.id, how, f"{rule.id} · {rule.title} ({game.name})", f"games/{game.id}/rules/#{rule.id}"
    titles = " ".join(rule.title.lower() for rule in rules)
    card = next(
        card
        for card in game.cards
        if card.name.lower() not in titles
        and not any(card.name.lower() in other.name.lower() for other in game.cards if other.id != card.id)
    )
    return game.id, card.name, how, f"{card.name} ({game.name})", f"games/{game.id}/cards/#card-{card.id}"


@pytest.mark.parametrize("index", range(4))
def test_searching_a_rule_id_or_a_card_name_opens_at_it(visit: Visit, site_url: str, index: int) -> None:
    game_id, query, how, title, anchor = searched_for(index)
    page = visit.page
    page.goto(f"{site_url}games/{game_id}/rulings/")
    page.evaluate("window.scrollTo(0, document.body.scrollHeight / 2)")  # a phone's search scrolls back here on closing
    results = search(page, query, how)
    assert first_result_title(results, title) == title
    first = results.first
    first.click()
    path, element_id = anchor.split("#")
    page.wait_for_url(f"{site_url}{path}?h=*#{element_id}")
    target = page.locator(f"[id='{element_id}']")
    page.wait_for_function("element => element.classList.contains('pnp-landed')", arg=target.element_handle())
    page.wait_for_timeout(LATE_SCROLL_MS)
    box = target.bounding_box()
    assert box is not None and 0 <= box["y"] < visit.viewport["height"] / 2
    assert page.evaluate("location.hash") == f"#{element_id}"  # Material's tracking keeps the anchor
