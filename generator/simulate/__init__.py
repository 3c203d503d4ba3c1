"""``pnp simulate``: whole games between bots, played through the one game interface.

Every move a bot picks is applied by ``Play.apply``, which checks it with the game's own rules code (the
code behind ``pnp check``) and refuses an illegal one. ``simulate`` returns the figures of
``pnp simulate --json``::

    {"game", "players", "games", "seed", "bots": [bot per seat],
     "wins": [share per seat; a shared win counts 1/k to each winner], "bot_wins": {bot: share},
     "rounds": {"mean", "max"}, "unfinished": games stopped by the round cap,
     "cards": {card id: {"offered": times open to a player's choice, "taken": times chosen}},
     ...: the figures only the game counts (its folder's ``GameFigures``): a count of games, or shares by name}

The shared bots live here, a game's own in its folder, all outside the scoring archive the browser loads.
"""

from generator.simulate.run import ROUND_CAP, SimulationError, simulate

__all__ = ["ROUND_CAP", "SimulationError", "simulate"]
