"""The card data that scoring reads, straight from ``card_data/<game>/`` (TOML, standard library).

The files are read through this module's loader, so the same code works from a source checkout,
from a zip on ``sys.path`` (``zipimport``) and from the archive the site unpacks in Pyodide.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Any, TypeGuard

from generator.scoring.core import StateError

BUNDLED_DATA = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(__file__))), "card_data")
"""``card_data/`` beside the ``generator`` package: in the repository, in the zip and in the browser."""


@dataclass(frozen=True)
class Catalog:
    """One game's ``game.toml`` and cards as plain TOML values."""

    game: dict[str, Any]
    cards: tuple[dict[str, Any], ...]

    @cached_property
    def _by_id(self) -> dict[str, dict[str, Any]]:
        by_id: dict[str, dict[str, Any]] = {}
        for card in self.cards:
            if isinstance(card, dict):
                by_id.setdefault(str(card.get("id")), card)
        return by_id

    def card(self, card_id: str) -> dict[str, Any] | None:
        """The card with this id (the first, if two share it), or None."""
        return self._by_id.get(card_id)

    @cached_property
    def _kinds(self) -> dict[tuple[str, ...], tuple[dict[str, Any], ...]]:
        return {}

    def of_kind(self, *kinds: str) -> tuple[dict[str, Any], ...]:
        """The cards of the given kinds, in data order (remembered: games ask for the same kinds all along)."""
        if kinds not in self._kinds:
            self._kinds[kinds] = tuple(card for card in self.cards if card["kind"] in kinds)
        return self._kinds[kinds]

    def constant(self, name: str) -> int:
        """A rule constant of ``game.toml``'s ``[constants]`` (a hand's size, a limit…): written once there,
        read by the rules text (``{{ value('court_limit') }}``), this code and the calculator forms.

        >>> catalog = Catalog(game={"constants": {"court_limit": 7}}, cards=())
        >>> catalog.constant("court_limit")
        7
        >>> catalog.constant("hand_size")
        Traceback (most recent call last):
        generator.scoring.core.StateError: the card data's game.toml has no constants.hand_size
        """
        value = self.game.get("constants", {}).get(name)
        if not _whole_number(value):
            raise StateError("", f"the card data's game.toml has no constants.{name}")
        return value

    def constant_problems(self, names: tuple[str, ...]) -> list[tuple[str, str, str]]:
        """``catalog_problems`` entries for each of ``names`` that ``[constants]`` lacks."""
        constants = self.game.get("constants", {})
        return [
            ("", f"constants.{name}", "the game's code needs this rule constant (a whole number) in game.toml")
            for name in names
            if not _whole_number(constants.get(name) if isinstance(constants, dict) else None)
        ]

    def count(self, card_id: str) -> int:
        """How many copies of a card the game has (0 for an unknown id)."""
        card = self.card(card_id)
        return 0 if card is None else int(card["count"])


CATALOG_FILES = ("game.toml", "cards.toml")
"""The files of a game's card data folder that scoring reads: everything its results depend on."""


def read_text(path: str) -> str:
    """Read a UTF-8 data file through this module's loader (plain files or a zip archive)."""
    loader = globals().get("__loader__")
    get_data = getattr(loader, "get_data", None)
    if get_data is None:
        with open(path, encoding="utf-8") as handle:
            return handle.read()
    data: bytes = get_data(path)
    return data.decode("utf-8")


@lru_cache(maxsize=32)
def load_catalog(game_id: str, data_dir: str | None = None) -> Catalog:
    """Load a game's catalog from ``data_dir`` (default: the bundled ``card_data``)."""
    folder = os.path.join(data_dir or BUNDLED_DATA, game_id)
    game_file, cards_file = CATALOG_FILES
    game = tomllib.loads(read_text(os.path.join(folder, game_file)))
    cards = tomllib.loads(read_text(os.path.join(folder, cards_file))).get("card", [])
    return Catalog(game=game, cards=tuple(cards))


def _whole_number(value: object) -> TypeGuard[int]:
    """True for an int that is not a bool (TOML's ``true`` is not a rule constant)."""
    return isinstance(value, int) and not isinstance(value, bool)
