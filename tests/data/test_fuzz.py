"""Card data fuzzed structurally and by value: every file of every game, mutated by hypothesis, gives
located problems (never a traceback, never a Python repr, never a value repeated in full).

The quick run is part of every test run; the thorough one (``-m slow``) tries thousands of mutations.
"""

from __future__ import annotations

import math
import re
import shutil
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from found_games import GAMES
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from toml_text import dumps

from generator.data.problems import DataError, Problem
from generator.games.printable import load_printable_games

CARD_DATA = Path(__file__).resolve().parents[2] / "card_data"
FILES = sorted(path.relative_to(CARD_DATA) for path in CARD_DATA.rglob("*.toml"))
LONG = "x" * 5000
KEYS = ["id", "name", "count", "kind", "x", "rule", "card", "fields", "section"]
INTERNALS = re.compile(r"Traceback|object at 0x|<class |Error\(|\\x[0-9a-f]{2}'|^\s+File \"")
LONGEST_MESSAGE = 400
"""A problem's text never grows with the value it is about: long values are cut short."""

scalars = st.one_of(
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.sampled_from([0, -1, 1, 10**9, 2**63 - 1]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.booleans(),
    st.text(max_size=30),
    st.sampled_from(["", LONG, "{{ count('x') }}", "{{", "#zzzzzz", "a\x00b", "рус", "🦁", "id"]),
)
values = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(
            st.sampled_from(["id", "name", "count", "kind", "x", "rule", "card", "fields"]), inner, max_size=4
        ),
    ),
    max_leaves=8,
)


def paths(node: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place in a parsed document, the document itself first."""
    yield prefix
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for key, value in items:
        yield from paths(value, (*prefix, key))


def mutate(document: dict[str, Any], draw: Any) -> dict[str, Any]:
    """Replace, delete or add one value somewhere in ``document`` (changes it in place)."""
    places = [place for place in paths(document) if place]
    place = draw(st.sampled_from(places))
    parent = document
    for key in place[:-1]:
        parent = parent[key]
    action = draw(st.sampled_from(["replace", "replace", "delete", "add", "wrap"]))
    if action == "delete" and isinstance(parent, dict):
        del parent[place[-1]]
    elif action == "add" and isinstance(parent, dict):
        parent[draw(st.sampled_from(KEYS))] = draw(values)
    elif action == "wrap":  # a table where an array belongs and the other way round
        value = parent[place[-1]]
        parent[place[-1]] = value[0] if isinstance(value, list) and value else [value]
    else:
        parent[place[-1]] = draw(values)
    return document


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    copy = tmp_path_factory.mktemp("fuzz") / "card_data"
    shutil.copytree(CARD_DATA, copy)
    return copy


def assert_located(problems: list[Problem], data: Path) -> None:
    for problem in problems:
        text = str(problem)
        assert problem.file.startswith(("card_data/", str(data))), text
        assert problem.file.endswith((".toml", "card_data")) or "/" in problem.file, text
        assert not INTERNALS.search(text), text
        assert len(text) <= LONGEST_MESSAGE + len(problem.file), text


def run_mutations(data: Path, examples: int) -> None:
    @settings(
        max_examples=examples,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(st.sampled_from(FILES), st.integers(1, 3), st.data())
    def check(file: Path, mutations: int, draw: st.DataObject) -> None:
        original = (CARD_DATA / file).read_text(encoding="utf-8")
        document = tomllib.loads(original)
        for _ in range(mutations):
            if any(True for place in paths(document) if place):
                document = mutate(document, draw.draw)
        target = data / file
        target.write_text(dumps(document), encoding="utf-8")
        games = [file.parts[0]] if len(file.parts) == 2 else [GAMES[0]]
        try:
            load_printable_games(games, data)
        except DataError as error:
            assert error.problems
            assert_located(error.problems, data)
        finally:
            target.write_text(original, encoding="utf-8")

    check()


@pytest.mark.parametrize("examples", [150, pytest.param(2000, marks=pytest.mark.slow)], ids=["quick", "thorough"])
def test_mutated_card_data_gives_located_problems(data: Path, examples: int) -> None:
    run_mutations(data, examples)


def test_the_writer_round_trips_every_file() -> None:
    for file in FILES:
        document = tomllib.loads((CARD_DATA / file).read_text(encoding="utf-8"))
        assert tomllib.loads(dumps(document)) == document


def test_nan_and_infinite_numbers_round_trip() -> None:
    document = tomllib.loads(dumps({"a": math.nan, "b": -math.inf, "c": '\x00\x7f"\\'}))
    assert math.isnan(document["a"]) and document["b"] == -math.inf and document["c"] == '\x00\x7f"\\'
