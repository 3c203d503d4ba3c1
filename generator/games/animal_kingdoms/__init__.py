"""Animal Kingdoms: what only it has beyond its card data."""

from __future__ import annotations

from generator.games.animal_kingdoms import balance, bots, example, faces, table
from generator.games.declaration import BalancePage, Bots, GameCode
from generator.layout.setup import TableSetup

CODE = GameCode(
    fronts=faces.FRONTS,
    setup=TableSetup(places=("free-kingdoms", "army-deck", "wilderness-deck", "player"), rows=table.rows),
    example=example.example,
    bots=Bots(made={"greedy": lambda: bots.KingdomsGreedy(), "explorer": lambda: bots.KingdomsGreedy(explores=True)}),
    taken_card=balance.wilderness_card,
    figures=balance.LongWarFigures,
    balance=BalancePage(
        players=(2, 3, 4),
        ended_by=balance.long_war_note,
        offered="a Wilderness card in the hand of the player on turn",
    ),
)
