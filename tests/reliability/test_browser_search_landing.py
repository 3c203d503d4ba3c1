"""No text can freeze a page (issue 31, point 5): the search landing marks the words searched for within bounds.

On the site of ``limits_site`` (rules' texts at the limit, made to hurt a highlighter), a search result's address
(``?rule=…&h=…``) with a long query of many words opens the page: the landed rule has its words marked, a long
query only its first words, and no page more places than the bound — the theme's highlighter, which marks every
place and backtracks over runs of separators, fails each. How long the page's longest task takes is measured by
``tests/bench/bench_search_landing.py`` (target: none over 200 ms), not here: a time depends on the machine's load.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from harness import serve
from limits_site import LANDED, LONG_QUERY, MOST_MARKS, data_at_the_limits, landing_address
from reliability_tools import SMALL_GAME

from generator.site import build_site

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The small game's site with its rules' texts at the limits, served: its URL."""
    folder = tmp_path_factory.mktemp("texts-at-the-limits")
    data = data_at_the_limits(folder / "card_data")
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
    """A new tab of ``browser`` at ``address``."""
    tab = browser.new_page()
    tab.goto(address)
    try:
        yield tab
    finally:
        tab.close()


@contextmanager
def landed(browser: Any, site: str, query: str, marked: bool) -> Iterator[Any]:
    """A tab on the address of a ``site``'s search result for ``query``, once it has landed on the rule (and marked
    words in it, when it is to), and the theme has had time to do what it does once its search index has come."""
    with open_page(browser, landing_address(site, query)) as tab:
        rule = f"document.getElementById('{LANDED}')"
        tab.wait_for_function(f"{rule}.querySelector('mark') !== null" if marked else f"{rule}.matches('.pnp-landed')")
        tab.wait_for_timeout(2000)
        yield tab


def marks_in(tab: Any, element_id: str) -> list[str]:
    """The texts marked in the element of ``element_id``."""
    marks = f"Array.from(document.getElementById('{element_id}').querySelectorAll('mark'), mark => mark.textContent)"
    return list(tab.evaluate(marks))


def test_landing_on_a_rule_marks_its_words(site: str, browser: Any) -> None:
    with landed(browser, site, "word ox", marked=True) as tab:
        assert marks_in(tab, LANDED) == ["word"]  # the word of the query it holds, and nothing else


def test_a_long_query_is_cut_to_its_first_words(site: str, browser: Any) -> None:
    with landed(browser, site, LONG_QUERY, marked=False) as tab:
        assert marks_in(tab, LANDED) == []


def test_a_page_without_a_landing_marks_at_most_the_bound(site: str, browser: Any) -> None:
    with open_page(browser, f"{site}games/{SMALL_GAME}/rules/?h=ox") as tab:
        tab.wait_for_function("document.querySelectorAll('mark').length > 0")
        tab.wait_for_timeout(2000)
        assert tab.evaluate("document.querySelectorAll('mark').length") == MOST_MARKS
