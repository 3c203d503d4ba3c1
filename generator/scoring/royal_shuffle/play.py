"""Royal Shuffle played whole: the draw pile, two hands and the turn's flip, draw and play (rs-3).

Every card put into play is checked by ``rules.check`` with the move, the code behind ``pnp check``:
the card goes where the player says only when the table after it breaks no rule. The first Joker in play
ends the reign (rs-7.1); with the draw pile gone, players keep playing from their hands (ruling rs-q14).

>>> from generator.scoring.catalog import load_catalog
>>> play = setup(load_catalog("royal-shuffle"), 2, seed=5)
>>> [len(hand) for hand in play.hands], play.flipped is not None
([4, 4], True)
"""

from __future__ import annotations

import random
from typing import Any

from generator.scoring.catalog import Catalog
from generator.scoring.core import Violation
from generator.scoring.interface import IllegalMove, Move, TablePlay
from generator.scoring.royal_shuffle.rules import COURT, MOVES, check, score

__all__ = ["MOVES", "ShufflePlay", "setup"]

NAMES = ("Ann", "Ben")


class ShufflePlay(TablePlay):
    """One game of Royal Shuffle in progress (see the module docstring)."""

    COPIED = ("pile", "court", "hands", "villages")

    def __init__(self, catalog: Catalog, players: int, seed: int) -> None:
        fewest, most = catalog.game["players"]
        if not fewest <= players <= most:
            raise ValueError(f"Royal Shuffle is played by {fewest} to {most} players, not {players}")
        self.catalog = catalog
        self.rng = random.Random(seed)
        self.seats = players
        self.rounds = 1
        self.names = NAMES[:players]
        cards = catalog.of_kind("house", "child", "adult", "tent", "king", "queen", "jack", "joker")
        self.kinds = {str(card["code"]): str(card["kind"]) for card in cards}
        self.pile = [str(card["code"]) for card in cards for _ in range(int(card["count"]))]
        self.rng.shuffle(self.pile)
        hand = catalog.constant("hand_size")
        self.hands = [[self.pile.pop() for _ in range(hand)] for _ in range(players)]
        self.court: list[str] = []
        self.villages: dict[str, list[str]] = {name: [] for name in self.names}
        self.seat = 0
        self.flipped: str | None = None
        self.over = False
        self.start_turn()

    # ---- the Play interface -------------------------------------------------------------------------

    def state(self) -> dict[str, Any]:
        return {"court": list(self.court), "villages": {name: list(cards) for name, cards in self.villages.items()}}

    def offers(self) -> tuple[str, ...]:
        return (self.flipped,) if self.flipped is not None else tuple(self.hands[self.seat])

    def winners(self) -> list[int]:
        return self.seats_named(score(self.state(), self.catalog)["winners"], self.names)

    def legal_moves(self) -> list[Move]:
        if self.over:
            return []
        name = self.names[self.seat]
        moves = []
        for card in dict.fromkeys(self.offers()):
            places = [COURT] if self.kinds[card] in ("king", "queen", "jack", "joker") else list(self.names)
            moves += [{"action": "place", "player": name, "card": card, "to": place} for place in places]
        return moves

    def apply(self, move: Move) -> None:
        name = self.names[self.seat]
        if move.get("player") != name:
            raise IllegalMove([Violation("rs-3.1", f"it is {name}'s turn", "move.player")])
        if move.get("card") not in self.offers():
            where = "the flipped card" if self.flipped is not None else f"{name}'s hand"
            raise IllegalMove([Violation("rs-3.4", f"{move.get('card')!r} is not {where}", "move.card")])
        result = check({**self.state(), "move": move}, self.catalog)
        if not result["valid"]:
            raise IllegalMove([Violation(v["rule"], v["message"], v["path"]) for v in result["violations"]])
        self.court = result["after"]["court"]
        self.villages = result["after"]["villages"]
        card = move["card"]
        if self.kinds[card] == "joker":
            self.over = True
            return
        if self.flipped is not None:
            self.flipped = None
            if self.pile:
                self.hands[self.seat].append(self.pile.pop())
            return
        self.hands[self.seat].remove(card)
        self.seat = (self.seat + 1) % self.seats
        if self.seat == 0:
            self.rounds += 1
        self.start_turn()

    def start_turn(self) -> None:
        """Flip the pile's top card, to be placed first (rs-3.2); with no pile left, play from the hand."""
        if self.pile:
            self.flipped = self.pile.pop()
        elif not any(self.hands):
            self.over = True
        elif not self.hands[self.seat]:
            self.seat = (self.seat + 1) % self.seats
            self.start_turn()


def setup(catalog: Catalog, players: int, seed: int) -> ShufflePlay:
    """A new game of Royal Shuffle dealt from ``seed`` (rs-2)."""
    return ShufflePlay(catalog, players, seed)
