"""Royal Menagerie: points per animal type, the three victories, state checks and single plays.

State (``card_data/royal-menagerie/rules.toml``, rule rm-7.6, has the reader's version)::

    {"players": [{"name": "Ada", "role": "grand-vizier", "menagerie": {"mammoth": 2}, "hand": ["shoot"]},
                 ...],
     "move": {"action": "gift", "player": "Ada", "to": "Bo", "animal": "mammoth"}}

``hand`` (card ids of the play deck) and ``move`` are optional (null means left out). Moves:

- ``{"action": "gift", "player": P, "to": Q, "animal": A}``: P plays animal A into Q's menagerie;
- ``{"action": "shoot", "player": P, "from": Q, "animal": A}``: one A leaves Q's menagerie (Q may be P);
- ``{"action": "steal", "player": P, "from": Q, "animal": A}``: one A moves from Q's menagerie to P's;
- ``{"action": "trade", "player": P, "swap": [{"player": Q, "animal": A}, {"player": R, "animal": B}]}``:
  Q's A and R's B change places;
- an action without its target (no ``from``/``animal``, no ``swap``) is played without effect, which is
  legal only when it could have none.

``check`` reports the state's and the move's violations and, when a move is given, adds ``play`` (the
play in words), ``after`` (the state after the play and any stampede, or null when anything is illegal)
and ``stampedes`` (whose menageries stampeded). ``score`` ignores the move and scores the state as it
is; it needs exactly the role deck's roles and counts the points table can score, and raises
``StateError`` otherwise.

Everything countable comes from the card data: animal types and their multipliers from the animal
cards, the points table and the most of one type from the mat's ``points_by_count``, the roles and
copies from the card counts.
"""

from __future__ import annotations

from typing import Any

from generator.scoring.catalog import Catalog
from generator.scoring.core import StateError, Violation, check_result, describe, unique_names
from generator.scoring.royal_menagerie.moves import (
    MOVE_ACTIONS,
    apply_move,
    describe_move,
    move_violations,
    read_move,
)
from generator.scoring.royal_menagerie.state import (
    CONSTANTS,
    Player,
    Table,
    copies_seen,
    last_copy_path,
    read_players,
    read_table,
)
from generator.scoring.words import counted

VIZIER = "grand-vizier"
LOYALIST = "loyalist"
CONSPIRATOR = "conspirator"
ROLES = (VIZIER, LOYALIST, CONSPIRATOR)
"""The role card ids the victory rules name."""

VICTORY_TEXT = {
    "shared": "shared victory for the Grand Vizier and the Loyalist",
    "conspirators": "the Conspirators win",
    "none": "a tie, so nobody wins",
}


# ── The card data ───────────────────────────────────────────────────────────────────────────────────


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
            problems.append(
                (
                    str(card.get("id", "")),
                    "animal",
                    f'expected "{card.get("id")}", the card\'s id: states name animals by their card id',
                )
            )
        multiplier = card.get("multiplier")
        if not isinstance(multiplier, int) or isinstance(multiplier, bool) or multiplier < 1:
            problems.append((str(card.get("id", "")), "multiplier", "expected a whole number of at least 1"))
    mats = [card for card in catalog.cards if card.get("kind") == "mat"]
    if len(mats) != 1:
        problems.append(("", "", f"expected exactly one card of kind mat (the points table), got {len(mats)}"))
    for mat in mats:
        points = mat.get("points_by_count")
        if not (
            isinstance(points, list)
            and len(points) >= 2
            and points[0] == 0
            and all(isinstance(value, int) and not isinstance(value, bool) for value in points)
        ):
            problems.append(
                (
                    str(mat.get("id", "")),
                    "points_by_count",
                    "expected whole numbers for 0, 1, 2 … animals of a type, starting with 0",
                )
            )
        if mat.get("pens") != len(animals):
            problems.append(
                (
                    str(mat.get("id", "")),
                    "pens",
                    f"expected {len(animals)}, one pen per animal type, got {describe(mat.get('pens'))}",
                )
            )
    card_ids = {card.get("id") for card in catalog.cards}
    for needed, kind in ((ROLES, "role"), (MOVE_ACTIONS[1:], "action")):
        for card_id in needed:
            if card_id not in card_ids:
                problems.append(("", "", f'missing the {kind} card "{card_id}" that scoring relies on'))
    return problems + catalog.constant_problems(CONSTANTS)


def listing_extras(card: dict[str, Any], _catalog: Catalog) -> dict[str, Any]:
    """Extra fields of ``pnp cards royal-menagerie --json``: an animal card's type, null for other cards.

    >>> from generator.scoring.catalog import load_catalog
    >>> listing_extras({"id": "mammoth", "kind": "animal", "animal": "mammoth"}, load_catalog("royal-menagerie"))
    {'animal': 'mammoth'}
    >>> listing_extras({"id": "shoot", "kind": "action"}, load_catalog("royal-menagerie"))
    {'animal': None}
    """
    return {"animal": card["animal"] if card.get("kind") == "animal" else None}


# ── Scoring ─────────────────────────────────────────────────────────────────────────────────────────


def require_scorable(players: list[Player], table: Table) -> None:
    """Raise ``StateError`` unless names differ, the roles are the role deck's and every count is in the table."""
    unique_names([player.name for player in players], "players")
    if len(players) != table.players:
        raise StateError("players", f"expected exactly {counted(table.players, 'player')}, got {len(players)}")
    roles = [player.role for player in players]
    if any(roles.count(role) != count for role, count in table.roles.items()):
        raise StateError("players", f"expected the roles {role_list(table)}, got {', '.join(roles)}")
    for index, player in enumerate(players):
        for animal, count in player.menagerie.items():
            if not 0 <= count <= table.most:
                raise StateError(
                    f"players[{index}].menagerie.{animal}", f"expected a count from 0 to {table.most}, got {count}"
                )


def role_list(table: Table) -> str:
    """The roles of the role deck, e.g. ``1 grand-vizier, 1 loyalist, 2 conspirators``."""
    return ", ".join(counted(count, role) for role, count in table.roles.items())


def breakdown(player: Player, table: Table) -> list[dict[str, Any]]:
    """One entry per animal type the player holds, in data order."""
    return [
        {
            "label": f"{table.names[animal]} ×{player.holds(animal)}",
            "animal": animal,
            "count": player.holds(animal),
            "points": table.points(animal, player.holds(animal)),
        }
        for animal in table.animals
        if player.holds(animal)
    ]


def victory(rows: list[dict[str, Any]]) -> tuple[str, list[str]]:
    """The victory kind and the winners' names (in player order) from rows of name, role and points.

    >>> rows = [{"name": "Ada", "role": "grand-vizier", "points": 8}, {"name": "Bo", "role": "loyalist", "points": 2},
    ...         {"name": "Cy", "role": "conspirator", "points": 7}, {"name": "Di", "role": "conspirator", "points": 1}]
    >>> victory(rows)
    ('solo', ['Ada'])
    >>> rows[0]["points"] = 7
    >>> victory(rows)
    ('shared', ['Ada', 'Bo'])
    """
    vizier = next(row for row in rows if row["role"] == VIZIER)
    if all(vizier["points"] > row["points"] for row in rows if row is not vizier):
        return "solo", [vizier["name"]]
    court = [row for row in rows if row["role"] in (VIZIER, LOYALIST)]
    plotters = [row for row in rows if row["role"] == CONSPIRATOR]
    court_points, plotter_points = (sum(row["points"] for row in team) for team in (court, plotters))
    if court_points > plotter_points:
        return "shared", [row["name"] for row in court]
    if plotter_points > court_points:
        return "conspirators", [row["name"] for row in plotters]
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
        total = sum(item["points"] for item in items)
        rows.append({"name": player.name, "role": player.role, "points": total, "breakdown": items})
    kind, winners = victory(rows)
    result: dict[str, Any] = {
        "players": rows,
        "court": sum(row["points"] for row in rows if row["role"] in (VIZIER, LOYALIST)),
        "conspirators": sum(row["points"] for row in rows if row["role"] == CONSPIRATOR),
        "victory": kind,
        "winners": winners,
    }
    due = [player.name for player in players if all(player.holds(animal) > 0 for animal in table.animals)]
    if due:
        result["stampede_due"] = due  # rm-4.3: these menageries should already have stampeded
    return result


def role_title(role: str) -> str:
    """A role id as a title: ``grand-vizier`` → ``Grand Vizier``."""
    return role.replace("-", " ").title()


def explain(result: dict[str, Any]) -> list[str]:
    """Who won and why, in words, from a ``score`` result.

    >>> explain({"players": [{"name": "Ada", "role": "grand-vizier", "points": 8},
    ...     {"name": "Bo", "role": "loyalist", "points": 3},
    ...     {"name": "Cy", "role": "conspirator", "points": 5},
    ...     {"name": "Di", "role": "conspirator", "points": 0}], "court": 11, "conspirators": 5,
    ...     "victory": "solo", "winners": ["Ada"]})[0]
    'Ada (Grand Vizier) has 8, strictly more than everyone: solo victory.'
    """
    players = result["players"]
    vizier = next(player for player in players if player["role"] == VIZIER)
    court = " + ".join(player["name"] for player in players if player["role"] in (VIZIER, LOYALIST))
    plotters = " + ".join(player["name"] for player in players if player["role"] == CONSPIRATOR)
    teams = f"The court ({court}) has {result['court']} against the Conspirators' ({plotters}) {result['conspirators']}"
    opening = f"{vizier['name']} ({role_title(VIZIER)}) has {vizier['points']}"
    if result["victory"] == "solo":
        return lines_solo(opening, teams, result)
    rival = max((player for player in players if player is not vizier), key=lambda player: player["points"])
    return [
        f"{opening}, not strictly more than everyone ({rival['name']} has {rival['points']}): no solo victory.",
        f"{teams}: {VICTORY_TEXT[result['victory']]}.",
    ]


def lines_solo(opening: str, teams: str, result: dict[str, Any]) -> list[str]:
    """The lines of a solo victory."""
    lines = [f"{opening}, strictly more than everyone: solo victory."]
    if result["court"] > result["conspirators"]:
        lines.append(f"{teams}, but a solo victory is the Grand Vizier's alone.")
    return lines


# ── Checking a state ────────────────────────────────────────────────────────────────────────────────


def state_violations(players: list[Player], table: Table) -> list[Violation]:
    """Every rule of the game the table of play breaks, citing the game's rules (rm-1, rm-4); rm-7.1 for names."""
    found = []
    if len(players) != table.players:
        found.append(
            Violation(
                "rm-1.1",
                f"Royal Menagerie is for exactly {table.players} players, one per role card; "
                f"this table has {len(players)}",
                "players",
            )
        )
    seen: set[str] = set()
    for index, player in enumerate(players):
        if player.name in seen:
            found.append(
                Violation("rm-7.1", f"two players are named {describe(player.name)}", f"players[{index}].name")
            )
        seen.add(player.name)
    found += role_violations(players, table)
    for index, player in enumerate(players):
        for animal, count in player.menagerie.items():
            if not 0 <= count <= table.most:
                found.append(
                    Violation(
                        "rm-4.2",
                        f"{player.name}'s menagerie holds {count} {table.names[animal]}: "
                        f"a pen holds 0 to {table.most} animals",
                        f"players[{index}].menagerie.{animal}",
                    )
                )
    for card, copies in table.copies.items():
        seen_copies = copies_seen(card, players)
        if seen_copies > copies:
            found.append(
                Violation(
                    components_rule(card, table),
                    f"{counted(seen_copies, table.names[card] + ' card')} in menageries and hands, "
                    f"but the game has {copies}",
                    last_copy_path(card, players),
                )
            )
    for index, player in enumerate(players):
        if all(player.holds(animal) > 0 for animal in table.animals):
            found.append(
                Violation(
                    "rm-4.3",
                    f"{player.name}'s menagerie holds all {len(table.animals)} animal types: "
                    "that stampede would already have happened",
                    f"players[{index}].menagerie",
                )
            )
    return found


def role_violations(players: list[Player], table: Table) -> list[Violation]:
    """Roles other than the role cards deal (rule rm-1.1): a player too many or too few for a role, by name."""
    found = []
    deck = role_deck(table)
    for role, count in table.roles.items():
        holders = [index for index, player in enumerate(players) if player.role == role]
        title = role_title(role)
        article = "the" if count == 1 else "a"
        if len(holders) > count:
            extra = players[holders[count]].name
            found.append(
                Violation(
                    "rm-1.1",
                    f"{extra} is one {title} too many: the role cards are {deck}",
                    f"players[{holders[count]}].role",
                )
            )
        elif len(holders) < count:
            who = " and ".join(players[index].name for index in holders)
            found.append(
                Violation(
                    "rm-1.1",
                    f"{'only ' + who if who else 'nobody'} is {article} {title}: the role cards are {deck}",
                    "players",
                )
            )
    return found


def role_deck(table: Table) -> str:
    """The role cards in words: ``1 Grand Vizier, 1 Loyalist and 2 Conspirators``."""
    parts = [counted(count, role_title(role)) for role, count in table.roles.items()]
    return ", ".join(parts[:-1]) + f" and {parts[-1]}" if len(parts) > 1 else parts[0]


def components_rule(card: str, table: Table) -> str:
    """The rule that counts a play-deck card's copies: the animals (rm-1.3) or the actions (rm-1.4)."""
    return "rm-1.3" if card in table.animals else "rm-1.4"


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
    if state.get("move") is None:
        return check_result(violations)
    move = read_move(state["move"], players, table)
    if not violations:  # a move is judged on a legal table only (and so never among hundreds of players)
        violations = move_violations(move, players, table)
    play = describe_move(move, players, table)
    if violations:
        return check_result(violations, play=play, after=None, stampedes=[])
    after, stampedes = apply_move(move, players, table)
    return check_result(
        violations, play=play, after={"players": [player.as_json(table) for player in after]}, stampedes=stampedes
    )


def explain_check(result: dict[str, Any]) -> list[str]:
    """What a checked play does, in words, from a ``check`` result (nothing when no move was given).

    >>> explain_check({"valid": True, "violations": [], "play": "Ada gives Bo a Mammoth", "stampedes": ["Bo"],
    ...     "after": {"players": [{"name": "Ada", "role": "grand-vizier", "menagerie": {}},
    ...                           {"name": "Bo", "role": "loyalist", "menagerie": {"mammoth": 1}}]}})
    ['Ada gives Bo a Mammoth: legal. The menageries after it:', '  Ada: empty', '  Bo: mammoth 1', \
'Stampede! Bo discarded one animal of each type.']
    """
    if "after" not in result:
        return []
    if result["after"] is None:
        return [f"{result['play']}: not allowed, so the table stays as it was."]
    lines = [f"{result['play']}: legal. The menageries after it:"]
    for player in result["after"]["players"]:
        animals = ", ".join(f"{animal} {count}" for animal, count in player["menagerie"].items())
        lines.append(f"  {player['name']}: {animals or 'empty'}")
    lines += [f"Stampede! {name} discarded one animal of each type." for name in result["stampedes"]]
    return lines
