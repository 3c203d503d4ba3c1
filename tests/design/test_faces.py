"""Every front and back of every game: sizes, safe zone, text fit, symbols, symmetry."""

from __future__ import annotations

import math
import re
from functools import cache
from pathlib import Path

import pytest
from found_games import GAMES as FOUND

from generator.data.load import load_game
from generator.data.model import Card, Deck, Game
from generator.design.surface import SAFE_MM
from generator.games import back, front
from generator.layout.shapes import Ellipse, Face, Icon, Line, Polygon, Rect, Shape, Text
from generator.layout.units import Style
from generator.render.text import fit_text
from tests.print import data_only

BLEED_MM = 3.0
MAX_SHAPES = 300
"""Drawing cost grows with the shapes of a face (about 0.1 ms each in the PDF, for every copy): a budget."""


GAMES = [*(load_game(game_id) for game_id in FOUND), data_only.game()]
"""Every game found, and the game given by its card data alone."""
CARDS = [pytest.param(game, card, id=f"{game.id}/{card.id}") for game in GAMES for card in game.cards]
DECKS = [pytest.param(game, deck, id=f"{game.id}/{deck.id}") for game in GAMES for deck in game.decks]


def texts(face: Face) -> list[Text]:
    """The text shapes of a face."""
    return [shape for shape in face.shapes if isinstance(shape, Text)]


def outside_safe_zone(face: Face, text: Text, round_cut: bool) -> bool:
    """True when a text box comes closer than the safe zone to the trim (of a rectangle or a circle)."""
    tolerance = 1e-6
    if round_cut:
        radius = face.width_mm / 2 - SAFE_MM
        corners = [
            (text.x, text.y),
            (text.x + text.w, text.y),
            (text.x, text.y + text.h),
            (text.x + text.w, text.y + text.h),
        ]
        return any(
            math.dist(corner, (face.width_mm / 2, face.height_mm / 2)) > radius + tolerance for corner in corners
        )
    return (
        text.x < SAFE_MM - tolerance
        or text.y < SAFE_MM - tolerance
        or text.x + text.w > face.width_mm - SAFE_MM + tolerance
        or text.y + text.h > face.height_mm - SAFE_MM + tolerance
    )


def check_face(face: Face, deck: Deck) -> None:
    """Size, safe zone and text fit of one face."""
    assert (face.width_mm, face.height_mm, face.bleed_mm) == (
        deck.format.width_mm,
        deck.format.height_mm,
        BLEED_MM,
    )
    assert len(face.shapes) <= MAX_SHAPES, f"{face.label}: {len(face.shapes)} shapes"
    round_cut = deck.format.shape == "circle"
    for text in texts(face):
        assert not outside_safe_zone(face, text, round_cut), f"{face.label}: {text.text!r} leaves the safe zone"
        fit_text(text, face.label)  # raises TextOverflow when it does not fit


@pytest.mark.parametrize("style", list(Style))
@pytest.mark.parametrize(("game", "card"), CARDS)
def test_front_fits_its_format_safe_zone_and_texts(game: Game, card: Card, style: Style) -> None:
    face = front(game, card, BLEED_MM, style)
    assert face.label == f"{game.id}/{card.id} front" + (" (light)" if style == Style.LIGHT else "")
    check_face(face, game.deck(card.deck))


@pytest.mark.parametrize(("game", "card"), CARDS)
def test_front_shows_name_and_doubles_colour_with_a_picture(game: Game, card: Card) -> None:
    face = front(game, card, BLEED_MM)
    shown = " ".join(text.text for text in texts(face))
    assert card.name in shown or card.name.upper() in shown
    if card.color:
        pictures = [shape for shape in face.shapes if isinstance(shape, Icon) and shape.size >= 5.0]
        assert pictures, f"{card.id}: colour {card.color} is not doubled by a picture (colour-blind safe)"


@cache
def fresh_load(game_id: str, folder: Path) -> Game:
    """The game loaded a second time from its data ``folder``, independently of ``GAMES``."""
    return load_game(game_id, folder)


@pytest.mark.parametrize(("game", "card"), CARDS)
def test_front_is_deterministic(game: Game, card: Card) -> None:
    again = fresh_load(game.id, game.directory.parent)
    assert again is not game
    assert front(game, card, BLEED_MM) == front(again, again.card(card.id), BLEED_MM)


@pytest.mark.parametrize(("game", "card"), CARDS)
def test_background_covers_the_bleed(game: Game, card: Card) -> None:
    first = front(game, card, BLEED_MM).shapes[0]
    deck = game.deck(card.deck)
    assert isinstance(first, Rect) and first.fill
    assert (first.x, first.y) == (-BLEED_MM, -BLEED_MM)
    assert (first.w, first.h) == (deck.format.width_mm + 2 * BLEED_MM, deck.format.height_mm + 2 * BLEED_MM)


def outline_key(shape: Shape, mirror_width: float | None = None) -> tuple[object, ...]:
    """A shape's type, paint and bounding box, mirrored about ``mirror_width / 2`` if given."""
    if isinstance(shape, Icon):
        xs, ys, paint = (shape.x, shape.x + shape.size), (shape.y, shape.y + shape.size), shape.fill
    elif isinstance(shape, Line):
        xs, ys, paint = (shape.x1, shape.x2), (shape.y1, shape.y2), shape.color
    elif isinstance(shape, Polygon):
        xs, ys, paint = tuple(p[0] for p in shape.points), tuple(p[1] for p in shape.points), shape.fill
    else:
        assert isinstance(shape, Rect | Ellipse)
        xs, ys, paint = (shape.x, shape.x + shape.w), (shape.y, shape.y + shape.h), shape.fill
    if mirror_width is not None:
        xs = tuple(mirror_width - x for x in xs)
    return type(shape).__name__, paint, min(xs), min(ys), max(xs), max(ys)


def same_outline(one: tuple[object, ...], other: tuple[object, ...]) -> bool:
    """Equal type and paint, and bounding boxes within 0.01 mm."""
    return one[:2] == other[:2] and all(abs(a - b) < 0.01 for a, b in zip(one[2:], other[2:], strict=True))


def visible(shape: Shape, face: Face) -> bool:
    """True when a shape's bounding box reaches into the trim plus bleed."""
    _, _, left, top, right, bottom = outline_key(shape)
    return (
        right > -face.bleed_mm
        and left < face.width_mm + face.bleed_mm
        and bottom > -face.bleed_mm
        and top < face.height_mm + face.bleed_mm
    )


@pytest.mark.parametrize("style", list(Style))
@pytest.mark.parametrize(("game", "deck"), DECKS)
def test_back_exists_exactly_for_double_sided_decks_and_is_symmetric(game: Game, deck: Deck, style: Style) -> None:
    """Shapes mirror each other about the vertical centre line (an icon: it is centred on it)."""
    face = back(game, deck, BLEED_MM, style)
    if not deck.double_sided:
        assert face is None
        return
    assert face is not None
    check_face(face, deck)
    shown = " · ".join(text.text for text in texts(face))
    assert shown.lower() == deck.back_label.lower()
    present: dict[tuple[object, ...], list[tuple[object, ...]]] = {}
    for shape in face.shapes:
        if not isinstance(shape, Text):
            key = outline_key(shape)
            present.setdefault((*key[:2], round(key[3], 1)), []).append(key)

    def has_mirror(shape: Shape) -> bool:
        key = outline_key(shape, face.width_mm)
        nearby = [(*key[:2], round(key[3] + shift, 1)) for shift in (-0.1, 0.0, 0.1)]
        return any(same_outline(key, other) for bucket in nearby for other in present.get(bucket, []))

    lonely = [
        shape for shape in face.shapes if not isinstance(shape, Text) and visible(shape, face) and not has_mirror(shape)
    ]
    assert not lonely, f"{face.label}: {len(lonely)} shapes have no mirror image, e.g. {lonely[0]}"
    for text in texts(face):
        assert text.x + text.w / 2 == pytest.approx(face.width_mm / 2)
        assert text.align == "center"


def overlap(one: Text, other: Ellipse) -> bool:
    """True when the boxes of a text and an ellipse intersect."""
    return (
        one.x < other.x + other.w and other.x < one.x + one.w and one.y < other.y + other.h and other.y < one.y + one.h
    )


@pytest.mark.parametrize(("game", "card"), CARDS)
def test_name_is_not_covered_by_a_badge(game: Game, card: Card) -> None:
    face = front(game, card, BLEED_MM)
    if game.deck(card.deck).format.shape == "circle":
        return
    for position, text in enumerate(face.shapes):
        if isinstance(text, Text) and text.text == card.name:
            above = [shape for shape in face.shapes[position + 1 :] if isinstance(shape, Ellipse)]
            assert not [shape for shape in above if overlap(text, shape)], f"{face.label}: name under a badge"


@pytest.mark.parametrize(("game", "card"), CARDS)
def test_faces_carry_no_id_footer(game: Game, card: Card) -> None:
    """A published card names itself by its title and picture: no deck mark, card number or copy count on
    the face (the bundle's checklist lists every card with its copies)."""
    for style in Style:
        shown = " | ".join(text.text for text in texts(front(game, card, BLEED_MM, style)))
        assert not re.search(r"card \d+/\d+|\d+ cop(y|ies)|\b[A-Z]{2} · ", shown), shown
