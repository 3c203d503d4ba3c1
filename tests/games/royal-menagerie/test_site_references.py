"""Royal Menagerie on the rules site: its data references rendered as counts, totals and links (worked by hand),
and its balance page's plots."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.data.load import load_game
from generator.markdown import text_renderer


def test_data_references_render_as_counts_and_links() -> None:
    render = text_renderer(load_game("royal-menagerie"))
    assert render("{{ count('mammoth') }} of {{ total('animal') }} in {{ deck_total('play') }}") == "5 of 30 in 46"
    assert render("see {{ rule('rm-1.1') }}") == "see [rm-1.1](rules.md#rm-1.1)"
    assert render("{{ card('mammoth') }}") == "[Mammoth](cards.md#card-mammoth)"
    assert render("{{ value('fewest_players') }} to {{ value('most_players') }}") == "4 to 4"
    assert render("{{ field('mammoth.multiplier') }}") == "2"
    with pytest.raises(KeyError, match="royal-menagerie: unknown rule 'rm-99'"):
        render("{{ rule('rm-99') }}")


def test_the_balance_page_draws_its_four_plots(site_dir: Path) -> None:
    page = (site_dir / "games" / "royal-menagerie" / "balance" / "index.html").read_text(encoding="utf-8")
    assert page.count('<svg class="pnp-plot"') == 4
