"""Animal Kingdoms on the rules site: its checker's example state shows as typed, its balance page says what the
simulator leaves out."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path


def test_the_checker_example_shows_its_json_as_typed(site_dir: Path) -> None:
    rules = (site_dir / "games" / "animal-kingdoms" / "rules" / "index.html").read_text(encoding="utf-8")
    example = re.search(r"<pre><code>(&#123;.*?)</code></pre>", rules, re.DOTALL)
    assert example is not None
    assert json.loads(html.unescape(example[1]))["move"]["action"] == "capture"


def test_the_balance_page_says_which_rule_the_simulator_does_not_play(site_dir: Path) -> None:
    page = (site_dir / "games" / "animal-kingdoms" / "balance" / "index.html").read_text(encoding="utf-8")
    assert '<a href="../rules/#ak-8.3">ak-8.3</a>), which the simulator does not play' in page
    assert page.count('<svg class="pnp-plot"') == 5
