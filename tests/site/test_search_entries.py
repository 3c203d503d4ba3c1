"""The search entries of rules, rulings and cards (``generator/search_entries.py``): plain text, which the theme
shows as the excerpt of a result, never Markdown's syntax (issue 34: rm-6.1's excerpt showed "| 1 | 2 | 3 | |---|")."""

from __future__ import annotations

from pathlib import Path

import pytest
from fixture_games import data_folder
from found_games import GAMES

from generator.data.load import load_game
from generator.search_entries import ALIASES, game_entries

END_TEXT = 'text = "When the draw pile runs out, each player scores the values of the longest run of one stall in front'
TABLE_TEXT = '''text = """Each player scores the longest run of one stall:

| run | 1 | 2 | 3 |
|---|:-:|---|--:|
| points | 1 | *3* | **6** |
| | | | |

The highest score wins."""
'''


def test_a_rules_table_is_searched_as_words(tmp_path: Path) -> None:
    """A row's cells joined by " · ", the rows by "; ", an empty row dropped, the cells' markup too."""
    data = data_folder(tmp_path / "card_data", "harvest-fair")
    rules = data / "harvest-fair" / "rules.toml"
    lines = rules.read_text(encoding="utf-8").splitlines(keepends=True)
    [end] = [index for index, line in enumerate(lines) if line.startswith(END_TEXT)]
    rules.write_text("".join([*lines[:end], TABLE_TEXT, *lines[end + 1 :]]), encoding="utf-8")
    [entry] = [entry for entry in game_entries(load_game("harvest-fair", data)) if entry["location"].endswith("hf-2.3")]
    assert entry["text"] == (
        "<p>Each player scores the longest run of one stall:\nrun · 1 · 2 · 3; points · 1 · 3 · 6.\n"
        "The highest score wins.</p>"
    )


@pytest.mark.parametrize("game_id", GAMES)
def test_every_search_entry_is_plain_text(game_id: str) -> None:
    """No tag (a text's own "<" is escaped), no table's pipes or rule of dashes, in any title, text or aliases."""
    syntax = {}
    for entry in game_entries(load_game(game_id)):
        for field in ("title", "text", ALIASES):
            words = entry.get(field, "").removeprefix("<p>").removesuffix("</p>")
            if any(mark in words for mark in ("<", ">", "|", "---")):
                syntax[entry["location"]] = words
    assert syntax == {}
