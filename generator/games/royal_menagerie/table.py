"""The table at the start of a game, for the rules booklet's picture."""

from __future__ import annotations

import math
from collections.abc import Mapping

from generator.data.model import Game
from generator.layout.setup import Group, Piece, card_size, of_kind


def rows(game: Game, players: int, labels: Mapping[str, str]) -> list[list[Group]]:
    """The play deck and the discard pile; each player's mat with its first animals, role and hand."""
    (mat,) = of_kind(game, "mat")
    animals = of_kind(game, "animal")
    start, hand = game.constants["start_animals"], game.constants["hand_size"]
    poker = card_size(game, Piece(deck="play"))
    seats = []
    for seat in range(players):
        role = Piece(card="grand-vizier") if seat == 0 else Piece(deck="roles")
        pets = [Piece(card=animals[(seat * start + index) % len(animals)].id) for index in range(start)]
        line = (role, *pets, Piece(deck="play", copies=hand))
        seats.append(Group(labels["vizier" if seat == 0 else "player"], ((Piece(card=mat.id),), line)))
    middle = [
        Group(labels["play-deck"], ((Piece(deck="play", pile=True),),)),
        Group(labels["discard"], ((Piece(empty=poker),),)),
    ]
    half = math.ceil(players / 2)
    return [seats[:half], middle, seats[half:]]
