"""What the project knows of one game beyond its card data: the parts every command takes from it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from markupsafe import Markup

from generator.design import CardDesign
from generator.layout.setup import TableSetup
from generator.scoring import game as rules_of
from generator.scoring.interface import Game as Rules
from generator.simulate.run import Simulation


@dataclass(frozen=True)
class GameDeclaration:
    """One game: its id (its ``card_data/`` folder), how its faces and backs are drawn, how its table is set
    up for the rules booklet, its bots and what its simulations count, its balance page, and its
    calculator's form. Its rules are the scoring module's ``Game`` of the same id."""

    id: str
    design: CardDesign
    setup: TableSetup
    simulation: Simulation
    """Its bots for ``pnp simulate`` and the balance pages, and what its simulations count."""
    balance_players: tuple[int, ...]
    """The player counts its balance page simulates."""
    balance_bots: tuple[str, ...]
    """The bots whose self-play its balance page shows side by side; the first one's games give its other figures."""
    balance_plots: Callable[[dict[str, Any], dict[str, str]], list[tuple[str, Markup]]] | None
    """The plots of what only this game counts (``generator.balance``), from the page's figures and the cards'
    names; None for none."""
    offered: str
    """What "offered" means on the game's balance page: where a card is when a player could take it."""
    form: str
    """Its calculator's form: a module under ``site/docs/assets/js/``."""

    @property
    def rules(self) -> Rules:
        """The scoring module's game: its state, moves, score and check."""
        return rules_of(self.id)
