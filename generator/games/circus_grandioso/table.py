"""The table at the start of a game, for the rules booklet's picture."""

from __future__ import annotations

from collections.abc import Mapping

from generator.data.model import Game
from generator.layout.setup import Group, Piece, of_kind


def rows(game: Game, players: int, labels: Mapping[str, str]) -> list[list[Group]]:
    """The overview, the first Elephant, the Show Master and the stack pile; a hand for each player."""
    (overview,) = of_kind(game, "overview")
    (token,) = of_kind(game, "token")
    floor = next(card for card in of_kind(game, "animal") if card.extra["row"] == 1)
    hand = game.constants["hand_size"]
    return [
        [
            Group(labels["overview"], ((Piece(card=overview.id),),)),
            Group(labels["first-elephant"], ((Piece(card=floor.id),),)),
            Group(labels["show-master"], ((Piece(card=token.id),),)),
            Group(labels["stack"], ((Piece(deck=floor.deck, pile=True),),)),
        ],
        [Group(labels["hand"], ((Piece(deck=floor.deck, copies=hand),),)) for _ in range(players)],
    ]
