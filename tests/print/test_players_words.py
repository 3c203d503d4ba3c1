"""What players read speaks to players: no card face or aid, and no rule or ruling about play on the rules site,
names the toolkit, the checker, states, JSON, bots, fields or ids (the printed booklets: test_booklet.py)."""

from __future__ import annotations

import re

import pytest
from found_games import GAMES

from generator import pages
from generator.data.load import load_game
from generator.data.model import Game
from generator.games import back, front
from generator.layout.shapes import Text
from generator.layout.units import Style
from tests.print import data_only
from tests.print.players_words import developer_words

HEADING = re.compile(r"^## .*\{ #([a-z0-9.-]+) \}$", re.MULTILINE)
MARKUP = re.compile(r"<[^>]*>|\{[^}]*\}|\]\([^)]*\)")
"""What a reader of the page does not see: HTML tags, attribute lists, link targets."""


def game_of(game_id: str) -> Game:
    """A game found, or the game given by its card data alone."""
    return data_only.game() if game_id == data_only.GAME_ID else load_game(game_id)


@pytest.mark.parametrize("game_id", [*GAMES, data_only.GAME_ID])
def test_no_face_or_aid_names_the_toolkits_words(game_id: str) -> None:
    game = game_of(game_id)
    for style in Style:
        faces = [front(game, card, 0.0, style) for card in game.cards]
        faces += [face for deck in game.decks if (face := back(game, deck, 0.0, style)) is not None]
        for face in faces:
            words = " ".join(shape.text for shape in face.shapes if isinstance(shape, Text))
            assert developer_words(game, words) == [], face.label


def blocks(page: str) -> dict[str, str]:
    """A rules site page cut at its headings, by each heading's anchor."""
    marks = list(HEADING.finditer(page))
    return {
        mark.group(1): page[mark.start() : marks[number + 1].start() if number + 1 < len(marks) else len(page)]
        for number, mark in enumerate(marks)
    }


@pytest.mark.parametrize("game_id", GAMES)
def test_the_sites_rules_and_rulings_of_play_speak_to_players(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    game = game_of(game_id)
    every_page = pages.pages_of
    wanted = ("rules.md", "rulings.md")
    monkeypatch.setattr(pages, "pages_of", lambda game_id: tuple(p for p in every_page(game_id) if p[0] in wanted))
    site = {page.path.rsplit("/", 1)[1]: page.markdown for page in pages.game_pages(game, [], {}, None)}
    rules, rulings = blocks(site["rules.md"]), blocks(site["rulings.md"])
    of_play = [rules[section.id] for section in game.sections if section.in_summary]
    of_play += [rulings[ruling.id] for ruling in game.rulings if not ruling.checker]
    assert len(of_play) == sum(section.in_summary for section in game.sections) + sum(
        not ruling.checker for ruling in game.rulings
    )
    for block in of_play:
        assert developer_words(game, MARKUP.sub(" ", block)) == [], block[:80]
