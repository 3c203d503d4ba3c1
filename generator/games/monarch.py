"""Monarch: its declaration."""

from __future__ import annotations

from generator.design import CardDesign, backs
from generator.design import monarch as faces
from generator.games.declaration import GameDeclaration
from generator.layout.setup import TableSetup
from generator.layout.setup import monarch as table

MONARCH = GameDeclaration(
    id="monarch",
    design=CardDesign(fronts=faces.FRONTS, back_drawing=backs.shield),
    setup=TableSetup(places=("banners", "market-deck", "market-row", "discard", "board", "purse"), rows=table),
    offered="a card in the market row during a sister's turn",
)
