"""Monarch's worked example: the board, the court the example's text follows and the winner's, each court card
captioned with its crowns, at one scale; and a table of every sister's crowns."""

from __future__ import annotations

from found_games import worked_example


def test_the_board_kaylas_court_and_the_winners_and_every_sisters_crowns() -> None:
    game, state, laid_out = worked_example("monarch")
    board, kayla_court, emily_court = laid_out.pictures
    assert board.width == kayla_court.width == emily_court.width  # drawn at one scale
    kayla, emily = state["players"][0], state["players"][2]
    for picture, sister in ((kayla_court, kayla), (emily_court, emily)):
        assert [placed.piece.card for placed in picture.pieces] == [*sister["court"], sister["banner"]]
    lands = [placed.piece for placed in board.pieces]
    assert [game.card(piece.card).kind for piece in lands] == ["land"] * len(state["board"])
    assert [piece.on[0][0] if piece.on else None for piece in lands] == [
        land.get("improvement") for land in state["board"]
    ]
    crowns = [label.text for label in kayla_court.labels if label.kind == "caption"]
    assert crowns == ["7 crowns", "2 crowns", "1 crown", "2 crowns", "3 crowns", "2 crowns", "Kayla's court and banner"]
    crowns = [label.text for label in emily_court.labels if label.kind == "caption"]
    assert crowns[:-1] == [
        "4 crowns",
        "3 crowns",
        "6 crowns",
        "6 crowns",
        "5 crowns",
        "3 crowns",
        "3 crowns",
        "1 crown",
    ]
    assert not [label for picture in laid_out.pictures for label in picture.labels if label.kind == "tag"]
    assert laid_out.table == (
        ("Sister", "Court", "Banner", "Guests", "Crowns"),
        ("Kayla", "15", "2", "—", "17"),
        ("Brian", "20", "2", "−2", "20"),
        ("Emily", "30", "1", "−2", "29"),
    )
    assert laid_out.lines[0] == "Kayla's Scimitar: 4 Might in court + 3 Might on the board: 7."
    assert laid_out.lines[-1] == "Emily's Crown Jewels: its printed 5; 2 guests: −2."
    assert laid_out.verdict == "Emily becomes Monarch with 29 crowns, 9 ahead of Brian."
