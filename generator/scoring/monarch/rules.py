"""Monarch: crowns per sister, the winners, and the legality of a table and of one move.

State (``docs: spec/state-formats.md``)::

    {"board": [{"land": "farm", "improvement": null}, ... 9 lands],          (optional)
     "players": [{"name": "Kayla", "court": ["astrologer", "scimitar"],
                  "guests": ["the-bore"], "banner": "might"}],
     "move": {...}}                                                          (optional, check only)

Crowns = court cards' crowns (printed ``crowns`` plus their declarative ``effects``, see
``effects``) + banner crowns − 1 per unwanted guest. Most crowns wins; ties share.

Moves (read by ``check`` only; ``score`` scores the table as it stands), each with the acting
sister's purse before the move::

    {"action": "buy", "player": "Kayla", "gold": 5, "food": 2, "card": "knight",
     "replace": "peacock", "discard": "the-bore"}        court card (replace/discard optional)
    {"action": "buy", ..., "card": "barracks", "land": 3}   improvement on board[3]
    {"action": "buy", ..., "card": "the-bore", "target": "Brian"}   unwanted guest
    {"action": "harvest" | "tax" | "sweep", "player": "Kayla", "gold": 5, "food": 2}
    {"action": "banner", "player": "Kayla", "gold": 5, "food": 2, "banner": "might"}

``check`` then adds ``after`` (the table after the move, without the move) and ``purse``
(``{"player", "gold", "food"}`` after it), both null when the table or the move breaks a rule.
"""

from __future__ import annotations

from typing import Any

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
from generator.scoring.monarch.effects import PATHS, READS_BOARD, Surroundings, court_card_crowns, effect_problems
from generator.scoring.monarch.moves import apply_move, move_problems
from generator.scoring.monarch.state import (
    CONSTANTS,
    IMPROVEMENT_KIND,
    LAND_TYPES,
    Player,
    Table,
    copy_problems,
    id_problems,
    read_table,
    table_as_json,
)
from generator.scoring.words import counted

VOCABULARY = {"improvements": IMPROVEMENT_KIND, "paths": PATHS, "reads_board": READS_BOARD}
"""The words of the rules a calculator shows: the kind of improvement each land takes, the paths of leadership,
and the effects that count the board."""

BANNER_IDS = ("might", "culture", "wisdom", "bounty", "balance")
SPEC_CARDS = ("astrologer", "fireworks", "scimitar")


# ---- scoring --------------------------------------------------------------------------------------


def _board_tops(table: Table, catalog: Catalog) -> tuple[tuple[str, dict[str, Any] | None], ...]:
    return tuple(
        (land.land, None if land.improvement is None else catalog.card(land.improvement)) for land in table.board or ()
    )


def _score_player(player: Player, table: Table, catalog: Catalog) -> dict[str, Any]:
    """One sister's crowns and the breakdown of where each came from (ids already checked)."""
    court = tuple(catalog.card(card_id) or {} for card_id in player.court)
    names = {str(card["id"]): str(card["name"]) for card in catalog.of_kind("court")}
    here = Surroundings(court=court, guests=len(player.guests), board=_board_tops(table, catalog), names=names)
    breakdown = []
    for position, card in enumerate(court):
        points, detail = court_card_crowns(here, position)
        breakdown.append(
            {"label": card["name"], "points": points, "card": card["id"], "source": "court", "detail": detail}
        )
    if player.banner is not None:
        banner = catalog.card(player.banner) or {}
        breakdown.append(
            {
                "label": banner["name"],
                "points": banner["crowns"],
                "card": banner["id"],
                "source": "banner",
                "detail": f"banner: {banner['crowns']}",
            }
        )
    for guest_id in player.guests:
        guest = catalog.card(guest_id) or {}
        breakdown.append(
            {
                "label": guest["name"],
                "points": -catalog.constant("guest_penalty"),
                "card": guest_id,
                "source": "guest",
                "detail": f"unwanted guest: {-catalog.constant('guest_penalty')}",
            }
        )
    return {"name": player.name, "crowns": sum(item["points"] for item in breakdown), "breakdown": breakdown}


def crowns_of(table: Table, catalog: Catalog) -> list[int]:
    """Each sister's crowns, in seat order, for a table whose ids are known to be right."""
    return [_score_player(player, table, catalog)["crowns"] for player in table.players]


def score(state: Any, catalog: Catalog) -> dict[str, Any]:
    """Crowns per sister with a breakdown per card, and the winners (all who tie for the most).

    >>> from generator.scoring.catalog import load_catalog
    >>> result = score({"players": [{"name": "Kayla", "court": ["astrologer", "scimitar"]},
    ...                             {"name": "Brian", "court": ["astrologer", "fireworks"]}]},
    ...                load_catalog("monarch"))
    >>> [(p["name"], p["crowns"]) for p in result["players"]], result["winners"]
    ([('Kayla', 5), ('Brian', 3)], ['Kayla'])
    """
    table = read_table(state)
    unique_names([player.name for player in table.players], "players")
    problems = id_problems(table, catalog)
    if problems:
        raise StateError(problems[0].path, problems[0].message)
    players = [_score_player(player, table, catalog) for player in table.players]
    best = max((player["crowns"] for player in players), default=None)
    return {"players": players, "winners": [player["name"] for player in players if player["crowns"] == best]}


# ---- checking the table ------------------------------------------------------------------------------


def _board_problems(table: Table, catalog: Catalog) -> list[Violation]:
    """A board of the wrong size or mix, and improvements on the wrong kind of land."""
    if table.board is None:
        return []
    problems = []
    if len(table.board) != catalog.constant("board_lands"):
        lands = counted(len(table.board), "land")
        problems.append(Violation("mo-2.1", f"the board holds {lands}, not {catalog.constant('board_lands')}", "board"))
    for land_type in LAND_TYPES:
        boards = sum(card["count"] for card in catalog.of_kind("land") if card.get("land") == land_type)
        placed = sum(1 for land in table.board if land.land == land_type)
        if placed > boards:
            problems.append(
                Violation(
                    "mo-1.2",
                    f"the board holds {counted(placed, land_type)}, but the game has "
                    f"{counted(boards, land_type + ' board')}",
                    "board",
                )
            )
    for index, land in enumerate(table.board):
        card = catalog.card(land.improvement) if land.improvement else None
        # A card that is no improvement at all is reported once, as such (mo-10.1).
        if card is None:
            continue
        wrong_land = card["kind"] != IMPROVEMENT_KIND[land.land]
        if wrong_land and card["kind"] in IMPROVEMENT_KIND.values():
            problems.append(
                Violation(
                    "mo-5.5",
                    f"{card['name']} is a {card['kind'].replace('-', ' ')}, it cannot lie on a {land.land}",
                    key_path(index_path("board", index), "improvement"),
                )
            )
    return problems


def _player_problems(table: Table, catalog: Catalog) -> list[Violation]:
    """Player count, duplicate names, over-full courts and banners held twice."""
    problems = []
    fewest, most = catalog.game["players"]
    if not fewest <= len(table.players) <= most:
        problems.append(
            Violation(
                "mo-1.5", f"{counted(len(table.players), 'player')}; Monarch is played by {fewest} to {most}", "players"
            )
        )
    names: set[str] = set()
    bearers: dict[str, str] = {}
    for index, player in enumerate(table.players):
        path = index_path("players", index)
        if player.name in names:
            problems.append(
                Violation("mo-10.4", f"two players are named {describe(player.name)}", key_path(path, "name"))
            )
        names.add(player.name)
        if len(player.court) > (limit := catalog.constant("court_limit")):
            court = counted(len(player.court), "court card")
            problems.append(
                Violation("mo-5.2", f"{player.name}'s court holds {court}, more than {limit}", key_path(path, "court"))
            )
        if player.banner is not None and player.banner in bearers:
            banner = (catalog.card(player.banner) or {}).get("name", player.banner)
            problems.append(
                Violation(
                    "mo-7.2",
                    f"{banner} is held by both {bearers[player.banner]} and {player.name}",
                    key_path(path, "banner"),
                )
            )
        if player.banner is not None:
            bearers.setdefault(player.banner, player.name)
    return problems


def _table_problems(table: Table, catalog: Catalog) -> list[Violation]:
    """Every rule the table itself breaks, the unknown ids first."""
    return (
        id_problems(table, catalog)
        + _player_problems(table, catalog)
        + _board_problems(table, catalog)
        + copy_problems(table, catalog)
    )


def check(state: Any, catalog: Catalog) -> dict[str, Any]:
    """Check a table (and its optional move) against the rules.

    >>> from generator.scoring.catalog import load_catalog
    >>> result = check({"players": [{"name": "Kayla", "court": ["scimitar", "scimitar"], "banner": "might"},
    ...                             {"name": "Brian", "court": [], "banner": "might"}]}, load_catalog("monarch"))
    >>> [(v["rule"], v["path"]) for v in result["violations"]]
    [('mo-7.2', 'players[1].banner'), ('mo-1.1', 'players[0].court[1]')]
    """
    table = read_table(state)
    violations = _table_problems(table, catalog)
    if table.move is None:
        return check_result(violations)
    if not violations:
        violations = move_problems(table, table.move, catalog)
    if violations:
        return check_result(violations, after=None, purse=None)
    after, purse = apply_move(table, table.move, catalog)
    return check_result([], after=table_as_json(after), purse={"player": table.move.player, **purse})


# ---- the card data ---------------------------------------------------------------------------------


def listing_extras(card: dict[str, Any], catalog: Catalog) -> dict[str, Any]:
    """``path``, ``cost`` (gold), ``food_cost``, ``crowns``, ``printed_crowns`` and ``produces`` for the listing.

    ``crowns`` is what the card always scores: an integer when fixed, null when it depends on other
    cards (it has effects); ``printed_crowns`` is the number printed on the card, null when none is.

    >>> from generator.scoring.catalog import load_catalog
    >>> catalog = load_catalog("monarch")
    >>> astrologer = listing_extras({"kind": "court", "path": "wisdom", "cost": 4, "crowns": 4,
    ...                 "effects": [{"effect": "with-card", "card": "fireworks", "crowns": -4}]}, catalog)
    >>> astrologer
    {'path': 'wisdom', 'cost': 4, 'food_cost': 0, 'crowns': None, 'printed_crowns': 4, 'produces': None}
    >>> [listing_extras({"kind": "court", "path": "might", "cost": 3, "crowns": 2}, catalog)[key]
    ...  for key in ("crowns", "printed_crowns")]
    [2, 2]
    """
    kind = card.get("kind")
    path = card.get("path")
    extras: dict[str, Any] = {
        "path": path if path in PATHS else None,
        "cost": None,
        "food_cost": None,
        "crowns": None,
        "printed_crowns": None,
        "produces": card.get("produces"),
    }
    if kind in ("court", "farm-improvement", "village-improvement", "guest"):
        extras |= {"cost": card.get("cost"), "food_cost": card.get("food_cost", 0)}
    if kind in ("court", "banner"):
        extras["printed_crowns"] = card.get("crowns")
        extras["crowns"] = None if card.get("effects") else card.get("crowns")
    elif kind == "guest":
        penalty = catalog.constant("guest_penalty")
        extras["crowns"] = extras["printed_crowns"] = -penalty
    return extras


def _court_card_problems(card: dict[str, Any], court_ids: set[str]) -> list[tuple[str, str, str]]:
    card_id = str(card.get("id"))
    effects = card.get("effects", [])
    problems = [
        (card_id, "effects", message)
        for effect in (effects if isinstance(effects, list) else [])
        for message in effect_problems(effect, court_ids)
    ]
    if "crowns" not in card and not effects:
        problems.append((card_id, "crowns", "a court card needs printed crowns, effects, or both"))
    food_cost = card.get("food_cost", 0)
    if card.get("path") == "bounty" and not (isinstance(food_cost, int) and food_cost > 0):
        problems.append((card_id, "food_cost", "a Bounty court card costs gold and food: expected food_cost >= 1"))
    if card.get("path") != "bounty" and food_cost:
        problems.append((card_id, "food_cost", "only Bounty court cards cost food"))
    return problems


def catalog_problems(catalog: Catalog) -> list[tuple[str, str, str]]:
    """Data checks only scoring understands: effects, the spec's cards, banners, improvements.

    >>> from generator.scoring.catalog import load_catalog
    >>> catalog_problems(load_catalog("monarch"))
    []
    """
    cards = [card for card in catalog.cards if isinstance(card, dict)]
    court_ids = {str(card.get("id")) for card in cards if card.get("kind") == "court"}
    problems = [
        problem for card in cards if card.get("kind") == "court" for problem in _court_card_problems(card, court_ids)
    ]
    problems += catalog.constant_problems(CONSTANTS)
    problems += [
        (card_id, "id", f"the spec's court card {card_id!r} is missing")
        for card_id in SPEC_CARDS
        if card_id not in court_ids
    ]
    banners = sorted(str(card.get("id")) for card in cards if card.get("kind") == "banner")
    if banners != sorted(BANNER_IDS):
        problems.append(("", "", f"expected the banners {', '.join(BANNER_IDS)}; got {', '.join(banners) or 'none'}"))
    base = {card.get("land"): card.get("produces") for card in cards if card.get("kind") == "land"}
    for land_type in IMPROVEMENT_KIND:
        if not isinstance(base.get(land_type), int):
            problems.append(
                ("", "", f'expected a land board (kind = "land", land = "{land_type}") with a number produces')
            )
    for card in cards:
        if card.get("move") == "exchange" and not isinstance(card.get("exchange_give"), int):
            problems.append((str(card.get("id")), "exchange_give", "expected what the exchange gives (a whole number)"))
    for card in cards:
        land = next((land for land, kind in IMPROVEMENT_KIND.items() if kind == card.get("kind")), None)
        produces, bare = card.get("produces"), base.get(land)
        if land and isinstance(produces, int) and isinstance(bare, int) and produces <= bare:
            problems.append(
                (str(card.get("id")), "produces", f"an improvement must produce more than a bare {land} ({bare})")
            )
    return problems


# ---- readable output --------------------------------------------------------------------------------


def _variable_cards(player: dict[str, Any]) -> list[str]:
    """How each court card whose crowns depend on other cards scored, e.g. ``Kayla's Scimitar: …``."""
    return [
        f"{player['name']}'s {item['label']}: {item['detail']}"
        for item in player.get("breakdown", [])
        if item.get("source") == "court" and item.get("detail") != f"printed {item['points']}"
    ]


def explain(result: dict[str, Any]) -> list[str]:
    """Who won, by how much, the order of the others, and how the cards that depend on others scored.

    >>> explain({"players": [{"name": "Kayla", "crowns": 9}, {"name": "Brian", "crowns": 7}],
    ...          "winners": ["Kayla"]})
    ['Kayla becomes Monarch with 9 crowns, 2 ahead of Brian.', 'Crowns: Kayla 9, Brian 7.']
    """
    players = sorted(result["players"], key=lambda player: -player["crowns"])
    if not players:
        return ["No sisters, no Monarch."]
    winners = result["winners"]
    top = players[0]["crowns"]
    if len(winners) > 1:
        names = ", ".join(winners[:-1]) + f" and {winners[-1]}"
        headline = f"{names} tie with {counted(top, 'crown')} each and share the throne."
    else:
        runner_up = next((player for player in players if player["name"] != winners[0]), None)
        lead = f", {top - runner_up['crowns']} ahead of {runner_up['name']}" if runner_up else ""
        headline = f"{winners[0]} becomes Monarch with {counted(top, 'crown')}{lead}."
    ranking = "Crowns: " + ", ".join(f"{player['name']} {player['crowns']}" for player in players) + "."
    return [headline, ranking, *(line for player in result["players"] for line in _variable_cards(player))]


def explain_check(result: dict[str, Any]) -> list[str]:
    """Say what the move leads to, when the state carried one.

    >>> explain_check({"valid": True, "violations": [], "after": {},
    ...                "purse": {"player": "Kayla", "gold": 2, "food": 3}})
    ['The move is legal; afterwards Kayla holds 2 gold and 3 food.']
    """
    if "after" not in result:
        return []
    if result["after"] is None:
        return ["The move cannot be made here (see the violations above)."]
    purse = result["purse"]
    return [f"The move is legal; afterwards {purse['player']} holds {purse['gold']} gold and {purse['food']} food."]


__all__ = ["catalog_problems", "check", "explain", "explain_check", "listing_extras", "score"]
