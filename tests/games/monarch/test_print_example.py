"""Monarch's worked example: the board's improved lands in a row, then every sister's court side by side (her
banner, her court cards, her unwanted guests), each card a title band below the one before so that its name reads
and tagged with the crowns it scores; and a table of every sister's crowns."""

from __future__ import annotations

from found_games import worked_example
from pytest import approx

from generator.games.monarch.example import BOARD_MM


def test_the_board_and_every_sisters_court_banner_and_guests() -> None:
    game, state, laid_out = worked_example("monarch")
    board, courts = laid_out.pictures
    assert board.most_height == BOARD_MM and courts.most_height is None  # the courts are drawn as large as they fit
    lands = [placed.piece for placed in board.pieces]
    improved = [land for land in state["board"] if land.get("improvement")]
    assert len(improved) == 6 < len(state["board"])  # the bare lands are left out
    assert [game.card(piece.card).kind for piece in lands] == ["land"] * 6
    assert [piece.on[0][0] for piece in lands] == [land["improvement"] for land in improved]
    assert [placed.x for placed in board.pieces] == approx([index * (board.width + 4.0) / 6 for index in range(6)])
    assert [label.text for label in board.labels] == [
        *("Horse Ranch on a farm", "Barracks on a village", "Monastery on a village", "Orchard on a farm"),
        *("Irrigated Fields on a farm", "Watchtower on a village"),
    ]
    shown = [[sister["banner"], *sister["court"], *sister["guests"]] for sister in state["players"]]
    assert [placed.piece.card for placed in courts.pieces] == [card for court in shown for card in court]
    band = 88.9 * 0.135  # each card lies this far below the one before: its name stays in sight
    assert [placed.y for placed in courts.pieces[:6]] == approx([index * band for index in range(6)])
    assert courts.height == approx(9 * band + 88.9)  # Emily's ten cards, the longest column
    tags = [label.text for label in courts.labels if label.kind == "tag"]
    assert tags == [
        *("2 crowns", "7 crowns", "2 crowns", "1 crown", "2 crowns", "3 crowns"),  # Kayla: banner, then court
        *("2 crowns", "7 crowns", "1 crown", "5 crowns", "4 crowns", "3 crowns", "−1 crown", "−1 crown"),  # Brian
        *("1 crown", "4 crowns", "3 crowns", "6 crowns", "6 crowns", "5 crowns", "3 crowns", "3 crowns"),  # Emily
        *("−1 crown", "−1 crown"),
    ]
    captions = [label.text for label in courts.labels if label.kind == "caption"]
    assert captions == ["Kayla's court", "Brian's court", "Emily's court"]
    assert laid_out.table == (
        ("Sister", "Court", "Banner", "Guests", "Crowns"),
        ("Kayla", "15", "2", "—", "17"),
        ("Brian", "20", "2", "−2", "20"),
        ("Emily", "30", "1", "−2", "29"),
    )
    assert laid_out.lines[0] == "Kayla's Scimitar: 4 Might in court + 3 Might on the board = 7."
    assert (
        "Scholar: 1 different path = 1. Philosopher: its printed 2; 5 Wisdom cards (3 needed) = +3."
        in (laid_out.lines[1])
    )
    assert laid_out.lines[-1] == (
        "Emily's Granary Keeper: its printed 1; 3 improved farms = +3. Orchard Steward: its printed 1; 2 Bounty on "
        "the board = +2. Feast Hall: its printed 2; 4 Bounty in court = +4. Royal Jester: its printed 1; 2 guests "
        "= +4. Minstrel: its printed 1; 2 guests = +2. Crown Jewels: its printed 5; 2 guests = −2."
    )
    assert laid_out.verdict == "Emily becomes Monarch with 29 crowns, 9 ahead of Brian."
