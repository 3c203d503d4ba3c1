"""Royal Menagerie's setup picture: what its own layout lays on the table comes from the card data, and each
player's first animals lie in the pens of their mat."""

from __future__ import annotations

from collections import Counter

from generator.data.load import load_game
from generator.games import declaration
from generator.layout.setup import Piece, SetupPicture, setup_picture


def pieces(table: SetupPicture) -> list[Piece]:
    return [placed.piece for placed in table.pieces]


def test_royal_menagerie_seats_every_player_with_their_animals_role_and_hand() -> None:
    game = load_game("royal-menagerie")
    table = setup_picture(game, declaration(game.id).setup)
    hands = [piece for piece in pieces(table) if piece.copies > 1]
    assert [hand.copies for hand in hands] == [game.constants["hand_size"]] * 4
    mats = [piece for piece in pieces(table) if piece.card and game.card(piece.card).kind == "mat"]
    assert len(mats) == 4
    for mat in mats:  # each player's first animals lie in the pens of their mat, each inside it
        assert len(mat.on) == game.constants["start_animals"]
        mat_format = game.deck(game.card(mat.card).deck).format
        for card, x, y in mat.on:
            size = game.deck(game.card(card).deck).format
            assert game.card(card).kind == "animal"
            assert (
                x > 0
                and x + size.width_mm < mat_format.width_mm
                and y > 0
                and y + size.height_mm < mat_format.height_mm
            )
    assert Counter(piece.card or piece.deck for piece in pieces(table))["grand-vizier"] == 1  # one role shown
    assert Counter(piece.deck for piece in pieces(table))["roles"] == 3  # the others hidden
