"""Imposition: grids per paper, mirrored duplex backs, back offset, shown bleed, crop marks, labels."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.layout.imposition import (
    LABEL_EDGE_MM,
    SEAM_OVERLAP_MM,
    Grid,
    LayoutError,
    Sides,
    backs_turned,
    crop_marks,
    cut_guides,
    fold_marks,
    impose,
    label_box,
    mirrors_x,
    plan_grid,
)
from generator.layout.units import PAPER_SIZES_MM, Duplex, Paper

POKER = (63.5, 88.9)


def test_poker_is_nine_up_portrait_on_both_papers_with_shared_cut_lines() -> None:
    a4 = plan_grid(Paper.A4, *POKER, 3.0)
    letter = plan_grid(Paper.LETTER, *POKER, 3.0)
    assert (a4.cols, a4.rows, a4.landscape) == (3, 3, False)
    assert (a4.left, a4.top) == pytest.approx((10.5 - 0.75, 16.5 - 1.35))  # 210 − 190.5 = 19.5; 297 − 266.7 = 30.3
    assert (letter.cols, letter.rows, letter.landscape) == (3, 3, False)
    assert (letter.left, letter.top) == pytest.approx((12.7, 6.35))


def test_on_letter_the_outer_bleed_above_and_below_nine_poker_cards_shrinks_to_keep_4_2_mm_of_paper() -> None:
    letter = plan_grid(Paper.LETTER, *POKER, 3.0)
    sides = [letter.outer_bleed(side) for side in ("left", "top", "right", "bottom")]
    assert sides == pytest.approx([3.0, 6.35 - 4.2, 3.0, 6.35 - 4.2])  # 279.4 − 3 × 88.9 = 12.7 mm to share
    first, last = impose(9, letter, Duplex.LONG, (0.0, 0.0), backs=False)[0].slots[::8]
    assert (first.shown.left, first.shown.top) == pytest.approx((3.0, 2.15))
    assert (last.shown.right, last.shown.bottom) == pytest.approx((3.0, 2.15))
    a4 = plan_grid(Paper.A4, *POKER, 3.0)
    assert [a4.outer_bleed(side) for side in ("left", "top", "right", "bottom")] == [3.0] * 4


def test_a_grid_that_would_leave_less_than_2_mm_of_outer_bleed_is_not_chosen() -> None:
    # Three rows of cards 89.1 mm tall leave 279.4 − 267.3 = 12.1 mm: less than 2 × (4.2 + 2) above and below.
    taller = plan_grid(Paper.LETTER, 63.5, 89.1, 3.0)
    assert (taller.cols, taller.rows, taller.landscape) == (4, 2, True)
    assert plan_grid(Paper.LETTER, 63.5, 89.1, 1.5).per_page == 9  # a 1.5 mm bleed is kept whole: 267.3 + 11.4 fits


def test_wide_bleed_changes_the_letter_grid_to_landscape() -> None:
    grid = plan_grid(Paper.LETTER, *POKER, 6.0)
    assert (grid.cols, grid.rows, grid.landscape) == (4, 2, True)


def test_a_mat_goes_landscape_and_one_per_page() -> None:
    grid = plan_grid(Paper.A4, 260, 180, 3.0)
    assert (grid.cols, grid.rows, grid.landscape, grid.page_w, grid.page_h) == (1, 1, True, 297, 210)


def test_a_block_too_tall_to_leave_label_room_below_when_centred_is_raised_to_the_top_margin() -> None:
    centred = plan_grid(Paper.A4, 262, 196, 3.0)
    raised = plan_grid(Paper.LETTER, 262, 196, 3.0)
    assert (centred.raised, centred.top) == (False, 7.0)
    assert (raised.raised, raised.top, raised.landscape) == (True, 4.2 + 3.0, True)
    box = label_box(raised)
    assert box is not None and not box.rotated
    assert box.y + box.h == pytest.approx(PAPER_SIZES_MM[Paper.LETTER][0] - LABEL_EDGE_MM)


def test_too_large_a_component_is_a_clear_error() -> None:
    with pytest.raises(LayoutError, match="a 300 × 400 mm component with 3 mm bleed does not fit on a4 paper"):
        plan_grid(Paper.A4, 300, 400, 3.0)


def test_long_edge_backs_mirror_x_and_alternate_with_fronts() -> None:
    grid = plan_grid(Paper.A4, *POKER, 3.0)
    pages = impose(10, grid, Duplex.LONG, (0.0, 0.0), backs=True)
    assert [(page.side, page.sheet, len(page.slots)) for page in pages] == [
        ("front", 1, 9),
        ("back", 1, 9),
        ("front", 2, 1),
        ("back", 2, 1),
    ]
    for front, back in ((pages[0], pages[1]), (pages[2], pages[3])):
        for front_slot, back_slot in zip(front.slots, back.slots, strict=True):
            assert back_slot.card == front_slot.card
            assert back_slot.x == pytest.approx(210 - front_slot.x - 63.5)
            assert back_slot.y == pytest.approx(front_slot.y)
    # The first card (top left of the front) is top right on the back.
    assert pages[1].slots[0].x == pytest.approx(grid.left + 2 * 63.5)
    # The lone card of sheet 2 is at the top left of the front and the top right of the back.
    assert (pages[2].slots[0].x, pages[3].slots[0].x) == pytest.approx((9.75, 210 - 9.75 - 63.5))


def test_back_offset_moves_back_pages_only() -> None:
    grid = plan_grid(Paper.A4, *POKER, 3.0)
    plain = impose(9, grid, Duplex.LONG, (0.0, 0.0), backs=True)
    shifted = impose(9, grid, Duplex.LONG, (0.8, -0.5), backs=True)
    assert shifted[0] == plain[0]
    for before, after in zip(plain[1].slots, shifted[1].slots, strict=True):
        assert (after.x, after.y) == pytest.approx((before.x + 0.8, before.y - 0.5))
        assert after.shown == before.shown


def test_short_edge_backs_reverse_the_rows() -> None:
    grid = plan_grid(Paper.LETTER, *POKER, 3.0)
    front, back = impose(9, grid, Duplex.SHORT, (0.0, 0.0), backs=True)
    for front_slot, back_slot in zip(front.slots, back.slots, strict=True):
        assert back_slot.x == pytest.approx(front_slot.x)
        assert back_slot.y == pytest.approx(279.4 - front_slot.y - 88.9)
    assert back.slots[0].y == pytest.approx(grid.top + 2 * 88.9)


def test_landscape_long_edge_reverses_rows() -> None:
    grid = Grid(Paper.A4, 297, 210, 4, 2, 63.5, 88.9, 3.0)
    front, back = impose(8, grid, Duplex.LONG, (0.0, 0.0), backs=True)
    for front_slot, back_slot in zip(front.slots, back.slots, strict=True):
        assert (back_slot.x, back_slot.y) == pytest.approx((front_slot.x, 210 - front_slot.y - 88.9))


def test_single_sided_puts_all_backs_after_the_fronts() -> None:
    grid = plan_grid(Paper.A4, *POKER, 3.0)
    pages = impose(20, grid, Duplex.NONE, (0.0, 0.0), backs=True)
    assert [(page.side, page.sheet) for page in pages] == [
        ("front", 1),
        ("front", 2),
        ("front", 3),
        ("back", 1),
        ("back", 2),
        ("back", 3),
    ]
    assert pages[3].slots[0].x == pytest.approx(210 - pages[0].slots[0].x - 63.5)


def test_decks_without_backs_have_front_pages_only() -> None:
    grid = plan_grid(Paper.A4, 260, 180, 3.0)
    assert [page.side for page in impose(4, grid, Duplex.LONG, (0.0, 0.0), backs=False)] == ["front"] * 4


def test_bleed_shows_outside_the_block_and_next_to_empty_cells() -> None:
    grid = plan_grid(Paper.A4, *POKER, 3.0)
    full = impose(9, grid, Duplex.LONG, (0.0, 0.0), backs=True)
    seam = SEAM_OVERLAP_MM
    assert full[0].slots[0].shown == Sides(3.0, 3.0, seam, seam)
    assert full[0].slots[4].shown == Sides(seam, seam, seam, seam)
    assert full[0].slots[8].shown == Sides(seam, seam, 3.0, 3.0)
    assert full[1].slots[0].shown == Sides(seam, 3.0, 3.0, seam)  # mirrored: now top right
    two = impose(2, grid, Duplex.LONG, (0.0, 0.0), backs=False)[0]
    assert two.slots[1].shown == Sides(seam, 3.0, 3.0, 3.0)


@pytest.mark.parametrize(("paper", "vertical_marks"), [(Paper.A4, 8), (Paper.LETTER, 0)])
def test_crop_marks_stay_in_the_margin(paper: str, vertical_marks: int) -> None:
    grid = plan_grid(paper, *POKER, 3.0)
    marks = crop_marks(grid)
    # On Letter the block leaves 6.35 mm above and below: no room for a mark 4.2 mm from the edge there
    # (the cut guides across the bleed show those cut lines); the side marks all print.
    assert len([mark for mark in marks if mark[0] == mark[2]]) == vertical_marks
    assert len([mark for mark in marks if mark[1] == mark[3]]) == 2 * (grid.rows + 1)
    block = (grid.left - 3, grid.top - 3, grid.left + 3 * 63.5 + 3, grid.top + 3 * 88.9 + 3)
    for x1, y1, x2, y2 in marks:
        inside_x = block[0] < max(x1, x2) and min(x1, x2) < block[2]
        inside_y = block[1] < max(y1, y2) and min(y1, y2) < block[3]
        assert not (inside_x and inside_y), (paper, x1, y1, x2, y2)


@settings(max_examples=80, deadline=None)
@given(
    st.sampled_from(list(Paper)),
    st.floats(15, 150),
    st.floats(15, 150),
    st.floats(0, 6),
    st.integers(1, 12),
)
def test_every_crop_mark_keeps_4_2_mm_from_the_paper_edge(
    paper: str, width: float, height: float, bleed: float, count: int
) -> None:
    try:
        grid = plan_grid(paper, width, height, bleed)
    except LayoutError:
        return
    for x1, y1, x2, y2 in crop_marks(grid, min(count, grid.per_page)):
        assert min(x1, x2) >= 4.2 - 1e-9 and max(x1, x2) <= grid.page_w - 4.2 + 1e-9
        assert min(y1, y2) >= 4.2 - 1e-9 and max(y1, y2) <= grid.page_h - 4.2 + 1e-9
        assert abs(x2 - x1) + abs(y2 - y1) > 0


@pytest.mark.parametrize(("count", "cols", "rows"), [(1, 1, 1), (3, 3, 1), (4, 3, 2), (9, 3, 3), (None, 3, 3)])
def test_marks_and_guides_frame_only_the_cells_a_page_fills(count: int | None, cols: int, rows: int) -> None:
    grid = plan_grid(Paper.A4, *POKER, 3.0)
    marks, guides = crop_marks(grid, count), cut_guides(grid, count)
    assert len(marks) == len(guides) == 2 * (cols + 1) + 2 * (rows + 1)  # A4 has room for every mark
    right, bottom = grid.left + cols * 63.5, grid.top + rows * 88.9
    assert max(x1 for x1, _, x2, _ in marks if x1 == x2) == pytest.approx(right)
    assert max(y1 for _, y1, _, y2 in marks if y1 == y2) == pytest.approx(bottom)


@pytest.mark.parametrize("paper", list(Paper))
def test_cut_guides_continue_every_cut_line_across_the_outer_bleed_only(paper: str) -> None:
    grid = plan_grid(paper, *POKER, 3.0)
    guides = cut_guides(grid)
    assert len(guides) == 2 * (grid.cols + 1) + 2 * (grid.rows + 1)
    left, top = grid.left, grid.top
    right, bottom = left + grid.cols * 63.5, top + grid.rows * 88.9
    columns = {round(left + col * 63.5, 6) for col in range(grid.cols + 1)}
    rows = {round(top + row * 88.9, 6) for row in range(grid.rows + 1)}
    above, below = grid.outer_bleed("top"), grid.outer_bleed("bottom")  # 2.15 mm on Letter
    for x1, y1, x2, y2 in guides:
        if x1 == x2:  # a vertical cut line, continued above or below the block
            assert round(x1, 6) in columns
            assert (y1, y2) in ((top - above, top - 0.5), (bottom + 0.5, bottom + below))
        else:
            assert y1 == y2 and round(y1, 6) in rows
            assert (x1, x2) in ((left - 3.0, left - 0.5), (right + 0.5, right + 3.0))
    assert cut_guides(plan_grid(paper, *POKER, 0.0)) == ()


def test_label_goes_below_on_a4_and_into_the_left_margin_on_letter() -> None:
    a4 = label_box(plan_grid(Paper.A4, *POKER, 3.0))
    letter = label_box(plan_grid(Paper.LETTER, *POKER, 3.0))
    assert a4 is not None and not a4.rotated and a4.y >= 15.15 + 266.7 + 3
    assert a4.y + a4.h == pytest.approx(297 - LABEL_EDGE_MM)
    assert letter is not None and letter.rotated and letter.x + letter.h <= 12.7 - 3
    assert letter.x == LABEL_EDGE_MM == 5.0


@pytest.mark.parametrize("paper", list(Paper))
@pytest.mark.parametrize("size", [POKER, (40.0, 40.0), (25.0, 25.0), (57.15, 88.9), (70.0, 120.0)])
def test_the_label_keeps_clear_of_the_edge_printers_cannot_reach(paper: str, size: tuple[float, float]) -> None:
    grid = plan_grid(paper, *size, 3.0)
    box = label_box(grid)
    assert box is not None
    if box.rotated:
        assert box.x >= LABEL_EDGE_MM and box.y - box.w >= LABEL_EDGE_MM - 1e-9
    else:
        assert box.y + box.h <= grid.page_h - LABEL_EDGE_MM + 1e-9


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(list(Paper)),
    st.floats(15, 150),
    st.floats(15, 150),
    st.floats(0, 6),
    st.integers(1, 40),
    st.sampled_from([Duplex.LONG, Duplex.SHORT, Duplex.NONE]),
    st.tuples(st.floats(-2, 2), st.floats(-2, 2)),
)
def test_every_card_lies_on_the_page_and_backs_mirror_back(
    paper: str, width: float, height: float, bleed: float, count: int, duplex: str, offset: tuple[float, float]
) -> None:
    grid = plan_grid(paper, width, height, bleed)
    pages = impose(count, grid, duplex, offset, backs=True)
    assert sorted(slot.card for page in pages if page.side == "front" for slot in page.slots) == list(range(count))
    for page in pages:
        for slot in page.slots:
            dx, dy = offset if page.side == "back" else (0.0, 0.0)
            assert slot.x - slot.shown.left - dx >= 4.2 - 1e-6
            assert slot.y - slot.shown.top - dy >= 4.2 - 1e-6
            assert slot.x + width + slot.shown.right - dx <= grid.page_w - 4.2 + 1e-6
            assert slot.y + height + slot.shown.bottom - dy <= grid.page_h - 4.2 + 1e-6
    fronts = {slot.card: slot for page in pages if page.side == "front" for slot in page.slots}
    for page in pages:
        if page.side == "back":
            for slot in page.slots:
                front = fronts[slot.card]
                x, y = slot.x - offset[0], slot.y - offset[1]
                mirrored_x = (grid.page_w - x - width, y)
                mirrored_y = (x, grid.page_h - y - height)
                assert (front.x, front.y) == pytest.approx(mirrored_x) or (front.x, front.y) == pytest.approx(
                    mirrored_y
                )


LONGEST_LABEL = (
    "Circus Grandioso · Wilderness cards · page 188/188 (backs; duplex, short edge, "
    "offset -1.25, -1.75 mm) · print at 100 % / actual size, not “fit to page”"
)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(list(Paper)), st.floats(15, 150), st.floats(15, 150), st.floats(0, 6))
def test_the_sheet_label_always_fits_its_box(paper: str, width: float, height: float, bleed: float) -> None:
    from generator.render.sheets import label_face
    from generator.render.text import fit_text

    box = label_box(plan_grid(paper, width, height, bleed))
    assert box is not None
    (text,) = label_face(box, LONGEST_LABEL).shapes
    fit_text(text, "sheet label")  # raises TextOverflow when it does not fit


def test_the_longest_label_fits_the_smallest_box_allowed() -> None:
    from generator.layout.imposition import LABEL_MIN_HEIGHT_MM, LABEL_MIN_WIDTH_MM, LabelBox
    from generator.render.sheets import label_face
    from generator.render.text import fit_text

    box = LabelBox(0, 0, LABEL_MIN_WIDTH_MM, LABEL_MIN_HEIGHT_MM, rotated=False)
    (text,) = label_face(box, LONGEST_LABEL).shapes
    assert fit_text(text, "sheet label").size_pt >= 4.5


@pytest.mark.parametrize(
    ("paper", "size", "duplex", "turned"),
    [
        (Paper.A4, POKER, Duplex.LONG, False),
        (Paper.A4, POKER, Duplex.SHORT, True),
        (Paper.A4, POKER, Duplex.NONE, False),
        (Paper.A4, (260.0, 180.0), Duplex.LONG, True),
        (Paper.A4, (260.0, 180.0), Duplex.SHORT, False),
    ],
)
def test_backs_are_turned_when_the_sheet_turns_about_its_horizontal_axis(
    paper: str, size: tuple[float, float], duplex: str, turned: bool
) -> None:
    grid = plan_grid(paper, *size, 3.0)
    assert backs_turned(grid, duplex) == turned
    assert mirrors_x(grid, duplex) != turned


@pytest.mark.parametrize(("paper", "cols", "rows"), [(Paper.A4, 8, 6), (Paper.LETTER, 7, 7)])
def test_round_tokens_sit_on_a_staggered_grid_with_room_for_a_punch(paper: str, cols: int, rows: int) -> None:
    grid = plan_grid(paper, 25.0, 25.0, 3.0, round=True)
    assert (grid.cols, grid.rows, grid.landscape) == (cols, rows, True)
    front, back = impose(grid.per_page, grid, Duplex.LONG, (0.0, 0.0), backs=True)
    slots = front.slots
    assert all(slot.shown == Sides.all(3.0) for slot in slots)  # each token keeps its whole bleed ring
    assert slots[cols].x - slots[0].x == pytest.approx(33.0 / 2)  # odd rows shift by half a pitch
    assert slots[cols].y - slots[0].y == pytest.approx(33.0 * 3**0.5 / 2)
    centres = [(slot.x + 12.5, slot.y + 12.5) for slot in slots]
    nearest = min(
        ((ax - bx) ** 2 + (ay - by) ** 2) ** 0.5 for i, (ax, ay) in enumerate(centres) for bx, by in centres[i + 1 :]
    )
    assert nearest == pytest.approx(25.0 + 2 * 3.0 + 2.0)  # 2 mm of white paper between neighbouring bleeds
    for slot in slots:
        assert 7.2 <= slot.x <= grid.page_w - 25.0 - 7.2 + 1e-9  # the printer's edge and the bleed on every side
        assert 7.2 <= slot.y <= grid.page_h - 25.0 - 7.2 + 1e-9
    for front_slot, back_slot in zip(slots, back.slots, strict=True):
        assert back_slot.y == pytest.approx(grid.page_h - front_slot.y - 25.0)  # landscape: rows reversed
    assert crop_marks(grid) == cut_guides(grid) == ()


@pytest.mark.parametrize("paper", list(Paper))
def test_a_fold_page_holds_four_poker_fronts_left_of_the_fold_and_their_backs_mirrored_right_of_it(
    paper: str,
) -> None:
    grid = plan_grid(paper, *POKER, 3.0, fold=True)
    assert (grid.cols, grid.rows, grid.landscape, grid.fold) == (2, 2, True, True)
    assert grid.fold_x == grid.page_w / 2
    assert grid.left + grid.block_w + 3.0 == pytest.approx(grid.fold_x)  # the fronts' bleed reaches the fold
    (page,) = impose(4, grid, Duplex.FOLD, (0.0, 0.0), backs=True)
    assert page.side == "fold" and [slot.back for slot in page.slots] == [False] * 4 + [True] * 4
    fronts, backs = page.slots[:4], page.slots[4:]
    for front, back in zip(fronts, backs, strict=True):
        assert back.card == front.card
        assert back.x + 63.5 / 2 - grid.fold_x == pytest.approx(grid.fold_x - (front.x + 63.5 / 2))
        assert back.y == front.y
        assert back.shown == Sides(front.shown.right, front.shown.top, front.shown.left, front.shown.bottom)
    assert all(slot.x + 63.5 + slot.shown.right <= grid.fold_x + 1e-9 for slot in fronts)
    assert all(slot.x - slot.shown.left >= grid.fold_x - 1e-9 for slot in backs)
    assert not backs_turned(grid, Duplex.FOLD)  # folded about a vertical line: the backs stand upright


@settings(max_examples=80, deadline=None)
@given(
    st.sampled_from(list(Paper)),
    st.floats(15, 120),
    st.floats(15, 150),
    st.floats(0, 6),
    st.booleans(),
    st.integers(1, 30),
)
def test_every_back_of_a_fold_page_is_its_front_mirrored_across_the_fold_line(
    paper: str, width: float, height: float, bleed: float, round: bool, count: int
) -> None:
    try:
        grid = plan_grid(paper, width, height if not round else width, bleed, round, fold=True)
    except LayoutError:
        return
    pages = impose(count, grid, Duplex.FOLD, (0.0, 0.0), backs=True)
    assert sorted(slot.card for page in pages for slot in page.slots if not slot.back) == list(range(count))
    for page in pages:
        fronts = {slot.card: slot for slot in page.slots if not slot.back}
        backs = {slot.card: slot for slot in page.slots if slot.back}
        assert fronts.keys() == backs.keys()
        for card, back in backs.items():
            front = fronts[card]
            assert (back.x + grid.card_w + front.x, back.y) == pytest.approx((grid.page_w, front.y))
            assert (
                front.x - front.shown.left >= 4.2 - 1e-9
                and front.x + grid.card_w + front.shown.right <= grid.fold_x + 1e-9
            )
            assert back.x - back.shown.left >= grid.fold_x - 1e-9
            assert back.x + grid.card_w + back.shown.right <= grid.page_w - 4.2 + 1e-9
            assert (
                min(front.y - front.shown.top, grid.page_h - front.y - grid.card_h - front.shown.bottom) >= 4.2 - 1e-9
            )
    for x1, y1, x2, y2 in crop_marks(grid) + fold_marks(grid):
        assert max(x1, x2) <= grid.fold_x + 1e-9  # nothing but the fold marks on the fold line, nothing beyond
        assert min(y1, y2) >= 4.2 - 1e-9 and max(y1, y2) <= grid.page_h - 4.2 + 1e-9
    assert all(x1 == x2 == grid.fold_x for x1, _, x2, _ in fold_marks(grid))


def test_a_fold_layout_needs_a_fold_grid() -> None:
    with pytest.raises(LayoutError, match="a fold layout needs a fold grid"):
        impose(4, plan_grid(Paper.A4, *POKER, 3.0), Duplex.FOLD, (0.0, 0.0), backs=True)
    with pytest.raises(LayoutError, match=r"a 150 × 88\.9 mm component with 3 mm bleed does not fit on half a sheet"):
        plan_grid(Paper.A4, 150, 88.9, 3.0, fold=True)


@pytest.mark.parametrize("paper", [Paper.A4, Paper.LETTER])
def test_every_fold_page_of_every_deck_has_room_for_its_fold_mark(paper: str) -> None:
    """A page's footer says to fold along the dashed line: a block that filled the page left none (Monarch's
    tokens on A4 and lands on Letter did)."""
    from generator.data.load import load_games
    from generator.layout.imposition import FOLD_MARK_MIN_MM, fold_marks

    for game in load_games():
        for deck in (deck for deck in game.decks if deck.double_sided):  # one-sided decks do not fold
            size = deck.format
            grid = plan_grid(paper, size.width_mm, size.height_mm, 3.0, size.shape == "circle", fold=True)
            marks = fold_marks(grid)
            assert marks, f"{game.id}/{deck.id} on {paper}"
            assert all(end - start >= FOLD_MARK_MIN_MM for _, start, _, end in marks)
