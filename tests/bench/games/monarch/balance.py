"""Monarch's balance thresholds (issues 10 and 23), for ``tests/bench/bench_balance.py``: in 2-, 3- and 4-player
games each seat wins 1/N ± 0.07 in greedy self-play and in ``no-improvements`` self-play (the ``endaware`` bot's
seats are shown beside them); with greedy bots, every market card is taken in 10-90 % of its offers, the
improvements together too, no banner's holder wins more than 1/N + 0.15, and 2-player games last 11-14 rounds on
average; greedy against no-improvements (2 players, rotated) wins 40-65 %; the Moons change games (mean rounds
and the winner's mean crowns, on and off)."""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable
from typing import NamedTuple

from generator.games import declaration
from generator.scoring import load_catalog
from generator.scoring.monarch.play import MonarchPlay
from generator.scoring.monarch.rules import crowns_of
from generator.simulate import simulate
from generator.simulate.run import ROUND_CAP

Verdict = Callable[[str, bool, str], None]
GAME = declaration("monarch").playable
assert GAME is not None


def percent(share: float) -> str:
    return f"{100 * share:.1f} %"


class Table(NamedTuple):
    """How a game ended: its rounds and each seat's crowns."""

    rounds: int
    crowns: list[int]


SEAT_BOTS = ("greedy", "no-improvements", "endaware")
"""The Monarch bots whose self-play seats are measured; the thresholds hold for all but the last."""


def check(games: int, seed: int, verdict: Verdict) -> None:
    catalog = load_catalog("monarch")
    improvements = {str(card["id"]) for card in catalog.of_kind("farm-improvement", "village-improvement")}
    for players in (2, 3, 4):
        fair = 1 / players
        by_bot = {bot: simulate(GAME, players, games, seed, [bot]) for bot in SEAT_BOTS}
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
    duel = simulate(GAME, 2, games, seed, ["greedy", "no-improvements"], rotate=True)
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
    bot = GAME.simulation.bots["greedy"]()
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
