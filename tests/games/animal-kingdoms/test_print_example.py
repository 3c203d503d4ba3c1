"""Animal Kingdoms' worked example: each player's kingdoms drawn down the chain of command, every player named by
title (Emperor, Count, Baron), never by a number of rank."""

from __future__ import annotations

from generator.data.load import load_game
from generator.games import declaration
from generator.scoring import load_catalog, score


def test_the_chain_of_command_is_drawn_and_named_by_title() -> None:
    game = load_game("animal-kingdoms")
    state = game.learn.example if game.learn else None
    assert state is not None
    result = score(game.id, state, load_catalog(game.id))
    layout = declaration(game.id).example
    assert layout is not None
    laid_out = layout(game, state, result)
    (picture,) = laid_out.pictures
    drawn = sorted(placed.piece.card for placed in picture.pieces)
    assert drawn == sorted(kingdom for player in state["players"] for kingdom in player["kingdoms"])
    captions = [label.text for label in picture.labels if label.kind == "caption"]
    assert captions == [
        "Red, Emperor: 5 kingdoms",
        "Blue, Count, vassal of Red: 3 kingdoms",
        "Green, Baron, vassal of Blue: 1 kingdom",
        "Gold, Monarch: 1 kingdom",
    ]
    assert laid_out.table[0] == ("Player", "Title", "Liege", "Own kingdoms", "Empire")
    assert laid_out.table[1] == ("Red", "Emperor", "—", "5", "9")
    assert laid_out.verdict == "Red is Emperor. Red, Blue and Green win together."
