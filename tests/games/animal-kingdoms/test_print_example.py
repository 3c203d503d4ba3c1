"""Animal Kingdoms' worked example: each player's kingdoms drawn down the chain of command, every player named by
title (Emperor, Count, Baron), never by a number of rank."""

from __future__ import annotations

from found_games import worked_example


def test_the_chain_of_command_is_drawn_and_named_by_title() -> None:
    _game, state, laid_out = worked_example("animal-kingdoms")
    (picture,) = laid_out.pictures
    drawn = sorted(placed.piece.card for placed in picture.pieces)
    assert drawn == sorted(kingdom for player in state["players"] for kingdom in player["kingdoms"])
    captions = [label.text for label in picture.labels if label.kind == "caption"]
    assert captions == [
        "Ana, Emperor: 5 kingdoms",
        "Ben, Count, vassal of Ana: 3 kingdoms",
        "Cleo, Baron, vassal of Ben: 1 kingdom",
        "Dev, Monarch: 1 kingdom",
    ]
    assert laid_out.table[0] == ("Player", "Title", "Liege", "Own kingdoms", "Empire")
    assert laid_out.table[1] == ("Ana", "Emperor", "—", "5", "9")
    assert laid_out.verdict == "Ana is Emperor. Ana, Ben and Cleo win together."
