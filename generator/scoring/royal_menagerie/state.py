"""Royal Menagerie's game facts from the card data, and the reader of a state's players.

Part of ``generator.scoring.royal_menagerie.rules`` (the module docstring there describes the state format).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from generator.scoring.catalog import Catalog
from generator.scoring.core import choice, expect, index_path, key_path, member, no_unknown_keys, player_name

CONSTANTS = ("start_animals", "hand_size", "vizier_cards", "bazaar_reveals", "windfall_cards")
"""The rule constants of ``game.toml``'s ``[constants]`` the played game reads (``Catalog.constant``)."""
STATE_KEYS = ("players", "move")
PLAYER_KEYS = ("name", "role", "menagerie", "hand")


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
        entry: dict[str, Any] = {
            "name": self.name,
            "role": self.role,
            "menagerie": {animal: self.holds(animal) for animal in table.animals if self.holds(animal)},
        }
        if self.hand is not None:
            entry["hand"] = list(self.hand)
        return entry


def read_player(value: Any, path: str, table: Table) -> Player:
    """Read one player object."""
    obj = expect(value, dict, path)
    no_unknown_keys(obj, PLAYER_KEYS, path)
    name = player_name(obj, path)
    role = choice(member(obj, "role", str, path), tuple(table.roles), key_path(path, "role"), "role")
    pens_path = key_path(path, "menagerie")
    pens = member(obj, "menagerie", dict, path)
    menagerie = {}
    for animal, count in pens.items():
        choice(animal, table.animals, key_path(pens_path, animal), "animal")
        menagerie[animal] = expect(count, int, key_path(pens_path, animal))
    hand_path = key_path(path, "hand")
    cards = member(obj, "hand", list, path, None)
    deck_cards = tuple(table.copies)
    hand = (
        None
        if cards is None
        else tuple(
            choice(card, deck_cards, index_path(hand_path, index), "play-deck card") for index, card in enumerate(cards)
        )
    )
    return Player(name=name, role=role, menagerie=menagerie, hand=hand)


def read_players(state: Any, table: Table) -> list[Player]:
    """Read the state's players (any number; ``check`` and ``score`` judge the count)."""
    obj = expect(state, dict, "")
    no_unknown_keys(obj, STATE_KEYS, "")
    players = member(obj, "players", list, "")
    return [read_player(value, index_path("players", index), table) for index, value in enumerate(players)]


def copies_seen(card: str, players: list[Player]) -> int:
    """How many copies of a play-deck card lie in the menageries and the listed hands."""
    return sum(max(player.holds(card), 0) + (player.hand or ()).count(card) for player in players)


def last_copy_path(card: str, players: list[Player]) -> str:
    """The JSON path of the last place in player order that holds ``card``: where a copy too many lies.

    >>> pens = [Player("Ada", "loyalist", {"mammoth": 2}, None), Player("Bo", "loyalist", {}, ("gift", "mammoth"))]
    >>> last_copy_path("mammoth", pens), last_copy_path("gift", pens[:1])
    ('players[1].hand[1]', 'players')
    """
    for index in reversed(range(len(players))):
        player = players[index]
        hand = player.hand or ()
        if card in hand:
            return index_path(key_path(index_path("players", index), "hand"), len(hand) - 1 - hand[::-1].index(card))
        if player.holds(card) > 0:
            return key_path(key_path(index_path("players", index), "menagerie"), card)
    return "players"
