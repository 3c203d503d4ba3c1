"""Tabletop Simulator: sheet geometry (cells within 4096 px, at most 10 × 7, the hidden card last) and the
saved object of every game (its structure, and its cards and counts against the data)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
from found_games import GAMES

from generator.builder.cache import Cache
from generator.builder.decks import design_decks
from generator.builder.png import png_tasks
from generator.builder.tts import saved_objects, tts_tasks
from generator.data.load import load_game
from generator.data.model import Game
from generator.layout.units import Style
from generator.render.tts import MAX_COLS, MAX_PX, MAX_ROWS, TtsPieceJob, sheet_shape, tts_grid
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


SITE = "https://example.org/games/"


def saved_object_of(game_id: str, tmp_path: Path, site_url: str | None = None) -> tuple[dict, Path]:
    """The saved object the build writes for a game whose output folder is ``tmp_path``."""
    decks = design_decks([game_of(game_id)], 3.0, (Style.FULL,))
    [table] = saved_objects(decks, tmp_path, site_url)
    assert table.output.path == f"{game_id}/tts/{game_id}.json"
    return json.loads(table.job.render()), tmp_path / game_id / "tts"


def game_of(game_id: str) -> Game:
    """A game found, or the game given by its card data alone."""
    return data_only.game() if game_id == data_only.GAME_ID else load_game(game_id)


def written_images(game_id: str, tmp_path: Path) -> dict[str, object]:
    """The tabletop images the build writes for a game, by file name, with their jobs."""
    decks = design_decks([game_of(game_id)], 3.0, (Style.FULL,))
    cache = Cache(tmp_path / ".cache", "test")
    tasks = tts_tasks(decks, png_tasks(decks), cache)
    return {task.output.path.rsplit("/", 1)[1]: task.job for task in tasks}


def objects_of(document: dict) -> list[dict]:
    """Every object of a saved object, cards inside decks included."""
    found = []
    for item in document["ObjectStates"]:
        found.append(item)
        found += item.get("ContainedObjects", [])
    return found


@pytest.mark.parametrize("game_id", [*GAMES, data_only.GAME_ID])
def test_the_saved_object_lays_out_every_component_of_the_data(game_id: str, tmp_path: Path) -> None:
    game = game_of(game_id)
    document, folder = saved_object_of(game_id, tmp_path)
    assert document["SaveName"] == game.name and document["ObjectStates"]
    objects = document["ObjectStates"]
    keys: list[str] = []
    guids = [item["GUID"] for item in objects_of(document)]
    for deck in game.decks:
        mine = [
            item for item in objects if item["Nickname"] in ({deck.name} | {c.name for c in game.cards_in(deck.id)})
        ]
        cards = [card for item in mine for card in (item.get("ContainedObjects") or [item])]
        expected = Counter({card.name: card.count for card in game.cards_in(deck.id)})
        assert Counter(card["Nickname"] for card in cards) == expected, deck.id
        for item in mine:
            assert set(item["Transform"]) == {
                "posX",
                "posY",
                "posZ",
                "rotX",
                "rotY",
                "rotZ",
                "scaleX",
                "scaleY",
                "scaleZ",
            }
        if deck.format.shape == "circle":
            assert {item["Name"] for item in mine} == {"Custom_Token"}
            continue
        if {item["Name"] for item in mine} == {"Custom_Tile"}:
            continue
        (item,) = mine
        assert item["Name"] == ("DeckCustom" if deck.total > 1 else "Card")
        if item["Name"] == "DeckCustom":
            assert item["DeckIDs"] == [card["CardID"] for card in cards]
            assert set(item["CustomDeck"]) == {str(card["CardID"] // 100) for card in cards}
        keys += list(item["CustomDeck"])
        for card in cards:
            (key, custom), *others = card["CustomDeck"].items()
            assert not others and key == str(card["CardID"] // 100)
            cols, rows = custom["NumWidth"], custom["NumHeight"]
            assert 1 <= cols <= MAX_COLS and 1 <= rows <= MAX_ROWS
            assert card["CardID"] % 100 < cols * rows - 1  # never the hidden cell
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


def image_urls(document: dict) -> list[str]:
    """Every image address of a saved object."""
    urls = []
    for item in objects_of(document):
        for custom in item.get("CustomDeck", {}).values():
            urls += [custom["FaceURL"], custom["BackURL"]]
        if "CustomImage" in item:
            urls += [item["CustomImage"]["ImageURL"], item["CustomImage"]["ImageSecondaryURL"]]
    return urls


@pytest.mark.parametrize("game_id", [*GAMES, data_only.GAME_ID])
def test_with_a_site_address_every_image_is_one_the_site_publishes(game_id: str, tmp_path: Path) -> None:
    document, _ = saved_object_of(game_id, tmp_path, SITE)
    written = written_images(game_id, tmp_path)
    urls = image_urls(document)
    assert urls and str(tmp_path) not in json.dumps(document)  # no trace of the builder's folder
    prefix = f"{SITE}downloads/{game_id}/tts/"
    for url in urls:
        assert url.startswith(prefix), url
        assert url[len(prefix) :] in written, url  # a file the build writes beside the object


@pytest.mark.parametrize("game_id", [*GAMES, data_only.GAME_ID])
def test_without_a_site_address_every_image_is_the_local_file_the_build_writes(game_id: str, tmp_path: Path) -> None:
    document, folder = saved_object_of(game_id, tmp_path)
    written = written_images(game_id, tmp_path)
    for url in image_urls(document):
        assert url.startswith("file:///"), url  # the only way the tabletop finds a local image
        path = Path(unquote(urlsplit(url).path))
        assert path.parent == folder.resolve() and path.name in written


@pytest.mark.parametrize("game_id", [*GAMES, data_only.GAME_ID])
def test_boards_and_mats_are_tiles_and_tokens_stackable_tokens_at_150_dpi_or_more(game_id: str, tmp_path: Path) -> None:
    game = game_of(game_id)
    document, _ = saved_object_of(game_id, tmp_path, SITE)
    written = written_images(game_id, tmp_path)
    by_name = {card.name: card for card in game.cards}
    for item in objects_of(document):
        if item["Name"] not in ("Custom_Tile", "Custom_Token"):
            continue
        card = by_name[item["Nickname"]]
        size = game.deck(card.deck).format
        image = item["CustomImage"]
        job = written[image["ImageURL"].rsplit("/", 1)[1]]
        assert isinstance(job, TtsPieceJob)
        width_px, height_px = job.size()
        assert width_px / size.width_mm * 25.4 >= 150 and height_px / size.height_mm * 25.4 >= 150
        if item["Name"] == "Custom_Token":
            assert size.shape == "circle" and job.round
            assert image["CustomToken"]["Stackable"] is True
        else:
            assert size.shape != "circle" and not job.round
            assert image["CustomTile"]["Stretch"] is False  # the tile takes its image's proportions
            assert image["CustomTile"]["Type"] == (3 if size.corner_mm > 0 else 0)
    for deck in game.decks:
        kinds = {card.kind for card in game.cards_in(deck.id)}
        if deck.format.shape == "circle" or deck.format.width_mm > 100:
            names = {card.name for card in game.cards_in(deck.id)}
            pieces = {item["Name"] for item in objects_of(document) if item["Nickname"] in names}
            assert pieces <= {"Custom_Tile", "Custom_Token"}, (deck.id, kinds, pieces)


def test_a_tokens_image_is_transparent_outside_its_cut_circle(tmp_path: Path) -> None:
    from io import BytesIO

    from PIL import Image

    round_games = [
        game_id for game_id in GAMES if any(deck.format.shape == "circle" for deck in game_of(game_id).decks)
    ]
    decks = design_decks([game_of(round_games[0])], 3.0, (Style.FULL,))
    png = png_tasks(decks)
    cache = Cache(tmp_path / ".cache", "test")
    token = next(task for task in tts_tasks(decks, png, cache) if task.output.path.endswith(".png"))
    source = next(task for task in png.values() if token.job.image == cache.file_name(task))
    cache.folder.mkdir(parents=True)
    (cache.folder / token.job.image).write_bytes(source.job.render())
    image = Image.open(BytesIO(token.job.render()))
    assert image.mode == "RGBA"
    corner, centre = image.getpixel((1, 1)), image.getpixel((image.width // 2, image.height // 2))
    assert corner[3] == 0 and centre[3] == 255


def test_names_and_texts_reach_the_object_as_plain_text() -> None:
    from generator.render.tts_object import plain

    assert plain("[ff0000]Red[-] **bold** [b]x[/b] `code`") == "(ff0000)Red(-) bold (b)x(/b) code"
    assert plain("line\nbreak\x07") == "line\nbreak"
    assert plain("Take *one* card, _then_ pass *all* of it: 2*3 is snake_case, *not closed") == (
        "Take one card, then pass all of it: 2*3 is snake_case, *not closed"
    )


@pytest.mark.parametrize("game_id", [*GAMES, data_only.GAME_ID])
def test_no_text_of_the_object_carries_markup(game_id: str, tmp_path: Path) -> None:
    document, _ = saved_object_of(game_id, tmp_path)
    for item in objects_of(document):
        for field in ("Nickname", "Description"):
            text = item.get(field, "")
            assert "[" not in text and "]" not in text and "**" not in text, (item.get("Nickname"), text)


def test_markup_in_the_card_data_reaches_the_table_as_plain_text(tmp_path: Path) -> None:
    from dataclasses import replace

    game = data_only.game()
    hostile = tuple(
        replace(card, name=f"[ff0000]{card.name}[-]", text="**Loud** [b]bold[/b] [url=https://example.org]x[/url]")
        for card in game.cards
    )
    decks = design_decks([replace(game, cards=hostile)], 3.0, (Style.FULL,))
    [table] = saved_objects(decks, tmp_path, SITE)
    document = json.loads(table.job.render())
    for item in objects_of(document):
        for field in ("Nickname", "Description"):
            text = item.get(field, "")
            assert "[" not in text and "]" not in text and "**" not in text, text
    names = {item["Nickname"] for item in objects_of(document)}
    assert f"(ff0000){game.cards[0].name}(-)" in names
