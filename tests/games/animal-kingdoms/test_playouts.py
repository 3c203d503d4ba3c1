"""Animal Kingdoms random playouts: seeded random legal moves from real setups never break a rule.

Moves are proposed blindly from everything a player might try; the checker decides which are legal,
its ``after`` table is played on, and every table reached must pass ``check`` and ``score``.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from generator.data.load import load_game
from generator.scoring import load_catalog
from generator.scoring.animal_kingdoms import rules as ak

CATALOG = load_catalog("animal-kingdoms")
GAME = load_game("animal-kingdoms")
KINGDOMS = [card.id for card in GAME.cards if card.kind == "kingdom"]
ARMY_OF = {card.id: card.extra["army"] for card in GAME.cards if card.kind == "kingdom"}
KINGDOM_OF = {army: kingdom for kingdom, army in ARMY_OF.items()}
CARDS = [card.id for card in GAME.cards if card.kind == "wilderness"]
EFFECT = {card.id: card.extra["effect"] for card in GAME.cards if card.kind == "wilderness"}
AGGRESSIVE = ("capture", "seize-crown", "battle", "manage-vassal")


def setup(rng: random.Random, players: int, mode: str) -> dict[str, Any]:
    """A real start: each player one random kingdom (two in Mustering) with its crown under the first."""
    deck = rng.sample(KINGDOMS, len(KINGDOMS))
    per_player = 2 if mode == "mustering" else 1
    table = [
        {
            "name": f"P{index}",
            "kingdoms": deck[index * per_player : (index + 1) * per_player],
            "liege": None,
            "seat": deck[index * per_player],
        }
        for index in range(players)
    ]
    return {
        "mode": mode,
        "players": table,
        "turn": {"player": "P0", "actions": 0, "acted": [], "extra_march": False},
    }


def holder(state: dict[str, Any], kingdom: str) -> str | None:
    return next((player["name"] for player in state["players"] if kingdom in player["kingdoms"]), None)


def position(state: dict[str, Any], army: str) -> str | None:
    return next(
        (
            kingdom
            for kingdom, standing in state.get("armies", {}).items()
            if any(entry["army"] == army for entry in standing)
        ),
        None,
    )


def proposals(state: dict[str, Any], rng: random.Random) -> list[dict[str, Any]]:
    """Everything the player on turn might try, legal or not, in random order."""
    me = state["turn"]["player"]
    mine = [ARMY_OF[kingdom] for player in state["players"] if player["name"] == me for kingdom in player["kingdoms"]]
    names = [player["name"] for player in state["players"]]
    moves: list[dict[str, Any]] = []
    for army in mine:
        here = position(state, army)
        for kingdom in [*rng.sample(KINGDOMS, 5), "wilderness"]:
            march = {"action": "march", "player": me, "army": army, "kingdom": kingdom}
            moves += [march, {**march, "fleet": True}]
            moves += [{**march, "force_retreat": entry["army"]} for entry in state.get("armies", {}).get(kingdom, [])]
        if here is not None:
            capture = {"action": "capture", "player": me, "army": army, "kingdom": here}
            moves += [
                capture,
                {**capture, "raid": rng.choice(KINGDOMS)},
                {"action": "seize-crown", "player": me, "army": army, "kingdom": here},
            ]
            moves += [
                {"action": "battle", "player": me, "army": army, "target": entry["army"]}
                for entry in state["armies"][here]
            ]
    for kingdom in rng.sample(KINGDOMS, 4):
        moves.append({"action": "manage-vassal", "player": me, "kingdom": kingdom, "to": rng.choice(names)})
    moves = [{**move, "wilderness": rng.choice(CARDS)} if rng.random() < 0.1 else move for move in moves]
    rng.shuffle(moves)
    if rng.random() < 0.6:
        moves.sort(key=lambda move: move["action"] not in AGGRESSIVE)
    return moves


def top_of(state: dict[str, Any], name: str | None) -> str | None:
    """The player at the top of ``name``'s chain of command (the rulebook's teams: a liege and its vassals)."""
    lieges = {player["name"]: player["liege"] for player in state["players"]}
    while name is not None and lieges.get(name) is not None:
        name = lieges[name]
    return name


def assert_oracle(state: dict[str, Any], move: dict[str, Any], after: dict[str, Any]) -> None:
    """Facts a legal move must respect, checked independently of the checker's own code."""
    me = move["player"]
    if move["action"] in ("capture", "seize-crown"):
        standing = state["armies"][move["kingdom"]]
        owners = [holder(state, KINGDOM_OF[entry["army"]]) for entry in standing]
        enemies = [owner for owner in owners if top_of(state, owner) != top_of(state, me)]
        tie = EFFECT.get(move.get("wilderness", "")) == "stampede"  # Thundering Herd: a tie is enough
        assert owners.count(me) > len(enemies) or (tie and owners.count(me) == len(enemies))
    if move["action"] == "capture":
        assert holder(after, move["kingdom"]) == me
        assert (
            len(next(p for p in state["players"] if move["kingdom"] in p["kingdoms"])["kingdoms"]) > 1
            if holder(state, move["kingdom"])
            else True
        )
    if move["action"] == "seize-crown":
        seized = next(
            player
            for player in after["players"]
            if player.get("seat") is None and player["liege"] == me and move["kingdom"] in player["kingdoms"]
        )
        assert seized["name"] != me
    if move["action"] == "battle":
        target_owner = holder(state, KINGDOM_OF[move["target"]])
        assert top_of(state, target_owner) != top_of(state, me)
    if move["action"] in ("battle", "march") and move.get("force_retreat", move.get("target")):
        victim = move.get("force_retreat", move.get("target"))
        assert position(after, victim) is None
    owned = sorted(kingdom for player in after["players"] for kingdom in player["kingdoms"])
    assert len(owned) == len(set(owned))
    assert all(player["kingdoms"] for player in after["players"])


def play(seed: int) -> Counter[str]:
    """One seeded game until an Emperor rises or 300 moves; returns how often each action was played."""
    rng = random.Random(seed)
    mode = "mustering" if seed % 4 == 0 else "conquest"
    state = setup(rng, 2 if mode == "mustering" else rng.randint(2, 8), mode)
    played: Counter[str] = Counter()
    for _ in range(300):
        if ak.score(state, CATALOG)["emperor"] is not None:
            played["emperor"] += 1
            break
        end_turn = {"action": "end-turn", "player": state["turn"]["player"]}
        candidates = [] if rng.random() < 0.15 else proposals(state, rng)
        for move in [*candidates[:25], end_turn]:
            result = ak.check({**state, "move": move}, CATALOG)
            if result["valid"]:
                break
        assert result["valid"], result
        after = result["after"]
        assert_oracle(state, move, after)
        assert ak.check(after, CATALOG) == {"valid": True, "violations": []}
        played[
            move["action"]
            + (" (raid)" if move.get("raid") else "")
            + (" (fleet)" if move.get("fleet") else "")
            + (" (card)" if move.get("wilderness") else "")
        ] += 1
        state = after
    return played


@pytest.mark.parametrize("seeds", [range(0, 7), range(7, 14)])
def test_random_playouts_stay_legal(seeds: range) -> None:
    played: Counter[str] = Counter()
    for seed in seeds:
        played += play(seed)
    for action in (
        "march",
        "capture",
        "capture (raid)",
        "march (fleet)",
        "battle",
        "seize-crown",
        "manage-vassal",
        "end-turn",
        "march (card)",
        "emperor",
    ):
        assert played[action] > 0, (action, played)
