"""Tabletop Simulator: sheet geometry (cells within 4096 px, at most 10 × 7, the hidden card last) and the
saved object of every game (its structure, and its cards and counts against the data)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
from found_games import GAMES

from generator.builder.decks import design_decks
from generator.builder.tts import saved_objects
from generator.data.load import load_game
from generator.data.model import Game
from generator.layout.units import Style
from generator.render.tts import MAX_COLS, MAX_PX, MAX_ROWS, sheet_shape, tts_grid
from tests.print import data_only


def test_poker_cells_are_409_by_573_and_seven_rows_fit() -> None:
    grid = tts_grid(63.5, 88.9)
    assert (grid.cell_w, grid.cell_h, grid.max_rows, grid.cards_per_sheet) == (409, 573, 7, 69)


@pytest.mark.parametrize(
    ("width", "height", "rows"), [(69.85, 120.65, 5), (22, 22, 7), (80, 80, 7), (180, 250, 7), (260, 180, 7)]
)
def test_every_format_stays_within_4096_pixels(width: float, height: float, rows: int) -> None:
    grid = tts_grid(width, height)
    assert grid.cell_w * MAX_COLS <= MAX_PX
    assert grid.max_rows == rows
    assert grid.cell_h * grid.max_rows <= MAX_PX


@pytest.mark.parametrize(
    ("cards", "shape"), [(0, (1, 1)), (1, (2, 1)), (9, (10, 1)), (10, (10, 2)), (63, (10, 7)), (69, (10, 7))]
)
def test_sheet_shape_leaves_the_last_cell_for_the_hidden_card(cards: int, shape: tuple[int, int]) -> None:
    cols, rows = sheet_shape(cards)
    assert (cols, rows) == shape
    assert cols <= MAX_COLS and rows <= MAX_ROWS
    assert cols * rows - 1 >= cards


def saved_object_of(game_id: str, tmp_path: Path) -> tuple[dict, Path]:
    """The saved object the build writes for a game whose output folder is ``tmp_path``."""
    decks = design_decks([game_of(game_id)], 3.0, (Style.FULL,))
    [table] = saved_objects(decks, tmp_path)
    assert table.output.path == f"{game_id}/tts/{game_id}.json"
    return json.loads(table.job.render()), tmp_path / game_id / "tts"


def game_of(game_id: str) -> Game:
    """A game found, or the game given by its card data alone."""
    return data_only.game() if game_id == data_only.GAME_ID else load_game(game_id)


@pytest.mark.parametrize("game_id", [*GAMES, data_only.GAME_ID])
def test_the_saved_object_deals_every_deck_of_the_data_from_its_sheets(game_id: str, tmp_path: Path) -> None:
    game = game_of(game_id)
    document, folder = saved_object_of(game_id, tmp_path)
    assert document["SaveName"] == game.name and document["ObjectStates"]
    objects = document["ObjectStates"]
    assert len(objects) == len(game.decks)  # one object per deck, in the data's order
    keys: list[str] = []
    guids: list[str] = []
    for deck, item in zip(game.decks, objects, strict=True):
        cards = item["ContainedObjects"] if item["Name"] == "DeckCustom" else [item]
        single = ("Card", game.cards_in(deck.id)[0].name)  # a deck of one component is that component
        assert (item["Name"], item["Nickname"]) == (("DeckCustom", deck.name) if deck.total > 1 else single)
        assert set(item["Transform"]) == {"posX", "posY", "posZ", "rotX", "rotY", "rotZ", "scaleX", "scaleY", "scaleZ"}
        if item["Name"] == "DeckCustom":
            assert item["DeckIDs"] == [card["CardID"] for card in cards]
            assert set(item["CustomDeck"]) == {str(card["CardID"] // 100) for card in cards}
            keys += list(item["CustomDeck"])
        else:
            keys += list(item["CustomDeck"])
        guids += [item["GUID"], *(card["GUID"] for card in cards if card is not item)]
        expected = Counter({card.name: card.count for card in game.cards_in(deck.id)})
        assert Counter(card["Nickname"] for card in cards) == expected
        assert len(cards) == deck.total == sum(expected.values())
        for card in cards:
            (key, custom), *others = card["CustomDeck"].items()
            assert not others and key == str(card["CardID"] // 100)
            cols, rows = custom["NumWidth"], custom["NumHeight"]
            assert 1 <= cols <= MAX_COLS and 1 <= rows <= MAX_ROWS
            cell = card["CardID"] % 100
            assert cell < cols * rows - 1  # never the hidden cell
            assert custom["FaceURL"].startswith("file:///")  # a local image, as Tabletop Simulator writes one
            face = Path(unquote(urlsplit(custom["FaceURL"]).path))
            assert face.parent == folder.resolve() and face.name.startswith(f"{deck.id}-")
            if deck.double_sided and not deck.back_repeats_front:
                assert custom["BackURL"] == (folder.resolve() / f"{deck.id}-back.jpg").as_uri()
                assert (custom["UniqueBack"], custom["BackIsHidden"]) == (False, False)
            else:  # each one's back is its own face: the face sheet again, as a sheet of backs
                assert custom["BackURL"] == custom["FaceURL"]
                assert (custom["UniqueBack"], custom["BackIsHidden"]) == (True, True)
            shape = 4 if deck.format.shape == "circle" else 0 if deck.format.corner_mm > 0 else 1
            assert custom["Type"] == shape
    assert len(keys) == len(set(keys))  # no two decks share a sheet key
    assert len(guids) == len(set(guids))
