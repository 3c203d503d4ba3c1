"""Royal Shuffle: its declaration."""

from __future__ import annotations

from generator.design import CardDesign, backs
from generator.design import royal_shuffle as faces
from generator.games.declaration import GameDeclaration
from generator.layout.setup import TableSetup
from generator.layout.setup import royal_shuffle as table
from generator.simulate import bots, figures
from generator.simulate.run import Simulation

ROYAL_SHUFFLE = GameDeclaration(
    id="royal-shuffle",
    design=CardDesign(fronts=faces.FRONTS, back_drawing=backs.playing_card),
    setup=TableSetup(places=("draw-pile", "court", "village", "hand"), rows=table),
    simulation=Simulation(
        bots={"random": lambda: bots.random_bot, "greedy": lambda: bots.shuffle_greedy},
        taken_card=figures.placed_card,
    ),
    balance_players=(2,),
    balance_bots=("greedy",),
    balance_plots=None,
    offered="a card in the hand of the player on turn, or the card just flipped",
    form="forms/royal-shuffle.mjs",
)
