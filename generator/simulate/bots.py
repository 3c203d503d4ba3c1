"""The simulator's players that serve every game: ``random`` and ``greedy``. A game's own folder
(``generator/games/<game>/``) may add bots of its own, or a greedy bot that knows the game better.

A bot is a function ``(play, rng) -> move`` that picks one move for the player to act. Bots only choose:
every move they pick is checked by ``Play.apply``, the game's own rules code.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from generator.scoring.interface import Move, Play

Bot = Callable[[Any, random.Random], Move]


def random_bot(play: Play, rng: random.Random) -> Move:
    """Any legal move, each equally likely."""
    return rng.choice(play.legal_moves())


def greedy_bot(play: Play, rng: random.Random) -> Move:
    """The move after which the player to act stands best (``Play.standing``: as the table stands then), the
    first of equals at random."""
    seat = play.to_act()
    moves = play.legal_moves()
    rng.shuffle(moves)
    best, best_standing = moves[0], float("-inf")
    for move in moves:
        after = play.clone()
        after.apply(move)
        standing = after.standing(seat)
        if standing > best_standing:
            best, best_standing = move, standing
    return best


SHARED_BOTS: dict[str, Callable[[], Bot]] = {"random": lambda: random_bot, "greedy": lambda: greedy_bot}
"""The bots of every game a simulator can play, by name; each entry makes a fresh bot."""
SHARED_BOT_WORDS = {"greedy": ("greedy", "takes, on every decision, the move that gains her most at once")}
"""Each shared bot a balance page may show: its name in the plots' legends, and what the page says it does."""
