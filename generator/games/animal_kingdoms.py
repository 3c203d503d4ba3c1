"""Animal Kingdoms: its declaration."""

from __future__ import annotations

from generator.design import CardDesign, backs
from generator.design import animal_kingdoms as faces
from generator.games.declaration import GameDeclaration
from generator.layout import tables
from generator.layout.tables import SetupTable

ANIMAL_KINGDOMS = GameDeclaration(
    id="animal-kingdoms",
    design=CardDesign(fronts=faces.FRONTS, back_drawing=backs.banner),
    setup=SetupTable(places=("free-kingdoms", "army-deck", "wilderness-deck", "player"), rows=tables.animal_kingdoms),
    offered="a Wilderness card in the hand of the player on turn",
)
