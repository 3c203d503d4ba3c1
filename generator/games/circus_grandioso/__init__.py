"""Circus Grandioso: what only it has beyond its card data."""

from __future__ import annotations

from generator.games.circus_grandioso import bots, example, faces, table
from generator.games.declaration import BalancePage, Bots, GameCode
from generator.layout.setup import TableSetup
from generator.simulate.figures import placed_card

CODE = GameCode(
    fronts=faces.FRONTS,
    setup=TableSetup(places=("overview", "first-elephant", "show-master", "stack", "hand"), rows=table.rows),
    example=example.example,
    bots=Bots(made={"greedy": lambda: bots.circus_greedy}),
    taken_card=placed_card,
    balance=BalancePage(players=(2, 3, 4), offered="a card in the hand of the player on turn, or the card just drawn"),
)
