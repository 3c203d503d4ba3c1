"""The simulator's players: ``random`` and ``greedy`` for every game, Monarch's ``no-improvements`` and
``endaware`` and Animal Kingdoms' ``explorer``.

A bot is a function ``(play, rng) -> move`` that picks one move for the player to act. Bots only choose:
every move they pick is checked by ``Play.apply``, the game's own rules code. Greedy bots look one move
ahead with the game's own scoring where that is cheap, and follow a few plain priorities where it is not.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from generator.scoring.animal_kingdoms.moves import WILDERNESS
from generator.scoring.animal_kingdoms.play import KingdomsPlay
from generator.scoring.animal_kingdoms.state import Player
from generator.scoring.circus_grandioso.play import CircusPlay
from generator.scoring.circus_grandioso.pyramid import topmost
from generator.scoring.interface import Move, Play
from generator.scoring.monarch.effects import Surroundings, court_crowns
from generator.scoring.monarch.moves import placing_bonus, production
from generator.scoring.monarch.play import MonarchPlay
from generator.scoring.monarch.rules import crowns_of
from generator.scoring.royal_menagerie.moves import apply_move, read_move
from generator.scoring.royal_menagerie.play import MenageriePlay
from generator.scoring.royal_shuffle.play import ShufflePlay
from generator.scoring.royal_shuffle.rules import score as shuffle_score

Bot = Callable[[Any, random.Random], Move]


def random_bot(play: Play, rng: random.Random) -> Move:
    """Any legal move, each equally likely."""
    return rng.choice(play.legal_moves())


# ---- Monarch -------------------------------------------------------------------------------------------

CROWN = 2.0
"""Gold a greedy sister pays for one crown at the start; ``CROWN_RISE`` more per card of the fullest court
(gold is worth less and less as the end nears)."""
CROWN_RISE = 0.4
SWEEP_SPARE = 3
"""Gold she keeps beyond the sweep's cost before sweeping a row that offers her nothing."""
FOOD = 0.7
"""Gold one food is worth to her while she is short of it."""
PLENTY = 8
"""Food she counts as plenty: beyond it, one more food is worth only ``SURPLUS`` gold, and beyond twice as
much, nothing."""
SURPLUS = 0.25
GUEST_SPITE = 0.8
"""Share of a crown taken from a rival that counts as a crown won."""


@dataclass(frozen=True)
class _Outlook:
    """What a greedy sister works out once per decision, before weighing each move."""

    board: tuple[tuple[str, str | None], ...]
    produces: tuple[int, ...]
    crowns: int
    rivals: dict[str, int]
    food_value: float
    rounds_left: float
    crown: float
    watchers: frozenset[str]
    """The sisters whose courts hold a card that counts the board (only their crowns change with it)."""


def _food_value(food: int) -> float:
    return FOOD if food < PLENTY else SURPLUS if food < 2 * PLENTY else 0.0


class MonarchGreedy:
    """Buys what gains the most crowns per gold, produces first, takes the richest banner it can."""

    def __init__(self, improvements: bool = True) -> None:
        self.improvements = improvements
        self.cache: dict[tuple[Any, ...], dict[tuple[Any, ...], int]] = {}
        """Crowns by board (``()`` for courts that do not look at the board), then by court and guests."""
        self.board_cards: frozenset[str] | None = None
        """The court cards whose crowns depend on the board."""
        self.produces: dict[tuple[Any, ...], tuple[int, ...]] = {}
        """What each land of a board produces, by board."""

    def __call__(self, play: MonarchPlay, rng: random.Random) -> Move:
        return self.pick(play, play.legal_moves(), self.value)

    def pick(self, play: MonarchPlay, moves: list[Move], value: Callable[[MonarchPlay, Move, _Outlook], float]) -> Move:
        """The move of ``moves`` (which end with ``end-turn``) of highest positive ``value``, the first among
        equals; with none, a sweep when she has gold to spare, else the end of her turn. Placing a card on any of
        several alike lands (same kind, same top improvement) is worth the same, so it is weighed once."""
        outlook = self.outlook(play)
        weighed: dict[tuple[Any, ...], float] = {}
        best, best_value = moves[-1], 0.0
        for move in moves:
            alike = (move["card"], outlook.board[move["land"]]) if "land" in move else None
            if alike is None:
                worth = value(play, move, outlook)
            elif alike in weighed:
                worth = weighed[alike]
            else:
                worth = weighed[alike] = value(play, move, outlook)
            if worth > best_value:
                best, best_value = move, worth
        if best["action"] == "end-turn":
            sweep = next((move for move in moves if move["action"] == "sweep"), None)
            if sweep is not None and sweep["gold"] >= play.sweep_cost + SWEEP_SPARE:
                return sweep
        return best

    def sees_board(self, play: MonarchPlay, court: tuple[str, ...]) -> bool:
        """Whether a court holds a card whose crowns depend on the board."""
        if self.board_cards is None:
            self.board_cards = frozenset(
                str(card["id"])
                for card in play.catalog.of_kind("court")
                for effect in card.get("effects", [])
                if effect["effect"] == "per-improved-land" or effect.get("where") in ("board", "both")
            )
        return not self.board_cards.isdisjoint(court)

    def crowns(self, play: MonarchPlay, court: tuple[str, ...], guests: int, board: tuple[Any, ...]) -> int:
        """Court crowns of a court on a board of ``(land, top improvement id)`` (cached: courts repeat, and a court
        that does not look at the board scores alike on every board)."""
        seen = board if self.sees_board(play, court) else ()
        on_board = self.cache.get(seen)
        if on_board is None:
            on_board = self.cache[seen] = {}
        key = (tuple(sorted(court)), guests)
        crowns = on_board.get(key)
        if crowns is None:
            card = play.catalog.card
            here = Surroundings(
                court=tuple([card(card_id) or {} for card_id in court]),
                guests=guests,
                board=tuple([(land, None if top is None else card(top)) for land, top in seen]),
            )
            crowns = on_board[key] = court_crowns(here)
        return crowns

    def outlook(self, play: MonarchPlay) -> _Outlook:
        lands = play.public.board or ()
        board = tuple((land.land, land.improvement) for land in lands)
        if board not in self.produces:
            self.produces[board] = tuple(production(land, play.catalog) for land in lands)
        players = play.public.players
        me = players[play.seat]
        fullest = max(len(p.court) for p in players)
        return _Outlook(
            board=board,
            produces=self.produces[board],
            crowns=self.crowns(play, me.court, len(me.guests), board),
            rivals={
                p.name: self.crowns(play, p.court, len(p.guests), board) - len(p.guests) for p in players if p is not me
            },
            food_value=_food_value(play.purses[play.seat][1]),
            rounds_left=max(1.0, (play.court_limit - fullest) * 1.5),
            crown=CROWN + CROWN_RISE * fullest,
            watchers=frozenset(p.name for p in players if self.sees_board(play, p.court)),
        )

    def value(self, play: MonarchPlay, move: Move, outlook: _Outlook) -> float:
        action = move["action"]
        me = play.public.players[play.seat]
        gold, food = play.purses[play.seat]
        if action in ("harvest", "tax"):
            farms = sum(made for (land, _), made in zip(outlook.board, outlook.produces, strict=True) if land == "farm")
            villages = [
                made for (land, _), made in zip(outlook.board, outlook.produces, strict=True) if land == "village"
            ]
            taxed = sum(villages) - outlook.food_value * len(villages) * play.catalog.constant("village_upkeep")
            return 10 + (outlook.food_value * farms if action == "harvest" else taxed)
        if action == "banner":
            return 20 + int((play.catalog.card(move["banner"]) or {})["crowns"])
        if action == "exchange":
            return 0.05 if (move["give"] == "food" and food > 6 and gold < 4) else 0.0
        if action == "discard-top":
            top = play.catalog.card(play.deck[-1]) if play.deck else None
            return 0.05 if top is not None and top["kind"] in ("guest", "moon") else 0.0
        if action != "buy":
            return 0.0
        card = play.catalog.card(move["card"]) or {}
        cost = card.get("cost", 0) + outlook.food_value * card.get("food_cost", 0)
        kind = card["kind"]
        if kind == "court":
            court = list(me.court)
            if "replace" in move:
                court.remove(move["replace"])
            guests = len(me.guests) - (1 if "discard" in move else 0)
            after = self.crowns(play, (*court, card["id"]), guests, outlook.board)
            return float(outlook.crown * (after - outlook.crowns + len(me.guests) - guests) - cost)
        if kind == "guest":
            leads = outlook.rivals[move["target"]] >= max(outlook.rivals.values())
            return float(outlook.crown * GUEST_SPITE * (1.0 if leads else 0.5) - cost)
        if not self.improvements:
            return 0.0
        land = move["land"]
        more = card["produces"] - outlook.produces[land]
        worth = 1.0 if outlook.board[land][0] == "village" else outlook.food_value
        own_share = more * outlook.rounds_left * worth / play.seats
        bonus = placing_bonus(card, play.seat, play.seats - 1 - play.seat) * worth
        return float(outlook.crown * self.path_gains(play, card, land, outlook) + own_share + bonus - cost)

    def path_gains(self, play: MonarchPlay, card: dict[str, Any], land: int, outlook: _Outlook) -> int:
        """The crowns an improvement placed on ``land`` brings her court, less those it brings the rival who gains
        most (through the court cards that count the board)."""
        if not outlook.watchers:
            return 0
        me = play.public.players[play.seat]
        board = tuple((kind, card["id"] if index == land else top) for index, (kind, top) in enumerate(outlook.board))
        rival_gain = max(
            self.crowns(play, p.court, len(p.guests), board) - len(p.guests) - outlook.rivals[p.name]
            if p.name in outlook.watchers
            else 0
            for p in play.public.players
            if p is not me
        )
        if me.name not in outlook.watchers:
            return -rival_gain
        return self.crowns(play, me.court, len(me.guests), board) - outlook.crowns - rival_gain


class MonarchEndAware(MonarchGreedy):
    """Greedy, but aware of the end of the game (rule mo-8.1). She fills her court only when a look-ahead over
    the rest of the round says that no sister ends it above her: the later sisters play their known last turns
    to the full, on a market deck shuffled anew (she cannot see it), ``LOOKS`` times, and most of them must
    agree. A turn she knows to be her last (a court is full) she plays to the full herself: every purchase is
    weighed by the crowns it brings, or takes from the rival ahead, and gold or food left over counts for
    nothing."""

    LOOKS = 3
    """Shuffles of the market deck that the look-ahead plays the rest of the round on."""

    def __call__(self, play: MonarchPlay, rng: random.Random) -> Move:
        if any(len(player.court) >= play.court_limit for player in play.public.players):
            return self.last_turn_move(play)
        moves = play.legal_moves()
        move = self.pick(play, moves, self.value)
        if not self.fills(play, move) or self.stays_ahead(play, move, rng):
            return move
        return self.pick(play, [other for other in moves if not self.fills(play, other)], self.value)

    @staticmethod
    def fills(play: MonarchPlay, move: Move) -> bool:
        """Whether ``move`` fills her court, which makes this round the last."""
        court = play.public.players[play.seat].court
        return (
            move["action"] == "buy"
            and "replace" not in move
            and len(court) + 1 >= play.court_limit
            and ((play.catalog.card(move["card"]) or {}).get("kind") == "court")
        )

    def stays_ahead(self, play: MonarchPlay, move: Move, rng: random.Random) -> bool:
        """Whether, most times, no sister ends the round above her after ``move`` and the round's last turns."""
        ahead = 0
        for _ in range(self.LOOKS):
            trial = play.clone()
            trial.rng = random.Random(rng.random())
            rng.shuffle(trial.deck)
            trial.apply(move)
            while not trial.is_over():
                trial.apply(self.last_turn_move(trial))
            crowns = crowns_of(trial.public, play.catalog)
            ahead += crowns[play.seat] >= max(crowns)
        return 2 * ahead > self.LOOKS

    def last_turn_move(self, play: MonarchPlay) -> Move:
        """The move of a known last turn: produce first, then what gains the most crowns against the rival ahead
        (the cheapest among equals), a sweep when gold is left and nothing else pays; else end the turn."""
        return self.pick(play, play.legal_moves(), self.final_value)

    def final_value(self, play: MonarchPlay, move: Move, outlook: _Outlook) -> float:
        """A move's worth when nothing comes after this turn: crowns won or taken from the rival ahead, less a
        hundredth of its cost (so that the cheaper of two equal buys wins)."""
        action = move["action"]
        if action in ("harvest", "tax", "banner"):
            return self.value(play, move, outlook)
        if action != "buy":
            return 0.0
        card = play.catalog.card(move["card"]) or {}
        cost = 0.01 * (int(card.get("cost", 0)) + int(card.get("food_cost", 0)))
        me = play.public.players[play.seat]
        if card["kind"] == "guest":
            top = max(outlook.rivals.values())
            return (1.0 if outlook.rivals[move["target"]] == top else 0.0) - cost
        if card["kind"] == "court":
            court = list(me.court)
            if "replace" in move:
                court.remove(move["replace"])
            guests = len(me.guests) - (1 if "discard" in move else 0)
            gain = self.crowns(play, (*court, card["id"]), guests, outlook.board) - guests - outlook.crowns
            return gain + len(me.guests) - cost
        return self.path_gains(play, card, move["land"], outlook) - cost


# ---- Royal Menagerie -----------------------------------------------------------------------------------


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


__all__ = [
    "Bot",
    "KingdomsGreedy",
    "MonarchEndAware",
    "MonarchGreedy",
    "circus_greedy",
    "menagerie_greedy",
    "random_bot",
    "shuffle_greedy",
]
