"""Benchmark of the designed content's balance: the thresholds of issues 10 and 23, checked with simulated games.

Run from the repository root (2,000 games per line by default; the Monarch part alone takes about 10 minutes)::

    .venv/bin/python tests/bench/bench_balance.py [--games N] [--seed S] [--only monarch]

Every figure comes from ``generator.simulate.simulate`` (as ``pnp simulate``):

- Monarch, 2, 3 and 4 players: each seat wins 1/N ± 0.07 in greedy self-play and in ``no-improvements``
  self-play (the ``endaware`` bot's seats are shown beside them); with greedy bots, every market card is taken
  in 10-90 % of its offers, the improvements together too, no banner's holder wins more than 1/N + 0.15, and
  2-player games last 11-14 rounds on average; greedy against no-improvements (2 players, rotated) wins
  40-65 %; the Moons change games (mean rounds and the winner's mean crowns, on and off);
- Animal Kingdoms: explorer against greedy (2 players, rotated) wins 35-65 %; at most 1 % of 3- and
  4-player games stop at the round cap;
- Royal Menagerie, Circus Grandioso, Royal Shuffle: every game ends; seat and role shares.

Each line says PASS or MISS; the script exits with status 1 when any threshold is missed.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from typing import Any, NamedTuple

from generator.games import declaration
from generator.scoring import load_catalog
from generator.scoring.monarch.play import MonarchPlay
from generator.scoring.monarch.rules import crowns_of
from generator.simulate import simulate
from generator.simulate.run import ROUND_CAP

MISSES: list[str] = []


class Table(NamedTuple):
    """How a game ended: its rounds and each seat's crowns."""

    rounds: int
    crowns: list[int]


def verdict(label: str, ok: bool, figures: str) -> None:
    print(f"{'PASS' if ok else 'MISS'}  {label}: {figures}")
    if not ok:
        MISSES.append(label)


def percent(share: float) -> str:
    return f"{100 * share:.1f} %"


SEAT_BOTS = ("greedy", "no-improvements", "endaware")
"""The Monarch bots whose self-play seats are measured; the thresholds hold for all but the last."""


def monarch(games: int, seed: int) -> None:
    catalog = load_catalog("monarch")
    improvements = {str(card["id"]) for card in catalog.of_kind("farm-improvement", "village-improvement")}
    for players in (2, 3, 4):
        fair = 1 / players
        by_bot = {bot: simulate(declaration("monarch"), players, games, seed, [bot]) for bot in SEAT_BOTS}
        for bot, result in by_bot.items():
            seats = ", ".join(percent(share) for share in result["wins"])
            if bot == SEAT_BOTS[-1]:
                print(f"      {bot} seats: {seats}; rounds {result['rounds']['mean']}")
            else:
                verdict(f"monarch {players}p {bot} seats", all(abs(s - fair) <= 0.07 for s in result["wins"]), seats)
        result = by_bot["greedy"]
        cards = result["cards"]
        rates = {card: c["taken"] / c["offered"] for card, c in cards.items() if c["offered"]}
        outside = {card: rate for card, rate in rates.items() if not 0.10 <= rate <= 0.90}
        verdict(
            f"monarch {players}p take rates",
            not outside,
            f"{len(rates) - len(outside)} of {len(rates)} cards in 10-90 %"
            + (
                f"; outside: {', '.join(f'{card} {percent(rate)}' for card, rate in sorted(outside.items()))}"
                if outside
                else ""
            ),
        )
        offered = sum(cards[card]["offered"] for card in improvements if card in cards)
        taken = sum(cards[card]["taken"] for card in improvements if card in cards)
        verdict(f"monarch {players}p improvements taken", 0.10 <= taken / offered <= 0.90, percent(taken / offered))
        banners = result["banners"]
        verdict(
            f"monarch {players}p banners",
            all(b["won"] <= fair + 0.15 for b in banners.values()),
            ", ".join(f"{banner} held {percent(b['held'])} won {percent(b['won'])}" for banner, b in banners.items()),
        )
        rounds = result["rounds"]
        if players == 2:
            verdict("monarch 2p game length (11-14 rounds)", 11 <= rounds["mean"] <= 14, f"{rounds['mean']} rounds")
        print(f"      rounds {rounds}, unfinished {result['unfinished']}")
    duel = simulate(declaration("monarch"), 2, games, seed, ["greedy", "no-improvements"], rotate=True)
    greedy = duel["bot_wins"]["greedy"]
    verdict("monarch greedy vs no-improvements", 0.40 <= greedy <= 0.65, f"greedy {percent(greedy)}")
    on, off = moon_figures(games, seed, True), moon_figures(games, seed, False)
    changed = abs(on["rounds"] - off["rounds"]) >= 0.3 or abs(on["crowns"] - off["crowns"]) >= 0.5
    verdict(
        "monarch moons change games (3p)",
        changed,
        f"on: {on['rounds']:.2f} rounds, winner {on['crowns']:.2f} crowns, margin {on['margin']:.2f}; "
        f"off: {off['rounds']:.2f} rounds, winner {off['crowns']:.2f} crowns, margin {off['margin']:.2f}",
    )


def greedy_games(players: int, games: int, seed: int, moons: bool) -> list[Table]:
    """Monarch games between greedy sisters, with the Moons in the market deck or not: each game's rounds and
    final crowns by seat."""
    catalog = load_catalog("monarch")
    bot = declaration("monarch").simulation.bots["greedy"]()
    tables = []
    for index in range(games):
        play = MonarchPlay(catalog, players, seed * 1_000_003 + index, moons=moons)
        rng = random.Random(seed * 1_000_003 + index + 500_009)
        while not play.is_over() and play.rounds <= ROUND_CAP:
            play.apply(bot(play, rng))
        tables.append(Table(play.rounds, crowns_of(play.public, catalog)))
    return tables


def moon_figures(games: int, seed: int, moons: bool) -> dict[str, float]:
    """Mean rounds, winner's crowns and winning margin of 3-player greedy games with the Moons on or off."""
    tables = greedy_games(3, games, seed, moons=moons)
    tops = [sorted(table.crowns, reverse=True)[:2] for table in tables]
    return {
        "rounds": statistics.mean(table.rounds for table in tables),
        "crowns": statistics.mean(first for first, _ in tops),
        "margin": statistics.mean(first - second for first, second in tops),
    }


def kingdoms(games: int, seed: int) -> None:
    duel = simulate(declaration("animal-kingdoms"), 2, games, seed, ["explorer", "greedy"], rotate=True)
    explorer = duel["bot_wins"]["explorer"]
    verdict("animal-kingdoms explorer vs greedy", 0.35 <= explorer <= 0.65, f"explorer {percent(explorer)}")
    for players in (3, 4):
        result = simulate(declaration("animal-kingdoms"), players, games, seed, ["greedy"])
        share = result["unfinished"] / games
        verdict(
            f"animal-kingdoms {players}p round cap",
            share <= 0.01,
            f"{result['unfinished']} of {games} unfinished; {result['long_war']} ended by the long war (ak-8.5); "
            f"seats {', '.join(percent(s) for s in result['wins'])}; rounds {result['rounds']}",
        )


def others(games: int, seed: int) -> None:
    for game_id, counts in (("royal-menagerie", (4,)), ("circus-grandioso", (2, 3, 4)), ("royal-shuffle", (2,))):
        for players in counts:
            result: dict[str, Any] = simulate(declaration(game_id), players, games, seed, ["greedy"])
            extra = f"; roles {result['roles']}" if "roles" in result else ""
            verdict(
                f"{game_id} {players}p every game ends",
                result["unfinished"] == 0,
                f"seats {', '.join(percent(s) for s in result['wins'])}; rounds {result['rounds']}{extra}",
            )


PARTS = {"others": others, "kingdoms": kingdoms, "monarch": monarch}
"""The benchmark's parts, in the order they run."""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--only", choices=sorted(PARTS), action="append", help="run only these parts (repeatable; default: all)"
    )
    options = parser.parse_args()
    for name in options.only or PARTS:
        PARTS[name](options.games, options.seed)
    print(f"{len(MISSES)} threshold(s) missed" + (f": {', '.join(MISSES)}" if MISSES else ""))
    return 1 if MISSES else 0


if __name__ == "__main__":
    sys.exit(main())
