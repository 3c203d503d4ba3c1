"""The PDF stage's tasks: print-and-play sheets per deck and paper, 1-up print-on-demand decks, calibration."""

from __future__ import annotations

from collections import Counter

from generator.builder.decks import DesignedDeck
from generator.builder.options import BuildError, BuildOptions
from generator.builder.outputs import OutputFile, Task
from generator.layout.units import Duplex, Paper, Style


def pdf_tasks(decks: list[DesignedDeck], options: BuildOptions) -> list[Task]:
    """Print-and-play sheets per deck and paper, a print-on-demand PDF per deck, a calibration page per paper
    (none for ``--duplex fold``: nothing is printed on a back there, so there is no back offset to measure)."""
    from generator.layout.imposition import LayoutError
    from generator.render.sheets import CalibrationJob, PodJob, SheetJob

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
    for paper in options.papers if options.duplex != Duplex.FOLD else ():  # a fold layout prints on one side only
        tasks.append(
            Task(
                OutputFile(f"calibration-{paper}.pdf", None, "calibration", paper, 2, None),
                CalibrationJob(paper, options.duplex, options.bleed_mm, calibration_card(decks)),
            )
        )
    return tasks


def calibration_card(decks: list[DesignedDeck]) -> tuple[float, float]:
    """The trim size (mm) of most of the cards built, as ``formats.toml`` gives it: the calibration sheet's
    cells are that card, so its offset is measured where the user's cards lie on the sheet."""
    cards = Counter[tuple[float, float]]()
    for designed in decks:
        cards[(designed.deck.format.width_mm, designed.deck.format.height_mm)] += len(designed.pod.copies)
    return cards.most_common(1)[0][0]


def sheet_path(game_id: str, stem: str, style: Style, paper: Paper) -> str:
    """``<game>/<stem>-<paper>.pdf`` in full colour, ``<game>/<stem>-light-<paper>.pdf`` printer-friendly."""
    return f"{game_id}/{stem}-{paper}.pdf" if style == Style.FULL else f"{game_id}/{stem}-{style}-{paper}.pdf"
