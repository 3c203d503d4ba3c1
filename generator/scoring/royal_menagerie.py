"""Royal Menagerie: points per animal type, the three victories, state checks and single plays.

State (``card_data/royal-menagerie/rules.toml``, rule rm-7.6, has the reader's version)::

    {"players": [{"name": "Ada", "role": "grand-vizier", "menagerie": {"mammoth": 2}, "hand": ["shoot"]},
                 ...],
     "move": {"action": "gift", "player": "Ada", "to": "Bo", "animal": "mammoth"}}

``hand`` (card ids of the play deck) and ``move`` are optional. Moves:

- ``{"action": "gift", "player": P, "to": Q, "animal": A}``: P plays animal A into Q's menagerie;
- ``{"action": "shoot", "player": P, "from": Q, "animal": A}``: one A leaves Q's menagerie (Q may be P);
- ``{"action": "steal", "player": P, "from": Q, "animal": A}``: one A moves from Q's menagerie to P's;
- ``{"action": "trade", "player": P, "swap": [{"player": Q, "animal": A}, {"player": R, "animal": B}]}``:
  Q's A and R's B change places;
- an action without its target (no ``from``/``animal``, no ``swap``) is played without effect, which is
  legal only when it could have none.

``check`` reports the state's and the move's violations and, when a move is given, adds ``after`` (the
state after the play and any stampede, or null when anything is illegal) and ``stampedes`` (whose
menageries stampeded). ``score`` ignores the move and scores the state as it is; it needs exactly the
role deck's roles and counts the points table can score, and raises ``StateError`` otherwise.

Everything countable comes from the card data: animal types and their multipliers from the animal
cards, the points table and the most of one type from the mat's ``points_by_count``, the roles and
copies from the card counts.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from generator.scoring.catalog import Catalog
from generator.scoring.core import (
    StateError,
    Violation,
    check_result,
    choice,
    describe,
    expect,
    index_path,
    key_path,
    member,
    no_unknown_keys,
)

VIZIER = "grand-vizier"
LOYALIST = "loyalist"
CONSPIRATOR = "conspirator"
ROLES = (VIZIER, LOYALIST, CONSPIRATOR)
"""The role card ids the victory rules name."""

GIFT, SHOOT, STEAL, TRADE = "gift", "shoot", "steal", "trade"
MOVE_ACTIONS = (GIFT, SHOOT, STEAL, TRADE)
"""Plays the checker can judge; ``gift`` plays an animal card, the others the action card of that id."""

STATE_KEYS = ("players", "move")
PLAYER_KEYS = ("name", "role", "menagerie", "hand")
MOVE_KEYS = {
    GIFT: ("action", "player", "to", "animal"),
    SHOOT: ("action", "player", "from", "animal"),
    STEAL: ("action", "player", "from", "animal"),
    TRADE: ("action", "player", "swap"),
}
SWAP_KEYS = ("player", "animal")

VICTORY_TEXT = {
    "shared": "shared victory for the Grand Vizier and the Loyalist",
    "conspirators": "the Conspirators win",
    "none": "a tie, so nobody wins",
}


# ── What the card data says ──────────────────────────────────────────────────────────────────────────


@dataclass(frozen=True)
class Table:
    """The facts of the game that scoring reads from the card data."""

    animals: tuple[str, ...]
    """Animal type ids in data order (the animal cards' ids)."""
    names: dict[str, str]
    """Card id → printed name."""
    multipliers: dict[str, int]
    points_by_count: tuple[int, ...]
    copies: dict[str, int]
    """Play-deck card id → copies in the game."""
    roles: dict[str, int]
    """Role id → role cards in the game (one per player)."""

    @property
    def most(self) -> int:
        """The most animals of one type a menagerie may hold."""
        return len(self.points_by_count) - 1

    @property
    def players(self) -> int:
        """How many players the game takes: one per role card."""
        return sum(self.roles.values())

    def points(self, animal: str, count: int) -> int:
        """Points for ``count`` animals of one type (count within 0..most)."""
        return self.points_by_count[count] * self.multipliers[animal]


def read_table(catalog: Catalog) -> Table:
    """The game facts of a (validated) catalog."""
    animals = catalog.of_kind("animal")
    mat = catalog.of_kind("mat")[0]
    return Table(
        animals=tuple(card["id"] for card in animals),
        names={card["id"]: card["name"] for card in catalog.cards},
        multipliers={card["id"]: int(card["multiplier"]) for card in animals},
        points_by_count=tuple(mat["points_by_count"]),
        copies={card["id"]: int(card["count"]) for card in catalog.of_kind("animal", "action")},
        roles={card["id"]: int(card["count"]) for card in catalog.of_kind("role")},
    )


def catalog_problems(catalog: Catalog) -> list[tuple[str, str, str]]:
    """Data problems only scoring understands: ``(card id, field, message)`` for ``pnp validate``.

    >>> from generator.scoring.catalog import load_catalog
    >>> catalog_problems(load_catalog("royal-menagerie"))
    []
    """
    problems: list[tuple[str, str, str]] = []
    animals = [card for card in catalog.cards if card.get("kind") == "animal"]
    for card in animals:
        if card.get("animal") != card.get("id"):
            problems.append((str(card.get("id", "")), "animal", f"expected \"{card.get('id')}\", the card's "
                             "id: states name animals by their card id"))
        multiplier = card.get("multiplier")
        if not isinstance(multiplier, int) or isinstance(multiplier, bool) or multiplier < 1:
            problems.append((str(card.get("id", "")), "multiplier", "expected a whole number of at least 1"))
    mats = [card for card in catalog.cards if card.get("kind") == "mat"]
    if len(mats) != 1:
        problems.append(("", "", f"expected exactly one card of kind mat (the points table), got {len(mats)}"))
    for mat in mats:
        points = mat.get("points_by_count")
        if not (isinstance(points, list) and len(points) >= 2 and points[0] == 0
                and all(isinstance(value, int) and not isinstance(value, bool) for value in points)):
            problems.append((str(mat.get("id", "")), "points_by_count",
                             "expected whole numbers for 0, 1, 2 … animals of a type, starting with 0"))
        if mat.get("pens") != len(animals):
            problems.append((str(mat.get("id", "")), "pens",
                             f"expected {len(animals)}, one pen per animal type, got {describe(mat.get('pens'))}"))
    card_ids = {card.get("id") for card in catalog.cards}
    for needed, kind in ((ROLES, "role"), (MOVE_ACTIONS[1:], "action")):
        for card_id in needed:
            if card_id not in card_ids:
                problems.append(("", "", f"missing the {kind} card \"{card_id}\" that scoring relies on"))
    return problems


def listing_extras(card: dict[str, Any]) -> dict[str, Any]:
    """Extra fields of ``pnp cards royal-menagerie --json``: an animal card's type.

    >>> listing_extras({"id": "mammoth", "kind": "animal", "animal": "mammoth"})
    {'animal': 'mammoth'}
    >>> listing_extras({"id": "shoot", "kind": "action"})
    {}
    """
    return {"animal": card["animal"]} if card.get("kind") == "animal" else {}


# ── Reading a state ─────────────────────────────────────────────────────────────────────────────────


@dataclass(frozen=True)
class Player:
    """One player as the state gives it."""

    name: str
    role: str
    menagerie: dict[str, int]
    hand: tuple[str, ...] | None

    def holds(self, animal: str) -> int:
        """How many animals of this type the menagerie holds."""
        return self.menagerie.get(animal, 0)

    def as_json(self, table: Table) -> dict[str, Any]:
        """The player in the state format (animals in data order, empty pens left out)."""
        entry: dict[str, Any] = {"name": self.name, "role": self.role,
                                 "menagerie": {animal: self.holds(animal) for animal in table.animals
                                               if self.holds(animal)}}
        if self.hand is not None:
            entry["hand"] = list(self.hand)
        return entry


def read_player(value: Any, path: str, table: Table) -> Player:
    """Read one player object."""
    obj = expect(value, dict, path)
    no_unknown_keys(obj, PLAYER_KEYS, path)
    name = member(obj, "name", str, path)
    if not name.strip():
        raise StateError(key_path(path, "name"), "expected a non-empty name")
    role = choice(member(obj, "role", str, path), list(table.roles), key_path(path, "role"), "role")
    pens_path = key_path(path, "menagerie")
    pens = member(obj, "menagerie", dict, path)
    menagerie = {}
    for animal, count in pens.items():
        choice(animal, table.animals, key_path(pens_path, animal), "animal")
        menagerie[animal] = expect(count, int, key_path(pens_path, animal))
    hand = None
    if "hand" in obj:
        hand_path = key_path(path, "hand")
        cards = expect(obj["hand"], list, hand_path)
        hand = tuple(choice(card, list(table.copies), index_path(hand_path, index), "play-deck card")
                     for index, card in enumerate(cards))
    return Player(name=name, role=role, menagerie=menagerie, hand=hand)


def read_players(state: Any, table: Table) -> list[Player]:
    """Read the state's players (any number; ``check`` and ``score`` judge the count)."""
    obj = expect(state, dict, "")
    no_unknown_keys(obj, STATE_KEYS, "")
    players = member(obj, "players", list, "")
    return [read_player(value, index_path("players", index), table) for index, value in enumerate(players)]


# ── Scoring ─────────────────────────────────────────────────────────────────────────────────────────


def require_scorable(players: list[Player], table: Table) -> None:
    """Raise ``StateError`` unless the roles are the role deck's and every count is in the points table."""
    if len(players) != table.players:
        raise StateError("players", f"expected exactly {table.players} players, got {len(players)}")
    roles = [player.role for player in players]
    if any(roles.count(role) != count for role, count in table.roles.items()):
        raise StateError("players", f"expected the roles {role_list(table)}, got {', '.join(roles)}")
    for index, player in enumerate(players):
        for animal, count in player.menagerie.items():
            if not 0 <= count <= table.most:
                raise StateError(f"players[{index}].menagerie.{animal}",
                                 f"expected a count from 0 to {table.most}, got {count}")


def role_list(table: Table) -> str:
    """The roles of the role deck, e.g. ``1 grand-vizier, 1 loyalist, 2 conspirator``."""
    return ", ".join(f"{count} {role}" for role, count in table.roles.items())


def breakdown(player: Player, table: Table) -> list[dict[str, Any]]:
    """One entry per animal type the player holds, in data order."""
    return [{"label": f"{table.names[animal]} ×{player.holds(animal)}", "animal": animal,
             "count": player.holds(animal), "points": table.points(animal, player.holds(animal))}
            for animal in table.animals if player.holds(animal)]


def victory(points: dict[str, int], roles: dict[str, str]) -> tuple[str, list[str]]:
    """The victory kind and the winners' names, from points and roles by name (in player order).

    >>> victory({"Ada": 8, "Bo": 2, "Cy": 7, "Di": 1},
    ...         {"Ada": "grand-vizier", "Bo": "loyalist", "Cy": "conspirator", "Di": "conspirator"})
    ('solo', ['Ada'])
    >>> victory({"Ada": 7, "Bo": 2, "Cy": 7, "Di": 1},
    ...         {"Ada": "grand-vizier", "Bo": "loyalist", "Cy": "conspirator", "Di": "conspirator"})
    ('shared', ['Ada', 'Bo'])
    """
    vizier = next(name for name, role in roles.items() if role == VIZIER)
    if all(points[vizier] > points[name] for name in points if name != vizier):
        return "solo", [vizier]
    court = sum(points[name] for name, role in roles.items() if role in (VIZIER, LOYALIST))
    plotters = sum(points[name] for name, role in roles.items() if role == CONSPIRATOR)
    if court > plotters:
        return "shared", [name for name, role in roles.items() if role in (VIZIER, LOYALIST)]
    if plotters > court:
        return "conspirators", [name for name, role in roles.items() if role == CONSPIRATOR]
    return "none", []


def score(state: Any, catalog: Catalog) -> dict[str, Any]:
    """Points per player, the court's and the Conspirators' totals, the victory kind and the winners.

    >>> from generator.scoring.catalog import load_catalog
    >>> result = score({"players": [
    ...     {"name": "Ada", "role": "grand-vizier", "menagerie": {"mammoth": 2, "white-tiger": 1}},
    ...     {"name": "Bo", "role": "loyalist", "menagerie": {"giant-ibis": 2}},
    ...     {"name": "Cy", "role": "conspirator", "menagerie": {}},
    ...     {"name": "Di", "role": "conspirator", "menagerie": {"komodo-dragon": 3}}]},
    ...     load_catalog("royal-menagerie"))
    >>> [player["points"] for player in result["players"]], result["victory"], result["winners"]
    ([7, 3, 0, 0], 'solo', ['Ada'])
    """
    table = read_table(catalog)
    players = read_players(state, table)
    require_scorable(players, table)
    rows = []
    for player in players:
        items = breakdown(player, table)
        rows.append({"name": player.name, "role": player.role, "points": sum(item["points"] for item in items),
                     "breakdown": items})
    points = {row["name"]: row["points"] for row in rows}
    kind, winners = victory(points, {player.name: player.role for player in players})
    return {"players": rows,
            "court": sum(row["points"] for row in rows if row["role"] in (VIZIER, LOYALIST)),
            "conspirators": sum(row["points"] for row in rows if row["role"] == CONSPIRATOR),
            "victory": kind, "winners": winners}


def role_title(role: str) -> str:
    """A role id as a title: ``grand-vizier`` → ``Grand Vizier``."""
    return role.replace("-", " ").title()


def explain(result: dict[str, Any]) -> list[str]:
    """Who won and why, in words, from a ``score`` result.

    >>> explain({"players": [{"name": "Ada", "role": "grand-vizier", "points": 8},
    ...     {"name": "Bo", "role": "loyalist", "points": 3}, {"name": "Cy", "role": "conspirator", "points": 5},
    ...     {"name": "Di", "role": "conspirator", "points": 0}], "court": 11, "conspirators": 5,
    ...     "victory": "solo", "winners": ["Ada"]})[0]
    'Ada (Grand Vizier) has 8, strictly more than everyone: solo victory.'
    """
    players = result["players"]
    vizier = next(player for player in players if player["role"] == VIZIER)
    court = " + ".join(player["name"] for player in players if player["role"] in (VIZIER, LOYALIST))
    plotters = " + ".join(player["name"] for player in players if player["role"] == CONSPIRATOR)
    teams = (f"The court ({court}) has {result['court']} against the Conspirators' ({plotters}) "
             f"{result['conspirators']}")
    opening = f"{vizier['name']} ({role_title(VIZIER)}) has {vizier['points']}"
    if result["victory"] == "solo":
        lines = [f"{opening}, strictly more than everyone: solo victory."]
        if result["court"] > result["conspirators"]:
            lines.append(f"{teams}, but a solo victory is the Grand Vizier's alone.")
        return lines
    rival = max((player for player in players if player is not vizier), key=lambda player: player["points"])
    return [f"{opening}, not strictly more than everyone ({rival['name']} has {rival['points']}): "
            "no solo victory.",
            f"{teams}: {VICTORY_TEXT[result['victory']]}."]


# ── Checking a state ────────────────────────────────────────────────────────────────────────────────


def state_violations(players: list[Player], table: Table) -> list[Violation]:
    """Every rule the table of play breaks (rm-7.1 … rm-7.5)."""
    found = []
    if len(players) != table.players:
        found.append(Violation("rm-7.1", f"expected exactly {table.players} players, got {len(players)}",
                               "players"))
    names = [player.name for player in players]
    for index, name in enumerate(names):
        if name in names[:index]:
            found.append(Violation("rm-7.1", f"the name {name!r} is already taken by "
                                   f"players[{names.index(name)}]", f"players[{index}].name"))
    roles = [player.role for player in players]
    for role, count in table.roles.items():
        if roles.count(role) != count:
            found.append(Violation("rm-7.2", f"expected {count} {role}, got {roles.count(role)} "
                                   f"(the roles are {role_list(table)})", "players"))
    for index, player in enumerate(players):
        for animal, count in player.menagerie.items():
            if not 0 <= count <= table.most:
                found.append(Violation("rm-7.3", f"expected from 0 to {table.most} {table.names[animal]}, "
                                       f"got {count}", f"players[{index}].menagerie.{animal}"))
    for card, copies in table.copies.items():
        seen = sum(max(player.holds(card), 0) + (player.hand or ()).count(card) for player in players)
        if seen > copies:
            found.append(Violation("rm-7.4", f"{seen} {table.names[card]} cards in menageries and hands, but "
                                   f"the game has {copies}", "players"))
    for index, player in enumerate(players):
        if all(player.holds(animal) > 0 for animal in table.animals):
            found.append(Violation("rm-7.5", "holds all six animal types: that stampede would already have "
                                   "happened", f"players[{index}].menagerie"))
    return found


# ── Moves ───────────────────────────────────────────────────────────────────────────────────────────


@dataclass(frozen=True)
class Target:
    """One animal a play moves or removes: whose and which, with the JSON path that named it."""

    player: int
    animal: str
    path: str
    """The JSON path of the object that names it: ``move`` or ``move.swap[1]``."""
    key: str
    """The key under which that object names the player: ``to``, ``from`` or ``player``."""

    @property
    def player_path(self) -> str:
        """The JSON path of the player's name."""
        return key_path(self.path, self.key)

    @property
    def animal_path(self) -> str:
        """The JSON path of the animal."""
        return key_path(self.path, "animal")


@dataclass(frozen=True)
class Move:
    """One play: the player (an index into the players) and what it touches."""

    action: str
    player: int
    targets: tuple[Target, ...]
    """gift: the recipient and animal; shoot/steal: the victim; trade: both sides; () for a blank play."""


def read_name(obj: dict[str, Any], key: str, path: str, players: list[Player]) -> int:
    """The index of the player a move names (the first one, if names repeat)."""
    name = member(obj, key, str, path)
    names = [player.name for player in players]
    if name not in names:
        raise StateError(key_path(path, key), f"unknown player {describe(name)} (expected one of: "
                         f"{', '.join(names)})")
    return names.index(name)


def read_target(obj: dict[str, Any], key: str, path: str, players: list[Player], table: Table) -> Target:
    """The player under ``key`` and the ``animal`` of a move or swap object."""
    animal = choice(member(obj, "animal", str, path), table.animals, key_path(path, "animal"), "animal")
    return Target(read_name(obj, key, path, players), animal, path, key)


def read_move(value: Any, players: list[Player], table: Table) -> Move:
    """Read the state's ``move`` object (format in the module docstring)."""
    path = "move"
    obj = expect(value, dict, path)
    action = choice(member(obj, "action", str, path), MOVE_ACTIONS, key_path(path, "action"), "action")
    no_unknown_keys(obj, MOVE_KEYS[action], path)
    player = read_name(obj, "player", path, players)
    if action == GIFT:
        return Move(action, player, (read_target(obj, "to", path, players, table),))
    if action == TRADE:
        if "swap" not in obj:
            return Move(action, player, ())
        swap_path = key_path(path, "swap")
        sides = expect(obj["swap"], list, swap_path)
        if len(sides) != 2:
            raise StateError(swap_path, f"expected two objects {{\"player\", \"animal\"}}, got {len(sides)}")
        targets = []
        for index, side in enumerate(sides):
            side_path = index_path(swap_path, index)
            no_unknown_keys(expect(side, dict, side_path), SWAP_KEYS, side_path)
            targets.append(read_target(side, "player", side_path, players, table))
        return Move(action, player, tuple(targets))
    if "from" not in obj and "animal" not in obj:
        return Move(action, player, ())
    return Move(action, player, (read_target(obj, "from", path, players, table),))


def played_card(move: Move) -> str:
    """The card id the play takes from the hand: the animal of a gift, else the action card."""
    return move.targets[0].animal if move.action == GIFT else move.action


def target_violations(move: Move, players: list[Player], table: Table) -> list[Violation]:
    """What is wrong with the targets of a play (rm-4, rm-5), ignoring the hand."""
    found = []
    mover = players[move.player]
    if move.action == GIFT:
        (to,) = move.targets
        if to.player == move.player:
            found.append(Violation("rm-4.1", f"{mover.name} cannot gift an animal to their own menagerie",
                                   to.player_path))
        elif players[to.player].holds(to.animal) >= table.most:
            found.append(Violation("rm-4.2", f"{players[to.player].name} already has {table.most} "
                                   f"{table.names[to.animal]}", to.player_path))
    elif move.action in (SHOOT, STEAL):
        (victim,) = move.targets
        owner = players[victim.player]
        rule = "rm-5.2" if move.action == SHOOT else "rm-5.3"
        if move.action == STEAL and victim.player == move.player:
            found.append(Violation(rule, f"{mover.name} cannot steal from their own menagerie",
                                   victim.player_path))
        elif owner.holds(victim.animal) <= 0:
            found.append(Violation(rule, f"{owner.name} has no {table.names[victim.animal]}",
                                   victim.animal_path))
        elif move.action == STEAL and mover.holds(victim.animal) >= table.most:
            found.append(Violation("rm-4.2", f"{mover.name} already has {table.most} "
                                   f"{table.names[victim.animal]}", victim.animal_path))
    else:
        first, second = move.targets
        if first.player == second.player:
            found.append(Violation("rm-5.4", "a trade swaps animals of two different players",
                                   second.player_path))
        elif first.animal == second.animal:
            found.append(Violation("rm-5.4", "a trade swaps animals of two different types",
                                   second.animal_path))
        else:
            for side, other in ((first, second), (second, first)):
                owner = players[side.player]
                if owner.holds(side.animal) <= 0:
                    found.append(Violation("rm-5.4", f"{owner.name} has no {table.names[side.animal]}",
                                           side.animal_path))
                elif owner.holds(other.animal) >= table.most:
                    found.append(Violation("rm-4.2", f"{owner.name} already has {table.most} "
                                           f"{table.names[other.animal]}", side.player_path))
    return found


def candidate_targets(action: str, mover: int, players: list[Player], table: Table) -> list[tuple[Target, ...]]:
    """Every combination of targets an action could name (legal or not)."""
    singles = [Target(index, animal, "move", "player") for index in range(len(players)) for animal in table.animals]
    if action != TRADE:
        return [(single,) for single in singles]
    return [(first, second) for first in singles for second in singles]


def has_effect(action: str, mover: int, players: list[Player], table: Table) -> bool:
    """Whether an action card could do anything on this table."""
    return any(not target_violations(Move(action, mover, targets), players, table)
               for targets in candidate_targets(action, mover, players, table))


def move_violations(move: Move, players: list[Player], table: Table) -> list[Violation]:
    """Every rule the play breaks: the hand (rm-3.2), a blank play (rm-5.1), and its targets."""
    found = []
    mover = players[move.player]
    card = played_card(move)
    if mover.hand is not None and card not in mover.hand:
        found.append(Violation("rm-3.2", f"{mover.name} has no {table.names[card]} card in hand",
                               f"players[{move.player}].hand"))
    if not move.targets:
        if has_effect(move.action, move.player, players, table):
            found.append(Violation("rm-5.1", f"this {table.names[card]} can have an effect, so it needs its "
                                   f"target", "move"))
        return found
    return found + target_violations(move, players, table)


def apply_move(move: Move, players: list[Player], table: Table) -> tuple[list[Player], list[str]]:
    """The players after a legal play, stampedes included, and the names of those who stampeded."""
    pens = [dict(player.menagerie) for player in players]

    def shift(index: int, animal: str, step: int) -> None:
        pens[index][animal] = pens[index].get(animal, 0) + step

    if move.action == GIFT:
        shift(move.targets[0].player, move.targets[0].animal, 1)
    elif move.action == SHOOT and move.targets:
        shift(move.targets[0].player, move.targets[0].animal, -1)
    elif move.action == STEAL and move.targets:
        shift(move.targets[0].player, move.targets[0].animal, -1)
        shift(move.player, move.targets[0].animal, 1)
    elif move.action == TRADE and move.targets:
        first, second = move.targets
        for side, other in ((first, second), (second, first)):
            shift(side.player, side.animal, -1)
            shift(side.player, other.animal, 1)
    stampedes = []
    for index, pen in enumerate(pens):
        if all(pen.get(animal, 0) > 0 for animal in table.animals):
            stampedes.append(players[index].name)
            for animal in table.animals:
                shift(index, animal, -1)
    after = []
    for index, player in enumerate(players):
        hand = player.hand
        if hand is not None and index == move.player:
            position = hand.index(played_card(move))
            hand = hand[:position] + hand[position + 1:]
        after.append(replace(player, menagerie={animal: count for animal, count in pens[index].items() if count},
                             hand=hand))
    return after, stampedes


def check(state: Any, catalog: Catalog) -> dict[str, Any]:
    """Every rule the state (and its optional move) breaks; with a move, the state ``after`` it.

    >>> from generator.scoring.catalog import load_catalog
    >>> result = check({"players": [
    ...     {"name": "Ada", "role": "grand-vizier", "menagerie": {"mammoth": 2}},
    ...     {"name": "Bo", "role": "loyalist", "menagerie": {"giant-ibis": 3}},
    ...     {"name": "Cy", "role": "conspirator", "menagerie": {}},
    ...     {"name": "Di", "role": "conspirator", "menagerie": {}}],
    ...     "move": {"action": "gift", "player": "Ada", "to": "Bo", "animal": "giant-ibis"}},
    ...     load_catalog("royal-menagerie"))
    >>> result["valid"], result["violations"][0]["rule"], result["after"]
    (False, 'rm-4.2', None)
    """
    table = read_table(catalog)
    players = read_players(state, table)
    violations = state_violations(players, table)
    if "move" not in state:
        return check_result(violations)
    move = read_move(state["move"], players, table)
    violations += move_violations(move, players, table)
    if violations:
        return check_result(violations, after=None, stampedes=[])
    after, stampedes = apply_move(move, players, table)
    return check_result(violations, after={"players": [player.as_json(table) for player in after]},
                        stampedes=stampedes)


def explain_check(result: dict[str, Any]) -> list[str]:
    """What a checked play does, in words, from a ``check`` result (nothing when no move was given).

    >>> explain_check({"valid": True, "violations": [], "stampedes": ["Bo"], "after": {"players": [
    ...     {"name": "Ada", "role": "grand-vizier", "menagerie": {}},
    ...     {"name": "Bo", "role": "loyalist", "menagerie": {"mammoth": 1}}]}})
    ['The play is legal. The menageries after it:', '  Ada: empty', '  Bo: mammoth 1', \
'Stampede! Bo discarded one animal of each type.']
    """
    if "after" not in result:
        return []
    if result["after"] is None:
        return ["The play is not allowed, so the table stays as it was."]
    lines = ["The play is legal. The menageries after it:"]
    for player in result["after"]["players"]:
        animals = ", ".join(f"{animal} {count}" for animal, count in player["menagerie"].items())
        lines.append(f"  {player['name']}: {animals or 'empty'}")
    lines += [f"Stampede! {name} discarded one animal of each type." for name in result["stampedes"]]
    return lines
