"""Random playouts of Royal Menagerie: a small seeded simulator plays whole games by the rulebook.

Every play it makes goes through ``check`` with a ``move``: the simulator judges legality and applies plays
with its own, independent code, and the test demands that ``check`` agrees on legality and on the table
after each play. Between plays, the table must pass ``check`` and ``score`` must work.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import pytest

from generator.scoring import load_catalog
from generator.scoring.royal_menagerie import rules as rm

CATALOG = load_catalog("royal-menagerie")
ANIMALS = tuple(card["id"] for card in CATALOG.of_kind("animal"))
MOST = len(CATALOG.card("menagerie-mat")["points_by_count"]) - 1
SEATS = ("Ada", "Bo", "Cy", "Di")
VIZIER = "grand-vizier"


@dataclass
class Playout:
    """One game in progress: seats clockwise, the deck (top = end of the list), discard pile and tallies."""

    seed: int
    rng: random.Random = field(init=False)
    roles: dict[str, str] = field(default_factory=dict)
    menageries: dict[str, Counter[str]] = field(default_factory=dict)
    hands: dict[str, list[str]] = field(default_factory=dict)
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    plays: Counter[str] = field(default_factory=Counter)
    moves: list[dict[str, Any]] = field(default_factory=list)
    illegal_probes: int = 0

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    # ── Setup (rm-2) ──

    def setup(self) -> None:
        roles = [card["id"] for card in CATALOG.of_kind("role") for _ in range(card["count"])]
        self.rng.shuffle(roles)
        self.roles = dict(zip(SEATS, roles, strict=True))
        self.deck = [card["id"] for card in CATALOG.of_kind("animal", "action") for _ in range(card["count"])]
        self.rng.shuffle(self.deck)
        self.menageries = {name: Counter() for name in SEATS}
        set_aside = []
        while any(sum(pen.values()) < 2 for pen in self.menageries.values()):
            for name in SEATS:
                if sum(self.menageries[name].values()) < 2:
                    card = self.deck.pop()
                    if card in ANIMALS:
                        self.menageries[name][card] += 1
                    else:
                        set_aside.append(card)
        self.deck += set_aside
        self.rng.shuffle(self.deck)
        self.hands = {name: [self.deck.pop() for _ in range(3)] for name in SEATS}

    # ── The table as the state format ──

    def state(self, move: dict[str, Any] | None = None) -> dict[str, Any]:
        players = [
            {
                "name": name,
                "role": self.roles[name],
                "menagerie": dict(+self.menageries[name]),
                "hand": list(self.hands[name]),
            }
            for name in SEATS
        ]
        return {"players": players} | ({"move": move} if move else {})

    def card_total(self) -> int:
        return (
            len(self.deck)
            + len(self.discard)
            + sum(len(hand) for hand in self.hands.values())
            + sum(sum(pen.values()) for pen in self.menageries.values())
        )

    # ── Turns (rm-3) ──

    def play_game(self, max_turns: int = 400) -> int:
        """Play until every hand is empty; returns the number of turns."""
        self.setup()
        seat = (SEATS.index(next(name for name, role in self.roles.items() if role == VIZIER)) + 1) % len(SEATS)
        for turn in range(max_turns):
            if not any(self.hands.values()):
                return turn
            self.take_turn(SEATS[seat])
            seat = (seat + 1) % len(SEATS)
            assert self.card_total() == 46
        raise AssertionError(f"seed {self.seed}: no end after {max_turns} turns")

    def take_turn(self, name: str) -> None:
        end_stage = not self.deck
        vizier = self.roles[name] == VIZIER
        if not end_stage:
            for _ in range(2 if vizier else 1):
                if self.deck:
                    self.hands[name].append(self.deck.pop())
        for _ in range(2 if vizier and not end_stage else 1):
            if self.hands[name]:
                self.play_from_hand(name, self.rng.choice(self.hands[name]))
            self.assert_table_is_legal()

    def take(self, count: int) -> list[str]:
        """Cards for a Bazaar or a Windfall: from the deck, then from the shuffled discard pile (rm-5.7)."""
        cards = [self.deck.pop() for _ in range(min(count, len(self.deck)))]
        if len(cards) < count:
            self.rng.shuffle(self.discard)
            missing = count - len(cards)
            cards += self.discard[:missing]
            self.discard = self.discard[missing:]
        return cards

    # ── Plays (rm-4, rm-5) ──

    def play_from_hand(self, name: str, card: str) -> None:
        """Play ``card`` (it is in ``name``'s hand) and resolve it completely, nested actions first (rm-5.8)."""
        if card == "bazaar":
            self.hands[name].remove(card)
            self.bazaar(name)
            self.discard.append(card)
        elif card == "windfall":
            self.hands[name].remove(card)
            self.hands[name] += self.take(2)
            for _ in range(2):
                if self.hands[name]:
                    self.play_from_hand(name, self.rng.choice(self.hands[name]))
            self.discard.append(card)
        else:
            self.judged_play(name, card)
        self.plays[card if card not in ANIMALS else "gift"] += 1

    def bazaar(self, name: str) -> None:
        laid_out = self.take(4)
        start = SEATS.index(name)
        for offset in range(len(SEATS)):
            if not laid_out:
                return
            taker = SEATS[(start + offset) % len(SEATS)]
            card = laid_out.pop(self.rng.randrange(len(laid_out)))
            self.hands[taker].append(card)
            self.play_from_hand(taker, card)

    def judged_play(self, name: str, card: str) -> None:
        """A gift, Shoot, Steal or Trade: pick a legal move, have ``check`` agree, apply it ourselves."""
        action = "gift" if card in ANIMALS else card
        legal = [move for move in self.candidates(name, action, card) if self.is_legal(move)]
        blank = {"action": action, "player": name}
        move = self.rng.choice(legal) if legal else blank
        assert action != "gift" or legal, "a gift always has a legal recipient"
        self.probe_an_illegal_move(name, action, card)
        result = rm.check(self.state(move), CATALOG)
        assert result["violations"] == [], (self.seed, move, result["violations"])
        stampeded = self.apply(move)
        self.moves.append(move)
        self.hands[name].remove(card)
        if action != "gift":
            self.discard.append(card)
        assert result["after"] == self.state(), (self.seed, move)
        assert result["stampedes"] == stampeded

    def probe_an_illegal_move(self, name: str, action: str, card: str) -> None:
        """Draw any candidate move; ``check`` must call it legal exactly when the simulator does."""
        candidate = self.rng.choice(self.candidates(name, action, card, anyone=True))
        result = rm.check(self.state(candidate), CATALOG)
        assert result["valid"] == self.is_legal(candidate), (self.seed, candidate, result["violations"])
        self.illegal_probes += not result["valid"]

    def candidates(self, name: str, action: str, card: str, anyone: bool = False) -> list[dict[str, Any]]:
        """Targeted moves for this card: legal ones, or (``anyone``) any combination, blank included."""
        base = {"action": action, "player": name}
        if action == "gift":
            return [base | {"to": to, "animal": card} for to in SEATS]
        pool = ANIMALS if anyone else None
        singles = [(owner, animal) for owner in SEATS for animal in (pool or self.menageries[owner])]
        if action == "trade":
            moves = [
                base | {"swap": [{"player": p, "animal": a}, {"player": q, "animal": b}]}
                for p, a in singles
                for q, b in singles
            ]
        else:
            moves = [base | {"from": owner, "animal": animal} for owner, animal in singles]
        return [*moves, base] if anyone else moves

    def is_legal(self, move: dict[str, Any]) -> bool:
        """The simulator's own reading of the rules for one play."""
        pens, name, action = self.menageries, move["player"], move["action"]
        if action == "gift":
            return move["to"] != name and pens[move["to"]][move["animal"]] < MOST
        if action == "shoot" and "from" in move:
            return pens[move["from"]][move["animal"]] > 0
        if action == "steal" and "from" in move:
            victim, animal = move["from"], move["animal"]
            return victim != name and pens[victim][animal] > 0 and pens[name][animal] < MOST
        if action == "trade" and "swap" in move:
            (p, a), (q, b) = ((side["player"], side["animal"]) for side in move["swap"])
            return p != q and a != b and pens[p][a] > 0 and pens[q][b] > 0 and pens[p][b] < MOST and pens[q][a] < MOST
        return not any(self.is_legal(option) for option in self.candidates(name, action, action))

    def apply(self, move: dict[str, Any]) -> list[str]:
        """Apply a legal play to our own table, then any stampedes (rm-4.3); returns who stampeded."""
        pens, action = self.menageries, move["action"]
        if action == "gift":
            pens[move["to"]][move["animal"]] += 1
        elif action == "shoot" and "from" in move:
            pens[move["from"]][move["animal"]] -= 1
            self.discard.append(move["animal"])
        elif action == "steal" and "from" in move:
            pens[move["from"]][move["animal"]] -= 1
            pens[move["player"]][move["animal"]] += 1
        elif action == "trade" and "swap" in move:
            (p, a), (q, b) = ((side["player"], side["animal"]) for side in move["swap"])
            pens[p][a] -= 1
            pens[q][b] -= 1
            pens[p][b] += 1
            pens[q][a] += 1
        stampeded = [name for name in SEATS if all(pens[name][animal] for animal in ANIMALS)]
        for name in stampeded:
            pens[name].subtract(ANIMALS)
            self.discard += ANIMALS
        for name in SEATS:
            pens[name] = +pens[name]
        return stampeded

    def assert_table_is_legal(self) -> None:
        state = self.state()
        assert rm.check(state, CATALOG) == {"valid": True, "violations": []}, self.seed
        rm.score(state, CATALOG)


SEEDS = range(60)


@pytest.fixture(scope="module")
def playouts() -> list[Playout]:
    games = []
    for seed in SEEDS:
        game = Playout(seed)
        game.play_game()
        games.append(game)
    return games


def test_thousands_of_random_plays_stay_legal_and_score(playouts: list[Playout]) -> None:
    plays = sum((game.plays for game in playouts), Counter())
    assert sum(plays.values()) >= 3000  # 3236 measured
    assert set(plays) == {"gift", "shoot", "steal", "trade", "bazaar", "windfall"}
    assert sum(game.illegal_probes for game in playouts) >= 1000  # 1125 measured
    victories = Counter(rm.score(game.state(), CATALOG)["victory"] for game in playouts)
    assert set(victories) == {"solo", "shared", "conspirators", "none"}, victories
    for game in playouts:
        assert not any(game.hands.values()) and not game.deck
        assert game.card_total() == 46


def test_playouts_are_deterministic() -> None:
    first, second = Playout(7), Playout(7)
    first.play_game()
    second.play_game()
    assert first.state() == second.state() and first.plays == second.plays


def test_setup_deals_two_animals_and_three_cards_each() -> None:
    game = Playout(3)
    game.setup()
    assert all(sum(pen.values()) == 2 for pen in game.menageries.values())
    assert all(len(hand) == 3 for hand in game.hands.values())
    assert len(game.deck) == 46 - 8 - 12
    assert sorted(game.roles.values()) == ["conspirator", "conspirator", "grand-vizier", "loyalist"]
    assert rm.check(game.state(), CATALOG) == {"valid": True, "violations": []}


def quiet_game(seed: int = 1) -> Playout:
    """A set-up game with empty menageries, hands and deck, to stage single situations."""
    game = Playout(seed)
    game.roles = dict(zip(SEATS, ["grand-vizier", "loyalist", "conspirator", "conspirator"], strict=True))
    game.menageries = {name: Counter() for name in SEATS}
    game.hands = {name: [] for name in SEATS}
    return game


def test_rm_q10_a_short_bazaar_lays_out_what_there_is() -> None:
    game = quiet_game()
    game.deck = ["mammoth"]
    game.discard = ["giant-ibis", "white-tiger"]
    game.hands["Bo"] = ["bazaar"]
    game.play_from_hand("Bo", "bazaar")
    gifts = sum(sum(pen.values()) for pen in game.menageries.values())
    assert (gifts, game.deck, game.discard, game.plays["gift"]) == (3, [], ["bazaar"], 3)
    assert game.card_total() == 4


def test_rm_q15_bazaar_cards_are_played_by_their_takers_by_the_usual_rules() -> None:
    game = quiet_game()
    game.deck = ["mammoth", "mammoth", "mammoth", "mammoth"]
    game.hands["Cy"] = ["bazaar"]
    game.menageries["Ada"]["mammoth"] = 1
    game.play_from_hand("Cy", "bazaar")
    assert game.plays == Counter({"gift": 4, "bazaar": 1})
    assert [move["player"] for move in game.moves] == ["Cy", "Di", "Ada", "Bo"]
    assert all(move["to"] != move["player"] for move in game.moves)
    assert sum(pen["mammoth"] for pen in game.menageries.values()) == 5
    assert all(pen["mammoth"] <= MOST for pen in game.menageries.values())
    assert not any(game.hands.values())


def test_rm_q11_windfall_in_the_end_stage_draws_from_the_discard_and_plays_what_it_can() -> None:
    game = quiet_game()
    game.discard = ["white-tiger"]
    game.hands["Cy"] = ["windfall"]
    game.play_from_hand("Cy", "windfall")
    assert game.plays == Counter({"gift": 1, "windfall": 1})
    assert (game.hands["Cy"], game.discard) == ([], ["windfall"])
    assert sum(game.menageries["Cy"].values()) == 0
    assert sum(sum(pen.values()) for pen in game.menageries.values()) == 1


def test_rm_q12_the_vizier_drawing_the_last_card_still_plays_two() -> None:
    game = quiet_game()
    game.deck = ["mammoth"]
    game.hands["Ada"] = ["giant-ibis"]
    game.take_turn("Ada")
    assert game.plays == Counter({"gift": 2})
    assert game.deck == [] and game.hands["Ada"] == []
    game.hands["Ada"] = ["white-tiger", "komodo-dragon"]
    game.take_turn("Ada")
    assert len(game.hands["Ada"]) == 1
