"""Circus Grandioso, reading: the card data's rows and copies, and a described table in JSON.

The format is documented in ``generator/scoring/circus_grandioso/rules.py`` and in rules section cg-8.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from generator.scoring.catalog import Catalog
from generator.scoring.core import (
    StateError,
    choice,
    describe,
    expect,
    index_path,
    key_path,
    member,
    name_text,
    no_unknown_keys,
)

STATE_KEYS = ("pyramid", "players", "move", "show_master")
CARD_KEYS = ("row", "pos", "card", "by")

Place = tuple[int, int]
"""A place of the pyramid: (row, position)."""


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
    return Circus(
        animals=tuple(card["id"] for card in animals),
        clown=clown["id"],
        copies={card["id"]: int(card["count"]) for card in cards},
        names={card["id"]: card["name"] for card in cards},
    )


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
    """A described table: the pyramid in placing order, the players, and an optional move; or, ``as_it_lies``,
    the pyramid as it lies at the end (any order, no ``by``) and who holds the Show Master (``show_master``)."""

    pyramid: tuple[Placed, ...]
    players: tuple[str, ...]
    named_players: bool
    move: Placed | None
    as_it_lies: bool = False
    show_master: str | None = None


def read_card(value: Any, path: str, circus: Circus, players: tuple[str, ...] | None) -> Placed:
    """Read ``{"row", "pos", "card", "by"?}``; ``by`` must name a listed player when players are listed."""
    entry = expect(value, dict, path)
    no_unknown_keys(entry, CARD_KEYS, path)
    by = member(entry, "by", str, path, None)
    if by is not None:
        name_text(by, key_path(path, "by"))
    if by is not None and players is not None and by not in players:
        raise StateError(key_path(path, "by"), f'unknown player "{by}" (expected one of: {", ".join(players)})')
    return Placed(
        row=member(entry, "row", int, path),
        pos=member(entry, "pos", int, path),
        card=choice(member(entry, "card", str, path), list(circus.copies), key_path(path, "card"), "card"),
        by=by,
        path=path,
    )


def read_players(state: dict[str, Any]) -> tuple[str, ...] | None:
    """The listed player names, or None when the state lists none."""
    names = member(state, "players", list, "", None)
    if names is None:
        return None
    seen: set[str] = set()
    for index, value in enumerate(names):
        name = name_text(value, index_path("players", index))
        if name in seen:
            raise StateError(index_path("players", index), f"two players are named {describe(name)}")
        seen.add(name)
    return tuple(names)


def read_holder(state: dict[str, Any], players: tuple[str, ...] | None) -> str | None:
    """The ``show_master`` of a pyramid as it lies: a player's name (a listed one, when players are listed), or
    None for nobody."""
    if state.get("show_master") is None:
        return None
    holder = name_text(member(state, "show_master", str, ""), "show_master")
    if players is not None and holder not in players:
        raise StateError("show_master", f'unknown player "{holder}" (expected one of: {", ".join(players)})')
    return holder


def read_table(state: Any, circus: Circus) -> Table:
    """Read a whole state, or raise ``StateError`` naming the first field that does not fit the format.

    A state with ``show_master`` describes the pyramid as it lies: its cards name no placer, and it carries no move.
    """
    expect(state, dict, "")
    no_unknown_keys(state, STATE_KEYS, "")
    named = read_players(state)
    cards = member(state, "pyramid", list, "")
    pyramid = tuple(read_card(value, index_path("pyramid", index), circus, named) for index, value in enumerate(cards))
    move_value = member(state, "move", dict, "", None)
    move = None if move_value is None else read_card(move_value, "move", circus, named)
    as_it_lies = "show_master" in state
    if as_it_lies:
        placer = next((card for card in pyramid if card.by is not None), None)
        if placer is not None:
            raise StateError(key_path(placer.path, "by"), "a pyramid as it lies (with show_master) names no placers")
        if move is not None:
            raise StateError("move", "a pyramid as it lies (with show_master) takes no move: replay it in order")
    holder = read_holder(state, named) if as_it_lies else None
    found = tuple(dict.fromkeys(card.by for card in (*pyramid, *([move] if move else [])) if card.by))
    if holder is not None and holder not in found:
        found += (holder,)
    return Table(
        pyramid=pyramid,
        players=named if named is not None else found,
        named_players=named is not None,
        move=move,
        as_it_lies=as_it_lies,
        show_master=holder,
    )
