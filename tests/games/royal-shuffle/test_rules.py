"""Royal Shuffle scoring and checking: spec and hand-worked examples, every ruling, violations, playouts."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.scoring import StateError, check, load_catalog, score
from generator.scoring.catalog import Catalog
from generator.scoring.royal_shuffle.rules import (
    SCORE_BLOCKERS,
    catalog_problems,
    explain,
    explain_check,
    listing_extras,
)

GAME = "royal-shuffle"
REPO = Path(__file__).resolve().parents[3]
FIXTURES = REPO / "tests" / "fixtures" / GAME
CATALOG = load_catalog(GAME)
KIND = {card["code"]: card["kind"] for card in CATALOG.cards if "code" in card}
DECK = [card["code"] for card in CATALOG.cards if "code" in card for _ in range(card["count"])]
VILLAGE_KINDS = ("house", "child", "adult", "tent")


def two(ann: list[str], ben: list[str] | None = None, court: list[str] | None = None) -> dict[str, Any]:
    return {"court": court or [], "villages": {"Ann": ann, "Ben": ben or []}}


def ann(state: dict[str, Any]) -> dict[str, Any]:
    player: dict[str, Any] = score(GAME, state)["players"][0]
    return player


def totals(state: dict[str, Any]) -> list[tuple[str, int, str]]:
    return [(p["name"], p["score"], p["exact"]) for p in score(GAME, state)["players"]]


def violations(state: Any) -> list[tuple[str, str, str]]:
    return [(v["rule"], v["path"], v["message"]) for v in check(GAME, state)["violations"]]


# ── Data ─────────────────────────────────────────────────────────────────────────────────────────────────


def test_the_deck_has_54_cards_with_their_roles() -> None:
    assert len(DECK) == 54 and DECK.count("JOKER") == 2
    roles = {
        rank: {KIND[rank + suit] for suit in "SHDC"} for rank in ("A", "2", "5", "6", "8", "9", "10", "J", "Q", "K")
    }
    assert roles == {
        "A": {"house"},
        "2": {"child"},
        "5": {"child"},
        "6": {"adult"},
        "8": {"adult"},
        "9": {"tent"},
        "10": {"tent"},
        "J": {"jack"},
        "Q": {"queen"},
        "K": {"king"},
    }
    aids = CATALOG.of_kind("aid")
    assert [(card["id"], card["count"]) for card in aids] == [("player-aid", 2)]
    assert catalog_problems(CATALOG) == []


def test_catalog_problems_name_card_and_field() -> None:
    cards = [dict(card) for card in CATALOG.cards]
    cards[0]["code"] = "SA"
    cards[5]["rank"] = "six"
    cards[2]["code"] = "2S"
    cards[9]["points"] = -1
    cards[11]["multiplier"] = 0
    assert catalog_problems(Catalog(game=CATALOG.game, cards=tuple(cards))) == [
        ("ace-of-spades", "code", "expected 'AS' (rank, then suit letter)"),
        ("three-of-spades", "code", "duplicate code '2S': every card needs its own"),
        ("three-of-spades", "code", "expected '3S' (rank, then suit letter)"),
        ("six-of-spades", "rank", "expected one of A 2 3 4 5 6 7 8 9 10 J Q K, got 'six'"),
        ("six-of-spades", "rank", "an adult's rank is its care number and must be a number"),
        ("ten-of-spades", "points", "expected 0 or more points, got -1"),
        ("queen-of-spades", "multiplier", "expected a multiplier above 0, got 0"),
    ]


def test_listing_extras_give_code_rank_and_suit() -> None:
    assert listing_extras(dict(CATALOG.card("ten-of-diamonds") or {}), CATALOG) == {
        "code": "10D",
        "rank": "10",
        "suit": "diamonds",
    }
    assert listing_extras(dict(CATALOG.card("joker") or {}), CATALOG) == {"code": "JOKER"}
    assert listing_extras(dict(CATALOG.card("player-aid") or {}), CATALOG) == {}


# ── The spec's example and the rulings ──────────────────────────────────────────────────────────────────


def test_spec_example() -> None:
    result = score(GAME, {"court": ["KH", "JD"], "villages": {"Ann": ["AH", "7H", "2H", "9C"], "Ben": ["6S"]}})
    # Hearts ×3: house 3, adult 9, child 6; the tent 0. Ben's Six has no dwelling: -3.
    assert [(p["name"], p["score"], p["exact"]) for p in result["players"]] == [
        ("Ann", 18, "18"),
        ("Ben", -3, "-3"),
    ]
    assert result["winners"] == ["Ann"]
    assert result["multipliers"] == {"S": "1", "H": "3", "D": "3/2", "C": "1"}
    first, second = result["players"]
    assert first["dwellings"] == [
        {
            "card": "AH",
            "kind": "house",
            "adults": ["7H"],
            "children": ["2H"],
            "cares": [{"adult": "7H", "children": ["2H"]}],
        },
        {"card": "9C", "kind": "tent", "adults": [], "children": [], "cares": []},
    ]
    assert (first["homeless"], first["orphans"], first["derelict"]) == ([], [], [])
    assert (second["dwellings"], second["homeless"]) == ([], ["6S"])
    assert second["breakdown"] == [{"label": "Homeless: 6S", "points": -3, "exact": "-3", "cards": ["6S"]}]


def test_rs_q1_card_values() -> None:
    assert totals(two(["AH", "6H", "2H", "9S"])) == [("Ann", 6, "6"), ("Ben", 0, "0")]
    labels = [(entry["label"], entry["points"]) for entry in ann(two(["AH", "6H", "2H", "9S"]))["breakdown"]]
    assert labels == [
        ("Houses kept: AH", 1),
        ("Adults in a dwelling: 6H", 3),
        ("Children in an adult's care: 2H", 2),
        ("Tents: 9S", 0),
    ]


def test_rs_q2_care_only_up_to_the_adults_rank_and_only_in_a_dwelling() -> None:
    assert ann(two(["6S", "2S"]))["exact"] == "-5"
    assert ann(two(["9S", "6S", "2S"]))["exact"] == "5"
    # The rulebook's example: a 6 takes a 4 and a 2, or three 2s, but not a 4 and a 3.
    assert ann(two(["AS", "6S", "4S", "2S"]))["exact"] == "8"
    assert ann(two(["AS", "6S", "2S", "2H", "2D"]))["exact"] == "10"
    four_and_three = ann(two(["AS", "6S", "4S", "3S"]))
    assert four_and_three["exact"] == "4"
    assert four_and_three["dwellings"][0]["cares"] == [{"adult": "6S", "children": ["4S"]}]
    assert four_and_three["homeless"] == ["3S"]


def test_rs_q3_a_house_holds_two_adults() -> None:
    player = ann(two(["AS", "6S", "7S", "8S"]))
    assert player["exact"] == "4"  # 1 + 3 + 3 - 3
    assert player["dwellings"][0]["adults"] == ["8S", "7S"] and player["homeless"] == ["6S"]


def test_rs_q4_a_tent_holds_one_adult_or_two_children_alone() -> None:
    alone = ann(two(["9S", "2S", "3S", "4S"]))
    assert alone["exact"] == "2"  # 2 + 2 - 2
    assert alone["dwellings"][0]["children"] == ["4S", "3S"] and alone["homeless"] == ["2S"]
    # With an adult in it, the tent takes no lone children: 6 with 5, and 4 is homeless (3 + 2 - 2).
    shared = ann(two(["9S", "6S", "5S", "4S"]))
    assert shared["exact"] == "3"
    assert shared["dwellings"][0]["cares"] == [{"adult": "6S", "children": ["5S"]}]


def test_rs_q5_homeless_orphans_and_derelict_houses_score_negatively() -> None:
    assert ann(two(["AH"]))["exact"] == "-1"
    orphaned = ann(two(["AH", "2H"]))
    assert (orphaned["exact"], orphaned["derelict"], orphaned["orphans"]) == ("-3", ["AH"], ["2H"])
    # The rulebook's example: under the King of Hearts a homeless Seven of Hearts scores -9.
    assert ann(two(["7H"], court=["KH"]))["exact"] == "-9"


def test_rs_q6_multipliers_of_one_suit_multiply_together() -> None:
    assert ann(two(["AH", "6H"], court=["KH", "QH"]))["exact"] == "24"  # ×6: 6 + 18
    assert ann(two(["AH", "6H"], court=["KH", "QH", "JH"]))["exact"] == "36"  # ×9
    assert ann(two(["AH", "6S"], court=["JH"]))["exact"] == "9/2"  # 1.5 + 3 (spades keep ×1)


def test_rs_q7_the_village_settles_in_its_best_arrangement_whatever_the_order() -> None:
    for order in (["2S", "AS", "7S"], ["7S", "2S", "AS"], ["AS", "7S", "2S"]):
        player = ann(two(order))
        assert player["exact"] == "6"
        assert player["dwellings"][0]["cares"] == [{"adult": "7S", "children": ["2S"]}]


def test_rs_q8_exact_arithmetic_then_rounding_down() -> None:
    # Ann: house AD 1.5 (Jack of Diamonds), 6C 3, 2C 2 = 13/2 -> 6; Ben: derelict AS under the Jack of Spades.
    state = two(["AD", "6C", "2C"], ["AS"], court=["JD", "JS"])
    assert totals(state) == [("Ann", 6, "13/2"), ("Ben", -2, "-3/2")]
    # Fractions are carried to the end: 4.5 (6D in the tent) + 2 (2S in its care) = 13/2; a homeless 7D: -9/2.
    assert totals(two(["9S", "6D", "2S"], ["7D"], court=["JD"])) == [("Ann", 6, "13/2"), ("Ben", -5, "-9/2")]


def test_rs_q9_court_limits_and_face_cards_never_in_a_village() -> None:
    state = two(["AH", "QD", "JOKER"], court=["KH", "KS", "QC", "QS"])
    assert violations(state) == [
        (
            "rs-5.1",
            "villages.Ann[1]",
            "QD is a court card (queen); face cards and Jokers belong in the court, not a village",
        ),
        (
            "rs-5.1",
            "villages.Ann[2]",
            "JOKER is a court card (joker); face cards and Jokers belong in the court, not a village",
        ),
        ("rs-4.2", "court[1]", "the court holds 2 kings; at most one may stand there"),
        ("rs-4.3", "court[3]", "the court holds 2 queens; at most one may stand there"),
    ]
    with pytest.raises(
        StateError,
        match=r"^villages.Ann\[1\]: QD is a court card \(queen\); .* \(see pnp check\)$",
    ):
        score(GAME, state)


def test_rs_q10_equal_totals_shelter_more_adults_then_higher_ranks() -> None:
    # One tent; 6S with 5H in its care (3 + 3 - 3) equals 5H and 5D alone (3 + 3 - 3): the adult wins,
    # and of the two equal Fives the Heart comes first in suit order.
    player = ann(two(["9C", "6S", "5H", "5D"], court=["JH", "JD"]))
    assert player["exact"] == "3"
    assert player["dwellings"] == [
        {
            "card": "9C",
            "kind": "tent",
            "adults": ["6S"],
            "children": ["5H"],
            "cares": [{"adult": "6S", "children": ["5H"]}],
        }
    ]
    assert player["homeless"] == ["5D"]
    # Two equal adults for one tent: the higher rank is sheltered.
    assert ann(two(["9C", "6S", "7H"]))["dwellings"][0]["adults"] == ["7H"]


def test_rs_q11_children_without_care_are_orphans_only_where_a_house_stands_derelict() -> None:
    with_house = ann(two(["AS", "AH", "2C"]))
    assert (with_house["orphans"], with_house["homeless"], with_house["derelict"]) == (
        ["2C"],
        [],
        ["AS", "AH"],
    )
    assert with_house["dwellings"][0]["children"] == ["2C"]
    without = ann(two(["8S", "9S", "2C", "3C", "4C"]))
    # The Eight in the only tent cares for 4 + 3 (rs-q10 prefers them to 4 + 2); the Two is homeless.
    assert (without["orphans"], without["homeless"]) == ([], ["2C"])
    assert with_house["exact"] == "-4" and without["exact"] == "5"


def test_rs_q12_a_second_joker_never_reaches_the_court() -> None:
    state = two(["AH", "6H"], court=["JOKER", "JOKER"])
    assert violations(state) == [
        (
            "rs-7.1",
            "court[1]",
            "the court holds 2 jokers; at most one may stand there (the first Joker ends the reign)",
        )
    ]
    assert check(GAME, two(["AH", "6H"], court=["JOKER"]))["valid"]


def test_rs_q15_equal_scores_share_the_victory() -> None:
    result = score(GAME, two(["AS", "6S"], ["AC", "6C"]))
    assert result["winners"] == ["Ann", "Ben"]
    assert explain(result)[-1] == "Tie at 4: Ann and Ben share the win."


def test_rs_q16_jokers_multiply_nothing_and_number_cards_stay_out_of_the_court() -> None:
    assert ann(two(["AH", "6H"], court=["JOKER", "JOKER"]))["exact"] == "4"
    state = two(["AH"], court=["7C"])
    assert violations(state) == [
        ("rs-4.5", "court[0]", "7C is a village card (adult); village cards never stand in the court")
    ]
    with pytest.raises(
        StateError,
        match=r"^court\[0\]: 7C is a village card \(adult\); village cards never stand in the court \(see",
    ):
        score(GAME, state)


def test_rs_q17_an_illegal_court_is_scored_with_every_card_it_holds() -> None:
    state = two(["AH", "AS"], court=["KH", "KS"])
    assert ann(state)["exact"] == "-6"
    assert [rule for rule, _, _ in violations(state)] == ["rs-4.2"]


# ── Reading the state ────────────────────────────────────────────────────────────────────────────────────


def test_codes_in_any_case_and_card_ids_are_accepted() -> None:
    by_code = score(GAME, two(["AH", "7H", "10S"], court=["KH"]))
    assert score(GAME, two(["ah", "seven-of-hearts", "10s"], court=["king-of-hearts"])) == by_code
    assert score(GAME, {"villages": {"Ann": ["AH", "7H", "10S"], "Ben": []}, "court": ["Kh"]}) == by_code


@pytest.mark.parametrize(
    ("state", "message"),
    [
        ([], "expected an object, got a list"),
        ({"court": []}, "villages: missing"),
        ({"villages": {}, "courts": []}, "courts: unknown field (expected one of: court, villages, move)"),
        ({"villages": {"Ann": "AH"}}, 'villages.Ann: expected a list, got "AH"'),
        ({"villages": {"Ann": [7]}}, "villages.Ann[0]: expected a string, got 7"),
        ({"villages": {}, "court": {"K": "H"}}, "court: expected a list, got an object"),
        ({"villages": {}, "court": [None]}, "court[0]: expected a string, got null"),
    ],
)
def test_malformed_states_name_the_json_path(state: Any, message: str) -> None:
    for run in (score, check):
        with pytest.raises(StateError) as error:
            run(GAME, state)
        assert str(error.value) == message


@pytest.mark.parametrize(
    ("state", "message"),
    [
        (
            two(["1H"]),
            "villages.Ann[0]: '1H' is not a card "
            '(expected a rank A 2 … 10 J Q K and a suit S H D C, like "10S", or JOKER) (see pnp check)',
        ),
        (
            two(["AH"], ["ah"]),
            "villages.Ben[0]: AH is already in play: the deck holds it once (see pnp check)",
        ),
        (
            two([], court=["JOKER", "JOKER", "joker"]),
            "court[2]: JOKER is already in play: the deck holds it 2 times (see pnp check)",
        ),
    ],
)
def test_score_refuses_cards_it_cannot_give_a_meaning_to(state: dict[str, Any], message: str) -> None:
    with pytest.raises(StateError) as error:
        score(GAME, state)
    assert str(error.value) == message


# ── Every violation class ────────────────────────────────────────────────────────────────────────────────


def test_violation_two_villages() -> None:
    assert violations({"villages": {"Solo": ["AH"]}}) == [
        ("rs-2.1", "villages", "Royal Shuffle has 2 villages, one per player; this state has 1 village")
    ]
    assert score(GAME, {"villages": {"Solo": ["AH"]}})["winners"] == ["Solo"]
    assert score(GAME, {"villages": {}}) == {
        "players": [],
        "winners": [],
        "multipliers": {"S": "1", "H": "1", "D": "1", "C": "1"},
    }


def test_violation_bad_card_code() -> None:
    assert violations(two(["AH", "11H"], court=["KX"])) == [
        (
            "rs-8.2",
            "court[0]",
            "'KX' is not a card (expected a rank A 2 … 10 J Q K and a suit S H D C, like \"10S\", or JOKER)",
        ),
        (
            "rs-8.2",
            "villages.Ann[1]",
            "'11H' is not a card (expected a rank A 2 … 10 J Q K and a suit S H D C, like \"10S\", or JOKER)",
        ),
    ]


def test_violation_a_card_twice() -> None:
    assert violations(two(["AH", "7H"], ["ace-of-hearts"], court=["JOKER", "JOKER", "JOKER"])) == [
        ("rs-8.3", "court[2]", "JOKER is already in play: the deck holds it 2 times"),
        ("rs-8.3", "villages.Ben[0]", "AH is already in play: the deck holds it once"),
        (
            "rs-7.1",
            "court[1]",
            "the court holds 3 jokers; at most one may stand there (the first Joker ends the reign)",
        ),
    ]


def test_violation_more_than_four_jacks() -> None:
    found = violations(two([], court=["JS", "JH", "JD", "JC", "JS"]))
    assert found == [
        ("rs-8.3", "court[4]", "JS is already in play: the deck holds it once"),
        ("rs-4.4", "court[4]", "the court holds 5 jacks; at most 4 may stand there"),
    ]


def test_a_legal_state_has_no_violations() -> None:
    assert check(GAME, two(["AH", "7H"], ["6S"], court=["KH", "QD", "JS", "JH", "JD", "JC", "JOKER"])) == {
        "valid": True,
        "violations": [],
    }


# ── Readable output ──────────────────────────────────────────────────────────────────────────────────────


def test_explain_says_who_won_and_why() -> None:
    result = score(
        GAME,
        {"court": ["KH", "JD"], "villages": {"Ann": ["AH", "7H", "2H", "9C", "3D", "AD"], "Ben": ["6S"]}},
    )
    assert explain(result) == [
        "Court multipliers: ♥ ×3, ♦ ×3/2",
        "Ann: 19 (exactly 39/2, rounded down) — house AH: 7H caring for 2H, 3D; house AD: derelict; tent 9C: empty",
        "Ben: -3 — homeless: 6S",
        "Ann wins with 19 against Ben's -3.",
    ]


def test_explain_describes_shared_houses_lone_children_and_orphans() -> None:
    state = {
        "villages": {
            "Ann": ["AS", "7S", "6S", "5S", "4S", "3S", "2S"],
            "Ben": ["AH", "AD", "2C", "3C", "4H", "10H"],
        }
    }
    assert explain(score(GAME, state)) == [
        "The court multiplies no suit.",
        "Ann: 11 — house AS: 7S caring for 3S, 4S & 6S caring for 5S; homeless: 2S",
        "Ben: 0 — house AH: derelict, orphan 2C; house AD: derelict; tent 10H: 4H, 3C alone",
        "Ann wins with 11 against Ben's 0.",
    ]


# ── Golden fixtures ──────────────────────────────────────────────────────────────────────────────────────


def test_golden_fixtures() -> None:
    paths = sorted(FIXTURES.glob("*.json"))
    assert len(paths) >= 5
    for path in paths:
        case = json.loads(path.read_text(encoding="utf-8"))
        assert score(GAME, case["state"]) == case["score"], path.name
        assert check(GAME, case["state"]) == case["check"], path.name


# ── What check tells about score ─────────────────────────────────────────────────────────────────────────

card_texts = st.sampled_from([*DECK, "ah", "ace-of-hearts", "1H", "", "KX", "joker"]) | st.text(max_size=4)
shaped_states = st.fixed_dictionaries(
    {"villages": st.dictionaries(st.text(max_size=5), st.lists(card_texts, max_size=12), max_size=3)},
    optional={"court": st.lists(card_texts, max_size=7)},
)


@settings(max_examples=300, deadline=None)
@given(state=shaped_states)
def test_score_refuses_exactly_the_states_whose_check_finds_a_card_without_a_value(state: Any) -> None:
    """A legal position always scores; so does one breaking only court limits or the village count."""
    try:
        checked = check(GAME, state)
    except StateError:
        with pytest.raises(StateError):
            score(GAME, state)
        return
    blocked = any(violation["rule"] in SCORE_BLOCKERS for violation in checked["violations"])
    try:
        score(GAME, state)
    except StateError:
        assert blocked
    else:
        assert not blocked
    assert ("refuses" in explain_check(checked)[0]) == blocked


def test_explain_check_says_what_score_makes_of_the_state() -> None:
    assert explain_check(check(GAME, two(["AH"], ["6S"]))) == ["pnp score can score this state as it stands."]
    assert explain_check(check(GAME, two(["AH"], ["6S"], court=["KH", "KS"]))) == [
        "pnp score still scores this state: every card has a value where it stands."
    ]
    assert explain_check(check(GAME, two(["AH", "QD", "JOKER"], court=["KX"]))) == [
        "pnp score refuses this state until these cards are fixed: court[0], villages.Ann[1], villages.Ann[2]."
    ]


def test_village_names_are_held_to_the_player_name_test() -> None:
    for run in (score, check):
        with pytest.raises(StateError) as error:
            run(GAME, {"villages": {"Ann": ["AH"], " ": ["6S"]}})
        assert str(error.value) == "villages. : expected a player's name, got an empty one"


# ── Random playouts of the real game ─────────────────────────────────────────────────────────────────────


def play(rng: random.Random, deck: list[str], choose: Any) -> tuple[list[dict[str, Any]], int]:
    """One game (rs-2, rs-3): deal 4 each, then flip, draw and play until the first Joker (rs-q12).

    ``choose(hand)`` picks the index of the card to play. Flipped and played cards go where the active
    player decides (rs-q13): court cards to the court, number cards to a random village. An empty draw pile
    skips the flip and the draw (rs-q14). Returns the state after every card put into play, and how many
    cards were left in the draw pile at the end.
    """
    hands = [deck[0:4], deck[4:8]]
    pile = deck[8:]
    court: list[str] = []
    villages: dict[str, list[str]] = {"Ann": [], "Ben": []}
    states = []

    def put_into_play(card: str) -> bool:
        kind = KIND[card]
        if kind in VILLAGE_KINDS:
            villages[rng.choice(list(villages))].append(card)
        else:
            if kind in ("king", "queen"):
                court[:] = [old for old in court if KIND[old] != kind]
            court.append(card)
        states.append({"court": list(court), "villages": {name: list(cards) for name, cards in villages.items()}})
        return kind == "joker"

    player = rng.randrange(2)
    while True:
        if pile:
            if put_into_play(pile.pop()):
                return states, len(pile)
            if pile:
                hands[player].append(pile.pop())
        assert hands[player], "a player with no card to play before any Joker"
        if put_into_play(hands[player].pop(choose(hands[player]))):
            return states, len(pile)
        player = 1 - player


def test_random_playouts_never_reach_a_state_check_rejects() -> None:
    rng = random.Random(7)
    positions = 0
    for _ in range(120):
        deck = rng.sample(DECK, len(DECK))
        states, _ = play(rng, deck, lambda hand: rng.randrange(len(hand)))
        for state in states:
            assert check(GAME, state) == {"valid": True, "violations": []}, state
            result = score(GAME, state)
            assert len(result["players"]) == 2 and result["winners"]
        assert states[-1]["court"].count("JOKER") == 1  # rs-q12: the first Joker ends the reign
        positions += len(states)
    assert positions > 2000


def test_rs_q14_an_empty_draw_pile_still_ends_with_a_joker() -> None:
    """Both Jokers dealt into hands and held back as long as possible: the pile runs out, then one falls."""
    rest = [card for card in DECK if card != "JOKER"]
    deck = ["JOKER", *rest[0:3], "JOKER", *rest[3:]]
    rng = random.Random(3)
    states, pile_left = play(rng, deck, lambda hand: next((i for i, card in enumerate(hand) if card != "JOKER"), 0))
    assert pile_left == 0 and states[-1]["court"][-1] == "JOKER"
    assert len(states) > len(DECK) - 8  # every card of the pile was put into play, and hands were played down
    assert check(GAME, states[-1])["valid"]


def test_a_card_of_the_deck_in_more_than_one_copy_is_refused() -> None:
    """The hostile review gave each number card 50 copies: the village solver's work grew with them to minutes and
    gigabytes. A deck of playing cards holds each rank and suit once; two Jokers are kinds of their own."""
    from generator.scoring.royal_shuffle.rules import catalog_problems

    catalog = load_catalog("royal-shuffle")
    cards = [dict(card, count=50) if card["id"] == "ace-of-spades" else dict(card) for card in catalog.cards]
    assert catalog_problems(Catalog(game=catalog.game, cards=tuple(cards))) == [
        ("ace-of-spades", "count", "expected 1 (each rank and suit is one card), got 50")
    ]
    assert catalog_problems(catalog) == []
