"""Royal Shuffle's village solver against an independent brute-force enumerator and on the 40-card village.

The brute force and the arrangement checker below read the spec's rulings directly (values, capacities,
multipliers) and share no code with ``generator.scoring.royal_shuffle.rules`` or its solver.
"""

from __future__ import annotations

import random
from fractions import Fraction
from itertools import product
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.scoring import score
from generator.scoring.royal_shuffle.solver import Piece, _Village

SUITS = "SHDC"
NUMBER_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10")
NUMBER_CARDS = [rank + suit for rank in NUMBER_RANKS for suit in SUITS]
COURT_FACTOR = {"K": Fraction(3), "Q": Fraction(2), "J": Fraction(3, 2)}


def rank_of(code: str) -> str:
    return code[:-1]


def role(code: str) -> str:
    rank = rank_of(code)
    if rank == "A":
        return "house"
    if rank in ("9", "10"):
        return "tent"
    return "adult" if int(rank) >= 6 else "child"


def value(code: str, court: list[str]) -> Fraction:
    """The card's printed points times every court card of its suit (spec rulings)."""
    points = {"house": 1, "child": 2, "adult": 3, "tent": 0}[role(code)]
    factor = Fraction(1)
    for face in court:
        if face != "JOKER" and face[-1] == code[-1]:
            factor *= COURT_FACTOR[face[:-1]]
    return points * factor


def brute_force_total(village: list[str], court: list[str]) -> Fraction:
    """The best total over every placement of every adult and child (no cleverness, only enumeration)."""
    houses = [c for c in village if role(c) == "house"]
    tents = [c for c in village if role(c) == "tent"]
    adults = [c for c in village if role(c) == "adult"]
    children = [c for c in village if role(c) == "child"]
    spots: list[tuple[str, int] | None] = [
        None,
        *(("house", i) for i in range(len(houses))),
        *(("tent", j) for j in range(len(tents))),
    ]
    best: Fraction | None = None
    for homes in product(spots, repeat=len(adults)):
        if any(homes.count(("house", i)) > 2 for i in range(len(houses))):
            continue
        if any(homes.count(("tent", j)) > 1 for j in range(len(tents))):
            continue
        total = sum(
            (value(h, court) if ("house", i) in homes else -value(h, court) for i, h in enumerate(houses)),
            Fraction(0),
        )
        total += sum(
            (value(a, court) if home else -value(a, court) for a, home in zip(adults, homes, strict=True)),
            Fraction(0),
        )
        sheltered = [k for k, home in enumerate(homes) if home]
        free_tents = [j for j in range(len(tents)) if ("tent", j) not in homes]
        total += best_children(
            children, court, {k: int(rank_of(adults[k])) for k in sheltered}, dict.fromkeys(free_tents, 2)
        )
        best = total if best is None or total > best else best
    assert best is not None
    return best


def best_children(children: list[str], court: list[str], room: dict[int, int], tent_room: dict[int, int]) -> Fraction:
    """Every child cared for by any sheltered adult with room, alone in any free tent, or left out."""
    if not children:
        return Fraction(0)
    child, rest = children[0], children[1:]
    worth, need = value(child, court), int(rank_of(child))
    results = [best_children(rest, court, room, tent_room) - worth]
    for adult, left in room.items():
        if left >= need:
            results.append(best_children(rest, court, room | {adult: left - need}, tent_room) + worth)
    for tent, left in tent_room.items():
        if left:
            results.append(best_children(rest, court, room, tent_room | {tent: left - 1}) + worth)
    return max(results)


def arrangement_total(player: dict[str, Any], village: list[str], court: list[str]) -> Fraction:
    """Check that the reported arrangement obeys every rule, and recompute its exact total."""
    placed: list[str] = []
    total = Fraction(0)
    for dwelling in player["dwellings"]:
        card, adults, children = dwelling["card"], dwelling["adults"], dwelling["children"]
        assert role(card) == dwelling["kind"] and card in village
        cared = [child for care in dwelling["cares"] for child in care["children"]]
        assert adults == [care["adult"] for care in dwelling["cares"]]
        assert all(role(adult) == "adult" for adult in adults)
        for care in dwelling["cares"]:
            assert sum(int(rank_of(child)) for child in care["children"]) <= int(rank_of(care["adult"]))
        alone = [child for child in children if child not in cared]
        assert cared == children[: len(cared)] and all(role(child) == "child" for child in children)
        if dwelling["kind"] == "house":
            assert len(adults) <= 2
            assert (card in player["derelict"]) == (not adults)
            assert not alone or not adults, "children outside care never share a house with adults"
            assert all(child in player["orphans"] for child in alone)
            total += value(card, court) * (1 if adults else -1) - sum((value(c, court) for c in alone), Fraction(0))
        else:
            assert len(adults) <= 1 and (not adults or not alone) and len(alone) <= 2
            total += sum((value(c, court) for c in alone), Fraction(0))
        total += sum((value(c, court) for c in [*adults, *cared]), Fraction(0))
        placed += [card, *adults, *children]
    total -= sum((value(c, court) for c in player["homeless"]), Fraction(0))
    placed += player["homeless"]
    assert sorted(placed) == sorted(village), "every village card is in exactly one place"
    assert sorted(player["orphans"]) == sorted(
        c for d in player["dwellings"] if d["kind"] == "house" and not d["adults"] for c in d["children"]
    )
    assert Fraction(player["exact"]) == total
    return total


courts = st.builds(
    lambda king, queen, jacks, joker: [*king, *queen, *("J" + s for s in jacks), *joker],
    st.lists(st.sampled_from(["K" + s for s in SUITS]), max_size=1),
    st.lists(st.sampled_from(["Q" + s for s in SUITS]), max_size=1),
    st.lists(st.sampled_from(SUITS), unique=True, max_size=4),
    st.lists(st.just("JOKER"), max_size=1),
)
"""Any legal court: at most one King, one Queen, the four Jacks and a Joker."""

pools = st.sampled_from(
    [
        NUMBER_CARDS,
        [c for c in NUMBER_CARDS if role(c) != "tent"],
        [c for c in NUMBER_CARDS if role(c) in ("adult", "child")] + ["9S", "AH"],
        [c for c in NUMBER_CARDS if role(c) in ("adult", "child", "tent")],
    ]
)
"""Card pools: the whole set, and pools that make shelter scarce so that the choices matter."""


def score_one(village: list[str], court: list[str]) -> dict[str, Any]:
    result = score("royal-shuffle", {"court": court, "villages": {"P": village, "Q": []}})
    player: dict[str, Any] = result["players"][0]
    return player


@settings(max_examples=400, deadline=None)
@given(data=st.data(), court=courts)
def test_solver_matches_brute_force_on_small_villages(data: st.DataObject, court: list[str]) -> None:
    pool = data.draw(pools)
    village = data.draw(st.lists(st.sampled_from(pool), unique=True, max_size=9))
    player = score_one(village, court)
    assert arrangement_total(player, village, court) == brute_force_total(village, court)


@settings(max_examples=40, deadline=None)
@given(court=courts)
def test_all_forty_number_cards_settle_with_everyone_well_placed(court: list[str]) -> None:
    """The worst case for size: every number card in one village. 8 tents and 4 houses shelter everyone."""
    player = score_one(NUMBER_CARDS, court)
    everything = sum((value(card, court) for card in NUMBER_CARDS), Fraction(0))
    assert arrangement_total(player, NUMBER_CARDS, court) == everything
    assert player["homeless"] == player["orphans"] == player["derelict"] == []


def test_forty_cards_without_a_court() -> None:
    player = score_one(NUMBER_CARDS, [])
    assert (player["score"], player["exact"]) == (4 * 1 + 16 * 2 + 12 * 3, "72")


@settings(max_examples=60, deadline=None)
@given(court=courts, seed=st.integers(0, 2**32), size=st.integers(15, 30))
def test_large_villages_give_legal_arrangements_whatever_the_card_order(court: list[str], seed: int, size: int) -> None:
    """Big random villages: a legal arrangement, no worse than greedy, the same in any card order (rs-q10)."""
    rng = random.Random(seed)
    village = rng.sample([c for c in NUMBER_CARDS if rng.random() < 0.9 or role(c) != "tent"], size)
    player = score_one(village, court)
    total = arrangement_total(player, village, court)
    assert total >= greedy_total(village, court)
    shuffled = rng.sample(village, len(village))
    assert score_one(shuffled, court) == player


def greedy_total(village: list[str], court: list[str]) -> Fraction:
    """A lower bound: heaviest adults into houses, then tents, each taking the heaviest children that fit."""
    by_weight = sorted(village, key=lambda c: -value(c, court))
    houses = [c for c in by_weight if role(c) == "house"]
    tents = [c for c in village if role(c) == "tent"]
    adults = [c for c in by_weight if role(c) == "adult"][: 2 * len(houses) + len(tents)]
    waiting = [c for c in by_weight if role(c) == "child"]
    total = sum((value(c, court) for c in adults), Fraction(0))
    kept = min(len(adults), len(houses))
    total += sum((value(h, court) for h in houses[:kept]), Fraction(0))
    total -= sum((value(h, court) for h in houses[kept:]), Fraction(0))
    total -= sum((value(c, court) for c in village if role(c) == "adult" and c not in adults), Fraction(0))
    for adult in adults:
        room = int(rank_of(adult))
        for child in list(waiting):
            if int(rank_of(child)) <= room:
                room -= int(rank_of(child))
                waiting.remove(child)
                total += value(child, court)
    free = len(tents) - max(0, len(adults) - 2 * len(houses))
    total += sum((value(c, court) for c in waiting[: 2 * free]), Fraction(0))
    total -= sum((value(c, court) for c in waiting[2 * free :]), Fraction(0))
    return total


def test_brute_force_agrees_with_a_hand_worked_village() -> None:
    # One house, a 7 and a 6 share it; children 5, 4, 3, 2 (sum 14 > 13): three of them fit at most.
    # Equal totals (rs-q10): the higher-ranked children go into care, so 7 takes 4+3, 6 takes 5, 2 is left.
    village = ["AS", "7S", "6S", "5S", "4S", "3S", "2S"]
    assert brute_force_total(village, []) == 1 + 3 + 3 + 2 + 2 + 2 - 2
    player = score_one(village, [])
    assert player["exact"] == "11"
    assert player["dwellings"] == [
        {
            "card": "AS",
            "kind": "house",
            "adults": ["7S", "6S"],
            "children": ["3S", "4S", "5S"],
            "cares": [{"adult": "7S", "children": ["3S", "4S"]}, {"adult": "6S", "children": ["5S"]}],
        }
    ]
    assert player["homeless"] == ["2S"]


def test_a_tent_goes_to_an_adult_or_to_two_children_whichever_scores_more() -> None:
    # One tent, adult 8C, children 5H and 5D under the King of Hearts (5H is worth 6). The Eight in the
    # tent caring for 5H: 3 + 6 - 2 = 7; the two Fives alone in the tent: 6 + 2 - 3 = 5.
    court = ["KH"]
    village = ["9S", "8C", "5H", "5D"]
    player = score_one(village, court)
    assert brute_force_total(village, court) == Fraction(7)
    assert player["exact"] == "7"
    assert player["dwellings"][0]["adults"] == ["8C"] and player["dwellings"][0]["children"] == ["5H"]


def scarce_village(rng: random.Random, size: int) -> tuple[list[str], list[str]]:
    """``size`` cards where adults and children outnumber 1 to 4 dwellings, and a random court."""
    dwellings = rng.sample([c for c in NUMBER_CARDS if role(c) in ("house", "tent")], rng.randint(1, 4))
    village = rng.sample([c for c in NUMBER_CARDS if role(c) in ("adult", "child")] + dwellings, size)
    return village, random_court(rng)


def random_court(rng: random.Random) -> list[str]:
    """Maybe a King, maybe a Queen, and each Jack with chance 0.3."""
    court = [f"{face}{rng.choice(SUITS)}" for face in ("K", "Q") if rng.random() < 0.6]
    return court + ["J" + s for s in SUITS if rng.random() < 0.3]


@pytest.mark.parametrize(("size", "count"), [(9, 300), (12, 20)])
def test_solver_matches_brute_force_on_seeded_villages_with_scarce_shelter(size: int, count: int) -> None:
    """Full-size villages for the brute force (and a few bigger ones), shelter scarce, courts random."""
    rng = random.Random(size)
    for _ in range(count):
        village, court = scarce_village(rng, size)
        player = score_one(village, court)
        assert arrangement_total(player, village, court) == brute_force_total(village, court), (
            village,
            court,
        )


def test_branch_and_bound_prunes_no_better_adult_vector_in_large_villages() -> None:
    """Too big to enumerate placements, so enumerate the solver's own count vectors without pruning: the
    pruned search must reach the same best total (the packing sets themselves are checked above)."""
    rng = random.Random(40)
    for index in range(40):
        if index % 2:
            village, court = scarce_village(rng, rng.randint(20, 29))
        else:
            village, court = rng.sample(NUMBER_CARDS, rng.randint(20, 36)), random_court(rng)
        pieces: dict[str, list[Piece]] = {"house": [], "tent": [], "adult": [], "child": []}
        for code in village:
            rank = int(rank_of(code)) if role(code) in ("adult", "child") else 0
            pieces[role(code)].append(Piece(code, rank, value(code, court)))
        solver = _Village(pieces["house"], pieces["tent"], pieces["adult"], pieces["child"])
        room = 2 * len(pieces["house"]) + len(pieces["tent"])
        exhaustive = max(
            value_of(solver, adults, care)
            for adults in product(*(range(len(group) + 1) for group in solver.adult_groups))
            if sum(adults) <= room
            for care in solver.maximal(solver.packable(adults))
        )
        assert value_of(solver, *solver.best_vectors()) == exhaustive, village


def value_of(solver: _Village, adults: tuple[int, ...], care: tuple[int, ...]) -> int:
    """The total integer weight of the well-placed cards that two count vectors describe."""
    weight = solver.weight
    sheltered = [p for group, count in zip(solver.adult_groups, adults, strict=True) for p in group[:count]]
    houses = sorted((weight[p.card] for p in solver.houses), reverse=True)[: len(sheltered)]
    cared = [p for group, count in zip(solver.child_groups, care, strict=True) for p in group[:count]]
    lone = solver.lone_children(care, solver.lone_slots(len(sheltered)))
    return sum(houses) + sum(weight[p.card] for p in sheltered + cared + lone)
