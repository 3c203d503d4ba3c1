"""Royal Menagerie's data references as the rules site renders them: counts, totals and links, worked by hand."""

from __future__ import annotations

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
