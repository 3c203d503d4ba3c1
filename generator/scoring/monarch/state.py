"""Monarch's state format: reading a table (board, sisters, optional move), writing one back, and
finding the card ids that do not fit (unknown, wrong kind, more copies than the game has).

See ``generator.scoring.monarch.rules`` for the format; scoring, table checks and moves share this reader.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from generator.scoring.catalog import Catalog
from generator.scoring.core import (
    StateError,
    Violation,
    choice,
    describe,
    expect,
    index_path,
    key_path,
    member,
    no_unknown_keys,
    player_name,
)
from generator.scoring.words import counted

CONSTANTS = (
    "court_limit",
    "board_lands",
    "market_row",
    "start_gold",
    "start_food",
    "sweep_cost",
    "guest_penalty",
    "village_upkeep",
)
"""The rule constants Monarch's code reads from ``game.toml``'s ``[constants]`` (``Catalog.constant``)."""
LAND_TYPES = ("farm", "village")
IMPROVEMENT_KIND = {"farm": "farm-improvement", "village": "village-improvement"}
MOVES: dict[str, tuple[str, ...]] = {
    "buy": ("card", "replace", "discard", "land", "target"),
    "harvest": (),
    "tax": (),
    "sweep": (),
    "banner": ("banner",),
    "clear": ("card",),
    "discard-top": (),
    "exchange": ("give",),
    "end-turn": (),
}
"""Monarch's move vocabulary: each action and its fields besides ``action``, ``player``, ``gold`` and ``food``.
``clear``, ``discard-top`` and ``exchange`` are banner abilities (the banner's ``move`` field)."""
REQUIRED_FIELDS = {"buy": ("card",), "banner": ("banner",), "clear": ("card",), "exchange": ("give",)}
RESOURCES = ("gold", "food")
MARKET_KINDS = ("court", "farm-improvement", "village-improvement", "guest", "moon")


@dataclass(frozen=True)
class Land:
    """One land of the board: ``farm`` or ``village`` and the id of its top improvement."""

    land: str
    improvement: str | None


@dataclass(frozen=True)
class Player:
    """One sister: her court cards, the guests near her court and her banner."""

    name: str
    court: tuple[str, ...]
    guests: tuple[str, ...]
    banner: str | None


@dataclass(frozen=True)
class Move:
    """One move of ``check``: the action, who makes it, her purse before it, and its arguments."""

    action: str
    player: str
    gold: int
    food: int
    card: str | None = None
    replace: str | None = None
    discard: str | None = None
    land: int | None = None
    target: str | None = None
    banner: str | None = None
    give: str | None = None


@dataclass(frozen=True)
class Table:
    """A whole state: the board (None when not given), the sisters, and an optional move."""

    board: tuple[Land, ...] | None
    players: tuple[Player, ...]
    move: Move | None


# ---- reading the state ------------------------------------------------------------------------------


def _id_list(value: Any, path: str) -> tuple[str, ...]:
    return tuple(expect(item, str, index_path(path, index)) for index, item in enumerate(expect(value, list, path)))


def _read_land(value: Any, path: str) -> Land:
    obj = expect(value, dict, path)
    no_unknown_keys(obj, ("land", "improvement"), path)
    land = choice(member(obj, "land", str, path), LAND_TYPES, key_path(path, "land"), "land")
    return Land(land=land, improvement=member(obj, "improvement", str, path, None))


def _read_player(value: Any, path: str) -> Player:
    obj = expect(value, dict, path)
    no_unknown_keys(obj, ("name", "court", "guests", "banner"), path)
    return Player(
        name=player_name(obj, path),
        court=_id_list(member(obj, "court", list, path), key_path(path, "court")),
        guests=_id_list(member(obj, "guests", list, path, []), key_path(path, "guests")),
        banner=member(obj, "banner", str, path, None),
    )


def _purse_amount(obj: dict[str, Any], key: str, path: str) -> int:
    amount: int = member(obj, key, int, path)
    if amount < 0:
        raise StateError(key_path(path, key), f"expected a whole number of at least 0, got {amount}")
    return amount


def read_move(value: Any, path: str) -> Move:
    obj = expect(value, dict, path)
    action = choice(member(obj, "action", str, path), tuple(MOVES), key_path(path, "action"), "action")
    no_unknown_keys(obj, ("action", "player", "gold", "food", *MOVES[action]), path)
    arguments = {key: member(obj, key, int if key == "land" else str, path, None) for key in MOVES[action]}
    for key in REQUIRED_FIELDS.get(action, ()):
        if arguments[key] is None:
            raise StateError(key_path(path, key), f"missing (a {action} move names the {key})")
    if arguments.get("give") is not None:
        choice(arguments["give"], RESOURCES, key_path(path, "give"), "resource")
    return Move(
        action=action,
        player=member(obj, "player", str, path),
        gold=_purse_amount(obj, "gold", path),
        food=_purse_amount(obj, "food", path),
        **arguments,
    )


def read_table(state: Any) -> Table:
    """Read a state into a ``Table``; raises ``StateError`` when it does not fit the format.

    >>> read_table({"players": [{"name": "Kayla", "court": ["knight"]}]}).players[0]
    Player(name='Kayla', court=('knight',), guests=(), banner=None)
    """
    obj = expect(state, dict, "")
    no_unknown_keys(obj, ("board", "players", "move"), "")
    board_value = member(obj, "board", list, "", None)
    board = (
        None
        if board_value is None
        else tuple(_read_land(land, index_path("board", index)) for index, land in enumerate(board_value))
    )
    players = tuple(
        _read_player(player, index_path("players", index))
        for index, player in enumerate(member(obj, "players", list, ""))
    )
    move_value = member(obj, "move", dict, "", None)
    return Table(board=board, players=players, move=None if move_value is None else read_move(move_value, "move"))


def _kind_problem(catalog: Catalog, card_id: str, kinds: tuple[str, ...], what: str, path: str) -> Violation | None:
    card = catalog.card(card_id)
    if card is None:
        return Violation("mo-10.1", f"unknown {what} {describe(card_id)}", path)
    if card["kind"] not in kinds:
        article = "an" if what[0] in "aeiou" else "a"
        return Violation("mo-10.1", f"{card['name']} is a {card['kind']} card, not {article} {what}", path)
    return None


def id_problems(table: Table, catalog: Catalog) -> list[Violation]:
    """Every id of the table that is not a card of the kind its place needs (rule mo-10.1).

    >>> from generator.scoring.catalog import load_catalog
    >>> table = read_table({"players": [{"name": "Kayla", "court": ["knight", "the-bore"], "banner": "red"}]})
    >>> [v.message for v in id_problems(table, load_catalog("monarch"))]
    ['The Bore is a guest card, not a court card', 'unknown banner "red"']
    """
    wanted: list[tuple[str, tuple[str, ...], str, str]] = []
    for index, land in enumerate(table.board or ()):
        if land.improvement is not None:
            wanted.append(
                (
                    land.improvement,
                    tuple(IMPROVEMENT_KIND.values()),
                    "improvement",
                    key_path(index_path("board", index), "improvement"),
                )
            )
    for index, player in enumerate(table.players):
        path = index_path("players", index)
        wanted += [
            (card, ("court",), "court card", index_path(key_path(path, "court"), n))
            for n, card in enumerate(player.court)
        ]
        wanted += [
            (guest, ("guest",), "unwanted guest", index_path(key_path(path, "guests"), n))
            for n, guest in enumerate(player.guests)
        ]
        if player.banner is not None:
            wanted.append((player.banner, ("banner",), "banner", key_path(path, "banner")))
    problems = [_kind_problem(catalog, card_id, kinds, what, path) for card_id, kinds, what, path in wanted]
    found = [problem for problem in problems if problem is not None]
    return found + (move_id_problems(table.move, catalog) if table.move is not None else [])


_MOVE_IDS = (
    ("card", MARKET_KINDS, "market card"),
    ("replace", ("court",), "court card"),
    ("discard", ("guest",), "unwanted guest"),
    ("banner", ("banner",), "banner"),
)
"""The fields of a move that name a card, the kinds each accepts, and what the error calls it."""


def move_id_problems(move: Move, catalog: Catalog) -> list[Violation]:
    """Every id a move names that is not a card of the kind its field needs (rule mo-10.1): all a played game
    must check, since every id on its table came there through a checked move.

    >>> from generator.scoring.catalog import load_catalog
    >>> move = Move("buy", "Kayla", 3, 0, card="gold", replace="dragon")
    >>> [(v.path, v.message) for v in move_id_problems(move, load_catalog("monarch"))]
    [('move.card', 'Gold is a token card, not a market card'), ('move.replace', 'unknown court card "dragon"')]
    """
    problems = [
        _kind_problem(catalog, card_id, kinds, what, key_path("move", key))
        for key, kinds, what in _MOVE_IDS
        if (card_id := getattr(move, key)) is not None
    ]
    return [problem for problem in problems if problem is not None]


def table_as_json(table: Table) -> dict[str, Any]:
    """A table in the state format (without a move).

    >>> table_as_json(read_table({"players": [{"name": "Kayla", "court": ["knight"]}]}))
    {'players': [{'name': 'Kayla', 'court': ['knight'], 'guests': [], 'banner': None}]}
    """
    players = [
        {"name": p.name, "court": list(p.court), "guests": list(p.guests), "banner": p.banner} for p in table.players
    ]
    if table.board is None:
        return {"players": players}
    return {"board": [{"land": land.land, "improvement": land.improvement} for land in table.board], "players": players}


def _placed_ids(table: Table) -> list[str]:
    """Every card on the table: board improvements, then each sister's court and guests."""
    placed = [land.improvement for land in table.board or () if land.improvement]
    for player in table.players:
        placed += [*player.court, *player.guests]
    return placed


def _placed_paths(table: Table) -> list[str]:
    """The JSON path of each card of ``_placed_ids``, in its order."""
    paths = [
        key_path(index_path("board", index), "improvement")
        for index, land in enumerate(table.board or ())
        if land.improvement
    ]
    for index, player in enumerate(table.players):
        path = index_path("players", index)
        paths += [index_path(key_path(path, "court"), n) for n in range(len(player.court))]
        paths += [index_path(key_path(path, "guests"), n) for n in range(len(player.guests))]
    return paths


def copy_problems(table: Table, catalog: Catalog, only: str | None = None) -> list[Violation]:
    """Cards seen more often than the game has copies (rule mo-1.1); ``only`` limits it to one id.

    >>> from generator.scoring.catalog import load_catalog
    >>> table = read_table({"players": [{"name": "Kayla", "court": ["fortress"]}, {"name": "Brian",
    ...                                  "court": ["fortress"]}]})
    >>> [v.message for v in copy_problems(table, load_catalog("monarch"))]
    ['Fortress is in play 2 times, but the game has 1 copy']
    """
    placed = _placed_ids(table)
    seen = Counter(placed if only is None else [card_id for card_id in placed if card_id == only])
    over = [
        (card_id, copies, card)
        for card_id, copies in sorted(seen.items())
        if (card := catalog.card(card_id)) is not None and copies > card["count"]
    ]
    if not over:
        return []
    last_copy = {only: "move.card"} if only is not None else dict(zip(placed, _placed_paths(table), strict=True))
    return [
        Violation(
            "mo-1.1",
            f"{card['name']} is in play {copies} times, but the game has {counted(card['count'], 'copy', 'copies')}",
            last_copy[card_id],
        )
        for card_id, copies, card in over
    ]
