"""Animal Kingdoms: empires through the chain of command, the winning chain, table checks and moves.

State (``pnp score animal-kingdoms`` / ``pnp check animal-kingdoms``)::

    {"mode": "conquest",                       # or "mustering" (two players); default "conquest"
     "players": [{"name": "Red", "kingdoms": ["sunmane"], "liege": null, "seat": "sunmane"},
                 {"name": "Blue", "kingdoms": ["reefmaw"], "liege": "Red"}],
     "armies": {"reefmaw": [{"army": "sunmane-vanguard", "owner": "Red"}]},    # optional
     "retreated": [{"army": "reefmaw-hunters", "kingdom": "reefmaw"}],         # optional
     "turn": {"player": "Red", "actions": 1, "acted": ["sunmane-vanguard"], "extra_march": false},
     "move": {"action": "capture", "player": "Red", "army": "sunmane-vanguard", "kingdom": "reefmaw"}}

``liege`` names the player holding this player's crown; ``seat`` (optional) is the kingdom a free
player's crown lies under. ``armies`` lists the armies standing on kingdoms (every other army is in
its owner's hand, or in the army deck while its kingdom is free); ``retreated`` the armies that may
not yet march back onto a kingdom; ``turn`` the current turn so far. ``move`` is one of::

    {"action": "march", "player", "army", "kingdom": KINGDOM-ID | "wilderness",
     "force_retreat"?: ARMY-ID, "fleet"?: bool, "wilderness"?: CARD-ID}
    {"action": "capture", "player", "army", "kingdom", "raid"?: KINGDOM-ID, "crown_to"?: KINGDOM-ID,
     "wilderness"?: CARD-ID}
    {"action": "battle", "player", "army", "target": ARMY-ID, "wilderness"?: CARD-ID}
    {"action": "seize-crown", "player", "army", "kingdom", "wilderness"?: CARD-ID}
    {"action": "manage-vassal", "player", "kingdom", "to": PLAYER, "wilderness"?: CARD-ID}
    {"action": "end-turn", "player"}

``score`` gives each player's kingdoms and empire (own kingdoms plus everything below it in its chain
of command), the Emperor (a player without a liege whose empire holds a majority of the kingdoms)
and the winners (the Emperor's whole chain). ``check`` reports every rule the table breaks and, for
a legal move, adds ``"play"`` (the move in words) and ``"after"`` (the table after it); see rules
ak-9 and ak-10 on the rules site.
"""

from __future__ import annotations

from typing import Any

from generator.scoring.animal_kingdoms.chain import Chains
from generator.scoring.animal_kingdoms.moves import CARD_ACTIONS, ON_THEIR_OWN, REACTIONS, check_move, describe_move
from generator.scoring.animal_kingdoms.state import (
    CONSTANTS,
    MODES,
    SPECIALISATIONS,
    Cards,
    Player,
    Table,
    card_facts,
    read_state,
)
from generator.scoring.catalog import Catalog
from generator.scoring.core import (
    StateError,
    Violation,
    check_result,
    describe,
    index_path,
    key_path,
    unique_names,
)
from generator.scoring.words import counted

VOCABULARY = {"modes": MODES}
"""The words of the rules a calculator shows: the modes of play, conquest first (the default)."""


def score(state: Any, catalog: Catalog) -> dict[str, Any]:
    """Kingdoms and empire of every player, the Emperor and the winning chain.

    >>> from generator.scoring.catalog import load_catalog
    >>> result = score({"players": [
    ...     {"name": "Red", "kingdoms": ["sunmane", "hornfast", "tallreach", "greymarch", "reefmaw"],
    ...      "liege": None},
    ...     {"name": "Blue", "kingdoms": ["blackwater", "honeyhold", "rootmarch"], "liege": "Red"},
    ...     {"name": "Green", "kingdoms": ["duneplume"], "liege": "Blue"},
    ...     {"name": "Gold", "kingdoms": ["wyrmdeep"], "liege": None}]}, load_catalog("animal-kingdoms"))
    >>> [(player["name"], player["empire"]) for player in result["players"]]
    [('Red', 9), ('Blue', 4), ('Green', 1), ('Gold', 1)]
    >>> result["emperor"], result["winners"]
    ('Red', ['Red', 'Blue', 'Green'])
    """
    cards = card_facts(catalog)
    table = read_state(state)
    _require_readable(table, cards)
    players = table.players
    chains = Chains(players)
    empires = chains.empires()
    ranks = chains.ranks()
    emperor = _find_emperor(table, cards, empires)
    winners = [] if emperor is None else [emperor, *chains.below(emperor)]
    return {
        "players": [_player_result(player, chains, empires, ranks[player.name]) for player in players],
        "emperor": emperor,
        "winners": winners,
        "majority": cards.majority,
        "free_kingdoms": len(cards.kingdoms) - sum(len(player.kingdoms) for player in players),
    }


def _player_result(player: Player, chains: Chains, empires: dict[str, int], rank: int) -> dict[str, Any]:
    """One player's row of the score: own kingdoms, empire, place in the chain and the breakdown."""
    vassals = chains.vassals_of(player.name)
    breakdown = [{"label": "own kingdoms", "points": len(player.kingdoms)}]
    breakdown += [{"label": f"{vassal}'s empire", "points": empires[vassal]} for vassal in vassals]
    return {
        "name": player.name,
        "kingdoms": len(player.kingdoms),
        "empire": empires[player.name],
        "liege": player.liege,
        "vassals": vassals,
        "rank": rank,
        "title": chains.title(player.name, rank),
        "breakdown": breakdown,
    }


def _require_readable(table: Table, cards: Cards) -> None:
    """Raise ``StateError`` for what scoring cannot read past: too many players, unknown ids, names or loops."""
    names = [player.name for player in table.players]
    if len(names) > cards.crowns:
        raise StateError(
            "players",
            f"{counted(len(names), 'player')}, but the game has {counted(cards.crowns, 'Crown card')}, one per player",
        )
    unique_names(names, "players")
    known = set(names)
    looping = Chains(table.players).looping()
    for index, player in enumerate(table.players):
        path = index_path("players", index)
        for position, kingdom in enumerate(player.kingdoms):
            if kingdom not in cards.army_of:
                raise StateError(index_path(key_path(path, "kingdoms"), position), f"unknown kingdom {kingdom!r}")
        if player.liege is not None and player.liege not in known:
            raise StateError(key_path(path, "liege"), f"no player named {player.liege!r}")
        if player.name in looping:
            raise StateError(key_path(path, "liege"), "the chain of lieges loops back on itself")


def _find_emperor(table: Table, cards: Cards, empires: dict[str, int]) -> str | None:
    """The first player without a liege whose empire holds a majority of the kingdoms, or None."""
    return next(
        (player.name for player in table.players if player.liege is None and empires[player.name] >= cards.majority),
        None,
    )


def check(state: Any, catalog: Catalog) -> dict[str, Any]:
    """Every rule the table breaks; for a legal move also ``"after"``, the table after it.

    >>> from generator.scoring.catalog import load_catalog
    >>> result = check({"players": [
    ...     {"name": "Red", "kingdoms": ["sunmane", "hornfast"], "liege": None},
    ...     {"name": "Blue", "kingdoms": ["hornfast"], "liege": "Red"}]}, load_catalog("animal-kingdoms"))
    >>> [(v["rule"], v["path"]) for v in result["violations"]]
    [('ak-9.3', 'players[1].kingdoms[0]')]
    """
    cards = card_facts(catalog)
    table = read_state(state)
    violations = _table_violations(table, cards, catalog.game["players"][0])
    if table.move is None:
        return check_result(violations)
    if violations:
        return check_result(violations, play=None, after=None)
    emperor = _find_emperor(table, cards, Chains(table.players).empires())
    move_violations, after = check_move(table, cards, emperor is not None)
    if move_violations:
        return check_result(move_violations, play=None, after=None)
    return check_result([], play=describe_move(table, cards), after=after.as_json())


def _table_violations(table: Table, cards: Cards, fewest: int) -> list[Violation]:
    """Every rule of section ak-9 that the described table breaks (``fewest``: the smallest player count)."""
    return (
        _player_violations(table, cards, fewest)
        + _liege_violations(table)
        + _army_violations(table, cards)
        + _turn_violations(table, cards)
    )


def _player_violations(table: Table, cards: Cards, fewest: int) -> list[Violation]:
    found: list[Violation] = []
    players = table.players
    if len(players) < fewest:
        found.append(
            Violation("ak-1.3", f"a game needs at least {counted(fewest, 'player')}, got {len(players)}", "players")
        )
    if len(players) > cards.crowns:
        found.append(
            Violation(
                "ak-1.3",
                f"the game has {counted(cards.crowns, 'Crown card')}, so at most {counted(cards.crowns, 'player')}; "
                f"got {len(players)}",
                "players",
            )
        )
    if table.mode == "mustering" and len(players) > (mustering := cards.constants["mustering_players"]):
        found.append(
            Violation("ak-8.3", f"Mustering is for {counted(mustering, 'player')}, got {len(players)}", "players")
        )
    first_holder: dict[str, str] = {}
    seen_names: set[str] = set()
    for index, player in enumerate(players):
        path = index_path("players", index)
        if player.name in seen_names:
            found.append(Violation("ak-9.1", f"two players are named {describe(player.name)}", key_path(path, "name")))
        seen_names.add(player.name)
        if not player.kingdoms:
            found.append(Violation("ak-4.5", f"{player.name} holds no kingdom", key_path(path, "kingdoms")))
        for position, kingdom in enumerate(player.kingdoms):
            kingdom_path = index_path(key_path(path, "kingdoms"), position)
            if kingdom not in cards.army_of:
                found.append(Violation("ak-9.2", f"unknown kingdom {kingdom!r}", kingdom_path))
            elif kingdom in first_holder:
                found.append(
                    Violation(
                        "ak-9.3", f"{cards.name(kingdom)} is already held by {first_holder[kingdom]}", kingdom_path
                    )
                )
            else:
                first_holder[kingdom] = player.name
        if player.seat is not None and player.seat not in player.kingdoms:
            found.append(
                Violation(
                    "ak-2.3",
                    f"{player.name}'s crown lies under {cards.name(player.seat)}, which {player.name} does not hold",
                    key_path(path, "seat"),
                )
            )
        if player.seat is not None and player.liege is not None:
            found.append(
                Violation(
                    "ak-7.1",
                    f"{player.name} is a vassal: their crown lies under {player.liege}'s crown, not under a kingdom",
                    key_path(path, "seat"),
                )
            )
    return found


def _liege_violations(table: Table) -> list[Violation]:
    found: list[Violation] = []
    names = {player.name for player in table.players}
    looping = Chains(table.players).looping()
    for index, player in enumerate(table.players):
        path = key_path(index_path("players", index), "liege")
        if player.liege is None:
            continue
        if table.mode == "mustering":
            found.append(Violation("ak-8.3", f"{player.name} is a vassal, but Mustering has no vassals", path))
        if player.liege not in names:
            found.append(Violation("ak-9.5", f"no player named {player.liege!r}", path))
        elif player.liege == player.name:
            found.append(Violation("ak-9.5", f"{player.name} cannot be their own liege", path))
        elif player.name in looping:
            found.append(Violation("ak-9.5", f"the chain of lieges above {player.name} loops back on itself", path))
    return found


def _army_violations(table: Table, cards: Cards) -> list[Violation]:
    found: list[Violation] = []
    seen: set[str] = set()
    for kingdom, standing in table.armies.items():
        kingdom_path = key_path("armies", kingdom)
        if kingdom not in cards.army_of:
            found.append(Violation("ak-9.2", f"unknown kingdom {kingdom!r}", kingdom_path))
        for index, entry in enumerate(standing):
            path = index_path(kingdom_path, index)
            if entry.army not in cards.kingdom_of:
                found.append(Violation("ak-9.2", f"unknown army {entry.army!r}", key_path(path, "army")))
                continue
            if entry.army in seen:
                found.append(Violation("ak-9.8", f"{cards.name(entry.army)} stands on two kingdoms at once", path))
            seen.add(entry.army)
            holder = table.holder(cards.kingdom_of[entry.army])
            if holder is None:
                found.append(
                    Violation(
                        "ak-3.4",
                        f"{cards.name(entry.army)} belongs to the free kingdom "
                        f"{cards.name(cards.kingdom_of[entry.army])}: it is still in the army deck",
                        path,
                    )
                )
            elif entry.owner is not None and entry.owner != holder.name:
                found.append(
                    Violation(
                        "ak-9.8",
                        f"{cards.name(entry.army)} belongs to {holder.name}, who holds "
                        f"{cards.name(cards.kingdom_of[entry.army])}, not to {entry.owner}",
                        key_path(path, "owner"),
                    )
                )
    for index, (army, kingdom) in enumerate(table.retreated):
        path = index_path("retreated", index)
        if army not in cards.kingdom_of:
            found.append(Violation("ak-9.2", f"unknown army {army!r}", key_path(path, "army")))
        if kingdom not in cards.army_of:
            found.append(Violation("ak-9.2", f"unknown kingdom {kingdom!r}", key_path(path, "kingdom")))
        elif table.position(army) == kingdom:
            found.append(
                Violation(
                    "ak-4.7",
                    f"{cards.name(army)} stands on {cards.name(kingdom)}, which it was forced to leave "
                    "and may not yet return to",
                    path,
                )
            )
    return found


def _turn_violations(table: Table, cards: Cards) -> list[Violation]:
    turn = table.turn
    if turn is None:
        return []
    found: list[Violation] = []
    if table.player(turn.player) is None:
        found.append(Violation("ak-9.9", f"no player named {turn.player!r}", "turn.player"))
    most = cards.constants["actions_per_turn"] + 1  # one more with Forced March
    if turn.actions > most:
        found.append(
            Violation(
                "ak-3.2",
                f"a turn has at most {most} actions ({most - 1}, one more with a Wilderness card), got {turn.actions}",
                "turn.actions",
            )
        )
    for index, army in enumerate(turn.acted):
        path = index_path("turn.acted", index)
        if army not in cards.kingdom_of:
            found.append(Violation("ak-9.2", f"unknown army {army!r}", path))
            continue
        holder = table.holder(cards.kingdom_of[army])
        if holder is None or holder.name != turn.player:
            found.append(
                Violation("ak-9.9", f"{cards.name(army)} is not an army of {turn.player}, whose turn it is", path)
            )
    return found


def explain(result: dict[str, Any]) -> list[str]:
    """Who won and why, in a few readable lines (``pnp score``).

    >>> explain({"players": [
    ...     {"name": "Red", "empire": 9, "liege": None, "vassals": ["Blue"], "title": "Emperor"},
    ...     {"name": "Blue", "empire": 3, "liege": "Red", "vassals": [], "title": "Count"}],
    ...     "emperor": "Red", "winners": ["Red", "Blue"], "majority": 9, "free_kingdoms": 7})[1][:49]
    'Red is Emperor: an empire of 9 kingdoms, at least'
    """
    lines = []
    for player in result["players"]:
        if player["vassals"]:
            lines.append(
                f"{player['name']} ({player['title']}) commands {', '.join(player['vassals'])}: "
                f"empire of {counted(player['empire'], 'kingdom')}."
            )
    emperor = result["emperor"]
    if emperor is None:
        leader = max(
            result["players"],
            key=lambda player: player["empire"] if player["liege"] is None else -1,
            default=None,
        )
        lines.append(
            f"No empire holds {counted(result['majority'], 'kingdom')} yet"
            + (f"; the largest free empire is {leader['name']}'s with {leader['empire']}." if leader else ".")
            + f" {counted(result['free_kingdoms'], 'kingdom is', 'kingdoms are')} still free."
        )
        return lines
    size = next(player["empire"] for player in result["players"] if player["name"] == emperor)
    chain = [name for name in result["winners"] if name != emperor]
    lines.append(
        f"{emperor} is Emperor: an empire of {counted(size, 'kingdom')}, at least the {result['majority']} needed."
        + (f" Their chain of command wins with them: {', '.join(chain)}." if chain else "")
    )
    return lines


def explain_check(result: dict[str, Any]) -> list[str]:
    """Whether a checked move was legal and, if so, the holdings after it (``pnp check``).

    >>> explain_check({"valid": True, "violations": [], "play": "Red gives Tallreach to Blue",
    ...     "after": {"players": [{"name": "Red", "kingdoms": ["sunmane"], "liege": None},
    ...         {"name": "Blue", "kingdoms": ["greymarch", "tallreach"], "liege": "Red"}]}})[:2]
    ['Legal move: Red gives Tallreach to Blue.', 'After it: Red: 1 kingdom; Blue: 2 kingdoms, vassal of Red.']
    """
    after = result.get("after")
    if after is None:
        moves = [violation for violation in result["violations"] if violation["path"].startswith("move")]
        return ["The table breaks no rule, but the move is not legal."] if moves else []
    holdings = "; ".join(
        f"{player['name']}: {counted(len(player['kingdoms']), 'kingdom')}"
        + (f", vassal of {player['liege']}" if player["liege"] else "")
        for player in after["players"]
    )
    return [
        f"Legal move: {result['play']}.",
        f"After it: {holdings}.",
        "(--json shows the whole table after it.)",
    ]


def catalog_problems(catalog: Catalog) -> list[tuple[str, str, str]]:
    """Data checks only scoring understands: kingdoms and armies pair up, specialisations and effects are known.

    >>> from generator.scoring.catalog import load_catalog
    >>> catalog_problems(load_catalog("animal-kingdoms"))
    []
    """
    problems: list[tuple[str, str, str]] = catalog.constant_problems(CONSTANTS)
    kingdoms = {card["id"]: card for card in catalog.of_kind("kingdom")}
    armies = {card["id"]: card for card in catalog.of_kind("army")}
    for kingdom_id, kingdom in kingdoms.items():
        army = armies.get(kingdom.get("army", ""))
        if army is None:
            problems.append((kingdom_id, "army", f"names no army card (got {kingdom.get('army')!r})"))
        elif army.get("kingdom") != kingdom_id:
            problems.append((kingdom_id, "army", f"its army {army['id']} belongs to {army.get('kingdom')!r}"))
        if kingdom_id == "wilderness":
            problems.append((kingdom_id, "id", "'wilderness' is the march target of the Wilderness deck"))
    for army_id, army in armies.items():
        if army.get("kingdom") not in kingdoms:
            problems.append((army_id, "kingdom", f"names no kingdom card (got {army.get('kingdom')!r})"))
        specialisations = army.get("specialisations", [])
        unknown = [name for name in specialisations if name not in SPECIALISATIONS]
        if unknown:
            problems.append(
                (
                    army_id,
                    "specialisations",
                    f"unknown {', '.join(map(repr, unknown))} (expected {', '.join(SPECIALISATIONS)})",
                )
            )
        elif len(set(specialisations)) not in (1, len(SPECIALISATIONS)):
            problems.append(
                (
                    army_id,
                    "specialisations",
                    f"expected one specialisation, or all four for the Elder Dragon; got {len(specialisations)}",
                )
            )
    everything = [
        army_id for army_id, army in armies.items() if set(army.get("specialisations", [])) == set(SPECIALISATIONS)
    ]
    if len(everything) != 1:
        problems.append(
            (
                "",
                "specialisations",
                f"expected exactly one army with all four specialisations (the Elder Dragon), found {len(everything)}",
            )
        )
    known = sorted({*CARD_ACTIONS, *REACTIONS, *ON_THEIR_OWN})
    for card in catalog.of_kind("wilderness"):
        if card.get("effect") not in known:
            problems.append(
                (card["id"], "effect", f"unknown effect {card.get('effect')!r} (expected one of: {', '.join(known)})")
            )
    crowns = sum(int(card["count"]) for card in catalog.of_kind("crown"))
    fewest, most = catalog.game["players"]
    if crowns < fewest or crowns != most:
        problems.append(
            ("", "count", f"expected {most} crowns, one per player of the most the game takes, found {crowns}")
        )
    return problems


def listing_extras(card: dict[str, Any], _catalog: Catalog) -> dict[str, Any]:
    """Extra fields of ``pnp cards animal-kingdoms --json``: an army's kingdom and specialisations, etc.

    >>> from generator.scoring.catalog import load_catalog
    >>> listing_extras({"kind": "army", "kingdom": "sunmane", "specialisations": ["attackers"], "count": 1},
    ...                load_catalog("animal-kingdoms"))
    {'kingdom': 'sunmane', 'specialisations': ['attackers']}
    """
    keys = {
        "kingdom": ("species", "realm", "army"),
        "army": ("kingdom", "specialisations"),
        "wilderness": ("effect",),
    }.get(card["kind"], ())
    return {key: card[key] for key in keys}
