"""Circus Grandioso: the search for an order of play that builds a pyramid (ruling cg-q11), both ways.

- Every pyramid that random legal play builds passes ``check``, and the order the search returns replays
  as legal placements.
- A pyramid that breaks no other rule is refused exactly when a search of every order of legal placements
  (no shortcut, every choice tried) finds none. The pyramids come from random play with cards taken off the
  ends of its rows or added at empty places beside them, with the game's copies and with scarce ones (so
  that animals and Clowns run out, cg-4.6).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.scoring.catalog import Catalog, load_catalog
from generator.scoring.circus_grandioso import rules as cg
from generator.scoring.circus_grandioso.order import FIRST_PLACE, build_order
from generator.scoring.circus_grandioso.pyramid import legal_placements, supported
from generator.scoring.circus_grandioso.state import Circus, Place, read_circus

CATALOG = load_catalog("circus-grandioso")
SCARCE = {"rhino": 2, "camel": 2, "pony": 1, "clown": 2}
"""Copies low enough that rows run out of their animal, and of Clowns, within a few cards."""


def catalog_with(copies: dict[str, int]) -> Catalog:
    return Catalog(
        game=CATALOG.game,
        cards=tuple({**card, "count": copies.get(card["id"], card["count"])} for card in CATALOG.cards),
    )


CATALOGS = {"game": CATALOG, "scarce": catalog_with(SCARCE)}


def played(rng: random.Random, circus: Circus, placements: int) -> dict[Place, str]:
    """A pyramid built by random legal placements."""
    grid = {FIRST_PLACE: circus.animals[0]}
    for _ in range(placements):
        openings = legal_placements(grid, circus)
        if not openings:
            break
        opening = rng.choice(openings)
        grid[(opening.row, opening.pos)] = rng.choice(opening.cards)
    return grid


def every_order_builds(target: dict[Place, str], circus: Circus) -> bool:
    """Whether any sequence of legal placements of the target's cards builds it: every choice tried."""
    tried: set[frozenset[Place]] = set()
    stack = [frozenset({FIRST_PLACE})]
    while stack:
        placed = stack.pop()
        if placed == set(target):
            return True
        if placed in tried:
            continue
        tried.add(placed)
        grid = {place: target[place] for place in placed}
        stack += [
            placed | {(opening.row, opening.pos)}
            for opening in legal_placements(grid, circus)
            if target.get((opening.row, opening.pos)) in opening.cards and (opening.row, opening.pos) not in placed
        ]
    return False


def edited(rng: random.Random, grid: dict[Place, str], circus: Circus) -> dict[Place, str]:
    """``grid`` with up to three cards taken off the ends of rows or added beside them (their row's animal)."""
    grid = dict(grid)
    for _ in range(rng.randint(1, 3)):
        ends = [
            (row, pos)
            for row, pos in grid
            if (row, pos) != FIRST_PLACE
            and ((row, pos - 1) not in grid or (row, pos + 1) not in grid)
            and (row + 1, pos) not in grid
            and (row + 1, pos - 1) not in grid
        ]
        beside = [
            (row, pos + step)
            for row, pos in grid
            for step in (-1, 1)
            if (row, pos + step) not in grid and supported((row, pos + step), grid)
        ]
        beside += [(row + 1, pos) for row, pos in grid if row < circus.rows and supported((row + 1, pos), grid)]
        if ends and (rng.random() < 0.5 or not beside):
            del grid[rng.choice(ends)]
        elif beside:
            place = rng.choice(beside)
            grid[place] = str(circus.animal_of(place[0]))
    return grid


def state_of(grid: dict[Place, str]) -> dict[str, object]:
    """The table of ``grid``, the first Elephant listed first (the rest in row order)."""
    places = [FIRST_PLACE, *sorted(place for place in grid if place != FIRST_PLACE)]
    return {"pyramid": [{"row": row, "pos": pos, "card": grid[(row, pos)]} for row, pos in places]}


@settings(max_examples=120, deadline=None)
@given(seed=st.integers(0, 2**32), placements=st.integers(0, 70), copies=st.sampled_from(sorted(CATALOGS)))
def test_every_pyramid_that_play_builds_passes_and_its_order_replays(seed: int, placements: int, copies: str) -> None:
    catalog = CATALOGS[copies]
    circus = read_circus(catalog)
    grid = played(random.Random(seed), circus, placements)
    assert cg.check(state_of(grid), catalog)["valid"]
    order = build_order(grid, circus).order
    assert order is not None and order[0] == FIRST_PLACE and sorted(order) == sorted(grid)
    built = {FIRST_PLACE: grid[FIRST_PLACE]}
    for place in order[1:]:
        fits = [o for o in legal_placements(built, circus) if (o.row, o.pos) == place and grid[place] in o.cards]
        assert fits, (place, built)
        built[place] = grid[place]


def verdicts(seed: int, placements: int, copies: str) -> tuple[bool, bool] | None:
    """``check``'s verdict on an edited pyramid and whether some order of play builds it; None when the pyramid
    breaks another rule (it is then judged by that rule alone, and the search does not run)."""
    catalog = CATALOGS[copies]
    circus = read_circus(catalog)
    rng = random.Random(seed)
    grid = edited(rng, played(rng, circus, placements), circus)
    result = cg.check(state_of(grid), catalog)
    searched = [v for v in result["violations"] if v["message"].startswith("no order of legal placements")]
    if len(searched) < len(result["violations"]):
        assert not searched
        return None
    return result["valid"], every_order_builds(grid, circus)


@settings(max_examples=250, deadline=None)
@given(seed=st.integers(0, 2**32), placements=st.integers(1, 60), copies=st.sampled_from(sorted(CATALOGS)))
def test_a_pyramid_is_refused_exactly_when_no_order_of_play_builds_it(seed: int, placements: int, copies: str) -> None:
    found = verdicts(seed, placements, copies)
    assert found is None or found[0] == found[1]


@pytest.mark.parametrize("copies", sorted(CATALOGS))
def test_both_verdicts_come_up_and_agree(copies: str) -> None:
    """The edited pyramids hold both kinds, so the property above tests refusals as well as passes."""
    found = [verdicts(seed, random.Random(seed).randint(1, 60), copies) for seed in range(150)]
    judged = [verdict for verdict in found if verdict is not None]
    assert all(valid == buildable for valid, buildable in judged)
    assert sum(valid for valid, _ in judged) >= 20 and sum(not valid for valid, _ in judged) >= 15


def test_run_out_rows_let_the_row_below_grow_past_the_usual_step() -> None:
    """With the only Rhino and the only Clown placed, no card can fill row 2 (cg-4.6), so row 1 grows on both
    sides under the lone Rhino: play builds it, though it is not the usual stepped shape."""
    catalog = catalog_with({"rhino": 1, "clown": 1})
    grid = {(1, 0): "elephant", (1, 1): "clown", (2, 0): "rhino"}
    grid |= {(1, pos): "elephant" for pos in (-2, -1, 2, 3)}
    assert cg.check(state_of(grid), catalog)["valid"]
    assert not cg.check(state_of(grid), CATALOG)["valid"]
