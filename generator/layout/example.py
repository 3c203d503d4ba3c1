"""A worked example as the rules booklet shows it: pictures of the example's table, laid out from its state, and
the figures in a player's words.

A game's own folder lays its example out (``GameCode.example``: ``generator/games/<game>/example.py``) from the
example's state and what its scoring package makes of it; this module holds what every layout is made of and the
helpers they share. Pictures are in mm at the components' true size (the booklet scales each to its column): the
cards lying on the table (``generator.layout.setup.Placed``) and the words on it (``Label``). No layout prints a
coordinate, a raw fraction or a column its game does not score.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from generator.data.model import Game
from generator.layout.setup import Piece, Placed, card_size

LABEL_KINDS = ("tag", "caption", "place")
"""How a label is drawn: a tag over a card, a caption under a box, or an empty place (a dashed outline) it names."""


@dataclass(frozen=True)
class Label:
    """Words on a picture, for the box (mm) they name: centred in it (a tag, a place) or under it (a caption)."""

    text: str
    x: float
    y: float
    w: float
    h: float
    kind: str = "tag"
    """One of ``LABEL_KINDS``."""


@dataclass(frozen=True)
class ExamplePicture:
    """One picture of the example's table: its size (mm), the cards where they lie, and its words."""

    width: float
    height: float
    pieces: tuple[Placed, ...]
    labels: tuple[Label, ...] = ()
    most_height: float | None = None
    """The most it is drawn tall (mm), below the booklet's own limit: a picture of the table's setting (a board of
    many cards) that a player takes in at a glance, to leave the room to the pictures whose cards they read."""


@dataclass(frozen=True)
class WorkedExample:
    """A worked example laid out: its pictures, then a table (a header row, then a row per player; none when its
    pictures say it all), the lines that explain the figures, and who wins."""

    pictures: tuple[ExamplePicture, ...]
    table: tuple[tuple[str, ...], ...] = ()
    lines: tuple[str, ...] = ()
    verdict: str = ""


ExampleLayout = Callable[[Game, Mapping[str, Any], Mapping[str, Any]], WorkedExample]
"""How a game lays its worked example out: from the game, the example's state and the scoring module's result."""


def placed(game: Game, piece: Piece, x: float, y: float) -> Placed:
    """``piece`` lying with its card's top-left at (``x``, ``y``) mm."""
    width, height = card_size(game, piece)
    return Placed(piece, x, y, width, height)


def moved(picture: ExamplePicture, dx: float, dy: float = 0.0) -> tuple[list[Placed], list[Label]]:
    """A picture's cards and words, moved by (``dx``, ``dy``) mm: to lay several parts out in one picture."""
    pieces = [replace(piece, x=piece.x + dx, y=piece.y + dy) for piece in picture.pieces]
    labels = [replace(label, x=label.x + dx, y=label.y + dy) for label in picture.labels]
    return pieces, labels


def centred(picture: ExamplePicture, width: float) -> ExamplePicture:
    """``picture`` in the middle of one ``width`` mm wide: pictures of one example made as wide as the widest are
    drawn at one scale."""
    pieces, labels = moved(picture, (width - picture.width) / 2)
    return ExamplePicture(width, picture.height, tuple(pieces), tuple(labels))


def number(value: object) -> str:
    """A figure as a player reads it: halves and quarters as ½ and ¼ (``13½``, ``−1½``), minus as −.

    >>> number("27/2"), number(-1.5), number(3), number("-2")
    ('13½', '−1½', '3', '−2')
    """
    exact = Fraction(str(value))
    whole, part = divmod(abs(exact), 1)
    glyph = {Fraction(0): "", Fraction(1, 2): "½", Fraction(1, 4): "¼", Fraction(3, 4): "¾"}.get(part)
    if glyph is None:
        raise ValueError(f"{value!r} is not a whole number, a half or a quarter")
    digits = f"{whole}" if whole or not glyph else ""
    return ("−" if exact < 0 else "") + digits + glyph


def winners_line(winners: list[str]) -> str:
    """Who wins, in a sentence."""
    if not winners:
        return "Nobody wins."
    if len(winners) == 1:
        return f"{winners[0]} wins."
    return f"{', '.join(winners[:-1])} and {winners[-1]} win together."
