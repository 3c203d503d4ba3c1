"""Bundles: which components share sheets, the cover's print list, page counts."""

from __future__ import annotations

from pathlib import Path

import pytest
from found_games import GAMES

from generator.builder import BuildOptions
from generator.builder.bundles import bundle_job, printing_for
from generator.builder.decks import design_decks
from generator.data.load import load_game
from generator.data.model import Game
from generator.layout.packing import Component, Item, Sheets, group_components, sheet_counts
from generator.layout.units import Duplex, Paper, Style
from generator.render import bundle as bundle_module
from tests.print import data_only

POKER = (63.5, 88.9)
RULES_PAGES = 7
"""A rules booklet of an odd number of pages, as ``BookletJob.pages`` counts them."""


def game_of(game_id: str) -> Game:
    """A game found, or the game given by its card data alone."""
    return data_only.game() if game_id == data_only.GAME_ID else load_game(game_id)


def options(game: str, **changes: object) -> BuildOptions:
    values: dict[str, object] = {
        "out_dir": Path("unused"),
        "games": (game,),
        "papers": (Paper.A4,),
        "duplex": Duplex.LONG,
        "back_offset_mm": (0.0, 0.0),
        "bleed_mm": 3.0,
        "jobs": 1,
        "site": False,
        "data_dir": None,
        "styles": (Style.FULL,),
    }
    values.update(changes)
    return BuildOptions(**values)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("total", "per_sheet", "counts"),
    [
        (63, 9, (9,) * 7),
        (83, 9, (9,) * 8 + (8, 3)),  # Monarch's poker cards: the last sheet takes one from the one before
        (64, 9, (9,) * 6 + (7, 3)),
        (10, 4, (4, 3, 3)),
        (5, 4, (3, 2)),  # as even as five cards on two sheets can be
        (2, 9, (2,)),  # a group smaller than a sheet keeps its one sheet
        (80, 60, (60, 20)),
    ],
)
def test_no_sheet_of_a_group_is_left_with_one_or_two_cards(total: int, per_sheet: int, counts: tuple) -> None:
    assert sheet_counts(total, per_sheet) == counts
    assert sum(counts) == total


def test_a_full_last_sheet_takes_no_more_copies_even_with_few_cards_on_it() -> None:
    # Royal Shuffle folded: 54 cards and its 2 one-sided aids, 4 to a sheet; the last sheet is full with 2 cards.
    counts = sheet_counts(56, 4, (True,) * 54 + (False,) * 2)
    assert counts == (4,) * 14 and max(counts) <= 4


def test_an_inset_does_not_count_as_a_card_on_the_last_sheet() -> None:
    cards_and_token = [Component(55, *POKER, round=False, double_sided=True), Component(1, 40.0, 40.0, True, True)]
    (cards,) = group_components(cards_and_token, Sheets(Paper.A4, 3.0))
    assert cards.insets == (1,) and cards.cards() == (True,) * 55 + (False,)
    assert sheet_counts(cards.size, 9, cards.cards()) == (9,) * 5 + (7, 4)  # 3 cards and the token


@pytest.mark.parametrize("game_id", [*GAMES, data_only.GAME_ID])
def test_no_double_sided_sheet_of_any_bundle_carries_one_or_two_cards(game_id: str) -> None:
    decks = design_decks([game_of(game_id)], 3.0, (Style.FULL,))
    for paper in Paper:
        chosen = options(game_id, papers=(paper,))
        for section in bundle_job(decks, Style.FULL, paper, chosen, printing_for(chosen), RULES_PAGES).sections:
            if not section.deck.double_sided:
                continue
            grid = section.grid()
            is_card = [  # a copy of the grid's size with a back of its own (not a token inset, not an aid)
                (face.width_mm, face.height_mm) == (grid.card_w, grid.card_h) and section.deck.back_of(copy) is not None
                for copy, face in ((copy, section.deck.front_of(copy)) for copy in range(section.deck.count))
            ]
            fronts = [page for page in section.pages() if page.side == "front"]
            cards = [sum(is_card[slot.card] for slot in page.slots) for page in fronts]
            assert min(cards) >= min(3, sum(is_card)), (paper, section.deck.title, cards)


def test_one_sided_copies_do_not_count_towards_a_duplex_sheet() -> None:
    cards_and_aids = [Component(48, *POKER, False, double_sided=True), Component(2, *POKER, False, double_sided=False)]
    (group,) = group_components(cards_and_aids, Sheets(Paper.A4, 3.0))
    assert group.one_sided == (1,) and group.cards() == (True,) * 48 + (False,) * 2
    assert sheet_counts(group.size, 9, group.cards()) == (9,) * 5 + (5,)  # 3 cards with backs and the 2 aids


def test_components_of_one_size_share_a_grid_and_a_lone_token_goes_into_a_free_card_cell() -> None:
    circus = [
        Component(60, *POKER, round=False, double_sided=True),
        Component(1, 40.0, 40.0, round=True, double_sided=True),  # a lone token
        Component(1, 180.0, 250.0, round=False, double_sided=False),  # a reference sheet
    ]
    cards, overview = group_components(circus, Sheets(Paper.A4, 3.0))
    assert (cards.cell, cards.components, cards.size) == (POKER, (0, 1), 61)
    assert cards.items[-1] == Item(1, 0)
    assert (overview.cell, overview.components, overview.size) == ((180.0, 250.0), (2,), 1)


@pytest.mark.parametrize(("token_sides", "hosted"), [(False, True), (True, False)])
def test_a_lone_one_sided_token_takes_the_free_cell_beside_a_lone_reference_sheet(
    token_sides: bool, hosted: bool
) -> None:
    """63 cards fill 7 sheets of 9: a token among them would take an 8th. A reference sheet two to a page leaves a
    free cell, which a one-sided token takes at no cost (a double-sided one needs a printed back, and so a host
    printed on both sides: it stays among the cards)."""
    circus = [
        Component(63, *POKER, round=False, double_sided=True),
        Component(1, 40.0, 40.0, round=True, double_sided=token_sides),
        Component(1, 130.0, 180.0, round=False, double_sided=False),  # two to a page, landscape
    ]
    groups = group_components(circus, Sheets(Paper.LETTER, 3.0))
    cards, overview = groups
    assert (cards.components, overview.components) == (((0,), (2, 1)) if hosted else ((0, 1), (2,)))
    assert overview.insets == ((1,) if hosted else ())


def test_one_sided_cards_go_after_the_double_sided_ones_of_their_size() -> None:
    cards = [Component(2, *POKER, False, double_sided=False), Component(50, *POKER, False, double_sided=True)]
    (group,) = group_components(cards, Sheets(Paper.A4, 3.0))
    assert group.components == (0, 1) and group.size == 52
    assert group.items[:50] == tuple(Item(1, copy) for copy in range(50))
    assert group.items[50:] == (Item(0, 0), Item(0, 1))


def test_a_small_group_too_large_for_any_cell_keeps_its_own_sheet() -> None:
    components = [Component(9, *POKER, False, True), Component(1, 80.0, 80.0, False, True)]
    assert [group.size for group in group_components(components, Sheets(Paper.A4, 3.0))] == [9, 1]


@pytest.mark.parametrize("game_id", [*GAMES, data_only.GAME_ID])
def test_every_game_folds_on_both_papers_and_no_page_holds_more_than_its_grid(game_id: str) -> None:
    decks = design_decks([game_of(game_id)], 3.0, (Style.FULL,))
    for paper in Paper:
        chosen = options(game_id, papers=(paper,), duplex=Duplex.FOLD)
        for section in bundle_job(decks, Style.FULL, paper, chosen, printing_for(chosen), RULES_PAGES).sections:
            per_page = section.grid().per_page
            for page in section.pages():
                assert len([slot for slot in page.slots if not slot.back]) <= per_page, (paper, section.deck.title)
                assert page.side == ("fold" if section.deck.double_sided else "front")


def test_a_bundle_finds_its_lists_size_in_three_typesettings_at_most_then_draws_them_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game_id = data_only.GAME_ID
    decks = design_decks([game_of(game_id)], 3.0, (Style.FULL,))
    chosen = options(game_id)
    job = bundle_job(decks, Style.FULL, Paper.A4, chosen, printing_for(chosen), RULES_PAGES)
    calls: list[float] = []
    original = bundle_module.lists_pages
    monkeypatch.setattr(
        bundle_module,
        "lists_pages",
        lambda *args: calls.append(args[3]) or original(*args),  # type: ignore[func-returns-value]
    )
    job.render()
    pages, size = job.cover_fit
    *fitted, drawn = calls
    assert pages == 2 and drawn == size and size in fitted and len(fitted) <= 3


@pytest.mark.parametrize(
    "pages",
    [
        {9.0: 1, 8.5: 1, 8.0: 1, 7.5: 1},
        {9.0: 2, 8.5: 1, 8.0: 1, 7.5: 1},
        {9.0: 2, 8.5: 2, 8.0: 1, 7.5: 1},
        {9.0: 2, 8.5: 2, 8.0: 2, 7.5: 1},
        {9.0: 3, 8.5: 3, 8.0: 2, 7.5: 2},
    ],
)
def test_the_lists_are_set_at_the_largest_size_that_fits_one_page(
    pages: dict[float, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert tuple(pages) == bundle_module.LISTS_SIZES_PT
    monkeypatch.setattr(bundle_module, "lists_pages", lambda *args: pages[args[3]])
    fitting = [size for size, count in pages.items() if count == 1]
    expected = (fitting[0], 1) if fitting else (7.5, 2)
    assert bundle_module.fitted_lists(None, (0.0, 0.0)) == expected  # type: ignore[arg-type]
