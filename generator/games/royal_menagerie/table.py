"""The table at the start of a game, for the rules booklet's picture."""

from __future__ import annotations

import math
from collections.abc import Mapping

from generator.data.model import Card, Game
from generator.games.royal_menagerie.faces import pen_boxes
from generator.layout.setup import Group, Piece, card_size, of_kind


def rows(game: Game, players: int, labels: Mapping[str, str]) -> list[list[Group]]:
    """The play deck and the discard pile; each player's mat with its first animals in their pens, and its
    role and hand."""
    (mat,) = of_kind(game, "mat")
    animals = of_kind(game, "animal")
    start, hand = game.constants["start_animals"], game.constants["hand_size"]
    poker = card_size(game, Piece(deck="play"))
    seats = []
    for seat in range(players):
        role = Piece(card="grand-vizier") if seat == 0 else Piece(deck="roles")
        pets = [animals[(seat * start + index) % len(animals)] for index in range(start)]
        penned = Piece(card=mat.id, on=tuple(in_pen(game, mat, animals, pet) for pet in pets))
        seats.append(
            Group(labels["vizier" if seat == 0 else "player"], ((penned,), (role, Piece(deck="play", copies=hand))))
        )
    middle = [
        Group(labels["play-deck"], ((Piece(deck="play", pile=True),),)),
        Group(labels["discard"], ((Piece(empty=poker),),)),
    ]
    half = math.ceil(players / 2)
    return [seats[:half], middle, seats[half:]]


def in_pen(game: Game, mat: Card, animals: list[Card], pet: Card) -> tuple[str, float, float]:
    """An animal card lying in the middle of its type's pen on the mat: its id and top-left (mm) on the mat."""
    width, height = card_size(game, Piece(card=mat.id))
    card_w, card_h = card_size(game, Piece(card=pet.id))
    _, pens = pen_boxes(width, height, len(animals))
    pen = pens[animals.index(pet)]
    return pet.id, pen.x + (pen.w - card_w) / 2, pen.y + (pen.h - card_h) / 2
