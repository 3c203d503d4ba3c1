"""The table at the start of a game, for the rules booklet's picture."""

from __future__ import annotations

import math
from collections.abc import Mapping

from generator.data.model import Game
from generator.layout.setup import Group, Piece, lines_of, of_kind


def rows(game: Game, players: int, labels: Mapping[str, str]) -> list[list[Group]]:
    """The free kingdoms, face down, beside the army and Wilderness decks; each player's seat with their
    crown tucked under it, and the army and Wilderness card hidden in their hand (drawn as their backs)."""
    kingdoms, crowns = of_kind(game, "kingdom"), of_kind(game, "crown")
    seats = [kingdoms[index * len(kingdoms) // players] for index in range(players)]
    free = [Piece(deck="kingdoms") for _ in range(len(kingdoms) - players)]
    middle = [
        Group(labels["free-kingdoms"], lines_of(free, math.ceil(len(free) / 2))),
        Group(labels["army-deck"], ((Piece(deck="armies", pile=True),),)),
        Group(labels["wilderness-deck"], ((Piece(deck="wilderness", pile=True),),)),
    ]
    hands = [
        Group(
            labels["player"],
            ((Piece(card=seat.id, under=crown.id), Piece(deck="armies"), Piece(deck="wilderness")),),
        )
        for seat, crown in zip(seats, crowns, strict=False)
    ]
    return [middle, hands]
