"""Royal Menagerie: what only it has beyond its card data."""

from __future__ import annotations

from generator.games.declaration import BalancePage, Bots, GameCode
from generator.games.royal_menagerie import balance, bots, example, faces, table
from generator.layout.setup import TableSetup

CODE = GameCode(
    fronts=faces.FRONTS,
    setup=TableSetup(places=("play-deck", "discard", "vizier", "player"), rows=table.rows),
    example=example.example,
    bots=Bots(made={"greedy": lambda: bots.menagerie_greedy}),
    taken_card=balance.played_animal,
    figures=balance.RoleFigures,
    balance=BalancePage(players=(4,), plots=balance.role_plots, offered="a card in the hand of the player to play"),
)
