"""Circus Grandioso: a pyramid entered as it lies at the end of a game (``show_master``, no ``by``).

Nobody knows after a real game who placed which card, nor which Elephant the setup laid: the checker looks for an
order of legal placements from any Elephant of row 1, and the named holder wins.
"""

from __future__ import annotations

from typing import Any

import pytest

from generator.scoring import StateError, check, score

GAME = "circus-grandioso"
PLAYERS = ["Ada", "Bo", "Cy"]


def card(row: int, pos: int, name: str) -> dict[str, Any]:
    return {"row": row, "pos": pos, "card": name}


def lying(*cards: dict[str, Any], holder: str | None = "Cy") -> dict[str, Any]:
    """A pyramid as it lies, the cards in the order given, ``holder`` holding the Show Master."""
    return {"pyramid": list(cards), "players": PLAYERS, "show_master": holder}


FOUR_UNDER_TWO = [card(1, pos, "elephant") for pos in range(4)] + [card(2, 0, "rhino"), card(2, 1, "rhino")]
"""Ruling cg-q11's pyramid: built by play only when the first Elephant was the second from the left."""


def test_the_holder_wins_whatever_order_the_cards_are_listed_in() -> None:
    top_first = lying(card(3, 0, "camel"), card(2, 1, "rhino"), card(2, 0, "rhino"), *FOUR_UNDER_TWO[:3])
    result = score(GAME, top_first)
    assert (result["show_master"], result["show_master_card"], result["victory"], result["winners"]) == (
        "Cy",
        None,
        "show-master",
        ["Cy"],
    )
    assert [player["cards"] for player in result["players"]] == [0, 0, 0]
    assert check(GAME, top_first)["valid"]


def test_any_elephant_of_row_one_may_be_the_first() -> None:
    # In order, with the first Elephant at position 0, the fourth Elephant could not go down before a Camel.
    replayed = check(GAME, {"pyramid": FOUR_UNDER_TWO, "players": PLAYERS})
    assert [violation["rule"] for violation in replayed["violations"]] == ["cg-4.3"]
    # As it lies: the Elephant at position 1 was the first (Elephant 1, 2, Rhino 1, Elephant 0, Rhino 0, Elephant 3).
    assert check(GAME, lying(*FOUR_UNDER_TWO))["valid"]
    shifted = [{**placed, "pos": placed["pos"] + 5} for placed in FOUR_UNDER_TWO]
    assert check(GAME, lying(*shifted))["valid"]


def test_a_pyramid_no_order_builds_from_any_elephant_says_why() -> None:
    # Three Rhinos side by side with nothing above: once two stand side by side, the Camel across them comes first.
    top_of_three = [card(1, pos, "elephant") for pos in range(4)] + [card(2, pos, "rhino") for pos in range(3)]
    [violation] = check(GAME, lying(*top_of_three))["violations"]
    assert violation["rule"] == "cg-4.3"
    assert violation["message"].startswith("no order of legal placements builds this pyramid")
    assert "of its 7 cards and then cannot add the Rhino at row 2" in violation["message"]


def test_row_one_must_hold_an_elephant() -> None:
    [violation] = check(GAME, lying(holder=None))["violations"]
    assert (violation["rule"], violation["path"]) == ("cg-2.2", "pyramid")
    assert violation["message"] == "row 1 holds no Elephant: the setup lays the first"


def test_nobody_holds_the_show_master_while_the_top_is_row_one() -> None:
    base = [card(1, 0, "elephant"), card(1, 1, "elephant")]
    [violation] = check(GAME, lying(*base, holder="Bo"))["violations"]
    assert (violation["rule"], violation["path"]) == ("cg-6.1", "show_master")
    assert check(GAME, lying(*base, holder=None))["valid"]
    assert score(GAME, lying(*base, holder=None))["winners"] == []


def test_the_holder_placed_the_seal_when_it_lies_at_the_peak() -> None:
    rows = ["elephant", "rhino", "camel", "pony", "tiger", "bear", "lion", "crocodile", "chimpanzee", "seal"]
    full = [card(row, pos, rows[row - 1]) for row in range(1, 11) for pos in range(11 - row)]
    result = score(GAME, lying(*full, holder="Ada"))
    assert (result["seal"], result["victory"], result["winners"]) == ("Ada", "seal", ["Ada"])
    assert check(GAME, lying(*full, holder="Ada"))["valid"]


@pytest.mark.parametrize(
    ("state", "message"),
    [
        (
            {"pyramid": [{**card(1, 0, "elephant"), "by": "Ada"}], "players": PLAYERS, "show_master": "Ada"},
            "pyramid[0].by: a pyramid as it lies (with show_master) names no placers",
        ),
        (
            {"pyramid": [card(1, 0, "elephant")], "players": PLAYERS, "show_master": "Di"},
            'show_master: unknown player "Di" (expected one of: Ada, Bo, Cy)',
        ),
        (
            {"pyramid": [card(1, 0, "elephant")], "show_master": "Ada", "move": {**card(1, 1, "elephant"), "by": "Bo"}},
            "move: a pyramid as it lies (with show_master) takes no move: replay it in order",
        ),
    ],
)
def test_a_pyramid_as_it_lies_names_no_placer_and_no_stranger(state: dict[str, Any], message: str) -> None:
    with pytest.raises(StateError) as error:
        score(GAME, state)
    assert str(error.value) == message


def test_without_listed_players_the_holder_is_the_one_player() -> None:
    result = score(GAME, {"pyramid": [card(1, 0, "elephant"), card(1, 1, "elephant")], "show_master": None})
    assert result["players"] == []
    named = score(GAME, {"pyramid": FOUR_UNDER_TWO, "show_master": "Ada"})
    assert [player["name"] for player in named["players"]] == ["Ada"]
