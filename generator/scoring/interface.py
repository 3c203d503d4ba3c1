"""The one game interface every game implements, on the models of OpenSpiel and boardgame.io.

A ``Game`` bundles what the product does with a game: ``score`` and ``check`` a state (JSON in, JSON out),
``explain`` either result in sentences, add fields to ``pnp cards`` (``listing_extras``), check the card data
(``catalog_problems``), and play it: ``setup`` deals a real start from the card data and a seed and returns
a ``Play``, whose ``legal_moves`` are the moves of the player to act and whose ``apply`` makes one.

Moves are JSON objects of the game's move vocabulary (``Game.moves``: action → the fields it may carry),
the very objects that ``check`` reads under ``"move"``. ``Play.apply`` refuses an illegal move with
``IllegalMove`` naming the rule it breaks, checked by the same code as ``check``.

The contract of ``check`` with a move, the same for every game: the result carries ``"after"``, the table
after the move, or ``null`` when the table or the move breaks a rule.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from generator.scoring.catalog import Catalog
from generator.scoring.core import Violation

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

    def clone(self) -> Play:
        """An independent copy (bots try moves on copies)."""


@dataclass(frozen=True)
class Game:
    """One game of the product: everything the command line, the site and the simulator ask of it."""

    id: str
    moves: Mapping[str, tuple[str, ...]]
    """The move vocabulary: each action and the fields it may carry besides ``action`` and ``player``."""
    score: Callable[[Any, Catalog], dict[str, Any]]
    check: Callable[[Any, Catalog], dict[str, Any]]
    explain: Callable[[dict[str, Any]], list[str]]
    """Sentences about a ``score`` result."""
    explain_check: Callable[[dict[str, Any]], list[str]]
    """Sentences about a ``check`` result beyond its violations."""
    listing_extras: Callable[[dict[str, Any]], dict[str, Any]]
    catalog_problems: Callable[[Catalog], list[tuple[str, str, str]]]
    """``(card id, field, message)`` for data only scoring understands."""
    setup: Callable[[Catalog, int, int], Play]
    """A real start for ``players`` players from the card data and a seed: ``setup(catalog, players, seed)``."""

    def player_range(self, catalog: Catalog) -> tuple[int, int]:
        """The fewest and most players, from the card data's ``game.toml``."""
        fewest, most = catalog.game["players"]
        return int(fewest), int(most)
