"""Monarch's balance page explains its seat shares with the rules behind them (its game.toml's balance note)."""

from __future__ import annotations

import re
from pathlib import Path


def test_the_balance_page_explains_its_seat_shares_with_the_rules_behind_them(site_dir: Path) -> None:
    pages = {
        page.parent.parent.name: page.read_text(encoding="utf-8")
        for page in site_dir.glob("games/*/balance/index.html")
    }
    note = re.search(r"<p>(Every sister has the same number of turns.*?)</p>", pages["monarch"], re.DOTALL)
    assert note is not None
    assert '<a href="../rules/#mo-8.1">mo-8.1</a>' in note[1] and '<a href="../rules/#mo-5.5">mo-5.5</a>' in note[1]
    assert pages["monarch"].index("Every sister") < pages["monarch"].index('aria-label="Wins by seat, 2 players"')
    assert not any("Every sister" in text for game, text in pages.items() if game != "monarch")
    assert pages["monarch"].count('<svg class="pnp-plot"') == 8
