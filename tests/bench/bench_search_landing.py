"""Benchmark of the search landing on texts made to hurt a highlighter (issue 31, point 5): the longest main-thread
task while a page lands on a rule and marks the words searched for.

Run from the repository root, alone on a quiet machine::

    .venv/bin/python tests/bench/bench_search_landing.py [--runs 3]

It builds the site of ``tests/reliability/limits_site.py`` (the small game, its rules' texts at the 20,000-character
limit: runs of dashes, of spaces, of both, one word thousands of times), opens it once in Chromium (no service
worker) so that its scripts are compiled, then for each case opens a new tab watching its long tasks (a
``PerformanceObserver``, from the navigation on) and prints the median and spread of the longest task over the runs.
Target: none over 200 ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(REPO), *(str(REPO / "tests" / part) for part in ("", "site", "reliability"))]

from harness import launch, serve  # noqa: E402
from limits_site import (  # noqa: E402
    LONG_QUERY,
    LONGEST_TASK_MS,
    WATCH,
    data_at_the_limits,
    landing_address,
    longest_task,
)
from reliability_tools import SMALL_GAME  # noqa: E402

from generator.site import build_site  # noqa: E402

SETTLE_MS = 2000
"""How long a tab is watched after it has landed: the theme's search index comes, and what it does then counts."""


def cases(site: str) -> dict[str, str]:
    """Case → address: a rule landed on with a short query, with a query of two thousand words, and a page
    without a landing whose every match is marked up to the bound."""
    return {
        "landing, short query": landing_address(site, "word ox"),
        "landing, 2,001-word query": landing_address(site, LONG_QUERY),
        "no landing, marks at the bound": f"{site}games/{SMALL_GAME}/rules/?h=ox",
    }


def longest_of(context: Any, address: str) -> float:
    """The longest task of a new tab of ``context`` at ``address``, watched until it has settled."""
    tab = context.new_page()
    tab.add_init_script(WATCH)
    tab.goto(address)
    tab.wait_for_function("document.querySelector('mark, .pnp-landed') !== null")
    tab.wait_for_timeout(SETTLE_MS)
    longest = longest_task(tab)
    tab.close()
    return longest


def main() -> None:
    from playwright.sync_api import sync_playwright

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    runs = parser.parse_args().runs
    with tempfile.TemporaryDirectory() as folder:
        data = data_at_the_limits(Path(folder) / "card_data")
        out = Path(folder) / "site"
        with serve(out) as url, sync_playwright() as playwright:
            build_site(out, data, site_url=url)
            context = launch(playwright, Path(folder) / "profile", service_workers="block")
            try:
                first = context.new_page()
                first.goto(f"{url}games/{SMALL_GAME}/rules/")
                first.wait_for_timeout(SETTLE_MS)
                first.close()
                for case, address in cases(url).items():
                    figures = [longest_of(context, address) for _ in range(runs)]
                    print(
                        f"search landing, {case}: longest task {statistics.median(figures):.0f} ms "
                        f"({min(figures):.0f}–{max(figures):.0f}, {runs} runs)   [target < {LONGEST_TASK_MS} ms]",
                        flush=True,
                    )
            finally:
                context.close()


if __name__ == "__main__":
    main()
