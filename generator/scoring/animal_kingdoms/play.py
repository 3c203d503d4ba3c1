"""Animal Kingdoms played whole: the setup, hidden Wilderness hands and deck, turns and the end.

Every move goes through ``moves.check_move``, the code behind ``check``; this module adds
what a table does not show: each player's Wilderness cards and the Wilderness deck (a card played goes
under it, ak-6.3; an army marching into the Wilderness draws its top card, ak-4.2).

Stand Fast, Ambush, Safe Haven and Oath of Fealty answer another player's action (ak-6.2), and Scouting
Party and Spies at Court are played outside any move and only show hidden cards; a game played here never
plays these, so they stay in their holders' hands. Forbidden Ruins draws two cards and keeps the first one
its holder could play in a move (else the first drawn); the other goes under the deck.

>>> from generator.scoring.catalog import load_catalog
>>> play = setup(load_catalog("animal-kingdoms"), 3, seed=4)
>>> [len(player.kingdoms) for player in play.table.players], [len(hand) for hand in play.hands]
([1, 1, 1], [1, 1, 1])
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from generator.scoring.animal_kingdoms.chain import Chains
from generator.scoring.animal_kingdoms.moves import CARD_ACTIONS, ON_THEIR_OWN, REACTIONS, WILDERNESS, check_move
from generator.scoring.animal_kingdoms.state import MOVE_KEYS as MOVES
from generator.scoring.animal_kingdoms.state import Cards, Player, Table, Turn, card_facts, read_move
from generator.scoring.catalog import Catalog
from generator.scoring.core import StateError, Violation
from generator.scoring.interface import IllegalMove, Move, TablePlay

__all__ = ["MOVES", "KingdomsPlay", "setup"]

NAMES = ("Red", "Blue", "Green", "Gold", "White", "Black", "Grey", "Brown")


class KingdomsPlay(TablePlay):
    """One game of Animal Kingdoms in progress (see the module docstring)."""

    COPIED = ("deck", "hands")

    def __init__(self, catalog: Catalog, players: int, seed: int, mode: str = "conquest") -> None:
        self.cards: Cards = card_facts(catalog)
        fewest = catalog.game["players"][0]
        if not fewest <= players <= self.cards.crowns:
            raise ValueError(f"Animal Kingdoms is played by {fewest} to {self.cards.crowns} players, not {players}")
        self.rng = random.Random(seed)
        self.seats = players
        self.rounds = 1
        kingdoms = list(self.cards.kingdoms)
        self.rng.shuffle(kingdoms)
        self.deck: list[str] = [str(card["id"]) for card in catalog.of_kind("wilderness") for _ in range(card["count"])]
        self.rng.shuffle(self.deck)
        per_player = catalog.constant("mustering_kingdoms") if mode == "mustering" else 1
        table_players = []
        for seat in range(players):
            held = tuple(kingdoms.pop() for _ in range(per_player))
            table_players.append(Player(NAMES[seat], held, None, held[0]))
        self.hands = [[self.deck.pop()] for _ in range(players)]
        self.table = Table(mode=mode, players=tuple(table_players), turn=Turn(player=NAMES[0]))
        self.round_limit = catalog.constant("round_limit")
        """The long war (ruling ak-q23): after this many rounds the largest free empire wins (0: never)."""
        self.emperors: list[str] = []
        self.long_war = False
        """Whether the long war ended the game (rather than an Emperor's majority)."""

    # ---- the Play interface -------------------------------------------------------------------------

    def to_act(self) -> int:
        turn = self.table.turn
        assert turn is not None
        return NAMES.index(turn.player)

    def is_over(self) -> bool:
        return bool(self.emperors)

    def state(self) -> dict[str, Any]:
        return self.table.as_json()

    def offers(self) -> tuple[str, ...]:
        return tuple(card for card in self.hands[self.to_act()] if self.playable(card))

    def playable(self, card: str) -> bool:
        """Whether a game played here plays ``card`` in a move (not an answer, not a card played on its own)."""
        return self.cards.effects[card] not in (*REACTIONS, *ON_THEIR_OWN)

    def winners(self) -> list[int]:
        chains = Chains(self.table.players)
        names = {name for emperor in self.emperors for name in (emperor, *chains.below(emperor))}
        return [seat for seat, player in enumerate(self.table.players) if player.name in names]

    def legal_moves(self) -> list[Move]:
        if self.emperors:
            return []
        return [move for move in self.candidates() if not self.problems(move)]

    def apply(self, move: Move) -> None:
        problems, after = self._judge(move)
        if problems:
            raise IllegalMove(problems)
        seat = self.to_act()
        card = move.get("wilderness")
        if card is not None:
            self.hands[seat].remove(card)
            self.deck.insert(0, card)
        if move["action"] == "march" and move.get("kingdom") == WILDERNESS and self.deck:
            self.hands[seat].append(self._explore(card))
        self.table = after
        self.emperors = self._emperors()
        if move["action"] == "end-turn" and self.to_act() == 0 and not self.emperors:
            if self.rounds == self.round_limit:
                self.emperors, self.long_war = self._largest(), True
            else:
                self.rounds += 1

    def _explore(self, card: str | None) -> str:
        """The card an army marching into the Wilderness brings home (two to choose from with Forbidden Ruins)."""
        if card is None or self.cards.effects[card] != "ruins" or len(self.deck) < 2:
            return self.deck.pop()
        drawn = [self.deck.pop(), self.deck.pop()]
        kept = next((found for found in drawn if self.playable(found)), drawn[0])
        drawn.remove(kept)
        self.deck.insert(0, drawn[0])
        return kept

    # ---- moves ----------------------------------------------------------------------------------------

    def problems(self, move: Move) -> list[Violation]:
        """The rules ``move`` breaks here (none: it is legal)."""
        return self._judge(move, after=False)[0]

    def candidates(self) -> list[Move]:
        """Every move worth asking the checker about: each army's actions, vassal management, end of turn."""
        me = self.table.players[self.to_act()]
        moves: list[Move] = []
        for kingdom in me.kingdoms:
            army = self.cards.army_of[kingdom]
            here = self.table.position(army)
            for target in (*self.cards.kingdoms, WILDERNESS):
                march: Move = {"action": "march", "player": me.name, "army": army, "kingdom": target}
                moves.append(march)
                if self.cards.has(army, "fleet-of-foot"):
                    moves.append({**march, "fleet": True})
                if self.cards.has(army, "attackers"):
                    moves += [{**march, "force_retreat": entry.army} for entry in self.table.armies.get(target, ())]
            if here is not None:
                capture: Move = {"action": "capture", "player": me.name, "army": army, "kingdom": here}
                moves.append(capture)
                if self.cards.has(army, "raiders"):
                    moves += [{**capture, "raid": kingdom} for kingdom in self.cards.kingdoms]
                moves.append({"action": "seize-crown", "player": me.name, "army": army, "kingdom": here})
                moves += [
                    {"action": "battle", "player": me.name, "army": army, "target": entry.army}
                    for entry in self.table.armies[here]
                ]
        chains = Chains(self.table.players)
        vassals = chains.vassals_of(me.name)
        for vassal in vassals:
            holder = next(player for player in self.table.players if player.name == vassal)
            moves += [{"action": "manage-vassal", "player": me.name, "kingdom": k, "to": vassal} for k in me.kingdoms]
            moves += [
                {"action": "manage-vassal", "player": me.name, "kingdom": k, "to": me.name} for k in holder.kingdoms
            ]
        with_cards = [
            {**move, "wilderness": card}
            for card in dict.fromkeys(self.offers())
            for move in self._helped(self.cards.effects[card], moves, me)
        ]
        return [*moves, *with_cards, {"action": "end-turn", "player": me.name}]

    def _helped(self, effect: str, moves: list[Move], me: Player) -> list[Move]:
        """The moves a card with ``effect`` may help: those of its actions, with what only the card allows
        (Battle Cry's force-back and War Drums' raid for any army), without the plays its checks refuse at once
        (Forbidden Ruins off the Wilderness, Rallying Horn off one's own kingdoms)."""
        fits = [move for move in moves if move["action"] in CARD_ACTIONS[effect]]
        if effect == "charge":
            return [
                {**move, "force_retreat": entry.army}
                for move in fits
                if "force_retreat" not in move and not self.cards.has(move["army"], "attackers")
                for entry in self.table.armies.get(move["kingdom"], ())
            ]
        if effect == "raid":
            return fits + [
                {**move, "raid": kingdom}
                for move in fits
                if "raid" not in move and not self.cards.has(move["army"], "raiders")
                for kingdom in self.cards.kingdoms
            ]
        if effect == "ruins":
            return [move for move in fits if move["kingdom"] == WILDERNESS]
        if effect == "rally":
            return [move for move in fits if move["kingdom"] in me.kingdoms and not move.get("fleet")]
        return fits

    def _judge(self, move: Move, after: bool = True) -> tuple[list[Violation], Table]:
        if self.emperors:
            return [Violation("ak-8.2", "an empire has already won: the game is over", "move")], self.table
        card = move.get("wilderness")
        if card is not None and card not in self.hands[self.to_act()]:
            return [Violation("ak-10.10", f"{card!r} is not in the mover's hand", "move.wilderness")], self.table
        try:
            parsed = read_move(move)
        except StateError as error:
            return [Violation("ak-10.1", error.message, error.path)], self.table
        return check_move(replace(self.table, move=parsed), self.cards, game_over=False, after=after)

    def _emperors(self) -> list[str]:
        """The free player whose empire holds a majority (ak-8.2), if any."""
        empires = Chains(self.table.players).empires()
        return [
            player.name
            for player in self.table.players
            if player.liege is None and empires[player.name] >= self.cards.majority
        ][:1]

    def _largest(self) -> list[str]:
        """The free players with the largest empire: the long war's Emperors (ruling ak-q23)."""
        empires = Chains(self.table.players).empires()
        free = {player.name: empires[player.name] for player in self.table.players if player.liege is None}
        most = max(free.values())
        return [name for name, size in free.items() if size == most]


def setup(catalog: Catalog, players: int, seed: int) -> KingdomsPlay:
    """A new game of Animal Kingdoms in Conquest dealt from ``seed`` (ak-2)."""
    return KingdomsPlay(catalog, players, seed)
