"""Royal Shuffle: what only it has beyond its card data."""

from __future__ import annotations

from generator.games.declaration import BalancePage, Bots, GameCode
from generator.games.royal_shuffle import bots, example, faces, table
from generator.layout.setup import TableSetup
from generator.simulate.figures import placed_card

CODE = GameCode(
    fronts=faces.FRONTS,
    setup=TableSetup(places=("draw-pile", "court", "village", "hand"), rows=table.rows),
    example=example.example,
    bots=Bots(made={"greedy": lambda: bots.shuffle_greedy}),
    taken_card=placed_card,
    balance=BalancePage(players=(2,), offered="a card in the hand of the player on turn, or the card just flipped"),
)
