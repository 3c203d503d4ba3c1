"""Play many whole games between bots through the game interface and gather the figures of ``pnp simulate``.

>>> result = simulate("royal-shuffle", players=2, games=4, seed=7, bots=["greedy", "random"])
>>> result["games"], len(result["wins"]), sorted(result["bot_wins"]), result["unfinished"]
(4, 2, ['greedy', 'random'], 0)
>>> simulate("royal-shuffle", players=2, games=4, seed=7, bots=["greedy", "random"]) == result
True
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from generator.scoring import Catalog, game, load_catalog
from generator.scoring.animal_kingdoms.play import KingdomsPlay
from generator.scoring.interface import Move, Play
from generator.simulate.bots import BOTS

ROUND_CAP = 150
"""A game still running after this many rounds is stopped and counted as unfinished."""


class SimulationError(ValueError):
    """Options that cannot be simulated (unknown bot, player count out of range, …)."""


def taken_card(game_id: str, move: Move) -> str | None:
    """The card a move takes out of the offer: bought, played or placed (None for other moves)."""
    if game_id == "monarch":
        return move.get("card") if move["action"] == "buy" else None
    if game_id == "royal-menagerie":
        return move.get("animal") if move["action"] == "gift" else move["action"]
    if game_id == "animal-kingdoms":
        return move.get("wilderness")
    return move.get("card") if move["action"] == "place" else None


@dataclass
class Tally:
    """The running figures of a simulation."""

    seats: int
    wins: list[float] = field(default_factory=list)
    bot_wins: defaultdict[str, float] = field(default_factory=lambda: defaultdict(float))
    rounds: list[int] = field(default_factory=list)
    unfinished: int = 0
    offered: Counter[str] = field(default_factory=Counter)
    taken: Counter[str] = field(default_factory=Counter)
    banners: dict[str, list[float]] = field(default_factory=dict)
    """Monarch: banner id → [games held, wins of its holder]."""
    roles: defaultdict[str, float] = field(default_factory=lambda: defaultdict(float))
    """Royal Menagerie: role → wins."""
    no_winner: int = 0
    """Royal Menagerie: finished games nobody won (the court and the Conspirators level)."""
    long_war: int = 0
    """Animal Kingdoms: games ended by the long war (rule ak-8.5) rather than by an Emperor's majority."""

    def __post_init__(self) -> None:
        self.wins = [0.0] * self.seats


def play_one(
    game_id: str, play: Play, bots: list[Callable[[Any, random.Random], Move]], rng: random.Random, tally: Tally
) -> bool:
    """Play ``play`` to its end (or the round cap) and count offers and takes; True when it ended."""
    offered_this_turn: set[str] = set()
    turn = (play.rounds, play.to_act())
    while not play.is_over() and play.rounds <= ROUND_CAP:
        seat = play.to_act()
        if (play.rounds, seat) != turn:
            turn, offered_this_turn = (play.rounds, seat), set()
        for card in set(play.offers()) - offered_this_turn:
            tally.offered[card] += 1
            offered_this_turn.add(card)
        move = bots[seat](play, rng)
        play.apply(move)
        taken = taken_card(game_id, move)
        if taken is not None:
            tally.taken[taken] += 1
    return play.is_over()


def simulate(
    game_id: str,
    players: int,
    games: int,
    seed: int,
    bots: list[str],
    rotate: bool = False,
    catalog: Catalog | None = None,
    progress: Callable[[int], None] | None = None,
    setup: Callable[[Catalog, int, int], Play] | None = None,
) -> dict[str, Any]:
    """Play ``games`` games and return the figures of ``pnp simulate --json`` (see ``generator.simulate``).

    ``bots`` names one bot per seat (a single name seats it everywhere); ``rotate`` moves the line-up one
    seat on each game. ``setup`` replaces the game's own (to switch a rule off in a benchmark).
    """
    rules = game(game_id)
    catalog = catalog or load_catalog(game_id)
    fewest, most = rules.player_range(catalog)
    if not fewest <= players <= most:
        counts = f"exactly {fewest}" if fewest == most else f"{fewest} to {most}"
        raise SimulationError(f"{game_id} is played by {counts} players, not {players}")
    known = BOTS[game_id]
    unknown = [name for name in bots if name not in known]
    if unknown:
        raise SimulationError(f"unknown bot {unknown[0]!r} for {game_id} (expected one of: {', '.join(known)})")
    lineup = bots * players if len(bots) == 1 else bots
    if len(lineup) != players:
        raise SimulationError(f"expected one bot or {players} bots (one per seat), got {len(bots)}")
    if games < 1:
        raise SimulationError(f"expected at least 1 game, got {games}")
    tally = Tally(players)
    made = {name: known[name]() for name in dict.fromkeys(lineup)}
    for index in range(games):
        shift = index % players if rotate else 0
        seated = [lineup[(seat - shift) % players] for seat in range(players)]
        play = (setup or rules.setup)(catalog, players, seed * 1_000_003 + index)
        rng = random.Random(seed * 1_000_003 + index + 500_009)
        ended = play_one(game_id, play, [made[name] for name in seated], rng, tally)
        tally.rounds.append(min(play.rounds, ROUND_CAP))
        if not ended:
            tally.unfinished += 1
        winners = play.winners() if ended else []
        for seat in winners:
            tally.wins[seat] += 1 / len(winners)
            tally.bot_wins[seated[seat]] += 1 / len(winners)
        _extras(game_id, play, winners, tally)
        if progress is not None:
            progress(index + 1)
    return _result(game_id, players, games, seed, lineup, tally, catalog)


def _extras(game_id: str, play: Play, winners: list[int], tally: Tally) -> None:
    state = play.state()
    if game_id == "monarch":
        for seat, player in enumerate(state["players"]):
            if player["banner"] is not None:
                held = tally.banners.setdefault(player["banner"], [0.0, 0.0])
                held[0] += 1
                held[1] += 1 / len(winners) if seat in winners else 0.0
    if game_id == "royal-menagerie":
        tally.no_winner += play.is_over() and not winners
        for seat in winners:
            tally.roles[state["players"][seat]["role"]] += 1 / len(winners)
    if isinstance(play, KingdomsPlay) and play.long_war:
        tally.long_war += 1


def _share(part: float, whole: int) -> float:
    return round(part / whole, 4) if whole else 0.0


def _result(
    game_id: str, players: int, games: int, seed: int, lineup: list[str], tally: Tally, catalog: Catalog
) -> dict[str, Any]:
    ids = {str(card["code"]): str(card["id"]) for card in catalog.cards if "code" in card}  # Royal Shuffle's KH…
    result: dict[str, Any] = {
        "game": game_id,
        "players": players,
        "games": games,
        "seed": seed,
        "bots": lineup,
        "wins": [_share(wins, games) for wins in tally.wins],
        "bot_wins": {name: _share(tally.bot_wins[name], games) for name in dict.fromkeys(lineup)},
        "rounds": {"mean": round(sum(tally.rounds) / games, 2), "max": max(tally.rounds)},
        "unfinished": tally.unfinished,
        "cards": {
            ids.get(card, card): {"offered": tally.offered[card], "taken": tally.taken[card]}
            for card in sorted(set(tally.offered) | set(tally.taken), key=lambda card: ids.get(card, card))
        },
    }
    if game_id == "monarch":
        result["banners"] = {
            banner: {"held": _share(held, games), "won": _share(won, int(held))}
            for banner, (held, won) in sorted(tally.banners.items())
        }
    if game_id == "royal-menagerie":
        result["roles"] = {
            role: _share(tally.roles[role], games) for role in ("grand-vizier", "loyalist", "conspirator")
        }
        result["no_winner"] = tally.no_winner
    if game_id == "animal-kingdoms":
        result["long_war"] = tally.long_war
    return result
