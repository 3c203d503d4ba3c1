"""The order of the copies on a bundle's sheets: the data's, or each component's copies by the lightness of
their ground, whichever leaves fewer cut lines between contrasting grounds (a cut a little off shows a strip of
the neighbour's ground)."""

from __future__ import annotations

from pathlib import Path

import pytest
from found_games import GAMES

from generator.builder import BuildOptions, bundles
from generator.builder.bundles import SEEN_CONTRAST, bundle_job, contrasting_seams, ground, printing_for
from generator.builder.decks import design_decks
from generator.design.colors import contrast
from generator.layout.shapes import Face, Rect
from generator.layout.units import Duplex, Paper, Style
from generator.render.sheets import SheetJob
from tests.print import data_only
from tests.print.test_cover import game_of


def test_a_faces_ground_is_the_fill_of_the_rectangle_over_its_whole_bleed_it_starts_with() -> None:
    whole = Rect(-3.0, -3.0, 69.5, 94.9, fill="#6e7f8d")
    assert ground(Face(63.5, 88.9, 3.0, (whole, Rect(4.0, 4.0, 55.5, 80.9, fill="#fff6e5")))) == "#6e7f8d"
    assert ground(Face(63.5, 88.9, 3.0, (Rect(0.0, 0.0, 63.5, 88.9, fill="#6e7f8d"),))) == ""  # not over the bleed
    assert ground(Face(63.5, 88.9, 3.0, ())) == ""


def test_contrasting_seams_are_counted_across_and_down_each_sheet_but_not_from_row_to_row() -> None:
    dark, light = "#202020", "#f0f0f0"
    # one sheet of 3 columns: dark dark light / light: a seam across (2nd–3rd) and one down (1st–4th)
    assert contrasting_seams([dark, dark, light, light], (4,), 3) == 2
    # the 3rd and 4th copies on two sheets: nothing shared between sheets, nor from a row's end to the next row
    assert contrasting_seams([dark, dark, light, light], (3, 1), 3) == 1
    assert contrasting_seams([dark, light, dark, light], (4,), 1) == 3  # one column: each copy above the next
    assert contrasting_seams([dark, "", light], (3,), 3) == 0  # no ground, no seam counted


def contrasting_cut_lines(section: SheetJob) -> int:
    """Cut lines shared by two cards whose grounds contrast, on the front pages of ``section``."""
    grid, deck = section.grid(), section.deck
    count = 0
    for page in section.pages():
        fronts = [slot for slot in page.slots if not slot.back]
        grounds = {(round(slot.x, 3), round(slot.y, 3)): ground(deck.front_of(slot.card)) for slot in fronts}
        for (x, y), colour in grounds.items():
            for neighbour in ((round(x + grid.card_w, 3), y), (x, round(y + grid.card_h, 3))):
                other = grounds.get(neighbour)
                if colour and other and contrast(colour, other) >= SEEN_CONTRAST:
                    count += 1
    return count


def lines_of(game_id: str, paper: Paper) -> int:
    """Contrasting cut lines on all sheets of cards (not round) of a game's bundle on ``paper``."""
    decks = design_decks([game_of(game_id)], 3.0, (Style.FULL,))
    chosen = BuildOptions(
        out_dir=Path("unused"),
        games=(game_id,),
        papers=(paper,),
        duplex=Duplex.LONG,
        back_offset_mm=(0.0, 0.0),
        bleed_mm=3.0,
        jobs=1,
        site=False,
        data_dir=data_only.folder() if game_id == data_only.GAME_ID else None,
        styles=(Style.FULL,),
    )
    job = bundle_job(decks, Style.FULL, paper, chosen, printing_for(chosen), 7)
    return sum(contrasting_cut_lines(section) for section in job.sections if not section.grid().round)


@pytest.mark.parametrize("game_id", [*GAMES, data_only.GAME_ID])
def test_ordering_by_ground_never_leaves_more_contrasting_cut_lines_than_the_datas_order(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    for paper in Paper:
        ordered = lines_of(game_id, paper)
        with monkeypatch.context() as patch:
            patch.setattr(bundles, "by_ground", lambda items, decks, style: list(items))
            as_in_data = lines_of(game_id, paper)
        assert ordered <= as_in_data, (paper, ordered, as_in_data)


def test_ordering_by_ground_leaves_fewer_contrasting_cut_lines_over_all_games() -> None:
    ordered = sum(lines_of(game_id, Paper.A4) for game_id in GAMES)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(bundles, "by_ground", lambda items, decks, style: list(items))
        as_in_data = sum(lines_of(game_id, Paper.A4) for game_id in GAMES)
    assert as_in_data == 0 or ordered < as_in_data
