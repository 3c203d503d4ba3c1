"""Royal Menagerie: its declaration."""

from __future__ import annotations

from generator.design import CardDesign, backs
from generator.design import royal_menagerie as faces
from generator.games.declaration import GameDeclaration
from generator.layout.setup import TableSetup
from generator.layout.setup import royal_menagerie as table

ROYAL_MENAGERIE = GameDeclaration(
    id="royal-menagerie",
    design=CardDesign(fronts=faces.FRONTS, back_drawing=backs.arch),
    setup=TableSetup(places=("play-deck", "discard", "vizier", "player"), rows=table),
    offered="a card in the hand of the player to play",
)
