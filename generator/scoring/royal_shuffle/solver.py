"""The exact solver behind Royal Shuffle's scoring: the village arrangement with the highest total.

A village holds houses, tents, adults and children. Every card has a weight ``w >= 0``: its printed points
times its suit's court multiplier. A card scores ``+w`` when it is well placed and ``-w`` otherwise, so the
best arrangement is the one whose well-placed cards weigh the most. Well placed means: a house with at least
one adult in it; an adult in a house (at most two per house) or a tent (one per tent); a child in the care
of an adult in a dwelling (the children in one adult's care have ranks adding up to at most the adult's
rank) or alone in a tent with at most one other child (a tent either has an adult or lone children).
Tents are worth nothing either way.

The method is exact and runs in milliseconds:

1. Exchange argument. Two peasants of one rank differ only in weight, so some best arrangement shelters,
   rank by rank, the heaviest adults and the heaviest children. An arrangement is then described by two
   count vectors: ``a`` (adults sheltered, per adult rank) and ``q`` (children in an adult's care, per
   child rank).
2. Dwellings. The ``n`` sheltered adults go into houses first (two to a house, spread so that
   ``min(n, houses)`` houses, the heaviest, are kept); the others need one tent each. The ``L`` = 2 × free
   tents slots take the heaviest children not in care.
3. Care. Which vectors ``q`` the adults ``a`` can care for is a bin-packing question. The set ``P(a)`` of
   those vectors is one integer used as a bitset over a mixed-radix encoding of ``q``:
   ``P(a) = OR over the fillings f of one more adult of (P(a - that adult) << code(f))``. Sets are
   memoised per ``a``. Only the maximal vectors of ``P(a)`` matter, because one more child in care never
   lowers the total.
4. Branch and bound over ``a``: each vector's upper bound counts its adults and houses exactly, and for
   the children the smaller of two relaxations: the heaviest children it could place by count, and the
   heaviest ``L`` children plus a fractional knapsack of children into the adults' summed ranks. Vectors
   are visited best bound first, and the search stops once a bound falls below the best total found.

Equal totals are broken deterministically (ruling rs-q10): more sheltered adults, then more children in
care, then higher-ranked adults and children; among cards of one rank and weight, the earlier card in the
order the caller gives.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import product

ADULTS_PER_HOUSE = 2
ADULTS_PER_TENT = 1
LONE_CHILDREN_PER_TENT = 2


@dataclass(frozen=True)
class Piece:
    """One village card for the solver: its code (distinct within a village), rank (care) and weight."""

    card: str
    rank: int
    weight: Fraction


@dataclass(frozen=True)
class Care:
    """An adult and the children in its care."""

    adult: str
    children: tuple[str, ...]


@dataclass(frozen=True)
class Dwelling:
    """A house or tent and who lives there: adults with their children, or children alone."""

    card: str
    kind: str  # "house" or "tent"
    cares: tuple[Care, ...]
    lone_children: tuple[str, ...]
    """Two children alone in a tent, or the orphans of a derelict house."""

    @property
    def adults(self) -> tuple[str, ...]:
        """The adults living here."""
        return tuple(care.adult for care in self.cares)

    @property
    def children(self) -> tuple[str, ...]:
        """Every child living here, those in care first."""
        return tuple(child for care in self.cares for child in care.children) + self.lone_children


@dataclass(frozen=True)
class Settlement:
    """The arrangement a village settles in: its dwellings and everyone who scores negatively."""

    dwellings: tuple[Dwelling, ...]
    homeless: tuple[str, ...]
    orphans: tuple[str, ...]
    derelict: tuple[str, ...]


def settle(
    houses: Sequence[Piece], tents: Sequence[Piece], adults: Sequence[Piece], children: Sequence[Piece]
) -> Settlement:
    """The arrangement with the highest total weight of well-placed cards (see the module docstring).

    >>> p = Piece
    >>> result = settle([p("AH", 1, Fraction(1))], [], [p("7H", 7, Fraction(3)), p("6S", 6, Fraction(3))],
    ...                 [p("2H", 2, Fraction(2)), p("5S", 5, Fraction(2)), p("4C", 4, Fraction(2))])
    >>> [(d.card, d.adults, d.children) for d in result.dwellings]
    [('AH', ('7H', '6S'), ('2H', '5S', '4C'))]
    >>> result.homeless, result.orphans, result.derelict
    ((), (), ())
    """
    return _Village(houses, tents, adults, children).settlement()


def _integer_weights(pieces: Sequence[Piece]) -> dict[str, int]:
    """Every weight times the least common denominator, so the search adds integers, not fractions."""
    scale = math.lcm(1, *(piece.weight.denominator for piece in pieces))
    return {piece.card: int(piece.weight * scale) for piece in pieces}


def _by_rank(pieces: Sequence[Piece], weight: dict[str, int], descending: bool) -> list[list[Piece]]:
    """Pieces grouped by rank (ranks ascending or descending), heaviest first, then in the given order."""
    ranks = sorted({piece.rank for piece in pieces}, reverse=descending)
    order = {piece.card: index for index, piece in enumerate(pieces)}
    return [
        sorted((piece for piece in pieces if piece.rank == rank), key=lambda p: (-weight[p.card], order[p.card]))
        for rank in ranks
    ]


def _prefix_sums(values: Sequence[int]) -> list[int]:
    """``[0, v0, v0 + v1, …]``."""
    sums = [0]
    for value in values:
        sums.append(sums[-1] + value)
    return sums


def _one_fewer(adults: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    """The first rank group with a sheltered adult, and the vector with one adult fewer there.

    >>> _one_fewer((0, 2, 1))
    (1, (0, 1, 1))
    """
    index = next(i for i, count in enumerate(adults) if count)
    return index, (*adults[:index], adults[index] - 1, *adults[index + 1 :])


class _Village:
    """One solve: the village's cards in rank groups and the memoised packing sets."""

    def __init__(
        self,
        houses: Sequence[Piece],
        tents: Sequence[Piece],
        adults: Sequence[Piece],
        children: Sequence[Piece],
    ) -> None:
        self.weight = _integer_weights([*houses, *tents, *adults, *children])
        self.houses = list(houses)
        self.tents = list(tents)
        order = {piece.card: index for index, piece in enumerate(houses)}
        self.houses_by_weight = sorted(houses, key=lambda p: (-self.weight[p.card], order[p.card]))
        self.adult_groups = _by_rank(adults, self.weight, descending=True)
        self.child_groups = _by_rank(children, self.weight, descending=False)
        self.adult_ranks = [group[0].rank for group in self.adult_groups]
        self.child_ranks = [group[0].rank for group in self.child_groups]
        self.all_children = sorted(children, key=lambda p: -self.weight[p.card])
        self.lone_queue = sorted(
            (
                (group_index, position, piece)
                for group_index, group in enumerate(self.child_groups)
                for position, piece in enumerate(group)
            ),
            key=lambda item: (-self.weight[item[2].card], -item[2].rank, item[0], item[1]),
        )
        """Children in the order free tents take them: heaviest first, then higher rank, then given order."""
        self.by_density = sorted(children, key=lambda p: Fraction(-self.weight[p.card], p.rank))
        largest = max((len(group) for group in self.child_groups), default=0)
        self.base = 2 * largest + 1  # two vectors' digits never carry when added
        self.units = [self.base**index for index in range(len(self.child_groups))]
        self.mask = 1
        for unit, group in zip(self.units, self.child_groups, strict=True):
            self.mask = self._spread(self.mask, unit, len(group))
        self.fillings: dict[int, list[tuple[int, ...]]] = {}
        self.packable_sets: dict[tuple[int, ...], int] = {}

    @staticmethod
    def _spread(bits: int, unit: int, most: int) -> int:
        """``bits`` shifted by 0, 1, …, ``most`` units of one digit, all ORed together."""
        spread = 0
        for count in range(most + 1):
            spread |= bits << (count * unit)
        return spread

    def code(self, vector: Sequence[int]) -> int:
        """The bit index of a child count vector."""
        return sum(count * unit for count, unit in zip(vector, self.units, strict=True))

    def decode(self, index: int) -> tuple[int, ...]:
        """The child count vector of a bit index."""
        digits = []
        for _ in self.units:
            index, digit = divmod(index, self.base)
            digits.append(digit)
        return tuple(digits)

    def fillings_of(self, capacity: int) -> list[tuple[int, ...]]:
        """Every child count vector one adult of this rank can care for, most children first."""
        if capacity not in self.fillings:
            ranges = [
                range(min(len(group), capacity // rank) + 1)
                for group, rank in zip(self.child_groups, self.child_ranks, strict=True)
            ]
            vectors = [
                vector
                for vector in product(*ranges)
                if sum(c * r for c, r in zip(vector, self.child_ranks, strict=True)) <= capacity
            ]
            self.fillings[capacity] = sorted(vectors, key=lambda v: (-sum(v), tuple(-c for c in reversed(v))))
        return self.fillings[capacity]

    def packable(self, adults: tuple[int, ...]) -> int:
        """The bitset of child count vectors that the adults counted in ``adults`` can care for together."""
        if adults not in self.packable_sets:
            if not any(adults):
                self.packable_sets[adults] = 1
            else:
                index, fewer = _one_fewer(adults)
                before = self.packable(fewer)
                bits = 0
                for vector in self.fillings_of(self.adult_ranks[index]):
                    bits |= before << self.code(vector)
                self.packable_sets[adults] = bits & self.mask
        return self.packable_sets[adults]

    def maximal(self, bits: int) -> list[tuple[int, ...]]:
        """The vectors of a bitset that no other vector of it contains."""
        covered = 0
        for unit in self.units:
            covered |= bits >> unit
        top = bits & ~covered
        vectors = []
        while top:
            lowest = top & -top
            vectors.append(self.decode(lowest.bit_length() - 1))
            top ^= lowest
        return vectors

    def settlement(self) -> Settlement:
        """Search for the best count vectors, then lay out the arrangement they describe."""
        adults, care = self.best_vectors()
        return self.arrange(adults, care)

    def best_vectors(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """Branch and bound over adult vectors; exact over the maximal care vectors of each."""
        weight = self.weight
        adult_sums = [_prefix_sums([weight[p.card] for p in group]) for group in self.adult_groups]
        child_sums = [_prefix_sums([weight[p.card] for p in group]) for group in self.child_groups]
        house_sums = _prefix_sums([weight[p.card] for p in self.houses_by_weight])
        best_children = _prefix_sums([weight[p.card] for p in self.all_children])
        room = ADULTS_PER_HOUSE * len(self.houses) + ADULTS_PER_TENT * len(self.tents)
        smallest_child = min(self.child_ranks, default=1)
        candidates = []
        for adults in product(*(range(len(group) + 1) for group in self.adult_groups)):
            if sum(adults) > room:
                continue
            fixed = (
                sum(s[c] for s, c in zip(adult_sums, adults, strict=True))
                + house_sums[min(sum(adults), len(self.houses))]
            )
            in_care = sum(c * (r // smallest_child) for c, r in zip(adults, self.adult_ranks, strict=True))
            lone = min(len(self.all_children), self.lone_slots(sum(adults)))
            by_count = best_children[min(len(self.all_children), in_care + lone)]
            capacity = sum(c * r for c, r in zip(adults, self.adult_ranks, strict=True))
            by_capacity = best_children[lone] + self.care_bound(capacity)
            candidates.append((fixed + min(by_count, by_capacity), fixed, adults))
        candidates.sort(key=lambda item: (-item[0], -sum(item[2]), tuple(-c for c in item[2])))
        best_key: tuple[int, ...] = ()
        best: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
        for bound, fixed, adults in candidates:
            if best_key and bound < best_key[0]:
                break
            lone = self.lone_slots(sum(adults))
            for care in self.maximal(self.packable(adults)):
                total = fixed + sum(s[c] for s, c in zip(child_sums, care, strict=True))
                total += sum(weight[p.card] for p in self.lone_children(care, lone))
                key = (total, sum(adults), sum(care), *adults, *reversed(care))
                if key > best_key:
                    best_key, best = key, (adults, care)
        return best

    def lone_slots(self, sheltered_adults: int) -> int:
        """Places for children alone in tents once ``sheltered_adults`` adults have a dwelling."""
        in_tents = max(0, sheltered_adults - ADULTS_PER_HOUSE * len(self.houses))
        return LONE_CHILDREN_PER_TENT * (len(self.tents) - in_tents)

    def care_bound(self, capacity: int) -> int:
        """At least the weight of any children whose ranks add up to ``capacity`` (fractional knapsack)."""
        total = 0
        for piece in self.by_density:
            if piece.rank > capacity:
                return total + -(-self.weight[piece.card] * capacity // piece.rank)  # rounded up
            total += self.weight[piece.card]
            capacity -= piece.rank
        return total

    def lone_children(self, care: Sequence[int], slots: int) -> list[Piece]:
        """The first children of the tents' queue who are not in care, as many as free tents take."""
        chosen: list[Piece] = []
        for group_index, position, piece in self.lone_queue:
            if len(chosen) == slots:
                break
            if position >= care[group_index]:
                chosen.append(piece)
        return chosen

    def care_plan(self, adults: tuple[int, ...], care: tuple[int, ...]) -> list[list[tuple[int, ...]]]:
        """Per adult rank group, the child vector each sheltered adult of that rank cares for."""
        plan: list[list[tuple[int, ...]]] = [[] for _ in adults]
        while any(adults):
            index, fewer = _one_fewer(adults)
            before = self.packable(fewer)
            vector, rest = next(
                (vector, rest)
                for vector in self.fillings_of(self.adult_ranks[index])
                for rest in [tuple(c - v for c, v in zip(care, vector, strict=True))]
                if min(rest, default=0) >= 0 and before >> self.code(rest) & 1
            )
            plan[index].insert(0, vector)
            adults, care = fewer, rest
        return plan

    def arrange(self, adults: tuple[int, ...], care: tuple[int, ...]) -> Settlement:
        """Lay out the arrangement of the count vectors: who lives where, and who is left out."""
        plan = self.care_plan(adults, care)
        waiting = [list(group[:count]) for group, count in zip(self.child_groups, care, strict=True)]
        cares = []
        for group, vectors in zip(self.adult_groups, plan, strict=True):
            for adult, vector in zip(group, vectors, strict=False):
                taken = [waiting[i].pop(0).card for i, count in enumerate(vector) for _ in range(count)]
                cares.append(Care(adult.card, tuple(taken)))
        kept = len(self.houses) if len(cares) >= len(self.houses) else len(cares)
        house_cares: dict[str, list[Care]] = {house.card: [] for house in self.houses}
        for index, one in enumerate(cares[: ADULTS_PER_HOUSE * len(self.houses)]):
            house_cares[self.houses_by_weight[index % kept].card].append(one)
        tent_cares = cares[ADULTS_PER_HOUSE * len(self.houses) :]
        lone = [p.card for p in self.lone_children(care, self.lone_slots(len(cares)))]
        placed = {child for one in cares for child in one.children} | set(lone)
        left_out = tuple(p.card for group in self.child_groups for p in group if p.card not in placed)
        derelict = tuple(house.card for house in self.houses if not house_cares[house.card])
        dwellings = []
        for house in self.houses:
            orphans = left_out if derelict and house.card == derelict[0] else ()
            dwellings.append(Dwelling(house.card, "house", tuple(house_cares[house.card]), orphans))
        for index, tent in enumerate(self.tents):
            if index < len(tent_cares):
                dwellings.append(Dwelling(tent.card, "tent", (tent_cares[index],), ()))
            else:
                first = LONE_CHILDREN_PER_TENT * (index - len(tent_cares))
                dwellings.append(Dwelling(tent.card, "tent", (), tuple(lone[first : first + LONE_CHILDREN_PER_TENT])))
        sheltered = {one.adult for one in cares}
        homeless_adults = tuple(p.card for group in self.adult_groups for p in group if p.card not in sheltered)
        return Settlement(
            dwellings=tuple(dwellings),
            homeless=homeless_adults + (() if derelict else left_out),
            orphans=left_out if derelict else (),
            derelict=derelict,
        )
