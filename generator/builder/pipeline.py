"""The build's stages in order: design, PDF, bundles, PNG, tabletop, the rules site, then the commit of both."""

from __future__ import annotations

import contextlib
import shutil
from typing import Any

from generator.builder import site as site_stage
from generator.builder.cache import CACHE_KEEP_DAYS, Cache, code_version
from generator.builder.commit import SITE, commit, recover, take_kept, write_manifest
from generator.builder.fingerprint import (
    PRINT_CODE_FILES,
    game_fingerprints,
    input_fingerprint,
    keep_checks,
    kept_checks,
    kept_games,
    record_build,
    unchanged_outputs,
)
from generator.builder.options import BuildError, BuildOptions, check_options
from generator.builder.outputs import BuildReport, check_outputs
from generator.builder.progress import Stages
from generator.builder.site import SITE_STAGING_PREFIX
from generator.builder.summary import print_summary
from generator.files.lock import FolderBusy, output_lock, site_lock
from generator.files.writing import STAGING_PREFIX, folder_unwritable, make_staging, remove_leftovers
from generator.layout.units import Paper


def run_build(options: BuildOptions) -> None:
    """Build everything ``options`` asks for, with a progress bar and a summary on the terminal."""
    from rich.console import Console

    console = Console()
    report = build(options, console)
    print_summary(console, options, report)


def build(options: BuildOptions, console: Any = None) -> BuildReport:
    """Build everything ``options`` asks for; returns the report (``console``: a rich Console or None)."""
    check_options(options)
    try:
        with output_lock(options.out_dir):
            return build_locked(options, console)
    except FolderBusy as error:
        raise BuildError(str(error)) from None
    except OSError as error:  # the folder or its lock cannot be made
        raise folder_unwritable(options.out_dir, error) from None


def build_locked(options: BuildOptions, console: Any) -> BuildReport:
    """``build``, holding the output folder's lock: first finish the commit of a build that was killed."""
    recover(options.out_dir)
    for prefix in (STAGING_PREFIX, SITE_STAGING_PREFIX):  # left by a killed build, even when nothing is rebuilt
        remove_leftovers(options.out_dir, prefix)
    report = BuildReport()
    code = code_version(PRINT_CODE_FILES)
    fingerprint = input_fingerprint(options, code)
    previous = unchanged_outputs(options.out_dir, fingerprint)
    with site_lock(options.out_dir / SITE) if options.site else contextlib.nullcontext():
        if previous is None:
            build_print_files(options, code, fingerprint, report, console)  # the site too, committed with them
        else:
            report.files, report.up_to_date = previous, True
        if not options.site:
            return report
        site_fingerprint = site_stage.rules_site_fingerprint(f"{fingerprint}|{options.site_url or ''}")
        if previous is not None:
            if site_stage.site_unchanged(options.out_dir, site_fingerprint):
                report.site_up_to_date = True
                return report
            with Stages(report, console) as stages, stages.stage("site"):
                site_report = site_stage.build_site(options)  # the print files are unchanged: the site links them
            report.site_seconds, report.notes = site_report.seconds, site_report.notes
        site_stage.record_site(options.out_dir, site_fingerprint)
    return report


def build_print_files(options: BuildOptions, code: str, fingerprint: str, report: BuildReport, console: Any) -> None:
    """Every print file, rendered or taken from the cache into a staging folder, then the site (``--site``)
    in that folder too, linking them; then both are moved into place as one commit.

    The files are rendered by one pool of workers for the whole build: the rules booklets first (the bundles'
    print lists give their pages), the sheets, print-on-demand decks and card images, the bundles as soon as the
    booklets are typeset, the tabletop sheets as soon as the card images they are made of are there.

    The card data is checked before anything is drawn, except the rules booklets of the papers printed: their
    render is their check (each is typeset once, not once more to validate it; a cached one was typeset without
    problems), and a booklet it cannot typeset is refused with the located problems ``pnp validate`` gives.
    """
    # The render's stages, which a build with nothing to render never imports (the data's model, platypus, pools):
    from generator.builder.bundles import booklet_tasks, bundle_plans, bundle_tasks, counted, printing_for
    from generator.builder.decks import design_decks, load_games
    from generator.builder.pdf import calibration_tasks, pdf_tasks
    from generator.builder.png import png_tasks
    from generator.builder.runner import BookletRefused, Runner
    from generator.builder.tts import saved_objects, tts_tasks

    staging = make_staging(options.out_dir)
    try:
        with Stages(report, console) as stages:
            cache = Cache(options.out_dir / ".cache", code_version())
            with stages.stage("design"):
                checked = kept_checks(options.out_dir, code)
                try:
                    games = load_games(options, [paper for paper in Paper if paper not in options.papers], checked)
                finally:  # the games found printable, even when another is refused
                    keep_checks(options.out_dir, checked)
                fingerprints = game_fingerprints(options, code, [game.id for game in games])
                kept = kept_games(options.out_dir, fingerprints)
                changed = [game for game in games if game.id not in kept.files]
                decks = design_decks(changed, options.bleed_mm, options.styles)
                pdf = [*pdf_tasks(decks, options), *calibration_tasks(games, options)]
                booklets = booklet_tasks(changed, options)
                plans = bundle_plans(decks, options)
                png = png_tasks(decks)
                tts = tts_tasks(decks, png, cache)
                tables = saved_objects(decks, options.out_dir, options.site_url)
                printing = printing_for(options)
                outputs = [*pdf, *booklets, *png.values(), *tts, *tables]
                check_outputs([*(task.output for task in outputs), *(plan.output for plan in plans), *kept.outputs()])
            take_kept(options.out_dir, staging, kept.outputs(), report)
            runner = Runner(options.jobs, cache, staging, report, stages.progress("files"))
            try:
                with runner, stages.stage("render"):
                    runner.add(booklets, urgent=True)
                    runner.add([*pdf, *png.values()])
                    with site_stage.prepared_meanwhile(options, games, runner) as gallery:  # the workers render
                        runner.wait(booklets)
                        typeset = [runner.output(task) for task in booklets]
                        booklets = counted(booklets, typeset)
                        bundles = runner.add(bundle_tasks(plans, options, printing, booklets, typeset), urgent=True)
                        runner.wait(png.values())
                        runner.add([*tts, *tables], urgent=True)
                        runner.wait()
                        bundles = counted(bundles, [runner.output(task) for task in bundles])
            except BookletRefused as refused:  # the check left to the render: located as ``pnp validate`` does
                load_games(options)
                raise BuildError(str(refused)) from None
            report.files = [task.output for task in [*pdf, *booklets, *bundles, *png.values(), *tts, *tables]]
            report.files += kept.outputs()
            check_outputs(report.files)
            write_manifest(staging, report.files)
            if options.site:
                with stages.stage("site"):
                    site_report = site_stage.render_site(options, staging, games, gallery)
                report.site_seconds, report.notes = site_report.seconds, site_report.notes
            with stages.stage("write"):
                commit(staging, options.out_dir, report.files, with_site=options.site)
                record_build(options.out_dir, fingerprint, report.files, fingerprints, kept)
                cache.prune(CACHE_KEEP_DAYS)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
