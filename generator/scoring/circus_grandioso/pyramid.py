"""Circus Grandioso, the pyramid's geometry: rows, the top, open places and the legal placements."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from generator.scoring.circus_grandioso.state import Circus, Place, Placed

LEFT, RIGHT, TOP = "left", "right", "top"


@dataclass(frozen=True)
class Opening:
    """An open place (rule cg-4.1): where it is, its side, and the cards that could still fill it."""

    row: int
    pos: int
    side: str
    cards: tuple[str, ...]

    def as_json(self) -> dict[str, Any]:
        """The entry of ``legal_placements``."""
        return {"row": self.row, "pos": self.pos, "side": self.side, "cards": list(self.cards)}


def grid_of(pyramid: tuple[Placed, ...]) -> dict[Place, str]:
    """The card in each place (the first one listed, when a place is listed twice)."""
    grid: dict[Place, str] = {}
    for placed in pyramid:
        grid.setdefault(placed.place, placed.card)
    return grid


def rows_of(grid: dict[Place, str]) -> dict[int, list[int]]:
    """The sorted positions of each row that holds cards."""
    rows: dict[int, list[int]] = {}
    for row, pos in sorted(grid):
        rows.setdefault(row, []).append(pos)
    return rows


def topmost(grid: dict[Place, str]) -> dict[str, Any]:
    """The top row of the pyramid, its positions, and whether it holds a single card (rule cg-4.7).

    >>> topmost({(1, 0): "elephant", (1, 1): "elephant", (2, 0): "rhino"})
    {'row': 2, 'positions': [0], 'single': True}
    >>> topmost({})
    {'row': 0, 'positions': [], 'single': False}
    """
    if not grid:
        return {"row": 0, "positions": [], "single": False}
    top = max(row for row, _ in grid)
    positions = sorted(pos for row, pos in grid if row == top)
    return {"row": top, "positions": positions, "single": len(positions) == 1}


def cards_for(row: int, side: str, used: Counter[str], clown_rows: set[int], circus: Circus) -> tuple[str, ...]:
    """The cards that could fill an open place of ``row``: its animal and a Clown, while copies last (cg-4.5);
    ``used`` counts the pyramid's cards and ``clown_rows`` are the rows that hold a Clown."""
    animal = circus.animal_of(row)
    cards = [animal] if animal is not None and used[animal] < circus.copies[animal] else []
    if side != TOP and row not in clown_rows and used[circus.clown] < circus.copies[circus.clown]:
        cards.append(circus.clown)
    return tuple(cards)


def open_places(grid: dict[Place, str], circus: Circus) -> list[Opening]:
    """Every open place with its side (rules cg-4.1, cg-4.2), including those no card can fill."""
    rows = rows_of(grid)
    places: list[tuple[Place, str]] = []
    if 1 not in rows:
        places.append(((1, 0), TOP))
    else:
        places += [((1, rows[1][0] - 1), LEFT), ((1, rows[1][-1] + 1), RIGHT)]
    for row in rows:
        above = row + 1
        if row < 1 or above > circus.rows:
            continue
        if above not in rows:
            places += [((above, pos), TOP) for pos in rows[row] if (row, pos + 1) in grid]
            continue
        places += [((above, rows[above][0] - 1), LEFT), ((above, rows[above][-1] + 1), RIGHT)]
    empty = [(place, side) for place, side in places if place not in grid and supported(place, grid)]
    used = Counter(grid.values())
    clown_rows = {row for (row, _), card in grid.items() if card == circus.clown}
    cards = {key: cards_for(*key, used, clown_rows, circus) for key in {(row, side) for (row, _), side in empty}}
    return [Opening(row, pos, side, cards[(row, side)]) for (row, pos), side in empty]


def supported(place: Place, grid: dict[Place, str]) -> bool:
    """Whether both places under ``place`` hold cards (always true in row 1)."""
    row, pos = place
    return row == 1 or ((row - 1, pos) in grid and (row - 1, pos + 1) in grid)


def highest_first(openings: list[Opening]) -> list[Opening]:
    """Keep, on each side, the fillable open places of the highest row (rules cg-4.3, cg-4.6)."""
    fillable = [opening for opening in openings if opening.cards]
    allowed: dict[Place, Opening] = {}
    for side in (LEFT, RIGHT):
        pool = [opening for opening in fillable if opening.side in (side, TOP)]
        best = max((opening.row for opening in pool), default=None)
        allowed |= {(opening.row, opening.pos): opening for opening in pool if opening.row == best}
    return sorted(allowed.values(), key=lambda opening: (-opening.row, opening.pos))


def seal_placed(grid: dict[Place, str], circus: Circus) -> bool:
    """Whether the Seal stands in its row: then the game is over (rule cg-6.3)."""
    seal, top = circus.seal, circus.rows
    return seal in grid.values() and any(card == seal and row == top for (row, _), card in grid.items())


def legal_placements(grid: dict[Place, str], circus: Circus) -> list[Opening]:
    """Every place that may be filled now, with the cards it takes; none once the Seal is placed.

    >>> from generator.scoring.catalog import load_catalog
    >>> from generator.scoring.circus_grandioso.state import read_circus
    >>> circus = read_circus(load_catalog("circus-grandioso"))
    >>> [o.as_json() for o in legal_placements({(1, 0): "elephant", (1, -1): "elephant"}, circus)]
    [{'row': 2, 'pos': -1, 'side': 'top', 'cards': ['rhino']}]
    """
    return [] if seal_placed(grid, circus) else highest_first(open_places(grid, circus))
