"""The PDF stage's tasks: print-and-play sheets per deck and paper, 1-up print-on-demand decks, calibration."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from generator.builder.decks import DesignedDeck
from generator.builder.options import BuildError, BuildOptions
from generator.builder.outputs import OutputFile, Task
from generator.data.model import Game
from generator.layout.units import Duplex, Paper, Style

if TYPE_CHECKING:
    from generator.render.sheets import CalibrationJob  # reportlab: imported when a job is made


def pdf_tasks(decks: list[DesignedDeck], options: BuildOptions) -> list[Task]:
    """Print-and-play sheets per deck and paper, and a print-on-demand PDF per deck."""
    from generator.layout.imposition import LayoutError
    from generator.render.sheets import PodJob, SheetJob

    tasks = []
    for designed in decks:
        game_id, cards = designed.game.id, len(designed.pod.copies)
        for style, sheet in designed.sheets.items():
            for paper in options.papers:
                job = SheetJob(sheet, paper, options.duplex, options.back_offset_mm, options.bleed_mm)
                try:
                    pages = len(job.pages())
                except LayoutError as error:
                    raise BuildError(f"{game_id}/{designed.deck.id}: {error}") from None
                path = sheet_path(game_id, designed.file_stem, style, paper)
                tasks.append(Task(OutputFile(path, game_id, designed.kind, paper, pages, cards, style), job))
        pod = PodJob(designed.pod)
        tasks.append(
            Task(
                OutputFile(
                    f"{game_id}/pod/{designed.file_stem}-pod.pdf", game_id, "pod", None, pod.pages(), cards, Style.FULL
                ),
                pod,
            )
        )
    return tasks


def calibration_tasks(games: list[Game], options: BuildOptions) -> list[Task]:
    """A calibration page per paper (``calibration_job``), its cells the card of most of ``games``' copies."""
    return [
        Task(OutputFile(f"calibration-{paper}.pdf", None, "calibration", paper, 2, None), job)
        for paper in options.papers
        if (job := calibration_job(games, paper, options)) is not None
    ]


def calibration_job(games: list[Game], paper: Paper, options: BuildOptions) -> CalibrationJob | None:
    """The calibration sheet on ``paper``, its cells the card of most of ``games``' copies: None for ``--duplex
    fold`` (nothing is printed on a back there, so there is no back offset to measure) or without a card."""
    from generator.render.sheets import CalibrationJob

    card = calibration_card(games)
    if options.duplex == Duplex.FOLD or card is None:
        return None
    return CalibrationJob(paper, options.duplex, options.bleed_mm, card)


def calibration_card(games: list[Game]) -> tuple[float, float] | None:
    """The trim size (mm) of most of the cards of ``games``, as ``formats.toml`` gives it (None without a card): the
    calibration sheet's cells are that card, so its offset is measured where the user's cards lie on the sheet."""
    cards = Counter[tuple[float, float]]()
    for game in games:
        for deck in game.decks:
            if copies := sum(card.count for card in game.cards_in(deck.id)):
                cards[(deck.format.width_mm, deck.format.height_mm)] += copies
    return cards.most_common(1)[0][0] if cards else None


def sheet_path(game_id: str, stem: str, style: Style, paper: Paper) -> str:
    """``<game>/<stem>-<paper>.pdf`` in full colour, ``<game>/<stem>-light-<paper>.pdf`` printer-friendly."""
    return f"{game_id}/{stem}-{paper}.pdf" if style == Style.FULL else f"{game_id}/{stem}-{style}-{paper}.pdf"
