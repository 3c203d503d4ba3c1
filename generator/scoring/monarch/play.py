"""Monarch played whole: the board, the market deck and row, purses and turns around the checker's table.

Every move goes through ``moves.move_problems`` and ``moves.apply_move``, the code behind
``check`` (its ids through ``state.move_id_problems``: the table's own ids came there through checked moves);
this module adds what a table cannot show: the hidden market deck and row, the discard pile,
each sister's purse, whose turn it is, the single Harvest or Tax and banner ability of a turn (mo-4.4,
mo-7.3), the Moons (mo-6.2) and the end of the last round (mo-8.1).

When a Moon asks the sisters to pay together (mo-6.3), the engine settles the bargain the same way every
time: they pay when together they can, each in turn giving one token of what is still owed while she has
more of it than the others (a bearer of a banner with ``pay_either`` may give either resource).

>>> from generator.scoring.catalog import load_catalog
>>> play = setup(load_catalog("monarch"), 3, seed=1)
>>> play.to_act(), len(play.offers()), play.purses[0]
(0, 5, [5, 5])
>>> play.apply(next(move for move in play.legal_moves() if move["action"] == "harvest"))
>>> play.purses[0][1] > 5
True
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from generator.scoring.catalog import Catalog
from generator.scoring.core import StateError, Violation
from generator.scoring.interface import IllegalMove, Move, TablePlay
from generator.scoring.monarch.moves import apply_move, move_problems, production
from generator.scoring.monarch.rules import crowns_of
from generator.scoring.monarch.state import (
    IMPROVEMENT_KIND,
    MOVES,
    Land,
    Player,
    Table,
    move_id_problems,
    read_move,
    table_as_json,
)

__all__ = ["MOVES", "MonarchPlay", "setup"]

NAMES = ("Kayla", "Brian", "Emily", "Jeff")
"""Seat names of simulated games (the rulebook's sisters)."""


class MonarchPlay(TablePlay):
    """One game of Monarch in progress (see the module docstring)."""

    COPIED = ("stacks", "purses", "deck", "discard", "row")

    def __init__(self, catalog: Catalog, players: int, seed: int, moons: bool = True) -> None:
        fewest, most = catalog.game["players"]
        if not fewest <= players <= most:
            raise ValueError(f"Monarch is played by {fewest} to {most} sisters, not {players}")
        self.catalog = catalog
        self.rng = random.Random(seed)
        self.seats = players
        self.rounds = 1
        lands = [card for card in catalog.of_kind("land") for _ in range(card["count"])]
        self.rng.shuffle(lands)
        self.court_limit = catalog.constant("court_limit")
        self.sweep_cost = catalog.constant("sweep_cost")
        self.market_row = catalog.constant("market_row")
        board_lands = catalog.constant("board_lands")
        self.stacks: list[list[str]] = [[] for _ in range(board_lands)]
        self.lands = tuple(str(card["land"]) for card in lands[:board_lands])
        names = NAMES[:players]
        self.public = Table(
            board=tuple(Land(land, None) for land in self.lands),
            players=tuple(Player(name, (), (), None) for name in names),
            move=None,
        )
        start = [catalog.constant("start_gold"), catalog.constant("start_food")]  # mo-2.4
        self.purses = [list(start) for _ in range(players)]
        market = ("court", "farm-improvement", "village-improvement", "guest", *(("moon",) if moons else ()))
        self.deck = [card["id"] for card in catalog.of_kind(*market) for _ in range(card["count"])]
        self.rng.shuffle(self.deck)
        self.discard: list[str] = []
        self.row: list[str] = []
        self.seat = 0
        self.produced = False
        self.ability_used = False
        self.last_round = False
        self.over = False
        self.refill(setup=True)
        self.start_turn()

    # ---- the Play interface -------------------------------------------------------------------------

    def state(self) -> dict[str, Any]:
        return table_as_json(self.public)

    def offers(self) -> tuple[str, ...]:
        return tuple(self.row)

    def winners(self) -> list[int]:
        crowns = crowns_of(self.public, self.catalog)
        best = max(crowns)
        return [seat for seat, total in enumerate(crowns) if total == best]

    def legal_moves(self) -> list[Move]:
        if self.over:
            return []
        player = self.public.players[self.seat]
        gold, food = self.purses[self.seat]
        base: Move = {"player": player.name, "gold": gold, "food": food}
        moves: list[Move] = []
        if not self.produced:
            moves.append({"action": "harvest", **base})
            if food >= self.lands.count("village"):
                moves.append({"action": "tax", **base})
        for card_id in dict.fromkeys(self.row):
            card = self.catalog.card(card_id) or {}
            if gold >= card.get("cost", 0) and food >= card.get("food_cost", 0):
                moves += [{"action": "buy", **base, "card": card_id, **extra} for extra in self._buy_options(card)]
        if gold >= self.sweep_cost:
            moves.append({"action": "sweep", **base})
        if player.banner is None:
            moves += [{"action": "banner", **base, "banner": banner} for banner in self.banners_open(player)]
        moves += self._ability_moves(base)
        moves.append({"action": "end-turn", **base})
        return moves

    def apply(self, move: Move) -> None:
        problems = self._turn_problems(move)
        if not problems:
            try:
                parsed = read_move(move, "move")
            except StateError as error:
                raise IllegalMove([Violation("mo-11.1", error.message, error.path)]) from None
            problems = move_id_problems(parsed, self.catalog) or move_problems(self.public, parsed, self.catalog)
        if problems:
            raise IllegalMove(problems)
        after, purse = apply_move(self.public, parsed, self.catalog)
        self.public = after
        self.purses[self.seat] = [purse["gold"], purse["food"]]
        self._carry_out(move)

    # ---- setup, turns and the market -----------------------------------------------------------------

    def draw(self) -> str | None:
        """The market deck's top card, the discard pile mixed in when the deck is empty (mo-6.4)."""
        if not self.deck:
            self.deck, self.discard = self.discard, []
            self.rng.shuffle(self.deck)
        return self.deck.pop() if self.deck else None

    def refill(self, setup: bool = False) -> None:
        """Turn up cards until the row holds 5; Moons act (mo-6.2), or are discarded at setup (mo-2.2)."""
        while len(self.row) < self.market_row:
            card_id = self.draw()
            if card_id is None:
                return
            card = self.catalog.card(card_id) or {}
            if card.get("kind") != "moon":
                self.row.append(card_id)
            elif setup:
                self.discard.append(card_id)
            else:
                self.moon(card)

    def start_turn(self) -> None:
        self.produced = False
        self.ability_used = False
        banner = self.catalog.card(self.public.players[self.seat].banner or "")
        if banner is not None:
            self.purses[self.seat][1] += int(banner.get("turn_food", 0))

    def end_turn(self) -> None:
        if any(len(player.court) >= self.court_limit for player in self.public.players):
            self.last_round = True
        self.seat = (self.seat + 1) % self.seats
        if self.seat == 0:
            if self.last_round:
                self.over = True
                return
            self.rounds += 1
        self.start_turn()

    def banners_open(self, player: Player) -> list[str]:
        """The banners no sister bears whose requirement ``player``'s court meets (mo-7.1)."""
        held = {other.banner for other in self.public.players}
        paths = [str((self.catalog.card(card_id) or {}).get("path")) for card_id in player.court]
        open_banners = []
        for banner in self.catalog.of_kind("banner"):
            needed = (
                ("might", "culture", "wisdom", "bounty") if banner["need_path"] == "each" else (banner["need_path"],)
            )
            if banner["id"] not in held and all(paths.count(path) >= banner["need_cards"] for path in needed):
                open_banners.append(str(banner["id"]))
        return open_banners

    def _buy_options(self, card: dict[str, Any]) -> list[Move]:
        player = self.public.players[self.seat]
        kind = card["kind"]
        if kind == "guest":
            return [{"target": other.name} for other in self.public.players if other.name != player.name]
        if kind in IMPROVEMENT_KIND.values():
            return [
                {"land": index}
                for index, land in enumerate(self.public.board or ())
                if IMPROVEMENT_KIND[land.land] == kind and card["produces"] >= production(land, self.catalog)
            ]
        replaces: list[Move] = [{"replace": court_card} for court_card in dict.fromkeys(player.court)]
        if len(player.court) < self.court_limit:
            replaces.insert(0, {})
        discards: list[Move] = [{}]
        if card.get("discard_guest"):
            discards += [{"discard": guest} for guest in dict.fromkeys(player.guests)]
        return [{**first, **second} for first in replaces for second in discards]

    def _ability_moves(self, base: Move) -> list[Move]:
        banner = self.catalog.card(self.public.players[self.seat].banner or "")
        if banner is None or self.ability_used or "move" not in banner:
            return []
        action = banner["move"]
        if action == "clear":
            return [{"action": action, **base, "card": card_id} for card_id in dict.fromkeys(self.row)]
        if action == "discard-top":
            return [{"action": action, **base}] if self.deck or self.discard else []
        gold, food = self.purses[self.seat]
        return [
            {"action": action, **base, "give": give} for give, have in (("gold", gold), ("food", food)) if have >= 2
        ]

    def _turn_problems(self, move: Move) -> list[Violation]:
        """What only the game can see: whose turn, her purse, the row, once-a-turn actions."""
        player = self.public.players[self.seat]
        action = move.get("action")
        if self.over:
            return [Violation("mo-8.1", "the game is over", "move")]
        if move.get("player") != player.name:
            return [Violation("mo-3.2", f"it is {player.name}'s turn", "move.player")]
        if [move.get("gold"), move.get("food")] != self.purses[self.seat]:
            gold, food = self.purses[self.seat]
            return [Violation("mo-11.1", f"{player.name} holds {gold} gold and {food} food", "move")]
        if action in ("harvest", "tax") and self.produced:
            return [Violation("mo-4.4", "a single Harvest or Tax each turn", "move.action")]
        if action in ("clear", "discard-top", "exchange") and self.ability_used:
            return [Violation("mo-7.3", "a banner's ability works once in each turn", "move.action")]
        if action in ("buy", "clear") and move.get("card") not in self.row:
            return [Violation("mo-5.1", f"{move.get('card')!r} is not in the market row", "move.card")]
        return []

    def _carry_out(self, move: Move) -> None:
        """The hidden parts of a legal move: the row, the deck, the discard pile and the turn."""
        action = move["action"]
        if action in ("harvest", "tax"):
            self.produced = True
        elif action == "buy":
            self.row.remove(move["card"])
            self.discard += [move[key] for key in ("replace", "discard") if move.get(key)]
            if "land" in move:
                self.stacks[move["land"]].append(move["card"])
            self.refill()
        elif action == "sweep":
            self.discard += self.row
            self.row = []
            self.refill()
        elif action == "clear":
            self.ability_used = True
            self.row.remove(move["card"])
            self.discard.append(move["card"])
            self.refill()
        elif action == "discard-top":
            self.ability_used = True
            top = self.draw()
            if top is not None:
                self.discard.append(top)
        elif action == "exchange":
            self.ability_used = True
        elif action == "end-turn":
            self.end_turn()

    # ---- moons ---------------------------------------------------------------------------------------

    def moon(self, card: dict[str, Any]) -> None:
        """Carry out a Moon (its fields in ``card_data/monarch/game.toml``), then box it."""
        for seat in range(self.seats):
            self.purses[seat][0] += int(card.get("gain_gold", 0))
            self.purses[seat][1] += int(card.get("gain_food", 0))
            if "lose_half" in card:
                index = 0 if card["lose_half"] == "gold" else 1
                self.purses[seat][index] -= self.purses[seat][index] // 2
        if "pay_gold" in card or "pay_food" in card:
            owed = [int(card.get("pay_gold", 0)), int(card.get("pay_food", 0))]
            if not self.pay_together(owed):
                self.otherwise(str(card["otherwise"]))
        if card.get("new_row"):
            self.discard += self.row
            self.row = []

    def pay_together(self, owed: list[int]) -> bool:
        """Settle a joint payment (see the module docstring); False, and nothing paid, when they cannot."""
        purses = [list(purse) for purse in self.purses]
        flexible = [self._pays_either(seat) for seat in range(self.seats)]
        for index in (0, 1):
            for _ in range(owed[index]):
                payers = [seat for seat in range(self.seats) if purses[seat][index] > 0]
                resource = index
                if not payers:
                    resource = 1 - index
                    payers = [seat for seat in range(self.seats) if flexible[seat] and purses[seat][resource] > 0]
                if not payers:
                    return False
                purses[max(payers, key=lambda seat: purses[seat][resource])][resource] -= 1
        self.purses = purses
        return True

    def _pays_either(self, seat: int) -> bool:
        banner = self.catalog.card(self.public.players[seat].banner or "")
        return bool(banner and banner.get("pay_either"))

    def otherwise(self, consequence: str) -> None:
        """What a Moon does when the sisters do not pay."""
        if consequence == "halve-gold":
            for purse in self.purses:
                purse[0] -= purse[0] // 2
            return
        land_type = "farm" if consequence == "discard-farm-improvements" else "village"
        for index, stack in enumerate(self.stacks):
            if self.lands[index] == land_type and stack:
                self.discard.append(stack.pop())
        board = tuple(
            Land(land, stack[-1] if stack else None) for land, stack in zip(self.lands, self.stacks, strict=True)
        )
        self.public = replace(self.public, board=board)


def setup(catalog: Catalog, players: int, seed: int) -> MonarchPlay:
    """A new game of Monarch: board, market row and purses dealt from ``seed`` (mo-2)."""
    return MonarchPlay(catalog, players, seed)
