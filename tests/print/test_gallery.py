"""The components row of the booklet (``Gallery``): components of one size together, lines as even as the width
allows, a small component (a token) drawn large enough to read."""

from __future__ import annotations

from pytest import approx

from generator.data.model import Format
from generator.layout.units import pt
from generator.render.booklet import FRAME_PADDING_PT, GALLERY_SCALE, LEARN_MEASURE_MM
from generator.render.figures import Gallery, GalleryCell, gallery_lines

CARD = Format("card", "Card", 63.5, 88.9, "rect", 3.0)
BOARD = Format("board", "Board", 88.9, 88.9, "rect", 0.0)
TOKEN = Format("token", "Token", 25.0, 25.0, "circle", 0.0)
SHEET = Format("sheet", "Sheet", 180.0, 250.0, "rect", 0.0)
WIDTH = pt(LEARN_MEASURE_MM) - 2 * FRAME_PADDING_PT
"""The learn-to-play column: four cards at 40 % (28 mm captions under them, 5 mm apart) fit in a line, five do not."""


class SizedFaces:
    """What a gallery asks of its faces for a layout: each card's format (a card's id is its format's here)."""

    def format_of(self, card_id: str = "", deck_id: str = "") -> Format:
        return {size.id: size for size in (CARD, BOARD, TOKEN, SHEET)}[card_id.split("#")[0]]


def cells(*sizes: tuple[Format, int]) -> tuple[list[GalleryCell], list[Format]]:
    """Cells of the formats, so many of each, as a gallery at 40 % makes them, named ``<format>#<n>``."""
    gallery = Gallery(SizedFaces(), [], GALLERY_SCALE)  # type: ignore[arg-type]  # only its formats are asked for
    made = [gallery.cell(f"{size.id}#{index}", "A caption") for size, count in sizes for index in range(count)]
    return made, [size for size, count in sizes for _ in range(count)]


def names(lines: list[list[GalleryCell]]) -> list[list[str]]:
    return [[cell.card_id for cell in line] for line in lines]


def test_seven_cards_take_two_even_lines_and_a_board_shares_the_third_with_a_token() -> None:
    made, formats = cells((CARD, 7), (BOARD, 1), (TOKEN, 1))
    lines = names(gallery_lines(made, formats, WIDTH))
    assert [len(line) for line in lines] == [4, 3, 2]
    assert lines[2] == ["board#0", "token#0"]


def test_nine_cards_take_three_lines_of_three_not_four_four_and_one() -> None:
    made, formats = cells((CARD, 9))
    assert [len(line) for line in gallery_lines(made, formats, WIDTH)] == [3, 3, 3]


def test_cards_that_fit_on_one_line_share_it_with_a_token_but_the_end_of_longer_runs_does_not() -> None:
    made, formats = cells((CARD, 3), (TOKEN, 1))
    assert names(gallery_lines(made, formats, WIDTH)) == [["card#0", "card#1", "card#2", "token#0"]]
    made, formats = cells((CARD, 5), (TOKEN, 1), (SHEET, 1))
    assert names(gallery_lines(made, formats, WIDTH)) == [
        ["card#0", "card#1", "card#2"],
        ["card#3", "card#4"],
        ["token#0", "sheet#0"],
    ]


def test_a_small_token_is_drawn_20_mm_across_and_a_card_at_the_gallery_s_scale() -> None:
    (card, token), _ = cells((CARD, 1), (TOKEN, 1))
    assert (token.width, token.height, token.scale) == approx((pt(20.0), pt(20.0), 0.8))  # 25 mm at 40 %: 10 mm
    assert (card.width, card.scale) == approx((pt(63.5 * 0.4), 0.4))


def test_a_gallery_shows_its_components_grouped_by_size_in_the_order_sizes_first_come() -> None:
    items = [("card#0", "a"), ("board#0", "b"), ("card#1", "c"), ("token#0", "d"), ("card#2", "e")]
    gallery = Gallery(SizedFaces(), items, GALLERY_SCALE)  # type: ignore[arg-type]
    assert [card_id for card_id, _ in gallery.items] == ["card#0", "card#1", "card#2", "board#0", "token#0"]
