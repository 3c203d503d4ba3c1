"""Circus Grandioso: whether some order of legal placements builds a pyramid (ruling cg-q11).

A pyramid on the table is the end of a sequence of legal placements (cg-4) from the first Elephant. The
search places only the pyramid's own cards, each where the pyramid has it, and tries the orders that the
placement rules leave open. Two facts keep it small for any pyramid, however hostile:

- A placement that neither starts a new row nor gives the single card of the top row its neighbour can
  always be made first: it never blocks another card of the pyramid. It only adds a card to a row, which
  opens at most the next place up on its own side (where any card of that side had to wait for it anyway),
  and uses copies, which only closes places. So the search makes such a placement at once, and tries every
  choice only where a placement starts a new row or pairs the top card, at most twice per row.
- Every set of places it has tried is remembered, so no set is searched twice.

>>> from generator.scoring.catalog import load_catalog
>>> from generator.scoring.circus_grandioso.state import read_circus
>>> circus = read_circus(load_catalog("circus-grandioso"))
>>> elephants = {(1, pos): "elephant" for pos in range(4)}
>>> build_order({**elephants, (2, 0): "rhino", (2, 1): "rhino", (3, 0): "camel"}, circus).order
[(1, 0), (1, 1), (2, 0), (1, 2), (2, 1), (3, 0), (1, 3)]
>>> blocked = build_order({**elephants, (2, 0): "rhino", (2, 1): "rhino"}, circus)
>>> blocked.order, blocked.placed, blocked.missing
(None, 5, (1, 3))
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.scoring.circus_grandioso.pyramid import legal_placements, topmost
from generator.scoring.circus_grandioso.state import Circus, Place

FIRST_PLACE = (1, 0)
"""Where the setup lays the first Elephant (ruling cg-q1): every order starts from it."""


@dataclass(frozen=True)
class Order:
    """What the search found: an order of placements that builds the pyramid (``order``, from the first
    Elephant on), or, when none does, how many cards the largest buildable part holds (``placed``) and the
    first place, row by row, that it lacks (``missing``)."""

    order: list[Place] | None
    placed: int
    missing: Place | None


def _next_placements(grid: dict[Place, str], target: dict[Place, str], circus: Circus) -> list[Place]:
    """The places of ``target`` that may be filled now with their own card: one that commits to nothing when
    there is one (see the module docstring), else every one."""
    places = [
        (opening.row, opening.pos)
        for opening in legal_placements(grid, circus)
        if (opening.row, opening.pos) in target
        and (opening.row, opening.pos) not in grid
        and target[(opening.row, opening.pos)] in opening.cards
    ]
    top = topmost(grid)
    top_row: int = top["row"]
    single_top: bool = top["single"]
    free = [(row, pos) for row, pos in places if row < top_row or (row == top_row and not single_top)]
    return free[:1] or places


def build_order(target: dict[Place, str], circus: Circus, first: Place = FIRST_PLACE) -> Order:
    """Search for an order of legal placements that builds ``target`` (which holds the first Elephant at ``first``,
    ``FIRST_PLACE`` unless the table is a pyramid as it lies, and breaks no other rule of the table)."""
    start: tuple[Place, ...] = (first,)
    tried: set[frozenset[Place]] = set()
    stack = [start]
    largest = start
    while stack:
        order = stack.pop()
        placed = frozenset(order)
        if placed in tried:
            continue
        tried.add(placed)
        if len(order) > len(largest):
            largest = order
        if len(order) == len(target):
            return Order(list(order), len(order), None)
        grid = {place: target[place] for place in order}
        stack += [(*order, place) for place in reversed(_next_placements(grid, target, circus))]
    missing = min(set(target) - set(largest))
    return Order(None, len(largest), missing)


__all__ = ["FIRST_PLACE", "Order", "build_order"]
