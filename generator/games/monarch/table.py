"""The table at the start of a game, for the rules booklet's picture."""

from __future__ import annotations

import math
from collections.abc import Mapping
from itertools import islice, zip_longest

from generator.data.model import Card, Game
from generator.layout.setup import Group, Piece, card_size, lines_of, of_kind


def rows(game: Game, players: int, labels: Mapping[str, str]) -> list[list[Group]]:
    """Banners above the market row, with the market deck and its discard pile; the board of lands below,
    and each sister's purse."""
    constants = game.constants
    by_path: dict[str, list[Card]] = {}
    for card in game.cards_in("market"):
        if card.kind != "moon":
            by_path.setdefault(str(card.extra.get("path", "")), []).append(card)
    dealt = (card for turn in zip_longest(*by_path.values()) for card in turn if card is not None)
    market = list(islice(dealt, constants["market_row"]))  # a row as shuffling deals one: of several paths
    lands = of_kind(game, "land")
    board = [Piece(card=lands[index % len(lands)].id) for index in range(constants["board_lands"])]
    tokens = of_kind(game, "token")
    least = min(token.extra["value"] for token in tokens)
    coins = [token for token in tokens if token.extra["value"] == least]  # a food and a gold token
    return [
        [Group(labels["banners"], (tuple(Piece(card=card.id) for card in of_kind(game, "banner")),))],
        [
            Group(labels["market-deck"], ((Piece(deck="market", pile=True),),)),
            Group(labels["market-row"], (tuple(Piece(card=card.id) for card in market),)),
            Group(labels["discard"], ((Piece(empty=card_size(game, Piece(deck="market"))),),)),
        ],
        [
            Group(labels["board"], lines_of(board, math.isqrt(len(board)))),
            Group(labels["purse"], (tuple(Piece(card=coin.id) for coin in coins),)),
        ],
    ]
