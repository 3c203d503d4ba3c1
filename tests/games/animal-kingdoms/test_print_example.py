"""Animal Kingdoms' worked example: every player's kingdoms in one row down the chain of command, each fan
captioned with the player's title and the names of the kingdoms it hides, every player named by title (Emperor,
Count, Baron), never by a number of rank; the crowns under their seats, each seized crown under its liege's."""

from __future__ import annotations

from found_games import worked_example
from pytest import approx


def test_the_chain_of_command_is_drawn_and_named_by_title_and_kingdoms() -> None:
    _game, state, laid_out = worked_example("animal-kingdoms")
    (picture,) = laid_out.pictures
    kingdoms = [placed.piece.card for placed in picture.pieces if not placed.piece.card.endswith("-crown")]
    assert kingdoms == [kingdom for player in state["players"] for kingdom in player["kingdoms"]]  # Ana, Ben, Cleo, Dev
    captions = [label.text for label in picture.labels if label.kind == "caption"]
    assert captions == [
        "Ana, Emperor: Sunmane, Hornfast, Tallreach, Greymarch, Reefmaw. Ben's and Cleo's crowns lie under Ana's.",
        "Ben, Count, vassal of Ana: Blackwater, Honeyhold, Rootmarch.",
        "Cleo, Baron, vassal of Ben: Duneplume.",
        "Dev, Monarch: Wyrmdeep.",
    ]
    assert laid_out.table == ()  # the captions and the lines say what a table would
    assert laid_out.lines[0] == "Ana's empire: own kingdoms 5 and Ben's empire 4, 9 kingdoms in all."
    assert laid_out.verdict == "Ana is Emperor. Ana, Ben and Cleo win together."


def test_every_crown_is_drawn_each_seized_one_tucked_under_its_liege_s() -> None:
    """Ana's Ruby crown peeks out above her seat, Ben's Sapphire crown (seized by Ana) above it, and Cleo's Emerald
    crown (seized by Ben) above that; Dev's Topaz crown lies under his own seat."""
    _game, _state, laid_out = worked_example("animal-kingdoms")
    (picture,) = laid_out.pictures
    drawn = [(placed.piece.card, placed.x, placed.y) for placed in picture.pieces]
    cards = [card for card, _, _ in drawn]
    assert cards[:4] == ["emerald-crown", "sapphire-crown", "ruby-crown", "sunmane"]  # the lowest drawn first
    step = 88.9 * 0.16  # a crown peeks out this far above the card over it
    assert [y for _, _, y in drawn[:4]] == approx([0.0, step, 2 * step, 3 * step])
    assert {x for _, x, _ in drawn[:4]} == {0.0}
    topaz, wyrmdeep = cards.index("topaz-crown"), cards.index("wyrmdeep")
    assert topaz == wyrmdeep - 1 and drawn[topaz][1] == drawn[wyrmdeep][1]
    assert drawn[wyrmdeep][2] - drawn[topaz][2] == approx(step)
    assert picture.height == approx(3 * step + 88.9)  # nothing drawn above the picture's top
