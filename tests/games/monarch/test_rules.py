"""Monarch scoring and checking: spec and hand-worked examples, every violation, every ruling (mo-q*)."""

from __future__ import annotations

import doctest
import json
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from generator.cli import app
from generator.data.listing import card_listing
from generator.data.load import load_game
from generator.data.references import expand_plain
from generator.scoring import IllegalMove, StateError, load_catalog
from generator.scoring.catalog import Catalog
from generator.scoring.monarch import effects as monarch_effects
from generator.scoring.monarch import moves as monarch_moves
from generator.scoring.monarch import rules as mo
from generator.scoring.monarch import state as monarch_state

FIXTURES = Path(__file__).resolve().parents[3] / "tests" / "fixtures" / "monarch"
CATALOG = load_catalog("monarch")

BOARD = [
    {"land": "farm", "improvement": "horse-ranch"},
    {"land": "village", "improvement": "barracks"},
    {"land": "farm", "improvement": None},
    {"land": "village", "improvement": "monastery"},
    {"land": "farm", "improvement": "orchard"},
    {"land": "village", "improvement": None},
    {"land": "farm", "improvement": "irrigated-fields"},
    {"land": "village", "improvement": "watchtower"},
    {"land": "farm", "improvement": None},
]
"""Might on top of lands 0, 1 and 7; Wisdom on 3; Bounty on 4 and 6; 3 improved farms and 3 improved villages."""


def sister(name: str, court: list[str], guests: list[str] | None = None, banner: str | None = None) -> dict[str, Any]:
    return {"name": name, "court": court, "guests": guests or [], "banner": banner}


def state(
    *players: dict[str, Any], board: list[dict[str, Any]] | None = None, move: dict[str, Any] | None = None
) -> dict[str, Any]:
    table: dict[str, Any] = {"players": list(players) or [sister("Kayla", []), sister("Brian", [])]}
    if board is not None:
        table["board"] = board
    if move is not None:
        table["move"] = move
    return table


def crowns(table: dict[str, Any]) -> dict[str, int]:
    return {player["name"]: player["crowns"] for player in mo.score(table, CATALOG)["players"]}


def card_points(court: list[str], card: str, guests: int = 0, board: list[dict[str, Any]] | None = None) -> int:
    """The crowns of the first ``card`` in a court."""
    table = state(
        sister(
            "Kayla",
            court,
            ["gossip", "the-bore", "meddling-cousin", "fortune-hunter", "freeloading-baron", "the-bore"][:guests],
        ),
        sister("Brian", []),
        board=board,
    )
    breakdown = mo.score(table, CATALOG)["players"][0]["breakdown"]
    return next(item["points"] for item in breakdown if item["card"] == card)


def violations(table: dict[str, Any]) -> list[tuple[str, str]]:
    return [(v["rule"], v["path"]) for v in mo.check(table, CATALOG)["violations"]]


def test_doctests_of_the_four_modules() -> None:
    for module in (mo, monarch_effects, monarch_moves, monarch_state):
        result = doctest.testmod(module)
        assert result.failed == 0
        assert result.attempted >= 3


# ---- golden fixtures and the spec's examples ----------------------------------------------------------


@pytest.mark.parametrize("path", sorted(FIXTURES.glob("*.json")), ids=lambda path: path.stem)
def test_golden_fixture(path: Path) -> None:
    case = json.loads(path.read_text(encoding="utf-8"))
    assert mo.score(case["state"], CATALOG) == case["score"]
    assert mo.check(case["state"], CATALOG) == case["check"]


def test_spec_example_crowns_court_plus_banner_minus_guests() -> None:
    """mo-q1: astrologer 4 + scimitar 1 (itself) + Might banner 2 − 1 guest = 6."""
    result = mo.score(
        state(
            sister("Kayla", ["astrologer", "scimitar"], ["the-bore"], "might"), sister("Brian", ["fireworks", "knight"])
        ),
        CATALOG,
    )
    kayla = result["players"][0]
    assert kayla["crowns"] == 6
    assert [(item["label"], item["points"]) for item in kayla["breakdown"]] == [
        ("Astrologer", 4),
        ("Scimitar", 1),
        ("Banner of Might", 2),
        ("The Bore", -1),
    ]
    assert result["winners"] == ["Kayla"]


def test_astrologer_is_worth_nothing_beside_fireworks() -> None:
    """mo-q2."""
    assert card_points(["astrologer"], "astrologer") == 4
    assert card_points(["astrologer", "fireworks"], "astrologer") == 0
    assert card_points(["fireworks", "knight", "astrologer"], "astrologer") == 0
    # Fireworks in another sister's court does not matter.
    assert crowns(state(sister("Kayla", ["astrologer"]), sister("Brian", ["fireworks"]))) == {"Kayla": 4, "Brian": 3}


def test_scimitar_counts_might_in_court_itself_included_and_might_tops_of_the_board() -> None:
    """mo-q3: 4 Might court cards + 3 Might improvements on top of lands = 7."""
    court = ["scimitar", "knight", "royal-guard", "peacock", "war-elephant"]
    assert card_points(court, "scimitar", board=BOARD) == 7
    assert card_points(court, "scimitar") == 4
    assert card_points(["scimitar"], "scimitar") == 1
    # Only the top improvement counts: a Might land covered by a Wisdom improvement counts no more.
    covered = [dict(land) for land in BOARD]
    covered[1]["improvement"] = "monastery"
    assert card_points(court, "scimitar", board=covered) == 6


def test_ties_share_the_victory() -> None:
    """mo-q4."""
    result = mo.score(
        state(
            sister("Kayla", ["astrologer", "fireworks", "peacock"]),
            sister("Brian", ["master-brewer", "granary-keeper"]),
            sister("Emily", ["painter", "royal-guard", "general"], ["gossip"]),
        ),
        CATALOG,
    )
    assert [(p["name"], p["crowns"]) for p in result["players"]] == [("Kayla", 5), ("Brian", 4), ("Emily", 5)]
    assert result["winners"] == ["Kayla", "Emily"]
    assert mo.explain(result)[0] == "Kayla and Emily tie with 5 crowns each and share the throne."
    assert mo.explain({"players": [{"name": "Kayla", "crowns": 1}], "winners": ["Kayla"]})[0] == (
        "Kayla becomes Monarch with 1 crown."
    )


def test_without_a_board_no_improvement_counts() -> None:
    """mo-q5: the board is optional; each land shows only its top improvement."""
    assert card_points(["granary-keeper"], "granary-keeper") == 1
    assert card_points(["granary-keeper"], "granary-keeper", board=BOARD) == 4
    assert card_points(["orchard-steward"], "orchard-steward", board=BOARD) == 3


def test_hand_worked_three_sister_table() -> None:
    """Every effect at once (see scimitar-on-a-might-board.json), added up by hand."""
    table = state(
        sister("Kayla", ["scimitar", "knight", "royal-guard", "peacock", "war-elephant"], [], "might"),
        sister(
            "Brian",
            ["alchemist", "scholar", "philosopher", "astrologer", "cartographer"],
            ["the-bore", "fortune-hunter"],
            "wisdom",
        ),
        sister(
            "Emily",
            [
                "granary-keeper",
                "orchard-steward",
                "feast-hall",
                "cornucopia",
                "royal-jester",
                "minstrel",
                "crown-jewels",
            ],
            ["gossip", "meddling-cousin"],
            "balance",
        ),
        board=BOARD,
    )
    result = mo.score(table, CATALOG)
    by_card = {p["name"]: [item["points"] for item in p["breakdown"]] for p in result["players"]}
    assert by_card == {
        "Kayla": [7, 2, 1, 2, 3, 2],
        "Brian": [7, 1, 5, 4, 3, 2, -1, -1],
        "Emily": [4, 3, 6, 6, 5, 3, 3, 2, -1, -1],
    }
    assert crowns(table) == {"Kayla": 17, "Brian": 20, "Emily": 30}
    lines = mo.explain(result)
    assert lines[:2] == [
        "Emily becomes Monarch with 30 crowns, 10 ahead of Brian.",
        "Crowns: Emily 30, Brian 20, Kayla 17.",
    ]
    assert "Kayla's Scimitar: 4 Might in court + 3 Might on the board: 7" in lines
    assert "Brian's Philosopher: printed 2; 5 Wisdom cards (3 needed): +3" in lines


# ---- the effect vocabulary, card by card ------------------------------------------------------------


@pytest.mark.parametrize(
    ("court", "card", "guests", "board", "points"),
    [
        (["minstrel"], "minstrel", 2, None, 3),
        (["poet-laureate"], "poet-laureate", 0, None, 2),
        (["poet-laureate", "minstrel"], "poet-laureate", 0, None, 4),
        (["poet-laureate", "minstrel", "minstrel"], "poet-laureate", 0, None, 4),
        (["grand-theatre", "painter", "fireworks", "knight"], "grand-theatre", 0, None, 4),
        (["general", "knight", "knight"], "general", 0, BOARD, 4),
        (["court-physician"], "court-physician", 0, None, 3),
        (["court-physician", "alchemist"], "court-physician", 0, None, 2),
        (["alchemist", "scholar"], "alchemist", 0, BOARD, 4),
        (["cartographer"], "cartographer", 0, BOARD, 3),
        (["cartographer"], "cartographer", 0, None, 0),
        (["philosopher", "scholar"], "philosopher", 0, None, 2),
        (["philosopher", "scholar", "astrologer"], "philosopher", 0, None, 5),
        (["feast-hall", "master-brewer", "knight"], "feast-hall", 0, None, 4),
        (["royal-jester"], "royal-jester", 3, None, 7),
        (["crown-jewels"], "crown-jewels", 2, None, 3),
        (["royal-seal", "treasurer"], "royal-seal", 0, None, 4),
        (["royal-seal"], "royal-seal", 0, None, 2),
        (["cornucopia"], "cornucopia", 0, None, 6),
    ],
)
def test_effects(court: list[str], card: str, guests: int, board: list[dict[str, Any]] | None, points: int) -> None:
    assert card_points(court, card, guests, board) == points


def test_unknown_and_wrong_kind_ids_are_violations_for_check_and_errors_for_score() -> None:
    """mo-q6."""
    table = state(
        sister("Kayla", ["knight", "scimtar", "harvest-moon"], ["knight"], "purple"),
        sister("Brian", []),
        board=[{"land": "farm", "improvement": "barracks-x"}, *BOARD[1:]],
    )
    assert mo.check(table, CATALOG)["violations"][:5] == [
        {"rule": "mo-10.1", "message": 'unknown improvement "barracks-x"', "path": "board[0].improvement"},
        {"rule": "mo-10.1", "message": 'unknown court card "scimtar"', "path": "players[0].court[1]"},
        {"rule": "mo-10.1", "message": "Harvest Moon is a moon card, not a court card", "path": "players[0].court[2]"},
        {"rule": "mo-10.1", "message": "Knight is a court card, not an unwanted guest", "path": "players[0].guests[0]"},
        {"rule": "mo-10.1", "message": 'unknown banner "purple"', "path": "players[0].banner"},
    ]
    with pytest.raises(StateError) as error:
        mo.score(table, CATALOG)
    assert str(error.value) == 'board[0].improvement: unknown improvement "barracks-x"'


def test_with_card_looks_at_the_other_court_cards_only() -> None:
    """mo-q7: a second Poet Laureate is not a Minstrel; a second copy of the named card is another card."""
    assert card_points(["poet-laureate", "poet-laureate"], "poet-laureate") == 2
    assert card_points(["court-physician", "court-physician"], "court-physician") == 3


def test_per_path_counts_the_card_itself() -> None:
    """mo-q8."""
    assert card_points(["grand-theatre"], "grand-theatre") == 2
    assert card_points(["philosopher", "scholar", "scholar"], "philosopher") == 5


def test_cards_without_a_path_add_no_path() -> None:
    """mo-q9: peacock, treasurer and the scholar's own Wisdom: 1 path."""
    assert card_points(["scholar", "peacock", "treasurer"], "scholar") == 1
    assert card_points(["scholar", "knight", "painter", "master-brewer", "peacock"], "scholar") == 4
    assert card_points(["ambassador", "peacock"], "ambassador") == 0


def test_a_court_card_never_scores_below_zero() -> None:
    """mo-q10: Crown Jewels with 6 guests is worth 0, and the guests still cost 6."""
    assert card_points(["crown-jewels"], "crown-jewels", guests=6) == 0
    table = state(
        sister(
            "Kayla",
            ["crown-jewels"],
            ["gossip", "the-bore", "the-bore", "meddling-cousin", "fortune-hunter", "freeloading-baron"],
        ),
        sister("Brian", []),
    )
    assert crowns(table) == {"Kayla": -6, "Brian": 0}
    assert mo.score(table, CATALOG)["players"][0]["breakdown"][0]["detail"] == (
        "printed 5; 6 guests: -6; never below 0"
    )


# ---- table checks ---------------------------------------------------------------------------------------


def test_a_legal_table_has_no_violation() -> None:
    assert mo.check(state(sister("Kayla", ["knight"]), sister("Brian", []), board=BOARD), CATALOG) == {
        "valid": True,
        "violations": [],
    }


def test_more_than_seven_court_cards() -> None:
    court = ["knight", "peacock", "painter", "treasurer", "fortress", "scholar", "minstrel", "royal-seal"]
    assert violations(state(sister("Kayla", court), sister("Brian", []))) == [("mo-5.2", "players[0].court")]
    assert violations(state(sister("Kayla", court[:7]), sister("Brian", []))) == []


def test_more_copies_than_the_game_has() -> None:
    table = state(
        sister("Kayla", ["knight", "knight"], ["the-bore"]),
        sister("Brian", ["knight"], ["the-bore"]),
        board=[*BOARD[:8], {"land": "farm", "improvement": "herb-garden"}],
    )
    assert violations(table) == [("mo-1.1", "players[1].court[0]")]
    message = mo.check(table, CATALOG)["violations"][0]["message"]
    assert message == "Knight is in play 3 times, but the game has 2 copies"
    two_vineyards = [
        *BOARD[:6],
        {"land": "farm", "improvement": "vineyard"},
        BOARD[7],
        {"land": "farm", "improvement": "vineyard"},
    ]
    assert violations(state(board=two_vineyards)) == [("mo-1.1", "board[8].improvement")]


def test_improvement_on_the_wrong_kind_of_land() -> None:
    board = [*BOARD[:2], {"land": "farm", "improvement": "market-town"}, *BOARD[3:]]
    result = mo.check(state(board=board), CATALOG)
    assert result["violations"] == [
        {
            "rule": "mo-5.5",
            "path": "board[2].improvement",
            "message": "Market Town is a village improvement, it cannot lie on a farm",
        }
    ]


def test_a_court_card_on_the_board_is_one_violation() -> None:
    board = [*BOARD[:2], {"land": "farm", "improvement": "scimitar"}, *BOARD[3:]]
    result = mo.check(state(board=board), CATALOG)
    assert result["violations"] == [
        {"rule": "mo-10.1", "path": "board[2].improvement", "message": "Scimitar is a court card, not an improvement"}
    ]


def test_banner_held_by_two_players() -> None:
    assert violations(
        state(
            sister("Kayla", [], banner="wisdom"),
            sister("Brian", [], banner="wisdom"),
            sister("Emily", [], banner="might"),
        )
    ) == [("mo-7.2", "players[1].banner")]


def test_board_size_and_mix() -> None:
    assert violations(state(board=BOARD[:8])) == [("mo-2.1", "board")]
    farms = [{"land": "farm", "improvement": None}] * 7 + [{"land": "village", "improvement": None}] * 2
    result = mo.check(state(board=farms), CATALOG)
    assert result["violations"] == [
        {"rule": "mo-1.2", "path": "board", "message": "the board holds 7 farms, but the game has 6 farm boards"}
    ]


@pytest.mark.parametrize(("count", "legal"), [(1, False), (2, True), (4, True), (5, False)])
def test_two_to_four_sisters(count: int, legal: bool) -> None:
    """mo-q16."""
    players = [sister(name, []) for name in ["Kayla", "Brian", "Emily", "Jeff", "Ada"][:count]]
    assert violations(state(*players)) == ([] if legal else [("mo-1.5", "players")])


def test_names_must_differ() -> None:
    twins = state(sister("Kayla", []), sister("Kayla", []))
    assert violations(twins) == [("mo-10.4", "players[1].name")]
    assert mo.check(twins, CATALOG)["violations"][0]["message"] == 'two players are named "Kayla"'
    with pytest.raises(StateError) as raised:
        mo.score(twins, CATALOG)
    assert str(raised.value) == 'players[1].name: two players are named "Kayla"'


def test_the_player_count_comes_from_the_data() -> None:
    five = state(*(sister(name, []) for name in ["Kayla", "Brian", "Emily", "Jeff", "Ada"]))
    assert violations(five) == [("mo-1.5", "players")]
    assert mo.check(five, replace(CATALOG, game={**CATALOG.game, "players": [2, 5]}))["valid"] is True


@pytest.mark.parametrize(
    ("table", "message"),
    [
        (state(sister("Kayla", [])), "1 player; Monarch is played by 2 to 4"),
        (state(board=BOARD[:1]), "the board holds 1 land, not 9"),
        (state(board=BOARD[:8]), "the board holds 8 lands, not 9"),
        (
            state(
                sister(
                    "Kayla",
                    ["knight", "knight", "peacock", "painter", "treasurer", "fortress", "scholar", "poet-laureate"],
                ),
                sister("Brian", []),
            ),
            "Kayla's court holds 8 court cards, more than 7",
        ),
    ],
)
def test_counts_read_correctly(table: dict[str, Any], message: str) -> None:
    assert mo.check(table, CATALOG)["violations"][0]["message"] == message


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        ([], ": expected an object, got a list"),
        ({"players": [{"name": "Kayla"}]}, "players[0].court: missing"),
        ({"players": [{"name": "Kayla", "court": [3]}]}, "players[0].court[0]: expected a string, got 3"),
        (
            {"players": [], "board": [{"land": "forest", "improvement": None}]},
            'board[0].land: unknown land "forest" (expected one of: farm, village)',
        ),
        ({"players": [], "bord": []}, "bord: unknown field (expected one of: board, players, move)"),
        (
            {"players": [], "move": {"action": "steal", "player": "Kayla"}},
            'move.action: unknown action "steal" (expected one of: buy, harvest, tax, sweep, banner, clear, '
            "discard-top, exchange, end-turn)",
        ),
        (
            {"players": [], "move": {"action": "tax", "player": "Kayla", "gold": -1, "food": 2}},
            "move.gold: expected a whole number of at least 0, got -1",
        ),
        (
            {"players": [], "move": {"action": "tax", "player": "Kayla", "gold": 1, "food": 2, "card": "knight"}},
            "move.card: unknown field (expected one of: action, player, gold, food)",
        ),
        (
            {"players": [], "move": {"action": "buy", "player": "Kayla", "gold": 1, "food": 2}},
            "move.card: missing (a buy move names the card)",
        ),
    ],
)
def test_malformed_states_name_the_json_path(bad: Any, message: str) -> None:
    for run in (mo.score, mo.check):
        with pytest.raises(StateError) as error:
            run(bad, CATALOG)
        assert str(error.value) == message.removeprefix(": ")


# ---- moves --------------------------------------------------------------------------------------------

FULL_COURT = ["knight", "peacock", "painter", "treasurer", "scholar", "minstrel", "royal-seal"]


def buy(card: str, gold: int = 20, food: int = 20, player: str = "Kayla", **extra: Any) -> dict[str, Any]:
    return {"action": "buy", "player": player, "gold": gold, "food": food, "card": card, **extra}


def check_move(
    move: dict[str, Any],
    *players: dict[str, Any],
    board: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    return mo.check(state(*players, board=board, move=move), CATALOG)


BREWER_GOLD = CATALOG.card("master-brewer")["cost"]
"""The Master Brewer's price in gold (designed, so taken from the data); it costs 2 food besides."""


def test_buying_a_court_card() -> None:
    result = check_move(
        buy("master-brewer", gold=BREWER_GOLD, food=2), sister("Kayla", ["knight"]), sister("Brian", [])
    )
    assert result["valid"]
    assert result["purse"] == {"player": "Kayla", "gold": 0, "food": 0}
    assert result["after"] == {"players": [sister("Kayla", ["knight", "master-brewer"]), sister("Brian", [])]}


def test_paying_gold_and_food() -> None:
    result = check_move(buy("master-brewer", gold=BREWER_GOLD, food=1), sister("Kayla", []), sister("Brian", []))
    assert result == {
        "valid": False,
        "after": None,
        "purse": None,
        "violations": [
            {
                "rule": "mo-5.1",
                "path": "move",
                "message": f"Master Brewer costs {BREWER_GOLD} gold and 2 food; "
                f"Kayla has {BREWER_GOLD} gold and 1 food",
            }
        ],
    }


def test_a_full_court_must_replace_a_card() -> None:
    """mo-q11: with 7 cards the purchase must replace one; with fewer, replacing is allowed."""
    result = check_move(buy("fortress"), sister("Kayla", FULL_COURT), sister("Brian", []))
    assert [(v["rule"], v["path"]) for v in result["violations"]] == [("mo-5.3", "move.replace")]
    result = check_move(buy("fortress", replace="minstrel"), sister("Kayla", FULL_COURT), sister("Brian", []))
    assert result["after"]["players"][0]["court"] == [*FULL_COURT[:5], "royal-seal", "fortress"]
    result = check_move(buy("fortress", replace="knight"), sister("Kayla", ["knight", "peacock"]), sister("Brian", []))
    assert result["after"]["players"][0]["court"] == ["peacock", "fortress"]
    result = check_move(buy("fortress", replace="general"), sister("Kayla", ["knight"]), sister("Brian", []))
    assert [(v["rule"], v["message"]) for v in result["violations"]] == [("mo-5.3", "Kayla has no General to replace")]


def test_sending_a_guest_home() -> None:
    """mo-q13: only guest-discarding cards, only a guest she has, and only if she wants to."""
    kayla = sister("Kayla", [], ["the-bore", "gossip"])
    result = check_move(buy("royal-guard", discard="gossip"), kayla, sister("Brian", []))
    assert result["after"]["players"][0] == sister("Kayla", ["royal-guard"], ["the-bore"])
    result = check_move(buy("royal-guard"), kayla, sister("Brian", []))
    assert result["after"]["players"][0]["guests"] == ["the-bore", "gossip"]
    assert violations(state(kayla, sister("Brian", []), move=buy("knight", discard="gossip"))) == [
        ("mo-5.4", "move.discard")
    ]
    assert violations(state(kayla, sister("Brian", []), move=buy("royal-guard", discard="fortune-hunter"))) == [
        ("mo-5.4", "move.discard")
    ]


def test_improvements_never_lower_production() -> None:
    """mo-q12: lower is illegal, equal is allowed."""
    brian = sister("Brian", [])
    lower = check_move(buy("vineyard", gold=3, land=4), sister("Kayla", []), brian, board=BOARD)
    assert lower["violations"] == [
        {
            "rule": "mo-5.5",
            "path": "move.land",
            "message": "Vineyard produces 2, less than the 3 that land 4 produces now",
        }
    ]
    equal = check_move(buy("horse-ranch", gold=3, land=6), sister("Kayla", []), brian, board=BOARD)
    assert equal["after"]["board"][6] == {"land": "farm", "improvement": "horse-ranch"}
    assert equal["purse"] == {"player": "Kayla", "gold": 1, "food": 22}  # cost 2 gold, placing bonus 2 food
    assert violations(state(sister("Kayla", []), brian, board=BOARD, move=buy("barracks", land=2))) == [
        ("mo-5.5", "move.land")
    ]
    assert violations(state(sister("Kayla", []), brian, board=BOARD, move=buy("barracks"))) == [
        ("mo-11.1", "move.land")
    ]
    assert violations(state(sister("Kayla", []), brian, move=buy("barracks", land=1))) == [("mo-11.1", "board")]


def test_guests_go_to_another_sister() -> None:
    """mo-q14."""
    result = check_move(buy("the-bore", gold=2, target="Brian"), sister("Kayla", []), sister("Brian", [], ["gossip"]))
    assert result["after"]["players"][1]["guests"] == ["gossip", "the-bore"]
    assert result["purse"] == {"player": "Kayla", "gold": 0, "food": 20}
    assert violations(state(sister("Kayla", []), sister("Brian", []), move=buy("the-bore", target="Kayla"))) == [
        ("mo-5.6", "move.target")
    ]
    assert violations(state(sister("Kayla", []), sister("Brian", []), move=buy("the-bore", target="Jeff"))) == [
        ("mo-11.1", "move.target")
    ]


def test_moons_banners_and_arguments_that_do_not_apply() -> None:
    assert violations(state(move=buy("new-moon"))) == [("mo-5.7", "move.card")]
    assert violations(state(move=buy("might"))) == [("mo-10.1", "move.card")]
    assert violations(state(move=buy("knight", target="Brian"))) == [("mo-11.1", "move.target")]
    assert violations(state(move=buy("knight", player="Jeff"))) == [("mo-11.1", "move.player")]


def test_buying_the_last_copy_twice() -> None:
    """mo-q17: copies are counted among the cards in view; the market itself is assumed to offer the card."""
    assert violations(state(sister("Kayla", []), sister("Brian", ["fortress"]), move=buy("fortress"))) == [
        ("mo-1.1", "move.card")
    ]
    assert check_move(buy("knight"), sister("Kayla", []), sister("Brian", ["knight"]))["valid"]


def test_tax_feeds_every_village_first() -> None:
    players = (sister("Kayla", []), sister("Brian", []))
    tax = {"action": "tax", "player": "Kayla", "gold": 1, "food": 4}
    assert check_move(tax, *players, board=BOARD)["purse"] == {"player": "Kayla", "gold": 8, "food": 0}
    result = check_move({**tax, "food": 3}, *players, board=BOARD)
    assert result["violations"] == [
        {
            "rule": "mo-4.3",
            "path": "move.food",
            "message": "taxing means feeding 4 villages 1 food each; Kayla has 3 food",
        }
    ]
    assert violations(state(*players, move=tax)) == [("mo-11.1", "board")]


def test_harvest_and_sweep() -> None:
    players = (sister("Kayla", []), sister("Brian", []))
    harvest = {"action": "harvest", "player": "Kayla", "gold": 0, "food": 0}
    # horse-ranch 2 + bare farm 1 + orchard 3 + irrigated fields 2 + bare farm 1
    assert check_move(harvest, *players, board=BOARD)["purse"] == {"player": "Kayla", "gold": 0, "food": 9}
    sweep = {"action": "sweep", "player": "Kayla", "gold": 3, "food": 1}
    assert check_move(sweep, *players)["purse"] == {"player": "Kayla", "gold": 0, "food": 1}
    assert violations(state(*players, move={**sweep, "gold": 2})) == [("mo-6.1", "move.gold")]


def test_taking_up_a_banner() -> None:
    take = {"action": "banner", "player": "Kayla", "gold": 0, "food": 0, "banner": "might"}
    mighty = sister("Kayla", ["knight", "scimitar"])
    result = check_move(take, mighty, sister("Brian", []))
    assert result["after"]["players"][0]["banner"] == "might"
    short = check_move(take, sister("Kayla", ["knight", "painter", "scholar"]), sister("Brian", []))
    assert short["violations"] == [
        {
            "rule": "mo-7.1",
            "path": "move.banner",
            "message": "Banner of Might needs 2 Might court cards; Kayla's court is short of Might",
        }
    ]
    assert violations(state(mighty, sister("Brian", [], banner="might"), move=take)) == [("mo-7.2", "move.banner")]
    assert violations(state({**mighty, "banner": "wisdom"}, sister("Brian", []), move=take)) == [
        ("mo-7.2", "move.banner")
    ]
    balance = {**take, "banner": "balance"}
    no_bounty = check_move(balance, sister("Kayla", ["knight", "painter", "scholar"]), sister("Brian", []))
    assert no_bounty["violations"][0]["message"] == (
        "Banner of Balance needs a court card of every path; Kayla's court is short of Bounty"
    )


def test_a_banner_is_kept_when_the_court_changes() -> None:
    """mo-q15: a table whose bearer no longer meets the requirement is legal."""
    assert violations(state(sister("Kayla", ["peacock"], banner="might"), sister("Brian", []))) == []


def test_a_move_on_a_broken_table_has_no_result() -> None:
    result = mo.check(state(sister("Kayla", []), sister("Kayla", []), move=buy("knight")), CATALOG)
    assert (result["after"], result["purse"]) == (None, None)
    assert mo.explain_check(result) == ["The move cannot be made here (see the violations above)."]


def test_score_ignores_the_move() -> None:
    """mo-q18."""
    table = state(sister("Kayla", ["knight"]), sister("Brian", []))
    assert mo.score({**table, "move": buy("fortress")}, CATALOG) == mo.score(table, CATALOG)


# ---- card data ------------------------------------------------------------------------------------------


def test_component_counts_are_the_rulebooks() -> None:
    """The rulebook's counts; it gives 22 land improvements, and how many are farms and villages is ours."""
    game = load_game("monarch")
    totals = {kind.id: kind.total for kind in game.kinds.values()}
    assert totals["farm-improvement"] + totals["village-improvement"] == 22
    assert totals | {"token": 0} == {
        "court": 38,
        "farm-improvement": 13,
        "village-improvement": 9,
        "guest": 6,
        "moon": 8,
        "land": 12,
        "banner": 5,
        "reminder": 4,
        "token": 0,
    }
    assert game.deck("market").total == 74
    lands = {
        card.id: (card.count, card.extra["land"], card.extra["produces"]) for card in game.cards if card.kind == "land"
    }
    assert lands == {"simple-farm": (6, "farm", 1), "small-village": (6, "village", 1)}
    assert sorted(card.id for card in game.cards if card.kind == "banner") == sorted(mo.BANNER_IDS)
    assert all(card.designed and card.design_note for card in game.cards if card.kind in ("court", "moon", "guest"))


def test_card_listing_carries_path_cost_and_crowns() -> None:
    listing = {entry["id"]: entry for entry in card_listing(load_game("monarch"))}
    assert listing["astrologer"] == {
        "id": "astrologer",
        "name": "Astrologer",
        "kind": "court",
        "count": 1,
        "deck": "market",
        "path": "wisdom",
        "cost": 8,
        "food_cost": 0,
        "crowns": None,
        "printed_crowns": 4,
        "produces": None,
    }
    assert [listing["scimitar"][key] for key in ("path", "crowns", "printed_crowns")] == ["might", None, None]
    assert [listing["knight"][key] for key in ("crowns", "printed_crowns")] == [2, 2]
    depending = {card_id for card_id, entry in listing.items() if entry["kind"] == "court" and entry["crowns"] is None}
    assert depending == {card["id"] for card in CATALOG.of_kind("court") if card.get("effects")}
    assert (listing["knight"]["crowns"], listing["master-brewer"]["cost"]) == (2, 6)
    assert listing["master-brewer"]["food_cost"] == 2
    assert (listing["peacock"]["path"], listing["the-bore"]["crowns"], listing["balance"]["crowns"]) == (None, -1, 2)
    assert listing["orchard"] == {
        "id": "orchard",
        "name": "Orchard",
        "kind": "farm-improvement",
        "count": 2,
        "deck": "market",
        "path": "bounty",
        "cost": 3,
        "food_cost": 0,
        "crowns": None,
        "printed_crowns": None,
        "produces": 3,
    }
    assert [listing["new-moon"][key] for key in ("path", "cost", "food_cost", "crowns", "produces")] == [None] * 5
    assert listing["small-village"]["produces"] == 1


def with_card_changed(card_id: str, **fields: Any) -> Catalog:
    cards = tuple({**card, **fields} if card["id"] == card_id else card for card in CATALOG.cards)
    return replace(CATALOG, cards=cards)


@pytest.mark.parametrize(
    ("card_id", "fields", "problem"),
    [
        (
            "scimitar",
            {"effects": [{"effect": "per-sword", "crowns": 1}]},
            (
                "scimitar",
                "effects",
                "unknown effect 'per-sword' (expected one of: per-path, per-distinct-path, per-guest, "
                "with-card, without-card, per-improved-land, at-least)",
            ),
        ),
        (
            "scimitar",
            {"effects": [{"effect": "per-path", "path": "magic", "where": "court", "crowns": 1}]},
            ("scimitar", "effects", 'path: unknown path "magic" (expected one of: might, culture, wisdom, bounty)'),
        ),
        (
            "astrologer",
            {"effects": [{"effect": "with-card", "card": "firework", "crowns": -4}]},
            ("astrologer", "effects", "card: unknown court card 'firework'"),
        ),
        (
            "astrologer",
            {"effects": [{"effect": "with-card", "card": "fireworks"}]},
            ("astrologer", "effects", "crowns: missing (the with-card effect needs card, crowns)"),
        ),
        (
            "scholar",
            {"effects": [{"effect": "per-guest", "crowns": 1, "path": "might"}]},
            ("scholar", "effects", "path: not a parameter of per-guest (expected: crowns)"),
        ),
        (
            "scholar",
            {"effects": ["per-guest"]},
            ("scholar", "effects", 'expected a table like { effect = "per-guest", crowns = 1 }'),
        ),
        ("scholar", {"effects": []}, ("scholar", "crowns", "a court card needs printed crowns, effects, or both")),
        (
            "cornucopia",
            {"food_cost": 0},
            ("cornucopia", "food_cost", "a Bounty court card costs gold and food: expected food_cost >= 1"),
        ),
        ("knight", {"food_cost": 1}, ("knight", "food_cost", "only Bounty court cards cost food")),
        (
            "vineyard",
            {"produces": 1},
            ("vineyard", "produces", "an improvement must produce more than a bare farm (1)"),
        ),
        ("fireworks", {"kind": "moon"}, ("fireworks", "id", "the spec's court card 'fireworks' is missing")),
        (
            "balance",
            {"id": "harmony"},
            (
                "",
                "",
                "expected the banners might, culture, wisdom, bounty, balance; "
                "got bounty, culture, harmony, might, wisdom",
            ),
        ),
    ],
)
def test_catalog_problems(card_id: str, fields: dict[str, Any], problem: tuple[str, str, str]) -> None:
    problems = mo.catalog_problems(with_card_changed(card_id, **fields))
    assert problem in problems
    assert mo.catalog_problems(CATALOG) == []


def test_every_rule_the_checker_cites_exists() -> None:
    game = load_game("monarch")
    known = {rule.id for rule in game.rules}
    sources = Path(mo.__file__).parent.glob("*.py")
    cited = {rule for path in sources for rule in re.findall(r'"(mo-\d+\.\d+)"', path.read_text(encoding="utf-8"))}
    assert len(cited) >= 15
    assert sorted(cited - known) == []


# ---- the command line -----------------------------------------------------------------------------------


def fixture_state(name: str) -> str:
    return json.dumps(json.loads((FIXTURES / f"{name}.json").read_text(encoding="utf-8"))["state"])


def test_pnp_score_says_who_won_and_why(runner: CliRunner) -> None:
    result = runner.invoke(app, ["score", "monarch", "-"], input=fixture_state("scimitar-on-a-might-board"))
    assert result.exit_code == 0
    text = " ".join(result.output.split())
    assert "Emily becomes Monarch with 30 crowns, 10 ahead of Brian." in text
    assert "Kayla's Scimitar: 4 Might in court + 3 Might on the board: 7" in text
    assert "Winner: Emily" in text


def test_pnp_check_exit_codes(runner: CliRunner) -> None:
    broken = runner.invoke(app, ["check", "monarch", "-"], input=fixture_state("broken-table"))
    assert broken.exit_code == 1
    assert "mo-5.2" in broken.output and "6 violations" in broken.output
    legal = runner.invoke(app, ["check", "monarch", "-"], input=fixture_state("tax"))
    assert legal.exit_code == 0
    assert "afterwards Kayla holds 8 gold and 1 food" in " ".join(legal.output.split())
    unknown = runner.invoke(app, ["score", "monarch", "-"], input='{"players": [{"name": "K", "court": ["scimtar"]}]}')
    assert unknown.exit_code == 2
    assert 'players[0].court[0]: unknown court card "scimtar"' in unknown.output


def test_header_values_the_rulebook_leaves_out_carry_their_reasons() -> None:
    """The rulebook states no player count, playing time or age: all three are ours, each with a reason."""
    game = load_game("monarch")
    assert sorted(game.designed) == ["age", "minutes", "players"]
    assert (game.players, game.minutes, game.age) == ((2, 4), (30, 45), "10+")


def test_every_court_card_text_says_what_its_effects_score() -> None:
    """The printed text of every court card is the one made from its crowns and effects."""
    names = {str(card["id"]): str(card["name"]) for card in CATALOG.cards}
    for card in CATALOG.of_kind("court"):
        assert card["text"] == monarch_effects.court_card_text(card, names), card["id"]


@pytest.mark.parametrize("banner", ["might", "culture", "wisdom", "bounty"])
def test_a_path_banners_requirement_says_what_the_checker_asks(banner: str) -> None:
    """A path banner's printed requirement names its own need_cards, and the checker holds a court to exactly
    that many cards of the path: one fewer is refused with the requirement's words."""
    card = CATALOG.card(banner) or {}
    needed, path = int(card["need_cards"]), str(card["need_path"])
    assert card["requirement"] == f"{needed} {path.capitalize()} court cards."
    cards = [str(c["id"]) for c in CATALOG.of_kind("court") if c.get("path") == path][:needed]
    take = {"action": "banner", "player": "Kayla", "gold": 0, "food": 0, "banner": banner}
    assert check_move(take, sister("Kayla", cards), sister("Brian", []))["valid"]
    short = check_move(take, sister("Kayla", cards[:-1]), sister("Brian", []))
    assert [v["message"] for v in short["violations"]] == [
        f"{card['name']} needs {needed} {path.capitalize()} court cards; Kayla's court is short of {path.capitalize()}"
    ]


def test_every_banner_text_reads_its_requirement_crowns_and_ability() -> None:
    """A banner's text (site gallery, ``pnp cards``) says what its card face and the checker use: no fourth copy
    of the requirement, crowns or ability that could drift."""
    game = load_game("monarch")
    for card in game.cards:
        if card.kind == "banner":
            extra = card.extra
            crowns = f"{extra['crowns']} crown{'s' if extra['crowns'] != 1 else ''}"
            expected = f"Take it when: {extra['requirement']} Worth {crowns}. {expand_plain(game, extra['ability'])}"
            assert expand_plain(game, card.text) == expected, card.id


def test_mo_q19_a_moon_peeked_at_with_the_wisdom_banner_does_not_act() -> None:
    """Ruling mo-q19 (rule mo-7.4): a discarded Moon goes to the discard pile unplayed; purses stay."""
    from generator.scoring.monarch.play import setup

    play = setup(load_catalog("monarch"), 2, seed=4)
    play.deck.append("harvest-moon")
    purses = [list(purse) for purse in play.purses]
    play._carry_out({"action": "discard-top", "player": "Kayla"})
    assert play.discard[-1] == "harvest-moon" and play.purses == purses


def test_mo_q20_an_unpaid_flood_moon_discards_only_the_top_farm_improvements() -> None:
    """Ruling mo-q20 (rule mo-6.5): the covered improvement shows again; villages keep theirs."""
    from generator.scoring.monarch.play import setup

    catalog = load_catalog("monarch")
    play = setup(catalog, 2, seed=4)
    farms = [index for index, land in enumerate(play.lands) if land == "farm"]
    villages = [index for index, land in enumerate(play.lands) if land == "village"]
    farm_cards = [card["id"] for card in catalog.of_kind("farm-improvement")]
    village_card = catalog.of_kind("village-improvement")[0]["id"]
    play.stacks[farms[0]] = farm_cards[:2]
    play.stacks[villages[0]] = [village_card]
    play.otherwise("discard-farm-improvements")
    assert play.stacks[farms[0]] == farm_cards[:1] and play.discard[-1] == farm_cards[1]
    assert play.stacks[villages[0]] == [village_card]
    assert play.public.board is not None and play.public.board[farms[0]].improvement == farm_cards[0]


def test_every_improvement_text_says_its_production_bonus_and_catch_up() -> None:
    """An improvement's text (card face, gallery, ``pnp cards``) reads exactly its land, production, placing bonus,
    catch-up and path, the fields that the checker and the simulator use."""
    for card in CATALOG.of_kind("farm-improvement", "village-improvement"):
        land, resource = ("Farm", "food") if card["kind"] == "farm-improvement" else ("Village", "gold")
        catch_up = (
            f", and {card['catch_up']} more if more sisters play after you than before you this round"
            if card.get("catch_up")
            else ""
        )
        path = "No path." if card["path"] == "none" else f"{str(card['path']).capitalize()} improvement."
        assert card["text"] == (
            f"Place on a {land}. It produces {card['produces']} {resource}. "
            f"When you place it, take {card['bonus']} {resource}{catch_up}. {path}"
        ), card["id"]


@pytest.mark.parametrize(
    ("sisters", "buyer", "gets_catch_up"),
    [(2, 0, True), (2, 1, False), (3, 0, True), (3, 1, False), (4, 1, True), (4, 2, False), (4, 3, False)],
)
def test_mo_q21_the_catch_up_goes_to_a_buyer_in_the_first_half_of_the_round(
    sisters: int, buyer: int, gets_catch_up: bool
) -> None:
    """Ruling mo-q21 (rule mo-5.5): the sisters are listed in their order of play; the buyer of a village improvement
    takes its catch-up when more sisters play after her than before her this round."""
    names = ["Kayla", "Brian", "Emily", "Jeff"][:sisters]
    card = CATALOG.card("barracks") or {}
    move = buy("barracks", gold=5, food=0, player=names[buyer], land=5)
    result = check_move(move, *(sister(name, []) for name in names), board=BOARD)
    catch_up = int(card["catch_up"]) if gets_catch_up else 0
    assert card["catch_up"] >= 1
    assert result["purse"] == {"player": names[buyer], "gold": 5 - card["cost"] + card["bonus"] + catch_up, "food": 0}


def test_a_played_game_refuses_a_move_naming_a_card_of_the_wrong_kind() -> None:
    """A played game checks the ids its moves name (mo-10.1) as ``check`` does; its table's ids came through such
    checks already."""
    from generator.scoring.monarch.play import setup

    play = setup(CATALOG, 2, seed=4)
    before = play.state()
    with pytest.raises(IllegalMove) as refused:
        play.apply({"action": "banner", "player": "Kayla", "gold": 5, "food": 5, "banner": "knight"})
    assert [(v.rule, v.path, v.message) for v in refused.value.violations] == [
        ("mo-10.1", "move.banner", "Knight is a court card, not a banner")
    ]
    assert play.state() == before
