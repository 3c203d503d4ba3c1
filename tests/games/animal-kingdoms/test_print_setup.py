"""Animal Kingdoms's setup picture: what its own layout lays on the table comes from the card data."""

from __future__ import annotations

from generator.data.load import load_game
from generator.games import declaration
from generator.layout.setup import Piece, SetupPicture, setup_picture


def pieces(table: SetupPicture) -> list[Piece]:
    return [placed.piece for placed in table.pieces]


def test_animal_kingdoms_leaves_every_other_kingdom_free_and_tucks_each_crown_under_a_seat() -> None:
    game = load_game("animal-kingdoms")
    assert game.learn is not None
    players = game.learn.table_players
    table = setup_picture(game, declaration(game.id).setup)
    free = [piece for piece in pieces(table) if piece.deck == "kingdoms"]
    assert len(free) == game.kinds["kingdom"].total - players
    seats = [piece for piece in pieces(table) if piece.under]
    assert len(seats) == players and all(game.card(seat.under).kind == "crown" for seat in seats)
    assert not [piece for piece in pieces(table) if piece.card and game.card(piece.card).kind == "army"]
    hands = [piece.deck for piece in pieces(table) if piece.deck in ("armies", "wilderness") and not piece.pile]
    assert sorted(hands) == ["armies"] * players + ["wilderness"] * players  # hidden: drawn as their backs
