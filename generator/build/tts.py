"""The virtual-tabletop stage: deck sheets built from the cached card PNGs, and a JSON per deck."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from generator.build.cache import Cache
from generator.build.decks import DesignedDeck
from generator.build.outputs import OutputFile, Task
from generator.build.png import PngKey
from generator.layout.units import MM_PER_INCH, PNG_DPI, POD_BLEED_MM


def tts_decks(decks: list[DesignedDeck]) -> list[DesignedDeck]:
    """Decks that go to a virtual tabletop as decks: those with a printed back."""
    return [designed for designed in decks if designed.pod.back is not None]


def tts_tasks(decks: list[DesignedDeck], png: dict[PngKey, Task], cache: Cache) -> list[Task]:
    """Tabletop sheets and the back image of each double-sided deck, built from the cached card PNGs."""
    from generator.render.tts import TtsSheetJob, sheet_chunks, tts_grid

    tasks = []
    bleed_px = POD_BLEED_MM * PNG_DPI / MM_PER_INCH
    for designed in tts_decks(decks):
        game_id, deck_id = designed.game.id, designed.deck.id
        grid = tts_grid(designed.deck.format.width_mm, designed.deck.format.height_mm)
        images = [cache.file_name(png[(game_id, deck_id, designed.card_ids[design])]) for design in designed.pod.copies]
        hidden = cache.file_name(png[(game_id, deck_id, "back")])
        for number, chunk in enumerate(sheet_chunks(images, grid), start=1):
            job = TtsSheetJob(chunk, hidden, bleed_px, grid, folder=str(cache.folder))
            tasks.append(
                Task(
                    OutputFile(f"{game_id}/tts/{deck_id}-{number}.jpg", game_id, "tts", None, None, len(chunk), "full"),
                    job,
                )
            )
        back = TtsSheetJob((), hidden, bleed_px, grid, folder=str(cache.folder))  # a sheet of just the back
        tasks.append(
            Task(OutputFile(f"{game_id}/tts/{deck_id}-back.jpg", game_id, "tts", None, None, None, "full"), back)
        )
    return tasks


def tts_descriptions(decks: list[DesignedDeck]) -> list[Task]:
    """A JSON per tabletop deck: its sheets, their grids, which card is in which cell, and a CustomDeck stub."""
    from generator.render.tts import deck_description, tts_grid

    tasks = []
    for designed in tts_decks(decks):
        game_id, deck_id = designed.game.id, designed.deck.id
        grid = tts_grid(designed.deck.format.width_mm, designed.deck.format.height_mm)
        ids = [designed.card_ids[design] for design in designed.pod.copies]
        description = {"game": game_id, **deck_description(deck_id, designed.deck.name, ids, grid)}
        output = OutputFile(f"{game_id}/tts/{deck_id}.json", game_id, "tts", None, None, len(ids), "full")
        tasks.append(Task(output, JsonJob(description)))
    return tasks


@dataclass(frozen=True)
class JsonJob:
    """A small JSON file, written as it is (it is cheap: the cache keeps it like any other output)."""

    content: dict[str, Any]

    def render(self) -> bytes:
        return (json.dumps(self.content, indent=2, ensure_ascii=False) + "\n").encode()
