"""Monarch's worked example: one court under the board it counts, each court card tagged with its crowns, and a
table of every sister's crowns."""

from __future__ import annotations

from found_games import worked_example


def test_one_court_and_the_board_and_every_sisters_crowns() -> None:
    game, state, laid_out = worked_example("monarch")
    (picture,) = laid_out.pictures
    kayla = state["players"][0]
    court = [placed.piece.card for placed in picture.pieces if game.card(placed.piece.card).kind != "land"]
    assert court == [*kayla["court"], kayla["banner"]]  # one court: no other sister's card is drawn
    lands = [placed.piece for placed in picture.pieces if game.card(placed.piece.card).kind == "land"]
    assert len(lands) == len(state["board"])
    assert [piece.on[0][0] if piece.on else None for piece in lands] == [
        land.get("improvement") for land in state["board"]
    ]
    tags = [label.text for label in picture.labels if label.kind == "tag"]
    assert tags == ["7 crowns", "2 crowns", "1 crown", "2 crowns", "3 crowns", "2 crowns"]
    assert laid_out.table == (
        ("Sister", "Court", "Banner", "Guests", "Crowns"),
        ("Kayla", "15", "2", "—", "17"),
        ("Brian", "20", "2", "−2", "20"),
        ("Emily", "30", "1", "−2", "29"),
    )
    assert laid_out.verdict == "Emily becomes Monarch with 29 crowns, 9 ahead of Brian."
