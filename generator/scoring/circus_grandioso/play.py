"""Circus Grandioso played whole: hands, the stack pile, hidden single cards, turns and the Show Master.

A placement is judged by ``circus_grandioso.placement_problem``, the code behind ``check``; this module adds
what the pyramid does not show: the hands, the stack pile, the single cards lying face down, a drawn card
waiting to be placed or laid aside, and whose turn it is (cg-5, cg-6).

Moves (``MOVES``): ``place`` a card from the hand, or the card just drawn; ``draw`` the stack's top card
or a hidden single card, then ``place`` it or ``lay-aside`` it face down; ``exchange`` a hand card for the
stack's top card or a hidden single card; ``end-turn`` after a placement that did not take the Show
Master; ``pass`` when nothing else is possible (no card fits and nothing is left to draw, cg-5.5). When
every player passes, one after another, the game ends and the Show Master's holder wins (cg-6.4).

>>> from generator.scoring.catalog import load_catalog
>>> play = setup(load_catalog("circus-grandioso"), 3, seed=2)
>>> [len(hand) for hand in play.hands], len(play.stack)
([7, 7, 7], 41)
"""

from __future__ import annotations

import random
from typing import Any

from generator.scoring.catalog import Catalog
from generator.scoring.circus_grandioso.pyramid import legal_placements, seal_placed, topmost
from generator.scoring.circus_grandioso.rules import placement_problem
from generator.scoring.circus_grandioso.state import Placed, read_circus
from generator.scoring.core import Violation
from generator.scoring.interface import IllegalMove, Move, TablePlay

MOVES: dict[str, tuple[str, ...]] = {
    "place": ("row", "pos", "card"),
    "draw": ("from",),
    "lay-aside": (),
    "exchange": ("card", "from"),
    "end-turn": (),
    "pass": (),
}
"""Circus Grandioso's move vocabulary (fields besides ``action`` and ``player``); ``place`` is the move that
``check`` judges, as ``{"row", "pos", "card", "by"}``."""
SOURCES = ("stack", "hidden")
NAMES = ("Ada", "Bo", "Cy", "Di")
FIRST_PLACE = (1, 0)


class CircusPlay(TablePlay):
    """One game of Circus Grandioso in progress (see the module docstring)."""

    COPIED = ("hands", "stack", "hidden", "pyramid", "grid")

    def __init__(self, catalog: Catalog, players: int, seed: int) -> None:
        fewest, most = catalog.game["players"]
        if not fewest <= players <= most:
            raise ValueError(f"Circus Grandioso is played by {fewest} to {most} players, not {players}")
        self.circus = read_circus(catalog)
        self.rng = random.Random(seed)
        self.seats = players
        self.rounds = 1
        self.names = NAMES[:players]
        first = self.circus.animals[0]
        cards = [card for card, count in self.circus.copies.items() for _ in range(count)]
        cards.remove(first)
        self.rng.shuffle(cards)
        hand = catalog.constant("hand_size")
        self.hands = [[cards.pop() for _ in range(hand)] for _ in range(players)]
        self.stack = cards
        self.hidden: list[str] = []
        self.grid = {FIRST_PLACE: first}
        self.pyramid: list[dict[str, Any]] = [{"row": FIRST_PLACE[0], "pos": FIRST_PLACE[1], "card": first}]
        self.seat = 0
        self.drawn: str | None = None
        self.placed_this_turn = False
        self.show_master: int | None = None
        self.winner: int | None = None
        self.over = False
        self.passes = 0
        """Players who have passed one after another (cg-6.4: once all of them have, the game ends)."""

    # ---- the Play interface -------------------------------------------------------------------------

    def state(self) -> dict[str, Any]:
        return {"pyramid": [dict(card) for card in self.pyramid], "players": list(self.names)}

    def offers(self) -> tuple[str, ...]:
        return (self.drawn,) if self.drawn is not None else tuple(self.hands[self.seat])

    def winners(self) -> list[int]:
        return [] if self.winner is None else [self.winner]

    def legal_moves(self) -> list[Move]:
        if self.over:
            return []
        name = self.names[self.seat]
        openings = legal_placements(self.grid, self.circus)
        if self.drawn is not None:
            places = [
                {"action": "place", "player": name, "row": o.row, "pos": o.pos, "card": self.drawn}
                for o in openings
                if self.drawn in o.cards
            ]
            return [*places, {"action": "lay-aside", "player": name}]
        hand = dict.fromkeys(self.hands[self.seat])
        moves: list[Move] = [
            {"action": "place", "player": name, "row": o.row, "pos": o.pos, "card": card}
            for o in openings
            for card in o.cards
            if card in hand
        ]
        sources = [source for source in SOURCES if getattr(self, source)]
        moves += [{"action": "draw", "player": name, "from": source} for source in sources]
        moves += [
            {"action": "exchange", "player": name, "card": card, "from": source} for card in hand for source in sources
        ]
        if self.placed_this_turn:
            moves.append({"action": "end-turn", "player": name})
        if not moves:
            moves.append({"action": "pass", "player": name})
        return moves

    def apply(self, move: Move) -> None:
        problem = self._problem(move)
        if problem is not None:
            raise IllegalMove([problem])
        action = move["action"]
        self.passes = self.passes + 1 if action == "pass" else 0
        if self.passes == self.seats:
            self.winner, self.over = self.show_master, True
            return
        if action == "place":
            self._place(move)
        elif action == "draw":
            self.drawn = self._take(move["from"])
        elif action == "lay-aside":
            self.hidden.append(self.drawn or "")
            self.drawn = None
            self._next_turn()
        elif action == "exchange":
            self.hands[self.seat].remove(move["card"])
            taken = self._take(move["from"])
            self.hidden.append(move["card"])
            self.hands[self.seat].append(taken)
            self._next_turn()
        else:
            self._next_turn()

    # ---- rules ----------------------------------------------------------------------------------------

    def _problem(self, move: Move) -> Violation | None:
        action = move.get("action")
        if self.over:
            return Violation("cg-6.1", "the game is over", "move")
        if move.get("player") != self.names[self.seat]:
            return Violation("cg-5.1", f"it is {self.names[self.seat]}'s turn", "move.player")
        if action not in MOVES or set(move) - {"action", "player", *MOVES[action]}:
            return Violation("cg-5.1", f"expected a move of: {', '.join(MOVES)}", "move")
        if self.drawn is not None and action not in ("place", "lay-aside"):
            return Violation("cg-5.2", "a drawn card is placed or laid aside face down", "move.action")
        if self.drawn is None and action == "lay-aside":
            return Violation("cg-5.2", "there is no drawn card to lay aside", "move.action")
        if action in ("draw", "exchange") and not (move.get("from") in SOURCES and getattr(self, move["from"])):
            return Violation(
                "cg-5.4" if action == "exchange" else "cg-5.1",
                f"nothing to take from {move.get('from')!r}",
                "move.from",
            )
        if action in ("place", "exchange") and self.drawn is None and move.get("card") not in self.hands[self.seat]:
            return Violation("cg-5.2", f"{move.get('card')!r} is not in {self.names[self.seat]}'s hand", "move.card")
        if action == "place" and self.drawn is not None and move.get("card") != self.drawn:
            return Violation("cg-5.2", f"the drawn card is {self.drawn!r}", "move.card")
        if action == "place":
            placed = Placed(move.get("row", 0), move.get("pos", 0), str(move.get("card")), move["player"], "move")
            return placement_problem(placed, self.grid, self.circus)
        if action == "end-turn" and not self.placed_this_turn:
            return Violation("cg-5.1", "a turn ends by a placement, an exchange or a card laid aside", "move.action")
        if action == "pass" and len(self.legal_moves()) > 1:
            return Violation("cg-5.1", "a player passes only when no placement and no draw is possible", "move")
        return None

    def _take(self, source: str) -> str:
        if source == "stack":
            return self.stack.pop()
        return self.hidden.pop(self.rng.randrange(len(self.hidden)))

    def _place(self, move: Move) -> None:
        place = (move["row"], move["pos"])
        single_top = move["row"] > topmost(self.grid)["row"]
        self.grid[place] = move["card"]
        self.pyramid.append({"row": move["row"], "pos": move["pos"], "card": move["card"], "by": move["player"]})
        if self.drawn is not None:
            self.drawn = None
        else:
            self.hands[self.seat].remove(move["card"])
        self.placed_this_turn = True
        if seal_placed(self.grid, self.circus):
            self.winner, self.over = self.seat, True
        elif single_top:
            self.show_master = self.seat
        if not self.over and not self.hands[self.seat]:
            self.winner, self.over = self.show_master, True
        elif not self.over and single_top:
            self._next_turn()

    def _next_turn(self) -> None:
        self.placed_this_turn = False
        self.drawn = None
        self.seat = (self.seat + 1) % self.seats
        if self.seat == 0:
            self.rounds += 1


def setup(catalog: Catalog, players: int, seed: int) -> CircusPlay:
    """A new game of Circus Grandioso dealt from ``seed``: the first Elephant laid, 7 cards to each (cg-2)."""
    return CircusPlay(catalog, players, seed)
