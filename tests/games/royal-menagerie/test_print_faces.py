"""Royal Menagerie: its animals leave their points to the table, its mat's pens hold a sleeved card."""

from __future__ import annotations

import re

from generator.data.load import load_game
from generator.games import front
from generator.games.royal_menagerie.faces import PEN_MIN_MM
from generator.layout.shapes import Rect, Text


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
    assert len(scores) == 6 * 3
    for score in scores:
        assert not any(
            pen.x < score.x + score.w / 2 < pen.x + pen.w and pen.y < score.y < pen.y + pen.h for pen in pens
        )
    assert PEN_MIN_MM == (70.0, 96.0)
