"""Circus Grandioso: its declaration."""

from __future__ import annotations

from generator.design import CardDesign, backs
from generator.design import circus_grandioso as faces
from generator.games.declaration import GameDeclaration
from generator.layout.setup import TableSetup
from generator.layout.setup import circus_grandioso as table

CIRCUS_GRANDIOSO = GameDeclaration(
    id="circus-grandioso",
    design=CardDesign(fronts=faces.FRONTS, back_drawing=backs.marquee),
    setup=TableSetup(places=("overview", "first-elephant", "show-master", "stack", "hand"), rows=table),
    offered="a card in the hand of the player on turn, or the card just drawn",
)
