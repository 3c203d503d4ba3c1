"""Benchmark of ``pnp simulate``: 2,000 games of each game the simulator plays, at its most players, between greedy
bots.

Run from the repository root::

    .venv/bin/python tests/bench/bench_simulate.py [--game GAME] [--games N] [--players N] [--seed S]

For each game (every game with a play module, or ``--game``) it runs ``generator.simulate.simulate`` with greedy
bots at the game's most players (or ``--players``), every move checked by the rules engine as ``pnp simulate``
does, and prints the wall time, the CPU time of the process (on a busy shared machine it shows the work without
the waiting), the games per second and the games' rounds. The target is at most 60 s of CPU time for 2,000 games
of each; the script exits with status 1 when it is missed.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from found_games import PLAYABLE

from generator.games import declaration
from generator.scoring import load_catalog
from generator.simulate import simulate

TARGET_S = 60.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=PLAYABLE, action="append", help="only this game (repeatable)")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--players", type=int, help="players per game (default: the game's most)")
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()
    target = TARGET_S * options.games / 2000
    missed = []
    for game_id in options.game or PLAYABLE:
        game = declaration(game_id).playable
        assert game is not None
        players = options.players or game.rules.player_range(load_catalog(game_id))[1]
        wall, cpu = time.perf_counter(), time.process_time()
        result = simulate(game, players, options.games, options.seed, ["greedy"])
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        print(
            f"{game_id}, {players} players, {options.games} games: {wall:.1f} s wall, {cpu:.1f} s CPU "
            f"({options.games / cpu:.0f} games per CPU second); rounds {result['rounds']['mean']} on average, "
            f"unfinished {result['unfinished']}; target {target:.0f} s",
            flush=True,
        )
        if cpu > target:
            missed.append(game_id)
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
