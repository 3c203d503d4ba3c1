"""The virtual-tabletop stage: card sheets built from the cached card PNGs, and a Tabletop Simulator
saved object per game that deals every deck from them.

Output (relative to the output folder)::

    <game>/tts/<deck>-<n>.jpg, <deck>-back.jpg   each design once, the back in the last cell; the back
    <game>/tts/<game>.json                       the saved object: copy it into Tabletop Simulator's
                                                 Saves/Saved Objects folder (README, "Tabletop Simulator")
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from generator.builder.cache import Cache
from generator.builder.decks import DesignedDeck
from generator.builder.outputs import OutputFile, Task
from generator.builder.png import PngKey
from generator.layout.units import MM_PER_INCH, PNG_DPI, POD_BLEED_MM, Style

if TYPE_CHECKING:
    from generator.render.tts_object import TableDeck


def shared_back(designed: DesignedDeck) -> bool:
    """True when the deck's cards share its back; False when each card's back is its own face (double-faced
    tokens, one-sided mats and sheets)."""
    return designed.pod.back is not None and not designed.deck.back_repeats_front


def sheet_names(designed: DesignedDeck) -> tuple[list[str], str | None]:
    """The file names of a deck's face sheets and of its back image (None when its cards share no back)."""
    from generator.render.tts import sheet_chunks, tts_grid

    deck = designed.deck
    chunks = sheet_chunks(designed.card_ids, tts_grid(deck.format.width_mm, deck.format.height_mm))
    back = f"{deck.id}-back.jpg" if shared_back(designed) else None
    return [f"{deck.id}-{number}.jpg" for number in range(1, len(chunks) + 1)], back


def tts_tasks(decks: list[DesignedDeck], png: dict[PngKey, Task], cache: Cache) -> list[Task]:
    """Tabletop sheets of every deck (each design once) and the back image of each deck with a back."""
    from generator.render.tts import TtsSheetJob, sheet_chunks, tts_grid

    tasks = []
    bleed_px = POD_BLEED_MM * PNG_DPI / MM_PER_INCH
    for designed in decks:
        game_id, deck = designed.game.id, designed.deck
        grid = tts_grid(deck.format.width_mm, deck.format.height_mm)
        images = [cache.file_name(png[(game_id, deck.id, card_id)]) for card_id in designed.card_ids]
        hidden = cache.file_name(png[(game_id, deck.id, "back")]) if shared_back(designed) else None
        sheets, back = sheet_names(designed)
        for name, chunk in zip(sheets, sheet_chunks(images, grid), strict=True):
            job = TtsSheetJob(chunk, hidden, bleed_px, grid, folder=str(cache.folder))
            tasks.append(
                Task(OutputFile(f"{game_id}/tts/{name}", game_id, "tts", None, None, len(chunk), Style.FULL), job)
            )
        if back is not None:
            job = TtsSheetJob((), hidden, bleed_px, grid, folder=str(cache.folder))  # a sheet of just the back
            tasks.append(Task(OutputFile(f"{game_id}/tts/{back}", game_id, "tts", None, None, None, Style.FULL), job))
    return tasks


def saved_objects(decks: list[DesignedDeck], out_dir: Path) -> list[Task]:
    """A Tabletop Simulator saved object per game, naming its sheets by where the build puts them in ``out_dir``."""
    from generator.render.tts_object import saved_object

    tasks = []
    for game_id in dict.fromkeys(designed.game.id for designed in decks):
        game_decks = [designed for designed in decks if designed.game.id == game_id]
        folder = (out_dir / game_id / "tts").resolve()
        table = [table_deck(designed, folder) for designed in game_decks]
        document = saved_object(game_decks[0].game.name, table)
        copies = sum(deck.copies for deck in table)
        output = OutputFile(f"{game_id}/tts/{game_id}.json", game_id, "tts", None, None, copies, Style.FULL)
        tasks.append(Task(output, JsonJob(document)))
    return tasks


@dataclass(frozen=True)
class JsonJob:
    """A small JSON file, written as it is (it is cheap: the cache keeps it like any other output)."""

    content: dict[str, Any]

    def render(self) -> bytes:
        return (json.dumps(self.content, indent=2, ensure_ascii=False) + "\n").encode()


def table_deck(designed: DesignedDeck, folder: Path) -> TableDeck:
    """A deck as the saved object deals it, its images named by their ``file://`` addresses in ``folder`` (as
    Tabletop Simulator writes a local image)."""
    from generator.data.references import expand_plain
    from generator.render.tts import tts_grid
    from generator.render.tts_object import TableCard, TableDeck

    game, deck = designed.game, designed.deck
    cards = tuple(
        TableCard(card.name, expand_plain(game, card.text), card.count)
        for card in (game.card(card_id) for card_id in designed.card_ids)
    )
    sheets, back = sheet_names(designed)
    size = deck.format
    shape = "circle" if size.shape == "circle" else "rounded" if size.corner_mm > 0 else "rect"
    return TableDeck(
        id=deck.id,
        name=deck.name,
        cards=cards,
        sheets=tuple((folder / name).as_uri() for name in sheets),
        back=(folder / back).as_uri() if back is not None else None,
        grid=tts_grid(size.width_mm, size.height_mm),
        shape=shape,
        width_mm=size.width_mm,
        face_up=designed.kind != "cards",
    )
