"""Card data is text, never markup: hostile texts, names and notes reach every page type escaped.

The site is built from ``hostile_data`` with the loader's refusal of markup switched off, so what is tested
is the escaping alone; the refusal, the second line, has its own test. Each page is opened in Chromium: no
payload runs, no injected element exists, the page stays where it is, and the payload shows as typed.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from harness import SiteAddress
from hostile_data import CODE_BLOCK, FILLED, INJECTED_SELECTOR, NAMED, PAYLOAD, SCRIPT, hostile_card_data, markup_texts
from typer.testing import CliRunner

from generator.cli import app
from generator.data.load import load_game

pytestmark = pytest.mark.browser

FIRST, LAST = FILLED[0], FILLED[-1]
"""Two games whose every text carries the full payload."""
PAGES = {
    "home": "",
    "overview": f"games/{FIRST}/",
    "rules": f"games/{FIRST}/rules/",
    "rulings": f"games/{LAST}/rulings/",
    "cards": f"games/{LAST}/cards/",
    "summary": f"games/{FIRST}/summary/",
    "calculator": f"games/{NAMED}/calculator/",
    "balance": f"games/{NAMED}/balance/",
    "named rules": f"games/{NAMED}/rules/",
}


@pytest.fixture(scope="module")
def tab(chromium: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """A fresh headless Chromium tab (a missing Chromium fails in CI, and skips elsewhere)."""
    with chromium(tmp_path_factory.mktemp("profile")) as context:
        yield context.new_page()


@pytest.mark.parametrize("page_type", PAGES)
def test_no_payload_runs_or_adds_an_element(tab: Any, hostile_site: tuple[Path, SiteAddress], page_type: str) -> None:
    _site_dir, url = hostile_site
    address = f"{url}{PAGES[page_type]}"
    dialogs: list[str] = []
    tab.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    tab.goto(address)
    tab.wait_for_timeout(300)  # time for a refresh or an onerror handler, had one reached the page
    assert tab.url == address
    assert tab.evaluate("window.pnpInjected") is None
    assert tab.locator(INJECTED_SELECTOR).count() == 0
    assert tab.evaluate("[...document.scripts].filter(s => /pnpInjected|alert\\(/.test(s.text)).length") == 0
    assert dialogs == []


def test_code_and_markup_show_as_typed(tab: Any, hostile_site: tuple[Path, SiteAddress]) -> None:
    _site_dir, url = hostile_site
    tab.goto(f"{url}games/{FIRST}/rules/")
    rule = tab.locator(".pnp-rule").first
    code = rule.locator("pre code").text_content()
    assert code == "\n".join(line.removeprefix("    ") for line in CODE_BLOCK.split("\n")[1:-1])
    assert SCRIPT in (rule.text_content() or "")
    tab.goto(f"{url}games/{LAST}/rulings/")
    assert PAYLOAD in (tab.locator("h2").first.text_content() or "")


def test_validate_refuses_markup_in_texts_with_its_place(runner: CliRunner, tmp_path: Path) -> None:
    data = hostile_card_data(tmp_path / "card_data")
    result = runner.invoke(app, ["validate", "--data", str(data)])
    assert result.exit_code == 2
    problems = result.output.splitlines()
    rules = (data / FIRST / "rules.toml").read_text(encoding="utf-8").splitlines()
    line = next(number for number, text in enumerate(rules, start=1) if text.startswith("text = "))
    rule = load_game(FIRST).sections[0].rules[0].id
    assert (
        f"card_data/{FIRST}/rules.toml:{line}: '{rule}', field 'section.rule.text': holds HTML markup "
        "('<script>window.pnpIn'): texts are shown as typed, and markup is refused; write it without tags "
        "(emphasis with *stars*, code in `backticks`)"
    ) in problems
    markup = [line for line in problems if "holds HTML markup" in line]
    count = markup_texts()
    assert len(markup) == count and result.output.rstrip().endswith(f"error: {count} problems in {data}")
