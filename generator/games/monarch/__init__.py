"""Monarch: what only it has beyond its card data."""

from __future__ import annotations

from generator.games.declaration import BalancePage, Bots, GameCode
from generator.games.monarch import balance, bots, example, faces, table
from generator.layout.setup import TableSetup

CODE = GameCode(
    fronts=faces.FRONTS,
    setup=TableSetup(places=("banners", "market-deck", "market-row", "discard", "board", "purse"), rows=table.rows),
    example=example.example,
    bots=Bots(
        made={
            "greedy": lambda: bots.MonarchGreedy(),
            "no-improvements": lambda: bots.MonarchGreedy(improvements=False),
            "endaware": lambda: bots.MonarchEndAware(),
        },
        words={
            "no-improvements": (
                "never improves",
                "plays as the greedy bot does but never buys a land improvement",
            ),
            "endaware": (
                "end-aware",
                "plays as the greedy bot does, but fills her court only when a look-ahead over the rest of the "
                "round says that no sister will end it above her, and plays a turn she knows to be her last to "
                "the full",
            ),
        },
    ),
    taken_card=balance.bought_card,
    figures=balance.BannerFigures,
    balance=BalancePage(
        players=(2, 3, 4),
        bots=("greedy", "no-improvements", "endaware"),
        plots=balance.banner_plots,
        offered="a card in the market row during a sister's turn",
    ),
)
