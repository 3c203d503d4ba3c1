"""Royal Menagerie's worked example: each player's role and pens drawn, each pen tagged with its points, and the
pens named as a player names them (a full pen says so)."""

from __future__ import annotations

from found_games import worked_example


def test_the_menageries_are_drawn_pen_by_pen_and_named_as_players_name_them() -> None:
    game, state, laid_out = worked_example("royal-menagerie")
    (picture,) = laid_out.pictures
    pens = [
        (placed.piece.card, placed.piece.copies)
        for placed in picture.pieces
        if placed.piece.card != "" and game.card(placed.piece.card).kind == "animal"
    ]
    assert pens[:3] == [("white-tiger", 1), ("giant-ibis", 3), ("mammoth", 2)]  # Ada's, in the table's order
    assert sorted(pens) == sorted(
        (animal, count) for player in state["players"] for animal, count in player["menagerie"].items()
    )
    assert [label.text for label in picture.labels if label.kind == "tag"][:3] == ["1 point", "0 points", "6 points"]
    ada = laid_out.table[1]
    assert ada == ("Ada", "Grand Vizier", "1 White Tiger: 1, 3 Giant Ibises (full): 0, 2 Mammoths: 6", "7")
    assert laid_out.lines[0] == "Ada, the Grand Vizier, has 7 points, not more than Cy's 7: no solo victory."
    assert laid_out.verdict == "Cy and Di win together."
