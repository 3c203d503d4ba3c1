"""The game's own bots."""

from __future__ import annotations

import random

from generator.scoring.circus_grandioso.play import CircusPlay
from generator.scoring.circus_grandioso.pyramid import topmost
from generator.scoring.interface import Move


def circus_greedy(play: CircusPlay, rng: random.Random) -> Move:
    """Take the Show Master when it can, go out holding it (or once the stack pile is gone), empty its hand,
    otherwise draw."""
    moves = play.legal_moves()
    seat = play.seat
    top = topmost(play.grid)["row"]
    places = [move for move in moves if move["action"] == "place"]
    hand = len(play.hands[seat])
    last_card = play.drawn is None and hand == 1
    takers = [move for move in places if move["row"] > top]
    if takers:
        return takers[0]
    if last_card and places and (play.show_master == seat or not play.stack):
        return places[0]  # go out holding the Show Master, or once the stack is gone and waiting is futile
    safe = [move for move in places if not last_card]
    if safe:
        return min(safe, key=lambda move: move["row"])
    by_action = {move["action"]: move for move in moves}
    for action in ("end-turn", "lay-aside"):
        if action in by_action:
            return by_action[action]
    draws = [move for move in moves if move["action"] == "draw"]
    if draws:
        return draws[0]
    return moves[0]


# ---- Royal Shuffle -------------------------------------------------------------------------------------
