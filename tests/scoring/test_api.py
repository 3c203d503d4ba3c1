"""The public scoring API: dispatch, JSON text output, the browser envelope, and no crash on any JSON."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from found_games import WITH_RULES
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator import scoring
from generator.scoring import StateError, game_ids

REPO = Path(__file__).resolve().parents[2]
FIXTURES = REPO / "tests" / "fixtures"
ANY_GAME = WITH_RULES[0]
"""A game with rules, for what the JSON reader refuses before any game reads the state."""

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 60) | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=10), children, max_size=5),
    max_leaves=25,
)


def fixtures(game_id: str) -> list[dict[str, Any]]:
    return [json.loads(path.read_text(encoding="utf-8")) for path in sorted((FIXTURES / game_id).glob("*.json"))]


def mutations(game_id: str) -> st.SearchStrategy[Any]:
    """Golden states with one value somewhere replaced by arbitrary JSON."""

    def mutate(state: Any, path: list[int], value: Any) -> Any:
        if not path or not isinstance(state, dict | list) or not state:
            return value
        keys = list(state) if isinstance(state, dict) else list(range(len(state)))
        key = keys[path[0] % len(keys)]
        copy = dict(state) if isinstance(state, dict) else list(state)
        copy[key] = mutate(state[key], path[1:], value)
        return copy

    states = [fixture["state"] for fixture in fixtures(game_id)]
    return st.builds(mutate, st.sampled_from(states), st.lists(st.integers(0, 50), max_size=6), json_values)


@pytest.mark.parametrize("game_id", WITH_RULES)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_json_gives_a_result_or_a_state_error(game_id: str, data: st.DataObject) -> None:
    state = data.draw(json_values | mutations(game_id))
    for run in (scoring.score, scoring.check):
        try:
            result = run(game_id, state)
        except StateError as error:
            assert str(error)
        else:
            assert isinstance(result, dict)
            json.dumps(result)


@pytest.mark.parametrize("game_id", WITH_RULES)
def test_golden_fixtures(game_id: str) -> None:
    cases = fixtures(game_id)
    assert len(cases) >= 4
    for case in cases:
        assert scoring.score(game_id, case["state"]) == case["score"]
        assert scoring.check(game_id, case["state"]) == case["check"]


@pytest.mark.parametrize("game_id", WITH_RULES)
def test_json_text_functions_match_the_dict_results(game_id: str) -> None:
    case = fixtures(game_id)[0]
    text = json.dumps(case["state"])
    assert json.loads(scoring.score_json(game_id, text)) == case["score"]
    assert json.loads(scoring.check_json(game_id, text)) == case["check"]
    assert scoring.score_json(game_id, text) == json.dumps(case["score"], indent=2, ensure_ascii=False)


@pytest.mark.parametrize("game_id", WITH_RULES)
def test_respond_envelope(game_id: str) -> None:
    case = fixtures(game_id)[0]
    answer = json.loads(scoring.respond("score", game_id, json.dumps(case["state"])))
    assert answer["ok"] is True
    assert answer["result"] == case["score"]
    assert answer["output"] == json.dumps(case["score"], indent=2, ensure_ascii=False)
    assert json.loads(scoring.respond("score", game_id, "{")) == {
        "ok": False,
        "error": "not valid JSON: Expecting property name enclosed in double quotes at line 1, column 2",
    }
    assert json.loads(scoring.respond("deal", game_id, "{}")) == {"ok": False, "error": "unknown command 'deal'"}


def test_a_game_without_rules_is_an_error_envelope_naming_those_with_rules() -> None:
    assert json.loads(scoring.respond("score", "chess", "{}")) == {
        "ok": False,
        "error": f"no rules for the game 'chess' (games with rules: {', '.join(game_ids())})",
    }


def test_a_key_given_twice_is_refused_not_silently_dropped() -> None:
    text = '{"court": [], "villages": {"Ann": ["AH"], "Ann": ["2H"]}}'
    with pytest.raises(StateError, match=r"^villages\.Ann: this key appears twice in one object$"):
        scoring.score_json(ANY_GAME, text)
    assert json.loads(scoring.respond("check", ANY_GAME, text)) == {
        "ok": False,
        "error": "villages.Ann: this key appears twice in one object",
    }


@pytest.mark.parametrize(
    ("text", "error"),
    [
        (
            '{"court": [], "villages": {"A\\udfff": []}}',
            "villages: expected text keys, got a lone surrogate escape (\\ud800-\\udfff)",
        ),
        (
            '{"court": ["K\\ud800"], "villages": {}}',
            "court[0]: expected text, got a lone surrogate escape (\\ud800-\\udfff)",
        ),
        ('{"court": [NaN]}', "not valid JSON: NaN is not a JSON value"),
        ('{"court": [-Infinity]}', "not valid JSON: -Infinity is not a JSON value"),
        ('{"court": [1e999]}', "not valid JSON: the number 1e999 is too large"),
    ],
)
def test_text_that_json_allows_but_no_state_holds_is_refused(text: str, error: str) -> None:
    assert json.loads(scoring.respond("score", ANY_GAME, text)) == {"ok": False, "error": error}


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("[" * 100_000, "not valid JSON: nested too deeply"),
        (
            "9" * 5000,
            "not valid JSON: a number with thousands of digits",
        ),
    ],
)
def test_unparsable_text_gives_an_error_envelope(text: str, error: str) -> None:
    assert json.loads(scoring.respond("score", ANY_GAME, text)) == {"ok": False, "error": error}
