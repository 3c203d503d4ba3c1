"""Benchmark of ``score`` and ``check`` over growing states, for every game (issue 12: close to linear).

Run from the repository root::

    .venv/bin/python tests/bench/bench_state_size.py [--sizes 1000,10000,100000]

For each game it builds states of growing size (the item that grows: court cards for Monarch, animals in
menageries for Royal Menagerie, pyramid cards for Circus Grandioso, village cards for Royal Shuffle,
players' kingdoms for Animal Kingdoms; the states break rules, as huge states do, so ``check`` reports
them), times ``score`` (when the state can be scored) and ``check``, and prints the time per size and the
growth from one size to the next, divided by the growth of the size: 1.0 is linear, 10 is quadratic
for a tenfold step. The script exits with status 1 when a step grows worse than 3.0 (well short of
quadratic, with room for a busy machine's noise).
"""

from __future__ import annotations

import argparse
import contextlib
import sys
import time
from collections.abc import Callable
from typing import Any

from generator.scoring import StateError, check, load_catalog, score

WORST_RATIO = 3.0


def monarch(size: int) -> dict[str, Any]:
    court = (["scimitar", "knight", "astrologer", "fireworks", "scholar", "poet-laureate", "minstrel"] * size)[:size]
    return {"players": [{"name": "Kayla", "court": court, "guests": ["the-bore"]}, {"name": "Brian", "court": []}]}


def menagerie(size: int) -> dict[str, Any]:
    roles = ["grand-vizier", "loyalist", "conspirator", "conspirator"]
    players = [{"name": f"P{index}", "role": roles[index % 4], "menagerie": {"mammoth": 1}} for index in range(size)]
    return {"players": players}


def circus(size: int) -> dict[str, Any]:
    return {"pyramid": [{"row": 1, "pos": pos, "card": "elephant"} for pos in range(size)]}


def shuffle(size: int) -> dict[str, Any]:
    cards = [f"{rank}{suit}" for rank in ("A", "9", "10") for suit in "SHDC"]
    return {"court": ["KH"], "villages": {"Ann": (cards * size)[:size], "Ben": []}}


def kingdoms(size: int) -> dict[str, Any]:
    players = [{"name": f"P{index}", "kingdoms": ["sunmane"], "liege": None} for index in range(size)]
    return {"players": players}


GROWING: dict[str, tuple[str, Callable[[int], dict[str, Any]]]] = {
    "monarch": ("court cards", monarch),
    "royal-menagerie": ("players", menagerie),
    "circus-grandioso": ("pyramid cards", circus),
    "royal-shuffle": ("village cards", shuffle),
    "animal-kingdoms": ("players", kingdoms),
}


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
    for game_id, (item, build) in GROWING.items():
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
