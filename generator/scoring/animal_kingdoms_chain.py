"""Animal Kingdoms' chains of command: who serves whom, empires, ranks and loops.

Part of ``generator.scoring.animal_kingdoms``. Every function takes the players of a table whose
names are unique; lieges that name nobody are treated as no liege (the checker reports them).
"""

from __future__ import annotations

from generator.scoring.animal_kingdoms_state import Player

TITLES = ("Emperor", "Count", "Baron", "Duke", "Lord")
"""Titles down a chain of command, from the top (deeper links keep the last title)."""


def vassals_of(players: tuple[Player, ...], name: str) -> list[str]:
    """The direct vassals of ``name``, in player order.

    >>> from generator.scoring.animal_kingdoms_state import Player
    >>> table = (Player("Red", ("sunmane",), None, None), Player("Blue", ("reefmaw",), "Red", None))
    >>> vassals_of(table, "Red")
    ['Blue']
    """
    return [player.name for player in players if player.liege == name and player.name != name]


def in_loop(players: tuple[Player, ...], name: str) -> bool:
    """Whether following lieges upwards from ``name`` comes back round to someone already passed."""
    liege_of = {player.name: player.liege for player in players}
    seen: set[str] = set()
    current: str | None = name
    while current is not None and current in liege_of:
        if current in seen:
            return True
        seen.add(current)
        current = liege_of[current]
    return False


def below(players: tuple[Player, ...], name: str) -> list[str]:
    """Every player below ``name`` in its chain of command (vassals, their vassals, …), in player order."""
    found: set[str] = set()
    frontier = [name]
    while frontier:
        current = frontier.pop()
        for vassal in vassals_of(players, current):
            if vassal not in found and vassal != name:
                found.add(vassal)
                frontier.append(vassal)
    return [player.name for player in players if player.name in found]


def empire(players: tuple[Player, ...], name: str) -> int:
    """Kingdoms in the empire of ``name``: its own plus those of everyone below it.

    >>> from generator.scoring.animal_kingdoms_state import Player
    >>> table = (Player("Red", ("sunmane", "hornfast"), None, None),
    ...          Player("Blue", ("reefmaw",), "Red", None),
    ...          Player("Green", ("duneplume",), "Blue", None))
    >>> empire(table, "Red"), empire(table, "Blue"), empire(table, "Green")
    (4, 2, 1)
    """
    members = {name, *below(players, name)}
    return sum(len(player.kingdoms) for player in players if player.name in members)


def rank(players: tuple[Player, ...], name: str) -> int:
    """How many lieges stand above ``name`` (0 for a free player; a loop counts at most once round)."""
    liege_of = {player.name: player.liege for player in players}
    depth = 0
    current = liege_of.get(name)
    while current is not None and current in liege_of and depth < len(liege_of):
        depth += 1
        current = liege_of[current]
    return depth


def title(players: tuple[Player, ...], name: str) -> str:
    """The rank's title: Emperor at the top of a chain, then Count, Baron, Duke, Lord; Monarch if alone."""
    depth = rank(players, name)
    if depth == 0 and not vassals_of(players, name):
        return "Monarch"
    return TITLES[min(depth, len(TITLES) - 1)]
