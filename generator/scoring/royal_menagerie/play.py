"""Royal Menagerie played whole: roles, the play deck, hands, turns, Bazaars, Windfalls and the End-stage.

Every play goes through ``moves.move_violations`` and ``apply_move``, the code behind
``check``. This module adds what a table does not show: the deck and discard pile, whose decision it is,
and the pending plays of a turn, a Windfall or a Bazaar, newest first (rm-5.8).

>>> from generator.scoring.catalog import load_catalog
>>> play = setup(load_catalog("royal-menagerie"), 4, seed=3)
>>> sum(sum(player.menagerie.values()) for player in play.players), sorted(len(p.hand or ()) for p in play.players)
(8, [3, 3, 3, 4])
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from generator.scoring.catalog import Catalog
from generator.scoring.core import StateError, Violation
from generator.scoring.interface import IllegalMove, Move, TablePlay
from generator.scoring.royal_menagerie.moves import (
    BAZAAR,
    GIFT,
    MOVE_KEYS,
    SHOOT,
    STEAL,
    TRADE,
    WINDFALL,
    Target,
    apply_move,
    move_violations,
    played_card,
    read_move,
)
from generator.scoring.royal_menagerie.moves import Move as PlayMove
from generator.scoring.royal_menagerie.rules import score
from generator.scoring.royal_menagerie.state import Player, read_table

MOVES = {action: tuple(key for key in keys if key not in ("action", "player")) for action, keys in MOVE_KEYS.items()}
"""The move vocabulary: each play and the fields it carries besides ``action`` and ``player``."""
NAMES = ("Ada", "Bo", "Cy", "Di")
VIZIER = "grand-vizier"


@dataclass
class Pending:
    """Plays still owed: ``seats`` play in this order, ``plays`` each, from their hand or ``revealed``."""

    seats: list[int]
    plays: int
    revealed: list[str] | None = None
    """The cards a Bazaar laid out (its players pick from them), or None: plays come from the hand."""
    turn: bool = False
    """Whether this is a turn's own plays (when done, the next turn begins)."""
    done: int = 0
    """Plays the first of ``seats`` has made so far."""


class MenageriePlay(TablePlay):
    """One game of Royal Menagerie in progress (see the module docstring)."""

    COPIED = ("deck", "discard", "players")

    def __init__(self, catalog: Catalog, players: int, seed: int) -> None:
        self.catalog = catalog
        self.facts = read_table(catalog)
        self.vizier_cards = catalog.constant("vizier_cards")
        """The Grand Vizier draws and plays this many cards a turn (rm-3.2)."""
        if players != self.facts.players:
            raise ValueError(f"Royal Menagerie is played by exactly {self.facts.players} players, not {players}")
        self.rng = random.Random(seed)
        self.seats = players
        self.rounds = 1
        roles = [role for role, count in self.facts.roles.items() for _ in range(count)]
        self.rng.shuffle(roles)
        self.deck = [card for card, count in self.facts.copies.items() for _ in range(count)]
        self.rng.shuffle(self.deck)
        self.discard: list[str] = []
        pens: list[dict[str, int]] = [{} for _ in range(players)]
        set_aside: list[str] = []
        for seat in range(players):
            while sum(pens[seat].values()) < catalog.constant("start_animals"):
                card = self.deck.pop()
                if card in self.facts.animals:
                    pens[seat][card] = pens[seat].get(card, 0) + 1
                else:
                    set_aside.append(card)
        self.deck += set_aside
        self.rng.shuffle(self.deck)
        hand = catalog.constant("hand_size")
        self.players = [
            Player(NAMES[seat], roles[seat], pens[seat], tuple(self.deck.pop() for _ in range(hand)))
            for seat in range(players)
        ]
        self.vizier = roles.index(VIZIER)
        self.first = (self.vizier + 1) % players
        self.seat = self.first
        self.over = False
        self.stack: list[Pending] = []
        self.start_turn()

    # ---- the Play interface -------------------------------------------------------------------------

    def to_act(self) -> int:
        return self.stack[-1].seats[0] if self.stack else self.seat

    def state(self) -> dict[str, Any]:
        return {"players": [player.as_json(self.facts) for player in self.players]}

    def offers(self) -> tuple[str, ...]:
        if not self.stack:
            return ()
        revealed = self.stack[-1].revealed
        return tuple(revealed) if revealed is not None else tuple(self.players[self.to_act()].hand or ())

    def winners(self) -> list[int]:
        return self.seats_named(score(self.state(), self.catalog)["winners"], (player.name for player in self.players))

    def cloned(self, twin: MenageriePlay) -> None:
        twin.stack = [
            replace(
                pending,
                seats=list(pending.seats),
                revealed=None if pending.revealed is None else list(pending.revealed),
            )
            for pending in self.stack
        ]

    def legal_moves(self) -> list[Move]:
        if self.over:
            return []
        seat = self.to_act()
        moves: list[Move] = []
        for card in dict.fromkeys(self.offers()):
            moves += self._plays_of(card, seat)
        return moves

    def apply(self, move: Move) -> None:
        seat = self.to_act()
        pending = self.stack[-1]
        players = self._with_choice(seat, pending)
        try:
            play = read_move(move, players, self.facts)
        except StateError as error:
            raise IllegalMove([Violation("rm-7.6", error.message, error.path)]) from None
        problems = [] if play.player == seat else [Violation("rm-3.1", f"it is {players[seat].name}'s play", "move")]
        problems = problems or move_violations(play, players, self.facts)
        if problems:
            raise IllegalMove(problems)
        after, stampeded = apply_move(play, players, self.facts)
        if pending.revealed is not None:
            after[seat] = replace(after[seat], hand=self.players[seat].hand)
            pending.revealed.remove(played_card(play))
        self.players = after
        if play.action != GIFT:
            self.discard.append(play.action)
        if play.action == SHOOT and play.targets:
            self.discard.append(play.targets[0].animal)
        self.discard += [animal for _ in stampeded for animal in self.facts.animals]
        pending.done += 1
        if pending.done == pending.plays or pending.revealed is not None:
            pending.seats.pop(0)
            pending.done = 0
        self._follow(play, seat)

    # ---- turns -------------------------------------------------------------------------------------

    def draw(self, count: int, reshuffle: bool) -> list[str]:
        """Up to ``count`` cards from the deck; with ``reshuffle``, the discard pile makes up a shortfall (rm-5.7)."""
        cards = [self.deck.pop() for _ in range(min(count, len(self.deck)))]
        if len(cards) < count and reshuffle:
            self.rng.shuffle(self.discard)
            extra = min(count - len(cards), len(self.discard))
            cards += self.discard[:extra]
            self.discard = self.discard[extra:]
        return cards

    def start_turn(self) -> None:
        """Begin the turn of ``self.seat``: draw and owe plays, or skip an empty hand in the End-stage."""
        for _ in range(self.seats):
            end_stage = not self.deck
            player = self.players[self.seat]
            vizier = self.seat == self.vizier
            if not end_stage:
                drawn = self.draw(self.vizier_cards if vizier else 1, reshuffle=False)
                self.players[self.seat] = replace(player, hand=(*(player.hand or ()), *drawn))
            hand = len(self.players[self.seat].hand or ())
            plays = min(hand, self.vizier_cards if vizier and not end_stage else 1)
            if plays:
                self.stack = [Pending([self.seat], plays, turn=True)]
                return
            self._next_seat()
        self.over = True

    def _next_seat(self) -> None:
        self.seat = (self.seat + 1) % self.seats
        if self.seat == self.first:
            self.rounds += 1

    def _follow(self, play: PlayMove, seat: int) -> None:
        """Push what a Bazaar or Windfall leads to, pop finished plays, and begin the next turn."""
        if play.action == WINDFALL:
            drawn = self.draw(self.catalog.constant("windfall_cards"), reshuffle=True)
            player = self.players[seat]
            self.players[seat] = replace(player, hand=(*(player.hand or ()), *drawn))
            plays = min(self.catalog.constant("windfall_cards"), len(self.players[seat].hand or ()))
            if plays:
                self.stack.append(Pending([seat], plays))
        elif play.action == BAZAAR:
            revealed = self.draw(self.catalog.constant("bazaar_reveals"), reshuffle=True)
            order = [(seat + step) % self.seats for step in range(self.seats)][: len(revealed)]
            if revealed:
                self.stack.append(Pending(order, 1, revealed=revealed))
        while self.stack:
            top = self.stack[-1]
            if top.seats and top.revealed is None and not self.players[top.seats[0]].hand:
                top.seats.pop(0)  # a short hand plays all it has
                top.done = 0
                continue
            if top.seats:
                return
            finished = self.stack.pop()
            if finished.revealed:
                self.discard += finished.revealed
            if finished.turn:
                self._next_seat()
                self.start_turn()
                return

    def checked_players(self) -> list[Player]:
        """The players as the checker sees the decision now (a Bazaar's picker holds the cards laid out)."""
        return self._with_choice(self.to_act(), self.stack[-1])

    def _with_choice(self, seat: int, pending: Pending) -> list[Player]:
        """The players as the checker should see them: a Bazaar's picker holds the cards laid out."""
        if pending.revealed is None:
            return self.players
        players = list(self.players)
        players[seat] = replace(players[seat], hand=(*(players[seat].hand or ()), *pending.revealed))
        return players

    def _plays_of(self, card: str, seat: int) -> list[Move]:
        """Every legal play of ``card`` by ``seat``, found by the checker's own target rules."""
        name = self.players[seat].name
        players = self._with_choice(seat, self.stack[-1])
        others = [other for other in range(self.seats) if other != seat]
        if card in self.facts.animals:
            candidates: list[tuple[Target, ...]] = [(Target(other, card, "move", "to"),) for other in others]
        elif card in (SHOOT, STEAL):
            candidates = [
                (Target(owner, animal, "move", "from"),)
                for owner in range(self.seats)
                for animal, count in players[owner].menagerie.items()
                if count > 0
            ]
        elif card == TRADE:
            held = [
                (owner, animal)
                for owner in range(self.seats)
                for animal, count in players[owner].menagerie.items()
                if count
            ]
            candidates = [
                (Target(a, x, "move.swap[0]", "player"), Target(b, y, "move.swap[1]", "player"))
                for a, x in held
                for b, y in held
                if a < b and x != y
            ]
        else:
            candidates = [()]
        legal = [
            targets
            for targets in candidates
            if not move_violations(
                PlayMove(GIFT if card in self.facts.animals else card, seat, targets), players, self.facts
            )
        ]
        if not legal and card in (SHOOT, STEAL, TRADE):
            return [{"action": card, "player": name}]
        return [_as_move(card, name, targets, self.players, card in self.facts.animals) for targets in legal]


def _as_move(card: str, name: str, targets: tuple[Target, ...], players: list[Player], animal: bool) -> Move:
    if animal:
        return {"action": GIFT, "player": name, "to": players[targets[0].player].name, "animal": card}
    if card == TRADE:
        return {
            "action": TRADE,
            "player": name,
            "swap": [{"player": players[target.player].name, "animal": target.animal} for target in targets],
        }
    if card in (SHOOT, STEAL):
        return {"action": card, "player": name, "from": players[targets[0].player].name, "animal": targets[0].animal}
    return {"action": card, "player": name}


def setup(catalog: Catalog, players: int, seed: int) -> MenageriePlay:
    """A new game of Royal Menagerie dealt from ``seed`` (rm-2)."""
    return MenageriePlay(catalog, players, seed)
