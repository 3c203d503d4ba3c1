"""Benchmark of ``pnp simulate``: 2,000 games of each game the simulator plays, at its most players, between greedy
bots, as the whole command on every core.

Run from the repository root, alone on a quiet machine::

    .venv/bin/python tests/bench/bench_simulate.py [--game GAME] [--games N] [--players N] [--jobs N] [--runs N]

For each game (every game with a play module, or ``--game``) it runs ``pnp simulate GAME --players N --games 2000
--json --jobs J`` (every move checked by the rules engine) ``--runs`` times and prints the median wall time with
its spread, the CPU time of the command and its workers, and the games per CPU second; then checks that one
process gives the very same figures. Target (issue 33): 2,000 four-player Monarch games (every game at its most
players) in at most 20 s on 2 cores, with ``--jobs 2``; the script exits with status 1 when a game misses it.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tests"))

from found_games import PLAYABLE  # noqa: E402

from generator.games import declaration  # noqa: E402
from generator.scoring import load_catalog  # noqa: E402

TARGET_S = 20.0
"""Seconds for 2,000 games (scaled to ``--games``)."""


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def simulate(game_id: str, players: int, games: int, jobs: int) -> tuple[float, float, str]:
    """The whole ``pnp simulate`` command: its wall seconds, CPU seconds (with its workers) and JSON."""
    command = [sys.executable, "-m", "generator", "simulate", game_id, "--players", str(players)]
    command += ["--games", str(games), "--json", "--jobs", str(jobs)]
    cpu, start = children_cpu(), time.perf_counter()
    done = subprocess.run(
        command, capture_output=True, text=True, check=True, env={**os.environ, "PYTHONPATH": str(REPO)}
    )
    return time.perf_counter() - start, children_cpu() - cpu, done.stdout


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=PLAYABLE, action="append", help="only this game (repeatable)")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--players", type=int, help="players per game (default: the game's most)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--runs", type=int, default=3)
    options = parser.parse_args()
    target = TARGET_S * options.games / 2000
    missed = []
    print(f"load {os.getloadavg()}")
    for game_id in options.game or PLAYABLE:
        game = declaration(game_id).playable
        assert game is not None
        players = options.players or game.rules.player_range(load_catalog(game_id))[1]
        runs = [simulate(game_id, players, options.games, options.jobs) for _run in range(options.runs)]
        walls = [wall for wall, _cpu, _json in runs]
        cpu = statistics.median(cpu for _wall, cpu, _json in runs)
        alone = simulate(game_id, players, options.games, 1)[2]
        wall = statistics.median(walls)
        print(
            f"{game_id}, {players} players, {options.games} games, {options.jobs} jobs: {wall:.1f} s "
            f"({min(walls):.1f}–{max(walls):.1f}), {cpu:.1f} s CPU ({options.games / cpu:.0f} games per CPU second); "
            f"same figures as one process: {all(json == alone for _wall, _cpu, json in runs)}; target {target:.0f} s",
            flush=True,
        )
        if wall > target or any(json != alone for _wall, _cpu, json in runs):
            missed.append(game_id)
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
