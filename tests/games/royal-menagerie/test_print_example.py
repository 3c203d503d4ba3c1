"""Royal Menagerie's worked example: each player's role and pens drawn, the court's in one picture and the
Conspirators' in another (so both are drawn as wide as the column allows), each pen tagged with its points, and the
pens named as a player names them (a full pen says so)."""

from __future__ import annotations

from found_games import worked_example
from pytest import approx


def test_the_menageries_are_drawn_pen_by_pen_and_named_as_players_name_them() -> None:
    game, state, laid_out = worked_example("royal-menagerie")
    court, conspirators = laid_out.pictures
    pens = [
        (placed.piece.card, placed.piece.copies)
        for placed in (*court.pieces, *conspirators.pieces)
        if placed.piece.card != "" and game.card(placed.piece.card).kind == "animal"
    ]
    assert pens[:3] == [("white-tiger", 1), ("giant-ibis", 3), ("mammoth", 2)]  # Ada's, in the table's order
    assert sorted(pens) == sorted(
        (animal, count) for player in state["players"] for animal, count in player["menagerie"].items()
    )
    assert [label.text for label in court.labels if label.kind == "tag"][:3] == ["1 point", "0 points", "6 points"]
    assert [label.text for label in court.labels if label.kind == "caption"] == [
        "Ada, Grand Vizier: 7 points",
        "Bo, Loyalist: 3 points",
    ]
    assert [label.text for label in conspirators.labels if label.kind == "caption"] == [
        "Cy, Conspirator: 7 points",
        "Di, Conspirator: 4 points",
    ]
    ada = laid_out.table[1]
    assert ada == ("Ada", "Grand Vizier", "1 White Tiger: 1, 3 Giant Ibises (full): 0, 2 Mammoths: 6", "7")
    assert laid_out.lines[0] == "Ada, the Grand Vizier, has 7 points, not more than Cy's 7: no solo victory."
    assert laid_out.verdict == "Cy and Di win together."


def test_both_pictures_are_as_wide_as_the_widest_row_so_their_cards_are_drawn_alike() -> None:
    """Ada's row is the widest: her role card, 10 mm, a White Tiger, 6 mm, three Giant Ibises fanned (a card and two
    steps of 22 % of its width), 6 mm, two Mammoths; both pictures take its width, so one scale draws both; each is
    two rows of cards 16 mm apart."""
    _game, _state, laid_out = worked_example("royal-menagerie")
    width = 63.5 + 10 + 63.5 + 6 + 63.5 * 1.44 + 6 + 63.5 * 1.22
    assert [picture.width for picture in laid_out.pictures] == approx([width, width])
    assert [picture.height for picture in laid_out.pictures] == approx([2 * 88.9 + 16, 2 * 88.9 + 16])
