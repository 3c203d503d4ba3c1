"""The setup pictures of the booklets: what lies on the table comes from the card data, and nothing overlaps."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from generator.data.load import load_game
from generator.data.model import Game
from generator.games import declaration
from generator.layout.setup import ITEM_GAP_MM, Piece, SetupPicture, extent, setup_picture
from generator.scoring import GAME_IDS


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


def test_royal_menagerie_seats_every_player_with_their_animals_role_and_hand() -> None:
    game = load_game("royal-menagerie")
    table = setup_picture(game, declaration(game.id).setup)
    hands = [piece for piece in pieces(table) if piece.copies > 1]
    assert [hand.copies for hand in hands] == [game.constants["hand_size"]] * 4
    animals = [piece for piece in pieces(table) if piece.card and game.card(piece.card).kind == "animal"]
    assert len(animals) == 4 * game.constants["start_animals"]
    assert Counter(piece.card or piece.deck for piece in pieces(table))["grand-vizier"] == 1  # one role shown
    assert Counter(piece.deck for piece in pieces(table))["roles"] == 3  # the others hidden


def test_animal_kingdoms_leaves_every_other_kingdom_free_and_tucks_each_crown_under_a_seat() -> None:
    game = load_game("animal-kingdoms")
    assert game.learn is not None
    players = game.learn.table_players
    table = setup_picture(game, declaration(game.id).setup)
    free = [piece for piece in pieces(table) if piece.deck == "kingdoms"]
    assert len(free) == game.kinds["kingdom"].total - players
    seats = [piece for piece in pieces(table) if piece.under]
    assert len(seats) == players and all(game.card(seat.under).kind == "crown" for seat in seats)
    armies = {piece.card for piece in pieces(table) if piece.card and game.card(piece.card).kind == "army"}
    assert armies == {game.card(seat.card).extra["army"] for seat in seats}


@pytest.mark.parametrize("players", [2, 4])
def test_circus_deals_a_hand_to_each_player_seated(players: int) -> None:
    game = load_game("circus-grandioso")
    assert game.learn is not None
    game = replace(game, learn=replace(game.learn, table_players=players))
    hands = [piece for piece in pieces(setup_picture(game, declaration(game.id).setup)) if piece.copies > 1]
    assert [hand.copies for hand in hands] == [game.constants["hand_size"]] * players


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_nothing_on_the_table_overlaps_and_every_caption_is_from_the_data(game_id: str) -> None:
    game = load_game(game_id)
    assert game.learn is not None
    table = setup_picture(game, declaration(game.id).setup)
    boxes = []
    for placed in table.pieces:
        width, height, drop = extent(game, placed.piece)
        left, top = placed.x, placed.y - drop
        assert left >= 0 and top >= 0
        assert left + width <= table.width + 1e-6 and top + height <= table.height
        boxes.append((left, top, left + width, top + height))
    for index, (x1, y1, x2, y2) in enumerate(boxes):
        for a1, b1, a2, b2 in boxes[index + 1 :]:
            assert x2 <= a1 + 1e-6 or a2 <= x1 + 1e-6 or y2 <= b1 + 1e-6 or b2 <= y1 + 1e-6
    assert {caption.text for caption in table.captions} <= set(game.learn.table_labels.values())
    assert set(game.learn.table_labels.values()) <= {caption.text for caption in table.captions}
