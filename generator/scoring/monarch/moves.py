"""Monarch's moves: is a purchase, harvest, tax, sweep or banner legal here, and what table follows.

The move format is described in ``generator.scoring.monarch.rules``. The market row is hidden, so a card
bought is assumed to be on offer; everything else the rules say about a purchase is checked.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from generator.scoring.catalog import Catalog
from generator.scoring.core import Violation, key_path
from generator.scoring.monarch.effects import PATHS
from generator.scoring.monarch.state import IMPROVEMENT_KIND, Land, Move, Player, Table, copy_problems
from generator.scoring.words import counted

ABILITIES = ("clear", "discard-top", "exchange")
"""The moves of banner abilities (a banner's ``move`` field names its own)."""


def production(land: Land, catalog: Catalog) -> int:
    """What a land produces: its top improvement's number, or that of its bare land board.

    >>> from generator.scoring.catalog import load_catalog
    >>> catalog = load_catalog("monarch")
    >>> production(Land("farm", "orchard"), catalog), production(Land("farm", None), catalog)
    (3, 1)
    """
    card = catalog.card(land.improvement) if land.improvement else None
    if card is None:  # catalog_problems has made sure the data has a land board for each land
        card = next(board for board in catalog.of_kind("land") if board.get("land") == land.land)
    return int(card["produces"])


def placing_bonus(card: dict[str, Any], earlier: int, later: int) -> int:
    """What an improvement gives its buyer at once (rule mo-5.5): its ``bonus``, and its ``catch_up`` too when
    more sisters play after her this round (``later``), and so harvest or tax with it before she can, than
    have played before her (``earlier``).

    >>> seats = ((0, 1), (1, 0), (1, 1), (1, 2))  # (earlier, later): 2 sisters, then the second and third of 3 and 4
    >>> [placing_bonus({"bonus": 2, "catch_up": 1}, earlier, later) for earlier, later in seats]
    [3, 2, 2, 3]
    """
    return int(card.get("bonus", 0)) + (int(card.get("catch_up", 0)) if later > earlier else 0)


def _cost(card: dict[str, Any]) -> tuple[int, int]:
    return int(card.get("cost", 0)), int(card.get("food_cost", 0))


def _player(table: Table, name: str) -> tuple[int, Player] | None:
    return next(((index, player) for index, player in enumerate(table.players) if player.name == name), None)


def _name(catalog: Catalog, card_id: str) -> str:
    return str((catalog.card(card_id) or {}).get("name", card_id))


def _court_problems(card: dict[str, Any], move: Move, player: Player, catalog: Catalog) -> list[Violation]:
    problems = []
    if move.replace is not None and move.replace not in player.court:
        problems.append(
            Violation("mo-5.3", f"{move.player} has no {_name(catalog, move.replace)} to replace", "move.replace")
        )
    if move.replace is None and len(player.court) >= catalog.constant("court_limit"):
        problems.append(
            Violation(
                "mo-5.3",
                f"{move.player}'s court is full ({counted(len(player.court), 'card')}): "
                f"name the court card that {card['name']} replaces",
                "move.replace",
            )
        )
    if move.discard is not None and not card.get("discard_guest"):
        problems.append(Violation("mo-5.4", f"{card['name']} does not send an Unwanted Guest home", "move.discard"))
    elif move.discard is not None and move.discard not in player.guests:
        problems.append(
            Violation("mo-5.4", f"{move.player} has no {_name(catalog, move.discard)} near her court", "move.discard")
        )
    return problems


def _improvement_problems(card: dict[str, Any], move: Move, table: Table, catalog: Catalog) -> list[Violation]:
    if table.board is None:
        return [Violation("mo-11.1", "an improvement needs the board in the table", "board")]
    if move.land is None or not 0 <= move.land < len(table.board):
        return [
            Violation(
                "mo-11.1", f"name the land for {card['name']}: a number from 0 to {len(table.board) - 1}", "move.land"
            )
        ]
    land = table.board[move.land]
    if IMPROVEMENT_KIND[land.land] != card["kind"]:
        return [
            Violation(
                "mo-5.5",
                f"{card['name']} is a {card['kind'].replace('-', ' ')}, land {move.land} is a {land.land}",
                "move.land",
            )
        ]
    now = production(land, catalog)
    if card["produces"] < now:
        return [
            Violation(
                "mo-5.5",
                f"{card['name']} produces {card['produces']}, less than the {now} that land {move.land} produces now",
                "move.land",
            )
        ]
    return []


def _guest_problems(move: Move, table: Table) -> list[Violation]:
    if move.target is None or _player(table, move.target) is None:
        return [Violation("mo-11.1", "name the sister the guest is sent to (target)", "move.target")]
    if move.target == move.player:
        return [Violation("mo-5.6", "an Unwanted Guest is sent to another sister, not kept", "move.target")]
    return []


_ARGUMENTS = {
    "court": ("replace", "discard"),
    "guest": ("target",),
    "farm-improvement": ("land",),
    "village-improvement": ("land",),
}


def _buy_problems(move: Move, player: Player, table: Table, catalog: Catalog) -> list[Violation]:
    card = catalog.card(move.card or "") or {}
    if card["kind"] == "moon":
        return [Violation("mo-5.7", f"{card['name']} is a Moon: Moons are never for sale", "move.card")]
    problems = [
        Violation("mo-11.1", f"{key} does not apply when buying {card['name']}", key_path("move", key))
        for key in ("replace", "discard", "land", "target")
        if getattr(move, key) is not None and key not in _ARGUMENTS[card["kind"]]
    ]
    gold, food = _cost(card)
    if move.gold < gold or move.food < food:
        problems.append(
            Violation(
                "mo-5.1",
                f"{card['name']} costs {gold} gold and {food} food; {move.player} has "
                f"{move.gold} gold and {move.food} food",
                "move",
            )
        )
    if card["kind"] == "court":
        problems += _court_problems(card, move, player, catalog)
    elif card["kind"] == "guest":
        problems += _guest_problems(move, table)
    else:
        problems += _improvement_problems(card, move, table, catalog)
    if not problems:
        problems = copy_problems(apply_move(table, move, catalog)[0], catalog, only=card["id"])
    return problems


def _lands(table: Table, land_type: str) -> list[Land]:
    return [land for land in table.board or () if land.land == land_type]


def _banner_problems(move: Move, player: Player, table: Table, catalog: Catalog) -> list[Violation]:
    banner = catalog.card(move.banner or "") or {}
    holder = next((other.name for other in table.players if other.banner == move.banner), None)
    if player.banner is not None:
        return [Violation("mo-7.2", f"{move.player} already bears the {player.banner} banner", "move.banner")]
    if holder is not None:
        return [Violation("mo-7.2", f"{holder} already bears the {move.banner} banner", "move.banner")]
    paths = [str((catalog.card(card_id) or {}).get("path")) for card_id in player.court]
    needed = PATHS if banner["need_path"] == "each" else (banner["need_path"],)
    short = [path for path in needed if paths.count(path) < banner["need_cards"]]
    if short:
        requirement = str(banner["requirement"]).rstrip(".")
        return [
            Violation(
                "mo-7.1",
                f"{banner['name']} needs {requirement}; {move.player}'s court is short of "
                f"{', '.join(path.capitalize() for path in short)}",
                "move.banner",
            )
        ]
    return []


def _ability_problems(move: Move, player: Player, catalog: Catalog) -> list[Violation]:
    """A banner ability (``clear``, ``discard-top``, ``exchange``) needs the banner whose ``move`` it is."""
    banner = catalog.card(player.banner) if player.banner else None
    if banner is None or banner.get("move") != move.action:
        owner = next(
            (card["name"] for card in catalog.of_kind("banner") if card.get("move") == move.action), "a banner"
        )
        return [Violation("mo-7.3", f"only the bearer of the {owner} may {move.action}", "move.action")]
    give = int(banner.get("exchange_give", 0))
    if move.action == "exchange" and getattr(move, move.give or "gold") < give:
        have = getattr(move, move.give or "gold")
        return [Violation("mo-7.3", f"an exchange gives {give} {move.give}; {move.player} has {have}", "move.give")]
    if move.action == "clear" and (catalog.card(move.card or "") or {}).get("kind") == "moon":
        return [Violation("mo-5.7", "a Moon never lies in the market row", "move.card")]
    return []


def move_problems(table: Table, move: Move, catalog: Catalog) -> list[Violation]:
    """Every rule the move breaks on a legal table (ids already known to be of the right kind).

    >>> from generator.scoring.catalog import load_catalog
    >>> table = Table(board=None, players=(Player("Kayla", (), (), None),), move=None)
    >>> [v.message for v in move_problems(table, Move("sweep", "Kayla", gold=2, food=0), load_catalog("monarch"))]
    ['a sweep costs 3 gold; Kayla has 2']
    """
    found = _player(table, move.player)
    if found is None:
        return [Violation("mo-11.1", f"no sister is named {move.player!r}", "move.player")]
    player = found[1]
    if move.action == "buy":
        return _buy_problems(move, player, table, catalog)
    if move.action == "banner":
        return _banner_problems(move, player, table, catalog)
    if move.action in ABILITIES:
        return _ability_problems(move, player, catalog)
    if move.action == "end-turn":
        return []
    if move.action == "sweep":
        cost = catalog.constant("sweep_cost")
        return (
            []
            if move.gold >= cost
            else [Violation("mo-6.1", f"a sweep costs {cost} gold; {move.player} has {move.gold}", "move.gold")]
        )
    if table.board is None:
        return [Violation("mo-11.1", f"to {move.action}, the table needs the board", "board")]
    villages = len(_lands(table, "village"))
    upkeep = catalog.constant("village_upkeep")
    if move.action == "tax" and move.food < villages * upkeep:
        fed = counted(villages, "village")
        return [
            Violation(
                "mo-4.3",
                f"taxing means feeding {fed} {upkeep} food each; {move.player} has {move.food} food",
                "move.food",
            )
        ]
    return []


def _bought(table: Table, move: Move, index: int, card: dict[str, Any]) -> Table:
    player = table.players[index]
    players = list(table.players)
    board = table.board
    if card["kind"] == "court":
        court = list(player.court)
        if move.replace is not None:
            court.remove(move.replace)
        guests = list(player.guests)
        if move.discard is not None:
            guests.remove(move.discard)
        players[index] = replace(player, court=(*court, card["id"]), guests=tuple(guests))
    elif card["kind"] == "guest":
        target_index, target = _player(table, move.target or "") or (index, player)
        players[target_index] = replace(target, guests=(*target.guests, card["id"]))
    elif board is not None and move.land is not None:
        board = tuple(
            replace(land, improvement=card["id"]) if number == move.land else land for number, land in enumerate(board)
        )
    return replace(table, board=board, players=tuple(players), move=None)


def apply_move(table: Table, move: Move, catalog: Catalog) -> tuple[Table, dict[str, int]]:
    """The table after a legal move, and the acting sister's purse (gold, food) after it.

    >>> from generator.scoring.catalog import load_catalog
    >>> table = Table(board=None, players=(Player("Kayla", (), (), None),), move=None)
    >>> after, purse = apply_move(table, Move("buy", "Kayla", gold=3, food=0, card="knight"), load_catalog("monarch"))
    >>> after.players[0].court, purse
    (('knight',), {'gold': 0, 'food': 0})
    """
    index, player = _player(table, move.player) or (0, table.players[0])
    gold, food = move.gold, move.food
    if move.action == "buy":
        card = catalog.card(move.card or "") or {}
        cost_gold, cost_food = _cost(card)
        gold, food = gold - cost_gold, food - cost_food
        bonus = placing_bonus(card, index, len(table.players) - 1 - index)
        if card["kind"] == "farm-improvement":
            food += bonus
        elif card["kind"] == "village-improvement":
            gold += bonus
        return _bought(table, move, index, card), {"gold": gold, "food": food}
    after = replace(table, move=None)
    if move.action == "banner":
        players = list(table.players)
        players[index] = replace(player, banner=move.banner)
        after = replace(after, players=tuple(players))
    elif move.action == "sweep":
        gold -= catalog.constant("sweep_cost")
    elif move.action == "exchange":
        give = int((catalog.card(player.banner or "") or {}).get("exchange_give", 0))
        gold, food = (gold - give, food + 1) if move.give == "gold" else (gold + 1, food - give)
    elif move.action == "harvest":
        food += sum(production(land, catalog) for land in _lands(table, "farm"))
    elif move.action == "tax":
        villages = _lands(table, "village")
        food -= len(villages) * catalog.constant("village_upkeep")
        gold += sum(production(land, catalog) for land in villages)
    return after, {"gold": gold, "food": food}


__all__ = ["ABILITIES", "apply_move", "move_problems", "placing_bonus", "production"]
