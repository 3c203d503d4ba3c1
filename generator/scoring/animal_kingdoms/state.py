"""Animal Kingdoms' game facts from the card data, and the reader and writer of a described table and move.

Part of ``generator.scoring.animal_kingdoms.rules`` (the module docstring there describes the state format).
This file only reads JSON types; which ids exist and which rules a table breaks is decided elsewhere.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from generator.scoring.catalog import Catalog
from generator.scoring.core import (
    StateError,
    choice,
    expect,
    index_path,
    key_path,
    member,
    no_unknown_keys,
    player_name,
)

CONSTANTS = ("actions_per_turn", "mustering_players", "mustering_kingdoms", "truce_kingdoms", "round_limit")
"""The rule constants Animal Kingdoms' code reads from ``game.toml``'s ``[constants]`` (``Catalog.constant``)."""
MODES = ("conquest", "mustering")
STATE_KEYS = ("mode", "players", "armies", "retreated", "turn", "move")
PLAYER_KEYS = ("name", "kingdoms", "liege", "seat")
STANDING_KEYS = ("army", "owner")
RETREAT_KEYS = ("army", "kingdom")
TURN_KEYS = ("player", "actions", "acted", "extra_march", "managed")
SPECIALISATIONS = ("attackers", "defenders", "raiders", "fleet-of-foot")
ACTIONS = ("march", "capture", "battle", "seize-crown", "manage-vassal", "end-turn")
MOVE_KEYS: dict[str, tuple[str, ...]] = {
    "march": ("army", "kingdom", "force_retreat", "fleet"),
    "capture": ("army", "kingdom", "raid", "crown_to"),
    "battle": ("army", "target"),
    "seize-crown": ("army", "kingdom"),
    "manage-vassal": ("kingdom", "to"),
    "end-turn": (),
}


@dataclass(frozen=True)
class Cards:
    """The facts of the game that scoring reads from the card data."""

    kingdoms: tuple[str, ...]
    """Kingdom ids in data order."""
    army_of: dict[str, str]
    """Kingdom id → the id of its army."""
    kingdom_of: dict[str, str]
    """Army id → the id of its kingdom."""
    specialisations: dict[str, frozenset[str]]
    """Army id → its specialisations."""
    effects: dict[str, str]
    """Wilderness card id → its effect."""
    names: dict[str, str]
    """Card id → printed name."""
    crowns: int
    """Crown cards in the game: the most players a table can seat."""
    constants: dict[str, int]
    """The rule constants of ``game.toml``'s ``[constants]`` (``CONSTANTS``): ``actions_per_turn``…"""

    def name(self, card: str) -> str:
        """A card's printed name for messages (its id when the card data has none)."""
        return self.names.get(card, card)

    @property
    def majority(self) -> int:
        """Kingdoms an empire needs to win: more than half of them (9 of 16)."""
        return len(self.kingdoms) // 2 + 1

    def has(self, army: str, specialisation: str) -> bool:
        """Whether ``army`` has ``specialisation`` (the Elder Dragon has them all)."""
        return specialisation in self.specialisations.get(army, frozenset())


def card_facts(catalog: Catalog) -> Cards:
    """The game facts of a (validated) catalog."""
    kingdoms = catalog.of_kind("kingdom")
    armies = catalog.of_kind("army")
    return Cards(
        kingdoms=tuple(card["id"] for card in kingdoms),
        army_of={card["id"]: card["army"] for card in kingdoms},
        kingdom_of={card["id"]: card["kingdom"] for card in armies},
        specialisations={card["id"]: frozenset(card["specialisations"]) for card in armies},
        effects={card["id"]: card["effect"] for card in catalog.of_kind("wilderness")},
        names={card["id"]: card["name"] for card in catalog.cards},
        crowns=sum(int(card["count"]) for card in catalog.of_kind("crown")),
        constants={name: catalog.constant(name) for name in CONSTANTS},
    )


@dataclass(frozen=True)
class Player:
    """One player: the kingdoms it holds, its liege (by name) and the kingdom its crown lies under."""

    name: str
    kingdoms: tuple[str, ...]
    liege: str | None
    seat: str | None

    def as_json(self) -> dict[str, Any]:
        """The player in the state format (``seat`` only when known)."""
        entry: dict[str, Any] = {"name": self.name, "kingdoms": list(self.kingdoms), "liege": self.liege}
        if self.seat is not None:
            entry["seat"] = self.seat
        return entry


@dataclass(frozen=True)
class Standing:
    """An army standing on a kingdom; ``owner`` as the state gives it (None: not given)."""

    army: str
    owner: str | None


@dataclass(frozen=True)
class Turn:
    """The turn so far: whose it is, actions spent, armies that acted, and the Fleet of Foot march."""

    player: str
    actions: int = 0
    acted: tuple[str, ...] = ()
    extra_march: bool = False
    managed: bool = False
    """Whether the player has managed a vassal this turn (once a turn, ak-4.9)."""

    def as_json(self) -> dict[str, Any]:
        """The turn in the state format."""
        turn: dict[str, Any] = {
            "player": self.player,
            "actions": self.actions,
            "acted": list(self.acted),
            "extra_march": self.extra_march,
        }
        if self.managed:
            turn["managed"] = True
        return turn


@dataclass(frozen=True)
class Move:
    """A move as the state gives it; absent fields are None."""

    action: str
    player: str
    fields: dict[str, Any]
    card: str | None
    """The Wilderness card played with the move, if any."""

    def get(self, key: str) -> Any:
        """A field of the move, or None."""
        return self.fields.get(key)


def read_move(raw: dict[str, Any]) -> Move:
    """Read the JSON types of a move; raises ``StateError`` at ``move.<field>``."""
    action = choice(raw.get("action"), ACTIONS, "move.action", "action")
    keys = MOVE_KEYS[action]
    no_unknown_keys(raw, ("action", "player", *keys, *(("wilderness",) if action != "end-turn" else ())), "move")
    player = expect(raw.get("player"), str, "move.player")
    fields: dict[str, Any] = {}
    for key in keys:
        if key not in raw or raw[key] is None:
            continue
        fields[key] = expect(raw[key], bool if key == "fleet" else str, key_path("move", key))
    required = [key for key in keys if key not in ("force_retreat", "fleet", "raid", "crown_to")]
    for key in required:
        if key not in fields:
            raise StateError(key_path("move", key), f"missing (a {action} names {', '.join(required)})")
    card = raw.get("wilderness")
    return Move(
        action=action,
        player=player,
        fields=fields,
        card=None if card is None else expect(card, str, "move.wilderness"),
    )


@dataclass(frozen=True)
class Table:
    """A described table: players, armies on kingdoms, retreat bans, the turn and a move to check."""

    mode: str
    players: tuple[Player, ...]
    armies: dict[str, tuple[Standing, ...]] = field(default_factory=dict)
    """Kingdom id → the armies standing on it, in the order given."""
    retreated: tuple[tuple[str, str], ...] = ()
    """(army, kingdom) pairs: that army may not yet march back onto that kingdom."""
    turn: Turn | None = None
    move: Move | None = None

    def player(self, name: str) -> Player | None:
        """The first player with this name, or None."""
        return next((player for player in self.players if player.name == name), None)

    def holder(self, kingdom: str) -> Player | None:
        """The player holding ``kingdom``, or None when it is free."""
        return next((player for player in self.players if kingdom in player.kingdoms), None)

    def position(self, army: str) -> str | None:
        """The kingdom ``army`` stands on, or None when it is in a hand or the army deck."""
        return next(
            (kingdom for kingdom, standing in self.armies.items() if any(entry.army == army for entry in standing)),
            None,
        )

    def with_players(self, players: list[Player]) -> Table:
        """This table with the players replaced."""
        return replace(self, players=tuple(players))

    def as_json(self) -> dict[str, Any]:
        """The table in the state format, each army's owner spelt out; the move is left out."""
        state: dict[str, Any] = {"mode": self.mode, "players": [player.as_json() for player in self.players]}
        armies = {
            kingdom: [{"army": entry.army, "owner": entry.owner} for entry in standing]
            for kingdom, standing in self.armies.items()
            if standing
        }
        if armies:
            state["armies"] = armies
        if self.retreated:
            state["retreated"] = [{"army": army, "kingdom": kingdom} for army, kingdom in self.retreated]
        if self.turn is not None:
            state["turn"] = self.turn.as_json()
        return state


def read_state(state: Any) -> Table:
    """Read a state's JSON types into a ``Table``; raises ``StateError`` naming the bad field."""
    expect(state, dict, "")
    no_unknown_keys(state, STATE_KEYS, "")
    mode = choice(state.get("mode", "conquest"), MODES, "mode", "mode")
    raw_players = member(state, "players", list, "")
    players = tuple(_read_player(raw, index_path("players", index)) for index, raw in enumerate(raw_players))
    raw_armies = member(state, "armies", dict, "", {})
    armies = {
        kingdom: tuple(
            _read_standing(raw, index_path(key_path("armies", kingdom), index))
            for index, raw in enumerate(expect(entries, list, key_path("armies", kingdom)))
        )
        for kingdom, entries in raw_armies.items()
    }
    raw_retreated = member(state, "retreated", list, "", [])
    retreated = tuple(_read_retreat(raw, index_path("retreated", index)) for index, raw in enumerate(raw_retreated))
    raw_turn = member(state, "turn", dict, "", None)
    turn = None if raw_turn is None else _read_turn(raw_turn, "turn")
    raw_move = member(state, "move", dict, "", None)
    move = None if raw_move is None else read_move(raw_move)
    return Table(mode=mode, players=players, armies=armies, retreated=retreated, turn=turn, move=move)


def _read_player(raw: Any, path: str) -> Player:
    expect(raw, dict, path)
    no_unknown_keys(raw, PLAYER_KEYS, path)
    name = player_name(raw, path)
    kingdoms_path = key_path(path, "kingdoms")
    kingdoms = tuple(
        expect(kingdom, str, index_path(kingdoms_path, index))
        for index, kingdom in enumerate(member(raw, "kingdoms", list, path))
    )
    return Player(
        name=name,
        kingdoms=kingdoms,
        liege=member(raw, "liege", str, path, None),
        seat=member(raw, "seat", str, path, None),
    )


def _read_standing(raw: Any, path: str) -> Standing:
    expect(raw, dict, path)
    no_unknown_keys(raw, STANDING_KEYS, path)
    return Standing(army=member(raw, "army", str, path), owner=member(raw, "owner", str, path, None))


def _read_retreat(raw: Any, path: str) -> tuple[str, str]:
    expect(raw, dict, path)
    no_unknown_keys(raw, RETREAT_KEYS, path)
    return member(raw, "army", str, path), member(raw, "kingdom", str, path)


def _read_turn(raw: dict[str, Any], path: str) -> Turn:
    no_unknown_keys(raw, TURN_KEYS, path)
    actions = member(raw, "actions", int, path, 0)
    if actions < 0:
        raise StateError(key_path(path, "actions"), f"expected a count of at least 0, got {actions}")
    acted_path = key_path(path, "acted")
    acted = tuple(
        expect(army, str, index_path(acted_path, index))
        for index, army in enumerate(member(raw, "acted", list, path, []))
    )
    return Turn(
        player=member(raw, "player", str, path),
        actions=actions,
        acted=acted,
        extra_march=member(raw, "extra_march", bool, path, False),
        managed=member(raw, "managed", bool, path, False),
    )
