"""Royal Menagerie's worked example: a picture of each player's role and pens, each pen captioned under it with its
points and the role card with the player, their role and points (no word over a card), the pens named as a player
names them (a full pen says so); and the table of pens printed under a picture, never alone at the top of a page."""

from __future__ import annotations

from pathlib import Path

import pytest
from found_games import worked_example
from pytest import approx

from generator.builder.bundles import rules_booklet
from generator.data.load import load_game
from generator.layout.units import Paper
from tests.print.pdf_audit import text_lines

NO_BREAK = "\u00a0"


def test_the_menageries_are_drawn_pen_by_pen_and_named_as_players_name_them() -> None:
    game, state, laid_out = worked_example("royal-menagerie")
    pens = [
        (placed.piece.card, placed.piece.copies)
        for picture in laid_out.pictures
        for placed in picture.pieces
        if game.card(placed.piece.card).kind == "animal"
    ]
    assert pens[:3] == [("white-tiger", 1), ("giant-ibis", 3), ("mammoth", 2)]  # Ada's, in the table's order
    assert sorted(pens) == sorted(
        (animal, count) for player in state["players"] for animal, count in player["menagerie"].items()
    )
    ada = laid_out.pictures[0]
    assert [label.kind for label in ada.labels] == ["caption"] * 4  # under the cards, none over them
    assert [label.text.replace(NO_BREAK, " ") for label in ada.labels] == [
        "Ada, Grand Vizier: 7 points",
        "1 point",
        "0 points",
        "6 points",
    ]
    assert ada.labels[0].text == f"Ada, Grand{NO_BREAK}Vizier: 7{NO_BREAK}points"  # breaks after the role only
    assert [picture.labels[0].text.replace(NO_BREAK, " ") for picture in laid_out.pictures[1:]] == [
        "Bo, Loyalist: 3 points",  # the court first
        "Cy, Conspirator: 7 points",
        "Di, Conspirator: 4 points",
    ]
    assert laid_out.table[1][2].split(", ") == [
        f"1{NO_BREAK}White{NO_BREAK}Tiger:{NO_BREAK}1",  # a pen never splits across two lines of the table
        f"3{NO_BREAK}Giant{NO_BREAK}Ibises{NO_BREAK}(full):{NO_BREAK}0",
        f"2{NO_BREAK}Mammoths:{NO_BREAK}6",
    ]
    assert laid_out.table[1][::3] == ("Ada", "7")
    assert laid_out.lines[0] == "Ada, the Grand Vizier, has 7 points, not more than Cy's 7: no solo victory."
    assert laid_out.verdict == "Cy and Di win together."


def test_every_picture_is_as_wide_as_the_widest_row_so_their_cards_are_drawn_alike() -> None:
    """Ada's row is the widest: 5 mm, her role card, 5 mm (its caption's room), 5 mm, a White Tiger, 6 mm, three
    Giant Ibises fanned (a card and two steps of 22 % of its width), 6 mm, two Mammoths; every picture takes its
    width, so one scale draws all four, each a row of cards as tall as a card."""
    _game, _state, laid_out = worked_example("royal-menagerie")
    width = 5 + 63.5 + 5 + 5 + 63.5 + 6 + 63.5 * 1.44 + 6 + 63.5 * 1.22
    assert [picture.width for picture in laid_out.pictures] == approx([width] * 4)
    assert [picture.height for picture in laid_out.pictures] == approx([88.9] * 4)
    ada = laid_out.pictures[0]
    role, caption = ada.pieces[0], ada.labels[0]
    assert (caption.x + caption.w / 2, caption.w) == approx((role.x + role.card_w / 2, role.card_w + 10))


@pytest.mark.parametrize("paper", list(Paper))
def test_the_table_of_pens_follows_a_picture_on_its_page(paper: Paper, tmp_path: Path) -> None:
    """The booklet turns the page between two players' pictures, never between the last picture and the table."""
    path = tmp_path / "rules.pdf"
    path.write_bytes(rules_booklet(load_game("royal-menagerie"), paper).render())
    pages = [" ".join(lines).replace(NO_BREAK, " ") for lines in text_lines(path)]
    (table_page,) = [page for page in pages if "Player Role Pens Points" in page]
    assert "Di, Conspirator: 4 points" in table_page.split("Player Role Pens Points")[0]
