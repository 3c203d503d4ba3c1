"""The cover of every bundle: the title set large, the back and a fan of real faces drawn from the data, the
players, time and age; then, from page 2, the print list, the cutting order and the checklist; and the
calibration sheet in the bundle (for a double-sided print)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from found_games import GAMES
from reportlab.pdfgen.canvas import Canvas

from generator.builder import BuildOptions
from generator.builder.bundles import (
    CALIBRATION_WHAT,
    COVER_FACES,
    MOST_CARDS_LISTED,
    bundle_job,
    picture_area,
    pictured,
    printing_for,
    rules_booklet,
    same_look,
)
from generator.builder.decks import DesignedDeck, design_decks
from generator.data.load import load_game
from generator.data.model import Game
from generator.layout.shapes import Face, Icon
from generator.layout.units import Duplex, Paper, Style, pt
from generator.render.bundle import BundleJob, draw_lists
from generator.render.cover import dealing_order, dealt
from tests.print import data_only
from tests.print.pdf_audit import page_texts, text_lines

TITLE_MIN_PT = 28.0
FACTS_MIN_PT = 18.0


def game_of(game_id: str) -> Game:
    """A game found, or the game given by its card data alone."""
    return data_only.game() if game_id == data_only.GAME_ID else load_game(game_id)


def options(game_id: str, paper: Paper, style: Style, duplex: Duplex = Duplex.LONG) -> BuildOptions:
    return BuildOptions(
        out_dir=Path("unused"),
        games=(game_id,),
        papers=(paper,),
        duplex=duplex,
        back_offset_mm=(0.0, 0.0),
        bleed_mm=3.0,
        jobs=1,
        site=False,
        data_dir=data_only.folder() if game_id == data_only.GAME_ID else None,
        styles=(style,),
    )


def bundle_of(game_id: str, decks: list[DesignedDeck], paper: Paper, style: Style, duplex: Duplex) -> BundleJob:
    chosen = options(game_id, paper, style, duplex)
    pages = rules_booklet(game_of(game_id), paper).pages()
    return bundle_job(decks, style, paper, chosen, printing_for(chosen), pages)


@pytest.mark.parametrize("game_id", [*GAMES, data_only.GAME_ID])
def test_the_cover_pictures_the_main_decks_back_and_real_faces_of_the_data(game_id: str) -> None:
    game = game_of(game_id)
    for style in Style:
        decks = design_decks([game], 3.0, (style,))
        art = bundle_of(game_id, decks, Paper.A4, style, Duplex.LONG).cover.page.art
        fronts = {face for designed in decks for face in designed.sheets[style].fronts}
        backs = {designed.sheets[style].back for designed in decks}
        assert art.back in backs and art.back is not None
        assert len(art.faces) >= 3 and set(art.faces) <= fronts
        assert len(set(art.faces)) == len(art.faces)  # each a different design
        assert art.light == (style == Style.LIGHT)


@pytest.mark.parametrize("game_id", [*GAMES, data_only.GAME_ID])
def test_the_fan_shows_as_many_families_and_kinds_of_cards_as_the_decks_of_its_format_hold(game_id: str) -> None:
    """A family: the kinds of one deck whose cards carry the same fields (number cards, court cards, a joker)."""
    game = game_of(game_id)
    decks = design_decks([game], 3.0, (Style.FULL,))
    art = bundle_of(game_id, decks, Paper.A4, Style.FULL, Duplex.LONG).cover.page.art
    size = (art.faces[0].width_mm, art.faces[0].height_mm)

    def sorts(card: str, deck: str) -> tuple[tuple[str, ...], tuple[str, str]]:
        kind = game.kinds[game.card(card).kind]
        return (deck, *sorted(kind.fields)), (deck, kind.id)

    of_face = {
        designed.sheets[Style.FULL].fronts[index]: sorts(card, designed.deck.id)
        for designed in decks
        for index, card in enumerate(designed.card_ids)
    }
    offered = [
        sorts(card, designed.deck.id)
        for designed in decks
        if designed.kind == "cards" and (designed.deck.format.width_mm, designed.deck.format.height_mm) == size
        for card in designed.card_ids
    ]
    for which in (0, 1):  # families, then kinds
        shown = {of_face[face][which] for face in art.faces}
        assert len(shown) == min(COVER_FACES, len({sort[which] for sort in offered})), which


@pytest.mark.parametrize("game_id", GAMES)
def test_the_checklist_names_each_card_of_a_deck_of_up_to_16_designs(game_id: str) -> None:
    """A deck of kingdoms is checked kingdom by kingdom (a card once in the deck without "×1"); a larger deck
    (a full deck of playing cards) kind by kind."""
    game = game_of(game_id)
    decks = design_decks([game], 3.0, (Style.FULL,))
    entries = {
        entry.name: entry for entry in bundle_of(game_id, decks, Paper.A4, Style.FULL, Duplex.LONG).cover.checklist
    }
    for deck in game.decks:
        cards = game.cards_in(deck.id)
        if len(cards) > MOST_CARDS_LISTED:
            continue
        named = [card.name if card.count == 1 else f"{card.name} ×{card.count}" for card in cards]
        assert entries[deck.name].contents == ", ".join(named)


@pytest.mark.parametrize("paper", list(Paper))
@pytest.mark.parametrize("game_id", GAMES)
def test_the_lists_after_the_cover_fit_on_one_page(game_id: str, paper: Paper) -> None:
    """Monarch's credits ran onto a page of their own, and a blank back after it: a sheet printed for nothing."""
    decks = design_decks([game_of(game_id)], 3.0, (Style.FULL,))
    bundle = bundle_of(game_id, decks, paper, Style.FULL, Duplex.LONG)
    assert draw_lists(Canvas(io.BytesIO()), bundle.numbered(2), bundle.page_size()) == 1


@pytest.mark.parametrize("game_id", [*GAMES, data_only.GAME_ID])
def test_the_cover_says_players_time_and_age(game_id: str) -> None:
    game = game_of(game_id)
    decks = design_decks([game], 3.0, (Style.FULL,))
    page = bundle_of(game_id, decks, Paper.A4, Style.FULL, Duplex.LONG).cover.page
    low, high = game.players
    players = f"{low} players" if low == high else f"{low}–{high} players"
    assert page.title == game.name
    assert page.facts == (players, f"{game.minutes[0]}–{game.minutes[1]} minutes", f"age {game.age}")


@pytest.mark.parametrize("paper", list(Paper))
@pytest.mark.parametrize("style", list(Style))
def test_a_game_of_data_alone_gets_a_cover_then_its_lists_then_the_calibration_sheet(
    paper: Paper, style: Style, tmp_path: Path
) -> None:
    game = data_only.game()
    decks = design_decks([game], 3.0, (style,))
    bundle = bundle_of(game.id, decks, paper, style, Duplex.LONG)
    path = tmp_path / "bundle.pdf"
    path.write_bytes(bundle.render())
    sizes = page_texts(path)
    title = [size for text, size in sizes[0] if text.strip() and text.strip() in game.name]
    assert title and min(title) >= TITLE_MIN_PT  # the title set large, on the first page
    assert max(size for _, size in sizes[0]) >= FACTS_MIN_PT
    lines = text_lines(path)
    first = " ".join(lines[0])
    assert "players" in first and "minutes" in first and f"age {game.age}" in first
    second = " ".join(lines[1])
    for heading in ("How to print", "Print list", "Cutting order", "Component checklist"):
        assert heading in second, heading
    calibration = bundle.numbered(bundle.cover_pages()).steps[1]  # after the cover's own step
    assert calibration.what == CALIBRATION_WHAT
    front, back = (" ".join(lines[number - 1]) for number in (calibration.first_page, calibration.first_page + 1))
    assert "Back-offset calibration · front" in front and "Back-offset calibration · back" in back


def test_a_folded_bundle_has_no_calibration_sheet_and_its_cover_says_its_paper_and_sheets() -> None:
    game = data_only.game()
    decks = design_decks([game], 3.0, (Style.FULL,))
    bundle = bundle_of(game.id, decks, Paper.A4, Style.FULL, Duplex.FOLD)
    assert bundle.calibration is None
    assert all(step.what != CALIBRATION_WHAT for step in bundle.cover.steps)
    cover = bundle.numbered(bundle.cover_pages())
    sheets = sum(step.sheets for step in cover.steps)
    _, fold = cover.page.edition
    assert fold.startswith(f"Fold and glue: {sheets} sheets printed on one side, on paper of 80–120 g/m²")
    doubled = bundle_of(game.id, decks, Paper.A4, Style.FULL, Duplex.LONG)
    double_sheets = sum(step.sheets for step in doubled.numbered(doubled.cover_pages()).steps)
    assert fold.endswith(f"(a double-sided print takes {double_sheets}).")
    folded_decks = [step for step in cover.steps if "fold" in step.sides]
    assert folded_decks and {step.stock for step in folded_decks} == {"paper of 80–120 g/m²"}  # never card stock


def hand_of(game_id: str, style: Style) -> list[Face]:
    """The cards a game's cover fans out, its back first."""
    decks = design_decks([game_of(game_id)], 3.0, (style,))
    art = bundle_of(game_id, decks, Paper.A4, style, Duplex.LONG).cover.page.art
    return ([art.back] if art.back is not None else []) + list(art.faces)


@pytest.mark.parametrize("game_id", [*GAMES, data_only.GAME_ID])
def test_the_fan_shows_picture_cards_no_two_of_near_the_same_colours(game_id: str) -> None:
    """A text-only reminder card, or three red cards of one kingdom, tell a player nothing at a glance."""
    hand = hand_of(game_id, Style.FULL)
    faces = hand[1:]
    assert all(pictured(face) for face in faces) or game_id == data_only.GAME_ID
    for index, face in enumerate(faces):
        assert not any(same_look(face, other) for other in faces[index + 1 :]), face.label


def test_a_card_is_pictured_when_its_pictures_cover_three_percent_of_it() -> None:
    assert pictured(Face(60.0, 90.0, 3.0, (Icon("lion", 0.0, 0.0, 12.8, "#000000"),)))  # 163.8 of 5400 mm²
    assert not pictured(Face(60.0, 90.0, 3.0, (Icon("lion", 0.0, 0.0, 12.7, "#000000"),)))  # 161.3 mm²


@pytest.mark.parametrize("game_id", [*GAMES, data_only.GAME_ID])
def test_the_most_pictorial_faces_lie_in_front(game_id: str) -> None:
    faces = hand_of(game_id, Style.FULL)[-COVER_FACES:]
    areas = [picture_area(face) for face in faces]
    assert areas == sorted(areas), [face.label for face in faces]


@pytest.mark.parametrize("game_id", [*GAMES, data_only.GAME_ID])
def test_the_back_lies_in_the_front_row_so_its_name_shows_whole(game_id: str) -> None:
    """Dealt behind, the back's title band in its middle lay under a front card ("Royal M…", "Circus G…")."""
    decks = design_decks([game_of(game_id)], 3.0, (Style.FULL,))
    art = bundle_of(game_id, decks, Paper.A4, Style.FULL, Duplex.LONG).cover.page.art
    assert art.back is not None
    hand = dealing_order(art.back, list(art.faces))
    places = dealt(hand, 500.0, 500.0)
    back_x, back_y, scale, _ = places[hand.index(art.back)]
    assert back_y == min(y for _, y, _, _ in places)  # the front row
    width = pt(art.back.width_mm) * scale
    assert all(abs(x - back_x) >= width for x, y, _, _ in places[hand.index(art.back) + 1 :])  # none drawn over it


def test_five_cards_are_dealt_three_behind_and_two_in_front_between_them() -> None:
    card = Face(63.5, 88.9, 3.0, ())  # 180 × 252 pt
    # a panel 600 pt wide and 500 tall: the width allows (600 × 0.92 − 2 gaps of 8.504 pt) / (3 × 180) = 0.99073,
    # the height 500 × 0.92 / (252 × 1.58) = 1.15533, the 92 mm height 260.787 / 252 = 1.03487
    places = dealt([card] * 5, 600.0, 500.0)
    scale = (552.0 - 2 * 8.50394) / 540.0
    pitch = 180.0 * scale + 8.50394  # 186.836 pt
    drop = 252.0 * scale * 0.58 / 2  # each row 72.406 pt from the middle
    expected = [(-pitch, drop, 3.0), (0.0, drop, -0.0), (pitch, drop, -3.0), (-pitch / 2, -drop, 3.0)]
    expected.append((pitch / 2, -drop, -3.0))
    for (x, y, got_scale, degrees), (want_x, want_y, want_degrees) in zip(places, expected, strict=True):
        assert (x, y, got_scale, degrees) == pytest.approx((want_x, want_y, scale, want_degrees))
    assert scale == pytest.approx(0.99073, abs=1e-5)


def test_two_rows_of_as_many_cards_are_offset_by_half_a_card() -> None:
    card = Face(63.5, 88.9, 3.0, ())
    (back_left, _, _, _), (back_right, _, _, _), (front_left, _, _, _), (front_right, _, _, _) = dealt(
        [card] * 4, 600, 500
    )
    pitch = back_right - back_left
    assert (front_left - back_left, front_right - back_right) == pytest.approx((pitch / 2, pitch / 2))
    assert back_left + front_right == pytest.approx(0.0)  # the whole deal centred
