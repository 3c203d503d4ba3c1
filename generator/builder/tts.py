"""The virtual-tabletop stage: card sheets, and an image for each design of a board, a mat or a token, built
from the cached card PNGs; and a Tabletop Simulator saved object per game that lays out every component.

Output (relative to the output folder)::

    <game>/tts/<deck>-<n>.jpg, <deck>-back.jpg   each card design once, the back in the last cell; the back
    <game>/tts/<deck>-<card>.jpg                 a board's, a mat's or a reference sheet's design (a tile)
    <game>/tts/<deck>-<card>.png, <deck>-back.png  a round token's design and back, transparent around it
    <game>/tts/<game>.json                       the saved object: copy it into Tabletop Simulator's
                                                 Saves/Saved Objects folder (README, "Tabletop Simulator")

The object names its images by where they will be found: with a site address (``--site-url``), as the rules
site publishes them (``<site>/downloads/<game>/tts/…``), so a player who downloads only the object gets a
working table; without one, by their absolute ``file://`` address in the output folder, the only way the
tabletop finds a local image (README, "Tabletop Simulator").
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

from generator.builder.cache import Cache
from generator.builder.decks import DesignedDeck
from generator.builder.outputs import OutputFile, Task
from generator.builder.png import PngKey
from generator.layout.units import MM_PER_INCH, PNG_DPI, POD_BLEED_MM, Style

if TYPE_CHECKING:
    from collections.abc import Callable

    from generator.render.tts_object import TableDeck

SITE_DOWNLOADS = "downloads"
"""Where the rules site publishes the print files, below its address (``generator.site.read_downloads``)."""


def shared_back(designed: DesignedDeck) -> bool:
    """True when the deck's cards share its back; False when each card's back is its own face (double-faced
    tokens, one-sided mats and sheets)."""
    return designed.pod.back is not None and not designed.deck.back_repeats_front


def piece_of(designed: DesignedDeck) -> str:
    """How the tabletop shows a deck: ``token`` (round), ``tile`` (a board, a mat, a reference sheet: anything
    but cards that a sheet's cell would show under ``MIN_DPI``) or ``card`` (dealt from sheets)."""
    from generator.render.tts import MIN_DPI, cell_dpi, tts_grid

    size = designed.deck.format
    if size.shape == "circle":
        return "token"
    if designed.kind != "cards" and cell_dpi(tts_grid(size.width_mm, size.height_mm), size.width_mm) < MIN_DPI:
        return "tile"
    return "card"


def sheet_names(designed: DesignedDeck) -> tuple[list[str], str | None]:
    """The file names of a deck's face sheets and of its back image (None when its cards share no back); for a
    tile or a token, of each design's own image and of the back."""
    from generator.render.tts import sheet_chunks, tts_grid

    deck, piece = designed.deck, piece_of(designed)
    suffix = "png" if piece == "token" else "jpg"
    back = f"{deck.id}-back.{suffix}" if shared_back(designed) else None
    if piece != "card":
        return [f"{deck.id}-{card_id}.{suffix}" for card_id in designed.card_ids], back
    chunks = sheet_chunks(designed.card_ids, tts_grid(deck.format.width_mm, deck.format.height_mm))
    return [f"{deck.id}-{number}.jpg" for number in range(1, len(chunks) + 1)], back


def tts_tasks(decks: list[DesignedDeck], png: dict[PngKey, Task], cache: Cache) -> list[Task]:
    """Tabletop sheets of every deck of cards (each design once) and the back image of each with a back; an
    image of each design of a tile or a token, and of its back."""
    from generator.render.tts import TtsPieceJob, TtsSheetJob, sheet_chunks, tts_grid

    tasks = []
    bleed_px = POD_BLEED_MM * PNG_DPI / MM_PER_INCH
    for designed in decks:
        game_id, deck = designed.game.id, designed.deck
        images = [cache.file_name(png[(game_id, deck.id, card_id)]) for card_id in designed.card_ids]
        hidden = cache.file_name(png[(game_id, deck.id, "back")]) if shared_back(designed) else None
        names, back = sheet_names(designed)
        piece = piece_of(designed)
        size = deck.format
        jobs: list[tuple[str, Any, int | None]]
        if piece == "card":
            grid = tts_grid(size.width_mm, size.height_mm)
            jobs = [
                (name, TtsSheetJob(chunk, hidden, bleed_px, grid, folder=str(cache.folder)), len(chunk))
                for name, chunk in zip(names, sheet_chunks(images, grid), strict=True)
            ]
            if back is not None:  # a sheet of just the back
                jobs.append((back, TtsSheetJob((), hidden, bleed_px, grid, folder=str(cache.folder)), None))
        else:
            round_piece = piece == "token"
            sources = list(zip(names, images, strict=True)) + ([(back, hidden)] if back and hidden else [])
            jobs = [
                (
                    name,
                    TtsPieceJob(image, bleed_px, size.width_mm, size.height_mm, round_piece, folder=str(cache.folder)),
                    1,
                )
                for name, image in sources
            ]
        for name, job, cards in jobs:
            tasks.append(Task(OutputFile(f"{game_id}/tts/{name}", game_id, "tts", None, None, cards, Style.FULL), job))
    return tasks


def saved_objects(decks: list[DesignedDeck], out_dir: Path, site_url: str | None = None) -> list[Task]:
    """A Tabletop Simulator saved object per game, naming its images where the rules site at ``site_url``
    publishes them, or (without a site address) where the build puts them in ``out_dir``."""
    from generator.render.tts_object import saved_object

    tasks = []
    for game_id in dict.fromkeys(designed.game.id for designed in decks):
        game_decks = [designed for designed in decks if designed.game.id == game_id]
        address = image_address(game_id, out_dir, site_url)
        table = [table_deck(designed, address) for designed in game_decks]
        document = saved_object(game_decks[0].game.name, table)
        copies = sum(deck.copies for deck in table)
        output = OutputFile(f"{game_id}/tts/{game_id}.json", game_id, "tts", None, None, copies, Style.FULL)
        tasks.append(Task(output, JsonJob(document)))
    return tasks


def image_address(game_id: str, out_dir: Path, site_url: str | None) -> Callable[[str], str]:
    """How the saved object names an image of ``game_id``'s tabletop folder: its address on the rules site at
    ``site_url`` (which ends with a slash), else its absolute ``file://`` address in ``out_dir``."""
    if site_url is not None:
        return lambda name: f"{site_url}{SITE_DOWNLOADS}/{quote(game_id)}/tts/{quote(name)}"
    folder = (out_dir / game_id / "tts").resolve()
    return lambda name: (folder / name).as_uri()


@dataclass(frozen=True)
class JsonJob:
    """A small JSON file, written as it is (it is cheap: the cache keeps it like any other output)."""

    content: dict[str, Any]

    def render(self) -> bytes:
        return (json.dumps(self.content, indent=2, ensure_ascii=False) + "\n").encode()


def table_deck(designed: DesignedDeck, address: Callable[[str], str]) -> TableDeck:
    """A deck as the saved object lays it out, its images named by ``address``."""
    from generator.data.references import expand_plain
    from generator.render.tts import tts_grid
    from generator.render.tts_object import TableCard, TableDeck

    game, deck, piece = designed.game, designed.deck, piece_of(designed)
    names, back = sheet_names(designed)
    own = piece != "card"  # a tile or a token: an image of its own per design
    cards = []
    for number, card_id in enumerate(designed.card_ids):
        card = game.card(card_id)
        image = address(names[number]) if own else ""
        back_image = address(back) if own and back is not None else ""
        cards.append(TableCard(card.name, expand_plain(game, card.text), card.count, image, back_image))
    size = deck.format
    shape = "circle" if size.shape == "circle" else "rounded" if size.corner_mm > 0 else "rect"
    return TableDeck(
        id=deck.id,
        name=deck.name,
        cards=tuple(cards),
        sheets=() if own else tuple(address(name) for name in names),
        back=address(back) if back is not None and not own else None,
        grid=tts_grid(size.width_mm, size.height_mm),
        shape=shape,
        width_mm=size.width_mm,
        height_mm=size.height_mm,
        face_up=designed.kind != "cards",
        piece=piece,
    )
