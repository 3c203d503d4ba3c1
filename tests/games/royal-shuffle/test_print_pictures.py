"""Royal Shuffle's pictures: the credits of its suits, and each suit's icon written once per PDF."""

from __future__ import annotations

import io

from generator.data.load import load_game
from generator.design.credits import credit_text, icon_credits
from generator.games import front
from generator.layout.imposition import Sides
from generator.layout.shapes import Face, Icon
from generator.render.pdf import FaceForms, new_canvas


def icons_of(face: Face) -> set[str]:
    """The icon names a face draws."""
    return {shape.name for shape in face.shapes if isinstance(shape, Icon)}


def test_credits_per_game_name_only_that_games_authors() -> None:
    shuffle = load_game("royal-shuffle")
    assert dict(icon_credits([shuffle]))["Skoll"] == ["clubs", "diamonds", "hearts", "spades"]
    text = credit_text([shuffle])
    assert text.startswith("Card pictures: icons by Delapouite, Skoll and Lorc, from Game-icons.net")
    assert text.endswith(
        "licensed CC BY 3.0 (https://creativecommons.org/licenses/by/3.0/); "
        "the court jack, court king and court queen are drawn for this edition."
    )


def test_court_cards_show_court_figures_not_chess_pieces() -> None:
    """The print review found the court drawn as flat chess pieces: each rank has its figure, drawn for this
    edition, upright above and turned below as on a real court card."""
    game = load_game("royal-shuffle")
    for kind in ("king", "queen", "jack"):
        for card in (card for card in game.cards if card.kind == kind):
            assert card.icon == f"court-{kind}"
            figures = [shape for shape in front(game, card, 3.0).shapes if isinstance(shape, Icon) and shape.size > 15]
            assert [figure.turned for figure in figures if figure.name == card.icon] == [False, True]


def test_each_icon_is_written_once_per_pdf() -> None:
    """Faces that share an icon reference one form: the suit of 13 cards costs its path once."""
    game = load_game("royal-shuffle")
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, (200.0, 260.0), "forms")
    forms = FaceForms(canvas)
    spades = [card for card in game.cards if card.extra.get("suit") == "spades"]
    for card in spades:
        forms.place(front(game, card, 3.0), 10.0, 250.0, Sides.all(3.0))
        canvas.showPage()
    canvas.save()
    drawn = set().union(*(icons_of(front(game, card, 3.0)) for card in spades))
    assert set(forms.icons.names) == drawn
    assert buffer.getvalue().count(b"/Subtype /Form") == len(spades) + len(drawn)
