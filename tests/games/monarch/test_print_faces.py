"""Monarch's faces: court cards and improvements print only what their plates do not show."""

from __future__ import annotations

import re

from generator.data.load import load_game
from generator.data.model import Game
from generator.games import front
from generator.layout.shapes import Ellipse, Text
from generator.layout.units import Style


def printed(game: Game, card_id: str, style: Style = Style.FULL) -> str:
    """The rules text a card's front prints."""
    face = front(game, game.card(card_id), 3.0, style)
    return " ".join(shape.text for shape in face.shapes if isinstance(shape, Text) and shape.role == "rules")


MONARCH = load_game("monarch")


def test_a_court_card_without_an_ability_prints_no_text_repeating_its_crowns_plate() -> None:
    assert printed(MONARCH, "cornucopia") == ""  # its data's text is "6 crowns."; the plate shows 6
    assert printed(MONARCH, "royal-guard") == "When you buy it, you may discard one Unwanted Guest near your court."
    assert printed(MONARCH, "general") == "1 crown, plus 1 per Might card in your court (this one too)."
    for card in MONARCH.cards:
        if card.kind == "court" and card.extra.get("crowns") is not None:
            assert not re.match(rf"{card.extra['crowns']} crowns?\.", printed(MONARCH, card.id)), card.id


def test_an_improvement_prints_only_what_its_plate_note_and_type_line_do_not_show() -> None:
    orchard = MONARCH.card("orchard")
    assert printed(MONARCH, "orchard") == f"When you place it, take {orchard.extra['bonus']} food."
    for card in MONARCH.cards:
        if card.kind.endswith("-improvement"):
            text = printed(MONARCH, card.id)
            assert "produces" not in text and "improvement." not in text and "Place on" not in text, card.id


def test_tokens_worth_five_are_told_from_the_ones_by_their_face_not_only_their_digit() -> None:
    """Full: the fives' face is solid in the resource's colour, the ones' paper; light: the fives' face is ringed
    by a heavy band the ones do not have. Both show their value large."""
    for resource in ("food", "gold"):
        one, five = MONARCH.card(resource), MONARCH.card(f"{resource}-5")
        for style in Style:
            faces = {card.id: front(MONARCH, card, 3.0, style) for card in (one, five)}
            rings = {
                card_id: [shape for shape in face.shapes if isinstance(shape, Ellipse) and shape.w < 25.0 - 3.0]
                for card_id, face in faces.items()
            }
            if style == Style.FULL:
                assert [ring.fill for ring in rings[five.id] if ring.fill == five.color]
                assert not [ring for ring in rings[one.id] if ring.fill == one.color]
            else:
                assert max(ring.stroke_mm for ring in rings[five.id]) >= 0.9
                assert max(ring.stroke_mm for ring in rings[one.id]) < 0.5
            value = [shape for shape in faces[five.id].shapes if isinstance(shape, Text) and shape.text == "5"]
            assert value and value[0].size_pt >= 16
