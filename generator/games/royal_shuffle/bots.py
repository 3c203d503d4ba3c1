"""The game's own bots."""

from __future__ import annotations

import random

from generator.scoring.interface import Move
from generator.scoring.royal_shuffle.play import ShufflePlay
from generator.scoring.royal_shuffle.rules import score as shuffle_score


def shuffle_greedy(play: ShufflePlay, rng: random.Random) -> Move:
    """The placement after which its score leads the other's by most (a Joker only when ahead)."""
    seat = play.seat
    best, best_value = None, float("-inf")
    for move in play.legal_moves():
        trial = play.clone()
        trial.apply(move)
        scores = [player["score"] for player in shuffle_score(trial.state(), play.catalog)["players"]]
        value = scores[seat] - max(score for other, score in enumerate(scores) if other != seat)
        if move["card"] == "JOKER":
            value = 1000 if value > 0 else -1000 + value
        if value > best_value:
            best, best_value = move, value
    assert best is not None
    return best


# ---- Animal Kingdoms -----------------------------------------------------------------------------------
