"""Royal Menagerie scoring and checking: the spec's example, hand-worked cases, every violation, every ruling."""

from __future__ import annotations

import doctest
import json
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.data.load import load_game
from generator.scoring import StateError, load_catalog, words
from generator.scoring.catalog import Catalog
from generator.scoring.royal_menagerie import moves as royal_menagerie_moves
from generator.scoring.royal_menagerie import rules as rm
from generator.scoring.royal_menagerie import state as royal_menagerie_state

REPO = Path(__file__).resolve().parents[3]
FIXTURES = REPO / "tests" / "fixtures" / "royal-menagerie"
CATALOG = load_catalog("royal-menagerie")
GAME = load_game("royal-menagerie")
ANIMALS = ("galapagos-tortoise", "white-tiger", "giant-ibis", "komodo-dragon", "hiroa-antelope", "mammoth")
V, L, C = "grand-vizier", "loyalist", "conspirator"


def table(
    *rows: tuple[str, str, dict[str, int]],
    move: dict[str, Any] | None = None,
    hands: dict[str, list[str]] | None = None,
) -> dict[str, Any]:
    """A state from (name, role, menagerie) rows, with optional hands by name and a move."""
    players = []
    for name, role, menagerie in rows:
        player: dict[str, Any] = {"name": name, "role": role, "menagerie": menagerie}
        if hands and name in hands:
            player["hand"] = hands[name]
        players.append(player)
    return {"players": players} | ({"move": move} if move is not None else {})


def four(
    ada: dict[str, int], bo: dict[str, int], cy: dict[str, int], di: dict[str, int], **extra: Any
) -> dict[str, Any]:
    """Ada the Grand Vizier, Bo the Loyalist, Cy and Di the Conspirators."""
    return table(("Ada", V, ada), ("Bo", L, bo), ("Cy", C, cy), ("Di", C, di), **extra)


def score(state: dict[str, Any]) -> dict[str, Any]:
    return rm.score(state, CATALOG)


def check(state: dict[str, Any]) -> dict[str, Any]:
    return rm.check(state, CATALOG)


def rules_broken(state: dict[str, Any]) -> list[tuple[str, str]]:
    return [(violation["rule"], violation["path"]) for violation in check(state)["violations"]]


def menageries(result: dict[str, Any]) -> dict[str, dict[str, int]]:
    return {player["name"]: player["menagerie"] for player in result["after"]["players"]}


# ── The data ────────────────────────────────────────────────────────────────────────────────────────


def test_components_match_the_rulebook() -> None:
    counts = {card.id: card.count for card in GAME.cards}
    assert {card.id for card in GAME.cards if card.kind == "animal"} == set(ANIMALS)
    assert all(counts[animal] == 5 for animal in ANIMALS)
    assert (counts["grand-vizier"], counts["loyalist"], counts["conspirator"]) == (1, 1, 2)
    assert {deck.id: deck.total for deck in GAME.decks} == {"roles": 4, "play": 46, "mats": 4}
    assert sum(card.count for card in GAME.cards if card.kind == "action") == 16
    assert GAME.deck("mats").double_sided is False
    assert GAME.deck("mats").format.id == "mat"
    assert GAME.players == (4, 4)


def test_rm_q5_action_split_is_designed_and_recorded() -> None:
    actions = {card.id: card for card in GAME.cards if card.kind == "action"}
    assert {card_id: card.count for card_id, card in actions.items()} == {
        "shoot": 4,
        "steal": 3,
        "trade": 3,
        "bazaar": 3,
        "windfall": 3,
    }
    assert all(card.designed and card.design_note for card in actions.values())
    ruling = next(ruling for ruling in GAME.rulings if ruling.id == "rm-q5")
    assert ruling.source == "designed"


def test_listing_adds_the_animal_type_to_animal_cards_and_null_to_others() -> None:
    from generator.data.listing import card_listing

    listing = {entry["id"]: entry for entry in card_listing(GAME)}
    assert listing["mammoth"] == {
        "id": "mammoth",
        "name": "Mammoth",
        "kind": "animal",
        "count": 5,
        "deck": "play",
        "animal": "mammoth",
    }
    assert listing["shoot"] == {
        "id": "shoot",
        "name": "Shoot",
        "kind": "action",
        "count": 4,
        "deck": "play",
        "animal": None,
    }
    assert listing["menagerie-mat"]["kind"] == "mat"
    assert all(listing[animal]["animal"] == animal for animal in ANIMALS)


def markdown_row(text: str, label: str) -> list[int]:
    """The numbers of the table row starting with ``| label |`` in a Markdown text."""
    match = re.search(rf"^\| {label} \|(.*)\|$", text, re.MULTILINE)
    assert match, label
    return [int(cell) for cell in match.group(1).split("|")]


def test_rm_q1_rules_and_the_mat_state_the_points_table_of_the_data() -> None:
    table_ = royal_menagerie_state.read_table(CATALOG)
    assert table_.points_by_count == (0, 1, 3, 0)
    assert table_.multipliers == {animal: 2 if animal == "mammoth" else 1 for animal in ANIMALS}
    rules = {rule.id: rule.text for rule in GAME.rules}
    assert markdown_row(rules["rm-6.1"], "animals of one type") == [1, 2, 3]
    assert markdown_row(rules["rm-6.1"], "points") == [table_.points("white-tiger", n) for n in (1, 2, 3)]
    assert markdown_row(rules["rm-6.2"], "points") == [table_.points("mammoth", n) for n in (1, 2, 3)]
    for animal in ANIMALS:  # the card's points table is drawn from the data; its text leaves the numbers to it
        assert not re.findall(r"scores? \d", GAME.card(animal).text), animal
    mat_text = GAME.card("menagerie-mat").text
    assert re.findall(r"(\d) → (\d)", mat_text) == [(str(n), str(table_.points_by_count[n])) for n in (1, 2, 3)]


def broken(change: dict[str, Any]) -> Catalog:
    """The bundled catalog with some cards' fields changed (``{card_id: {field: value}}``; None drops a card)."""
    cards = tuple(card | change.get(card["id"], {}) for card in CATALOG.cards if change.get(card["id"], {}) is not None)
    return Catalog(game=CATALOG.game, cards=cards)


def test_catalog_problems_name_card_and_field() -> None:
    assert rm.catalog_problems(CATALOG) == []
    assert rm.catalog_problems(broken({"mammoth": {"animal": "mamoth", "multiplier": 0}})) == [
        ("mammoth", "animal", 'expected "mammoth", the card\'s id: states name animals by their card id'),
        ("mammoth", "multiplier", "expected a whole number of at least 1"),
    ]
    assert rm.catalog_problems(broken({"menagerie-mat": {"points_by_count": [1, 3], "pens": 5}})) == [
        ("menagerie-mat", "points_by_count", "expected whole numbers for 0, 1, 2 … animals of a type, starting with 0"),
        ("menagerie-mat", "pens", "expected 6, one pen per animal type, got 5"),
    ]
    cards = tuple(card for card in CATALOG.cards if card["id"] not in ("menagerie-mat", "steal"))
    assert rm.catalog_problems(Catalog(game=CATALOG.game, cards=cards)) == [
        ("", "", "expected exactly one card of kind mat (the points table), got 0"),
        ("", "", 'missing the action card "steal" that scoring relies on'),
    ]


def test_scoring_reads_the_points_table_from_the_data() -> None:
    tripled = broken({"menagerie-mat": {"points_by_count": [0, 2, 5, 7, 1]}})
    state = four({"white-tiger": 4}, {"mammoth": 3}, {}, {})
    result = rm.score(state, tripled)
    assert [player["points"] for player in result["players"]] == [1, 14, 0, 0]
    with pytest.raises(StateError, match=r"players\[0\]\.menagerie\.white-tiger: expected a count from 0 to 3"):
        score(state)


def test_every_rule_id_cited_by_the_three_modules_exists() -> None:
    known = {rule.id for rule in GAME.rules}
    cited = set()
    for module in (rm, royal_menagerie_moves, royal_menagerie_state):
        cited |= set(re.findall(r'"(rm-\d+\.\d+)"', Path(str(module.__file__)).read_text(encoding="utf-8")))
    assert {"rm-1.1", "rm-1.3", "rm-3.2", "rm-4.1", "rm-4.2", "rm-4.3", "rm-5.1", "rm-5.4", "rm-7.1"} <= cited
    assert sorted(cited - known) == []


def test_doctests_of_the_three_modules_and_the_shared_words() -> None:
    for module in (rm, royal_menagerie_moves, royal_menagerie_state, words):
        assert doctest.testmod(module).failed == 0
    assert doctest.testmod(rm).attempted >= 8
    assert doctest.testmod(words).attempted >= 2


# ── Scoring ─────────────────────────────────────────────────────────────────────────────────────────

SPEC_EXAMPLE = four({"mammoth": 2, "white-tiger": 1}, {"giant-ibis": 2}, {}, {"komodo-dragon": 3})


def test_spec_example_exactly() -> None:
    assert score(SPEC_EXAMPLE) == {
        "players": [
            {
                "name": "Ada",
                "role": V,
                "points": 7,
                "breakdown": [
                    {"label": "White Tiger ×1", "animal": "white-tiger", "count": 1, "points": 1},
                    {"label": "Mammoth ×2", "animal": "mammoth", "count": 2, "points": 6},
                ],
            },
            {
                "name": "Bo",
                "role": L,
                "points": 3,
                "breakdown": [{"label": "Giant Ibis ×2", "animal": "giant-ibis", "count": 2, "points": 3}],
            },
            {"name": "Cy", "role": C, "points": 0, "breakdown": []},
            {
                "name": "Di",
                "role": C,
                "points": 0,
                "breakdown": [{"label": "Komodo Dragon ×3", "animal": "komodo-dragon", "count": 3, "points": 0}],
            },
        ],
        "court": 10,
        "conspirators": 0,
        "victory": "solo",
        "winners": ["Ada"],
    }


@pytest.mark.parametrize(
    ("animal", "count", "points"),
    [
        ("giant-ibis", 0, 0),
        ("giant-ibis", 1, 1),
        ("giant-ibis", 2, 3),
        ("giant-ibis", 3, 0),
        ("mammoth", 0, 0),
        ("mammoth", 1, 2),
        ("mammoth", 2, 6),
        ("mammoth", 3, 0),
    ],
)
def test_rm_q1_points_per_count(animal: str, count: int, points: int) -> None:
    result = score(four({animal: count}, {}, {}, {}))
    assert result["players"][0]["points"] == points


def test_points_add_up_over_types() -> None:
    # 3 (tortoise ×2) + 1 (tiger) + 0 (ibis ×3) + 1 (komodo) + 3 (antelope ×2) = 8; no mammoth (a sixth type
    # would have stampeded)
    menagerie = {"galapagos-tortoise": 2, "white-tiger": 1, "giant-ibis": 3, "komodo-dragon": 1, "hiroa-antelope": 2}
    assert score(four(menagerie, {}, {}, {}))["players"][0]["points"] == 8


def test_shared_victory_when_the_vizier_is_not_strictly_ahead() -> None:
    # Ada 3 + 1 = 4, Bo 2 + 3 = 5, Cy 3 + 1 = 4, Di 1: Bo beats Ada, court 9 > 5
    result = score(
        four(
            {"galapagos-tortoise": 2, "giant-ibis": 1},
            {"mammoth": 1, "white-tiger": 2},
            {"komodo-dragon": 2, "hiroa-antelope": 1},
            {"white-tiger": 1},
        )
    )
    assert [player["points"] for player in result["players"]] == [4, 5, 4, 1]
    assert (result["court"], result["conspirators"], result["victory"], result["winners"]) == (
        9,
        5,
        "shared",
        ["Ada", "Bo"],
    )


def test_conspirators_win_and_winners_keep_player_order() -> None:
    state = table(
        ("Cy", C, {"mammoth": 1, "white-tiger": 2}),
        ("Ada", V, {"mammoth": 3, "galapagos-tortoise": 1}),
        ("Di", C, {"hiroa-antelope": 2, "komodo-dragon": 1}),
        ("Bo", L, {"giant-ibis": 2}),
    )
    result = score(state)
    assert [player["points"] for player in result["players"]] == [5, 1, 4, 3]
    assert (result["court"], result["conspirators"], result["victory"], result["winners"]) == (
        4,
        9,
        "conspirators",
        ["Cy", "Di"],
    )


def test_rm_q2_solo_victory_is_the_viziers_alone_even_when_the_court_is_ahead() -> None:
    result = score(SPEC_EXAMPLE)
    assert result["court"] > result["conspirators"]
    assert (result["victory"], result["winners"]) == ("solo", ["Ada"])
    assert rm.explain(result) == [
        "Ada (Grand Vizier) has 7, strictly more than everyone: solo victory.",
        "The court (Ada + Bo) has 10 against the Conspirators' (Cy + Di) 0, but a solo victory is the "
        "Grand Vizier's alone.",
    ]


def test_rm_q3_a_tie_for_most_is_no_solo_victory_and_equal_teams_mean_nobody_wins() -> None:
    tie_for_most = score(four({"mammoth": 2}, {}, {"mammoth": 2}, {"white-tiger": 1}))
    assert (tie_for_most["victory"], tie_for_most["winners"]) == ("conspirators", ["Cy", "Di"])
    deadlock = score(four({"giant-ibis": 2}, {"white-tiger": 2}, {"komodo-dragon": 2}, {"galapagos-tortoise": 2}))
    assert (deadlock["court"], deadlock["conspirators"], deadlock["victory"], deadlock["winners"]) == (6, 6, "none", [])
    assert rm.explain(deadlock) == [
        "Ada (Grand Vizier) has 3, not strictly more than everyone (Bo has 3): no solo victory.",
        "The court (Ada + Bo) has 6 against the Conspirators' (Cy + Di) 6: a tie, so nobody wins.",
    ]


def test_explain_shared_and_conspirators() -> None:
    shared = score(four({"white-tiger": 1}, {"mammoth": 2}, {"giant-ibis": 1}, {}))
    assert rm.explain(shared) == [
        "Ada (Grand Vizier) has 1, not strictly more than everyone (Bo has 6): no solo victory.",
        "The court (Ada + Bo) has 7 against the Conspirators' (Cy + Di) 1: shared victory for the Grand Vizier "
        "and the Loyalist.",
    ]
    plot = score(four({}, {"white-tiger": 1}, {"giant-ibis": 2}, {}))
    assert rm.explain(plot)[1] == (
        "The court (Ada + Bo) has 1 against the Conspirators' (Cy + Di) 3: the Conspirators win."
    )


@pytest.mark.parametrize(
    ("state", "error"),
    [
        ([], ": expected an object, got a list"),
        ({"players": {}}, "players: expected a list, got an object"),
        ({"players": [], "moves": []}, "moves: unknown field (expected one of: players, move)"),
        (
            four({"mamoth": 1}, {}, {}, {}),
            'players[0].menagerie.mamoth: unknown animal "mamoth" (expected one of: ' + ", ".join(ANIMALS) + ")",
        ),
        (four({"mammoth": "2"}, {}, {}, {}), 'players[0].menagerie.mammoth: expected an integer, got "2"'),
        (four({"mammoth": True}, {}, {}, {}), "players[0].menagerie.mammoth: expected an integer, got true"),
        (
            table(("Ada", "vizier", {})),
            'players[0].role: unknown role "vizier" (expected one of: grand-vizier, loyalist, conspirator)',
        ),
        (table(("", V, {})), "players[0].name: expected a player's name, got an empty one"),
        ({"players": [{"name": "Ada", "role": V}]}, "players[0].menagerie: missing"),
        (
            four({}, {}, {}, {}, hands={"Bo": ["mammoth", "crown"]}),
            'players[1].hand[1]: unknown play-deck card "crown" (expected one of: '
            + ", ".join(ANIMALS)
            + ", shoot, steal, trade, bazaar, windfall)",
        ),
    ],
)
def test_malformed_states_are_state_errors_for_score_and_check(state: Any, error: str) -> None:
    for run in (score, check):
        with pytest.raises(StateError) as raised:
            run(state)
        assert str(raised.value).removeprefix(": ") == error.removeprefix(": ")


@pytest.mark.parametrize(
    ("state", "error"),
    [
        (table(("Ada", V, {}), ("Bo", L, {}), ("Cy", C, {})), "players: expected exactly 4 players, got 3"),
        (
            table(("Ada", V, {}), ("Bo", V, {}), ("Cy", C, {}), ("Di", C, {})),
            "players: expected the roles 1 grand-vizier, 1 loyalist, 2 conspirators, got grand-vizier, grand-vizier, "
            "conspirator, conspirator",
        ),
        (four({}, {"mammoth": 4}, {}, {}), "players[1].menagerie.mammoth: expected a count from 0 to 3, got 4"),
        (four({}, {}, {"mammoth": -1}, {}), "players[2].menagerie.mammoth: expected a count from 0 to 3, got -1"),
    ],
)
def test_score_refuses_what_it_cannot_score_but_check_reports_it(state: Any, error: str) -> None:
    with pytest.raises(StateError) as raised:
        score(state)
    assert str(raised.value) == error
    assert check(state)["valid"] is False


# ── Checking a state ────────────────────────────────────────────────────────────────────────────────


def test_a_legal_table_has_no_violations_and_no_move_extras() -> None:
    assert check(SPEC_EXAMPLE) == {"valid": True, "violations": []}
    with_nulls = {"move": None, "players": [player | {"hand": None} for player in SPEC_EXAMPLE["players"]]}
    assert check(with_nulls) == {"valid": True, "violations": []}
    assert score(with_nulls) == score(SPEC_EXAMPLE)


def test_every_state_violation_class() -> None:
    state = table(("Ada", V, {"mammoth": 4}), ("Ada", V, {"white-tiger": -1}), ("Cy", C, {}))
    assert check(state)["violations"] == [
        {
            "rule": "rm-1.1",
            "message": "Royal Menagerie is for exactly 4 players, one per role card; this table has 3",
            "path": "players",
        },
        {"rule": "rm-7.1", "message": 'two players are named "Ada"', "path": "players[1].name"},
        {
            "rule": "rm-1.1",
            "message": (
                "Ada is one Grand Vizier too many: the role cards are 1 Grand Vizier, 1 Loyalist and 2 Conspirators"
            ),
            "path": "players[1].role",
        },
        {
            "rule": "rm-1.1",
            "message": "nobody is the Loyalist: the role cards are 1 Grand Vizier, 1 Loyalist and 2 Conspirators",
            "path": "players",
        },
        {
            "rule": "rm-1.1",
            "message": "only Cy is a Conspirator: the role cards are 1 Grand Vizier, 1 Loyalist and 2 Conspirators",
            "path": "players",
        },
        {
            "rule": "rm-4.2",
            "message": "Ada's menagerie holds 4 Mammoth: a pen holds 0 to 3 animals",
            "path": "players[0].menagerie.mammoth",
        },
        {
            "rule": "rm-4.2",
            "message": "Ada's menagerie holds -1 White Tiger: a pen holds 0 to 3 animals",
            "path": "players[1].menagerie.white-tiger",
        },
    ]


def test_rm_q4_copies_across_menageries_and_hands_and_a_pending_stampede() -> None:
    all_six = dict.fromkeys(ANIMALS, 1)
    state = four(all_six, {"mammoth": 3}, {}, {}, hands={"Cy": ["mammoth", "mammoth", "shoot"], "Di": ["shoot"] * 4})
    assert check(state)["violations"] == [
        {
            "rule": "rm-1.3",
            "message": "6 Mammoth cards in menageries and hands, but the game has 5",
            "path": "players[2].hand[1]",
        },
        {
            "rule": "rm-1.4",
            "message": "5 Shoot cards in menageries and hands, but the game has 4",
            "path": "players[3].hand[3]",
        },
        {
            "rule": "rm-4.3",
            "message": "Ada's menagerie holds all 6 animal types: that stampede would already have happened",
            "path": "players[0].menagerie",
        },
    ]
    five_each = four({"mammoth": 3}, {"mammoth": 2}, {}, {}, hands={"Cy": ["shoot"] * 4})
    assert check(five_each)["valid"] is True


def test_rm_q13_names_must_differ() -> None:
    state = table(("Ada", V, {}), ("Bo", L, {}), ("Bo", C, {}), ("Di", C, {}))
    assert rules_broken(state) == [("rm-7.1", "players[2].name")]
    twins = table(("Ada", V, {"mammoth": 1}), ("Ada", L, {}), ("Cy", C, {}), ("Di", C, {}))
    assert rules_broken(twins) == [("rm-7.1", "players[1].name")]
    with pytest.raises(StateError) as raised:
        score(twins)
    assert str(raised.value) == 'players[1].name: two players are named "Ada"'


# ── Moves ───────────────────────────────────────────────────────────────────────────────────────────


def test_gift_moves_an_animal_from_the_hand_into_another_menagerie() -> None:
    state = four(
        {},
        {"mammoth": 1},
        {},
        {},
        hands={"Ada": ["mammoth", "trade"]},
        move={"action": "gift", "player": "Ada", "to": "Bo", "animal": "mammoth"},
    )
    result = check(state)
    assert result == {
        "valid": True,
        "violations": [],
        "play": "Ada gives Bo a Mammoth",
        "stampedes": [],
        "after": {
            "players": [
                {"name": "Ada", "role": V, "menagerie": {}, "hand": ["trade"]},
                {"name": "Bo", "role": L, "menagerie": {"mammoth": 2}},
                {"name": "Cy", "role": C, "menagerie": {}},
                {"name": "Di", "role": C, "menagerie": {}},
            ]
        },
    }
    assert check(result["after"]) == {"valid": True, "violations": []}


def test_gift_violations() -> None:
    gift = {"action": "gift", "player": "Ada", "animal": "giant-ibis"}
    assert rules_broken(four({}, {}, {}, {}, move=gift | {"to": "Ada"})) == [("rm-4.1", "move.to")]
    assert check(four({}, {"giant-ibis": 3}, {}, {}, move=gift | {"to": "Bo"}))["violations"] == [
        {"rule": "rm-4.2", "message": "Bo's Giant Ibis pen is already full (3 of 3)", "path": "move.to"}
    ]
    assert check(four({}, {}, {}, {}, hands={"Ada": ["mammoth"]}, move=gift | {"to": "Bo"}))["violations"] == [
        {"rule": "rm-3.2", "message": "Ada has no Giant Ibis card in hand", "path": "players[0].hand"}
    ]


def test_a_card_cannot_be_played_when_every_copy_is_accounted_for() -> None:
    gift = {"action": "gift", "player": "Ada", "to": "Bo", "animal": "mammoth"}
    assert check(four({}, {"mammoth": 2}, {"mammoth": 3}, {}, move=gift))["violations"] == [
        {
            "rule": "rm-1.3",
            "message": "all 5 Mammoth cards are already in menageries and hands, so Ada cannot play one",
            "path": "move",
        }
    ]
    assert check(four({}, {"mammoth": 2}, {"mammoth": 2}, {}, move=gift))["valid"]
    shoot = {"action": "shoot", "player": "Ada", "from": "Bo", "animal": "mammoth"}
    assert rules_broken(four({}, {"mammoth": 1}, {}, {}, hands={"Di": ["shoot"] * 4}, move=shoot)) == [
        ("rm-1.4", "move")
    ]
    assert check(four({}, {"mammoth": 1}, {}, {}, hands={"Ada": ["shoot"], "Di": ["shoot"] * 3}, move=shoot))["valid"]


def test_stampede_after_a_gift() -> None:
    five_types = {"galapagos-tortoise": 2, "white-tiger": 1, "giant-ibis": 1, "komodo-dragon": 1, "hiroa-antelope": 3}
    result = check(
        four({}, five_types, {}, {}, move={"action": "gift", "player": "Di", "to": "Bo", "animal": "mammoth"})
    )
    assert result["stampedes"] == ["Bo"]
    assert menageries(result)["Bo"] == {"galapagos-tortoise": 1, "hiroa-antelope": 2}
    assert rm.explain_check(result) == [
        "Di gives Bo a Mammoth: legal. The menageries after it:",
        "  Ada: empty",
        "  Bo: galapagos-tortoise 1, hiroa-antelope 2",
        "  Cy: empty",
        "  Di: empty",
        "Stampede! Bo discarded one animal of each type.",
    ]


def test_shoot_including_your_own_menagerie() -> None:
    shoot = {"action": "shoot", "player": "Cy", "animal": "mammoth"}
    result = check(four({}, {}, {"mammoth": 2}, {}, move=shoot | {"from": "Cy"}))
    assert menageries(result)["Cy"] == {"mammoth": 1}
    assert check(four({}, {}, {}, {}, move=shoot | {"from": "Bo"}))["violations"] == [
        {"rule": "rm-5.2", "message": "Bo has no Mammoth", "path": "move.animal"}
    ]


def test_steal_violations_and_effect() -> None:
    steal = {"action": "steal", "player": "Di", "animal": "white-tiger"}
    result = check(four({"white-tiger": 2}, {}, {}, {"white-tiger": 1}, move=steal | {"from": "Ada"}))
    assert (menageries(result)["Ada"], menageries(result)["Di"]) == ({"white-tiger": 1}, {"white-tiger": 2})
    assert rules_broken(four({}, {}, {}, {"white-tiger": 1}, move=steal | {"from": "Di"})) == [("rm-5.3", "move.from")]
    assert check(four({}, {}, {}, {}, move=steal | {"from": "Ada"}))["violations"] == [
        {"rule": "rm-5.3", "message": "Ada has no White Tiger", "path": "move.animal"}
    ]


def test_rm_q6_steal_and_trade_may_not_bring_a_fourth() -> None:
    steal = {"action": "steal", "player": "Di", "from": "Ada", "animal": "white-tiger"}
    assert check(four({"white-tiger": 1}, {}, {}, {"white-tiger": 3}, move=steal))["violations"] == [
        {"rule": "rm-4.2", "message": "Di's White Tiger pen is already full (3 of 3)", "path": "move.animal"}
    ]
    trade = {
        "action": "trade",
        "player": "Cy",
        "swap": [{"player": "Ada", "animal": "mammoth"}, {"player": "Bo", "animal": "giant-ibis"}],
    }
    assert check(four({"mammoth": 1, "giant-ibis": 3}, {"giant-ibis": 1, "mammoth": 3}, {}, {}, move=trade))[
        "violations"
    ] == [
        {"rule": "rm-4.2", "message": "Ada's Giant Ibis pen is already full (3 of 3)", "path": "move.swap[0].player"},
        {"rule": "rm-4.2", "message": "Bo's Mammoth pen is already full (3 of 3)", "path": "move.swap[1].player"},
    ]


def test_rm_q7_steal_and_trade_can_stampede_both_sides() -> None:
    four_types = {"galapagos-tortoise": 1, "white-tiger": 1, "giant-ibis": 1, "komodo-dragon": 1}
    steal = check(
        four(
            {"mammoth": 1},
            {},
            four_types | {"hiroa-antelope": 2},
            {},
            move={"action": "steal", "player": "Cy", "from": "Ada", "animal": "mammoth"},
        )
    )
    assert steal["stampedes"] == ["Cy"]
    assert menageries(steal) == {"Ada": {}, "Bo": {}, "Cy": {"hiroa-antelope": 1}, "Di": {}}
    ada = four_types | {"hiroa-antelope": 2}
    bo = four_types | {"galapagos-tortoise": 2, "mammoth": 2}
    trade = check(
        four(
            ada,
            bo,
            {},
            {},
            move={
                "action": "trade",
                "player": "Ada",
                "swap": [{"player": "Ada", "animal": "hiroa-antelope"}, {"player": "Bo", "animal": "mammoth"}],
            },
        )
    )
    assert trade["stampedes"] == ["Ada", "Bo"]
    assert menageries(trade) == {"Ada": {}, "Bo": {"galapagos-tortoise": 1}, "Cy": {}, "Di": {}}


def test_rm_q8_trade_needs_two_players_and_two_types() -> None:
    swap = [{"player": "Ada", "animal": "mammoth"}, {"player": "Bo", "animal": "giant-ibis"}]
    legal = check(
        four({"mammoth": 1}, {"giant-ibis": 1}, {}, {}, move={"action": "trade", "player": "Ada", "swap": swap})
    )
    assert menageries(legal)["Ada"] == {"giant-ibis": 1} and menageries(legal)["Bo"] == {"mammoth": 1}
    same_player = [swap[0], {"player": "Ada", "animal": "giant-ibis"}]
    assert rules_broken(
        four({"mammoth": 1, "giant-ibis": 1}, {}, {}, {}, move={"action": "trade", "player": "Cy", "swap": same_player})
    ) == [("rm-5.4", "move.swap[1].player")]
    same_type = [swap[0], {"player": "Bo", "animal": "mammoth"}]
    assert rules_broken(
        four({"mammoth": 1}, {"mammoth": 1}, {}, {}, move={"action": "trade", "player": "Cy", "swap": same_type})
    ) == [("rm-5.4", "move.swap[1].animal")]
    assert check(four({}, {"giant-ibis": 1}, {}, {}, move={"action": "trade", "player": "Cy", "swap": swap}))[
        "violations"
    ] == [{"rule": "rm-5.4", "message": "Ada has no Mammoth", "path": "move.swap[0].animal"}]


def test_rm_q9_a_blank_action_only_when_it_could_do_nothing() -> None:
    empty = four({}, {}, {}, {}, hands={"Ada": ["shoot"]}, move={"action": "shoot", "player": "Ada"})
    result = check(empty)
    assert result["valid"] and result["after"]["players"][0]["hand"] == []
    assert check(four({}, {}, {"mammoth": 1}, {}, move={"action": "shoot", "player": "Ada"}))["violations"] == [
        {"rule": "rm-5.1", "message": "this Shoot can have an effect, so it needs its target", "path": "move"}
    ]
    # Steal: only own animals, or every other animal would be a fourth → nothing to steal
    assert check(four({"mammoth": 3}, {"mammoth": 1}, {}, {}, move={"action": "steal", "player": "Ada"}))["valid"]
    assert rules_broken(four({"mammoth": 2}, {"mammoth": 1}, {}, {}, move={"action": "steal", "player": "Ada"})) == [
        ("rm-5.1", "move")
    ]
    # Trade: one player's animals only, or only one type on the table → nothing to swap
    assert check(four({"mammoth": 1, "giant-ibis": 2}, {}, {}, {}, move={"action": "trade", "player": "Bo"}))["valid"]
    assert check(four({"mammoth": 1}, {"mammoth": 2}, {}, {}, move={"action": "trade", "player": "Bo"}))["valid"]
    assert rules_broken(four({"mammoth": 1}, {"white-tiger": 2}, {}, {}, move={"action": "trade", "player": "Bo"})) == [
        ("rm-5.1", "move")
    ]


def test_rm_q14_bazaar_and_windfall_are_plays_of_their_own() -> None:
    """Playing a Bazaar or Windfall only moves the card from the hand; what follows is checked as its own plays."""
    hands = four({}, {}, {}, {}, move={"action": "bazaar", "player": "Ada"})
    hands["players"][0]["hand"] = ["bazaar", "mammoth"]
    result = check(hands)
    assert (result["valid"], result["play"], result["after"]["players"][0]["hand"]) == (
        True,
        "Ada plays a Bazaar",
        ["mammoth"],
    )
    hands["players"][0]["hand"] = ["mammoth"]
    assert [v["rule"] for v in check(hands)["violations"]] == ["rm-3.2"]
    assert royal_menagerie_moves.MOVE_ACTIONS == ("gift", "shoot", "steal", "trade", "bazaar", "windfall")


@pytest.mark.parametrize(
    ("move", "error"),
    [
        ("gift", 'move: expected an object, got "gift"'),
        ({"action": "gift", "player": "Ada", "animal": "mammoth"}, "move.to: missing"),
        (
            {"action": "gift", "player": "Zed", "to": "Bo", "animal": "mammoth"},
            'move.player: unknown player "Zed" (expected one of: Ada, Bo, Cy, Di)',
        ),
        (
            {"action": "gift", "player": "Ada", "to": "Bo", "animal": "dodo"},
            'move.animal: unknown animal "dodo" (expected one of: ' + ", ".join(ANIMALS) + ")",
        ),
        ({"action": "shoot", "player": "Ada", "from": "Bo"}, "move.animal: missing"),
        (
            {"action": "shoot", "player": "Ada", "to": "Bo", "animal": "mammoth"},
            "move.to: unknown field (expected one of: action, player, from, animal)",
        ),
        (
            {"action": "trade", "player": "Ada", "swap": [{"player": "Bo", "animal": "mammoth"}]},
            'move.swap: expected two objects {"player", "animal"}, got 1',
        ),
        (
            {"action": "trade", "player": "Ada", "swap": [{"player": "Bo", "animal": "mammoth"}, {"player": "Cy"}]},
            "move.swap[1].animal: missing",
        ),
    ],
)
def test_malformed_moves(move: Any, error: str) -> None:
    with pytest.raises(StateError) as raised:
        check(four({}, {}, {}, {}, move=move))
    assert str(raised.value) == error


def test_score_ignores_the_move() -> None:
    moved = four(
        {"mammoth": 2}, {}, {}, {}, move={"action": "shoot", "player": "Bo", "from": "Ada", "animal": "mammoth"}
    )
    assert score(moved) == score(four({"mammoth": 2}, {}, {}, {}))


def test_an_illegal_state_gives_no_after_even_for_a_fine_move() -> None:
    state = four(
        {"mammoth": 4}, {}, {}, {}, move={"action": "gift", "player": "Ada", "to": "Bo", "animal": "white-tiger"}
    )
    result = check(state)
    assert (result["valid"], result["after"], rm.explain_check(result)) == (
        False,
        None,
        ["Ada gives Bo a White Tiger: not allowed, so the table stays as it was."],
    )


def test_a_move_is_judged_only_on_a_legal_table() -> None:
    players = [{"name": f"P{index}", "role": "conspirator", "menagerie": {}} for index in range(300)]
    result = check({"players": players, "move": {"action": "trade", "player": "P0"}})
    assert [violation["rule"] for violation in result["violations"]] == ["rm-1.1", "rm-1.1", "rm-1.1", "rm-1.1"]
    assert (result["after"], result["play"]) == (None, "P0 plays a Trade without effect")


@pytest.mark.parametrize(
    ("move", "play"),
    [
        ({"action": "shoot", "player": "Ada", "from": "Bo", "animal": "giant-ibis"}, "Ada shoots Bo's Giant Ibis"),
        ({"action": "steal", "player": "Cy", "from": "Bo", "animal": "giant-ibis"}, "Cy steals Bo's Giant Ibis"),
        (
            {
                "action": "trade",
                "player": "Di",
                "swap": [{"player": "Ada", "animal": "mammoth"}, {"player": "Bo", "animal": "giant-ibis"}],
            },
            "Di swaps Ada's Mammoth with Bo's Giant Ibis",
        ),
        ({"action": "trade", "player": "Di"}, "Di plays a Trade without effect"),
    ],
)
def test_the_play_in_words(move: dict[str, Any], play: str) -> None:
    result = check(four({"mammoth": 1}, {"giant-ibis": 1}, {}, {}, move=move))
    assert result["play"] == play
    assert rm.explain_check(result)[0].startswith(play + ": ")


# ── Properties ──────────────────────────────────────────────────────────────────────────────────────

menagerie_strategy = st.dictionaries(st.sampled_from(ANIMALS), st.integers(0, 3), max_size=6).filter(
    lambda pens: not all(pens.get(animal, 0) for animal in ANIMALS)
)


@st.composite
def legal_tables(draw: st.DrawFn) -> dict[str, Any]:
    roles = draw(st.permutations([V, L, C, C]))
    pens = [draw(menagerie_strategy) for _ in roles]
    for animal in ANIMALS:
        while sum(pen.get(animal, 0) for pen in pens) > 5:
            fullest = max(pens, key=lambda pen: pen.get(animal, 0))
            fullest[animal] -= 1
    return table(*((f"P{index}", role, pen) for index, (role, pen) in enumerate(zip(roles, pens, strict=True))))


def victory_by_the_rulebook(points: list[int], roles: list[str]) -> str:
    vizier = points[roles.index(V)]
    if sorted(points, reverse=True)[1] < vizier:
        return "solo"
    court = sum(p for p, role in zip(points, roles, strict=True) if role != C)
    plot = sum(p for p, role in zip(points, roles, strict=True) if role == C)
    return "shared" if court > plot else "conspirators" if plot > court else "none"


@settings(max_examples=150, deadline=None)
@given(legal_tables())
def test_random_legal_tables_score_by_the_rulebook(state: dict[str, Any]) -> None:
    assert check(state) == {"valid": True, "violations": []}
    result = score(state)
    points = [player["points"] for player in result["players"]]
    roles = [player["role"] for player in result["players"]]
    assert points == [sum(item["points"] for item in player["breakdown"]) for player in result["players"]]
    assert result["court"] + result["conspirators"] == sum(points)
    assert result["victory"] == victory_by_the_rulebook(points, roles)
    winning_roles = {"solo": [V], "shared": [V, L], "conspirators": [C, C], "none": []}[result["victory"]]
    assert sorted(roles[[p["name"] for p in result["players"]].index(name)] for name in result["winners"]) == sorted(
        winning_roles
    )
    assert len(rm.explain(result)) in (1, 2)


move_strategy = st.fixed_dictionaries(
    {
        "action": st.sampled_from(["gift", "shoot", "steal", "trade"]),
        "player": st.sampled_from(["P0", "P1", "P2", "P3"]),
        "to": st.sampled_from(["P0", "P1", "P2", "P3"]),
        "from": st.sampled_from(["P0", "P1", "P2", "P3"]),
        "animal": st.sampled_from(ANIMALS),
        "swap": st.lists(
            st.fixed_dictionaries(
                {"player": st.sampled_from(["P0", "P1", "P2", "P3"]), "animal": st.sampled_from(ANIMALS)}
            ),
            min_size=2,
            max_size=2,
        ),
        "blank": st.booleans(),
    }
)


def shaped(move: dict[str, Any]) -> dict[str, Any]:
    """A drawn move with only the keys its action takes."""
    keys = {"gift": ("to", "animal"), "shoot": ("from", "animal"), "steal": ("from", "animal"), "trade": ("swap",)}
    chosen = () if move["blank"] and move["action"] != "gift" else keys[move["action"]]
    return {"action": move["action"], "player": move["player"]} | {key: move[key] for key in chosen}


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(legal_tables(), move_strategy)
def test_a_legal_move_keeps_the_table_legal_and_moves_at_most_two_animals(
    state: dict[str, Any], drawn: dict[str, Any]
) -> None:
    result = check(state | {"move": shaped(drawn)})
    if not result["valid"]:
        assert result["after"] is None and result["violations"]
        return
    after = result["after"]
    assert check(after) == {"valid": True, "violations": []}
    before_total = sum(sum(player["menagerie"].values()) for player in state["players"])
    after_total = sum(sum(player["menagerie"].values()) for player in after["players"])
    change = (
        {"gift": 1, "shoot": -1, "steal": 0, "trade": 0}[drawn["action"]]
        if "animal" in shaped(drawn) or "swap" in shaped(drawn)
        else 0
    )
    assert after_total == before_total + change - len(ANIMALS) * len(result["stampedes"])
    score(after)


rule_breaking_tables = st.builds(
    lambda rows, move: {"players": rows} | ({"move": move} if move else {}),
    st.lists(
        st.fixed_dictionaries(
            {
                "name": st.sampled_from(["A", "B"]),
                "role": st.sampled_from([V, L, C]),
                "menagerie": st.dictionaries(st.sampled_from(ANIMALS), st.integers(-2, 6), max_size=6),
            },
            optional={"hand": st.lists(st.sampled_from([*ANIMALS, "shoot", "steal", "trade"]), max_size=6)},
        ),
        min_size=1,
        max_size=6,
    ),
    st.none()
    | move_strategy.map(shaped).map(lambda move: move | {"player": "A"} | ({"to": "B"} if "to" in move else {})),
)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rule_breaking_tables)
def test_well_formed_but_rule_breaking_tables_never_crash(state: dict[str, Any]) -> None:
    names = {player["name"] for player in state["players"]}
    move = state.get("move", {})
    readable = {move.get("player"), move.get("to"), move.get("from")} - {None} <= names and all(
        side["player"] in names for side in move.get("swap", [])
    )
    if not readable:
        with pytest.raises(StateError):
            check(state)
        return
    result = check(state)
    assert isinstance(result["valid"], bool)
    assert ("after" in result) == (state.get("move") is not None)
    rm.explain_check(result)
    try:
        rm.explain(score(state))
    except StateError as error:
        assert error.path.startswith("players")


# ── Golden fixtures and the command line ────────────────────────────────────────────────────────────


def test_golden_fixtures() -> None:
    cases = {path.stem: json.loads(path.read_text(encoding="utf-8")) for path in sorted(FIXTURES.glob("*.json"))}
    assert len(cases) >= 5
    assert cases["spec-example"]["state"] == SPEC_EXAMPLE
    assert {case["score"]["victory"] for case in cases.values()} == {"solo", "shared", "conspirators", "none"}
    for name, case in cases.items():
        assert score(case["state"]) == case["score"], name
        assert check(case["state"]) == case["check"], name
    assert cases["gift-stampede"]["check"]["stampedes"] == ["Bo"]
    assert [v["rule"] for v in cases["steal-fourth"]["check"]["violations"]] == ["rm-3.2", "rm-4.2"]
    assert [v["rule"] for v in cases["illegal-table"]["check"]["violations"]] == ["rm-1.3", "rm-4.3"]


def test_cli_score_and_check(runner: Any, tmp_path: Path) -> None:
    from generator.cli import app

    state_file = tmp_path / "state.json"
    state_file.write_text(json.dumps(SPEC_EXAMPLE), encoding="utf-8")
    scored = runner.invoke(app, ["score", "royal-menagerie", str(state_file)])
    assert scored.exit_code == 0, scored.output
    assert "Ada (Grand Vizier) has 7, strictly more than everyone: solo victory." in scored.output
    assert "Mammoth ×2: 6" in scored.output
    as_json = runner.invoke(app, ["score", "royal-menagerie", str(state_file), "--json"])
    assert json.loads(as_json.output) == score(SPEC_EXAMPLE)
    assert runner.invoke(app, ["check", "royal-menagerie", str(state_file)]).exit_code == 0
    state_file.write_text(json.dumps(json.loads((FIXTURES / "steal-fourth.json").read_text())["state"]))
    checked = runner.invoke(app, ["check", "royal-menagerie", str(state_file)])
    assert checked.exit_code == 1
    assert "rm-4.2" in checked.output
    assert "Cy steals Bo's White Tiger: not allowed, so the table stays as it was." in checked.output
    state_file.write_text(json.dumps(four({"mamoth": 1}, {}, {}, {})))
    bad = runner.invoke(app, ["score", "royal-menagerie", str(state_file)])
    assert bad.exit_code == 2
    assert "players[0].menagerie.mamoth: unknown animal" in bad.output


def test_header_values_the_rulebook_leaves_out_carry_their_reasons() -> None:
    """The rulebook fixes four players but gives no playing time or age."""
    assert sorted(GAME.designed) == ["age", "minutes"]
    assert GAME.players == (4, 4)


def test_score_says_when_a_menagerie_should_already_have_stampeded() -> None:
    """rm-4.3: a table with all six types in a menagerie is scored as given; the JSON names the menagerie
    (the readable ``pnp score`` names the broken rule: test_cli)."""
    full = {animal: 1 for animal in ANIMALS}
    result = rm.score(four(full, {}, {}, {}), CATALOG)
    assert result["stampede_due"] == ["Ada"]
    assert "stampede_due" not in rm.score(four({}, {}, {}, {}), CATALOG)


def test_rm_4_4_every_animal_card_can_always_be_gifted() -> None:
    """Rule rm-4.4: with the deck's copies and the pen limit, at least two other players can take any animal."""
    catalog = load_catalog("royal-menagerie")
    most_per_kind = len(catalog.of_kind("mat")[0]["points_by_count"]) - 1
    others = catalog.game["players"][1] - 1
    for card in catalog.of_kind("animal"):
        copies = sum(other["count"] for other in catalog.of_kind("animal") if other["animal"] == card["animal"])
        full = (copies - 1) // most_per_kind  # other players who can be full of it while you hold one
        assert others - full >= 2, card["id"]
