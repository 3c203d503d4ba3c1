"""Play many whole games between bots through the game interface and gather the figures of ``pnp simulate``.

A game comes with its declaration (``generator.games``), which names its bots and what it counts:

>>> from generator.games import declaration
>>> from generator.scoring import game_ids
>>> game = next(found.playable for found in map(declaration, game_ids()) if found.playable)
>>> fewest, _ = game.rules.player_range(load_catalog(game.id))
>>> result = simulate(game, players=fewest, games=4, seed=7, bots=["random"])
>>> result["games"], len(result["wins"]) == fewest, sorted(result["bot_wins"])
(4, True, ['random'])
>>> simulate(game, players=fewest, games=4, seed=7, bots=["random"]) == result
True
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from generator.scoring import Catalog, load_catalog
from generator.scoring.interface import Game, Move, Play
from generator.simulate.bots import Bot
from generator.simulate.figures import GameFigures, NoFigures, share
from generator.simulate.parallel import played_games

ROUND_CAP = 150
"""A game still running after this many rounds is stopped and counted as unfinished."""


class SimulationError(ValueError):
    """Options that cannot be simulated (unknown bot, player count out of range, …)."""


@dataclass(frozen=True)
class Simulation:
    """What the simulator needs of a game besides its rules (its declaration holds it): its bots by name, each
    entry making a fresh bot; the card a move takes out of the offer (None for other moves); and a fresh
    tally of the figures only this game has."""

    bots: Mapping[str, Callable[[], Bot]]
    taken_card: Callable[[Move], str | None]
    figures: Callable[[], GameFigures] = NoFigures


class SimulatedGame(Protocol):
    """A game as the simulator plays it: its id, its rules and its ``Simulation`` (a game's declaration)."""

    @property
    def id(self) -> str: ...

    @property
    def rules(self) -> Game: ...

    @property
    def simulation(self) -> Simulation: ...


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

    def __post_init__(self) -> None:
        self.wins = [0.0] * self.seats


@dataclass(frozen=True)
class Played:
    """One game played to its end (or the round cap): the table as it ended, its winners' seats (none when it did
    not end), and the cards offered and taken."""

    play: Play
    ended: bool
    winners: list[int]
    offered: Counter[str]
    taken: Counter[str]


def play_one(taken_card: Callable[[Move], str | None], play: Play, bots: list[Bot], rng: random.Random) -> Played:
    """Play ``play`` to its end (or the round cap), counting offers and takes."""
    offered: Counter[str] = Counter()
    taken: Counter[str] = Counter()
    offered_this_turn: set[str] = set()
    turn = (play.rounds, play.to_act())
    while not play.is_over() and play.rounds <= ROUND_CAP:
        seat = play.to_act()
        if (play.rounds, seat) != turn:
            turn, offered_this_turn = (play.rounds, seat), set()
        for card in set(play.offers()) - offered_this_turn:
            offered[card] += 1
            offered_this_turn.add(card)
        move = bots[seat](play, rng)
        play.apply(move)
        card_taken = taken_card(move)
        if card_taken is not None:
            taken[card_taken] += 1
    ended = play.is_over()
    return Played(play, ended, play.winners() if ended else [], offered, taken)


@dataclass(frozen=True)
class Games:
    """The games of one simulation, each dealt and played from its number alone: any process plays it alike."""

    deal: Callable[[Catalog, int, int], Play]
    catalog: Catalog
    simulation: Simulation
    lineup: tuple[str, ...]
    seed: int
    rotate: bool

    def seated(self, index: int) -> list[str]:
        """The bot of each seat in game ``index`` (the line-up moved one seat a game with ``rotate``)."""
        players = len(self.lineup)
        shift = index % players if self.rotate else 0
        return [self.lineup[(seat - shift) % players] for seat in range(players)]

    def bots(self) -> dict[str, Bot]:
        """A fresh bot of each name of the line-up."""
        return {name: self.simulation.bots[name]() for name in dict.fromkeys(self.lineup)}

    def play(self, index: int, bots: Mapping[str, Bot]) -> Played:
        """Play game ``index`` with ``bots`` (``bots()``: a bot only ever remembers what speeds it up)."""
        play = self.deal(self.catalog, len(self.lineup), self.seed * 1_000_003 + index)
        rng = random.Random(self.seed * 1_000_003 + index + 500_009)
        return play_one(self.simulation.taken_card, play, [bots[name] for name in self.seated(index)], rng)


def simulate(
    simulated: SimulatedGame,
    players: int,
    games: int,
    seed: int,
    bots: list[str],
    rotate: bool = False,
    catalog: Catalog | None = None,
    progress: Callable[[int], None] | None = None,
    setup: Callable[[Catalog, int, int], Play] | None = None,
    jobs: int = 1,
) -> dict[str, Any]:
    """Play ``games`` games and return the figures of ``pnp simulate --json`` (see ``generator.simulate``).

    ``bots`` names one bot per seat (a single name seats it everywhere); ``rotate`` moves the line-up one
    seat on each game. ``setup`` replaces the game's own (to switch a rule off in a benchmark). ``jobs``
    processes play the games (0: one per core); the figures are the same for any number.
    """
    game_id, rules, simulation = simulated.id, simulated.rules, simulated.simulation
    catalog = catalog or load_catalog(game_id)
    fewest, most = rules.player_range(catalog)
    if not fewest <= players <= most:
        counts = f"exactly {fewest}" if fewest == most else f"{fewest} to {most}"
        raise SimulationError(f"{game_id} is played by {counts} players, not {players}")
    known = simulation.bots
    unknown = [name for name in bots if name not in known]
    if unknown:
        raise SimulationError(f"unknown bot {unknown[0]!r} for {game_id} (expected one of: {', '.join(known)})")
    lineup = bots * players if len(bots) == 1 else bots
    if len(lineup) != players:
        raise SimulationError(f"expected one bot or {players} bots (one per seat), got {len(bots)}")
    if games < 1:
        raise SimulationError(f"expected at least 1 game, got {games}")
    if jobs < 0:
        raise SimulationError(f"expected 0 (one process per core) or more processes, got {jobs}")
    deal = setup or rules.setup
    if deal is None:
        raise SimulationError(f"{game_id} has no play module: no bot can play it")
    table = Games(deal, catalog, simulation, tuple(lineup), seed, rotate)
    tally, figures = Tally(players), simulation.figures()
    for index, played in enumerate(played_games(table, games, jobs)):
        seated = table.seated(index)
        tally.rounds.append(min(played.play.rounds, ROUND_CAP))
        tally.offered.update(played.offered)
        tally.taken.update(played.taken)
        if not played.ended:
            tally.unfinished += 1
        winners = played.winners
        for seat in winners:
            tally.wins[seat] += 1 / len(winners)
            tally.bot_wins[seated[seat]] += 1 / len(winners)
        figures.record(played.play, winners)
        if progress is not None:
            progress(index + 1)
    return {**_result(game_id, players, games, seed, lineup, tally, catalog), **figures.report(games)}


def _result(
    game_id: str, players: int, games: int, seed: int, lineup: list[str], tally: Tally, catalog: Catalog
) -> dict[str, Any]:
    ids = {str(card["code"]): str(card["id"]) for card in catalog.cards if "code" in card}  # Royal Shuffle's KH…
    return {
        "game": game_id,
        "players": players,
        "games": games,
        "seed": seed,
        "bots": lineup,
        "wins": [share(wins, games) for wins in tally.wins],
        "bot_wins": {name: share(tally.bot_wins[name], games) for name in dict.fromkeys(lineup)},
        "rounds": {"mean": round(sum(tally.rounds) / games, 2), "max": max(tally.rounds)},
        "unfinished": tally.unfinished,
        "cards": {
            ids.get(card, card): {"offered": tally.offered[card], "taken": tally.taken[card]}
            for card in sorted(set(tally.offered) | set(tally.taken), key=lambda card: ids.get(card, card))
        },
    }
