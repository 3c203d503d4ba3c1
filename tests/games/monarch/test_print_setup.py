"""Monarch's setup picture: what its own layout lays on the table comes from the card data."""

from __future__ import annotations

from generator.data.load import load_game
from generator.data.model import Game
from generator.games import declaration
from generator.layout.setup import ITEM_GAP_MM, Piece, SetupPicture, setup_picture


def pieces(table: SetupPicture) -> list[Piece]:
    return [placed.piece for placed in table.pieces]


def caption_of(table: SetupPicture, game: Game, key: str) -> list[Piece]:
    """The pieces standing on the line just above the caption labelled ``key``, within its width."""
    assert game.learn is not None
    text = game.learn.table_labels[key]
    found = []
    for caption in table.captions:
        if caption.text != text:
            continue
        found += [
            placed.piece
            for placed in table.pieces
            if caption.x - 1e-6 <= placed.x <= caption.x + caption.w
            and caption.y - ITEM_GAP_MM <= placed.y + placed.card_h <= caption.y
        ]
    return found


def test_monarch_lays_its_board_market_row_and_banners_from_the_constants() -> None:
    game = load_game("monarch")
    table = setup_picture(game, declaration(game.id).setup)
    lands = [piece for piece in pieces(table) if piece.card in ("simple-farm", "small-village")]
    assert len(lands) == game.constants["board_lands"] == 9
    row = caption_of(table, game, "market-row")
    assert len(row) == game.constants["market_row"]
    assert all(game.card(piece.card).deck == "market" and game.card(piece.card).kind != "moon" for piece in row)
    banners = {piece.card for piece in caption_of(table, game, "banners")}
    assert banners == {card.id for card in game.cards if card.kind == "banner"}
