"""Animal Kingdoms' chains of command: who serves whom, empires, ranks and loops.

Part of ``generator.scoring.animal_kingdoms.rules``. ``Chains`` reads the lieges of a table once; every
question after that follows its maps, so a whole table is answered in time linear in its players.
When names repeat, the first player of a name is the one its vassals serve; lieges that name nobody
are treated as no liege (the checker reports both).
"""

from __future__ import annotations

from generator.scoring.animal_kingdoms.state import Player

TITLES = ("Emperor", "Count", "Baron", "Duke", "Lord")
"""Titles down a chain of command, from the top (deeper links keep the last title)."""


class Chains:
    """The chains of command of one table: each player's liege and direct vassals, built once.

    >>> from generator.scoring.animal_kingdoms.state import Player
    >>> chains = Chains((Player("Red", ("sunmane", "hornfast"), None, None),
    ...                  Player("Blue", ("reefmaw",), "Red", None),
    ...                  Player("Green", ("duneplume",), "Blue", None)))
    >>> chains.vassals_of("Red"), chains.below("Red"), chains.empires(), chains.ranks()
    (['Blue'], ['Blue', 'Green'], {'Red': 4, 'Blue': 2, 'Green': 1}, {'Red': 0, 'Blue': 1, 'Green': 2})
    """

    def __init__(self, players: tuple[Player, ...]) -> None:
        first: list[Player] = []
        self.order: dict[str, int] = {}
        """Name → position of the first player of that name."""
        for index, player in enumerate(players):
            if player.name not in self.order:
                self.order[player.name] = index
                first.append(player)
        self.kingdoms = {player.name: len(player.kingdoms) for player in first}
        self.liege_of = {player.name: player.liege if player.liege in self.order else None for player in first}
        self.vassals: dict[str, list[str]] = {player.name: [] for player in first}
        for player in first:
            if player.liege in self.order and player.liege != player.name:
                self.vassals[player.liege].append(player.name)

    def vassals_of(self, name: str) -> list[str]:
        """The direct vassals of ``name``, in player order."""
        return list(self.vassals.get(name, []))

    def below(self, name: str) -> list[str]:
        """Every player below ``name`` in its chain of command (vassals, their vassals, …), in player order."""
        found: set[str] = set()
        frontier = [name]
        while frontier:
            for vassal in self.vassals.get(frontier.pop(), []):
                if vassal not in found and vassal != name:
                    found.add(vassal)
                    frontier.append(vassal)
        return sorted(found, key=self.order.__getitem__)

    def team(self, name: str) -> set[str]:
        """Everyone in ``name``'s chain of command: its top (followed up through the lieges) and all below it.

        >>> from generator.scoring.animal_kingdoms.state import Player
        >>> chains = Chains((Player("Red", ("a",), None, None), Player("Blue", ("b",), "Red", None),
        ...                  Player("Green", ("c",), "Red", None), Player("Gold", ("d",), None, None)))
        >>> sorted(chains.team("Blue")), sorted(chains.team("Gold"))
        (['Blue', 'Green', 'Red'], ['Gold'])
        """
        top, passed = name, {name}
        while (liege := self.liege_of.get(top)) is not None and liege not in passed:
            top = liege
            passed.add(top)
        return {top, *self.below(top)}

    def looping(self) -> set[str]:
        """The players whose chain of lieges, followed upwards, comes back round to someone already passed."""
        settled: dict[str, bool] = {}
        for start in self.order:
            path: list[str] = []
            on_path: set[str] = set()
            current: str | None = start
            while current is not None and current not in settled and current not in on_path:
                path.append(current)
                on_path.add(current)
                current = self.liege_of[current]
            loops = current is not None and (current in on_path or settled[current])
            for name in path:
                settled[name] = loops
        return {name for name, loops in settled.items() if loops}

    def _from_the_top(self) -> list[str]:
        """Every player reachable down from a free player, each after its liege (players in loops are left out)."""
        ordered = [name for name, liege in self.liege_of.items() if liege is None]
        for name in ordered:  # the list grows while it is walked: a breadth-first walk down every chain
            ordered += self.vassals[name]
        return ordered

    def empires(self) -> dict[str, int]:
        """Kingdoms in each player's empire: its own plus those of everyone below it (for a table without loops)."""
        totals = dict(self.kingdoms)
        for name in reversed(self._from_the_top()):
            liege = self.liege_of[name]
            if liege is not None:
                totals[liege] += totals[name]
        return totals

    def ranks(self) -> dict[str, int]:
        """How many lieges stand above each player (0 for a free player; for a table without loops)."""
        depth: dict[str, int] = {}
        for name in self._from_the_top():
            liege = self.liege_of[name]
            depth[name] = 0 if liege is None else depth[liege] + 1
        return depth

    def title(self, name: str, rank: int) -> str:
        """The title of a rank: Emperor at the top of a chain, then Count, Baron, Duke, Lord; Monarch if alone."""
        if rank == 0 and not self.vassals.get(name):
            return "Monarch"
        return TITLES[min(rank, len(TITLES) - 1)]
