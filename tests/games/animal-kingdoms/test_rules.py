"""Animal Kingdoms: empires and winners, every table violation, every move rule, every ruling."""

from __future__ import annotations

import doctest
import json
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.data.load import load_game
from generator.scoring import StateError, load_catalog
from generator.scoring.animal_kingdoms import chain as animal_kingdoms_chain
from generator.scoring.animal_kingdoms import moves as animal_kingdoms_moves
from generator.scoring.animal_kingdoms import rules as ak
from generator.scoring.animal_kingdoms import state as animal_kingdoms_state
from generator.scoring.animal_kingdoms.play import KingdomsPlay
from generator.scoring.animal_kingdoms.state import Player, read_state

REPO = Path(__file__).resolve().parents[3]
FIXTURES = REPO / "tests" / "fixtures" / "animal-kingdoms"
CATALOG = load_catalog("animal-kingdoms")
GAME = load_game("animal-kingdoms")
KINGDOMS = [card.id for card in GAME.cards if card.kind == "kingdom"]
ARMY_OF = {card.id: card.extra["army"] for card in GAME.cards if card.kind == "kingdom"}
EFFECTS = {card.extra["effect"] for card in GAME.cards if card.kind == "wilderness"}


def player(name: str, *kingdoms: str, liege: str | None = None, seat: str | None = None) -> dict[str, Any]:
    entry: dict[str, Any] = {"name": name, "kingdoms": list(kingdoms), "liege": liege}
    if seat is not None:
        entry["seat"] = seat
    return entry


def stand(*armies: str) -> list[dict[str, str]]:
    return [{"army": army} for army in armies]


def state(*players: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {"players": list(players), **extra}


def score(value: Any) -> dict[str, Any]:
    return ak.score(value, CATALOG)


def check(value: Any) -> dict[str, Any]:
    return ak.check(value, CATALOG)


def broken(value: Any) -> list[tuple[str, str]]:
    return [(violation["rule"], violation["path"]) for violation in check(value)["violations"]]


def after(value: Any) -> dict[str, Any]:
    result = check(value)
    assert result["valid"], result["violations"]
    return result["after"]


def empires(result: dict[str, Any]) -> dict[str, tuple[int, int]]:
    return {entry["name"]: (entry["kingdoms"], entry["empire"]) for entry in result["players"]}


# A duel that the move tests start from: Red (Sunmane Vanguard, Attackers) against Blue.
RED = player("Red", "sunmane", "emberstripe", seat="sunmane")
BLUE = player("Blue", "greymarch", "tallreach", seat="greymarch")


def duel(move: dict[str, Any], armies: dict[str, list[dict[str, str]]] | None = None, **extra: Any) -> dict[str, Any]:
    return state(RED, BLUE, armies=armies or {}, move={"player": "Red", **move}, **extra)


# ---------------------------------------------------------------------------------------------------------
# Scoring


def test_eight_players_in_one_chain_count_all_the_way_down() -> None:
    """The most players the Crown cards allow, each the vassal of the one before: empires add up the chain."""
    names = [f"P{index}" for index in range(8)]
    chain = [
        player(name, *KINGDOMS[2 * index : 2 * index + 2], liege=names[index - 1] if index else None)
        for index, name in enumerate(names)
    ]
    result = score(state(*chain))
    assert [(entry["empire"], entry["rank"], entry["title"]) for entry in result["players"]] == [
        (16, 0, "Emperor"),
        (14, 1, "Count"),
        (12, 2, "Baron"),
        (10, 3, "Duke"),
        (8, 4, "Lord"),
        (6, 5, "Lord"),
        (4, 6, "Lord"),
        (2, 7, "Lord"),
    ]
    assert (result["emperor"], result["winners"], result["free_kingdoms"]) == ("P0", names, 0)
    assert [entry["breakdown"] for entry in result["players"]][6] == [
        {"label": "own kingdoms", "points": 2},
        {"label": "P7's empire", "points": 2},
    ]


def test_score_refuses_more_players_than_crowns_read_from_the_data() -> None:
    nine = state(
        *(
            player(f"P{index}", kingdom, liege=f"P{index - 1}" if index else None)
            for index, kingdom in enumerate(KINGDOMS[:9])
        )
    )
    with pytest.raises(StateError) as error:
        score(nine)
    assert (error.value.path, error.value.message) == (
        "players",
        "9 players, but the game has 8 Crown cards, one per player",
    )
    crowns = [card for card in CATALOG.cards if card["kind"] == "crown"]
    more_crowns = replace(CATALOG, cards=(*CATALOG.cards, {**crowns[0], "id": "spare-crown", "count": 1}))
    assert ak.score(nine, more_crowns)["winners"] == [f"P{index}" for index in range(9)]


def test_chains_answer_a_long_chain_in_one_pass() -> None:
    """Chains reads the lieges once: a chain of 3000 (far beyond the Crown cards) is answered at once."""
    links = tuple(Player(f"P{index}", ("k",), f"P{index - 1}" if index else None, None) for index in range(3000))
    chains = animal_kingdoms_chain.Chains(links)
    empires = chains.empires()
    assert (empires["P0"], empires["P2999"], chains.ranks()["P2999"]) == (3000, 1, 2999)
    assert chains.looping() == set()
    assert len(chains.below("P0")) == 2999
    cycle = animal_kingdoms_chain.Chains(
        (
            Player("A", (), "C", None),
            Player("B", (), "A", None),
            Player("C", (), "B", None),
            Player("D", (), "C", None),
            Player("E", (), None, None),
            Player("F", (), "F", None),
        )
    )
    assert cycle.looping() == {"A", "B", "C", "D", "F"}


def test_spec_example_shape_and_values() -> None:
    """The spec's example: a vassal's kingdoms count for its liege (ak-q1)."""
    result = score(state(player("Red", "sunmane", "hornfast"), player("Blue", "greymarch", liege="Red")))
    assert [{key: entry[key] for key in ("name", "kingdoms", "empire")} for entry in result["players"]] == [
        {"name": "Red", "kingdoms": 2, "empire": 3},
        {"name": "Blue", "kingdoms": 1, "empire": 1},
    ]
    assert result["emperor"] is None
    assert result["winners"] == []
    assert result["majority"] == 9
    assert result["free_kingdoms"] == 13


def test_chain_of_command_counts_all_the_way_down_and_the_chain_wins() -> None:
    """ak-q1, ak-q2: Red 5 + Blue 3 + Green 1 = 9, so Red's whole chain wins; Gold does not."""
    result = score(
        state(
            player("Gold", "wyrmdeep"),
            player("Green", "duneplume", liege="Blue"),
            player("Red", "sunmane", "hornfast", "tallreach", "greymarch", "reefmaw"),
            player("Blue", "blackwater", "honeyhold", "rootmarch", liege="Red"),
        )
    )
    assert empires(result) == {"Gold": (1, 1), "Green": (1, 1), "Red": (5, 9), "Blue": (3, 4)}
    assert result["emperor"] == "Red"
    assert result["winners"] == ["Red", "Green", "Blue"]
    ranks = {entry["name"]: (entry["rank"], entry["title"], entry["vassals"]) for entry in result["players"]}
    assert ranks == {
        "Gold": (0, "Monarch", []),
        "Green": (2, "Baron", []),
        "Red": (0, "Emperor", ["Blue"]),
        "Blue": (1, "Count", ["Green"]),
    }
    red = next(entry for entry in result["players"] if entry["name"] == "Red")
    assert red["breakdown"] == [
        {"label": "own kingdoms", "points": 5},
        {"label": "Blue's empire", "points": 4},
    ]


def test_a_vassal_with_a_majority_of_its_own_does_not_win_alone() -> None:
    """ak-q2: only a player without a liege can be Emperor; the vassal wins through its liege."""
    nine = KINGDOMS[:9]
    result = score(state(player("Red", "wyrmdeep"), player("Blue", *nine, liege="Red")))
    assert result["emperor"] == "Red"
    assert result["winners"] == ["Red", "Blue"]


def test_eight_kingdoms_do_not_win() -> None:
    result = score(state(player("Red", *KINGDOMS[:8]), player("Blue", *KINGDOMS[8:])))
    assert (result["emperor"], result["winners"]) == (None, [])
    assert ak.explain(result) == [
        "No empire holds 9 kingdoms yet; the largest free empire is Red's with 8. 0 kingdoms are still free."
    ]


def test_mustering_winner_counts_own_kingdoms() -> None:
    """ak-q3: Mustering's goal is nine kingdoms of your own."""
    result = score(state(player("Red", *KINGDOMS[:9]), player("Blue", *KINGDOMS[9:12]), mode="mustering"))
    assert (result["emperor"], result["winners"]) == ("Red", ["Red"])
    assert check(state(player("Red", *KINGDOMS[:9]), player("Blue", *KINGDOMS[9:12]), mode="mustering"))["valid"]


def test_explain_names_the_emperor_and_the_chain() -> None:
    result = score(state(player("Red", *KINGDOMS[:7]), player("Blue", *KINGDOMS[7:9], liege="Red")))
    assert ak.explain(result) == [
        "Red (Emperor) commands Blue: empire of 9 kingdoms.",
        "Red is Emperor: an empire of 9 kingdoms, at least the 9 needed. Their chain of command wins with them: Blue.",
    ]


@pytest.mark.parametrize(
    ("value", "path", "message"),
    [
        ([], "", "expected an object, got a list"),
        ({"players": [player("Red", "narnia")]}, "players[0].kingdoms[0]", "unknown kingdom 'narnia'"),
        (
            {"players": [player("Red", "sunmane", liege="Nobody")]},
            "players[0].liege",
            "no player named 'Nobody'",
        ),
        (
            {"players": [player("Red", "sunmane", liege="Blue"), player("Blue", "hornfast", liege="Red")]},
            "players[0].liege",
            "the chain of lieges loops back on itself",
        ),
        (
            {"players": [player("Red", "sunmane"), player("Red", "hornfast")]},
            "players[1].name",
            'two players are named "Red"',
        ),
        (
            {"players": [{"name": "Red", "kingdoms": "sunmane"}]},
            "players[0].kingdoms",
            'expected a list, got "sunmane"',
        ),
        (
            {"players": [], "mode": "siege"},
            "mode",
            'unknown mode "siege" (expected one of: conquest, mustering)',
        ),
        (
            {"players": [], "crowns": 3},
            "crowns",
            "unknown field (expected one of: mode, players, armies, retreated, turn, move)",
        ),
        (
            {"players": [], "turn": {"player": "Red", "actions": -1}},
            "turn.actions",
            "expected a count of at least 0, got -1",
        ),
        (
            {"players": [{"name": " ", "kingdoms": []}]},
            "players[0].name",
            "expected a player's name, got an empty one",
        ),
        (
            state(*(player(f"P{index}", kingdom) for index, kingdom in enumerate(KINGDOMS[:9]))),
            "players",
            "9 players, but the game has 8 Crown cards, one per player",
        ),
    ],
)
def test_score_rejects_unreadable_states(value: Any, path: str, message: str) -> None:
    with pytest.raises(StateError) as error:
        score(value)
    assert (error.value.path, error.value.message) == (path, message)


# ---------------------------------------------------------------------------------------------------------
# Table checks (section ak-9)


def test_legal_table_from_a_real_setup() -> None:
    assert check(state(RED, BLUE)) == {"valid": True, "violations": []}


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (state(player("Red", "sunmane")), [("ak-1.3", "players")]),
        (
            state(*(player(f"P{index}", kingdom) for index, kingdom in enumerate(KINGDOMS[:9]))),
            [("ak-1.3", "players")],
        ),
        (state(player("Red", "sunmane"), player("Red", "hornfast")), [("ak-9.1", "players[1].name")]),
        (
            state(player("Red", "sunmane", "narnia"), player("Blue", "hornfast")),
            [("ak-9.2", "players[0].kingdoms[1]")],
        ),
        (
            state(player("Red", "sunmane"), player("Blue", "hornfast", "sunmane")),
            [("ak-9.3", "players[1].kingdoms[1]")],
        ),
        (
            state(player("Red", "sunmane", "sunmane"), player("Blue", "hornfast")),
            [("ak-9.3", "players[0].kingdoms[1]")],
        ),
        (state(player("Red", "sunmane"), player("Blue")), [("ak-4.5", "players[1].kingdoms")]),
        (
            state(player("Red", "sunmane", liege="Red"), player("Blue", "hornfast")),
            [("ak-9.5", "players[0].liege")],
        ),
        (
            state(player("Red", "sunmane", liege="Gold"), player("Blue", "hornfast")),
            [("ak-9.5", "players[0].liege")],
        ),
        (
            state(
                player("Red", "sunmane", liege="Blue"),
                player("Blue", "hornfast", liege="Green"),
                player("Green", "reefmaw", liege="Red"),
            ),
            [("ak-9.5", "players[0].liege"), ("ak-9.5", "players[1].liege"), ("ak-9.5", "players[2].liege")],
        ),
        (
            state(
                player("Red", "sunmane"),
                player("Blue", "hornfast"),
                player("Gold", "reefmaw"),
                mode="mustering",
            ),
            [("ak-8.3", "players")],
        ),
        (
            state(player("Red", "sunmane"), player("Blue", "hornfast", liege="Red"), mode="mustering"),
            [("ak-8.3", "players[1].liege")],
        ),
        (
            state(player("Red", "sunmane", seat="hornfast"), player("Blue", "hornfast")),
            [("ak-2.3", "players[0].seat")],
        ),
        (
            state(player("Red", "sunmane"), player("Blue", "hornfast", liege="Red", seat="hornfast")),
            [("ak-7.1", "players[1].seat")],
        ),
    ],
)
def test_table_violations(value: dict[str, Any], expected: list[tuple[str, str]]) -> None:
    assert broken(value) == expected


@pytest.mark.parametrize(
    ("armies", "retreated", "expected"),
    [
        ({"narnia": stand("sunmane-vanguard")}, [], [("ak-9.2", "armies.narnia")]),
        ({"hornfast": stand("paper-tigers")}, [], [("ak-9.2", "armies.hornfast[0].army")]),
        (
            {"hornfast": stand("sunmane-vanguard"), "reefmaw": stand("sunmane-vanguard")},
            [],
            [("ak-9.8", "armies.reefmaw[0]")],
        ),
        ({"hornfast": stand("reefmaw-hunters")}, [], [("ak-3.4", "armies.hornfast[0]")]),
        (
            {"hornfast": [{"army": "sunmane-vanguard", "owner": "Blue"}]},
            [],
            [("ak-9.8", "armies.hornfast[0].owner")],
        ),
        (
            {},
            [{"army": "pony-express", "kingdom": "lilliput"}],
            [("ak-9.2", "retreated[0].army"), ("ak-9.2", "retreated[0].kingdom")],
        ),
        (
            {"hornfast": stand("sunmane-vanguard")},
            [{"army": "sunmane-vanguard", "kingdom": "hornfast"}],
            [("ak-4.7", "retreated[0]")],
        ),
    ],
)
def test_army_violations(armies: dict[str, Any], retreated: list[Any], expected: list[tuple[str, str]]) -> None:
    value = state(player("Red", "sunmane"), player("Blue", "hornfast"), armies=armies, retreated=retreated)
    assert broken(value) == expected


def test_army_violation_message_names_the_owner() -> None:
    value = state(
        player("Red", "sunmane"),
        player("Blue", "hornfast"),
        armies={"hornfast": [{"army": "sunmane-vanguard", "owner": "Blue"}]},
    )
    assert check(value)["violations"][0]["message"] == (
        "Sunmane Vanguard belongs to Red, who holds Sunmane, not to Blue"
    )


@pytest.mark.parametrize(
    ("turn", "expected"),
    [
        ({"player": "Gold"}, [("ak-9.9", "turn.player")]),
        ({"player": "Red", "actions": 4}, [("ak-3.2", "turn.actions")]),
        ({"player": "Red", "acted": ["hornfast-chargers"]}, [("ak-9.9", "turn.acted[0]")]),
        ({"player": "Red", "acted": ["unicorns"]}, [("ak-9.2", "turn.acted[0]")]),
    ],
)
def test_turn_violations(turn: dict[str, Any], expected: list[tuple[str, str]]) -> None:
    assert broken(state(player("Red", "sunmane"), player("Blue", "hornfast"), turn=turn)) == expected


def test_a_state_with_violations_does_not_check_its_move() -> None:
    value = state(player("Red", "sunmane"), player("Blue"), move={"action": "end-turn", "player": "Red"})
    assert check(value) == {
        "valid": False,
        "violations": [{"rule": "ak-4.5", "message": "Blue holds no kingdom", "path": "players[1].kingdoms"}],
        "play": None,
        "after": None,
    }


def test_no_move_after_the_game_is_won() -> None:
    """ak-q18: the game ends the moment an empire holds the majority."""
    value = state(
        player("Red", *KINGDOMS[:9]),
        player("Blue", KINGDOMS[9]),
        move={"action": "end-turn", "player": "Red"},
    )
    assert broken(value) == [("ak-8.2", "move")]


# ---------------------------------------------------------------------------------------------------------
# Moves (section ak-10)


def test_march_from_hand_onto_a_free_kingdom() -> None:
    result = after(duel({"action": "march", "army": "sunmane-vanguard", "kingdom": "reefmaw"}))
    assert result["armies"] == {"reefmaw": [{"army": "sunmane-vanguard", "owner": "Red"}]}
    assert result["turn"] == {
        "player": "Red",
        "actions": 1,
        "acted": ["sunmane-vanguard"],
        "extra_march": False,
    }
    assert check(
        {
            **result,
            "move": {"action": "march", "player": "Red", "army": "sunmane-vanguard", "kingdom": "hornfast"},
        }
    )["violations"] == [
        {"rule": "ak-3.2", "message": "Sunmane Vanguard has already acted this turn", "path": "move.army"}
    ]


def test_march_into_the_wilderness_returns_the_army_to_hand() -> None:
    """ak-q16: an army under a retreat ban may still explore the Wilderness."""
    result = after(
        duel(
            {"action": "march", "army": "sunmane-vanguard", "kingdom": "wilderness"},
            armies={"reefmaw": stand("sunmane-vanguard")},
            retreated=[{"army": "sunmane-vanguard", "kingdom": "tallreach"}],
        )
    )
    assert "armies" not in result
    assert result["turn"]["acted"] == ["sunmane-vanguard"]


@pytest.mark.parametrize(
    ("move", "armies", "extra", "expected"),
    [
        ({"army": "greymarch-tuskguard", "kingdom": "reefmaw"}, None, {}, [("ak-3.2", "move.army")]),
        ({"army": "reefmaw-hunters", "kingdom": "reefmaw"}, None, {}, [("ak-3.2", "move.army")]),
        (
            {"army": "sunmane-vanguard", "kingdom": "reefmaw"},
            {"reefmaw": stand("sunmane-vanguard")},
            {},
            [("ak-4.1", "move.kingdom")],
        ),
        ({"army": "sunmane-vanguard", "kingdom": "atlantis"}, None, {}, [("ak-9.2", "move.kingdom")]),
        (
            {"army": "sunmane-vanguard", "kingdom": "tallreach"},
            None,
            {"retreated": [{"army": "sunmane-vanguard", "kingdom": "tallreach"}]},
            [("ak-4.7", "move.kingdom")],
        ),
        (
            {"army": "sunmane-vanguard", "kingdom": "reefmaw"},
            None,
            {"turn": {"player": "Blue"}},
            [("ak-3.1", "move.player")],
        ),
        (
            {"army": "sunmane-vanguard", "kingdom": "reefmaw"},
            None,
            {"turn": {"player": "Red", "actions": 2}},
            [("ak-3.2", "move")],
        ),
        (
            {"army": "sunmane-vanguard", "kingdom": "reefmaw"},
            None,
            {"turn": {"player": "Red", "actions": 1, "extra_march": True}},
            [("ak-5.4", "move")],
        ),
    ],
)
def test_march_violations(
    move: dict[str, Any], armies: Any, extra: dict[str, Any], expected: list[tuple[str, str]]
) -> None:
    assert broken(duel({"action": "march", **move}, armies, **extra)) == expected


def test_move_by_an_unknown_player() -> None:
    value = state(RED, BLUE, move={"action": "end-turn", "player": "Gold"})
    assert broken(value) == [("ak-10.1", "move.player")]


def test_attackers_force_a_retreat_on_arrival_without_an_action_of_its_own() -> None:
    """ak-q8: the Attackers' player picks the army to force back; the ban is recorded (ak-4.7)."""
    armies = {"tallreach": stand("greymarch-tuskguard", "tallreach-striders")}
    result = after(
        duel(
            {
                "action": "march",
                "army": "sunmane-vanguard",
                "kingdom": "tallreach",
                "force_retreat": "tallreach-striders",
            },
            armies,
        )
    )
    assert result["armies"] == {
        "tallreach": [
            {"army": "greymarch-tuskguard", "owner": "Blue"},
            {"army": "sunmane-vanguard", "owner": "Red"},
        ]
    }
    assert result["retreated"] == [{"army": "tallreach-striders", "kingdom": "tallreach"}]
    assert result["turn"]["actions"] == 1
    declined = after(duel({"action": "march", "army": "sunmane-vanguard", "kingdom": "tallreach"}, armies))
    assert "retreated" not in declined


@pytest.mark.parametrize(
    ("army", "victim", "standing", "rule"),
    [
        ("emberstripe-stalkers", "tallreach-striders", ["tallreach-striders"], "ak-5.1"),
        ("sunmane-vanguard", "greymarch-tuskguard", ["greymarch-tuskguard"], "ak-5.2"),
        ("sunmane-vanguard", "tallreach-striders", ["greymarch-tuskguard"], "ak-5.1"),
        ("sunmane-vanguard", "emberstripe-stalkers", ["emberstripe-stalkers"], "ak-5.1"),
        ("sunmane-vanguard", "dodo-brigade", [], "ak-9.2"),
    ],
)
def test_force_retreat_violations(army: str, victim: str, standing: list[str], rule: str) -> None:
    """ak-q7: Defenders shrug off arriving Attackers; only Attackers force back, only others' armies there."""
    move = {"action": "march", "army": army, "kingdom": "tallreach", "force_retreat": victim}
    assert broken(duel(move, {"tallreach": stand(*standing)})) == [(rule, "move.force_retreat")]


def test_arriving_attackers_force_back_only_enemy_armies() -> None:
    """ak-q8: the army forced back is an enemy's; a vassal's or a liege's army is not (as for Battle, ak-q22)."""
    move = {
        "action": "march",
        "army": "sunmane-vanguard",
        "kingdom": "tallreach",
        "force_retreat": "tallreach-striders",
    }
    vassal = state(
        RED,
        player("Blue", "greymarch", "tallreach", liege="Red"),
        armies={"tallreach": stand("tallreach-striders")},
        move={"player": "Red", **move},
    )
    result = check(vassal)
    assert [(v["rule"], v["path"], v["message"]) for v in result["violations"]] == [
        ("ak-5.1", "move.force_retreat", "Tallreach Striders belongs to Blue, of Red's own chain")
    ]
    assert broken({**vassal, "move": {**vassal["move"], "wilderness": "battle-cry"}}) == [
        ("ak-5.1", "move.force_retreat")
    ]


def test_elder_dragon_has_every_specialisation() -> None:
    """ak-q19: it forces retreats, shrugs them off, raids on and takes the Fleet of Foot march."""
    gold = player("Gold", "wyrmdeep", "shellhaven", seat="wyrmdeep")
    blue = player("Blue", "greymarch", "tallreach", seat="greymarch")
    forced = state(
        gold,
        blue,
        armies={"tallreach": stand("tallreach-striders")},
        move={
            "action": "march",
            "player": "Gold",
            "army": "elder-dragon",
            "kingdom": "tallreach",
            "force_retreat": "tallreach-striders",
        },
    )
    assert after(forced)["retreated"] == [{"army": "tallreach-striders", "kingdom": "tallreach"}]
    shrugged = state(
        player("Red", "sunmane", "emberstripe"),
        gold,
        armies={"shellhaven": stand("elder-dragon")},
        move={
            "action": "march",
            "player": "Red",
            "army": "sunmane-vanguard",
            "kingdom": "shellhaven",
            "force_retreat": "elder-dragon",
        },
    )
    assert broken(shrugged) == [("ak-5.2", "move.force_retreat")]
    raid = state(
        gold,
        blue,
        armies={"reefmaw": stand("elder-dragon")},
        move={
            "action": "capture",
            "player": "Gold",
            "army": "elder-dragon",
            "kingdom": "reefmaw",
            "raid": "tallreach",
        },
    )
    assert after(raid)["armies"] == {"tallreach": [{"army": "elder-dragon", "owner": "Gold"}]}
    fleet = state(
        gold,
        blue,
        turn={"player": "Gold", "actions": 2, "acted": ["elder-dragon"]},
        move={
            "action": "march",
            "player": "Gold",
            "army": "elder-dragon",
            "kingdom": "tallreach",
            "fleet": True,
        },
    )
    assert after(fleet)["turn"] == {
        "player": "Gold",
        "actions": 2,
        "acted": ["elder-dragon"],
        "extra_march": True,
    }


def test_fleet_of_foot_march_ends_the_turn() -> None:
    """ak-q15: once, at the end, spending no action, not into the Wilderness, by a Fleet of Foot army."""
    blue_turn = {"player": "Blue", "actions": 2, "acted": ["tallreach-striders"]}
    move = {
        "action": "march",
        "player": "Blue",
        "army": "tallreach-striders",
        "kingdom": "sunmane",
        "fleet": True,
    }
    result = after(state(RED, BLUE, turn=blue_turn, move=move))
    assert result["armies"] == {"sunmane": [{"army": "tallreach-striders", "owner": "Blue"}]}
    assert result["turn"]["extra_march"] is True
    again = {
        **result,
        "move": {"action": "march", "player": "Blue", "army": "greymarch-tuskguard", "kingdom": "sunmane"},
    }
    assert broken(again) == [("ak-5.4", "move"), ("ak-3.2", "move")]
    assert after({**result, "move": {"action": "end-turn", "player": "Blue"}})["turn"]["player"] == "Red"
    slow = {**move, "army": "greymarch-tuskguard"}
    assert broken(state(RED, BLUE, turn=blue_turn, move=slow)) == [("ak-5.4", "move.fleet")]
    wild = {**move, "kingdom": "wilderness"}
    assert broken(state(RED, BLUE, turn=blue_turn, move=wild)) == [("ak-5.4", "move.kingdom")]


def test_capture_a_free_kingdom_with_no_opposition() -> None:
    """ak-q5: nobody defends a free kingdom; ak-q6: its army comes to hand and cannot act this turn."""
    result = after(
        duel(
            {"action": "capture", "army": "sunmane-vanguard", "kingdom": "reefmaw"},
            {"reefmaw": stand("sunmane-vanguard")},
        )
    )
    assert result["players"][0]["kingdoms"] == ["sunmane", "emberstripe", "reefmaw"]
    assert result["turn"]["acted"] == ["sunmane-vanguard", "reefmaw-hunters"]
    fresh = {
        **result,
        "move": {"action": "march", "player": "Red", "army": "reefmaw-hunters", "kingdom": "hornfast"},
    }
    assert broken(fresh) == [("ak-3.2", "move.army")]


def test_capture_needs_to_outnumber_every_other_army() -> None:
    """ak-q4: armies of a third player count against the attacker too."""
    gold = player("Gold", "reefmaw", "blackwater")
    value = state(
        RED,
        BLUE,
        gold,
        armies={
            "tallreach": stand("sunmane-vanguard", "emberstripe-stalkers", "tallreach-striders", "reefmaw-hunters")
        },
        move={"action": "capture", "player": "Red", "army": "sunmane-vanguard", "kingdom": "tallreach"},
    )
    assert check(value)["violations"] == [
        {
            "rule": "ak-4.4",
            "path": "move.kingdom",
            "message": "Red has 2 armies on Tallreach against 2 enemy: not outnumbered",
        }
    ]
    alone = state(
        RED,
        BLUE,
        armies={"tallreach": stand("sunmane-vanguard", "tallreach-striders")},
        move={"action": "capture", "player": "Red", "army": "sunmane-vanguard", "kingdom": "tallreach"},
    )
    assert [violation["message"] for violation in check(alone)["violations"]] == [
        "Red has 1 army on Tallreach against 1 enemy: not outnumbered"
    ]
    helped = state(
        player("Red", "sunmane", "emberstripe", seat="sunmane"),
        player("Blue", "greymarch", "tallreach", liege="Red"),
        player("Gold", "reefmaw", "blackwater"),
        armies={"reefmaw": stand("sunmane-vanguard", "greymarch-tuskguard", "tallreach-striders")},
        move={"action": "capture", "player": "Red", "army": "sunmane-vanguard", "kingdom": "reefmaw"},
    )
    # ak-q4: the rulebook's "enemy Armies": a vassal's armies beside its liege's are no enemies.
    assert after(helped)["players"][0]["kingdoms"] == ["sunmane", "emberstripe", "reefmaw"]
    outnumbered = state(
        RED,
        BLUE,
        gold,
        armies={"tallreach": stand("sunmane-vanguard", "emberstripe-stalkers", "reefmaw-hunters")},
        move={"action": "capture", "player": "Red", "army": "sunmane-vanguard", "kingdom": "tallreach"},
    )
    result = after(outnumbered)
    assert result["players"][1]["kingdoms"] == ["greymarch"]
    assert result["armies"] == {
        "tallreach": [
            {"army": "sunmane-vanguard", "owner": "Red"},
            {"army": "emberstripe-stalkers", "owner": "Red"},
        ]
    }
    assert "retreated" not in result


def test_captured_kingdoms_army_leaves_the_field_for_the_captor() -> None:
    """ak-q6: the army card follows its kingdom even when it stands elsewhere."""
    value = duel(
        {"action": "capture", "army": "sunmane-vanguard", "kingdom": "tallreach"},
        {"tallreach": stand("sunmane-vanguard"), "emberstripe": stand("tallreach-striders")},
    )
    result = after(value)
    assert result["armies"] == {"tallreach": [{"army": "sunmane-vanguard", "owner": "Red"}]}
    assert result["turn"]["acted"] == ["sunmane-vanguard", "tallreach-striders"]


@pytest.mark.parametrize(
    ("move", "armies", "expected"),
    [
        (
            {"army": "sunmane-vanguard", "kingdom": "tallreach"},
            {"reefmaw": stand("sunmane-vanguard")},
            [("ak-4.3", "move.army")],
        ),
        ({"army": "sunmane-vanguard", "kingdom": "tallreach"}, {}, [("ak-4.3", "move.army")]),
        (
            {"army": "sunmane-vanguard", "kingdom": "emberstripe"},
            {"emberstripe": stand("sunmane-vanguard")},
            [("ak-4.4", "move.kingdom")],
        ),
        (
            {"army": "sunmane-vanguard", "kingdom": "tallreach", "raid": "sunmane"},
            {"tallreach": stand("sunmane-vanguard")},
            [("ak-5.3", "move.raid")],
        ),
        (
            {"army": "sunmane-vanguard", "kingdom": "tallreach", "crown_to": "greymarch"},
            {"tallreach": stand("sunmane-vanguard")},
            [("ak-7.8", "move.crown_to")],
        ),
    ],
)
def test_capture_violations(move: dict[str, Any], armies: Any, expected: list[tuple[str, str]]) -> None:
    assert broken(duel({"action": "capture", **move}, armies)) == expected


def test_never_the_last_kingdom() -> None:
    value = state(
        player("Red", "sunmane"),
        player("Blue", "greymarch"),
        armies={"greymarch": stand("sunmane-vanguard")},
        move={"action": "capture", "player": "Red", "army": "sunmane-vanguard", "kingdom": "greymarch"},
    )
    assert broken(value) == [("ak-4.5", "move.kingdom")]


def test_capturing_a_crowned_kingdom_moves_the_crown() -> None:
    """ak-q12: the owner keeps its crown under another of its kingdoms."""
    blue = player("Blue", "greymarch", "tallreach", "hornfast", seat="greymarch")
    base = {"action": "capture", "player": "Red", "army": "sunmane-vanguard", "kingdom": "greymarch"}
    armies = {"greymarch": stand("sunmane-vanguard")}
    first = after(state(RED, blue, armies=armies, move=base))
    assert first["players"][1] == {
        "name": "Blue",
        "kingdoms": ["tallreach", "hornfast"],
        "liege": None,
        "seat": "tallreach",
    }
    chosen = after(state(RED, blue, armies=armies, move={**base, "crown_to": "hornfast"}))
    assert chosen["players"][1]["seat"] == "hornfast"
    assert broken(state(RED, blue, armies=armies, move={**base, "crown_to": "sunmane"})) == [
        ("ak-7.8", "move.crown_to")
    ]


def test_emperor_cannot_capture_from_anyone_in_its_chain_but_vassals_may_rebel() -> None:
    """ak-q13: lieges never plunder their chain; vassals may attack upwards."""
    red = player("Red", "sunmane", "emberstripe", seat="sunmane")
    blue = player("Blue", "greymarch", "tallreach", liege="Red")
    green = player("Green", "reefmaw", "blackwater", liege="Blue")
    armies = {"reefmaw": stand("sunmane-vanguard"), "emberstripe": stand("tallreach-striders")}
    plunder = state(
        red,
        blue,
        green,
        armies=armies,
        move={"action": "capture", "player": "Red", "army": "sunmane-vanguard", "kingdom": "reefmaw"},
    )
    assert broken(plunder) == [("ak-7.4", "move.kingdom")]
    rebel = state(
        red,
        blue,
        green,
        armies=armies,
        turn={"player": "Blue"},
        move={"action": "capture", "player": "Blue", "army": "tallreach-striders", "kingdom": "emberstripe"},
    )
    assert after(rebel)["players"][1]["kingdoms"] == ["greymarch", "tallreach", "emberstripe"]


def test_a_liege_meets_a_rebel_on_her_defended_kingdom_by_taking_back_its_army() -> None:
    """ak-q24: her armies do not stop the rebel's capture, the rebel cannot march and capture in one turn, and
    the liege takes back the kingdom of the rebel's army, which then stands on her kingdom as her own."""
    red = player("Red", "sunmane", "emberstripe", seat="sunmane")
    blue = player("Blue", "greymarch", "tallreach", liege="Red")
    threatened = {"emberstripe": stand("emberstripe-stalkers", "tallreach-striders")}
    capture = {"action": "capture", "player": "Blue", "army": "tallreach-striders", "kingdom": "emberstripe"}
    taken = after(state(red, blue, armies=threatened, turn={"player": "Blue"}, move=capture))
    assert taken["players"][1]["kingdoms"] == ["greymarch", "tallreach", "emberstripe"]
    marched = {"player": "Blue", "actions": 1, "acted": ["tallreach-striders"]}
    assert broken(state(red, blue, armies=threatened, turn=marched, move=capture)) == [("ak-3.2", "move.army")]
    take_back = {"action": "manage-vassal", "player": "Red", "kingdom": "tallreach", "to": "Red"}
    answered = after(state(red, blue, armies=threatened, turn={"player": "Red"}, move=take_back))
    assert answered["players"][0]["kingdoms"] == ["sunmane", "emberstripe", "tallreach"]
    assert {"army": "tallreach-striders", "owner": "Red"} in answered["armies"]["emberstripe"]


def test_raiders_march_on_after_a_capture_as_an_extra_action() -> None:
    """ak-q14: to a free or enemy kingdom, not counting towards the two actions."""
    value = duel(
        {"action": "capture", "army": "emberstripe-stalkers", "kingdom": "reefmaw", "raid": "tallreach"},
        {"reefmaw": stand("emberstripe-stalkers")},
    )
    result = after(value)
    assert result["armies"] == {"tallreach": [{"army": "emberstripe-stalkers", "owner": "Red"}]}
    assert result["turn"]["actions"] == 1
    for raid, rule in (
        ("wilderness", "ak-5.3"),
        ("sunmane", "ak-5.3"),
        ("reefmaw", "ak-5.3"),
        ("tallreach", "ak-4.7"),
    ):
        move = {"action": "capture", "army": "emberstripe-stalkers", "kingdom": "reefmaw", "raid": raid}
        banned = [{"army": "emberstripe-stalkers", "kingdom": "tallreach"}]
        assert broken(duel(move, {"reefmaw": stand("emberstripe-stalkers")}, retreated=banned)) == [
            (rule, "move.raid")
        ], raid


def test_battle_sends_an_army_home_and_bans_its_return() -> None:
    """ak-q7 and ak-q22: a Battle moves even a Defender, and only an enemy's army: never one of your own chain."""
    value = duel(
        {"action": "battle", "army": "sunmane-vanguard", "target": "greymarch-tuskguard"},
        {"tallreach": stand("sunmane-vanguard", "greymarch-tuskguard")},
    )
    result = after(value)
    assert result["armies"] == {"tallreach": [{"army": "sunmane-vanguard", "owner": "Red"}]}
    assert result["retreated"] == [{"army": "greymarch-tuskguard", "kingdom": "tallreach"}]
    ally = state(
        RED,
        player("Blue", "greymarch", "tallreach", liege="Red"),
        armies={"tallreach": stand("sunmane-vanguard", "greymarch-tuskguard")},
        move={
            "action": "battle",
            "player": "Red",
            "army": "sunmane-vanguard",
            "target": "greymarch-tuskguard",
        },
    )
    assert broken(ally) == [("ak-4.6", "move.target")]
    home = after({**result, "move": {"action": "end-turn", "player": "Red"}})
    back = {
        **home,
        "move": {"action": "march", "player": "Blue", "army": "greymarch-tuskguard", "kingdom": "tallreach"},
    }
    assert broken(back) == [("ak-4.7", "move.kingdom")]
    lifted = after({**home, "move": {"action": "end-turn", "player": "Blue"}})
    assert "retreated" not in lifted


@pytest.mark.parametrize(
    ("move", "armies", "expected"),
    [
        (
            {"army": "sunmane-vanguard", "target": "greymarch-tuskguard"},
            {"tallreach": stand("greymarch-tuskguard")},
            [("ak-4.3", "move.army")],
        ),
        (
            {"army": "sunmane-vanguard", "target": "greymarch-tuskguard"},
            {"tallreach": stand("sunmane-vanguard"), "greymarch": stand("greymarch-tuskguard")},
            [("ak-4.6", "move.target")],
        ),
        (
            {"army": "sunmane-vanguard", "target": "emberstripe-stalkers"},
            {"tallreach": stand("sunmane-vanguard", "emberstripe-stalkers")},
            [("ak-4.6", "move.target")],
        ),
        (
            {"army": "sunmane-vanguard", "target": "dodo-brigade"},
            {"tallreach": stand("sunmane-vanguard")},
            [("ak-9.2", "move.target")],
        ),
    ],
)
def test_battle_violations(move: dict[str, Any], armies: Any, expected: list[tuple[str, str]]) -> None:
    assert broken(duel({"action": "battle", **move}, armies)) == expected


def test_seize_crown_makes_a_vassal_and_frees_its_vassals() -> None:
    """ak-q10, ak-q11: a seized player's vassals rebel and take their crowns back; the kingdom stays."""
    red = player("Red", "sunmane", "emberstripe", seat="sunmane")
    blue = player("Blue", "greymarch", seat="greymarch")
    green = player("Green", "reefmaw", "blackwater", liege="Blue")
    value = state(
        red,
        blue,
        green,
        armies={"greymarch": stand("sunmane-vanguard")},
        move={"action": "seize-crown", "player": "Red", "army": "sunmane-vanguard", "kingdom": "greymarch"},
    )
    result = after(value)
    assert result["players"] == [
        {"name": "Red", "kingdoms": ["sunmane", "emberstripe"], "liege": None, "seat": "sunmane"},
        {"name": "Blue", "kingdoms": ["greymarch"], "liege": "Red"},
        {"name": "Green", "kingdoms": ["reefmaw", "blackwater"], "liege": None, "seat": "reefmaw"},
    ]
    assert result["armies"] == {"greymarch": [{"army": "sunmane-vanguard", "owner": "Red"}]}


def test_a_vassal_seizing_its_lieges_crown_turns_the_chain_over() -> None:
    """ak-q13: rebellion through the crown sets the seizer free and makes the old liege its vassal."""
    red = player("Red", "sunmane", "emberstripe", seat="sunmane")
    blue = player("Blue", "greymarch", liege="Red")
    value = state(
        red,
        blue,
        armies={"sunmane": stand("greymarch-tuskguard")},
        turn={"player": "Blue"},
        move={"action": "seize-crown", "player": "Blue", "army": "greymarch-tuskguard", "kingdom": "sunmane"},
    )
    assert after(value)["players"] == [
        {"name": "Red", "kingdoms": ["sunmane", "emberstripe"], "liege": "Blue"},
        {"name": "Blue", "kingdoms": ["greymarch"], "liege": None, "seat": "greymarch"},
    ]


def test_a_chain_of_command_forms_when_a_vassal_seizes_a_crown() -> None:
    red = player("Red", "sunmane", seat="sunmane")
    blue = player("Blue", "greymarch", liege="Red")
    gold = player("Gold", "reefmaw", seat="reefmaw")
    value = state(
        red,
        blue,
        gold,
        armies={"reefmaw": stand("greymarch-tuskguard")},
        turn={"player": "Blue"},
        move={"action": "seize-crown", "player": "Blue", "army": "greymarch-tuskguard", "kingdom": "reefmaw"},
    )
    result = after(value)
    assert [entry["liege"] for entry in result["players"]] == [None, "Red", "Blue"]
    assert empires(score(result)) == {"Red": (1, 3), "Blue": (1, 2), "Gold": (1, 1)}


@pytest.mark.parametrize(
    ("kingdom", "extra", "expected"),
    [
        ("tallreach", {}, [("ak-4.8", "move.kingdom")]),
        ("greymarch", {"mode": "mustering"}, [("ak-8.3", "move.kingdom")]),
    ],
)
def test_seize_crown_violations(kingdom: str, extra: dict[str, Any], expected: list[tuple[str, str]]) -> None:
    value = duel(
        {"action": "seize-crown", "army": "sunmane-vanguard", "kingdom": kingdom},
        {kingdom: stand("sunmane-vanguard")},
        **extra,
    )
    assert broken(value) == expected


def test_seize_needs_to_outnumber_and_not_your_own_crown() -> None:
    outnumbered = duel(
        {"action": "seize-crown", "army": "sunmane-vanguard", "kingdom": "greymarch"},
        {"greymarch": stand("sunmane-vanguard", "greymarch-tuskguard")},
    )
    assert broken(outnumbered) == [("ak-4.4", "move.kingdom")]
    own = duel(
        {"action": "seize-crown", "army": "sunmane-vanguard", "kingdom": "sunmane"},
        {"sunmane": stand("sunmane-vanguard")},
    )
    assert broken(own) == [("ak-4.8", "move.kingdom")]


def test_seizing_from_a_last_kingdom_is_allowed() -> None:
    """ak-q11: the kingdom stays with its owner."""
    value = state(
        RED,
        player("Blue", "greymarch", seat="greymarch"),
        armies={"greymarch": stand("sunmane-vanguard")},
        move={"action": "seize-crown", "player": "Red", "army": "sunmane-vanguard", "kingdom": "greymarch"},
    )
    assert after(value)["players"][1] == {"name": "Blue", "kingdoms": ["greymarch"], "liege": "Red"}


def test_manage_vassal_gives_and_takes_with_direct_vassals_only() -> None:
    """ak-q17: one action, no army, never a last kingdom, never a vassal's vassal."""
    red = player("Red", "sunmane", "emberstripe", seat="sunmane")
    blue = player("Blue", "greymarch", "tallreach", liege="Red")
    green = player("Green", "reefmaw", "blackwater", liege="Blue")

    def manage(kingdom: str, to: str) -> dict[str, Any]:
        return state(
            red,
            blue,
            green,
            armies={"sunmane": stand("tallreach-striders")},
            move={"action": "manage-vassal", "player": "Red", "kingdom": kingdom, "to": to},
        )

    given_away = after(manage("sunmane", "Blue"))
    assert [entry["kingdoms"] for entry in given_away["players"]] == [
        ["emberstripe"],
        ["greymarch", "tallreach", "sunmane"],
        ["reefmaw", "blackwater"],
    ]
    assert given_away["players"][0]["seat"] == "emberstripe"
    assert given_away["armies"] == {"sunmane": [{"army": "tallreach-striders", "owner": "Blue"}]}
    assert given_away["turn"] == {"player": "Red", "actions": 1, "acted": [], "extra_march": False, "managed": True}
    again = {**given_away, "move": {"action": "manage-vassal", "player": "Red", "kingdom": "tallreach", "to": "Red"}}
    assert broken(again) == [("ak-4.9", "move")]  # the rulebook: "one of your Actions per turn"
    assert after(manage("tallreach", "Red"))["players"][1]["kingdoms"] == ["greymarch"]
    assert broken(manage("reefmaw", "Red")) == [("ak-7.5", "move.to")]
    assert broken(manage("sunmane", "Green")) == [("ak-7.5", "move.to")]
    assert broken(manage("hornfast", "Blue")) == [("ak-7.5", "move.kingdom")]
    assert broken(manage("greymarch", "Blue")) == [("ak-7.5", "move.to")]
    assert broken(manage("sunmane", "Nobody")) == [("ak-10.8", "move.to")]
    lonely = state(
        red,
        player("Blue", "greymarch", liege="Red"),
        move={"action": "manage-vassal", "player": "Red", "kingdom": "greymarch", "to": "Red"},
    )
    assert broken(lonely) == [("ak-4.5", "move.kingdom")]


def test_seizing_a_crown_can_make_an_emperor() -> None:
    """ak-q18: a seized crown can end the game as well as a capture."""
    red = player("Red", *KINGDOMS[:6], seat=KINGDOMS[0])
    gold = player("Gold", *KINGDOMS[6:9], seat=KINGDOMS[6])
    value = state(
        red,
        gold,
        armies={KINGDOMS[6]: stand(ARMY_OF[KINGDOMS[0]])},
        move={"action": "seize-crown", "player": "Red", "army": ARMY_OF[KINGDOMS[0]], "kingdom": KINGDOMS[6]},
    )
    assert score(value)["emperor"] is None
    result = score(after(value))
    assert (result["emperor"], result["winners"]) == ("Red", ["Red", "Gold"])


def test_mustering_truce_until_both_hold_three() -> None:
    """ak-q9: no capture from the opponent, battle or forced retreat; free kingdoms and marches are fine."""
    red = player("Red", "sunmane", "emberstripe", "hornfast")
    blue = player("Blue", "greymarch", "tallreach")
    armies = {"tallreach": stand("sunmane-vanguard", "tallreach-striders")}

    def muster(move: dict[str, Any], field: dict[str, Any] = armies) -> dict[str, Any]:
        return state(red, blue, mode="mustering", armies=field, move={"player": "Red", **move})

    assert broken(muster({"action": "battle", "army": "sunmane-vanguard", "target": "tallreach-striders"})) == [
        ("ak-8.4", "move.target")
    ]
    assert broken(
        muster(
            {"action": "capture", "army": "sunmane-vanguard", "kingdom": "tallreach"},
            {"tallreach": stand("sunmane-vanguard")},
        )
    ) == [("ak-8.4", "move.kingdom")]
    assert broken(
        muster(
            {
                "action": "march",
                "army": "hornfast-chargers",
                "kingdom": "tallreach",
                "force_retreat": "tallreach-striders",
            }
        )
    ) == [("ak-8.4", "move.force_retreat")]
    assert check(muster({"action": "march", "army": "hornfast-chargers", "kingdom": "tallreach"}))["valid"]
    assert check(
        muster(
            {"action": "capture", "army": "sunmane-vanguard", "kingdom": "reefmaw"},
            {"reefmaw": stand("sunmane-vanguard")},
        )
    )["valid"]
    ready = state(
        red,
        player("Blue", "greymarch", "tallreach", "reefmaw"),
        mode="mustering",
        armies=armies,
        move={
            "action": "battle",
            "player": "Red",
            "army": "sunmane-vanguard",
            "target": "tallreach-striders",
        },
    )
    assert check(ready)["valid"]


def test_end_turn_passes_to_the_next_player_in_order() -> None:
    result = after(
        state(RED, BLUE, turn={"player": "Blue", "actions": 2}, move={"action": "end-turn", "player": "Blue"})
    )
    assert result["turn"] == {"player": "Red", "actions": 0, "acted": [], "extra_march": False}


@pytest.mark.parametrize(
    ("card", "move", "extra", "expected"),
    [
        (
            "forced-march",
            {"action": "march", "army": "sunmane-vanguard", "kingdom": "reefmaw"},
            {"turn": {"player": "Red", "actions": 2, "acted": ["emberstripe-stalkers"]}},
            [],
        ),
        (
            "fresh-mounts",
            {"action": "march", "army": "sunmane-vanguard", "kingdom": "reefmaw"},
            {"turn": {"player": "Red", "actions": 1, "acted": ["sunmane-vanguard"]}},
            [],
        ),
        (
            "homeward-trail",
            {"action": "march", "army": "sunmane-vanguard", "kingdom": "tallreach"},
            {"retreated": [{"army": "sunmane-vanguard", "kingdom": "tallreach"}]},
            [],
        ),
        (
            "hidden-pass",
            {"action": "march", "army": "sunmane-vanguard", "kingdom": "reefmaw"},
            {"turn": {"player": "Red", "actions": 2, "acted": ["sunmane-vanguard"]}},
            [],
        ),
        (
            "war-drums",
            {"action": "capture", "army": "sunmane-vanguard", "kingdom": "reefmaw", "raid": "tallreach"},
            {"armies": {"reefmaw": stand("sunmane-vanguard")}},
            [],
        ),
        (
            "hidden-pass",
            {"action": "march", "army": "sunmane-vanguard", "kingdom": "wilderness"},
            {},
            [("ak-6.4", "move.kingdom")],
        ),
        (
            "stand-fast",
            {"action": "march", "army": "sunmane-vanguard", "kingdom": "reefmaw"},
            {},
            [("ak-6.4", "move.wilderness")],
        ),
        (
            "war-drums",
            {"action": "battle", "army": "sunmane-vanguard", "target": "tallreach-striders"},
            {"armies": {"tallreach": stand("sunmane-vanguard", "tallreach-striders")}},
            [("ak-6.4", "move.wilderness")],
        ),
        (
            "treasure-map",
            {"action": "march", "army": "sunmane-vanguard", "kingdom": "reefmaw"},
            {},
            [("ak-9.2", "move.wilderness")],
        ),
    ],
)
def test_wilderness_cards_in_moves(
    card: str, move: dict[str, Any], extra: dict[str, Any], expected: list[tuple[str, str]]
) -> None:
    """ak-q20: the helping cards work in a move; the answering cards never do."""
    value = state(
        RED, BLUE, armies=extra.pop("armies", {}), move={"player": "Red", "wilderness": card, **move}, **extra
    )
    assert broken(value) == expected


def test_hidden_pass_spends_no_action() -> None:
    value = duel(
        {"action": "march", "army": "sunmane-vanguard", "kingdom": "reefmaw", "wilderness": "hidden-pass"},
        turn={"player": "Red", "actions": 2, "acted": ["sunmane-vanguard"]},
    )
    assert after(value)["turn"]["actions"] == 2


def card_move(card: str, move: dict[str, Any], armies: Any = None, **extra: Any) -> dict[str, Any]:
    """The duel's Red plays ``card`` with ``move``."""
    return duel({**move, "wilderness": card}, armies, **extra)


def test_battle_cry_lets_any_army_force_one_back_on_arrival() -> None:
    """Battle Cry (ak-6.4): a Raiders army forces a retreat as Attackers do; a Defender still stands."""
    move = {"action": "march", "army": "emberstripe-stalkers", "kingdom": "tallreach"}
    armies = {"tallreach": stand("greymarch-tuskguard", "tallreach-striders")}
    result = after(card_move("battle-cry", {**move, "force_retreat": "tallreach-striders"}, armies))
    assert [entry["army"] for entry in result["armies"]["tallreach"]] == ["greymarch-tuskguard", "emberstripe-stalkers"]
    assert result["retreated"] == [{"army": "tallreach-striders", "kingdom": "tallreach"}]
    assert result["turn"]["actions"] == 1
    assert broken(duel({**move, "force_retreat": "tallreach-striders"}, armies)) == [("ak-5.1", "move.force_retreat")]
    assert broken(card_move("battle-cry", {**move, "force_retreat": "greymarch-tuskguard"}, armies)) == [
        ("ak-5.2", "move.force_retreat")
    ]
    assert broken(
        card_move("battle-cry", {**move, "kingdom": "wilderness", "force_retreat": "tallreach-striders"})
    ) == [("ak-5.1", "move.force_retreat")]
    battle = {"action": "battle", "army": "emberstripe-stalkers", "target": "tallreach-striders"}
    assert broken(
        card_move("battle-cry", battle, {"tallreach": stand("emberstripe-stalkers", "tallreach-striders")})
    ) == [("ak-6.4", "move.wilderness")]


def test_envoy_manages_a_vassal_without_an_action_but_still_once_a_turn() -> None:
    """Envoy (ak-6.4): the vassal deal spends no action and is still the turn's one deal (ak-4.9)."""
    vassal = state(RED, player("Blue", "greymarch", "tallreach", liege="Red"), turn={"player": "Red", "actions": 2})
    give = {"action": "manage-vassal", "player": "Red", "kingdom": "emberstripe", "to": "Blue", "wilderness": "envoy"}
    result = after({**vassal, "move": give})
    assert result["turn"]["actions"] == 2 and result["turn"]["managed"] is True
    assert "emberstripe" in result["players"][1]["kingdoms"]
    assert broken({**vassal, "move": {**give, "wilderness": None}}) == [("ak-3.2", "move")]
    managed = {**vassal, "turn": {"player": "Red", "actions": 0, "managed": True}}
    assert broken({**managed, "move": give}) == [("ak-4.9", "move")]
    assert broken({**vassal, "move": {**give, "to": "Red", "kingdom": "greymarch"}}) == []
    assert broken(card_move("envoy", {"action": "march", "army": "sunmane-vanguard", "kingdom": "reefmaw"})) == [
        ("ak-6.4", "move.wilderness")
    ]


def test_forbidden_ruins_only_with_a_march_into_the_wilderness() -> None:
    """Forbidden Ruins (ak-6.4): played as an army explores; the march spends its action as usual."""
    explore = {"action": "march", "army": "sunmane-vanguard", "kingdom": "wilderness"}
    assert after(card_move("forbidden-ruins", explore))["turn"]["actions"] == 1
    refused = check(card_move("forbidden-ruins", {**explore, "kingdom": "reefmaw"}))["violations"]
    assert [(v["rule"], v["path"], v["message"]) for v in refused] == [
        ("ak-6.4", "move.kingdom", "Forbidden Ruins is played as an army marches into the Wilderness")
    ]


def test_forbidden_ruins_draws_two_and_keeps_one_in_a_played_game() -> None:
    """The played game keeps the first of the two it could play in a move; the other goes under the deck."""
    play = KingdomsPlay(CATALOG, 2, seed=0)
    red = play.table.players[0]
    play.hands[0] = ["forbidden-ruins"]
    play.deck = [card for card in play.deck if card not in ("forbidden-ruins", "forced-march", "stand-fast")]
    play.deck += ["forced-march", "stand-fast"]  # stand-fast on top
    rest = len(play.deck)
    army = play.cards.army_of[red.kingdoms[0]]
    play.apply(
        {"action": "march", "player": "Red", "army": army, "kingdom": "wilderness", "wilderness": "forbidden-ruins"}
    )
    assert play.hands[0] == ["forced-march"]
    assert play.deck[:2] == ["stand-fast", "forbidden-ruins"] and len(play.deck) == rest


@pytest.mark.parametrize("card", ["scouting-party", "spies-at-court"])
def test_cards_played_on_their_own_are_never_part_of_a_move(card: str) -> None:
    """ak-q20: Scouting Party and Spies at Court only show hidden cards, outside any move."""
    result = check(card_move(card, {"action": "march", "army": "sunmane-vanguard", "kingdom": "reefmaw"}))
    name = GAME.card(card).name
    assert [(v["rule"], v["path"], v["message"]) for v in result["violations"]] == [
        (
            "ak-6.4",
            "move.wilderness",
            f"{name} is played on its own, outside any move; it changes nothing on the table",
        )
    ]


def test_oath_of_fealty_answers_a_seizing_and_is_never_part_of_a_move() -> None:
    """ak-q20: Oath of Fealty answers another player's seizing, like Stand Fast, Ambush and Safe Haven."""
    armies = {"greymarch": stand("sunmane-vanguard")}
    seize = {"action": "seize-crown", "army": "sunmane-vanguard", "kingdom": "greymarch"}
    assert broken(card_move("oath-of-fealty", seize, armies)) == [("ak-6.4", "move.wilderness")]


def test_rallying_horn_brings_an_army_from_hand_onto_your_own_kingdom_for_free() -> None:
    """Rallying Horn (ak-6.4): from hand, onto a kingdom of yours, no action spent, and the army has acted."""
    rally = {"action": "march", "army": "emberstripe-stalkers", "kingdom": "sunmane"}
    spent = {"turn": {"player": "Red", "actions": 2, "acted": ["sunmane-vanguard"]}}
    result = after(card_move("rallying-horn", rally, **spent))
    assert result["turn"] == {
        "player": "Red",
        "actions": 2,
        "acted": ["sunmane-vanguard", "emberstripe-stalkers"],
        "extra_march": False,
    }
    assert result["armies"] == {"sunmane": [{"army": "emberstripe-stalkers", "owner": "Red"}]}
    assert broken(duel(rally, **spent)) == [("ak-3.2", "move")]
    on_field = {"reefmaw": stand("emberstripe-stalkers")}
    assert broken(card_move("rallying-horn", rally, on_field)) == [("ak-6.4", "move.army")]
    assert broken(card_move("rallying-horn", {**rally, "kingdom": "tallreach"})) == [("ak-6.4", "move.kingdom")]
    assert broken(card_move("rallying-horn", {**rally, "kingdom": "reefmaw"})) == [("ak-6.4", "move.kingdom")]
    assert broken(card_move("rallying-horn", {**rally, "kingdom": "wilderness"})) == [("ak-6.4", "move.kingdom")]
    acted = {"turn": {"player": "Red", "actions": 1, "acted": ["emberstripe-stalkers"]}}
    assert broken(card_move("rallying-horn", rally, **acted)) == [("ak-3.2", "move.army")]


def test_thundering_herd_captures_or_seizes_on_a_tie() -> None:
    """Thundering Herd (ak-6.4): equal numbers are enough to capture or seize; fewer are not."""
    tie = {"tallreach": stand("sunmane-vanguard", "tallreach-striders")}
    capture = {"action": "capture", "army": "sunmane-vanguard", "kingdom": "tallreach"}
    assert "tallreach" in after(card_move("thundering-herd", capture, tie))["players"][0]["kingdoms"]
    assert broken(duel(capture, tie)) == [("ak-4.4", "move.kingdom")]
    fewer = {"tallreach": stand("sunmane-vanguard", "tallreach-striders", "greymarch-tuskguard")}
    result = check(card_move("thundering-herd", capture, fewer))
    assert [v["message"] for v in result["violations"]] == [
        "Red has 1 army on Tallreach against 2 enemy: not even a tie, which Thundering Herd needs"
    ]
    crowned = {"greymarch": stand("sunmane-vanguard", "greymarch-tuskguard")}
    seize = {"action": "seize-crown", "army": "sunmane-vanguard", "kingdom": "greymarch"}
    seized = after(card_move("thundering-herd", seize, crowned))
    assert seized["players"][1]["liege"] == "Red"
    battle = {"action": "battle", "army": "sunmane-vanguard", "target": "tallreach-striders"}
    assert broken(card_move("thundering-herd", battle, tie)) == [("ak-6.4", "move.wilderness")]


def test_a_played_game_offers_every_card_a_move_can_play() -> None:
    """The play engine proposes each helping card where it helps, and never the answers or look-only cards."""
    play = KingdomsPlay(CATALOG, 3, seed=0)
    play.table = read_state(
        state(
            player("Red", "sunmane", "emberstripe", "frostfang", seat="sunmane"),
            player("Blue", "greymarch", "tallreach", seat="greymarch"),
            player("Green", "reefmaw", liege="Red"),
            armies={
                "tallreach": stand("sunmane-vanguard", "tallreach-striders"),
                "hornfast": stand("emberstripe-stalkers"),
            },
            retreated=[{"army": "emberstripe-stalkers", "kingdom": "greymarch"}],
            turn={"player": "Red", "actions": 0, "acted": []},
        )
    )
    everything = [card.id for card in GAME.cards if card.kind == "wilderness"]
    play.hands[0] = everything
    played = {move["wilderness"] for move in play.legal_moves() if "wilderness" in move}
    answers = {"stand-fast", "ambush", "safe-haven", "oath-of-fealty", "scouting-party", "spies-at-court"}
    assert played == set(everything) - answers
    herd = [move for move in play.legal_moves() if move.get("wilderness") == "thundering-herd"]
    assert {
        "action": "capture",
        "player": "Red",
        "army": "sunmane-vanguard",
        "kingdom": "tallreach",
        "wilderness": "thundering-herd",
    } in herd


def test_armies_off_the_table_are_in_hand_or_in_the_army_deck() -> None:
    """ak-q21: an army of a free kingdom cannot act; the player's own army acts from hand."""
    assert broken(duel({"action": "march", "army": "reefmaw-hunters", "kingdom": "tallreach"})) == [
        ("ak-3.2", "move.army")
    ]
    assert check(duel({"action": "march", "army": "emberstripe-stalkers", "kingdom": "tallreach"}))["valid"]


@pytest.mark.parametrize(
    ("move", "path", "message"),
    [
        (
            {"action": "fly", "player": "Red"},
            "move.action",
            'unknown action "fly" (expected one of: march, capture, battle, seize-crown, manage-vassal, end-turn)',
        ),
        (
            {"action": "march", "player": "Red", "army": "sunmane-vanguard"},
            "move.kingdom",
            "missing (a march names army, kingdom)",
        ),
        (
            {
                "action": "march",
                "player": "Red",
                "army": "sunmane-vanguard",
                "kingdom": "reefmaw",
                "fleet": "yes",
            },
            "move.fleet",
            'expected true or false, got "yes"',
        ),
        (
            {"action": "end-turn", "player": "Red", "wilderness": "forced-march"},
            "move.wilderness",
            "unknown field (expected one of: action, player)",
        ),
        ({"action": "battle", "player": 3}, "move.player", "expected a string, got 3"),
    ],
)
def test_unreadable_moves(move: dict[str, Any], path: str, message: str) -> None:
    """A move that does not fit the format is an input error for score and check, whatever the table."""
    for run, table in (
        (check, state(RED, BLUE)),
        (score, state(RED, BLUE)),
        (check, state(RED, player("Blue"))),
    ):
        with pytest.raises(StateError) as error:
            run({**table, "move": move})
        assert (error.value.path, error.value.message) == (path, message)


# ---------------------------------------------------------------------------------------------------------
# Data, rules and rulings


def test_card_counts_match_the_rulebook() -> None:
    kinds = {
        kind: sum(card.count for card in GAME.cards if card.kind == kind)
        for kind in ("kingdom", "army", "crown", "wilderness")
    }
    assert kinds == {"kingdom": 16, "army": 16, "crown": 8, "wilderness": 16}
    armies = {card.id: card.extra for card in GAME.cards if card.kind == "army"}
    assert sorted(ARMY_OF.values()) == sorted(armies)
    assert all(armies[army]["kingdom"] == kingdom for kingdom, army in ARMY_OF.items())
    singles = [len(extra["specialisations"]) for extra in armies.values()]
    assert sorted(singles) == [1] * 15 + [4]
    wilderness = [card for card in GAME.cards if card.kind == "wilderness"]
    assert {card.count for card in wilderness} == {1}  # rule ak-6.4: sixteen different cards, one copy each
    assert len({card.extra["effect"] for card in wilderness}) == len(wilderness) == 16
    assert len({card.color for card in GAME.cards if card.kind == "crown"}) == 8
    assert len({card.symbol for card in GAME.cards if card.kind == "crown"}) == 8


def test_catalog_problems_find_broken_pairs() -> None:
    cards = [dict(card) for card in CATALOG.cards]
    for card in cards:
        if card["id"] == "sunmane":
            card["army"] = "hornfast-chargers"
        if card["id"] == "elder-dragon":
            card["specialisations"] = ["attackers", "swimming"]
        if card["id"] == "envoy":
            card["effect"] = "teleport"
    broken_catalog = type(CATALOG)(game=CATALOG.game, cards=tuple(cards))
    assert ak.catalog_problems(broken_catalog) == [
        ("sunmane", "army", "its army hornfast-chargers belongs to 'hornfast'"),
        (
            "elder-dragon",
            "specialisations",
            "unknown 'swimming' (expected attackers, defenders, raiders, fleet-of-foot)",
        ),
        (
            "",
            "specialisations",
            "expected exactly one army with all four specialisations (the Elder Dragon), found 0",
        ),
        ("envoy", "effect", "unknown effect 'teleport' (expected one of: " + ", ".join(sorted(EFFECTS)) + ")"),
    ]
    assert ak.catalog_problems(CATALOG) == []


def test_listing_extras() -> None:
    dragon = next(card for card in CATALOG.cards if card["id"] == "elder-dragon")
    assert ak.listing_extras(dragon, CATALOG) == {
        "kingdom": "wyrmdeep",
        "specialisations": ["attackers", "defenders", "raiders", "fleet-of-foot"],
    }


def test_every_cited_rule_exists() -> None:
    known = {rule.id for rule in GAME.rules}
    modules = [ak, animal_kingdoms_moves, animal_kingdoms_state, animal_kingdoms_chain]
    cited = {rule for module in modules for rule in re.findall(r'"(ak-\d+\.\d+)"', Path(module.__file__).read_text())}
    assert cited and cited <= known


def test_doctests() -> None:
    for module in (ak, animal_kingdoms_chain):
        assert doctest.testmod(module).failed == 0


# ---------------------------------------------------------------------------------------------------------
# Golden fixtures


def test_golden_fixtures() -> None:
    paths = sorted(FIXTURES.glob("*.json"))
    assert len(paths) >= 5
    for path in paths:
        case = json.loads(path.read_text(encoding="utf-8"))
        assert score(case["state"]) == case["score"], path.name
        assert check(case["state"]) == case["check"], path.name


def test_explain_check_tells_a_bad_move_from_a_bad_table() -> None:
    illegal = check(duel({"action": "battle", "army": "sunmane-vanguard", "target": "greymarch-tuskguard"}))
    assert ak.explain_check(illegal) == ["The table breaks no rule, but the move is not legal."]
    assert ak.explain_check(check(state(RED, player("Blue")))) == []
    legal = check(duel({"action": "march", "army": "sunmane-vanguard", "kingdom": "reefmaw"}))
    assert ak.explain_check(legal) == [
        "Legal move: Red marches Sunmane Vanguard onto Reefmaw.",
        "After it: Red: 2 kingdoms; Blue: 2 kingdoms.",
        "(--json shows the whole table after it.)",
    ]


@pytest.mark.parametrize(
    ("move", "armies", "play"),
    [
        (
            {
                "action": "march",
                "army": "sunmane-vanguard",
                "kingdom": "wilderness",
                "wilderness": "forced-march",
            },
            {},
            "Red marches Sunmane Vanguard into the Wilderness, playing Forced March",
        ),
        (
            {"action": "capture", "army": "emberstripe-stalkers", "kingdom": "reefmaw", "raid": "tallreach"},
            {"reefmaw": stand("emberstripe-stalkers")},
            "Red captures Reefmaw (a free kingdom) with Emberstripe Stalkers, which then raid on to Tallreach",
        ),
        (
            {"action": "capture", "army": "sunmane-vanguard", "kingdom": "tallreach"},
            {"tallreach": stand("sunmane-vanguard")},
            "Red captures Tallreach from Blue with Sunmane Vanguard",
        ),
        (
            {"action": "battle", "army": "sunmane-vanguard", "target": "tallreach-striders"},
            {"tallreach": stand("sunmane-vanguard", "tallreach-striders")},
            "Red battles with Sunmane Vanguard: Tallreach Striders retreat to their owner's hand",
        ),
        (
            {"action": "seize-crown", "army": "sunmane-vanguard", "kingdom": "greymarch"},
            {"greymarch": stand("sunmane-vanguard")},
            "Red seizes Blue's crown under Greymarch with Sunmane Vanguard: Blue becomes Red's vassal",
        ),
        ({"action": "end-turn"}, {}, "Red ends the turn; Blue is next"),
    ],
)
def test_the_play_in_words(move: dict[str, Any], armies: dict[str, Any], play: str) -> None:
    assert check(duel(move, armies))["play"] == play


def test_the_vassal_deals_in_words() -> None:
    blue = player("Blue", "greymarch", "tallreach", liege="Red")
    give = state(RED, blue, move={"action": "manage-vassal", "player": "Red", "kingdom": "sunmane", "to": "Blue"})
    take = state(RED, blue, move={"action": "manage-vassal", "player": "Red", "kingdom": "tallreach", "to": "Red"})
    assert (check(give)["play"], check(take)["play"]) == (
        "Red gives Sunmane to Blue",
        "Red takes Tallreach from Blue",
    )


@st.composite
def forests(draw: st.DrawFn) -> dict[str, Any]:
    """Tables whose lieges form trees (a liege always comes earlier before shuffling), kingdoms dealt out."""
    count = draw(st.integers(2, 8))
    lieges = [None] + [draw(st.none() | st.integers(0, index - 1)) for index in range(1, count)]
    deck = draw(st.permutations(KINGDOMS))
    cuts = sorted(draw(st.lists(st.integers(0, 16), min_size=count, max_size=count)))
    holdings = [deck[start:end] for start, end in zip([0, *cuts[:-1]], cuts, strict=True)]
    players = [
        player(f"P{index}", *holdings[index], liege=None if liege is None else f"P{liege}")
        for index, liege in enumerate(lieges)
    ]
    return state(*draw(st.permutations(players)))


@settings(max_examples=200, deadline=None)
@given(value=forests())
def test_empires_against_a_recursive_oracle(value: dict[str, Any]) -> None:
    """ak-q1, ak-q2: empire = own kingdoms + vassals' empires; the free majority holder's subtree wins."""
    players = value["players"]

    def oracle(name: str) -> int:
        own = next(len(entry["kingdoms"]) for entry in players if entry["name"] == name)
        return own + sum(oracle(entry["name"]) for entry in players if entry["liege"] == name)

    def subtree(name: str) -> set[str]:
        return {name}.union(*(subtree(entry["name"]) for entry in players if entry["liege"] == name))

    result = score(value)
    assert {entry["name"]: entry["empire"] for entry in result["players"]} == {
        entry["name"]: oracle(entry["name"]) for entry in players
    }
    rulers = [entry["name"] for entry in players if entry["liege"] is None and oracle(entry["name"]) >= 9]
    assert result["emperor"] == (rulers[0] if rulers else None)
    assert set(result["winners"]) == (subtree(rulers[0]) if rulers else set())
    assert len(rulers) <= 1


def test_header_values_the_rulebook_leaves_out_carry_their_reasons() -> None:
    """The rulebook says two or more players and gives no time or age; the most players is the Crown count."""
    assert sorted(GAME.designed) == ["age", "minutes", "players"]
    assert GAME.players == (2, ak.card_facts(CATALOG).crowns)


def test_ak_q23_the_long_war_ends_the_game_after_30_rounds() -> None:
    """ak-q23: when round 30 ends without an Emperor, the largest free empire wins (ties share)."""
    from generator.scoring.animal_kingdoms.play import setup

    play = setup(CATALOG, 3, seed=7)
    assert play.round_limit == 30
    while not play.is_over():
        assert play.rounds <= 30 and not play.long_war
        play.apply({"action": "end-turn", "player": play.table.players[play.to_act()].name})
    assert play.long_war and play.rounds == 30
    assert play.winners() == [0, 1, 2]  # nobody moved: three empires of one kingdom share the victory
