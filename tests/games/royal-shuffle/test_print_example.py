"""Royal Shuffle's worked example: the court, then both villages side by side, the two pictures at one scale, every
card where it settles, and the halves of the Jack's fractions printed as ½."""

from __future__ import annotations

from found_games import worked_example

from generator.layout.example import number


def test_both_villages_are_drawn_and_their_halves_printed_as_halves() -> None:
    game, state, laid_out = worked_example("royal-shuffle")
    court, villages = laid_out.pictures
    assert court.width == villages.width  # one scale, the wider across the column
    codes = {card.id: card.extra["code"] for card in game.cards if "code" in card.extra}
    assert [codes[placed.piece.card] for placed in court.pieces] == state["court"]
    drawn = [codes[placed.piece.card] for placed in villages.pieces]
    ann = len(state["villages"]["Ann"])
    assert sorted(drawn[:ann]) == sorted(state["villages"]["Ann"])  # Ann's village on the left, Ben's on the right
    assert sorted(drawn[ann:]) == sorted(state["villages"]["Ben"])
    ann_right = max(placed.x + placed.card_w for placed in villages.pieces[:ann])
    assert min(placed.x for placed in villages.pieces[ann:]) - ann_right == 24.0
    captions = [label.text for picture in laid_out.pictures for label in picture.labels if label.kind == "caption"]
    assert captions == ["The court", "Ann: House A♥", "Ann: Tent 9♣", "Ben: House A♠", "Ben: homeless"]
    header, ann, ben = laid_out.table
    assert header[:2] == ("Points", "Houses with an adult") and header[-2:] == ("Exact", "Score")
    assert (ann[0], ann[-2], ann[-1]) == ("Ann", "30½", "30") and (ben[0], ben[-2], ben[-1]) == ("Ben", "21½", "21")
    assert "Together 3 + 13½ + 14 + 0 = 30½, rounded down to 30." in laid_out.lines[1]
    assert "7♥ cares for 3♥ and 4♣, and 6♦ cares for 2♥" in laid_out.lines[1]
    assert laid_out.verdict == "Ann wins with 30 against Ben's 21."


def test_a_figure_reads_as_a_player_says_it() -> None:
    assert [number(value) for value in ("61/2", "-3/2", "0", 14, 2.5)] == ["30½", "−1½", "0", "14", "2½"]
