"""Royal Menagerie's faces and the design system's rules shown on them: data references, clear errors, bleed
handling, the rules box, the generic design of a kind without its own."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from generator.data.load import load_game
from generator.data.model import Game
from generator.design import DesignError
from generator.design.card import card_boxes
from generator.design.surface import Surface, expand
from generator.games import back, front
from generator.layout.shapes import Icon, Rect, Text
from generator.render.text import fit_text


@pytest.fixture(scope="module")
def menagerie() -> Game:
    """Royal Menagerie, whose data landed first."""
    return load_game("royal-menagerie")


def shown(face_texts: list[Text]) -> str:
    """Every text of a face, joined."""
    return " | ".join(text.text for text in face_texts)


def test_references_in_card_texts_print_their_values(menagerie: Game) -> None:
    mammoth = menagerie.card("mammoth")
    assert expand(menagerie, "{{ count('mammoth') }} of {{ card('mammoth') }}") == f"{mammoth.count} of Mammoth"
    assert expand(menagerie, "{{ total('animal') }} / {{ deck_total('play') }}") == "30 / 46"
    assert expand(menagerie, "see {{ rule('rm-6.1') }}") == "see rm-6.1"
    changed = dataclasses.replace(mammoth, text="One of {{ count('mammoth') }} copies.")
    texts = [shape for shape in front(menagerie, changed, 3.0).shapes if isinstance(shape, Text)]
    assert "One of 5 copies." in shown(texts)
    assert "{{" not in shown(texts)


def test_missing_field_is_a_design_error_naming_card_and_field(menagerie: Game) -> None:
    broken = dataclasses.replace(menagerie.card("mammoth"), extra={"animal": "mammoth"})
    with pytest.raises(DesignError, match=r"royal-menagerie/mammoth: .*needs the field 'multiplier'"):
        front(menagerie, broken, 3.0)


def test_unknown_motif_is_a_design_error_listing_the_known_ones(menagerie: Game) -> None:
    odd = dataclasses.replace(menagerie, style=dataclasses.replace(menagerie.style, motif="paisley"))
    with pytest.raises(DesignError, match=r"style.motif 'paisley' is not a known motif .*lattice"):
        back(odd, odd.deck("play"), 3.0)


def test_unknown_look_is_a_design_error_listing_the_looks(menagerie: Game) -> None:
    odd = dataclasses.replace(menagerie, style=dataclasses.replace(menagerie.style, look="collage"))
    with pytest.raises(
        DesignError, match=r"style.look 'collage' is not a look \(expected one of: poster, court, plaque"
    ):
        front(odd, odd.card("shoot"), 3.0)


def test_mammoth_card_prints_the_doubled_points_table(menagerie: Game) -> None:
    texts = [shape for shape in front(menagerie, menagerie.card("mammoth"), 3.0).shapes if isinstance(shape, Text)]
    values = [text.text for text in texts if text.font == "body-bold" and text.align == "right"]
    assert values == ["2", "6", "0"]
    tiger = [shape for shape in front(menagerie, menagerie.card("white-tiger"), 3.0).shapes if isinstance(shape, Text)]
    assert [text.text for text in tiger if text.font == "body-bold" and text.align == "right"] == [
        "1",
        "3",
        "0",
    ]


@pytest.mark.parametrize("bleed", [0.0, 3.0, 3.175])
def test_background_follows_the_bleed_and_the_rest_does_not(menagerie: Game, bleed: float) -> None:
    card = menagerie.card("shoot")
    face = front(menagerie, card, bleed)
    assert face.bleed_mm == bleed
    background = face.shapes[0]
    assert isinstance(background, Rect)
    assert (background.x, background.w) == (-bleed, card_width(menagerie) + 2 * bleed)
    assert face.shapes[1:] == front(menagerie, card, 0.0).shapes[1:]


def card_width(game: Game) -> float:
    """Width of the play deck's format."""
    return game.deck("play").format.width_mm


def test_single_sided_decks_have_no_back(menagerie: Game) -> None:
    assert back(menagerie, menagerie.deck("mats"), 3.0) is None
    assert back(menagerie, menagerie.deck("play"), 3.0) is not None


def test_rules_box_grows_with_the_text(menagerie: Game) -> None:
    surface = Surface(menagerie, menagerie.deck("play"), 3.0)
    short = card_boxes(surface, dataclasses.replace(menagerie.card("shoot"), text="Go.", flavor=""))
    long = card_boxes(surface, dataclasses.replace(menagerie.card("shoot"), text="word " * 60, flavor=""))
    assert long.rules.h > short.rules.h
    assert long.art.h < short.art.h
    assert short.rules.bottom == pytest.approx(long.rules.bottom)


WORDS = st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=12)
LONGEST = " ".join(["abcdefghijkl"] * 40)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    rules=st.lists(WORDS, min_size=1, max_size=80).map(" ".join).map(lambda text: text[:400].strip() or "x"),
    flavor=st.lists(WORDS, max_size=10).map(" ".join).map(lambda text: text[:45].strip()),
)
@example(rules=LONGEST[:400], flavor=LONGEST[:45])
def test_any_rules_text_up_to_400_characters_fits_a_poker_card(menagerie: Game, rules: str, flavor: str) -> None:
    """400 characters of rules and a one-line flavour of 45 characters, no text under 6 pt."""
    card = dataclasses.replace(menagerie.card("shoot"), text=rules, flavor=flavor)
    face = front(menagerie, card, 3.0)
    for text in face.shapes:
        if isinstance(text, Text):
            fit_text(text, face.label)


def test_kinds_without_a_special_design_get_the_generic_one() -> None:
    game = load_game("royal-menagerie")
    card = dataclasses.replace(game.card("menagerie-mat"), kind="keepsake")
    face = front(game, card, 3.0)
    shown = [shape.text for shape in face.shapes if isinstance(shape, Text)]
    assert any(card.name in text or card.name.upper() in text for text in shown)
    assert card.icon in {shape.name for shape in face.shapes if isinstance(shape, Icon)}
    for shape in face.shapes:
        if isinstance(shape, Text):
            fit_text(shape, face.label)
            assert shape.x >= 3.0 and shape.y >= 3.0
            assert shape.x + shape.w <= face.width_mm - 3.0 and shape.y + shape.h <= face.height_mm - 3.0
