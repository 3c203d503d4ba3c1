"""What the project knows of one game beyond its card data.

A game's own folder, ``generator/games/<game>/`` (optional), declares in ``CODE`` what only it has: faces of its
own, a setup picture that ``learn.toml`` cannot declare, bots, and what its simulations and balance page count.
``GameDeclaration`` is the whole of it, with the shared defaults for everything the folder leaves out.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from generator.balance import BalancePage
from generator.design import BackDrawer, CardDesign, Drawer
from generator.layout.example import ExampleLayout
from generator.layout.setup import TableSetup
from generator.scoring.interface import Game as Rules
from generator.scoring.interface import Move
from generator.simulate.bots import Bot
from generator.simulate.figures import GameFigures, NoFigures
from generator.simulate.run import Simulation


@dataclass(frozen=True)
class Bots:
    """A game's own bots by name, each entry making a fresh bot, with the words its balance page uses for each
    one it shows: (name in the legends, what it does)."""

    made: Mapping[str, Callable[[], Bot]] = field(default_factory=dict)
    words: Mapping[str, tuple[str, str]] = field(default_factory=dict)


@dataclass(frozen=True)
class GameCode:
    """What a game's own folder adds to its card data, every part optional."""

    fronts: Mapping[str, Drawer] = field(default_factory=dict)
    """A drawing of its own for each card kind it names; the generic face draws the others."""
    back: BackDrawer | None = None
    """Its decks' back, when its look's back is not the one."""
    setup: TableSetup | None = None
    """Its setup picture, when ``learn.toml``'s declaration cannot say it."""
    example: ExampleLayout | None = None
    """Its worked example laid out with pictures (``example.py``); without it, the booklet prints the scoring
    module's figures as a table."""
    bots: Bots = field(default_factory=Bots)
    taken_card: Callable[[Move], str | None] | None = None
    """The card a move takes out of the offer (None for other moves); by default, the card a move names."""
    figures: Callable[[], GameFigures] = NoFigures
    """A fresh tally of the figures only this game's simulations have."""
    balance: BalancePage = field(default_factory=BalancePage)


@dataclass(frozen=True)
class GameDeclaration:
    """One game: its id (its card data's folder), how its faces and backs are drawn, how its table is set up
    for the rules booklet, and, when it has a scoring package, its rules; with a ``play`` module, its bots,
    what its simulations count and its balance page."""

    id: str
    design: CardDesign
    setup: TableSetup
    example: ExampleLayout | None
    """How its worked example is laid out, or None for the shared table of its figures."""
    rules: Rules | None
    """The scoring module's game (score, check, play), or None for a game given by its card data alone."""
    simulation: Simulation | None
    """Its bots and what its simulations count, or None for a game the simulator cannot play."""
    balance: BalancePage
    bot_words: Mapping[str, tuple[str, str]]
    """Each bot's name in the balance page's legends, and what the page says it does."""
    form: str | None
    """Its calculator's own form (a module under ``site/docs/assets/js/``), or None for the form generated from
    its state's declared shape."""

    @property
    def playable(self) -> PlayableGame | None:
        """The game as the simulator and its balance page play it, or None for a game they cannot play (no
        scoring package, or one without a ``play`` module)."""
        if self.rules is None or self.simulation is None:
            return None
        return PlayableGame(self.id, self.rules, self.simulation, self.balance, self.bot_words)


@dataclass(frozen=True)
class PlayableGame:
    """A game the simulator can play: its rules, bots and balance page (``GameDeclaration.playable``)."""

    id: str
    rules: Rules
    simulation: Simulation
    balance: BalancePage
    bot_words: Mapping[str, tuple[str, str]]


__all__ = ["BalancePage", "Bots", "GameCode", "GameDeclaration", "PlayableGame"]
