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

``score`` names the Show Master's holder, the Seal's placer and the winners: the Seal's placer, else
the Show Master's holder (who wins if the game ends now), else nobody (ruling cg-q10); it also counts
each player's cards. ``check`` reports the violations and adds ``legal_placements``
(``[{"row", "pos", "side": "left"|"right"|"top", "cards": [...]}]``) and ``topmost``
(``{"row", "positions", "single"}``); with a ``move`` it also says whether that card may go there and
adds ``after`` (the table after it, or null when anything is illegal), ``takes_show_master`` and
``wins``.

The row of each animal and the copies of every card come from the card data.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from generator.scoring.catalog import Catalog
from generator.scoring.core import (
    StateError,
    Violation,
    check_result,
    choice,
    expect,
    index_path,
    key_path,
    member,
    no_unknown_keys,
)

STATE_KEYS = ("pyramid", "players", "move")
CARD_KEYS = ("row", "pos", "card", "by")
FIRST_PLACE = (1, 0)
"""Where the setup lays the first Elephant (ruling cg-q1)."""

LEFT, RIGHT, TOP = "left", "right", "top"
MOST_PLAYERS = 4
FEWEST_NAMED_PLAYERS = 2

Place = tuple[int, int]


# ── What the card data says ──────────────────────────────────────────────────────────────────────────


@dataclass(frozen=True)
class Circus:
    """The facts scoring reads from the card data: the animal of each row, the Clown, the copies."""

    animals: tuple[str, ...]
    clown: str
    copies: dict[str, int]
    names: dict[str, str]

    @property
    def rows(self) -> int:
        """How many rows the pyramid can have (the Seal's row)."""
        return len(self.animals)

    @property
    def seal(self) -> str:
        """The animal of the top row, whose placer wins at once."""
        return self.animals[-1]

    def animal_of(self, row: int) -> str | None:
        """The animal of ``row``, or None for a row the pyramid does not have."""
        return self.animals[row - 1] if 1 <= row <= self.rows else None


def read_circus(catalog: Catalog) -> Circus:
    """The rows, the Clown and the copies, from the animal cards (``row``) and the clown card."""
    animals = sorted(catalog.of_kind("animal"), key=lambda card: int(card["row"]))
    clown = catalog.of_kind("clown")[0]
    cards = [*animals, clown]
    return Circus(animals=tuple(card["id"] for card in animals), clown=clown["id"],
                  copies={card["id"]: int(card["count"]) for card in cards},
                  names={card["id"]: card["name"] for card in cards})


def catalog_problems(catalog: Catalog) -> list[tuple[str, str, str]]:
    """The animals must fill rows 1, 2, 3 … one each, and there must be exactly one clown card."""
    problems = []
    rows = [card.get("row") for card in catalog.of_kind("animal")]
    if sorted(row for row in rows if isinstance(row, int)) != list(range(1, len(rows) + 1)):
        problems.append(("", "row", f"expected the animal cards to take rows 1 to {len(rows)}, one each; "
                                    f"got rows {rows}"))
    if len(catalog.of_kind("clown")) != 1:
        problems.append(("", "kind", "expected exactly one card of kind \"clown\""))
    return problems


def listing_extras(card: dict[str, Any]) -> dict[str, Any]:
    """Extra field of ``pnp cards circus-grandioso --json``: an animal's row.

    >>> listing_extras({"id": "tiger", "kind": "animal", "row": 5})
    {'row': 5}
    >>> listing_extras({"id": "clown", "kind": "clown"})
    {}
    """
    return {"row": card["row"]} if card.get("kind") == "animal" else {}


# ── Reading a state ─────────────────────────────────────────────────────────────────────────────────


@dataclass(frozen=True)
class Placed:
    """One card of the pyramid (or the move), with the JSON path it was read from."""

    row: int
    pos: int
    card: str
    by: str | None
    path: str

    @property
    def place(self) -> Place:
        """Its (row, pos)."""
        return self.row, self.pos


@dataclass(frozen=True)
class Table:
    """A described table: the pyramid in placing order, the players, and an optional move."""

    pyramid: tuple[Placed, ...]
    players: tuple[str, ...]
    named_players: bool
    move: Placed | None


def read_card(value: Any, path: str, circus: Circus, players: tuple[str, ...] | None) -> Placed:
    """Read ``{"row", "pos", "card", "by"?}``; ``by`` must name a listed player when players are listed."""
    entry = expect(value, dict, path)
    no_unknown_keys(entry, CARD_KEYS, path)
    by = member(entry, "by", str, path, None)
    if by == "":
        raise StateError(key_path(path, "by"), "expected a player's name, got an empty string")
    if by is not None and players is not None and by not in players:
        raise StateError(key_path(path, "by"), f"unknown player \"{by}\" (expected one of: {', '.join(players)})")
    return Placed(row=member(entry, "row", int, path), pos=member(entry, "pos", int, path),
                  card=choice(member(entry, "card", str, path), list(circus.copies), key_path(path, "card"),
                              "card"),
                  by=by, path=path)


def read_players(state: dict[str, Any]) -> tuple[str, ...] | None:
    """The listed player names, or None when the state lists none."""
    names = member(state, "players", list, "", None)
    if names is None:
        return None
    seen: set[str] = set()
    for index, name in enumerate(names):
        if not expect(name, str, index_path("players", index)):
            raise StateError(index_path("players", index), "expected a player's name, got an empty string")
        if name in seen:
            raise StateError(index_path("players", index), f"duplicate player name \"{name}\"")
        seen.add(name)
    return tuple(names)


def read_table(state: Any, circus: Circus) -> Table:
    """Read a whole state, or raise ``StateError`` naming the first field that does not fit the format."""
    expect(state, dict, "")
    no_unknown_keys(state, STATE_KEYS, "")
    named = read_players(state)
    cards = member(state, "pyramid", list, "")
    pyramid = tuple(read_card(value, index_path("pyramid", index), circus, named)
                    for index, value in enumerate(cards))
    move_value = member(state, "move", dict, "", None)
    move = None if move_value is None else read_card(move_value, "move", circus, named)
    found = tuple(dict.fromkeys(card.by for card in (*pyramid, *([move] if move else [])) if card.by))
    return Table(pyramid=pyramid, players=named if named is not None else found,
                 named_players=named is not None, move=move)


# ── The pyramid's geometry ──────────────────────────────────────────────────────────────────────────


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


def cards_for(row: int, side: str, grid: dict[Place, str], circus: Circus) -> tuple[str, ...]:
    """The cards that could fill an open place of ``row``: its animal and a Clown, while copies last (cg-4.5)."""
    animal = circus.animal_of(row)
    used = Counter(grid.values())
    cards = [animal] if animal is not None and used[animal] < circus.copies[animal] else []
    row_has_clown = any(card == circus.clown and at_row == row for (at_row, _), card in grid.items())
    if side != TOP and not row_has_clown and used[circus.clown] < circus.copies[circus.clown]:
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
    cards = {key: cards_for(*key, grid, circus) for key in {(row, side) for (row, _), side in places}}
    return [Opening(row, pos, side, cards[(row, side)])
            for (row, pos), side in places if (row, pos) not in grid and supported((row, pos), grid)]


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
    return any(card == circus.seal and row == circus.rows for (row, _), card in grid.items())


def legal_placements(grid: dict[Place, str], circus: Circus) -> list[Opening]:
    """Every place that may be filled now, with the cards it takes; none once the Seal is placed.

    >>> from generator.scoring.catalog import load_catalog
    >>> circus = read_circus(load_catalog("circus-grandioso"))
    >>> [o.as_json() for o in legal_placements({(1, 0): "elephant", (1, -1): "elephant"}, circus)]
    [{'row': 2, 'pos': -1, 'side': 'top', 'cards': ['rhino']}]
    """
    return [] if seal_placed(grid, circus) else highest_first(open_places(grid, circus))


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
            violations.append(Violation("cg-3.1", f"there is no row {placed.row}: rows go from 1 to {circus.rows}",
                                        key_path(placed.path, "row")))
        elif placed.card not in (animal, circus.clown):
            violations.append(Violation("cg-3.4", f"{a_name(name)} cannot stand in row {placed.row}, which takes "
                                        f"{circus.names[animal]} cards and one Clown", placed.path))
        if placed.place in seen:
            violations.append(Violation("cg-3.7", f"{place_text(placed.place)} is listed twice", placed.path))
        seen.add(placed.place)
        if placed.row > 1 and not supported(placed.place, grid):
            missing = [pos for pos in (placed.pos, placed.pos + 1) if (placed.row - 1, pos) not in grid]
            violations.append(Violation("cg-3.3", f"the {name} at {place_text(placed.place)} lacks its support at "
                                        f"row {placed.row - 1}, position{'s' if len(missing) > 1 else ''} "
                                        f"{' and '.join(map(str, missing))}", placed.path))
    return violations


def setup_violations(table: Table, circus: Circus) -> list[Violation]:
    """The first Elephant lies at (1, 0) and nobody placed it (rule cg-2.2, ruling cg-q14)."""
    first_animal = circus.animals[0]
    first = next((placed for placed in table.pyramid if placed.place == FIRST_PLACE), None)
    if first is None:
        return [Violation("cg-2.2", f"the first {circus.names[first_animal]} is missing from "
                          f"{place_text(FIRST_PLACE)}", "pyramid")]
    if first.card != first_animal:
        return [Violation("cg-2.2", f"{place_text(FIRST_PLACE)} holds {a_name(circus.names[first.card])}, "
                          f"not the first {circus.names[first_animal]}", first.path)]
    if first.by is not None:
        return [Violation("cg-2.2", f"the first {circus.names[first_animal]} is laid at setup: no player placed it",
                          key_path(first.path, "by"))]
    return []


def row_violations(table: Table, circus: Circus) -> list[Violation]:
    """Per row: one Clown at most (cg-3.5), no gap (cg-3.6), never only a Clown (cg-4.5), none by the Seal."""
    violations = []
    grid = grid_of(table.pyramid)
    clowns_by_row: dict[int, list[Placed]] = {}
    for placed in table.pyramid:
        if placed.card == circus.clown:
            clowns_by_row.setdefault(placed.row, []).append(placed)
    for row, positions in rows_of(grid).items():
        clowns = clowns_by_row.get(row, [])
        violations += [Violation("cg-3.5", f"row {row} holds a second Clown", placed.path) for placed in clowns[1:]]
        gaps = [f"{left} and {right}" for left, right in pairwise(positions)
                if right - left > 1]
        if gaps:
            violations.append(Violation("cg-3.6", f"row {row} has a gap between positions {', '.join(gaps)}",
                                        "pyramid"))
        if all(grid[(row, pos)] == circus.clown for pos in positions):
            violations.append(Violation("cg-4.5", f"row {row} holds only a Clown, which would have been the single "
                                        "topmost card: a Clown never starts a row", clowns[0].path))
        elif row == circus.rows and clowns and seal_placed(grid, circus):
            violations.append(Violation("cg-6.3", f"a Clown stands beside the {circus.names[circus.seal]}: the game "
                                        "ended with the Seal, and a Clown cannot start its row", clowns[0].path))
    return violations


def copy_violations(table: Table, circus: Circus) -> list[Violation]:
    """No more copies of a card than the game has (rule cg-7.1)."""
    used = Counter(placed.card for placed in table.pyramid)
    return [Violation("cg-7.1", f"{used[card]} {circus.names[card]} cards in the pyramid, but the game has "
                      f"{circus.copies[card]}", "pyramid")
            for card in circus.copies if used[card] > circus.copies[card]]


def shape_violations(table: Table) -> list[Violation]:
    """A pyramid built by the rules is stepped (rule cg-7.2, ruling cg-q11)."""
    violations = []
    rows = rows_of(grid_of(table.pyramid))
    for row, positions in rows.items():
        below = rows.get(row - 1)
        if below and positions[0] > below[0] + 1:
            violations.append(Violation("cg-7.2", f"row {row} starts at position {positions[0]}, more than one place "
                                        f"in from row {row - 1} (position {below[0]})", "pyramid"))
        if below and positions[-1] < below[-1] - 2:
            violations.append(Violation("cg-7.2", f"row {row} ends at position {positions[-1]}, more than two places "
                                        f"in from row {row - 1} (position {below[-1]})", "pyramid"))
    if rows:
        top = max(rows)
        if len(rows[top]) > 2:
            violations.append(Violation("cg-7.2", f"the top row {top} holds {len(rows[top])} cards: the place across "
                                        "two of them had to be filled before a third was laid", "pyramid"))
    return violations


def player_violations(table: Table) -> list[Violation]:
    """Two to four listed players; never more than four named (rule cg-7.3)."""
    count = len(table.players)
    if count > MOST_PLAYERS or (table.named_players and count < FEWEST_NAMED_PLAYERS):
        return [Violation("cg-7.3", f"{count} player{'s' if count != 1 else ''}: the game is for "
                          f"{FEWEST_NAMED_PLAYERS} to {MOST_PLAYERS}", "players" if table.named_players else "pyramid")]
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
        return Violation("cg-4.1", f"{where} is not next to either end of row {move.row}: it would leave a gap",
                         "move")
    if not unfilled.cards:
        return Violation("cg-4.6", f"no card left in the game can fill {where}", "move")
    higher = [place_text((o.row, o.pos)) for o in legal.values() if o.side in (unfilled.side, TOP)]
    return Violation("cg-4.3", f"the {name} at {where} is not the highest card on the {unfilled.side} side: first "
                     f"{' or '.join(higher)}", "move")


def card_problem(move: Placed, opening: Opening, grid: dict[Place, str], circus: Circus) -> Violation:
    """Why an open place does not take ``move.card`` (rules cg-3.4, cg-3.5, cg-4.5, cg-7.1)."""
    name = circus.names[move.card]
    where = place_text(move.place)
    if move.card == circus.clown:
        if opening.side == TOP:
            return Violation("cg-4.5", f"a Clown at {where} would be the single topmost card", "move")
        if any(card == circus.clown and row == move.row for (row, _), card in grid.items()):
            return Violation("cg-3.5", f"row {move.row} already holds a Clown", "move")
    elif move.card != circus.animal_of(move.row):
        return Violation("cg-3.4", f"{a_name(name)} cannot stand in row {move.row}", "move")
    return Violation("cg-7.1", f"all {circus.copies[move.card]} {name} cards are in the pyramid", "move")


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
    violations = [*setup_violations(table, circus), *card_violations(table, circus), *row_violations(table, circus),
                  *copy_violations(table, circus), *shape_violations(table), *player_violations(table)]
    extras: dict[str, Any] = {"legal_placements": [o.as_json() for o in legal_placements(grid, circus)],
                              "topmost": topmost(grid)}
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
    return [{"label": f"{circus.names[card]} ×{placed[card]}", "card": card, "count": placed[card]}
            for card in order if placed[card]]


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
    taker = show_master_card(table, circus)
    holder = taker.by if taker else None
    seal = next((placed for placed in table.pyramid if placed.card == circus.seal and placed.row == circus.rows),
                None)
    sealer = seal.by if seal else None
    victory = "seal" if sealer else "show-master" if holder else "none"
    return {
        "players": [{"name": name, "cards": sum(1 for placed in table.pyramid if placed.by == name),
                     "show_master": name == holder, "breakdown": breakdown(name, table, circus)}
                    for name in table.players],
        "cards": len(table.pyramid),
        "topmost": topmost(grid),
        "show_master": holder,
        "show_master_card": None if taker is None else {"row": taker.row, "pos": taker.pos, "card": taker.card},
        "seal": sealer,
        "victory": victory,
        "winners": [sealer] if sealer else [holder] if holder else [],
    }


def explain(result: dict[str, Any]) -> list[str]:
    """Who holds the Show Master and who wins, in words, from a ``score`` result.

    >>> explain({"topmost": {"row": 6, "positions": [0], "single": True}, "show_master": "Bo",
    ...          "show_master_card": {"row": 6, "pos": 0, "card": "bear"}, "seal": None,
    ...          "victory": "show-master", "winners": ["Bo"]})[0]
    'Bo holds the Show Master: the Bear at row 6, position 0 was the first card of the top row.'
    """
    top = result["topmost"]
    lines = []
    if result["victory"] == "seal":
        lines.append(f"{result['seal']} placed the Seal and wins at once.")
    elif result["show_master"]:
        card = result["show_master_card"]
        lines += [f"{result['show_master']} holds the Show Master: the {card['card'].capitalize()} at "
                  f"{place_text((card['row'], card['pos']))} was the first card of the top row.",
                  f"{result['show_master']} wins if the game ends now."]
    elif top["row"] <= 1:
        lines.append("Nobody holds the Show Master yet: the top is still row 1, begun by the first Elephant.")
    else:
        lines.append("Nobody is known to hold the Show Master: the first card of the top row names no player "
                     "(give each card a \"by\" to say who placed it).")
    if top["row"] and not top["single"] and result["victory"] != "seal":
        lines.append(f"The top row {top['row']} holds {len(top['positions'])} cards: the place across them "
                     "comes next.")
    return lines


def explain_check(result: dict[str, Any]) -> list[str]:
    """The places open now and the top of the pyramid, in words, from a ``check`` result.

    >>> explain_check({"legal_placements": [{"row": 2, "pos": 0, "side": "top", "cards": ["rhino"]}],
    ...                "topmost": {"row": 1, "positions": [0, 1], "single": False}})
    ['Top: row 1, positions 0, 1.', 'May be placed now: row 2, position 0 (top): rhino']
    """
    top = result["topmost"]
    kind = "single card at position" if top["single"] else "positions"
    lines = [f"Top: row {top['row']}, {kind} {', '.join(map(str, top['positions']))}." if top["row"]
             else "The pyramid is empty."]
    placements = result["legal_placements"]
    lines += [f"May be placed now: {place_text((p['row'], p['pos']))} ({p['side']}): {' or '.join(p['cards'])}"
              for p in placements] or ["Nothing may be placed now."]
    if "after" in result and result["after"] is not None:
        lines.append("The move is legal" + (" and takes the Show Master" if result["takes_show_master"] else "")
                     + (" and wins the game." if result["wins"] else "."))
    return lines
