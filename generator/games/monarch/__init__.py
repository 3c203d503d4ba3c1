"""Monarch: its declaration."""

from __future__ import annotations

from generator import balance
from generator.design import CardDesign, backs
from generator.design import monarch as faces
from generator.games.declaration import GameDeclaration
from generator.layout.setup import TableSetup
from generator.layout.setup import monarch as table
from generator.simulate import bots, figures
from generator.simulate.run import Simulation

MONARCH = GameDeclaration(
    id="monarch",
    design=CardDesign(fronts=faces.FRONTS, back_drawing=backs.shield),
    setup=TableSetup(places=("banners", "market-deck", "market-row", "discard", "board", "purse"), rows=table),
    simulation=Simulation(
        bots={
            "random": lambda: bots.random_bot,
            "greedy": lambda: bots.MonarchGreedy(),
            "no-improvements": lambda: bots.MonarchGreedy(improvements=False),
            "endaware": lambda: bots.MonarchEndAware(),
        },
        taken_card=figures.bought_card,
        figures=figures.BannerFigures,
    ),
    balance_players=(2, 3, 4),
    balance_bots=("greedy", "no-improvements", "endaware"),
    balance_plots=balance.banner_plots,
    offered="a card in the market row during a sister's turn",
    form="forms/monarch.mjs",
)
