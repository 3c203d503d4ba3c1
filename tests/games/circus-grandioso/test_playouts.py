"""Circus Grandioso random playouts from the real setup, against an oracle written from the spec's words.

Each playout deals the real deck (one Elephant on the table, seven cards per player, the rest a stack
pile) and plays random legal turns: place from the hand, turn up a stack or hidden card and place it or
lay it down, or exchange. After every placement the table must pass ``check``, ``score`` must name the
holder the playout tracked, and ``legal_placements`` must equal the oracle's; every listed placement,
applied, must give a legal table.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from generator.data.load import load_game
from generator.scoring.catalog import load_catalog
from generator.scoring.circus_grandioso import rules as cg

CATALOG = load_catalog("circus-grandioso")
CIRCUS = cg.read_circus(CATALOG)
HAND_SIZE = 7


def oracle_placements(grid: dict[tuple[int, int], str]) -> list[dict[str, Any]]:
    """The spec's placement rules read literally, by scanning every place around the pyramid."""
    if CIRCUS.seal in grid.values():
        return []
    positions = [pos for _, pos in grid] or [0]
    row_cards = {row: sorted(pos for r, pos in grid if r == row) for row in range(1, CIRCUS.rows + 1)}
    used = {card: list(grid.values()).count(card) for card in CIRCUS.copies}
    openings = []
    for row in range(1, CIRCUS.rows + 1):
        for pos in range(min(positions) - 2, max(positions) + 3):
            cards = row_cards[row]
            if (row, pos) in grid:
                continue
            if row == 1 and cards and pos not in (cards[0] - 1, cards[-1] + 1):
                continue
            if row > 1 and not ((row - 1, pos) in grid and (row - 1, pos + 1) in grid):
                continue
            side = "top" if not cards else "left" if pos < cards[0] else "right" if pos > cards[-1] else None
            if side is None:
                continue
            animal = CIRCUS.animals[row - 1]
            takes = [animal] if used[animal] < CIRCUS.copies[animal] else []
            clown_alone_on_top = not cards and row > max(r for r, _ in grid)
            has_clown = any(grid[(row, p)] == CIRCUS.clown for p in cards)
            if not has_clown and not clown_alone_on_top and used[CIRCUS.clown] < CIRCUS.copies[CIRCUS.clown]:
                takes.append(CIRCUS.clown)
            if takes:
                openings.append({"row": row, "pos": pos, "side": side, "cards": takes})
    allowed = []
    for side in ("left", "right"):
        pool = [o for o in openings if o["side"] in (side, "top")]
        best = max((o["row"] for o in pool), default=None)
        allowed += [o for o in pool if o["row"] == best and o not in allowed]
    return sorted(allowed, key=lambda o: (-o["row"], o["pos"]))


@dataclass
class Playout:
    """One game in progress: the table, the hands, the stack pile and the hidden single cards."""

    rng: random.Random
    players: list[str]
    pyramid: list[dict[str, Any]] = field(default_factory=lambda: [{"row": 1, "pos": 0, "card": "elephant"}])
    hands: dict[str, list[str]] = field(default_factory=dict)
    stack: list[str] = field(default_factory=list)
    hidden: list[str] = field(default_factory=list)
    holder: str | None = None
    winner: str | None = None
    placements: int = 0

    def deal(self) -> None:
        deck = [card for card, copies in CIRCUS.copies.items() for _ in range(copies)]
        deck.remove(CIRCUS.animals[0])
        self.rng.shuffle(deck)
        for name in self.players:
            self.hands[name] = [deck.pop() for _ in range(HAND_SIZE)]
        self.stack = deck

    def state(self) -> dict[str, Any]:
        return {"pyramid": [dict(card) for card in self.pyramid], "players": list(self.players)}

    def grid(self) -> dict[tuple[int, int], str]:
        return {(card["row"], card["pos"]): card["card"] for card in self.pyramid}

    def legal(self) -> list[dict[str, Any]]:
        return [opening.as_json() for opening in cg.legal_placements(self.grid(), CIRCUS)]

    def spot_for(self, card: str, legal: list[dict[str, Any]]) -> dict[str, Any] | None:
        spots = [p for p in legal if card in p["cards"]]
        return self.rng.choice(spots) if spots else None

    def place(self, name: str, card: str, spot: dict[str, Any]) -> bool:
        """Place ``card``; True when the player may act again."""
        top = cg.topmost(self.grid())["row"]
        self.pyramid.append({"row": spot["row"], "pos": spot["pos"], "card": card, "by": name})
        self.placements += 1
        if card == CIRCUS.seal:
            self.winner = name
        single_top = spot["row"] > top
        if single_top:
            self.holder = name
        return not single_top

    def draw(self) -> str | None:
        if self.hidden and (not self.stack or self.rng.random() < 0.3):
            return self.hidden.pop(self.rng.randrange(len(self.hidden)))
        return self.stack.pop() if self.stack else None

    def turn(self, name: str, after_placement: Any) -> bool:
        """Play one turn; True when the game has ended."""
        hand = self.hands[name]
        while True:
            choice = self.rng.random()
            legal = self.legal()
            playable = [(card, spot) for card in dict.fromkeys(hand) if (spot := self.spot_for(card, legal))]
            if playable and choice < 0.75:
                card, spot = self.rng.choice(playable)
                hand.remove(card)
                again = self.place(name, card, spot)
            elif choice < 0.9 and (drawn := self.draw()) is not None:
                spot = self.spot_for(drawn, legal)
                if spot is None or self.rng.random() < 0.2:
                    self.hidden.append(drawn)
                    return False
                again = self.place(name, drawn, spot)
            else:
                if hand and (drawn := self.draw()) is not None:
                    self.hidden.append(hand.pop(self.rng.randrange(len(hand))))
                    hand.append(drawn)
                return False
            after_placement(self)
            if self.winner or not hand:
                self.winner = self.winner or self.holder or "nobody"
                return True
            if not again:
                return False


def check_table(game: Playout) -> None:
    """The table after a placement is legal, scored as the playout saw it, and its placements are right."""
    state = game.state()
    checked = cg.check(state, CATALOG)
    assert checked["valid"], (checked["violations"], state)
    grid = game.grid()
    assert checked["legal_placements"] == oracle_placements(grid)
    scored = cg.score(state, CATALOG)
    assert scored["show_master"] == game.holder
    assert scored["seal"] == (game.winner if game.winner and CIRCUS.seal in grid.values() else None)
    assert sum(player["cards"] for player in scored["players"]) == len(game.pyramid) - 1


def play(seed: int, after_placement: Any, turns: int = 400) -> Playout:
    rng = random.Random(seed)
    game = Playout(rng=rng, players=["Ada", "Bo", "Cy", "Di"][: rng.randint(2, 4)])
    game.deal()
    for number in range(turns):
        if game.turn(game.players[number % len(game.players)], after_placement):
            break
    return game


def test_random_playouts_stay_legal_and_score() -> None:
    games = [play(seed, check_table) for seed in range(120)]
    placements = sum(game.placements for game in games)
    assert placements >= 2000
    assert sum(1 for game in games if game.winner) >= 40
    assert max(cg.topmost(game.grid())["row"] for game in games) >= 6


def test_every_listed_placement_gives_a_legal_table() -> None:
    def try_all(game: Playout) -> None:
        state = game.state()
        for placement in cg.check(state, CATALOG)["legal_placements"]:
            for card in placement["cards"]:
                move = {"row": placement["row"], "pos": placement["pos"], "card": card, "by": game.players[0]}
                result = cg.check({**state, "move": move}, CATALOG)
                assert result["valid"], (result["violations"], move)
                assert cg.check(result["after"], CATALOG)["valid"]
                cg.score(result["after"], CATALOG)
                assert result["takes_show_master"] == (placement["side"] == "top")
                assert result["wins"] == (card == CIRCUS.seal)

    games = [play(seed, try_all) for seed in range(100, 120)]
    assert sum(game.placements for game in games) >= 400


def test_a_random_move_is_legal_exactly_when_it_is_listed() -> None:
    rules = {rule.id for rule in load_game("circus-grandioso").rules}
    verdicts: Counter[str] = Counter()

    def try_random(game: Playout) -> None:
        state = game.state()
        legal = cg.check(state, CATALOG)["legal_placements"]
        listed = {(p["row"], p["pos"], card) for p in legal for card in p["cards"]}
        positions = [card["pos"] for card in game.pyramid]
        for _ in range(6):
            move = {
                "row": game.rng.randint(0, CIRCUS.rows + 1),
                "card": game.rng.choice(list(CIRCUS.copies)),
                "pos": game.rng.randint(min(positions) - 2, max(positions) + 2),
            }
            result = cg.check({**state, "move": move}, CATALOG)
            assert result["valid"] == ((move["row"], move["pos"], move["card"]) in listed), move
            verdicts.update(violation["rule"] for violation in result["violations"])
            assert {violation["rule"] for violation in result["violations"]} <= rules

    for seed in range(200, 230):
        play(seed, try_random)
    assert set(verdicts) >= {"cg-3.1", "cg-3.3", "cg-3.4", "cg-3.7", "cg-4.1", "cg-4.3"}


def test_a_tall_pyramid_reaches_the_seal() -> None:
    """Play only the highest cards from an unlimited supply: the pyramid reaches the Seal and the game ends."""
    state: dict[str, Any] = {"pyramid": [{"row": 1, "pos": 0, "card": "elephant"}]}
    rng = random.Random(7)
    for _ in range(200):
        placements = cg.check(state, CATALOG)["legal_placements"]
        if not placements:
            break
        spot = max(placements, key=lambda p: (p["row"], rng.random()))
        card = rng.choice(spot["cards"])
        state = cg.check(
            {**state, "move": {"row": spot["row"], "pos": spot["pos"], "card": card, "by": "Ada"}}, CATALOG
        )["after"]
        assert cg.check(state, CATALOG)["valid"]
    result = cg.score(state, CATALOG)
    assert result["victory"] == "seal"
    assert result["winners"] == ["Ada"]
    assert result["topmost"]["row"] == CIRCUS.rows
