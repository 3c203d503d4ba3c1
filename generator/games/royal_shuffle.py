"""Royal Shuffle: its declaration."""

from __future__ import annotations

from generator.design import CardDesign, backs
from generator.design import royal_shuffle as faces
from generator.games.declaration import GameDeclaration
from generator.layout import tables
from generator.layout.tables import SetupTable

ROYAL_SHUFFLE = GameDeclaration(
    id="royal-shuffle",
    design=CardDesign(fronts=faces.FRONTS, back_drawing=backs.playing_card),
    setup=SetupTable(places=("draw-pile", "court", "village", "hand"), rows=tables.royal_shuffle),
    offered="a card in the hand of the player on turn, or the card just flipped",
)
