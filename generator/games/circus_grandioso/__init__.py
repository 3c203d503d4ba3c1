"""Circus Grandioso: its declaration."""

from __future__ import annotations

from generator.design import CardDesign, backs
from generator.design import circus_grandioso as faces
from generator.games.declaration import GameDeclaration
from generator.layout.setup import TableSetup
from generator.layout.setup import circus_grandioso as table
from generator.simulate import bots, figures
from generator.simulate.run import Simulation

CIRCUS_GRANDIOSO = GameDeclaration(
    id="circus-grandioso",
    design=CardDesign(fronts=faces.FRONTS, back_drawing=backs.marquee),
    setup=TableSetup(places=("overview", "first-elephant", "show-master", "stack", "hand"), rows=table),
    simulation=Simulation(
        bots={"random": lambda: bots.random_bot, "greedy": lambda: bots.circus_greedy},
        taken_card=figures.placed_card,
    ),
    balance_players=(2, 3, 4),
    balance_bots=("greedy",),
    balance_plots=None,
    offered="a card in the hand of the player on turn, or the card just drawn",
    form="forms/circus-grandioso.mjs",
)
