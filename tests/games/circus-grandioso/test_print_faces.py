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


def texts(game: Game, card_id: str, style: Style = Style.FULL) -> list[Text]:
    """Every text a card's front prints."""
    return [shape for shape in front(game, game.card(card_id), 3.0, style).shapes if isinstance(shape, Text)]


def test_every_design_of_the_deck_fills_its_ticket_with_rules_and_flavour() -> None:
    """The print review found eight of eleven designs with a near-empty ticket: each now has its flavour line."""
    for card in CIRCUS.cards_in("circus"):
        for style in Style:
            roles = {text.role for text in texts(CIRCUS, card.id, style) if text.text}
            assert {"rules", "flavor"} <= roles, f"{card.id} ({style.value})"


def test_the_clown_has_a_type_line_of_its_own() -> None:
    words = [text.text for text in texts(CIRCUS, "clown")]
    assert "WILD CARD" in words
    assert "" not in words


def test_the_overview_counts_one_card_as_one_card_and_the_token_as_a_token() -> None:
    words = [text.text for text in texts(CIRCUS, "pyramid-overview")]
    assert "**10** Seal (1 card)" in words
    assert "**1** Elephant (10 cards)" in words
    assert not [word for word in words if "1 cards" in word]
    assert [word.split("\n")[0] for word in words if word.startswith("**Show Master**")] == [
        "**Show Master** (1 token)"
    ]
