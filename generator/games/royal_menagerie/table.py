"""The table at the start of a game, for the rules booklet's picture."""

from __future__ import annotations

import math
from collections.abc import Mapping

from generator.data.model import Card, Game
from generator.games.royal_menagerie.faces import PEN_MIN_MM
from generator.layout.setup import Group, Piece, card_size, of_kind

PEN_MARGIN_MM, PEN_GAP_MM = 1.5, 1.0
"""Where the mat's pens lie (``faces.mat``): this far from its edge and from each other, in two rows."""


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
    columns = (len(animals) + 1) // 2
    cell_w = (width - 2 * PEN_MARGIN_MM - (columns - 1) * PEN_GAP_MM) / columns
    pen_h = (height - 2 * PEN_MARGIN_MM - PEN_GAP_MM) / 2
    index = animals.index(pet)
    x = PEN_MARGIN_MM + (index % columns) * (cell_w + PEN_GAP_MM) + (PEN_MIN_MM[0] - card_w) / 2
    y = PEN_MARGIN_MM + (index // columns) * (pen_h + PEN_GAP_MM) + (pen_h - card_h) / 2
    return pet.id, x, y
