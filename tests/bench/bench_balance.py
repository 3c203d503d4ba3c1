"""Benchmark of the designed content's balance: the thresholds of issues 10 and 23, checked with simulated games.

Run from the repository root (2,000 games per line by default; some games' own parts take about 10 minutes)::

    .venv/bin/python tests/bench/bench_balance.py [--games N] [--seed S] [--only GAME]

Every figure comes from ``generator.simulate.simulate`` (as ``pnp simulate``). For every game the simulator
plays: every greedy game ends at every player count of its balance page, with the seats' shares shown; then the
game's own thresholds, when it brings them (``tests/bench/games/<game>/balance.py``).

Each line says PASS or MISS; the script exits with status 1 when any threshold is missed.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from found_games import PLAYABLE
from game_benches import games_with

from generator.balance import page_players
from generator.games import declaration
from generator.scoring import load_catalog
from generator.simulate import simulate

MISSES: list[str] = []


def verdict(label: str, ok: bool, figures: str) -> None:
    print(f"{'PASS' if ok else 'MISS'}  {label}: {figures}")
    if not ok:
        MISSES.append(label)


def percent(share: float) -> str:
    return f"{100 * share:.1f} %"


def every_game_ends(game_id: str, games: int, seed: int) -> None:
    """Every greedy game ends, at every player count of the game's balance page."""
    game = declaration(game_id).playable
    assert game is not None
    for players in page_players(game, load_catalog(game_id)):
        result: dict[str, Any] = simulate(game, players, games, seed, ["greedy"])
        verdict(
            f"{game_id} {players}p every game ends",
            result["unfinished"] == 0,
            f"seats {', '.join(percent(s) for s in result['wins'])}; rounds {result['rounds']}",
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", choices=PLAYABLE, action="append", help="only these games (repeatable)")
    options = parser.parse_args()
    thresholds = games_with("balance")
    for game_id in options.only or PLAYABLE:
        every_game_ends(game_id, options.games, options.seed)
        if game_id in thresholds:
            thresholds[game_id].check(options.games, options.seed, verdict)
    print(f"{len(MISSES)} threshold(s) missed" + (f": {', '.join(MISSES)}" if MISSES else ""))
    return 1 if MISSES else 0


if __name__ == "__main__":
    sys.exit(main())
