"""The PNG stage's tasks: a 300 dpi image of every card design and of every deck's back, tagged sRGB."""

from __future__ import annotations

from generator.builder.decks import DesignedDeck
from generator.builder.outputs import OutputFile, Task
from generator.layout.units import PNG_DPI, Style

PngKey = tuple[str, str, str]
"""(game, deck, card id or "back")."""


def png_tasks(decks: list[DesignedDeck]) -> dict[PngKey, Task]:
    """A PNG per card design and per deck back, keyed by (game, deck, card id or "back")."""
    from generator.render.srgb import SrgbPngJob

    tasks = {}
    for designed in decks:
        folder = f"{designed.game.id}/png/{designed.deck.id}"
        for card_id, face in zip(designed.card_ids, designed.pod.fronts, strict=True):
            tasks[(designed.game.id, designed.deck.id, card_id)] = Task(
                OutputFile(f"{folder}/{card_id}-front.png", designed.game.id, "png", None, None, 1, Style.FULL),
                SrgbPngJob(face, PNG_DPI),
            )
        if designed.pod.back is not None:
            tasks[(designed.game.id, designed.deck.id, "back")] = Task(
                OutputFile(f"{folder}/back.png", designed.game.id, "png", None, None, 1, Style.FULL),
                SrgbPngJob(designed.pod.back, PNG_DPI),
            )
    return tasks
