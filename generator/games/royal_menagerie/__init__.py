"""Royal Menagerie: its declaration."""

from __future__ import annotations

from generator import balance
from generator.design import CardDesign, backs
from generator.design import royal_menagerie as faces
from generator.games.declaration import GameDeclaration
from generator.layout.setup import TableSetup
from generator.layout.setup import royal_menagerie as table
from generator.simulate import bots, figures
from generator.simulate.run import Simulation

ROYAL_MENAGERIE = GameDeclaration(
    id="royal-menagerie",
    design=CardDesign(fronts=faces.FRONTS, back_drawing=backs.arch),
    setup=TableSetup(places=("play-deck", "discard", "vizier", "player"), rows=table),
    simulation=Simulation(
        bots={"random": lambda: bots.random_bot, "greedy": lambda: bots.menagerie_greedy},
        taken_card=figures.played_animal,
        figures=figures.RoleFigures,
    ),
    balance_players=(4,),
    balance_bots=("greedy",),
    balance_plots=balance.role_plots,
    offered="a card in the hand of the player to play",
    form="forms/royal-menagerie.mjs",
)
