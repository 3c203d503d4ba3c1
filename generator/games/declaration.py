"""What the project knows of one game beyond its card data: the parts every command takes from it."""

from __future__ import annotations

from dataclasses import dataclass

from generator.design import CardDesign
from generator.layout.setup import TableSetup
from generator.scoring import game as rules_of
from generator.scoring.interface import Game as Rules


@dataclass(frozen=True)
class GameDeclaration:
    """One game: its id (its ``card_data/`` folder), how its faces and backs are drawn, how its table is set
    up for the rules booklet, and what "offered" means on its balance page. Its rules are the scoring
    module's ``Game`` of the same id."""

    id: str
    design: CardDesign
    setup: TableSetup
    offered: str
    """What "offered" means on the game's balance page: where a card is when a player could take it."""

    @property
    def rules(self) -> Rules:
        """The scoring module's game: its state, moves, score and check."""
        return rules_of(self.id)
