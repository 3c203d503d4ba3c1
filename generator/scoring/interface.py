"""The one game interface every game implements, on the models of OpenSpiel and boardgame.io.

A ``Game`` bundles what the product does with a game's rules: ``score`` and ``check`` a state (JSON in, JSON
out), ``explain`` either result in sentences, add fields to ``pnp cards`` (``listing_extras``), check the card
data (``catalog_problems``), and, for a game with a ``play`` module, play it: ``setup`` deals a real start from
the card data and a seed and returns a ``Play``, whose ``legal_moves`` are the moves of the player to act and
whose ``apply`` makes one. A game's package declares it by the names its modules define (``Game.of_package``).

Moves are JSON objects of the game's move vocabulary (``Game.moves``: action → the fields it may carry),
the objects that ``check`` reads under ``"move"``. ``Play.apply`` refuses an illegal move with ``IllegalMove``
naming the rule it breaks, checked by the same code as ``check``.

Every game's play class derives from ``TablePlay``, which holds what they share (``to_act``, ``is_over``,
``clone``); the ``Play`` protocol stays the contract the simulator and the tests rely on.

The contract of ``check`` with a move, the same for every game: the result carries ``"after"``, the table
after the move, or ``null`` when the table or the move breaks a rule.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from importlib import import_module
from importlib.util import find_spec
from types import ModuleType
from typing import Any, ClassVar, Protocol, Self

from generator.scoring.catalog import Catalog
from generator.scoring.core import StateError, Violation

Move = dict[str, Any]
"""A move: a JSON object with an ``action`` and that action's fields (``Game.moves``)."""


class IllegalMove(ValueError):
    """A move that breaks a rule; ``violations`` say which, as ``check`` would."""

    def __init__(self, violations: list[Violation]) -> None:
        self.violations = violations
        super().__init__("; ".join(f"{v.rule}: {v.message}" for v in violations))


class Play(Protocol):
    """One game being played, from its setup to its end (the state of OpenSpiel, the ctx of boardgame.io)."""

    seats: int
    """How many players sit at the table; players are seats 0 .. seats − 1 in turn order."""
    rounds: int
    """Rounds begun so far (a round: every seat has had a turn)."""

    def to_act(self) -> int:
        """The seat whose decision it is."""

    def legal_moves(self) -> list[Move]:
        """Every move the player to act may make now (never empty before the end)."""

    def apply(self, move: Move) -> None:
        """Make ``move``; raises ``IllegalMove`` when it breaks a rule and then changes nothing."""

    def is_over(self) -> bool:
        """Whether the game has ended."""

    def winners(self) -> list[int]:
        """The winning seats (empty when nobody wins); meaningful once ``is_over``."""

    def state(self) -> dict[str, Any]:
        """The public table in the game's state format: what ``score`` and ``check`` read."""

    def offers(self) -> tuple[str, ...]:
        """The cards open to the choice of the player to act (market row, hand…), by id."""

    def standing(self, seat: int) -> float:
        """How well ``seat`` stands as the table is now, higher is better: what the shared greedy bot makes
        the most of (its points so far, say)."""

    def clone(self) -> Play:
        """An independent copy (bots try moves on copies)."""


class TablePlay:
    """What every game's ``Play`` shares: whose turn it is, the end, the seeded shuffles and the copies bots try.

    A game's play class derives from this one and sets, in its ``__init__``: ``seats``, ``rounds``, ``seat``
    (the seat whose turn it is), ``over`` and ``rng`` (its ``random.Random``, seeded). ``COPIED`` names the
    containers a ``clone`` must not share with its original (lists and dicts, copied two levels deep, so that
    hands kept as a list of lists are copied too); ``cloned`` copies anything else. A game overrides
    ``to_act`` or ``is_over`` when the table itself says (Animal Kingdoms: the turn record and the Emperor).
    The rest of the ``Play`` protocol (``legal_moves``, ``apply``, ``winners``, ``state``, ``offers``) is the
    game's own.
    """

    COPIED: ClassVar[tuple[str, ...]] = ()
    """The attributes that ``clone`` copies instead of sharing."""

    seats: int
    rounds: int
    seat: int
    over: bool
    rng: random.Random

    def to_act(self) -> int:
        """The seat whose decision it is."""
        return self.seat

    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.over

    def clone(self) -> Self:
        """An independent copy: the same table, and the same shuffles to come."""
        twin = object.__new__(type(self))
        twin.__dict__ = dict(self.__dict__)
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        for name in self.COPIED:
            setattr(twin, name, _copied(getattr(self, name)))
        self.cloned(twin)
        return twin

    def standing(self, seat: int) -> float:
        """How well ``seat`` stands as the table is now: 1 for a winner of an ended game, else 0. A game whose
        score can be read before the end (points so far) says so by overriding it."""
        return 1.0 if self.is_over() and seat in self.winners() else 0.0

    def winners(self) -> list[int]:
        """The winning seats; the game's own."""
        raise NotImplementedError

    def cloned(self, twin: Self) -> None:
        """Copy into ``twin`` what ``COPIED`` cannot (a hook; nothing by default)."""

    @staticmethod
    def seats_named(names: Iterable[str], seated: Iterable[str]) -> list[int]:
        """The seats of the players in ``seated`` order whose names are in ``names`` (``winners`` from a score).

        >>> TablePlay.seats_named(["Bo"], ["Ada", "Bo", "Cy"])
        [1]
        """
        wanted = set(names)
        return [seat for seat, name in enumerate(seated) if name in wanted]


def _copied(value: Any) -> Any:
    """A list or dict copied two levels deep (a hand inside the list of hands); anything else as it is."""
    if isinstance(value, list):
        return [
            list(item) if isinstance(item, list) else dict(item) if isinstance(item, dict) else item for item in value
        ]
    if isinstance(value, dict):
        return {
            key: list(item) if isinstance(item, list) else dict(item) if isinstance(item, dict) else item
            for key, item in value.items()
        }
    return value


def no_sentences(_result: dict[str, Any]) -> list[str]:
    """No sentences beyond the result's own fields (a game without ``explain``)."""
    return []


def no_extras(_card: dict[str, Any], _catalog: Catalog) -> dict[str, Any]:
    """No fields beyond the card data's in ``pnp cards`` (a game without ``listing_extras``)."""
    return {}


def no_problems(_catalog: Catalog) -> list[tuple[str, str, str]]:
    """Nothing in the card data only scoring understands (a game without ``catalog_problems``)."""
    return []


PLAY_NAMES = (("setup", "setup"), ("moves", "MOVES"))
"""What a game's ``play`` module must define: (field of ``Game``, name in the module)."""
RULES_NAMES = ("explain", "explain_check", "listing_extras", "catalog_problems")
"""What a game's ``rules`` module may define besides ``score`` and ``check``."""
RULES_DATA = (("shape", "FORM"), ("vocabulary", "VOCABULARY"))
"""The plain data a game's ``rules`` module may define for the calculator (``generator.scoring.shape``):
(field of ``Game``, name in the module)."""


@dataclass(frozen=True)
class Game:
    """One game's rules: everything the command line, the site and the simulator ask of it."""

    id: str
    score: Callable[[Any, Catalog], dict[str, Any]]
    check: Callable[[Any, Catalog], dict[str, Any]]
    explain: Callable[[dict[str, Any]], list[str]] = no_sentences
    """Sentences about a ``score`` result."""
    explain_check: Callable[[dict[str, Any]], list[str]] = no_sentences
    """Sentences about a ``check`` result beyond its violations."""
    listing_extras: Callable[[dict[str, Any], Catalog], dict[str, Any]] = no_extras
    """Fields a card adds to ``pnp cards``: ``listing_extras(card, catalog)`` (the catalog for rule constants)."""
    catalog_problems: Callable[[Catalog], list[tuple[str, str, str]]] = no_problems
    """``(card id, field, message)`` for data only scoring understands."""
    moves: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """The move vocabulary: each action and the fields it may carry besides ``action`` and ``player``."""
    setup: Callable[[Catalog, int, int], Play] | None = None
    """A real start for ``players`` players from the card data and a seed, ``setup(catalog, players, seed)``;
    None for a game the simulator cannot play (its package has no ``play`` module)."""
    shape: Mapping[str, Any] | None = None
    """The shape of its state, from which the site builds its calculator form (``generator.scoring.shape``);
    None for a game whose form is its own, or that has none (the calculator's JSON mode alone)."""
    vocabulary: Mapping[str, Any] = field(default_factory=dict)
    """The words of its rules that a calculator shows (roles, suits, the victories…), as plain JSON data."""

    @classmethod
    def of_package(cls, game_id: str, package: str) -> Game:
        """The game a scoring package declares by the names its modules define: ``rules.score`` and
        ``rules.check``, any of ``RULES_NAMES`` and ``RULES_DATA`` in ``rules``, and ``play.setup`` with
        ``play.MOVES`` when the package has a ``play`` module. A name it lacks raises ``StateError`` naming the
        module and the name."""
        rules = import_module(f"{package}.rules")
        parts: dict[str, Any] = {name: _required(rules, name, "score and check") for name in ("score", "check")}
        parts |= {name: getattr(rules, name) for name in RULES_NAMES if hasattr(rules, name)}
        parts |= {name: getattr(rules, attribute) for name, attribute in RULES_DATA if hasattr(rules, attribute)}
        if find_spec(f"{package}.play") is not None:
            play = import_module(f"{package}.play")
            parts |= {name: _required(play, attribute, "setup and MOVES") for name, attribute in PLAY_NAMES}
        return cls(id=game_id, **parts)

    def player_range(self, catalog: Catalog) -> tuple[int, int]:
        """The fewest and most players, from the card data's ``game.toml``."""
        fewest, most = catalog.game["players"]
        return int(fewest), int(most)


def _required(module: ModuleType, name: str, names: str) -> Any:
    """``module.name``, one of the ``names`` that such a module of a game's package must define."""
    if not hasattr(module, name):
        where = module.__name__.replace(".", "/")
        raise StateError("", f"{where}.py defines no {name} (such a module of a game must define {names})")
    return getattr(module, name)
