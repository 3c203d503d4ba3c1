"""The game's own bots."""

from __future__ import annotations

import random

from generator.scoring.interface import Move
from generator.scoring.royal_menagerie.moves import apply_move, read_move
from generator.scoring.royal_menagerie.play import MenageriePlay


def menagerie_greedy(play: MenageriePlay, rng: random.Random) -> Move:
    """The play after which its own side leads by most, as far as its role lets it know the sides."""
    seat = play.to_act()
    facts = play.facts
    best, best_value = None, float("-inf")
    for move in play.legal_moves():
        after, _ = apply_move(read_move(move, play.checked_players(), facts), play.checked_players(), facts)
        points = [sum(facts.points(animal, player.holds(animal)) for animal in facts.animals) for player in after]
        value = _side_margin(play, seat, points) + rng.random() * 1e-6
        if value > best_value:
            best, best_value = move, value
    assert best is not None
    return best


def _side_margin(play: MenageriePlay, seat: int, points: list[int]) -> float:
    role = play.players[seat].role
    vizier = play.vizier
    if role == "grand-vizier":
        return points[seat] - max(p for other, p in enumerate(points) if other != seat)
    if role == "loyalist":
        return points[seat] + points[vizier] - (sum(points) - points[seat] - points[vizier])
    return points[seat] - points[vizier]


# ---- Circus Grandioso ----------------------------------------------------------------------------------
