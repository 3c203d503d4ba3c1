"""Circus Grandioso's worked example: the pyramid drawn with every card placed, captioned under it with who placed
it, and each open place outlined with a tag inside naming the cards it takes; the pyramid few enough places wide and
rows high that the column draws its cards over 20 mm wide; no table of figures (the game has no points)."""

from __future__ import annotations

from found_games import worked_example
from pytest import approx

from generator.render.booklet import EXAMPLE_HEIGHT_MM, FRAME_PADDING_PT, LEARN_MEASURE_MM

NO_BREAK = "\u00a0"
PT_MM = 25.4 / 72


def test_the_pyramid_is_drawn_with_its_cards_and_its_open_places_named() -> None:
    _game, state, laid_out = worked_example("circus-grandioso")
    (picture,) = laid_out.pictures
    cards = [placed for placed in picture.pieces if placed.piece.empty is None]
    assert sorted(placed.piece.card for placed in cards) == sorted(card["card"] for card in state["pyramid"])
    places = [placed for placed in picture.pieces if placed.piece.empty is not None]
    top_right, floor_left = 3 * (63.5 + 4), 2 * (88.9 + 17)  # right of the Camel; left of the floor
    assert [coordinate for placed in places for coordinate in (placed.x, placed.y)] == approx(
        [top_right, 0.0, 0.0, floor_left]
    )
    tags = [label for label in picture.labels if label.kind == "tag"]
    assert [tag.text for tag in tags] == [f"Camel or{NO_BREAK}Clown", f"Elephant or{NO_BREAK}Clown"]
    for tag, place in zip(tags, places, strict=True):  # inside its place, 8 mm clear of the outline either side
        assert [tag.x, tag.y, tag.w, tag.h] == approx([place.x + 8, place.y, 63.5 - 16, 88.9])
    captions = sorted(label.text for label in picture.labels if label.kind == "caption")
    assert captions == sorted(card["by"] for card in state["pyramid"] if "by" in card)  # who placed each card
    assert laid_out.table == ()  # no column of figures the game does not score
    assert laid_out.verdict == "If the game ended now, Cy would win, holding the Show Master."
    assert laid_out.lines[0].startswith("Cy placed the Camel that stands alone at the top of the pyramid")
    assert "at the right end of the Camel row may take a Camel or a Clown next" in laid_out.lines[1]
    assert "at the left end of the Elephant row may take an Elephant or a Clown next" in laid_out.lines[2]


def test_the_column_draws_the_pyramid_s_cards_over_20_mm_wide() -> None:
    """Five places wide (the open place left of the floor's four Elephants), three rows high: as wide as the column
    (131.8 mm inside its padding), 333.5 mm drawn at 0.395, the cards 25.1 mm wide; the booklet may shrink the
    picture by a fifth to keep the example on its page, leaving them 20.1 mm wide."""
    _game, _state, laid_out = worked_example("circus-grandioso")
    (picture,) = laid_out.pictures
    assert (picture.width, picture.height) == approx((5 * 63.5 + 4 * 4, 3 * 88.9 + 2 * 17))
    column = LEARN_MEASURE_MM - 2 * FRAME_PADDING_PT * PT_MM
    scale = min(column / picture.width, EXAMPLE_HEIGHT_MM[1] / picture.height)
    assert 63.5 * scale == approx(25.1, abs=0.05)
    assert 63.5 * scale * 0.8 > 20
