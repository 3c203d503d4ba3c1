"""What ``pnp build`` was asked for, and the check that rejects options that cannot work."""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

from generator.layout.units import Duplex, Paper, Style

MAX_BLEED_MM = 6.0


class BuildError(Exception):
    """A build that cannot run or finish: bad options, bad data, an unwritable folder, text that does not fit."""


@dataclass(frozen=True)
class BuildOptions:
    """What ``pnp build`` was asked for."""

    out_dir: Path
    games: tuple[str, ...]
    papers: tuple[Paper, ...]
    duplex: Duplex
    back_offset_mm: tuple[float, float]
    bleed_mm: float
    jobs: int
    site: bool
    data_dir: Path | None
    styles: tuple[Style, ...] = tuple(Style)
    """Styles of the sheets and bundles; the print-shop files (PNG, 1-up PDF, tabletop) are always full."""
    site_url: str | None = None
    """Where the site will be served (``--site-url``), or None for a site that works at any address."""


def check_options(options: BuildOptions) -> None:
    """Reject options that cannot work, naming the option and what it expects."""
    from generator.data.folder import found_game_ids

    found = found_game_ids(options.data_dir)
    unknown = [game for game in options.games if game not in found]
    if unknown or not options.games:
        raise BuildError(
            f"--game: unknown game {', '.join(unknown) or '(none given)'}; the card data has: {', '.join(found)}"
        )
    if not options.papers:
        raise BuildError(f"--paper: expected {', '.join(Paper)} or both; got none")
    if not options.styles:
        raise BuildError(f"--style: expected {', '.join(Style)} or both; got none")
    if not all(math.isfinite(value) and abs(value) <= 10 for value in options.back_offset_mm):
        raise BuildError(f"--back-offset: expected two numbers of mm within ±10; got {options.back_offset_mm}")
    if options.duplex == Duplex.FOLD and options.back_offset_mm != (0.0, 0.0):
        raise BuildError("--back-offset: --duplex fold prints every back beside its front, on one side; leave it out")
    if not 0 <= options.bleed_mm <= MAX_BLEED_MM:
        raise BuildError(f"--bleed: expected 0 to {MAX_BLEED_MM:g} mm; got {options.bleed_mm:g}")
    if options.jobs < 0:
        raise BuildError(f"--jobs: expected 0 (all cores) or more; got {options.jobs}")
