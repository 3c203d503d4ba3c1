"""The game's own bots."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from generator.scoring.interface import Move
from generator.scoring.monarch.effects import Surroundings, court_crowns
from generator.scoring.monarch.moves import placing_bonus, production
from generator.scoring.monarch.play import MonarchPlay
from generator.scoring.monarch.rules import crowns_of

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
