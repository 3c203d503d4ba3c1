"""The site stage: the rules site, built last (it links the print files) and only when its inputs changed."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager, suppress
from pathlib import Path
from typing import TYPE_CHECKING

from generator.builder.cache import SITE_RECORD, toolchain
from generator.builder.options import BuildError, BuildOptions
from generator.files.checkout import REPO
from generator.files.reading import read_record
from generator.files.writing import write_file

if TYPE_CHECKING:
    from generator.builder.runner import Runner
    from generator.data.model import Game
    from generator.site import GalleryPlan, SiteReport

SITE_LIBRARIES = ("mkdocs", "mkdocs-material", "pymdown-extensions", "jinja2")
SITE_SOURCES = (
    "generator/**/*.py",
    "templates/**/*",
    "site/mkdocs.yml",
    "site/package.json",
    "site/package-lock.json",
    "site/docs/**/*",
    "site/hooks/**/*",
    "site/overrides/**/*",
)
"""What the rules site is built from, besides the card data and the print files (node_modules excluded)."""
SITE_STAGING_PREFIX = ".site-"
"""Folders ``generator.site`` builds ``<out>/site`` in before swapping it into place, when the print files
are unchanged (otherwise the site is built in the print files' staging folder and committed with them)."""


def rules_site_fingerprint(print_fingerprint: str) -> str:
    """A hash of everything the rules site reads: the print files' inputs, its own sources and libraries."""
    digest = hashlib.sha256((print_fingerprint + toolchain(SITE_LIBRARIES)).encode())
    for pattern in SITE_SOURCES:
        for path in sorted(REPO.glob(pattern)):
            if path.is_file() and "node_modules" not in path.parts:
                digest.update(f"{path.relative_to(REPO)}\0{path.stat().st_size}\0".encode() + path.read_bytes())
    return digest.hexdigest()


def site_unchanged(out_dir: Path, fingerprint: str) -> bool:
    """True when the site in ``<out>/site`` was built from inputs with this fingerprint and is still there."""
    try:
        record: dict[str, object] = read_record(out_dir / ".cache" / SITE_RECORD)
        stat = (out_dir / "site").stat()
        return record["fingerprint"] == fingerprint and record["site"] == [stat.st_ino, stat.st_mtime_ns]
    except (OSError, ValueError, KeyError, TypeError, RecursionError):
        return False


def record_site(out_dir: Path, fingerprint: str) -> None:
    """Remember what the site was built from (the site folder is swapped in whole, so its identity tells)."""
    stat = (out_dir / "site").stat()
    record = {"fingerprint": fingerprint, "site": [stat.st_ino, stat.st_mtime_ns]}
    write_file(out_dir / ".cache" / SITE_RECORD, json.dumps(record).encode())


def build_site(options: BuildOptions) -> SiteReport:
    """The rules site, into ``<out>/site`` on its own (the print files are unchanged: it links them)."""
    from generator.site import SiteError
    from generator.site import build_site as build_rules_site

    try:
        return build_rules_site(
            options.out_dir / "site",
            data_dir=options.data_dir,
            site_url=options.site_url,
            data_checked=True,
            games=site_games(options),
        )
    except SiteError as error:
        raise BuildError(f"rules site: {error}") from None


def render_site(options: BuildOptions, staging: Path, games: list[Game], gallery: GalleryPlan | None) -> SiteReport:
    """The rules site of ``games`` (as the build loaded them, with the ``gallery`` that ``prepared_meanwhile``
    planned), into ``<staging>/site``, linking the staged print files: the commit moves both."""
    from generator.site import SiteError, SiteInputs, render_site

    inputs = SiteInputs(options.data_dir, staging, site_games(options), loaded=tuple(games), gallery=gallery)
    try:
        return render_site(staging / "site", inputs, options.site_url)
    except SiteError as error:
        raise BuildError(f"rules site: {error}") from None


@contextmanager
def prepared_meanwhile(options: BuildOptions, games: list[Game], runner: Runner) -> Iterator[GalleryPlan | None]:
    """While the block renders the print files, make what the rules site (when the build makes one) needs of neither
    them nor its pages: node compiles the calculators' engine, and the render's workers draw the gallery's card
    images once no print file waits for them. Both land in the user's cache, where the site stage finds them; what
    fails is left to the site stage, which tries again and says what went wrong. The block is given the gallery's
    plan (None without a site)."""
    from generator.data.folder import DEFAULT_DATA_DIR
    from generator.games import declaration
    from generator.scoring_archive import scoring_archive
    from generator.site import SiteError, engine_compiling, gallery_plan, missing_gallery_images

    if not options.site:
        yield None
        return
    chosen = site_games(options)
    shown = [game for game in games if chosen is None or game.id in chosen]
    with ExitStack() as engine:
        if any(declaration(game.id).rules for game in shown):
            with suppress(SiteError, OSError):
                engine.enter_context(engine_compiling(scoring_archive(options.data_dir or DEFAULT_DATA_DIR)))
        gallery = gallery_plan(shown)
        runner.add_aside(missing_gallery_images(gallery))  # node compiles meanwhile
        yield gallery
        with suppress(SiteError, OSError):
            engine.close()


def site_games(options: BuildOptions) -> tuple[str, ...] | None:
    """The games whose pages the site holds: those of ``--game``, or None for every game of the card data."""
    from generator.data.folder import found_game_ids

    return None if set(options.games) == set(found_game_ids(options.data_dir)) else options.games
