"""The setup pictures of the booklets: what lies on the table comes from the card data, and nothing overlaps."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

import pytest
from found_games import GAMES

from generator.data.load import load_game
from generator.data.model import Game
from generator.games import declaration
from generator.games.printable import layout_problems
from generator.layout.setup import (
    ITEM_GAP_MM,
    Group,
    Piece,
    SetupPicture,
    TableSetup,
    extent,
    lines_of,
    setup_picture,
)
from tests.print import data_only


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


@pytest.mark.parametrize("game_id", [*GAMES, data_only.GAME_ID])
def test_nothing_on_the_table_overlaps_and_every_caption_is_from_the_data(game_id: str) -> None:
    game = data_only.game() if game_id == data_only.GAME_ID else load_game(game_id)
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
    captions = set(game.learn.table_labels.values()) | {place.caption for place in game.learn.places}
    assert {caption.text for caption in table.captions} == captions


def test_a_declared_picture_lays_each_place_as_learn_toml_says() -> None:
    """Harvest Fair's three players: the draw pile, the market's first designs up to its size and the aid in the
    first row; a fanned hand of backs each in the second; an empty stall each, a card wide, in the third."""
    game = data_only.game()
    table = setup_picture(game, declaration(game.id).setup)
    back, stall = Piece(deck="fair"), Piece(empty=(63.5, 88.9))
    assert pieces(table) == [
        Piece(deck="fair", pile=True),
        *(Piece(card=f"corn-{value}") for value in (1, 2, 3, 4)),
        Piece(card="fair-day"),
        *[replace(back, copies=5)] * 3,
        *[stall] * 3,
    ]
    market, hand = "The market: {{ value('market_size') }} cards face up", "A hand of {{ value('hand_size') }} cards"
    assert [caption.text for caption in table.captions] == [
        "Draw pile",
        market,
        "Player aid",
        *[hand] * 3,
        *["Your stall"] * 3,
    ]
    assert len({caption.y for caption in table.captions}) == 3  # three rows, their captions under each


@pytest.mark.parametrize("players", [2, 4])
def test_a_declared_place_of_each_player_is_laid_once_per_player_seated(players: int) -> None:
    game = data_only.game()
    assert game.learn is not None
    seated = replace(game, learn=replace(game.learn, table_players=players))
    table = setup_picture(seated, declaration(game.id).setup)
    assert [piece.copies for piece in pieces(table) if piece.copies > 1] == [game.constants["hand_size"]] * players
    assert sum(piece.empty is not None for piece in pieces(table)) == players


def test_the_pieces_of_a_declared_row_go_ten_to_a_line() -> None:
    game = data_only.game()
    assert game.learn is not None
    twelve = replace(game.learn.places[1], count=12)
    wide = replace(game, learn=replace(game.learn, places=(twelve,)))
    table = setup_picture(wide, declaration(game.id).setup)
    lines = sorted({placed.y for placed in table.pieces})
    assert [sum(placed.y == y for placed in table.pieces) for y in lines] == [10, 2]
    assert [placed.piece.card for placed in table.pieces] == [
        *(f"corn-{value}" for value in range(1, 10)),
        "vine-1",
        "vine-2",
        "vine-3",
    ]


def test_a_layout_that_asks_for_lines_of_no_piece_is_refused_not_laid_out_in_one_column() -> None:
    assert lines_of([Piece(deck="fair")] * 9, 3) == ((Piece(deck="fair"),) * 3,) * 3
    with pytest.raises(ValueError, match="lines of 0 pieces: a line holds one piece at least"):
        lines_of([Piece(deck="fair")] * 9, 0)


def test_a_layout_of_a_games_own_that_fails_on_its_data_is_a_problem_of_its_setup_not_a_traceback() -> None:
    game = data_only.game()

    def rows(game: Game, players: int, labels: Mapping[str, str]) -> list[list[Group]]:
        """A board of a piece per player, laid out by a layout that asks for lines of none."""
        return [[Group("Board", lines_of([Piece(deck="fair")] * players, 0))]]

    assert layout_problems(game, TableSetup(places=(), rows=rows)) == [
        (
            "learn.toml",
            "players",
            "the setup picture cannot be laid out for 3 players (ValueError: lines of 0 pieces: a line holds "
            "one piece at least)",
        )
    ]
    assert layout_problems(game, declaration(game.id).setup) == []


def test_a_layout_of_a_games_own_made_too_large_by_a_rule_constant_blames_the_constants() -> None:
    game = replace(data_only.game(), constants={"hand_size": 1000, "rounds": 3})

    def rows(game: Game, players: int, labels: Mapping[str, str]) -> list[list[Group]]:
        """Each player's hand, of as many cards as the rule constant says."""
        hand = Piece(deck="fair", copies=game.constants["hand_size"])
        return [[Group(f"Hand {seat}", ((hand,),)) for seat in range(players)]]

    assert layout_problems(game, TableSetup(places=(), rows=rows)) == [
        (
            "game.toml",
            "constants",
            "the setup picture (learn.toml) would show 3,000 cards with 3 players seated, and a picture shows at "
            "most 240: is a rule constant larger than the game can mean? (hand_size = 1,000, rounds = 3)",
        )
    ]
