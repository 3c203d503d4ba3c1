"""Royal Menagerie: its animals leave their points to the table, its mat's pens hold a sleeved card."""

from __future__ import annotations

import re

import pytest

from generator.data.load import load_game
from generator.games import front
from generator.games.royal_menagerie.faces import PEN_MIN_MM
from generator.layout.shapes import Rect, Text
from generator.layout.units import Style


def test_animal_texts_leave_the_points_to_their_table() -> None:
    menagerie = load_game("royal-menagerie")
    animals = [card for card in menagerie.cards if card.kind == "animal"]
    assert animals and not [card.id for card in animals if re.search(r"\d", card.text)]


def test_menagerie_pens_hold_a_sleeved_card_and_keep_their_scoring_outside() -> None:
    menagerie = load_game("royal-menagerie")
    mat = front(menagerie, menagerie.card("menagerie-mat"), 3.0)
    pens = [shape for shape in mat.shapes if isinstance(shape, Rect) and shape.w == PEN_MIN_MM[0]]
    assert len(pens) == 6
    assert all(pen.h >= PEN_MIN_MM[1] for pen in pens)
    scores = [shape for shape in mat.shapes if isinstance(shape, Text) and shape.text.isdigit()]
    assert [score.text for score in scores] == ["1", "3", "0"]
    for score in scores:
        assert not any(
            pen.x < score.x + score.w / 2 < pen.x + pen.w and pen.y < score.y < pen.y + pen.h for pen in pens
        )
    assert PEN_MIN_MM == (70.0, 96.0)


@pytest.mark.parametrize("style", list(Style))
def test_the_mat_has_a_title_band_and_says_each_rule_once(style: Style) -> None:
    """The print review found no title band and one sentence in all six pens: the band beside the pens names the
    mat, shows the points once (and that Mammoths score double), and prints the stampede rule once."""
    menagerie = load_game("royal-menagerie")
    mat = front(menagerie, menagerie.card("menagerie-mat"), 3.0, style)
    texts = [shape.text for shape in mat.shapes if isinstance(shape, Text)]
    assert texts.count("Menagerie") == 1
    assert "MAMMOTH: DOUBLE POINTS" in texts
    assert sum("Stampede" in text for text in texts) == 1
    assert not [text for text in texts if "Points per pen," in text]
    pens = [shape for shape in mat.shapes if isinstance(shape, Rect) and shape.w == PEN_MIN_MM[0]]
    band = next(shape for shape in mat.shapes if isinstance(shape, Rect) and shape.x >= 0 and shape.h > 150.0)
    assert band.x + band.w < min(pen.x for pen in pens)
