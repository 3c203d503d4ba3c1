"""Circus Grandioso: the spec's and the rulebook's examples, every violation class, every ruling, bad input."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from generator.cli import app
from generator.data.load import load_game
from generator.scoring.catalog import Catalog, load_catalog
from generator.scoring.circus_grandioso import rules as cg
from generator.scoring.core import StateError

CATALOG = load_catalog("circus-grandioso")
FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "circus-grandioso"
ANIMALS = ("elephant", "rhino", "camel", "pony", "tiger", "bear", "lion", "crocodile", "chimpanzee", "seal")
FIRST = {"row": 1, "pos": 0, "card": "elephant"}


def fixture(name: str) -> dict[str, Any]:
    case: dict[str, Any] = json.loads((FIXTURES / f"{name}.json").read_text(encoding="utf-8"))
    return case


def row(number: int, positions: range | list[int], card: str | None = None, by: str | None = None) -> list[dict]:
    """Cards of one row, skipping the first Elephant's place (add ``FIRST`` for it)."""
    return [
        {"row": number, "pos": pos, "card": card or ANIMALS[number - 1], **({"by": by} if by else {})}
        for pos in positions
        if (number, pos) != (1, 0)
    ]


def stepped(*widths: int) -> list[dict]:
    """A pyramid whose row r holds positions 0 … widths[r−1]−1, with the first Elephant."""
    return [FIRST, *(card for number, width in enumerate(widths, 1) for card in row(number, range(width)))]


def check(pyramid: list[dict], catalog: Catalog = CATALOG, **extra: Any) -> dict[str, Any]:
    return cg.check({"pyramid": pyramid, **extra}, catalog)


def violations(result: dict[str, Any]) -> list[tuple[str, str, str]]:
    return [(v["rule"], v["message"], v["path"]) for v in result["violations"]]


def placements(result: dict[str, Any]) -> list[tuple[int, int, str, list[str]]]:
    return [(p["row"], p["pos"], p["side"], p["cards"]) for p in result["legal_placements"]]


def with_counts(**counts: int) -> Catalog:
    """The game's catalog with some cards' copies changed."""
    cards = tuple({**card, "count": counts.get(card["id"].replace("-", "_"), card["count"])} for card in CATALOG.cards)
    return Catalog(game=CATALOG.game, cards=cards)


def move(pyramid: list[dict], row_: int, pos: int, card: str, catalog: Catalog = CATALOG) -> dict[str, Any]:
    return check(pyramid, catalog, move={"row": row_, "pos": pos, "card": card, "by": "Ada"})


# ── The spec's and the rulebook's examples ─────────────────────────────────────────────────────────


def test_spec_example() -> None:
    state = fixture("spec-example")["state"]
    result = cg.check(state, CATALOG)
    assert result == {
        "valid": True,
        "violations": [],
        "legal_placements": [
            {"row": 1, "pos": -1, "side": "left", "cards": ["elephant", "clown"]},
            {"row": 1, "pos": 2, "side": "right", "cards": ["elephant", "clown"]},
        ],
        "topmost": {"row": 2, "positions": [0], "single": True},
    }
    scored = cg.score(state, CATALOG)
    assert (scored["players"], scored["show_master"], scored["winners"]) == ([], None, [])
    assert scored["show_master_card"] == {"row": 2, "pos": 0, "card": "rhino"}


def test_rulebook_example_elephant_left_tiger_right_then_bear_on_top() -> None:
    """cg-q3: an Elephant on the left, none on the right while a Tiger fits; then the Bear first; then both."""
    tiger = stepped(6, 5, 4, 3, 1)
    assert placements(check(tiger)) == [(5, 1, "right", ["tiger", "clown"]), (1, -1, "left", ["elephant", "clown"])]
    second = [*tiger, *row(5, [1])]
    assert placements(check(second)) == [(6, 0, "top", ["bear"])]
    bear = [*second, *row(6, [0])]
    assert placements(check(bear)) == [(1, -1, "left", ["elephant", "clown"]), (1, 6, "right", ["elephant", "clown"])]
    for pyramid in (tiger, second, bear):
        assert check(pyramid)["valid"]


def test_rulebook_example_elephant_on_the_right_is_refused() -> None:
    result = move(stepped(6, 5, 4, 3, 1), 1, 6, "elephant")
    assert violations(result) == [
        (
            "cg-4.3",
            "the Elephant at row 1, position 6 is not the highest card on the right side: first row 5, position 1",
            "move",
        )
    ]
    assert (result["after"], result["takes_show_master"], result["wins"]) == (None, None, None)


def test_golden_fixtures() -> None:
    names = sorted(path.stem for path in FIXTURES.glob("*.json"))
    assert len(names) >= 5
    for name in names:
        case = fixture(name)
        assert cg.score(case["state"], CATALOG) == case["score"], name
        assert cg.check(case["state"], CATALOG) == case["check"], name


# ── Violations ─────────────────────────────────────────────────────────────────────────────────────


def test_a_card_in_the_wrong_row() -> None:
    assert violations(check([FIRST, *row(1, [1]), *row(2, [0], "camel")])) == [
        ("cg-3.4", "a Camel cannot stand in row 2, which takes Rhino cards and one Clown", "pyramid[2]")
    ]


def test_an_elephant_above_the_floor() -> None:
    assert violations(check([FIRST, *row(1, [1]), *row(2, [0], "elephant")])) == [
        ("cg-3.4", "an Elephant cannot stand in row 2, which takes Rhino cards and one Clown", "pyramid[2]")
    ]
    assert violations(move(stepped(2, 1), 2, 0, "elephant")) == [
        ("cg-3.7", "row 2, position 0 already holds a Rhino", "move")
    ]
    assert violations(move(stepped(2), 2, 0, "elephant")) == [("cg-3.4", "an Elephant cannot stand in row 2", "move")]


def test_a_row_the_pyramid_does_not_have() -> None:
    assert violations(check([FIRST, *row(11, [0], "clown")])) == [
        ("cg-3.1", "there is no row 11: rows go from 1 to 10", "pyramid[1].row"),
        ("cg-3.3", "the Clown at row 11, position 0 lacks its support at row 10, positions 0 and 1", "pyramid[1]"),
        (
            "cg-4.5",
            "row 11 holds only a Clown, which would have been the single topmost card: a Clown never starts a row",
            "pyramid[1]",
        ),
    ]
    assert violations(check([FIRST, *row(0, [0], "clown")]))[0] == (
        "cg-3.1",
        "there is no row 0: rows go from 1 to 10",
        "pyramid[1].row",
    )


def test_a_card_without_both_supports() -> None:
    assert violations(check([FIRST, *row(2, [0])])) == [
        ("cg-3.3", "the Rhino at row 2, position 0 lacks its support at row 1, position 1", "pyramid[1]")
    ]
    assert violations(check([FIRST, *row(1, [1]), *row(3, [0])]))[0] == (
        "cg-3.3",
        "the Camel at row 3, position 0 lacks its support at row 2, positions 0 and 1",
        "pyramid[2]",
    )


def test_two_clowns_in_one_row() -> None:
    pyramid = [FIRST, *row(1, [1]), *row(1, [-1, 2], "clown"), *row(2, [-1, 0, 1]), *row(3, [-1, 0])]
    assert violations(check(pyramid)) == [("cg-3.5", "row 1 holds a second Clown", "pyramid[3]")]


def test_more_copies_than_the_game_has() -> None:
    assert check(stepped(3, 2, 1))["valid"]
    assert violations(check(stepped(3, 2, 1), with_counts(elephant=2, camel=0))) == [
        ("cg-1.1", "3 Elephant cards in the pyramid, but the game has 2", "pyramid[2]"),
        ("cg-1.1", "1 Camel card in the pyramid, but the game has 0", "pyramid[5]"),
    ]
    assert ("cg-1.1", "2 Seal cards in the pyramid, but the game has 1", "pyramid[7]") in violations(
        fixture("illegal-table")["check"]
    )


def test_a_gap_inside_a_row() -> None:
    assert violations(check([FIRST, *row(1, [2, 3, 6])])) == [
        ("cg-3.6", "row 1 has a gap between positions 0 and 2, 3 and 6", "pyramid[1]")
    ]


def test_a_place_listed_twice() -> None:
    assert violations(check([FIRST, *row(1, [1]), *row(1, [1], "clown")])) == [
        ("cg-3.7", "row 1, position 1 is listed twice", "pyramid[2]")
    ]


def test_players_two_to_four() -> None:
    assert violations(check([FIRST], players=["Ada"])) == [("cg-1.5", "1 player: the game is for 2 to 4", "players")]
    five = [FIRST, *({**card, "by": name} for card, name in zip(stepped(3, 2, 1)[1:], "ABCDE", strict=True))]
    assert violations(check(five)) == [("cg-1.5", "5 players: the game is for 2 to 4", "pyramid[5].by")]
    assert check([FIRST, *row(1, [1], by="Ada")])["valid"]
    five_seats = Catalog(game={**CATALOG.game, "players": [1, 5]}, cards=CATALOG.cards)
    assert cg.check({"pyramid": five}, five_seats)["valid"]
    assert cg.check({"pyramid": [FIRST], "players": ["Ada"]}, five_seats)["valid"]


# ── Rulings ────────────────────────────────────────────────────────────────────────────────────────


def test_cg_q1_positions_left_of_the_first_elephant_are_negative() -> None:
    """Ruling cg-q1."""
    result = move([FIRST], 1, -1, "elephant")
    assert result["valid"] and result["after"] == {
        "pyramid": [FIRST, {"row": 1, "pos": -1, "card": "elephant", "by": "Ada"}]
    }
    assert placements(cg.check(result["after"], CATALOG)) == [(2, -1, "top", ["rhino"])]
    assert check([FIRST, *row(1, [-1]), *row(2, [-1])])["valid"]


def test_cg_q2_sides_and_the_top_that_counts_for_both() -> None:
    """Ruling cg-q2."""
    pyramid = stepped(3, 2)
    assert placements(check(pyramid)) == [(3, 0, "top", ["camel"])]
    assert placements(check(stepped(3, 1))) == [
        (2, 1, "right", ["rhino", "clown"]),
        (1, -1, "left", ["elephant", "clown"]),
    ]


def test_cg_q3_no_elephant_while_a_higher_card_fits_that_side() -> None:
    """Ruling cg-q3."""
    assert violations(move(stepped(3, 1), 1, 3, "elephant")) == [
        (
            "cg-4.3",
            "the Elephant at row 1, position 3 is not the highest card on the right side: first row 2, position 1",
            "move",
        )
    ]
    assert move(stepped(3, 1), 1, -1, "elephant")["valid"]


def test_cg_q4_clowns_once_per_row_and_never_alone_on_top() -> None:
    """Ruling cg-q4."""
    assert placements(check(stepped(2))) == [(2, 0, "top", ["rhino"])]
    assert violations(move(stepped(2), 2, 0, "clown")) == [
        ("cg-4.5", "a Clown at row 2, position 0 would be the single topmost card", "move")
    ]
    with_clown = [*stepped(3, 1), *row(2, [1], "clown")]
    assert check(with_clown)["valid"]
    assert placements(check([*stepped(3), *row(1, [3], "clown"), *row(2, [0, 1, 2])]))[0] == (3, 0, "top", ["camel"])
    one_clown_row = [FIRST, *row(1, [1], "clown"), *row(2, [0])]
    assert placements(check(one_clown_row)) == [(1, -1, "left", ["elephant"]), (1, 2, "right", ["elephant"])]
    assert violations(move(one_clown_row, 1, 2, "clown")) == [("cg-3.5", "row 1 already holds a Clown", "move")]
    assert violations(cg.check(fixture("clown-alone-on-top")["state"], CATALOG)) == [
        (
            "cg-4.5",
            "row 2 holds only a Clown, which would have been the single topmost card: a Clown never starts a row",
            "pyramid[2]",
        )
    ]


def test_cg_q5_show_master_to_the_single_topmost_card_and_the_seal_wins() -> None:
    """Ruling cg-q5."""
    top = move(stepped(3, 2), 3, 0, "camel")
    assert (top["takes_show_master"], top["wins"]) == (True, False)
    side = move(stepped(3, 1), 2, 1, "rhino")
    assert (side["takes_show_master"], side["wins"]) == (False, False)
    below_the_seal = stepped(10, 9, 8, 7, 6, 5, 4, 3, 2)
    assert placements(check(below_the_seal)) == [(10, 0, "top", ["seal"])]
    seal = move(below_the_seal, 10, 0, "seal")
    assert (seal["takes_show_master"], seal["wins"]) == (True, True)
    scored = cg.score(seal["after"], CATALOG)
    assert (scored["seal"], scored["show_master"], scored["victory"], scored["winners"]) == (
        "Ada",
        "Ada",
        "seal",
        ["Ada"],
    )
    assert placements(cg.check(seal["after"], CATALOG)) == []
    assert violations(move(seal["after"]["pyramid"], 1, -1, "elephant")) == [
        ("cg-6.3", "the Seal is placed: the game is over", "move")
    ]


def test_cg_q6_only_the_places_next_to_a_row_are_open() -> None:
    """Ruling cg-q6."""
    pyramid = [FIRST, *row(1, [-2, -1, 1, 2]), *row(2, [1])]
    assert (2, -1) not in [(p[0], p[1]) for p in placements(check(pyramid))]
    assert ("cg-4.1", "row 2, position -1 is not next to either end of row 2: it would leave a gap", "move") in (
        violations(move(pyramid, 2, -1, "rhino"))
    )


def test_cg_q7_a_place_no_card_can_fill_blocks_nothing() -> None:
    """Ruling cg-q7."""
    scarce = with_counts(rhino=1, clown=1)
    pyramid = [FIRST, *row(1, [1]), *row(1, [2], "clown"), *row(2, [0])]
    result = check(pyramid, scarce)
    assert result["valid"]
    assert placements(result) == [(1, -1, "left", ["elephant"]), (1, 3, "right", ["elephant"])]
    assert violations(move(pyramid, 2, 1, "rhino", scarce)) == [
        ("cg-4.6", "no card left in the game can fill row 2, position 1", "move")
    ]
    assert move(pyramid, 1, 3, "elephant", scarce)["valid"]


def test_cg_q8_every_place_across_a_long_top_row_may_be_filled() -> None:
    """Ruling cg-q8."""
    result = check(stepped(4))
    assert placements(result) == [(2, 0, "top", ["rhino"]), (2, 1, "top", ["rhino"]), (2, 2, "top", ["rhino"])]
    assert [v[0] for v in violations(result)] == ["cg-4.3"]


def test_cg_q9_the_show_master_is_held_by_the_first_card_of_the_top_row() -> None:
    """Ruling cg-q9."""
    pyramid = [FIRST, *row(1, [1], by="Ada"), *row(1, [2], by="Bo"), *row(2, [1], by="Cy"), *row(2, [0], by="Di")]
    assert (cg.score({"pyramid": pyramid}, CATALOG)["show_master"]) == "Cy"
    clown_listed_first = [FIRST, *row(1, [1, 2], by="Ada"), *row(2, [1], "clown", by="Bo"), *row(2, [0], by="Cy")]
    assert cg.score({"pyramid": clown_listed_first}, CATALOG)["show_master"] == "Cy"
    row_one = cg.score({"pyramid": [FIRST, *row(1, [1], by="Ada")]}, CATALOG)
    assert (row_one["show_master"], row_one["show_master_card"], row_one["winners"]) == (None, None, [])
    unnamed = cg.score({"pyramid": stepped(2, 1)}, CATALOG)
    assert (unnamed["show_master"], unnamed["show_master_card"]) == (None, {"row": 2, "pos": 0, "card": "rhino"})
    assert cg.explain(unnamed)[0] == (
        "Nobody is known to hold the Show Master: the first card of the top row names "
        'no player (give each card a "by" to say who placed it).'
    )


def test_cg_q10_the_winner_is_the_seal_else_the_show_master_else_nobody() -> None:
    """Ruling cg-q10."""
    assert cg.score(fixture("seal-wins")["state"], CATALOG)["winners"] == ["Di"]
    tiger = cg.score(fixture("rulebook-tiger")["state"], CATALOG)
    assert (tiger["victory"], tiger["winners"]) == ("show-master", ["Cy"])
    assert cg.explain(tiger)[:2] == [
        "Cy holds the Show Master: the Tiger at row 5, position 0 was the first card of the top row.",
        "Cy wins if the game ends now.",
    ]
    setup = cg.score(fixture("setup-only")["state"], CATALOG)
    assert (setup["victory"], setup["winners"]) == ("none", [])
    assert cg.explain(setup)[0] == (
        "Nobody holds the Show Master yet: the top is still row 1, begun by the first Elephant."
    )


def test_cg_q11_a_pyramid_no_order_of_play_builds_is_flagged() -> None:
    """Ruling cg-q11. Its example both ways, and the shapes that rule cg-7.2 names."""
    four_under_two = stepped(4, 2)
    assert violations(check(four_under_two)) == [
        (
            "cg-4.3",
            "no order of legal placements builds this pyramid (higher places come first): the furthest one found "
            "places 5 of its 6 cards and then cannot add the Elephant at row 1, position 3",
            "pyramid[3]",
        )
    ]
    assert check([*four_under_two, *row(3, [0])])["valid"]
    assert check([FIRST, *row(1, [-1, 1, 2]), *row(2, [0, 1])])["valid"]
    starts_two_in = [FIRST, *row(1, [-2, -1, 1, 2, 3, 4]), *row(2, [0]), *row(2, [1])]
    assert violations(check(starts_two_in))[0][2] == "pyramid[1]"  # the Elephant at -2
    assert [v[0] for v in violations(check(stepped(3)))] == ["cg-4.3"]


def test_cg_q12_no_clown_beside_the_seal() -> None:
    """Ruling cg-q12."""
    clowns = with_counts(clown=10)
    pyramid = [
        FIRST,
        *(
            card
            for number in range(1, 11)
            for card in [*row(number, range(11 - number)), *row(number, [11 - number], "clown")]
        ),
    ]
    assert violations(check(pyramid, clowns)) == [
        (
            "cg-6.3",
            "a Clown stands beside the Seal: the game ended with the Seal, and a Clown cannot start its row",
            "pyramid[64]",
        )
    ]
    without_seal = [card for card in pyramid if card["card"] != "seal"]
    assert [v[0] for v in violations(check(without_seal, clowns))] == ["cg-4.5"]


def test_cg_q13_placements_count_the_cards_on_the_table_not_the_hands() -> None:
    """Ruling cg-q13."""
    two_elephants = with_counts(elephant=2)
    pyramid = [*stepped(2, 1)]
    assert placements(check(pyramid, two_elephants)) == [(1, -1, "left", ["clown"]), (1, 2, "right", ["clown"])]
    assert violations(move(pyramid, 1, 2, "elephant", two_elephants)) == [
        ("cg-4.6", "all 2 Elephant cards are in the pyramid", "move")
    ]


def test_cg_q14_the_first_elephant_at_row_1_position_0() -> None:
    """Ruling cg-q14."""
    assert violations(check([])) == [("cg-2.2", "the first Elephant is missing from row 1, position 0", "pyramid")]
    assert placements(check([])) == [(1, 0, "top", ["elephant"])]
    assert violations(check([{"row": 1, "pos": 0, "card": "clown"}])) == [
        ("cg-2.2", "row 1, position 0 holds a Clown, not the first Elephant", "pyramid[0]"),
        (
            "cg-4.5",
            "row 1 holds only a Clown, which would have been the single topmost card: a Clown never starts a row",
            "pyramid[0]",
        ),
    ]
    assert violations(check([{**FIRST, "by": "Ada"}])) == [
        ("cg-2.2", "the first Elephant is laid at setup: no player placed it", "pyramid[0].by")
    ]


def test_cg_q15_a_move_and_the_table_after_it() -> None:
    """Ruling cg-q15."""
    state = fixture("move-clown-beside-tiger")["state"]
    result = cg.check(state, CATALOG)
    assert result["after"] == {
        "players": state["players"],
        "pyramid": [*state["pyramid"], {"row": 5, "pos": 1, "card": "clown", "by": "Ada"}],
    }
    assert cg.explain_check(result)[-1] == "The move is legal."
    base = stepped(3, 2)
    assert violations(move(base, 2, 0, "rhino")) == [("cg-3.7", "row 2, position 0 already holds a Rhino", "move")]
    assert violations(move(base, 3, 1, "camel")) == [("cg-3.3", "row 3, position 1 needs two cards under it", "move")]
    assert violations(move(base, 11, 0, "clown")) == [("cg-3.1", "there is no row 11: rows go from 1 to 10", "move")]
    assert violations(move(base, 3, 0, "pony")) == [("cg-3.4", "a Pony cannot stand in row 3", "move")]
    assert move([*base, *row(1, [5])], 3, 0, "camel")["after"] is None


# ── Bad input ──────────────────────────────────────────────────────────────────────────────────────


@pytest.mark.parametrize(
    ("state", "message"),
    [
        ([], ": expected an object, got a list"),
        ({}, "pyramid: missing"),
        ({"pyramid": [], "table": 1}, "table: unknown field (expected one of: pyramid, players, move, show_master)"),
        ({"pyramid": [{"row": "1", "pos": 0, "card": "elephant"}]}, 'pyramid[0].row: expected an integer, got "1"'),
        ({"pyramid": [{"row": True, "pos": 0, "card": "elephant"}]}, "pyramid[0].row: expected an integer, got true"),
        (
            {"pyramid": [{"row": 1, "pos": 0, "card": "elefant"}]},
            'pyramid[0].card: unknown card "elefant" (expected one of: ' + ", ".join((*ANIMALS, "clown")) + ")",
        ),
        (
            {"pyramid": [{"row": 1, "pos": 0, "card": "elephant", "who": "Ada"}]},
            "pyramid[0].who: unknown field (expected one of: row, pos, card, by)",
        ),
        (
            {"pyramid": [{"row": 1, "pos": 1, "card": "elephant", "by": "Cy"}], "players": ["Ada", "Bo"]},
            'pyramid[0].by: unknown player "Cy" (expected one of: Ada, Bo)',
        ),
        ({"pyramid": [], "players": ["Ada", "Ada"]}, 'players[1]: two players are named "Ada"'),
        ({"pyramid": [], "players": ["Ada", " "]}, "players[1]: expected a player's name, got an empty one"),
        (
            {"pyramid": [{"row": 1, "pos": 1, "card": "elephant", "by": ""}]},
            "pyramid[0].by: expected a player's name, got an empty one",
        ),
        ({"pyramid": [], "players": "Ada"}, 'players: expected a list, got "Ada"'),
        ({"pyramid": [], "move": {"row": 1, "pos": 1}}, "move.card: missing"),
    ],
)
def test_malformed_states_are_state_errors(state: Any, message: str) -> None:
    for run in (cg.score, cg.check):
        with pytest.raises(StateError) as error:
            run(state, CATALOG)
        assert str(error.value) == message.removeprefix(": ")


# ── Card data, listing and words ───────────────────────────────────────────────────────────────────


def test_catalog_problems() -> None:
    assert cg.catalog_problems(CATALOG) == []
    shifted = Catalog(
        game=CATALOG.game,
        cards=tuple({**card, "row": card["row"] + 1} if card["id"] == "seal" else card for card in CATALOG.cards),
    )
    assert cg.catalog_problems(shifted) == [
        ("seal", "row", "expected a row from 1 to 10 (one per animal card), got 11")
    ]
    doubled = Catalog(
        game=CATALOG.game, cards=tuple({**card, "row": 4} if card["id"] == "tiger" else card for card in CATALOG.cards)
    )
    assert cg.catalog_problems(doubled) == [
        ("pony", "row", "row 4 is taken by 2 animal cards; each row holds one animal"),
        ("tiger", "row", "row 4 is taken by 2 animal cards; each row holds one animal"),
    ]
    no_clown = Catalog(game=CATALOG.game, cards=tuple(card for card in CATALOG.cards if card["id"] != "clown"))
    assert cg.catalog_problems(no_clown) == [("", "kind", 'expected exactly one card of kind "clown"')]


def test_rows_and_copies_come_from_the_card_data() -> None:
    circus = cg.read_circus(CATALOG)
    assert circus.animals == ANIMALS
    assert [circus.copies[animal] for animal in ANIMALS] == [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]
    assert circus.copies["clown"] == 8
    assert sum(circus.copies.values()) == 63


def test_explain_check_lists_what_may_go_where() -> None:
    assert cg.explain_check(fixture("rulebook-tiger")["check"]) == [
        "Top: row 5, single card at position 0.",
        "May be placed now: row 5, position 1 (right): tiger or clown",
        "May be placed now: row 1, position -1 (left): elephant or clown",
    ]
    assert cg.explain_check(fixture("seal-wins")["check"])[-1] == "Nothing may be placed now."
    assert cg.explain(fixture("rulebook-second-tiger")["score"])[2:] == [
        "The pyramid holds 20 cards; its top row, row 5, holds 2 cards: Tiger, Tiger; the place across them comes "
        "next.",
        "May be placed next: row 6, position 0 (top): bear",
    ]
    assert cg.explain(fixture("seal-wins")["score"]) == [
        "Di placed the Seal and wins at once.",
        "The pyramid holds 55 cards; its top row, row 10, holds 1 card: Seal.",
    ]


def test_explain_without_any_by_still_describes_the_pyramid_and_what_comes_next() -> None:
    """With no "by" anywhere the players table is empty, so the words carry the table."""
    unnamed = cg.score({"pyramid": stepped(2, 1)}, CATALOG)
    assert unnamed["players"] == []
    assert cg.explain(unnamed)[1:] == [
        "The pyramid holds 3 cards; its top row, row 2, holds 1 card: Rhino.",
        "May be placed next: row 1, position -1 (left): elephant or clown",
        "May be placed next: row 1, position 2 (right): elephant or clown",
    ]
    assert cg.explain(cg.score(fixture("setup-only")["state"], CATALOG))[1] == (
        "The pyramid holds 1 card; its top row, row 1, holds 1 card: Elephant."
    )
    assert cg.explain(cg.score({"pyramid": []}, CATALOG))[1:] == [
        "The pyramid is empty.",
        "May be placed next: row 1, position 0 (top): elephant",
    ]


def test_cli_score_and_check(runner: Any, tmp_path: Path) -> None:
    good = tmp_path / "good.json"
    good.write_text(json.dumps(fixture("rulebook-tiger")["state"]), encoding="utf-8")
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(fixture("move-elephant-too-early")["state"]), encoding="utf-8")
    scored = runner.invoke(app, ["score", "circus-grandioso", str(good)])
    assert scored.exit_code == 0 and "Cy wins if the game ends now." in scored.output
    checked = runner.invoke(app, ["check", "circus-grandioso", str(bad), "--json"])
    assert checked.exit_code == 1
    assert json.loads(checked.output) == fixture("move-elephant-too-early")["check"]
    broken = runner.invoke(app, ["check", "circus-grandioso", "-"], input='{"pyramid": [{"row": 1}]}')
    assert broken.exit_code == 2 and "pyramid[0].pos: missing" in broken.output


def test_the_rulebook_gives_every_header_value() -> None:
    """2-4 players aged 8 and up, about 10-20 minutes: nothing in the header is ours."""
    game = load_game("circus-grandioso")
    assert (game.players, game.minutes, game.age, dict(game.designed)) == ((2, 4), (10, 20), "8+", {})


def test_cg_q16_a_player_with_nothing_to_place_or_take_passes() -> None:
    """Ruling cg-q16. With no card that fits and nothing left to take, the only move is to pass."""
    from generator.scoring.circus_grandioso.play import setup

    play = setup(CATALOG, 2, seed=1)
    play.stack, play.hidden = [], []
    play.hands[0] = ["seal"]
    assert play.legal_moves() == [{"action": "pass", "player": "Ada"}]
    play.apply({"action": "pass", "player": "Ada"})
    assert play.to_act() == 1


def test_cg_q17_when_every_player_passes_the_game_ends() -> None:
    """Ruling cg-q17. Every player passes in turn (rule cg-6.4): the game ends, the Show Master's holder wins."""
    from generator.scoring.circus_grandioso.play import setup

    play = setup(CATALOG, 2, seed=1)
    play.stack, play.hidden = [], []
    play.hands = [["seal"], ["seal"]]
    play.show_master = 1
    play.apply({"action": "pass", "player": "Ada"})
    assert not play.is_over()
    play.apply({"action": "pass", "player": "Bo"})
    assert play.is_over() and play.winners() == [1] and play.legal_moves() == []


def test_cg_q17_a_pass_between_moves_does_not_end_the_game() -> None:
    from generator.scoring.circus_grandioso.play import setup

    play = setup(CATALOG, 2, seed=1)
    play.stack, play.hidden = [], []
    play.hands[0] = ["seal"]
    play.apply({"action": "pass", "player": "Ada"})
    assert not play.is_over() and play.passes == 1
    play.apply(play.legal_moves()[0])
    assert play.passes == 0
