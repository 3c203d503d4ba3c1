"""Circus Grandioso: legal placements in the pyramid, the Show Master, the winner and state checks.

State (``card_data/circus-grandioso/rules.toml``, section cg-8, has the reader's version)::

    {"pyramid": [{"row": 1, "pos": 0, "card": "elephant"},
                 {"row": 1, "pos": 1, "card": "elephant", "by": "Ada"},
                 {"row": 2, "pos": 0, "card": "rhino", "by": "Bo"}],
     "players": ["Ada", "Bo"],
     "move": {"row": 1, "pos": -1, "card": "elephant", "by": "Ada"}}

The card at (row r, pos i), r > 1, rests on (r−1, i) and (r−1, i+1); the first Elephant is at (1, 0)
and positions left of it are negative. ``by`` (who placed the card), ``players`` and ``move`` are
optional. The pyramid list is read in the order the cards were placed; the order matters only for
who placed the first card of the top row, who holds the Show Master (ruling cg-q9).

A pyramid as it lies at the end names its holder instead, ``"show_master": "Ada"`` (or null), and no ``by``:
its cards in any order, any Elephant of row 1 may be the first, and ``check`` looks for an order of legal
placements from one of them.

``score`` names the Show Master's holder, the Seal's placer and the winners: the Seal's placer, else
the Show Master's holder (who wins if the game ends now), else nobody (ruling cg-q10); it also counts
each player's cards::

    {"players": [{"name", "cards", "show_master": bool, "breakdown": [{"label", "card", "count"}]}],
     "cards", "topmost", "show_master": name|null, "show_master_card": {"row", "pos", "card"}|null,
     "seal": name|null, "victory": "seal"|"show-master"|"none", "winners": [names]}

``check`` reports the violations and adds ``legal_placements``
(``[{"row", "pos", "side": "left"|"right"|"top", "cards": [...]}]``) and ``topmost``
(``{"row", "positions", "single"}``); with a ``move`` it also says whether that card may go there and
adds ``after`` (the table after it, or null when anything is illegal), ``takes_show_master`` and
``wins``.

The row of each animal and the copies of every card come from the card data.
"""

from __future__ import annotations

from collections import Counter
from itertools import pairwise
from typing import Any

from generator.scoring.catalog import Catalog
from generator.scoring.circus_grandioso.order import build_order
from generator.scoring.circus_grandioso.pyramid import (
    TOP,
    Opening,
    grid_of,
    legal_placements,
    open_places,
    rows_of,
    seal_placed,
    supported,
    topmost,
)
from generator.scoring.circus_grandioso.state import Circus, Place, Placed, Table, read_circus, read_table
from generator.scoring.core import Violation, check_result, key_path
from generator.scoring.words import counted

FIRST_PLACE = (1, 0)
"""Where the setup lays the first Elephant (ruling cg-q1)."""
VOCABULARY = {"first_place": FIRST_PLACE}
"""What a calculator shows of the rules: where the setup lays the first card (row 1's animal)."""


# ── Card data checks and listing ────────────────────────────────────────────────────────────────────


def catalog_problems(catalog: Catalog) -> list[tuple[str, str, str]]:
    """The animals must fill rows 1, 2, 3 … one each, and there must be exactly one clown card."""
    problems = []
    animals = catalog.of_kind("animal")
    rows = [card.get("row") for card in animals]
    expected = range(1, len(animals) + 1)
    for card in animals:
        row = card.get("row")
        if row not in expected:
            problems.append(
                (
                    str(card.get("id", "")),
                    "row",
                    f"expected a row from 1 to {len(animals)} (one per animal card), got {row}",
                )
            )
        elif rows.count(row) > 1:
            problems.append(
                (
                    str(card.get("id", "")),
                    "row",
                    f"row {row} is taken by {rows.count(row)} animal cards; each row holds one animal",
                )
            )
    if len(catalog.of_kind("clown")) != 1:
        problems.append(("", "kind", 'expected exactly one card of kind "clown"'))
    return problems + catalog.constant_problems(("hand_size",))


def listing_extras(card: dict[str, Any], _catalog: Catalog) -> dict[str, Any]:
    """Extra field of ``pnp cards circus-grandioso --json``: an animal's row.

    >>> from generator.scoring.catalog import load_catalog
    >>> listing_extras({"id": "tiger", "kind": "animal", "row": 5}, load_catalog("circus-grandioso"))
    {'row': 5}
    >>> listing_extras({"id": "clown", "kind": "clown"}, load_catalog("circus-grandioso"))
    {}
    """
    return {"row": card["row"]} if card.get("kind") == "animal" else {}


# ── Checking a state ────────────────────────────────────────────────────────────────────────────────


def a_name(name: str) -> str:
    """A card name with its indefinite article.

    >>> a_name("Elephant"), a_name("Clown")
    ('an Elephant', 'a Clown')
    """
    return f"{'an' if name[:1].lower() in 'aeiou' else 'a'} {name}"


def place_text(place: Place) -> str:
    """``(2, -1)`` → ``row 2, position -1``."""
    return f"row {place[0]}, position {place[1]}"


def card_violations(table: Table, circus: Circus) -> list[Violation]:
    """Per card: its row (cg-3.1, cg-3.4), its place taken twice (cg-3.7), its supports (cg-3.3)."""
    violations = []
    grid = grid_of(table.pyramid)
    seen: set[Place] = set()
    for placed in table.pyramid:
        name = circus.names[placed.card]
        animal = circus.animal_of(placed.row)
        if animal is None:
            violations.append(
                Violation(
                    "cg-3.1",
                    f"there is no row {placed.row}: rows go from 1 to {circus.rows}",
                    key_path(placed.path, "row"),
                )
            )
        elif placed.card not in (animal, circus.clown):
            violations.append(
                Violation(
                    "cg-3.4",
                    f"{a_name(name)} cannot stand in row {placed.row}, which takes "
                    f"{circus.names[animal]} cards and one Clown",
                    placed.path,
                )
            )
        if placed.place in seen:
            violations.append(Violation("cg-3.7", f"{place_text(placed.place)} is listed twice", placed.path))
        seen.add(placed.place)
        if placed.row > 1 and not supported(placed.place, grid):
            missing = [pos for pos in (placed.pos, placed.pos + 1) if (placed.row - 1, pos) not in grid]
            violations.append(
                Violation(
                    "cg-3.3",
                    f"the {name} at {place_text(placed.place)} lacks its support at "
                    f"row {placed.row - 1}, position{'s' if len(missing) > 1 else ''} "
                    f"{' and '.join(map(str, missing))}",
                    placed.path,
                )
            )
    return violations


def setup_violations(table: Table, circus: Circus) -> list[Violation]:
    """The first Elephant lies at (1, 0) and nobody placed it (rule cg-2.2, ruling cg-q14); in a pyramid as it lies,
    any Elephant of row 1 may be the first, so row 1 must hold one."""
    first_animal = circus.animals[0]
    if table.as_it_lies:
        if any(placed.row == 1 and placed.card == first_animal for placed in table.pyramid):
            return []
        name = circus.names[first_animal]
        return [Violation("cg-2.2", f"row 1 holds no {name}: the setup lays the first", "pyramid")]
    first = next((placed for placed in table.pyramid if placed.place == FIRST_PLACE), None)
    if first is None:
        return [
            Violation(
                "cg-2.2", f"the first {circus.names[first_animal]} is missing from {place_text(FIRST_PLACE)}", "pyramid"
            )
        ]
    if first.card != first_animal:
        return [
            Violation(
                "cg-2.2",
                f"{place_text(FIRST_PLACE)} holds {a_name(circus.names[first.card])}, "
                f"not the first {circus.names[first_animal]}",
                first.path,
            )
        ]
    if first.by is not None:
        return [
            Violation(
                "cg-2.2",
                f"the first {circus.names[first_animal]} is laid at setup: no player placed it",
                key_path(first.path, "by"),
            )
        ]
    return []


def row_violations(table: Table, circus: Circus) -> list[Violation]:
    """Per row: one Clown at most (cg-3.5), no gap (cg-3.6), never only a Clown (cg-4.5), none by the Seal."""
    violations = []
    grid = grid_of(table.pyramid)
    at = cards_at(table)
    clowns_by_row: dict[int, list[Placed]] = {}
    for placed in table.pyramid:
        if placed.card == circus.clown:
            clowns_by_row.setdefault(placed.row, []).append(placed)
    for row, positions in rows_of(grid).items():
        clowns = clowns_by_row.get(row, [])
        violations += [Violation("cg-3.5", f"row {row} holds a second Clown", placed.path) for placed in clowns[1:]]
        gaps = [(left, right) for left, right in pairwise(positions) if right - left > 1]
        if gaps:
            between = ", ".join(f"{left} and {right}" for left, right in gaps)
            violations.append(
                Violation("cg-3.6", f"row {row} has a gap between positions {between}", at[(row, gaps[0][1])].path)
            )
        if all(grid[(row, pos)] == circus.clown for pos in positions):
            violations.append(
                Violation(
                    "cg-4.5",
                    f"row {row} holds only a Clown, which would have been the single "
                    "topmost card: a Clown never starts a row",
                    clowns[0].path,
                )
            )
        elif row == circus.rows and clowns and seal_placed(grid, circus):
            violations.append(
                Violation(
                    "cg-6.3",
                    f"a Clown stands beside the {circus.names[circus.seal]}: the game "
                    "ended with the Seal, and a Clown cannot start its row",
                    clowns[0].path,
                )
            )
    return violations


def cards_at(table: Table) -> dict[Place, Placed]:
    """The card listed last at each place of the pyramid."""
    return {placed.place: placed for placed in table.pyramid}


def copy_violations(table: Table, circus: Circus) -> list[Violation]:
    """No more copies of a card than the game has (rules cg-1.1 and cg-1.2), found at the copy listed last."""
    used = Counter(placed.card for placed in table.pyramid)
    last = {placed.card: placed.path for placed in table.pyramid}
    return [
        Violation(
            "cg-1.2" if card == "clown" else "cg-1.1",
            f"{counted(used[card], circus.names[card] + ' card')} in the pyramid, but the "
            f"game has {circus.copies[card]}",
            last[card],
        )
        for card in circus.copies
        if used[card] > circus.copies[card]
    ]


def first_places(table: Table, grid: dict[Place, str], circus: Circus) -> list[Place]:
    """Where the first Elephant may lie: at (1, 0), or in a pyramid as it lies at any Elephant of row 1."""
    if not table.as_it_lies:
        return [FIRST_PLACE]
    return sorted(place for place, card in grid.items() if place[0] == 1 and card == circus.animals[0])


def order_violations(table: Table, circus: Circus) -> list[Violation]:
    """A pyramid that no order of legal placements builds (rule cg-4.3, ruling cg-q11), named by the first card,
    row by row, that the furthest order the search finds cannot add (from any first Elephant, as it lies)."""
    grid = grid_of(table.pyramid)
    tries = [build_order(grid, circus, first) for first in first_places(table, grid, circus)]
    if not tries or any(found.order is not None for found in tries):
        return []
    found = max(tries, key=lambda tried: tried.placed)
    if found.missing is None:
        return []
    name = circus.names[grid[found.missing]]
    return [
        Violation(
            "cg-4.3",
            "no order of legal placements builds this pyramid (higher places come first): the furthest one found "
            f"places {found.placed} of its {counted(len(grid), 'card')} and then cannot add the {name} at "
            f"{place_text(found.missing)}",
            cards_at(table)[found.missing].path,
        )
    ]


def holder_violations(table: Table) -> list[Violation]:
    """Nobody holds the Show Master while the top is row 1 (rule cg-6.1, ruling cg-q9): it is taken by a card
    placed alone above the others."""
    if table.show_master is None or topmost(grid_of(table.pyramid))["row"] > 1:
        return []
    return [
        Violation(
            "cg-6.1",
            f"{table.show_master} cannot hold the Show Master: the top is still row 1, where no card is taken alone",
            "show_master",
        )
    ]


def player_violations(table: Table, fewest: int, most: int) -> list[Violation]:
    """``fewest`` to ``most`` listed players; never more than ``most`` named in ``by`` (rule cg-1.5)."""
    count = len(table.players)
    if count > most or (table.named_players and count < fewest):
        if table.named_players:
            path = "players"
        else:  # the first card placed by a player beyond the most the game takes
            cards = (*table.pyramid, *([table.move] if table.move else []))
            path = key_path(next(placed.path for placed in cards if placed.by == table.players[most]), "by")
        return [Violation("cg-1.5", f"{counted(count, 'player')}: the game is for {fewest} to {most}", path)]
    return []


def placement_problem(move: Placed, grid: dict[Place, str], circus: Circus) -> Violation | None:
    """Why ``move`` may not be placed now, or None when it may (rules cg-4, cg-3 and cg-6.3)."""
    name = circus.names[move.card]
    where = place_text(move.place)
    if seal_placed(grid, circus):
        return Violation("cg-6.3", f"the {circus.names[circus.seal]} is placed: the game is over", "move")
    legal = {(opening.row, opening.pos): opening for opening in legal_placements(grid, circus)}
    opening = legal.get(move.place)
    if opening is not None:
        return None if move.card in opening.cards else card_problem(move, opening, grid, circus)
    if circus.animal_of(move.row) is None:
        return Violation("cg-3.1", f"there is no row {move.row}: rows go from 1 to {circus.rows}", "move")
    if move.place in grid:
        return Violation("cg-3.7", f"{where} already holds {a_name(circus.names[grid[move.place]])}", "move")
    if not supported(move.place, grid):
        return Violation("cg-3.3", f"{where} needs two cards under it", "move")
    unfilled = next((o for o in open_places(grid, circus) if (o.row, o.pos) == move.place), None)
    if unfilled is None:
        return Violation("cg-4.1", f"{where} is not next to either end of row {move.row}: it would leave a gap", "move")
    if not unfilled.cards:
        return Violation("cg-4.6", f"no card left in the game can fill {where}", "move")
    higher = [place_text((o.row, o.pos)) for o in legal.values() if o.side in (unfilled.side, TOP)]
    return Violation(
        "cg-4.3",
        f"the {name} at {where} is not the highest card on the {unfilled.side} side: first {' or '.join(higher)}",
        "move",
    )


def card_problem(move: Placed, opening: Opening, grid: dict[Place, str], circus: Circus) -> Violation:
    """Why an open place does not take ``move.card`` (rules cg-3.4, cg-3.5, cg-4.5, cg-4.6)."""
    name = circus.names[move.card]
    where = place_text(move.place)
    if move.card == circus.clown:
        if opening.side == TOP:
            return Violation("cg-4.5", f"a Clown at {where} would be the single topmost card", "move")
        if any(card == circus.clown and row == move.row for (row, _), card in grid.items()):
            return Violation("cg-3.5", f"row {move.row} already holds a Clown", "move")
    elif move.card != circus.animal_of(move.row):
        return Violation("cg-3.4", f"{a_name(name)} cannot stand in row {move.row}", "move")
    return Violation("cg-4.6", f"all {counted(circus.copies[move.card], name + ' card')} are in the pyramid", "move")


def state_after(state: dict[str, Any], move: Placed) -> dict[str, Any]:
    """The state with the move's card added to the pyramid and the move gone."""
    card = {"row": move.row, "pos": move.pos, "card": move.card, **({"by": move.by} if move.by else {})}
    after = {key: value for key, value in state.items() if key != "move"}
    after["pyramid"] = [*state["pyramid"], card]
    return after


def check(state: Any, catalog: Catalog) -> dict[str, Any]:
    """Every rule the table breaks, the legal placements and the top; a move's legality and result.

    >>> from generator.scoring.catalog import load_catalog
    >>> result = check({"pyramid": [{"row": 1, "pos": 0, "card": "elephant"},
    ...     {"row": 1, "pos": 1, "card": "elephant"}, {"row": 2, "pos": 0, "card": "rhino"}]},
    ...     load_catalog("circus-grandioso"))
    >>> result["valid"], [(p["row"], p["pos"], p["side"], p["cards"]) for p in result["legal_placements"]]
    (True, [(1, -1, 'left', ['elephant', 'clown']), (1, 2, 'right', ['elephant', 'clown'])])
    """
    circus = read_circus(catalog)
    table = read_table(state, circus)
    grid = grid_of(table.pyramid)
    violations = [
        *setup_violations(table, circus),
        *card_violations(table, circus),
        *row_violations(table, circus),
        *copy_violations(table, circus),
    ]
    if not violations:  # the search reads a pyramid that breaks no other rule of the table
        violations = order_violations(table, circus)
    violations += holder_violations(table)
    violations += player_violations(table, *catalog.game["players"])
    extras: dict[str, Any] = {
        "legal_placements": [o.as_json() for o in legal_placements(grid, circus)],
        "topmost": topmost(grid),
    }
    if table.move is not None:
        problem = placement_problem(table.move, grid, circus)
        violations += [problem] if problem else []
        legal = not violations
        extras["after"] = state_after(state, table.move) if legal else None
        extras["takes_show_master"] = table.move.row > extras["topmost"]["row"] if legal else None
        extras["wins"] = table.move.card == circus.seal if legal else None
    return check_result(violations, **extras)


# ── Scoring ─────────────────────────────────────────────────────────────────────────────────────────


def show_master_card(table: Table, circus: Circus) -> Placed | None:
    """The card that took the Show Master: the first animal placed in the top row (ruling cg-q9)."""
    top = topmost(grid_of(table.pyramid))["row"]
    if top <= 1:
        return None
    return next((placed for placed in table.pyramid if placed.row == top and placed.card != circus.clown), None)


def breakdown(name: str, table: Table, circus: Circus) -> list[dict[str, Any]]:
    """The cards a player placed, one entry per card id, floor to top."""
    placed = Counter(card.card for card in table.pyramid if card.by == name)
    order = [*circus.animals, circus.clown]
    return [
        {"label": f"{circus.names[card]} ×{placed[card]}", "card": card, "count": placed[card]}
        for card in order
        if placed[card]
    ]


def score(state: Any, catalog: Catalog) -> dict[str, Any]:
    """Who holds the Show Master, who placed the Seal, and who wins; each player's cards in the pyramid.

    >>> from generator.scoring.catalog import load_catalog
    >>> result = score({"pyramid": [{"row": 1, "pos": 0, "card": "elephant"},
    ...     {"row": 1, "pos": 1, "card": "elephant", "by": "Ada"},
    ...     {"row": 2, "pos": 0, "card": "rhino", "by": "Bo"}]}, load_catalog("circus-grandioso"))
    >>> result["show_master"], result["victory"], result["winners"]
    ('Bo', 'show-master', ['Bo'])
    """
    circus = read_circus(catalog)
    table = read_table(state, circus)
    grid = grid_of(table.pyramid)
    taker = None if table.as_it_lies else show_master_card(table, circus)
    holder = table.show_master if table.as_it_lies else taker.by if taker else None
    seal = next((placed for placed in table.pyramid if placed.card == circus.seal and placed.row == circus.rows), None)
    # The Seal, alone at the peak, took the Show Master as it was placed: as it lies, its holder placed it.
    sealer = None if seal is None else table.show_master if table.as_it_lies else seal.by
    victory = "seal" if sealer else "show-master" if holder else "none"
    top = topmost(grid)
    return {
        "players": [
            {
                "name": name,
                "cards": sum(1 for placed in table.pyramid if placed.by == name),
                "show_master": name == holder,
                "breakdown": breakdown(name, table, circus),
            }
            for name in table.players
        ],
        "cards": len(table.pyramid),
        "topmost": top,
        "top_cards": [grid[(top["row"], pos)] for pos in top["positions"]],
        "legal_placements": [opening.as_json() for opening in legal_placements(grid, circus)],
        "show_master": holder,
        "show_master_card": None if taker is None else {"row": taker.row, "pos": taker.pos, "card": taker.card},
        "seal": sealer,
        "victory": victory,
        "winners": [sealer] if sealer else [holder] if holder else [],
    }


def explain(result: dict[str, Any]) -> list[str]:
    """Who holds the Show Master and who wins, the pyramid's size and top, and what may come next.

    >>> explain({"cards": 16, "topmost": {"row": 6, "positions": [0], "single": True}, "top_cards": ["bear"],
    ...          "show_master": "Bo", "show_master_card": {"row": 6, "pos": 0, "card": "bear"}, "seal": None,
    ...          "victory": "show-master", "winners": ["Bo"],
    ...          "legal_placements": [{"row": 6, "pos": -1, "side": "left", "cards": ["bear", "clown"]}]})
    ['Bo holds the Show Master: the Bear at row 6, position 0 was the first card of the top row.', \
'Bo wins if the game ends now.', 'The pyramid holds 16 cards; its top row, row 6, holds 1 card: Bear.', \
'May be placed next: row 6, position -1 (left): bear or clown']
    """
    top = result["topmost"]
    lines = []
    if result["victory"] == "seal":
        lines.append(f"{result['seal']} placed the Seal and wins at once.")
    elif result["show_master"]:
        card = result["show_master_card"]
        lines += [
            f"{result['show_master']} holds the Show Master"
            + (
                f": the {card['card'].capitalize()} at {place_text((card['row'], card['pos']))} was the first card "
                "of the top row."
                if card
                else "."
            ),
            f"{result['show_master']} wins if the game ends now.",
        ]
    elif top["row"] <= 1:
        lines.append("Nobody holds the Show Master yet: the top is still row 1, begun by the first Elephant.")
    elif result["show_master_card"] is None:  # a pyramid as it lies, its holder not named
        lines.append('Nobody is named as the Show Master\'s holder ("show_master").')
    else:
        lines.append(
            "Nobody is known to hold the Show Master: the first card of the top row names no player "
            '(give each card a "by" to say who placed it).'
        )
    if top["row"]:
        held = ", ".join(card.capitalize() for card in result["top_cards"])
        across = "; the place across them comes next" if not top["single"] and result["victory"] != "seal" else ""
        lines.append(
            f"The pyramid holds {counted(result['cards'], 'card')}; its top row, row {top['row']}, holds "
            f"{counted(len(top['positions']), 'card')}: {held}{across}."
        )
    else:
        lines.append("The pyramid is empty.")
    if result["victory"] == "seal":
        return lines
    return lines + placements_text(result["legal_placements"], "May be placed next")


def placements_text(placements: list[dict[str, Any]], heading: str) -> list[str]:
    """One line per open place and the cards it takes, or a line saying that nothing may be placed."""
    return [
        f"{heading}: {place_text((p['row'], p['pos']))} ({p['side']}): {' or '.join(p['cards'])}" for p in placements
    ] or ["Nothing may be placed now."]


def explain_check(result: dict[str, Any]) -> list[str]:
    """The places open now and the top of the pyramid, in words, from a ``check`` result.

    >>> explain_check({"legal_placements": [{"row": 2, "pos": 0, "side": "top", "cards": ["rhino"]}],
    ...                "topmost": {"row": 1, "positions": [0, 1], "single": False}})
    ['Top: row 1, positions 0, 1.', 'May be placed now: row 2, position 0 (top): rhino']
    """
    top = result["topmost"]
    kind = "single card at position" if top["single"] else "positions"
    lines = [
        f"Top: row {top['row']}, {kind} {', '.join(map(str, top['positions']))}."
        if top["row"]
        else "The pyramid is empty."
    ]
    lines += placements_text(result["legal_placements"], "May be placed now")
    if "after" in result and result["after"] is not None:
        lines.append(
            "The move is legal"
            + (" and takes the Show Master" if result["takes_show_master"] else "")
            + (" and wins the game." if result["wins"] else ".")
        )
    return lines
