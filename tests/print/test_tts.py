"""Tabletop sheet geometry: cells within 4096 px, at most 10 × 7, the hidden card in the last cell."""

from __future__ import annotations

import pytest

from generator.render.tts import MAX_COLS, MAX_PX, MAX_ROWS, sheet_shape, tts_grid


def test_poker_cells_are_409_by_573_and_seven_rows_fit() -> None:
    grid = tts_grid(63.5, 88.9)
    assert (grid.cell_w, grid.cell_h, grid.max_rows, grid.cards_per_sheet) == (409, 573, 7, 69)


@pytest.mark.parametrize(
    ("width", "height", "rows"), [(69.85, 120.65, 5), (22, 22, 7), (80, 80, 7), (180, 250, 7), (260, 180, 7)]
)
def test_every_format_stays_within_4096_pixels(width: float, height: float, rows: int) -> None:
    grid = tts_grid(width, height)
    assert grid.cell_w * MAX_COLS <= MAX_PX
    assert grid.max_rows == rows
    assert grid.cell_h * grid.max_rows <= MAX_PX


@pytest.mark.parametrize(
    ("cards", "shape"), [(0, (1, 1)), (1, (2, 1)), (9, (10, 1)), (10, (10, 2)), (63, (10, 7)), (69, (10, 7))]
)
def test_sheet_shape_leaves_the_last_cell_for_the_hidden_card(cards: int, shape: tuple[int, int]) -> None:
    cols, rows = sheet_shape(cards)
    assert (cols, rows) == shape
    assert cols <= MAX_COLS and rows <= MAX_ROWS
    assert cols * rows - 1 >= cards
