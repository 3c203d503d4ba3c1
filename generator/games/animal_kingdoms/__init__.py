"""Animal Kingdoms: its declaration."""

from __future__ import annotations

from generator.design import CardDesign, backs
from generator.design import animal_kingdoms as faces
from generator.games.declaration import GameDeclaration
from generator.layout.setup import TableSetup
from generator.layout.setup import animal_kingdoms as table
from generator.simulate import bots, figures
from generator.simulate.run import Simulation

ANIMAL_KINGDOMS = GameDeclaration(
    id="animal-kingdoms",
    design=CardDesign(fronts=faces.FRONTS, back_drawing=backs.banner),
    setup=TableSetup(places=("free-kingdoms", "army-deck", "wilderness-deck", "player"), rows=table),
    simulation=Simulation(
        bots={
            "random": lambda: bots.random_bot,
            "greedy": lambda: bots.KingdomsGreedy(),
            "explorer": lambda: bots.KingdomsGreedy(explores=True),
        },
        taken_card=figures.wilderness_card,
        figures=figures.LongWarFigures,
    ),
    balance_players=(2, 3, 4),
    balance_bots=("greedy",),
    balance_plots=None,
    offered="a Wilderness card in the hand of the player on turn",
    form="forms/animal-kingdoms.mjs",
)
