"""Every game with rules documents its state format beside its scoring package (``FORMAT.md``, shown on the site's
state-format page), and every example there still scores and checks as documented.

An example is a ```json block holding a table; a ```json block whose line before names `pnp score` or `pnp check`
is what that command's ``--json`` gives for the table before it: every field it shows must be in the result, with
that value (lists element by element), so a documented result may leave fields out but never be wrong.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from found_games import WITH_RULES

from generator.pages import FORMAT_FILE
from generator.scoring import check, score
from generator.scoring.games import package_folder

REPO = Path(__file__).resolve().parents[2]
COMMANDS = {"`pnp score": score, "`pnp check": check}


def examples(text: str) -> list[tuple[str, Any, Any]]:
    """(command, table, documented result) of every documented result of a FORMAT.md, in its order."""
    found: list[tuple[str, Any, Any]] = []
    table = None
    for line_before, block in re.findall(r"([^\n]*)\n+```json\n(.*?)\n```", text, re.DOTALL):
        command = next((name for name in COMMANDS if name in line_before), None)
        if command is None:
            table = json.loads(block)
        else:
            assert table is not None, f"a result with no table before it: {line_before}"
            found.append((command, table, json.loads(block)))
    return found


def holds(result: Any, documented: Any) -> bool:
    """Whether ``result`` has every field ``documented`` shows, with its value (lists element by element)."""
    if isinstance(documented, dict):
        shown = documented.items()
        return isinstance(result, dict) and all(key in result and holds(result[key], value) for key, value in shown)
    if isinstance(documented, list):
        return isinstance(result, list) and len(result) == len(documented) and all(map(holds, result, documented))
    return bool(result == documented)


def test_a_documented_result_must_match_the_fields_it_shows() -> None:
    assert holds({"winners": ["Ada"], "court": 10}, {"winners": ["Ada"]})
    assert not holds({"winners": ["Ada"]}, {"winners": ["Bo"]})
    assert not holds({"winners": ["Ada", "Bo"]}, {"winners": ["Ada"]})
    assert not holds({"court": 10}, {"court": 10, "victory": "solo"})
    assert holds([{"name": "Ada", "points": 7}], [{"points": 7}])


def test_examples_are_read_in_order_each_result_with_the_table_before_it() -> None:
    text = 'A table:\n\n```json\n{"a": 1}\n```\n\n`pnp score x --json` gives:\n\n```json\n{"b": 2}\n```\n\n'
    text += 'Another:\n```json\n{"a": 3}\n```\n`pnp check x --json`:\n```json\n{"valid": true}\n```\n'
    assert examples(text) == [("`pnp score", {"a": 1}, {"b": 2}), ("`pnp check", {"a": 3}, {"valid": True})]


@pytest.mark.parametrize("game_id", WITH_RULES)
def test_every_documented_example_scores_and_checks_as_documented(game_id: str) -> None:
    text = (REPO / package_folder(game_id) / FORMAT_FILE).read_text(encoding="utf-8")
    found = examples(text)
    assert {command for command, _table, _result in found} == set(COMMANDS), "an example of each command"
    for command, table, documented in found:
        result = COMMANDS[command](game_id, table)
        assert holds(result, documented), f"{command} of {json.dumps(table)}:\n{json.dumps(result)}"


@pytest.mark.parametrize("game_id", WITH_RULES)
def test_the_state_format_links_nowhere_outside_the_repository(game_id: str) -> None:
    text = (REPO / package_folder(game_id) / FORMAT_FILE).read_text(encoding="utf-8")
    assert "](" not in text and "shared/" not in text
