"""No text can freeze a page (issue 31, point 5): the search landing marks the words searched for in bounded time.

The site of the small game of our own, its rules' texts at the 20,000-character limit and made to hurt a
highlighter: a run of dashes, a run of spaces, a run of both (what a pattern that tries a run of separators before
each word backtracks over, once for every character of the run), and one word said thousands of times. A search
result's address (``?rule=…&h=…``) with a long query of many words opens the page: Chromium records no main-thread
task over 200 ms (a ``PerformanceObserver`` of long tasks, from the navigation on), the landed rule has its words
marked, and no more places are marked than the bound.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any
from urllib.parse import quote

import pytest
from harness import serve
from reliability_tools import SMALL_GAME, small_data

from generator.data.schema import MAX_TEXT_CHARS
from generator.site import build_site

pytestmark = pytest.mark.browser

LONGEST_TASK_MS = 200
MOST_MARKS = 200
"""``MAX_MARKS`` of ``site/docs/assets/js/landing.mjs``."""
LENGTH = MAX_TEXT_CHARS - 100
TEXTS = {
    'text = "Buy one card': f"A run of dashes {'-' * LENGTH} then a word.",
    'text = "When the draw pile': f"A run of spaces {' ' * LENGTH}then a word.",
    'text = "Deal each player': f"Dashes and spaces{' -' * (LENGTH // 2)} then a word.",
    'text = "One {{': " ".join(["ox"] * (LENGTH // 3)),
}
"""Rules of the small game (by the start of their text in rules.toml) and the texts at the limit they get."""
LANDED = "hf-2.2"
"""The rule whose text is the run of dashes: where the search lands."""
LONG_QUERY = " ".join([*(f"w{number}" for number in range(2000)), "then"])
"""A query of two thousand words the rules do not hold, then one they hold: only its first words are marked."""
WATCH = """
window.pnpLongTasks = [];
new PerformanceObserver((list) => { for (const task of list.getEntries()) window.pnpLongTasks.push(task.duration); })
    .observe({type: "longtask", buffered: true});
"""


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The small game's site with its rules' texts at the limits, served: its URL."""
    folder = tmp_path_factory.mktemp("texts-at-the-limits")
    data = small_data(folder / "card_data")
    rules = data / SMALL_GAME / "rules.toml"
    content = rules.read_text(encoding="utf-8")
    for start, text in TEXTS.items():
        line = next(line for line in content.splitlines() if line.startswith(start))
        content = content.replace(line, f"text = {json.dumps(text)}")
    rules.write_text(content, encoding="utf-8")
    out = folder / "site"
    with serve(out) as url:
        build_site(out, data, site_url=url)
        yield url


@pytest.fixture(scope="module")
def browser(site: str, chromium: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """A browser (no service worker) that has opened the site's rules once: its scripts are compiled, as they are
    for a reader who comes back, so a tab's tasks are those of the page and its texts."""
    with chromium(tmp_path_factory.mktemp("profile"), service_workers="block") as context:
        first = context.new_page()
        first.goto(f"{site}games/{SMALL_GAME}/rules/")
        first.wait_for_timeout(2000)
        first.close()
        yield context


@contextmanager
def open_page(browser: Any, address: str) -> Iterator[Any]:
    """A new tab of ``browser`` watching its long tasks, at ``address``."""
    tab = browser.new_page()
    tab.add_init_script(WATCH)
    tab.goto(address)
    try:
        yield tab
    finally:
        tab.close()


@contextmanager
def landed(browser: Any, site: str, query: str, marked: bool) -> Iterator[Any]:
    """A tab on the address of a ``site``'s search result for ``query``, once it has landed on the rule (and marked
    words in it, when it is to), and the theme has had time to do what it does once its search index has come."""
    address = f"{site}games/{SMALL_GAME}/rules/?rule={LANDED}&h={quote(query)}"
    with open_page(browser, address) as tab:
        rule = f"document.getElementById('{LANDED}')"
        tab.wait_for_function(f"{rule}.querySelector('mark') !== null" if marked else f"{rule}.matches('.pnp-landed')")
        tab.wait_for_timeout(2000)
        yield tab


def marks_in(tab: Any, element_id: str) -> list[str]:
    """The texts marked in the element of ``element_id``."""
    marks = f"Array.from(document.getElementById('{element_id}').querySelectorAll('mark'), mark => mark.textContent)"
    return list(tab.evaluate(marks))


def longest_task(tab: Any) -> float:
    """The longest main-thread task of the tab since it opened its page, in ms (0 without any over 50 ms)."""
    return max(tab.evaluate("window.pnpLongTasks"), default=0.0)


def test_landing_on_a_rule_marks_its_words_with_no_long_task(site: str, browser: Any) -> None:
    with landed(browser, site, "word ox", marked=True) as tab:
        assert longest_task(tab) < LONGEST_TASK_MS
        assert marks_in(tab, LANDED) == ["word"]  # the word of the query it holds, and nothing else


def test_a_long_query_is_cut_to_its_first_words(site: str, browser: Any) -> None:
    with landed(browser, site, LONG_QUERY, marked=False) as tab:
        assert longest_task(tab) < LONGEST_TASK_MS
        assert marks_in(tab, LANDED) == []


def test_a_page_without_a_landing_marks_at_most_the_bound(site: str, browser: Any) -> None:
    with open_page(browser, f"{site}games/{SMALL_GAME}/rules/?h=ox") as tab:
        tab.wait_for_function("document.querySelectorAll('mark').length > 0")
        tab.wait_for_timeout(2000)
        assert longest_task(tab) < LONGEST_TASK_MS
        assert tab.evaluate("document.querySelectorAll('mark').length") == MOST_MARKS
