"""Learn to play agrees with the numbered rules: every rule of play (the rules the booklet prints) is taught in the
learn-to-play part or on a player aid, where a phrase of it is found, or is left out for a stated reason; and a
rule that is our design or our reading is flagged as such in the paragraph that teaches it.

Each game's tests say where each of its rules is taught: ``tests/games/<game>/teaching.py``, ``TAUGHT``, rule
id → ``[(where, phrase), …]`` (``where``: a chapter of ``learn.toml``, or ``card:<id>`` for an aid), or the
reason it is left out.
"""

from __future__ import annotations

import re

import pytest
from found_games import GAME_TESTS, GAMES, game_module

from generator.data.load import load_game
from generator.data.model import Game
from generator.data.references import expand_plain

FLAGS = ("our design", "our reading")
"""How a rule says that it is ours, not the rulebook's."""
MARKS = re.compile(r"[*_`]")


def plain(text: str) -> str:
    """A text as a reader takes it in: without Markdown's marks, lower case, its spaces collapsed."""
    return " ".join(MARKS.sub("", text).lower().split())


def paragraphs(game: Game, where: str) -> list[str]:
    """The paragraphs of a chapter of the learn-to-play part, or of an aid's text (``card:<id>``)."""
    assert game.learn is not None
    text = game.card(where[5:]).text if where.startswith("card:") else game.learn.part(where).text
    return [plain(paragraph) for paragraph in expand_plain(game, text).split("\n\n")]


def where_taught(game_id: str) -> dict[str, list[tuple[str, str]] | str]:
    """The game's table of where each rule of play is taught."""
    module = game_module(GAME_TESTS, game_id, "teaching")
    assert module is not None, f"tests/games/{game_id}/teaching.py: say where each rule of play is taught"
    taught: dict[str, list[tuple[str, str]] | str] = module.TAUGHT
    return taught


@pytest.mark.parametrize("game_id", GAMES)
def test_every_rule_of_play_is_taught_or_left_out_for_a_reason(game_id: str) -> None:
    game = load_game(game_id)
    taught = where_taught(game_id)
    of_play = [rule for section in game.sections if section.in_summary for rule in section.rules]
    assert set(taught) == {rule.id for rule in of_play}  # every rule the booklet prints, and no other
    for rule in of_play:
        places = taught[rule.id]
        if isinstance(places, str):
            assert len(places.split()) >= 4, (rule.id, "a reason, in words")
            continue
        flag = next((flag for flag in FLAGS if flag in plain(rule.text)), None)
        for where, phrase in places:
            found = [paragraph for paragraph in paragraphs(game, where) if plain(phrase) in paragraph]
            assert found, (rule.id, where, phrase)
            if flag is not None:
                assert any(flag in paragraph for paragraph in found), (rule.id, where, f"flag it: {flag}")
