"""Royal Menagerie's single plays: reading a move, its violations, and the table after it.

Part of ``generator.scoring.royal_menagerie.rules`` (the module docstring there describes the move format).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

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
)
from generator.scoring.royal_menagerie.state import Player, Table, copies_seen
from generator.scoring.words import counted

GIFT, SHOOT, STEAL, TRADE, BAZAAR, WINDFALL = "gift", "shoot", "steal", "trade", "bazaar", "windfall"
MOVE_ACTIONS = (GIFT, SHOOT, STEAL, TRADE, BAZAAR, WINDFALL)
"""Every play; ``gift`` plays an animal card, the others the action card of that id."""
UNTARGETED = (BAZAAR, WINDFALL)
"""Actions that name no target: what they lead to is played as plays of their own (rm-5.5, rm-5.6)."""

MOVE_KEYS = {
    GIFT: ("action", "player", "to", "animal"),
    SHOOT: ("action", "player", "from", "animal"),
    STEAL: ("action", "player", "from", "animal"),
    TRADE: ("action", "player", "swap"),
    BAZAAR: ("action", "player"),
    WINDFALL: ("action", "player"),
}
"""Royal Menagerie's move vocabulary: each action and the keys its move object may hold."""
SWAP_KEYS = ("player", "animal")


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
        raise StateError(key_path(path, key), f"unknown player {describe(name)} (expected one of: {', '.join(names)})")
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
    if action in UNTARGETED:
        return Move(action, player, ())
    if action == TRADE:
        if "swap" not in obj:
            return Move(action, player, ())
        swap_path = key_path(path, "swap")
        sides = expect(obj["swap"], list, swap_path)
        if len(sides) != 2:
            raise StateError(swap_path, f'expected two objects {{"player", "animal"}}, got {len(sides)}')
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


def full_pen(player: Player, animal: str, table: Table) -> str:
    """The message for a play that would bring a fourth animal of a type into a menagerie."""
    return f"{player.name}'s {table.names[animal]} pen is already full ({table.most} of {table.most})"


def target_violations(move: Move, players: list[Player], table: Table) -> list[Violation]:
    """What is wrong with the targets of a play (rm-4, rm-5), ignoring the hand."""
    found = []
    mover = players[move.player]
    if move.action == GIFT:
        (to,) = move.targets
        if to.player == move.player:
            found.append(
                Violation("rm-4.1", f"{mover.name} cannot gift an animal to their own menagerie", to.player_path)
            )
        elif players[to.player].holds(to.animal) >= table.most:
            found.append(Violation("rm-4.2", full_pen(players[to.player], to.animal, table), to.player_path))
    elif move.action in (SHOOT, STEAL):
        (victim,) = move.targets
        owner = players[victim.player]
        rule = "rm-5.2" if move.action == SHOOT else "rm-5.3"
        if move.action == STEAL and victim.player == move.player:
            found.append(Violation(rule, f"{mover.name} cannot steal from their own menagerie", victim.player_path))
        elif owner.holds(victim.animal) <= 0:
            found.append(Violation(rule, f"{owner.name} has no {table.names[victim.animal]}", victim.animal_path))
        elif move.action == STEAL and mover.holds(victim.animal) >= table.most:
            found.append(Violation("rm-4.2", full_pen(mover, victim.animal, table), victim.animal_path))
    else:
        first, second = move.targets
        if first.player == second.player:
            found.append(Violation("rm-5.4", "a trade swaps animals of two different players", second.player_path))
        elif first.animal == second.animal:
            found.append(Violation("rm-5.4", "a trade swaps animals of two different types", second.animal_path))
        else:
            for side, other in ((first, second), (second, first)):
                owner = players[side.player]
                if owner.holds(side.animal) <= 0:
                    found.append(
                        Violation("rm-5.4", f"{owner.name} has no {table.names[side.animal]}", side.animal_path)
                    )
                elif owner.holds(other.animal) >= table.most:
                    found.append(Violation("rm-4.2", full_pen(owner, other.animal, table), side.player_path))
    return found


def candidate_targets(action: str, players: list[Player], table: Table) -> list[tuple[Target, ...]]:
    """Every combination of targets an action could name (legal or not)."""
    singles = [Target(index, animal, "move", "player") for index in range(len(players)) for animal in table.animals]
    if action != TRADE:
        return [(single,) for single in singles]
    return [(first, second) for first in singles for second in singles]


def has_effect(action: str, mover: int, players: list[Player], table: Table) -> bool:
    """Whether an action card could do anything on this table."""
    return any(
        not target_violations(Move(action, mover, targets), players, table)
        for targets in candidate_targets(action, players, table)
    )


def move_violations(move: Move, players: list[Player], table: Table) -> list[Violation]:
    """Every rule the play breaks: the hand (rm-3.2), a blank play (rm-5.1), and its targets."""
    found = []
    mover = players[move.player]
    card = played_card(move)
    if mover.hand is not None and card not in mover.hand:
        found.append(
            Violation("rm-3.2", f"{mover.name} has no {table.names[card]} card in hand", f"players[{move.player}].hand")
        )
    elif mover.hand is None and copies_seen(card, players) >= table.copies[card]:
        every_copy = counted(table.copies[card], table.names[card] + " card")
        found.append(
            Violation(
                "rm-1.3" if card in table.animals else "rm-1.4",
                f"all {every_copy} are already in menageries and hands, so {mover.name} cannot play one",
                "move",
            )
        )
    if move.action in UNTARGETED:
        return found
    if not move.targets:
        if has_effect(move.action, move.player, players, table):
            found.append(
                Violation("rm-5.1", f"this {table.names[card]} can have an effect, so it needs its target", "move")
            )
        return found
    return found + target_violations(move, players, table)


def describe_move(move: Move, players: list[Player], table: Table) -> str:
    """The play in words, e.g. ``Ada gives Bo a Mammoth``."""
    mover = players[move.player].name
    if move.action in UNTARGETED:
        return f"{mover} plays a {table.names[move.action]}"
    if not move.targets:
        return f"{mover} plays a {table.names[move.action]} without effect"
    owned = [f"{players[target.player].name}'s {table.names[target.animal]}" for target in move.targets]
    if move.action == GIFT:
        return f"{mover} gives {players[move.targets[0].player].name} a {table.names[move.targets[0].animal]}"
    if move.action == TRADE:
        return f"{mover} swaps {owned[0]} with {owned[1]}"
    return f"{mover} {move.action}s {owned[0]}"


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
            hand = hand[:position] + hand[position + 1 :]
        menagerie = {animal: count for animal, count in pens[index].items() if count}
        after.append(replace(player, menagerie=menagerie, hand=hand))
    return after, stampedes
