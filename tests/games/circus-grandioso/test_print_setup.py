"""Circus Grandioso's setup picture: what its own layout lays on the table comes from the card data."""

from __future__ import annotations

from dataclasses import replace

import pytest

from generator.data.load import load_game
from generator.games import declaration
from generator.layout.setup import Piece, SetupPicture, setup_picture


def pieces(table: SetupPicture) -> list[Piece]:
    return [placed.piece for placed in table.pieces]


@pytest.mark.parametrize("players", [2, 4])
def test_circus_deals_a_hand_to_each_player_seated(players: int) -> None:
    game = load_game("circus-grandioso")
    assert game.learn is not None
    game = replace(game, learn=replace(game.learn, table_players=players))
    hands = [piece for piece in pieces(setup_picture(game, declaration(game.id).setup)) if piece.copies > 1]
    assert [hand.copies for hand in hands] == [game.constants["hand_size"]] * players
