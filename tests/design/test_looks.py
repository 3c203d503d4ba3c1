"""Each game's look: its own frame, legible type at one size per deck, and no text that says again what a
badge or the type line shows."""

from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path

import pytest
from found_games import GAMES as FOUND

from generator.data.load import load_game
from generator.data.model import Game
from generator.design.card import LOOKS, look_of
from generator.design.look_poster import Poster
from generator.design.surface import Surface
from generator.games import front
from generator.layout.shapes import Face, Text
from generator.layout.units import Style
from generator.render.text import fit_text

GAMES = [load_game(game_id) for game_id in FOUND]
TITLE_MIN_PT = 10.0
"""The smallest a card's name is set: a published game's titles read at arm's length."""
RULES_MIN_PT = 8.0
"""The smallest a card's rules text is set."""
FLAVOR_MIN_PT = 7.5
"""The smallest a card's flavour text is set."""


def card_faces(game: Game, style: Style) -> list[tuple[str, Face]]:
    """(deck id, front) of every card of a game, leaving out large surfaces and round tokens."""
    faces = []
    for card in game.cards:
        deck = game.deck(card.deck)
        if deck.format.shape == "rect" and deck.format.width_mm < 100:
            faces.append((deck.id, front(game, card, 3.0, style)))
    return faces


def fitted(face: Face, role: str) -> list[float]:
    """The sizes the texts of ``role`` on a face are set at."""
    return [
        fit_text(shape, face.label).size_pt for shape in face.shapes if isinstance(shape, Text) and shape.role == role
    ]


@pytest.mark.parametrize("style", list(Style))
@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_each_deck_sets_its_rules_and_flavour_at_one_size(game: Game, style: Style) -> None:
    sizes: dict[tuple[str, str], set[float]] = defaultdict(set)
    for deck, face in card_faces(game, style):
        for role in ("rules", "flavor"):
            sizes[deck, role] |= set(fitted(face, role))
    assert sizes, f"{game.id}: no rules or flavour text found"
    mixed = {key: sorted(found) for key, found in sizes.items() if len(found) > 1}
    assert not mixed, f"{game.id}: one deck's texts at several sizes: {mixed}"


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_names_rules_and_flavour_are_set_large_enough_to_read_at_arms_length(game: Game) -> None:
    for _, face in card_faces(game, Style.FULL):
        assert min(fitted(face, "title"), default=TITLE_MIN_PT) >= TITLE_MIN_PT, face.label
        assert min(fitted(face, "rules"), default=RULES_MIN_PT) >= RULES_MIN_PT, face.label
        assert min(fitted(face, "flavor"), default=FLAVOR_MIN_PT) >= FLAVOR_MIN_PT, face.label


def test_every_game_has_a_look_of_its_own_and_the_data_names_only_looks_that_exist() -> None:
    looks = [game.style.look for game in GAMES]
    assert sorted(looks) == sorted(LOOKS) and len(set(looks)) == len(looks)
    schema = re.search(r'"look": "enum:([a-z|-]+)"', open_source("generator/data/load.py"))
    assert schema and schema.group(1).split("|") == list(LOOKS)


def open_source(path: str) -> str:
    """A file of the repository."""
    return (Path(__file__).resolve().parents[2] / path).read_text(encoding="utf-8")


def frame_signature(game: Game, style: Style) -> tuple[str, ...]:
    """What a look's frame is made of: the kinds of shapes it draws, in order, with their roles."""
    surface = Surface(game, game.decks[0], 3.0, light=style == Style.LIGHT)
    return tuple(
        f"{type(shape).__name__}:{getattr(shape, 'role', '')}" for shape in look_of(surface).frame(surface, "#808080")
    )


@pytest.mark.parametrize("style", list(Style))
def test_the_five_looks_are_five_frames_not_one_frame_recoloured(style: Style) -> None:
    signatures = {game.id: frame_signature(game, style) for game in GAMES}
    assert len(set(signatures.values())) == len(signatures), signatures


def test_titles_of_the_five_looks_differ_in_shape_and_type() -> None:
    drawn = {}
    for game in GAMES:
        surface = Surface(game, game.decks[0], 3.0)
        shapes = look_of(surface).title(surface, surface.content, "Name", "#808080")
        fonts = {shape.font for shape in shapes if isinstance(shape, Text)}
        drawn[game.id] = (tuple(type(shape).__name__ for shape in shapes), tuple(sorted(fonts)))
    assert len(set(drawn.values())) == len(drawn), drawn


def test_a_look_names_its_rows_and_corners_or_says_what_is_wrong() -> None:
    with pytest.raises(ValueError, match=r"look 'odd': rows must order \('title', 'type', 'art', 'rules'\)"):

        class Odd(Poster):
            name = "odd"
            rows = ("title", "art", "rules")
