"""Animal Kingdoms: its declaration."""

from __future__ import annotations

from generator.design import CardDesign, backs
from generator.design import animal_kingdoms as faces
from generator.games.declaration import GameDeclaration
from generator.layout.setup import TableSetup
from generator.layout.setup import animal_kingdoms as table

ANIMAL_KINGDOMS = GameDeclaration(
    id="animal-kingdoms",
    design=CardDesign(fronts=faces.FRONTS, back_drawing=backs.banner),
    setup=TableSetup(places=("free-kingdoms", "army-deck", "wilderness-deck", "player"), rows=table),
    offered="a Wilderness card in the hand of the player on turn",
)
