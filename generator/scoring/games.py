"""The games that have rules: every package of ``generator/scoring/`` is one, found by its folder.

A game's package is its id with ``_`` for ``-`` (``generator/scoring/my_game/``). Nothing lists them: a
package is found where it lies, and it declares itself by the names its modules define (``Game.of_package``):
``rules.score`` and ``rules.check`` (and, if it has them, ``explain``, ``explain_check``, ``listing_extras``
and ``catalog_problems``), then, for a game the simulator can play, ``play.setup`` and ``play.MOVES``.

>>> first = game_ids()[0]
>>> game(first).id == first
True
>>> game("chess")  # doctest: +ELLIPSIS
Traceback (most recent call last):
generator.scoring.core.StateError: no rules for the game 'chess' (games with rules: ...)
"""

from __future__ import annotations

import pkgutil
import sys
from functools import cache

from generator.scoring.core import StateError
from generator.scoring.interface import Game

PACKAGE = __name__.rpartition(".")[0]
"""``generator.scoring``: the games' packages are its subpackages (its modules are the shared code)."""


def package_name(game_id: str) -> str:
    """The name of a game's package inside ``generator.scoring``.

    >>> package_name("my-game")
    'my_game'
    """
    return game_id.replace("-", "_")


def package_folder(game_id: str) -> str:
    """Where a game's package lies in the repository, for messages.

    >>> package_folder("my-game")
    'generator/scoring/my_game/'
    """
    return f"{PACKAGE.replace('.', '/')}/{package_name(game_id)}/"


def game_ids() -> tuple[str, ...]:
    """The id of every game that has a scoring package, sorted: the subpackages of ``generator.scoring``
    (in a checkout, in a zip on ``sys.path`` and in the browser alike)."""
    found = pkgutil.iter_modules(sys.modules[PACKAGE].__path__)
    return tuple(sorted(info.name.replace("_", "-") for info in found if info.ispkg))


@cache
def game(game_id: str) -> Game:
    """The rules of the game ``game_id``, imported when first asked for (a calculator starts with its own game
    only); raises ``StateError`` for a game without a scoring package."""
    if game_id not in game_ids():
        known = ", ".join(game_ids()) or "none"
        raise StateError("", f"no rules for the game {game_id!r} (games with rules: {known})")
    try:
        return Game.of_package(game_id, f"{PACKAGE}.{package_name(game_id)}")
    except StateError:
        raise
    except Exception as error:  # a package that does not import: say where, never a traceback
        raise StateError("", f"{package_folder(game_id)} cannot be imported: {type(error).__name__}: {error}") from None
