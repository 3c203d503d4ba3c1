"""A site whose texts are made to hurt a highlighter (issue 31, point 5), for the search landing's test
(``tests/reliability/test_browser_search_landing.py``: what is marked) and benchmark
(``tests/bench/bench_search_landing.py``: how long the page's longest task takes).

The small game of our own, its rules' texts at the 20,000-character limit: runs of dashes and words at the longest
a word may be (a browser lays out an unbroken run in time that grows with its square), a run of spaces, a run of
both (what a pattern that tries a run of separators before each word backtracks over, once for every character of
the run), and one word said thousands of times.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any
from urllib.parse import quote

from reliability_tools import SMALL_GAME, small_data

from generator.data.schema import MAX_TEXT_CHARS, MAX_WORD_CHARACTERS

LONGEST_TASK_MS = 200
"""The target: no main-thread task longer while a page lands and marks."""
MOST_MARKS = 200
"""``MAX_MARKS`` of ``site/docs/assets/js/landing.mjs``."""
LENGTH = MAX_TEXT_CHARS - 100
LONGEST_WORDS = " ".join(
    ["-" * MAX_WORD_CHARACTERS, "W" * MAX_WORD_CHARACTERS] * (LENGTH // (2 * MAX_WORD_CHARACTERS + 2))
)
TEXTS = {
    'text = "Buy one card': f"Runs of dashes {LONGEST_WORDS} then a word.",
    'text = "When the draw pile': f"A run of spaces {' ' * LENGTH}then a word.",
    'text = "Deal each player': f"Dashes and spaces{' -' * (LENGTH // 2)} then a word.",
    'text = "One {{': " ".join(["ox"] * (LENGTH // 3)),
}
"""Rules of the small game (by the start of their text in rules.toml) and the texts at the limit they get."""
LANDED = "hf-2.2"
"""The rule whose text is the runs of dashes: where the search lands."""
LONG_QUERY = " ".join([*(f"w{number}" for number in range(2000)), "then"])
"""A query of two thousand words the rules do not hold, then one they hold: only its first words are marked."""
WATCH = """
window.pnpLongTasks = [];
new PerformanceObserver((list) => { for (const task of list.getEntries()) window.pnpLongTasks.push(task.duration); })
    .observe({type: "longtask", buffered: true});
"""


def data_at_the_limits(folder: Path) -> Path:
    """The small game's card data in ``folder``, its rules' texts at the limits: the data folder."""
    data = small_data(folder)
    rules = data / SMALL_GAME / "rules.toml"
    content = rules.read_text(encoding="utf-8")
    for start, text in TEXTS.items():
        line = next(line for line in content.splitlines() if line.startswith(start))
        content = content.replace(line, f"text = {json.dumps(text)}")
    rules.write_text(content, encoding="utf-8")
    return data


def landing_address(site: str, query: str) -> str:
    """The address a search result for ``query`` gives, on the rule ``LANDED``."""
    return f"{site}games/{SMALL_GAME}/rules/?rule={LANDED}&h={quote(query)}"


def longest_task(tab: Any) -> float:
    """The longest main-thread task of the tab since it opened its page, in ms (0 without any over 50 ms)."""
    return max(tab.evaluate("window.pnpLongTasks"), default=0.0)
