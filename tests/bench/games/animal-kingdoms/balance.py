"""Animal Kingdoms' balance thresholds, for ``tests/bench/bench_balance.py``: the explorer against the greedy bot
(2 players, rotated) wins 35-65 %; at most 1 % of 3- and 4-player games stop at the round cap."""

from __future__ import annotations

from collections.abc import Callable

from generator.games import declaration
from generator.simulate import simulate

Verdict = Callable[[str, bool, str], None]
GAME = declaration("animal-kingdoms").playable
assert GAME is not None


def percent(share: float) -> str:
    return f"{100 * share:.1f} %"


def check(games: int, seed: int, verdict: Verdict) -> None:
    duel = simulate(GAME, 2, games, seed, ["explorer", "greedy"], rotate=True)
    explorer = duel["bot_wins"]["explorer"]
    verdict("animal-kingdoms explorer vs greedy", 0.35 <= explorer <= 0.65, f"explorer {percent(explorer)}")
    for players in (3, 4):
        result = simulate(GAME, players, games, seed, ["greedy"])
        share = result["unfinished"] / games
        verdict(
            f"animal-kingdoms {players}p round cap",
            share <= 0.01,
            f"{result['unfinished']} of {games} unfinished; {result['long_war']} ended by the long war (ak-8.5); "
            f"seats {', '.join(percent(s) for s in result['wins'])}; rounds {result['rounds']}",
        )
