"""Benchmark of ``pnp simulate``: 2,000 four-player Monarch games between greedy bots.

Run from the repository root::

    .venv/bin/python tests/bench/bench_simulate.py [--games N] [--players N] [--seed S]

It runs ``generator.simulate.simulate(declaration("monarch"), 4, 2000, seed=1, bots=["greedy"])`` (every move checked by
the rules engine, as ``pnp simulate`` does) and prints the wall time, the CPU time of the process (on a busy
shared machine it shows the work without the waiting), the games per second and the moves' round count.
The target is at most 60 s of CPU time for 2,000 games; the script exits with status 1 when it is missed.
"""

from __future__ import annotations

import argparse
import sys
import time

from generator.games import declaration
from generator.simulate import simulate

TARGET_S = 60.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()
    wall, cpu = time.perf_counter(), time.process_time()
    result = simulate(declaration("monarch"), options.players, options.games, options.seed, ["greedy"])
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    target = TARGET_S * options.games / 2000
    print(
        f"monarch, {options.players} players, {options.games} games: {wall:.1f} s wall, {cpu:.1f} s CPU "
        f"({options.games / cpu:.0f} games per CPU second); rounds {result['rounds']['mean']} on average, "
        f"unfinished {result['unfinished']}; target {target:.0f} s"
    )
    return 0 if cpu <= target else 1


if __name__ == "__main__":
    sys.exit(main())
