"""The game's own bots."""

from __future__ import annotations

import random

from generator.scoring.animal_kingdoms.moves import WILDERNESS
from generator.scoring.animal_kingdoms.play import KingdomsPlay
from generator.scoring.animal_kingdoms.state import Player
from generator.scoring.interface import Move


class KingdomsGreedy:
    """Captures, seizes crowns, marches on weak kingdoms and plays the Wilderness cards it holds. The
    ``explorer`` also opens its turn by sending an army into the Wilderness whenever it holds no Wilderness
    card it can play in a move but Forbidden Ruins (which it plays as it explores)."""

    def __init__(self, explores: bool = False) -> None:
        self.explores = explores

    def __call__(self, play: KingdomsPlay, rng: random.Random) -> Move:
        for move in self.proposals(play, rng):
            if not play.problems(move):
                return move
        return {"action": "end-turn", "player": play.table.players[play.to_act()].name}

    def proposals(self, play: KingdomsPlay, rng: random.Random) -> list[Move]:
        table = play.table
        me = table.players[play.to_act()]
        turn = table.turn
        acted = set(turn.acted) if turn else set()
        armies = [play.cards.army_of[kingdom] for kingdom in me.kingdoms]
        idle = [army for army in armies if army not in acted]
        moves: list[Move] = []
        for army in idle:
            here = table.position(army)
            if here is not None:
                moves.append({"action": "seize-crown", "player": me.name, "army": army, "kingdom": here})
                moves.append({"action": "capture", "player": me.name, "army": army, "kingdom": here})
                moves += [
                    {"action": "battle", "player": me.name, "army": army, "target": entry.army}
                    for entry in table.armies.get(here, ())
                ]
        effects = {play.cards.effects[card]: card for card in play.offers()}
        herd = effects.get("stampede")
        if herd is not None:  # only where a plain capture or seize would fail: a tie
            moves += [{**move, "wilderness": herd} for move in moves if move["action"] != "battle"]
        moves = self.card_moves(play, me.name, idle) + moves
        opens_turn = turn is None or turn.actions == 0
        if self.explores and not set(effects) - {"ruins"} and opens_turn:  # exploring opens its turn
            ruins = {"wilderness": effects["ruins"]} if "ruins" in effects else {}
            moves += [
                {"action": "march", "player": me.name, "army": army, "kingdom": WILDERNESS, **ruins}
                for army in idle
                if table.position(army) is None or table.position(army) in me.kingdoms
            ][:1]
        targets = self.targets(play, me.name)
        for army in idle:
            moves += [{"action": "march", "player": me.name, "army": army, "kingdom": k} for k in targets[:4]]
        return moves

    def targets(self, play: KingdomsPlay, name: str) -> list[str]:
        """Kingdoms worth marching on: where its armies come closest to outnumbering the rest, free ones and
        those of the largest rival first."""
        table = play.table
        empires = {player.name: len(player.kingdoms) for player in table.players}
        mine = {kingdom for player in table.players if player.name == name for kingdom in player.kingdoms}

        def rank(kingdom: str) -> tuple[int, int, int]:
            holder = table.holder(kingdom)
            owners = [play.cards.kingdom_of[entry.army] in mine for entry in table.armies.get(kingdom, ())]
            gap = owners.count(False) - owners.count(True)
            if holder is None:
                return (gap, 0, 0)
            last = empires[holder.name] == 1
            return (gap + (10 if last else 0), 1, -empires[holder.name])

        return sorted((k for k in play.cards.kingdoms if k not in mine), key=rank)

    @staticmethod
    def gap(play: KingdomsPlay, me: Player, kingdom: str) -> int:
        """Other players' armies on ``kingdom`` less its own."""
        owners = [play.cards.kingdom_of[entry.army] in me.kingdoms for entry in play.table.armies.get(kingdom, ())]
        return owners.count(False) - owners.count(True)

    def card_moves(self, play: KingdomsPlay, name: str, idle: list[str]) -> list[Move]:
        """Its Wilderness cards put to work: an extra march or action on the best targets, a raid after a capture,
        a Battle Cry on arrival, a rally onto its own kingdoms where enemy armies stand."""
        table = play.table
        targets = self.targets(play, name)[:2]
        me = next(p for p in table.players if p.name == name)
        armies = [play.cards.army_of[kingdom] for kingdom in me.kingdoms]
        moves: list[Move] = []
        for card in play.offers():
            effect = play.cards.effects[card]
            if effect == "charge":  # where the push leaves its armies outnumbering the rest, its own kingdoms first
                pushes = sorted(
                    (k for k, standing in table.armies.items() if self.gap(play, me, k) < 2 and standing),
                    key=lambda k: (k not in me.kingdoms, self.gap(play, me, k)),
                )
                moves += [
                    {"action": "march", "player": name, "army": army, "kingdom": k, "force_retreat": entry.army}
                    | {"wilderness": card}
                    for k in pushes
                    for entry in table.armies[k]
                    if play.cards.kingdom_of[entry.army] not in me.kingdoms
                    and not play.cards.has(entry.army, "defenders")
                    for army in idle
                ]
            if effect == "rally":
                threatened = [
                    k
                    for k in me.kingdoms
                    if any(play.cards.kingdom_of[entry.army] not in me.kingdoms for entry in table.armies.get(k, ()))
                ]
                moves += [
                    {"action": "march", "player": name, "army": army, "kingdom": k, "wilderness": card}
                    for army in idle
                    if table.position(army) is None
                    for k in threatened
                ]
            if effect in ("extra-action", "extra-march", "ready-army"):
                marchers = idle if effect == "extra-action" else armies
                moves += [
                    {"action": "march", "player": name, "army": army, "kingdom": k, "wilderness": card}
                    for army in marchers
                    for k in targets
                ]
            if effect in ("raid", "ready-army"):
                for army in armies if effect == "ready-army" else idle:
                    here = table.position(army)
                    if here is not None:
                        capture: Move = {"action": "capture", "player": name, "army": army, "kingdom": here}
                        moves += [
                            {**capture, "wilderness": card, **({"raid": k} if effect == "raid" else {})}
                            for k in targets
                        ]
        return moves
