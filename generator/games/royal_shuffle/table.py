"""The table at the start of a game, for the rules booklet's picture."""

from __future__ import annotations

from collections.abc import Mapping

from generator.data.model import Game
from generator.layout.setup import Group, Piece, card_size


def rows(game: Game, players: int, labels: Mapping[str, str]) -> list[list[Group]]:
    """Each rival's hand and village on either side of the draw pile and the royal court (a game for two)."""
    deck = "cards"
    width, height = card_size(game, Piece(deck=deck))
    hand = Group(labels["hand"], ((Piece(deck=deck, copies=game.constants["hand_size"]),),))
    village = Group(labels["village"], ((Piece(empty=(width * 5, height)),),))
    middle = [
        Group(labels["draw-pile"], ((Piece(deck=deck, pile=True),),)),
        Group(labels["court"], ((Piece(empty=(width * 4, height)),),)),
    ]
    return [[hand], [village], middle, [village], [hand]]
