"""Benchmark of the rules site's calculators in headless Chromium (a script, not a test).

Reports, as medians over a few runs:

* cold: a fresh browser profile opens a calculator page; time from navigation start to the first result;
* cold on a phone link: the same from a server that gzips like a web host, with Chromium's network
  emulation at 9 Mbit/s and 85 ms;
* repeat visit offline: a profile that has visited the calculator once opens it again with no network
  (the service worker answers, and the engine restores the memory snapshot the first visit kept);
* bytes: what a gzip-serving host sends for a cold rules page (service worker's first keeping included)
  and for the engine until the first result;
* from another page: a reader who has used a calculator earlier in the visit (the engine is up and warmed)
  has the rules page open, then follows a link to the calculator (instant navigation); time from the click
  to the first result. Also reported for a first visit clicking right after the rules page loaded (the
  engine starts with the calculator page: a cold start, held to the cold target);
* recalculation: time from pressing Compute to the results in the page (score + check + drawing),
  for each game's spec example and for Royal Shuffle's worst village (all 40 number cards).

Targets (issues 5 and 11): cold ≤ 1.5 s, cold on a phone link ≤ 8 s, repeat visit offline ≤ 1 s, from
another page ≤ 0.5 s, recalculation ≤ 50 ms; a cold rules page ≤ 1.5 MB, the engine ≤ 6 MB.

    .venv/bin/python tests/bench/bench_site.py [--runs 5] [--game royal-shuffle]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any, NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "site"))

from harness import launch, serve, spec_example, wait_for_result, wait_until

from generator.scoring import GAME_IDS
from generator.site import build_site

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
WORST_VILLAGE = {
    "court": ["KH", "QS", "JD", "JC"],
    "villages": {"Ann": [rank + suit for suit in "SHDC" for rank in RANKS], "Ben": []},
}
TARGETS_MS = {
    "cold on a phone link": 8000.0,
    "cold": 1500.0,
    "repeat visit offline": 1000.0,
    "from another page": 500.0,
    "recalculation": 50.0,
}
TARGETS_BYTES = {"cold rules page": 1_500_000, "engine until the first result": 6_000_000}
PHONE_LINK = {"offline": False, "latency": 85, "downloadThroughput": 9_000_000 / 8, "uploadThroughput": 9_000_000 / 8}
"""Chromium's network emulation of issue 11's phone link: 9 Mbit/s, 85 ms."""
ENGINE_PATHS = ("/assets/pyodide/", "/assets/scoring.zip", "/assets/engine.json")


def first_result_ms(page: Any, game: str) -> float:
    """performance.now() of the calculator's first result (ms since the document's navigation start)."""
    wait_for_result(page, game=game)
    return float(page.get_attribute(f".pnp-calculator[data-game='{game}']", "data-first-result-at") or "nan")


class ColdStart(NamedTuple):
    """One cold visit, in ms: from navigation start to the first result, to the engine module starting and to
    the form being built; and the time spent in ``loadPyodide`` (see ``window.pnp.timings`` in engine.mjs)."""

    first_result: float
    engine_start: float
    load_pyodide: float
    form_built: float


def cold_start(playwright: Any, url: str, link: dict[str, Any] | None = None) -> ColdStart:
    """Open ``url`` in a browser with a fresh profile (over the emulated ``link``, if given)."""
    with tempfile.TemporaryDirectory() as profile:
        context = launch(playwright, Path(profile))
        page = context.new_page()
        if link is not None:
            session = context.new_cdp_session(page)
            session.send("Network.enable")
            session.send("Network.emulateNetworkConditions", link)
        page.goto(url)
        elapsed = first_result_ms(page, url.rstrip("/").split("/")[-2])
        timings = page.evaluate("window.pnp.timings")
        form_at = float(page.get_attribute(".pnp-calculator", "data-form-at") or "nan")
        context.close()
    return ColdStart(elapsed, timings["started"], timings["loaded"] - timings["formShown"], form_at)


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
        )
        wait_until(page, "() => window.pnp.snapshotKept")
        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60000)
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
            page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60000)
            page.wait_for_load_state("networkidle")
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
            page.wait_for_function("() => window.pnp && window.pnp.warmedUp === true", timeout=60000)
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
            const start = performance.now();
            button.click();
            while (Number(root.dataset.computations) === before) await Promise.resolve();
            times.push(performance.now() - start);
        }
        return times;
    }""",
        runs,
    )
    return statistics.median(times)


def report_bytes(name: str, sent: int) -> None:
    """Print one line: bytes sent and the target verdict."""
    target = TARGETS_BYTES[name]
    verdict = "ok" if sent <= target else "OVER TARGET"
    print(f"{name:<52} {sent / 1e6:8.2f} MB sent gzipped   target ≤ {target / 1e6:.1f} MB: {verdict}")


def report_part(name: str, values: list[float]) -> None:
    """Print one line: the median of a part of a measurement, in ms (no target)."""
    print(f"{name:<52} median {statistics.median(values):8.1f} ms")


def report(name: str, values: list[float]) -> None:
    """Print one line: median, min and max in ms, and the target verdict."""
    target = next(limit for key, limit in TARGETS_MS.items() if name.startswith(key))
    median = statistics.median(values)
    verdict = "ok" if median <= target else "OVER TARGET"
    print(
        f"{name:<52} median {median:8.1f} ms   min {min(values):8.1f}   max {max(values):8.1f}   "
        f"target ≤ {target:.0f} ms: {verdict}"
    )


def main() -> None:
    """Build the site, serve it, and print the timings."""
    from playwright.sync_api import sync_playwright

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per measurement (default 5)")
    parser.add_argument("--game", default="royal-shuffle", choices=GAME_IDS, help="calculator for the page timings")
    options = parser.parse_args()

    with (
        tempfile.TemporaryDirectory() as folder,
        serve(Path(folder) / "site") as base,
        serve(Path(folder) / "site", sub_path="/gzip/", gzip=True) as gzipped,
        sync_playwright() as playwright,
    ):
        build_site(Path(folder) / "site", site_url=base)
        calculator = f"{base}games/{options.game}/calculator/"
        report_bytes("cold rules page", cold_bytes(playwright, f"{gzipped}games/{options.game}/rules/", gzipped))
        report_bytes(
            "engine until the first result",
            cold_bytes(playwright, f"{gzipped}games/{options.game}/calculator/", gzipped, *ENGINE_PATHS),
        )
        cold = [cold_start(playwright, calculator) for _ in range(options.runs)]
        report(f"cold: open {options.game} calculator", [visit.first_result for visit in cold])
        report_part("  of which: page parsed until the engine starts", [visit.engine_start for visit in cold])
        report_part("  of which: loadPyodide", [visit.load_pyodide for visit in cold])
        report_part("  form built (before Python starts)", [visit.form_built for visit in cold])
        phone = [cold_start(playwright, f"{gzipped}games/{options.game}/calculator/", PHONE_LINK) for _ in range(3)]
        report("cold on a phone link (9 Mbit/s, 85 ms, gzip)", [visit.first_result for visit in phone])
        report_part("  form built", [visit.form_built for visit in phone])
        repeats = [repeat_visit_offline(playwright, calculator) for _ in range(options.runs)]
        report("repeat visit offline", [elapsed for elapsed, _ in repeats])
        sources = sorted({source for _, source in repeats})
        print(f"{'  engine restored from':<52} {' and '.join(sources)}")
        report(
            "from another page: engine warm, then calculator",
            [from_another_page(playwright, base, options.game, True) for _ in range(options.runs)],
        )
        report(
            "cold from the rules page: click at once (engine loading)",
            [from_another_page(playwright, base, options.game, False) for _ in range(options.runs)],
        )
        with tempfile.TemporaryDirectory() as profile:
            context = launch(playwright, Path(profile))
            page = context.new_page()
            for game_id in GAME_IDS:
                page.goto(f"{base}games/{game_id}/calculator/")
                wait_for_result(page)
                report(f"recalculation: {game_id} spec example", [recalculation(page, spec_example(game_id), 20)])
                if game_id == "royal-shuffle":
                    report(
                        "recalculation: royal-shuffle 40-card village",
                        [recalculation(page, json.dumps(WORST_VILLAGE), 20)],
                    )
            context.close()


if __name__ == "__main__":
    main()
