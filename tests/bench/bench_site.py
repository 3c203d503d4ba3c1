"""Benchmark of the rules site in headless Chromium, and Lighthouse's scores (a script, not a test).

Reports, as medians over a few runs (the machine may be shared: compare medians, never single runs):

* cold: a fresh browser profile opens a calculator page; time from navigation start to the first result, and
  the longest task on the page's main thread until then (the engine starts in a Web Worker);
* first visit on fast 4G (85 ms, 9 Mbit/s) and slow 4G (150 ms, 1.6 Mbit/s), through the preview server as a
  host serves the site (precompressed) and, for comparison, through one that does not compress: when the
  form is usable and when the first result shows;
* repeat visit offline: a profile that has visited the calculator once opens it again with no network
  (the service worker answers, and the engine restores the memory snapshot the first visit kept);
* bytes: what a host sends for a cold rules page (service worker's first keeping included) and for the
  engine until the first result;
* from another page: a reader who has used a calculator earlier in the visit (the engine is up and warmed)
  has the rules page open, then follows a link to the calculator (instant navigation); time from the click
  to the first result. Also reported for a first visit clicking right after the rules page loaded;
* recalculation: time from pressing Compute to the results in the page (score + check + drawing),
  for each game's spec example and for Royal Shuffle's worst village (all 40 number cards);
* at the table, the figure of record of issue 34: seconds to enter each game's realistic end state on a phone
  (390 × 844, touch), at its largest player count and its smallest, as each game's tests say
  (tests/site/at_the_table.py, tests/games/<game>/table.py), counted as issue 22 counts: 1 s a tap or field, 0.3 s
  a key, 1 s per 500 px scrolled (the page's and any box's, sideways too); each form's result checked against
  ``pnp score``;
* with ``--lighthouse PATH`` (Lighthouse 12.8.2, installed outside the repository: see
  shared/notes/audits.md), Lighthouse's mobile performance and accessibility scores of every page type, the
  best of two runs, with the total blocking time.

Targets (issues 5, 11 and 22): cold ≤ 1.5 s, no main-thread task over 200 ms while the engine starts, first
result on fast 4G ≤ 8 s, form usable on slow 4G ≤ 2 s and first result there before the example could be
entered, repeat visit offline ≤ 1 s, from another page ≤ 0.5 s, recalculation ≤ 50 ms; a cold rules page
≤ 1.5 MB, the engine ≤ 6 MB; every end state ≤ 30 s at the table (issue 34); Lighthouse performance ≥ 90 on a
calculator and ≥ 95 on the other pages, accessibility ≥ 95 everywhere.

Every wait is bounded by what its visit moves: the engine's cold start on a loaded machine, plus twice the time
the visit's bytes take over its emulated link (measured first, on each server): the uncompressed slow 4G visit
(about 69 s) outlasted the fixed 60 s wait the benchmark had. ``--only`` runs some of its parts:

    .venv/bin/python tests/bench/bench_site.py [--runs 5] [--game GAME] [--only PART[,PART]]
        [--lighthouse /work/cache/lighthouse/node_modules/.bin/lighthouse]

Parts: bytes, cold, links (fast and slow 4G), offline, from-another-page, recalculation, long-computation (the
longest main-thread task while a game's slow bench state computes for 3 s and is stopped: the page stays
responsive, target 200 ms), lighthouse (with ``--lighthouse``), at-the-table.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any, NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "site"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from at_the_table import AT_THE_TABLE_S, WITH_TABLES, measure, phone, table_of
from calculators import frames_pass
from found_games import WITH_RULES
from game_benches import games_with
from harness import CHROMIUM, CHROMIUM_FLAGS, launch, serve, spec_example, wait_for_result, wait_until

from generator.site import build_site

TARGETS_MS = {
    "first result on fast 4G": 8000.0,
    "form usable on slow 4G": 2000.0,
    "longest main-thread task": 200.0,
    "long computation: longest main-thread task": 200.0,
    "cold": 1500.0,
    "repeat visit offline": 1000.0,
    "from another page": 500.0,
    "recalculation": 50.0,
}
TARGETS_BYTES = {"cold rules page": 1_500_000, "engine until the first result": 6_000_000}
FAST_4G = {"offline": False, "latency": 85, "downloadThroughput": 9_000_000 / 8, "uploadThroughput": 1_500_000 / 8}
SLOW_4G = {"offline": False, "latency": 150, "downloadThroughput": 1_600_000 / 8, "uploadThroughput": 750_000 / 8}
"""Chromium's network emulation of a fast 4G link (issue 11's phone link) and of Lighthouse's slow 4G."""
LONG_TASKS = """
window.pnpLongestTask = 0;
new PerformanceObserver((list) => {
    for (const task of list.getEntries()) window.pnpLongestTask = Math.max(window.pnpLongestTask, task.duration);
}).observe({type: "longtask", buffered: true});
"""
"""Notes the longest task on the page's main thread from the first byte on."""
LIGHTHOUSE_PAGES = [
    "",
    "games/{game}/",
    "games/{game}/rules/",
    "games/{game}/rulings/",
    "games/{game}/cards/",
    "games/{game}/summary/",
    "games/{game}/calculator/",
    "games/{game}/balance/",
]
LIGHTHOUSE_TARGETS = {"performance": 95, "calculator performance": 90, "accessibility": 95}
ENGINE_PATHS = ("/assets/pyodide/", "/assets/scoring.zip", "/assets/engine.json")
ENGINE_START_MS = 60_000.0
"""How long a cold engine may take to start on this machine under load, the network aside: the bound of every wait
over the loopback (a cold start takes 3-10 s on a shared machine)."""
PARTS = (
    "bytes",
    "cold",
    "links",
    "offline",
    "from-another-page",
    "recalculation",
    "long-computation",
    "lighthouse",
    "at-the-table",
)
"""The parts of the benchmark, in the order they run (``--only``)."""


def visit_bound_ms(sent: int, link: dict[str, Any]) -> float:
    """How long a visit that receives ``sent`` bytes over the emulated ``link`` may take: the engine's start, and
    twice the time the bytes take at the link's rate."""
    return ENGINE_START_MS + 2 * 1000 * sent / link["downloadThroughput"]


def parts(text: str) -> tuple[str, ...]:
    """The parts named in ``text`` (comma-separated), in the benchmark's order."""
    named = {name.strip() for name in text.split(",") if name.strip()}
    unknown = sorted(named - set(PARTS))
    if unknown or not named:
        raise argparse.ArgumentTypeError(
            f"unknown part {', '.join(unknown) or '(none)'}: choose from {', '.join(PARTS)}"
        )
    return tuple(part for part in PARTS if part in named)


def first_result_ms(page: Any, game: str, bound_ms: float = ENGINE_START_MS) -> float:
    """performance.now() of the calculator's first result (ms since the document's navigation start), waiting up to
    ``bound_ms``."""
    wait_for_result(page, game=game, timeout_ms=int(bound_ms))
    return float(page.get_attribute(f".pnp-calculator[data-game='{game}']", "data-first-result-at") or "nan")


class ColdStart(NamedTuple):
    """One cold visit, in ms: from navigation start to the first result, to the engine worker's start and to the
    form being built; the time spent in ``loadPyodide`` (see ``window.pnp.timings`` in engine.mjs); and the
    longest task on the page's main thread until the first result."""

    first_result: float
    engine_start: float
    load_pyodide: float
    form_built: float
    longest_task: float


def cold_start(
    playwright: Any, url: str, link: dict[str, Any] | None = None, bound_ms: float = ENGINE_START_MS
) -> ColdStart:
    """Open ``url`` in a browser with a fresh profile (over the emulated ``link``, if given), waiting up to
    ``bound_ms`` for the first result."""
    with tempfile.TemporaryDirectory() as profile:
        context = launch(playwright, Path(profile))
        page = context.new_page()
        page.add_init_script(LONG_TASKS)
        if link is not None:
            session = context.new_cdp_session(page)
            session.send("Network.enable")
            session.send("Network.emulateNetworkConditions", link)
        page.goto(url, timeout=bound_ms)
        elapsed = first_result_ms(page, url.rstrip("/").split("/")[-2], bound_ms)
        timings = page.evaluate("window.pnp.timings")
        form_at = float(page.get_attribute(".pnp-calculator", "data-form-at") or "nan")
        longest = float(page.evaluate("window.pnpLongestTask"))
        context.close()
    return ColdStart(elapsed, timings["started"], timings["loaded"] - timings["fetched"], form_at, longest)


def repeat_visit_offline(playwright: Any, url: str) -> tuple[float, str]:
    """Visit ``url`` once, wait until the service worker keeps the engine and the engine's snapshot is kept,
    then open it again with no network: ms from navigation start to the first result, and where the engine
    came from ("snapshot" or "runtime")."""
    with tempfile.TemporaryDirectory() as profile:
        context = launch(playwright, Path(profile))
        page = context.new_page()
        page.goto(url)
        game = url.rstrip("/").split("/")[-2]
        first_result_ms(page, game)
        wait_until(
            page,
            """() => caches.keys().then(async (names) => {
                const site = names.filter((name) => name.startsWith("pnp-site-"));
                return site.length === 1 && (await caches.open(site[0]))
                    .match(new URL("../../../assets/pyodide/pyodide.asm.wasm", location.href)).then(Boolean);
            })""",
            timeout_s=ENGINE_START_MS / 1000,
        )
        wait_until(page, "() => window.pnp.snapshotKept", timeout_s=ENGINE_START_MS / 1000)
        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=ENGINE_START_MS)
        context.set_offline(True)
        page.goto(url)
        elapsed = first_result_ms(page, game)
        source = page.evaluate("window.pnp.timings.from")
        context.close()
    return elapsed, source


def cold_bytes(playwright: Any, url: str, served: Any, *paths: str) -> int:
    """Bytes the gzip-serving host sends (of ``paths``, or all) while a fresh profile opens ``url``: until the
    first result on a calculator page, until the network is idle and the service worker runs otherwise."""
    with tempfile.TemporaryDirectory() as profile:
        context = launch(playwright, Path(profile))
        page = context.new_page()
        before = served.bytes_sent(*paths)
        page.goto(url)
        if "/calculator/" in url:
            first_result_ms(page, url.rstrip("/").split("/")[-2])
        else:
            page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=ENGINE_START_MS)
            page.wait_for_load_state("networkidle", timeout=ENGINE_START_MS)
        sent = int(served.bytes_sent(*paths) - before)
        context.close()
    return sent


def from_another_page(playwright: Any, base: str, game_id: str, wait_for_engine: bool) -> float:
    """Open the game's rules page, then click to its calculator; ms from the click to the first result."""
    with tempfile.TemporaryDirectory() as profile:
        context = launch(playwright, Path(profile))
        page = context.new_page()
        page.goto(f"{base}games/{game_id}/rules/")
        page.wait_for_function("() => typeof window.pnp === 'object' && typeof document$ !== 'undefined'")
        if wait_for_engine:  # as when a calculator earlier in the visit has started the engine
            page.evaluate("() => window.pnp.engine().then(() => true)")
            page.wait_for_function("() => window.pnp && window.pnp.warmedUp === true", timeout=ENGINE_START_MS)
        clicked_at = page.evaluate(
            """url => {
            const link = Object.assign(document.createElement("a"), {href: url});
            document.body.append(link);
            const now = performance.now();
            link.click();
            link.remove();
            return now;
        }""",
            f"{base}games/{game_id}/calculator/",
        )
        page.wait_for_url(f"**/games/{game_id}/calculator/")
        elapsed = first_result_ms(page, game_id) - float(clicked_at)
        context.close()
    return elapsed


def recalculation(page: Any, text: str, runs: int) -> float:
    """Median ms from pressing Compute to the finished results for ``text`` in the JSON mode."""
    page.fill("#state-input", text)
    times = page.evaluate(
        """async runs => {
        const root = document.querySelector(".pnp-calculator");
        const button = document.querySelector("#compute");
        const times = [];
        for (let run = 0; run < runs; run += 1) {
            const before = Number(root.dataset.computations);
            // The engine answers from its worker, in a task of its own: wait for the count to change (a loop of
            // microtasks would never let that task run).
            const finished = new Promise((resolve) => {
                const watch = new MutationObserver(() => {
                    if (Number(root.dataset.computations) === before) return;
                    watch.disconnect();
                    resolve();
                });
                watch.observe(root, {attributes: true, attributeFilter: ["data-computations"]});
            });
            const start = performance.now();
            button.click();
            await finished;
            times.push(performance.now() - start);
        }
        return times;
    }""",
        runs,
    )
    return statistics.median(times)


def lighthouse(binary: Path, url: str) -> dict[str, float]:
    """Lighthouse's mobile performance and accessibility scores of ``url`` and its total blocking time (ms),
    with Debian's Chromium and the flags of harness.py (see shared/notes/audits.md)."""
    flags = " ".join(
        f'"{flag}"' if " " in flag else flag
        for flag in [*CHROMIUM_FLAGS[:-1], '--host-resolver-rules="MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"']
    )
    with tempfile.TemporaryDirectory() as scratch:
        report_file = Path(scratch) / "report.json"
        subprocess.run(
            [
                str(binary),
                url,
                "--form-factor=mobile",
                "--throttling-method=simulate",
                "--only-categories=performance,accessibility",
                "--output=json",
                f"--output-path={report_file}",
                f"--chrome-flags={flags}",
                "--quiet",
            ],
            env={**os.environ, "CHROME_PATH": str(CHROMIUM), "TMPDIR": scratch},
            check=True,
            capture_output=True,
            timeout=600,
        )
        result = json.loads(report_file.read_text(encoding="utf-8"))
    return {
        "performance": 100 * result["categories"]["performance"]["score"],
        "accessibility": 100 * result["categories"]["accessibility"]["score"],
        "tbt": result["audits"]["total-blocking-time"]["numericValue"],
    }


def report_lighthouse(binary: Path, base: str, game: str) -> None:
    """Print each page type's Lighthouse scores (the best of two runs) with their targets."""
    for path in LIGHTHOUSE_PAGES:
        url = base + path.format(game=game)
        runs = [lighthouse(binary, url) for _ in range(2)]
        best = {name: max(run[name] for run in runs) for name in ("performance", "accessibility")}
        tbt = min(run["tbt"] for run in runs)
        speed = LIGHTHOUSE_TARGETS["calculator performance" if "calculator" in path else "performance"]
        verdict = (
            "ok"
            if best["performance"] >= speed and best["accessibility"] >= LIGHTHOUSE_TARGETS["accessibility"]
            else "BELOW TARGET"
        )
        print(
            f"{'lighthouse: ' + (path.format(game=game) or 'home'):<52} performance {best['performance']:3.0f} "
            f"(≥ {speed})   accessibility {best['accessibility']:3.0f} (≥ 95)   blocking {tbt:5.0f} ms: {verdict}"
        )


def report_at_the_table(playwright: Any, base: str) -> None:
    """Print, for each game whose tests say how its end state is entered, at each of its player counts: the taps,
    fields, keys and pixels scrolled, the seconds at the table and the target's verdict (a phone of its own each)."""
    for game_id in WITH_TABLES:
        entry = table_of(game_id)
        assert entry is not None
        for players in entry.PLAYERS:
            with tempfile.TemporaryDirectory() as profile:
                context, page = phone(playwright, Path(profile))
                measured = measure(page, base, game_id, players)
                context.close()
            verdict = "ok" if measured.seconds <= AT_THE_TABLE_S else "OVER TARGET"
            print(f"{'at the table: ' + game_id:<40} {measured.line()}   target ≤ {AT_THE_TABLE_S:.0f} s: {verdict}")


def report_bytes(name: str, sent: int) -> None:
    """Print one line: bytes sent and the target verdict."""
    target = TARGETS_BYTES[name]
    verdict = "ok" if sent <= target else "OVER TARGET"
    print(f"{name:<52} {sent / 1e6:8.2f} MB sent   target ≤ {target / 1e6:.1f} MB: {verdict}")


def report_part(name: str, values: list[float]) -> None:
    """Print one line: the median of a part of a measurement, in ms (no target)."""
    print(f"{name:<52} median {statistics.median(values):8.1f} ms")


def report(name: str, values: list[float]) -> None:
    """Print one line: median, min and max in ms, and the target verdict when the figure has a target."""
    target = next((limit for key, limit in TARGETS_MS.items() if name.startswith(key)), None)
    median = statistics.median(values)
    verdict = "" if target is None else f"   target ≤ {target:.0f} ms: {'ok' if median <= target else 'OVER TARGET'}"
    print(f"{name:<52} median {median:8.1f} ms   min {min(values):8.1f}   max {max(values):8.1f}{verdict}")


def report_links(playwright: Any, base: str, plain: str, game: str) -> None:
    """Print the first visits over fast and slow 4G, through the compressing server and the one that does not
    (three visits each), each bounded by the bytes that server sends for the visit."""
    for server, how in ((base, ""), (plain, "  from a server that does not compress: ")):
        url = f"{server}games/{game}/calculator/"
        sent = cold_bytes(playwright, url, server)
        for name, link in (("fast 4G", FAST_4G), ("slow 4G", SLOW_4G)):
            visits = [cold_start(playwright, url, link, visit_bound_ms(sent, link)) for _ in range(3)]
            report(f"{how}form usable on {name}", [visit.form_built for visit in visits])
            report(f"{how}first result on {name}", [visit.first_result for visit in visits])


def report_site(playwright: Any, only: tuple[str, ...], runs: int, game: str, lighthouse_binary: Path | None) -> None:
    """Build the site, serve it (precompressed, and as a server that does not compress), and print the timings of
    the ``only`` parts."""
    with (
        tempfile.TemporaryDirectory() as folder,
        serve(Path(folder) / "site") as base,
        serve(Path(folder) / "site", sub_path="/plain/", compress=False) as plain,
    ):
        build_site(Path(folder) / "site", site_url=base)
        calculator = f"{base}games/{game}/calculator/"
        if "bytes" in only:
            report_bytes("cold rules page", cold_bytes(playwright, f"{base}games/{game}/rules/", base))
            report_bytes("engine until the first result", cold_bytes(playwright, calculator, base, *ENGINE_PATHS))
        if "cold" in only:
            cold = [cold_start(playwright, calculator) for _ in range(runs)]
            report(f"cold: open {game} calculator", [visit.first_result for visit in cold])
            report_part("  of which: page parsed until the engine starts", [visit.engine_start for visit in cold])
            report_part("  of which: loadPyodide", [visit.load_pyodide for visit in cold])
            report_part("  form built", [visit.form_built for visit in cold])
            report("longest main-thread task until the first result", [visit.longest_task for visit in cold])
        if "links" in only:
            report_links(playwright, base, plain, game)
        if "offline" in only:
            repeats = [repeat_visit_offline(playwright, calculator) for _ in range(runs)]
            report("repeat visit offline", [elapsed for elapsed, _ in repeats])
            sources = sorted({source for _, source in repeats})
            print(f"{'  engine restored from':<52} {' and '.join(sources)}")
        if "from-another-page" in only:
            report(
                "from another page: engine warm, then calculator",
                [from_another_page(playwright, base, game, True) for _ in range(runs)],
            )
            report(
                "cold from the rules page: click at once (engine loading)",
                [from_another_page(playwright, base, game, False) for _ in range(runs)],
            )
        if "recalculation" in only:
            report_recalculation(playwright, base)
        if "long-computation" in only:
            report_long_computation(playwright, base)
        if "lighthouse" in only and lighthouse_binary:
            report_lighthouse(lighthouse_binary, base, game)
        if "at-the-table" in only:
            report_at_the_table(playwright, base)


def report_recalculation(playwright: Any, base: str) -> None:
    """Print the time from Compute to the results of each game's spec example (and of the heaviest table a player
    can enter, for a game whose bench states give one)."""
    with tempfile.TemporaryDirectory() as profile:
        context = launch(playwright, Path(profile))
        page = context.new_page()
        heaviest = {
            game_id: states.HEAVIEST for game_id, states in games_with("states").items() if hasattr(states, "HEAVIEST")
        }
        for game_id in WITH_RULES:
            page.goto(f"{base}games/{game_id}/calculator/")
            wait_for_result(page)
            report(f"recalculation: {game_id} spec example", [recalculation(page, spec_example(game_id), 20)])
            if game_id in heaviest:
                label, state = heaviest[game_id]
                report(f"recalculation: {game_id} {label}", [recalculation(page, json.dumps(state), 20)])
        context.close()


def longest_task_while_computing(page: Any, text: str) -> float:
    """The longest main-thread task, in ms, from pressing Compute on ``text`` until 3 s later, when Stop is
    pressed and the stopped computation is shown."""
    page.evaluate("document.querySelector('#json-mode').open = true")
    page.fill("#state-input", text)
    before = int(page.get_attribute(".pnp-calculator", "data-computations") or 0)
    frames_pass(page)
    page.evaluate("window.pnpLongestTask = 0")  # laying out the text in the field is not the computation
    page.click("#compute")
    page.get_by_role("button", name="Stop").wait_for()
    page.wait_for_timeout(3000)
    page.get_by_role("button", name="Stop").click()
    wait_for_result(page, before + 1)
    return float(page.evaluate("window.pnpLongestTask"))


def report_long_computation(playwright: Any, base: str) -> None:
    """Print the longest main-thread task while each game's slow bench state (``SLOW`` in its bench states)
    computes and is stopped."""
    with tempfile.TemporaryDirectory() as profile:
        context = launch(playwright, Path(profile))
        context.add_init_script(LONG_TASKS)
        page = context.new_page()
        for game_id, states in games_with("states").items():
            if hasattr(states, "SLOW"):
                page.goto(f"{base}games/{game_id}/calculator/")
                wait_for_result(page)
                longest = longest_task_while_computing(page, json.dumps(states.SLOW))
                report(f"long computation: longest main-thread task ({game_id})", [longest])
        context.close()


def main() -> None:
    """Print the timings of the parts asked for (all by default; Lighthouse's with ``--lighthouse``)."""
    from playwright.sync_api import sync_playwright

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per measurement (default 5)")
    parser.add_argument("--game", default=WITH_RULES[0], choices=WITH_RULES, help="calculator for the page timings")
    parser.add_argument("--lighthouse", type=Path, help="Lighthouse's command (see shared/notes/audits.md)")
    parser.add_argument("--only", type=parts, default=PARTS, help=f"parts to run, comma-separated: {', '.join(PARTS)}")
    options = parser.parse_args()
    if "lighthouse" in options.only and options.only != PARTS and not options.lighthouse:
        parser.error("the lighthouse part needs --lighthouse PATH")

    with sync_playwright() as playwright:
        report_site(playwright, options.only, options.runs, options.game, options.lighthouse)


if __name__ == "__main__":
    main()
