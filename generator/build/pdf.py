"""The PDF stage's tasks: print-and-play sheets per deck and paper, 1-up print-on-demand decks, calibration."""

from __future__ import annotations

from generator.build.decks import DesignedDeck
from generator.build.options import BuildError, BuildOptions
from generator.build.outputs import OutputFile, Task


def pdf_tasks(decks: list[DesignedDeck], options: BuildOptions) -> list[Task]:
    """Print-and-play sheets per deck and paper, a print-on-demand PDF per deck, a calibration page per paper."""
    from generator.layout.imposition import LayoutError
    from generator.render.sheets import CalibrationJob, PodJob, SheetJob

    tasks = []
    for designed in decks:
        game_id, cards = designed.game.id, len(designed.sheet.copies)
        for paper in options.papers:
            job = SheetJob(designed.sheet, paper, options.duplex, options.back_offset_mm, options.bleed_mm)
            try:
                pages = len(job.pages())
            except LayoutError as error:
                raise BuildError(f"{game_id}/{designed.deck.id}: {error}") from None
            tasks.append(
                Task(
                    OutputFile(
                        f"{game_id}/{designed.file_stem}-{paper}.pdf", game_id, designed.kind, paper, pages, cards
                    ),
                    job,
                )
            )
        pod = PodJob(designed.pod)
        tasks.append(
            Task(
                OutputFile(f"{game_id}/pod/{designed.file_stem}-pod.pdf", game_id, "pod", None, pod.pages(), cards), pod
            )
        )
    for paper in options.papers:
        tasks.append(
            Task(
                OutputFile(f"calibration-{paper}.pdf", None, "calibration", paper, 2, None),
                CalibrationJob(paper, options.duplex, options.bleed_mm),
            )
        )
    return tasks
