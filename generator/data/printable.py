"""What would stop a game's print files from being drawn, found before anything is drawn.

The card designer lays out every front and back; each text must then fit its box at its smallest size
in the embedded fonts. ``pnp validate`` runs this check after the data checks, and ``pnp build`` and
``pnp site build`` run it before they draw, so that what ``validate`` accepts is what they can draw.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import get_args

from generator.data.model import Game
from generator.data.problems import Problem
from generator.files.reading import read_regular_file
from generator.layout.shapes import Face, Text
from generator.layout.units import DEFAULT_BLEED_MM


def print_problems(game: Game, display_root: Path) -> list[Problem]:
    """One located problem per card front or deck back that cannot be drawn (``display_root``: the folder
    that file names in messages are relative to, the data folder's parent)."""
    from generator import design
    from generator.data.load import _Source

    problems: list[Problem] = []
    sources = {}
    for name in ("cards.toml", "game.toml"):
        path = game.directory / name
        display = str(path.relative_to(display_root)) if path.is_relative_to(display_root) else str(path)
        sources[name] = _Source(path, display, problems)
        sources[name].index(read_regular_file(path).decode("utf-8").splitlines())  # read once already
    cards, header = sources["cards.toml"], sources["game.toml"]
    for style in get_args(design.Style):
        for card in game.cards:
            message = face_problem(partial(design.front, game, card, DEFAULT_BLEED_MM, style))
            if message:
                cards.report(message, line=cards.line_of("id", card.id), card=card.id)
        for deck in game.decks:
            message = face_problem(partial(design.back, game, deck, DEFAULT_BLEED_MM, style))
            if message:
                header.report(message, line=header.line_of("id", deck.id), card=f"deck {deck.id}")
        if problems:
            break  # the other style's faces would repeat them
    problems += credit_problems(game, display_root)
    return problems


def credit_problems(game: Game, display_root: Path) -> list[Problem]:
    """The problem, if any, of crediting the icons the game draws (``icons.toml``): the bundles print them."""
    from generator.design.credits import CREDITS_FILE, CreditsError, icon_credits

    try:
        icon_credits([game])
    except CreditsError as error:
        path = game.directory.parent / CREDITS_FILE
        display = str(path.relative_to(display_root)) if path.is_relative_to(display_root) else str(path)
        return [Problem(display, error.reason)]
    return []


def face_problem(draw: Callable[[], Face | None]) -> str | None:
    """Why the face ``draw`` designs cannot be drawn (a design that fails, a text that does not fit), or None."""
    from generator.design import DesignError
    from generator.render.text import TextError, fit_text

    try:
        face = draw()
        for shape in face.shapes if face is not None else ():
            if isinstance(shape, Text):
                fit_text(shape, face.label)
    except (DesignError, TextError) as error:
        return str(error)
    return None
