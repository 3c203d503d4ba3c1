"""Benchmark of ``score`` and ``check`` over growing states, for every game (issue 12: close to linear).

Run from the repository root::

    .venv/bin/python tests/bench/bench_state_size.py [--sizes 1000,10000,100000]

For each game that brings its states (``tests/bench/games/<game>/states.py``: the item that grows, such as
court cards, players or village cards; the states break rules, as huge states do, so ``check`` reports
them) it builds states of growing size, times ``score`` (when the state can be scored) and ``check``, and
prints the time per size and the growth from one size to the next, divided by the growth of the size: 1.0 is
linear, 10 is quadratic for a tenfold step. The script exits with status 1 when a step grows worse than 3.0
(well short of quadratic, with room for a busy machine's noise).
"""

from __future__ import annotations

import argparse
import contextlib
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game_benches import games_with

from generator.scoring import StateError, check, load_catalog, score

sys.path.insert(0, str(Path(__file__).resolve().parent))

WORST_RATIO = 3.0


def timed(run: Callable[[], Any]) -> float:
    start = time.process_time()
    with contextlib.suppress(StateError):
        run()
    return time.process_time() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,10000,100000")
    sizes = [int(size) for size in parser.parse_args().sizes.split(",")]
    worst = 0.0
    for game_id, states in games_with("states").items():
        item, build = states.GROWS, states.growing
        catalog = load_catalog(game_id)
        for name, run in (("score", score), ("check", check)):
            times = []
            for size in sizes:
                state = build(size)
                times.append(
                    timed(lambda run=run, state=state, game_id=game_id, catalog=catalog: run(game_id, state, catalog))
                )
            steps = [
                (later / max(earlier, 1e-4)) / (big / small)
                for earlier, later, small, big in zip(times, times[1:], sizes, sizes[1:], strict=False)
            ]
            worst = max([worst, *steps])
            cells = ", ".join(
                f"{size:,} {item}: {seconds * 1000:.1f} ms" for size, seconds in zip(sizes, times, strict=True)
            )
            growth = ", ".join(f"{step:.2f}" for step in steps)
            print(f"{game_id} {name}: {cells}; growth per step (1.0 = linear): {growth}")
    print(f"worst growth {worst:.2f} (limit {WORST_RATIO})")
    return 0 if worst <= WORST_RATIO else 1


if __name__ == "__main__":
    sys.exit(main())
