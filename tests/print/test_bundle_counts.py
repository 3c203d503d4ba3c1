"""Every count the cover and its print list state is what the bundle's PDF holds: its pages, and the sheets
they print on, read from the pages themselves (their sheet labels)."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest
from found_games import GAMES

from generator.builder.bundles import COVER_WHAT, pdf_pages
from generator.builder.decks import design_decks
from generator.layout.units import Duplex, Paper, Style
from tests.print import data_only
from tests.print.pdf_audit import text_lines
from tests.print.test_cover import bundle_of, game_of

CASES = [
    (Paper.A4, Style.FULL, Duplex.LONG),
    (Paper.LETTER, Style.LIGHT, Duplex.LONG),
    (Paper.A4, Style.LIGHT, Duplex.FOLD),
    (Paper.LETTER, Style.FULL, Duplex.NONE),
]
"""Both papers, both styles and the three ways the sheets are printed (short-edge duplex counts as long)."""


def sheets_held(pages: list[str], duplex: Duplex) -> int:
    """The sheets that ``pages`` (each page's text) print on, as each page's own label says it is printed:
    folded, a page to a sheet; double-sided, a page to each side but the one-sided sheets; backs after fronts,
    a page to a sheet but the backs (of the sheets of cards and of the calibration sheet)."""
    if duplex == Duplex.FOLD:
        return len(pages)
    if duplex == Duplex.NONE:
        return len(pages) - sum("(backs;" in page or "calibration · back" in page for page in pages)
    one_sided = sum("(one-sided;" in page for page in pages)
    assert (len(pages) - one_sided) % 2 == 0, "the double-sided pages fill whole sheets"
    return (len(pages) - one_sided) // 2 + one_sided


@pytest.mark.parametrize(("paper", "style", "duplex"), CASES)
@pytest.mark.parametrize("game_id", [*GAMES, data_only.GAME_ID])
def test_the_cover_and_the_print_list_state_the_pages_and_sheets_the_pdf_holds(
    game_id: str, paper: Paper, style: Style, duplex: Duplex, tmp_path: Path
) -> None:
    decks = design_decks([game_of(game_id)], 3.0, (style,))
    bundle = bundle_of(game_id, decks, paper, style, duplex)
    path = tmp_path / "bundle.pdf"
    path.write_bytes(bundle.render())
    pages = [" ".join(lines) for lines in text_lines(path)]
    assert len(pages) == pdf_pages(path.read_bytes()) == bundle.pages()
    steps = bundle.numbered(bundle.cover_pages()).steps
    assert steps[0].what == COVER_WHAT and steps[0].first_page == 1
    for step, following in itertools.pairwise(steps):
        assert following.first_page == step.first_page + step.pages  # the runs follow each other, page by page
    assert steps[-1].first_page + steps[-1].pages - 1 == len(pages)
    held = sheets_held(pages, duplex)
    assert sum(step.sheets for step in steps) == held
    stated = re.search(r"(\d+) sheets printed on one side|Prints on (\d+) sheets", pages[0])
    assert stated is not None and int(stated[1] or stated[2]) == held, pages[0]
    in_all = re.search(r"In all (\d+)", pages[1])
    assert in_all is not None and int(in_all[1]) == held, pages[1]
