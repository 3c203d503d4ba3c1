"""Benchmark of Royal Shuffle's exact village solver, in CPython.

Run from the repository root::

    .venv/bin/python tests/bench/games/royal-shuffle/bench_solver.py [--repeat N] [--villages N] [--seed S]

It times ``generator.scoring.score("royal-shuffle", state)`` for a state holding one village (the whole
scoring path: reading the state, the court's multipliers, the solver, the result), and prints the median,
the 95th percentile and the slowest wall time per village, in milliseconds, and the median CPU time (the
process's own time: on a busy shared machine it shows the work without the waiting), for:

- the worst case for size: all 40 number cards in one village, under several courts
  (``--repeat`` timings per court, default 20);
- random 20-card villages drawn from the 40 number cards, each under a random legal court
  (``--villages`` villages, default 200; ``--seed`` picks them, default 1);
- the hardest villages found: all 28 adults and children with scarce shelter (0 to 3 houses, 0 to 7
  tents), under each court above, 4 timings each.

Nothing is cached between villages except what Python itself keeps (the card data is read once). The target
is a median of at most 50 ms per village; the script exits with status 1 when a median misses it. Keep runs
short on shared machines: the defaults take a few seconds.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from generator.scoring import load_catalog, score

TARGET_MS = 50.0
SUITS = "SHDC"
NUMBER_CARDS = [rank + suit for rank in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10") for suit in SUITS]
PEASANTS = [card for card in NUMBER_CARDS if card[:-1] not in ("A", "9", "10")]
SCARCE_SHELTER = [
    ["9S", "9H", "9D", "9C", "10S"],
    ["AS", "9S", "9H", "9D"],
    ["AS", "9S", "9H", "9D", "9C", "10S", "10H", "10D"],
    ["AS", "AH", "9S", "9H"],
    ["AS", "AH", "AD"],
]
"""Dwellings added to all 28 adults and children: too few for everyone, so the choices matter."""
COURTS = {
    "empty court": [],
    "King of Hearts": ["KH"],
    "K+Q+J of Hearts (×9)": ["KH", "QH", "JH"],
    "four Jacks": ["JS", "JH", "JD", "JC"],
    "K♠ Q♦ and four Jacks": ["KS", "QD", "JS", "JH", "JD", "JC"],
}


def random_court(rng: random.Random) -> list[str]:
    """A legal court: maybe a King, maybe a Queen, any Jacks."""
    court = [face + rng.choice(SUITS) for face in ("K", "Q") if rng.random() < 0.7]
    return court + ["J" + suit for suit in SUITS if rng.random() < 0.4]


def measure(states: list[dict[str, object]], repeat: int) -> tuple[list[float], list[float]]:
    """Wall and CPU milliseconds of ``score`` for each state, ``repeat`` times each."""
    wall, cpu = [], []
    for state in states:
        for _ in range(repeat):
            started, started_cpu = time.perf_counter(), time.process_time()
            score("royal-shuffle", state)
            wall.append((time.perf_counter() - started) * 1000)
            cpu.append((time.process_time() - started_cpu) * 1000)
    return wall, cpu


def summary(label: str, wall: list[float], cpu: list[float]) -> str:
    """One printed line: wall-time median, 95th percentile and maximum, and the CPU-time median."""
    ordered = sorted(wall)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return (
        f"{label:<36} n={len(ordered):<4} median {statistics.median(ordered):6.2f} ms   "
        f"p95 {p95:6.2f} ms   max {ordered[-1]:6.2f} ms   (CPU median {statistics.median(cpu):6.2f} ms)"
    )


def village_state(village: list[str], court: list[str]) -> dict[str, object]:
    """A two-player state whose first village is ``village`` and whose second is empty."""
    return {"court": court, "villages": {"Ann": village, "Ben": []}}


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its table; 1 when a wall-time median misses the target."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20, help="timings per court for the 40-card village")
    parser.add_argument("--villages", type=int, default=200, help="random 20-card villages")
    parser.add_argument("--seed", type=int, default=1, help="seed for the random villages")
    options = parser.parse_args(argv)
    load_catalog("royal-shuffle")
    rng = random.Random(options.seed)
    groups = [
        (f"40 cards, {label}", [village_state(NUMBER_CARDS, court)], options.repeat) for label, court in COURTS.items()
    ]
    groups.append(
        (
            "random 20-card villages",
            [village_state(rng.sample(NUMBER_CARDS, 20), random_court(rng)) for _ in range(options.villages)],
            1,
        )
    )
    groups.append(
        (
            "28 peasants, scarce shelter",
            [village_state(PEASANTS + dwellings, court) for dwellings in SCARCE_SHELTER for court in COURTS.values()],
            4,
        )
    )
    version = sys.version.split()[0]
    print(f"Royal Shuffle solver, CPython {version}, target: median <= {TARGET_MS:.0f} ms per village")
    medians = []
    for label, states, repeat in groups:
        wall, cpu = measure(states, repeat)
        medians.append(statistics.median(wall))
        print(summary(label, wall, cpu))
    missed = [median for median in medians if median > TARGET_MS]
    print("all medians within target" if not missed else f"{len(missed)} median(s) above {TARGET_MS:.0f} ms")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
