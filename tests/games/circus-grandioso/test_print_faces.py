"""Circus Grandioso's faces: an animal leaves its row to the starbursts."""

from __future__ import annotations

from generator.data.load import load_game
from generator.data.model import Game
from generator.games import front
from generator.layout.shapes import Text
from generator.layout.units import Style


def printed(game: Game, card_id: str, style: Style = Style.FULL) -> str:
    """The rules text a card's front prints."""
    face = front(game, game.card(card_id), 3.0, style)
    return " ".join(shape.text for shape in face.shapes if isinstance(shape, Text) and shape.role == "rules")


CIRCUS = load_game("circus-grandioso")


def test_an_animal_of_the_circus_leaves_its_row_to_the_starbursts() -> None:
    assert printed(CIRCUS, "tiger") == "Rests on two Ponies."
    assert printed(CIRCUS, "elephant").startswith("Add one at either end of the row")
    for card in CIRCUS.cards:
        if card.kind == "animal":
            assert f"Row {card.extra['row']}" not in printed(CIRCUS, card.id), card.id


def test_the_show_master_is_its_round_component() -> None:
    circus = load_game("circus-grandioso")
    assert [deck.id for deck in circus.decks if deck.format.shape == "circle"] == ["show-master"]
