"""The summary printed after a build: what was written where, and how long each stage took."""

from __future__ import annotations

from typing import Any

from generator.builder.options import BuildOptions
from generator.builder.outputs import BuildReport, OutputFile


def print_summary(console: Any, options: BuildOptions, report: BuildReport) -> None:
    """A short table of what was written where (when anything was), and how long it took."""
    from rich.text import Text

    if not report.up_to_date:
        print_files(console, options, report.files)
    stages = " · ".join(f"{name} {seconds:.1f} s" for name, seconds in report.stage_seconds.items())
    for label, parts in (("CPU of the render", report.render_seconds), ("site", report.site_seconds)):
        if parts:
            stages += f" ({label}: {', '.join(f'{name} {seconds:.1f} s' for name, seconds in parts.items())})"
    for note in report.notes:
        console.print(Text(f"Note: {note}"))
    site = ""
    if options.site:
        state = "up to date" if report.site_up_to_date else "built"
        site = f"; the rules site in {options.out_dir / 'site'} ({state})"
    if report.up_to_date:
        console.print(
            f"Up to date: nothing the build reads has changed since the last build of these "
            f"{len(report.files)} files{site}. Delete {options.out_dir / '.cache'} to force a rebuild. "
            f"{stages}"
        )
        return
    console.print(
        f"{len(report.files)} files ({report.rendered} rendered, {report.reused} from the cache, {report.kept} of "
        "unchanged games kept), "
        f"listed in {options.out_dir / 'manifest.json'}{site}. Time: {stages}"
    )


def print_files(console: Any, options: BuildOptions, files: list[OutputFile]) -> None:
    """A table of the files written, by game and kind."""
    from rich.table import Table

    table = Table("game", "kind", "files", "pages", "cards", title=f"Written to {options.out_dir}/")
    groups: dict[tuple[str, str], list[OutputFile]] = {}
    for output in files:
        groups.setdefault((output.game or "—", output.kind), []).append(output)
    for (game, kind), outputs in sorted(groups.items()):
        table.add_row(
            game,
            kind,
            str(len(outputs)),
            str(sum(output.pages or 0 for output in outputs) or "—"),
            str(sum(output.cards or 0 for output in outputs) or "—"),
        )
    console.print(table)
