"""Animal Kingdoms' worked example: every player's kingdoms in a column, the columns in one row down the chain of
command, each kingdom a title band below the one before so that every name reads; each column captioned with the
player's title (Emperor, Count, Baron), never a number of rank; the crowns under their seats, peeking out to the
left, each seized crown under its liege's."""

from __future__ import annotations

from found_games import worked_example
from pytest import approx


def test_the_chain_of_command_is_drawn_and_named_by_title() -> None:
    _game, state, laid_out = worked_example("animal-kingdoms")
    (picture,) = laid_out.pictures
    kingdoms = [placed for placed in picture.pieces if not placed.piece.card.endswith("-crown")]
    assert [placed.piece.card for placed in kingdoms] == [
        kingdom
        for player in state["players"]
        for kingdom in player["kingdoms"]  # Ana, Ben, Cleo, Dev
    ]
    band = 88.9 * 0.19  # each kingdom lies this far below the one before: its title band stays in sight
    assert [placed.y for placed in kingdoms[:5]] == approx([0.0, band, 2 * band, 3 * band, 4 * band])
    assert len({placed.x for placed in kingdoms[:5]}) == 1  # Ana's column
    captions = [label.text for label in picture.labels if label.kind == "caption"]
    assert captions == [
        "Ana, Emperor. Ben's and Cleo's crowns lie under Ana's.",
        "Ben, Count, vassal of Ana.",
        "Cleo, Baron, vassal of Ben.",
        "Dev, Monarch.",
    ]
    assert laid_out.table == ()  # the captions and the lines say what a table would
    assert laid_out.lines[0] == "Ana's empire: own kingdoms 5 and Ben's empire 4, 9 kingdoms in all."
    assert laid_out.verdict == "Ana is Emperor. Ana, Ben and Cleo win together."


def test_every_crown_is_drawn_each_seized_one_tucked_under_its_liege_s() -> None:
    """Ana's Ruby crown peeks out to the left of her seat, Ben's Sapphire crown (seized by Ana) to the left of it, and
    Cleo's Emerald crown (seized by Ben) to the left of that; Dev's Topaz crown lies under his own seat."""
    _game, _state, laid_out = worked_example("animal-kingdoms")
    (picture,) = laid_out.pictures
    drawn = [(placed.piece.card, placed.x, placed.y) for placed in picture.pieces]
    cards = [card for card, _, _ in drawn]
    assert cards[:4] == ["emerald-crown", "sapphire-crown", "ruby-crown", "sunmane"]  # the lowest drawn first
    step = 63.5 * 0.16  # a crown peeks out this far to the left of the card over it
    assert [x for _, x, _ in drawn[:4]] == approx([0.0, step, 2 * step, 3 * step])
    assert {y for _, _, y in drawn[:4]} == {0.0}
    topaz, wyrmdeep = cards.index("topaz-crown"), cards.index("wyrmdeep")
    assert topaz == wyrmdeep - 1 and drawn[topaz][2] == drawn[wyrmdeep][2]
    assert drawn[wyrmdeep][1] - drawn[topaz][1] == approx(step)
    assert picture.height == approx(4 * 88.9 * 0.19 + 88.9)  # Ana's five kingdoms, the tallest column
