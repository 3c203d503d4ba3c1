"""Benchmark of `pnp build`: cold build per stage, unchanged rebuild, and the PNG stage against its floor.

Run from the repository root (about two minutes; run it alone, on a quiet machine):

    .venv/bin/python tests/bench/bench_build.py [--jobs 2] [--games GAME,GAME] [--snapshot]

``--snapshot`` first copies the code, card data and site sources to a temporary folder and measures
that copy, so that edits made to the working tree while it runs cannot change the results.
``--site`` includes the rules site in both builds (it needs ``site/node_modules``, from ``.ci/setup``).

It reports:

1. a cold build of the print files of the chosen games (default: all five; no site) into a fresh
   folder, in-process, with the wall time of each stage (design, pdf, png, tts, write) and the CPU
   time of the whole build with its workers (CPU ÷ jobs is the wall time the build would take on
   otherwise idle cores: on a shared machine the wall time mostly measures the other processes);
2. an unchanged rebuild: the whole ``pnp build --no-site`` (or ``--site``) command run again in a new process
   (interpreter start-up included), which should find everything up to date;
3. the ink of the printer-friendly style per game: the mean darkness of every page of the game's A4
   sheet files (cards, boards, tokens, mats, aids) in the light style over that of the full style,
   measured as ``../shared/tools/ink.py`` does (pages rendered at 12 dpi in grey by pdftoppm,
   1 − L/255 averaged over all pixels of all pages);
4. the PNG stage alone (fresh cache, its own process pool) against the floor of merely encoding
   the same number of PNGs: every face is rendered once up front (not timed), then encoded at the
   build's PNG settings in this process. Compared both as CPU seconds (the stage's own process plus
   its workers, against the encode loop's) and as wall time (against the encode time divided by
   the workers); the CPU ratio is the one a busy shared machine cannot distort. The PNG stage of
   the cold build is compared with the same floor too (its workers were warmed by the PDF stage).

The cold build makes everything ``pnp build`` makes: both styles (full and light), both papers, the
bundles with the rules booklet in each, the rules booklets on their own, and the Tabletop Simulator
objects.

Targets (issues 4, 9 and 21): cold build of all five games ≤ 30 s on 2 cores, unchanged rebuild ≤ 2 s,
PNG stage ≤ 1.5 × the encode floor, light sheets ≤ 20 % of the full style's ink. The numbers are
printed, and as JSON on the last line.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def cpu_seconds() -> float:
    """CPU time of this process and of its finished children."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def options_for(out: Path, games: tuple[str, ...], jobs: int, site: bool = False):  # type: ignore[no-untyped-def]
    """Build options of the benchmark: both papers, long-edge duplex, 3 mm bleed."""
    from generator.builder import BuildOptions
    from generator.layout.units import Duplex, Paper

    return BuildOptions(
        out_dir=out,
        games=games,
        papers=tuple(Paper),
        duplex=Duplex.LONG,
        back_offset_mm=(0.0, 0.0),
        bleed_mm=3.0,
        jobs=jobs,
        site=site,
        data_dir=None,
    )


def cold_build(out: Path, games: tuple[str, ...], jobs: int, site: bool) -> tuple[float, float, dict[str, float], int]:
    """Build into an empty folder; returns wall time, CPU time (with the workers), stage times, files rendered."""
    from generator.builder import build

    cpu_start, start = cpu_seconds(), time.perf_counter()
    report = build(options_for(out, games, jobs, site))
    return time.perf_counter() - start, cpu_seconds() - cpu_start, report.stage_seconds, report.rendered


def unchanged_rebuild(out: Path, games: tuple[str, ...], jobs: int, site: bool) -> tuple[float, str]:
    """Time the whole command, in a new process, on an up-to-date output folder."""
    command = [
        sys.executable,
        "-m",
        "generator",
        "build",
        "--site" if site else "--no-site",
        "--out",
        str(out),
        "--jobs",
        str(jobs),
    ]
    for game in games:
        command += ["--game", game]
    environment = {**os.environ, "PYTHONPATH": str(REPO), "COLUMNS": "200"}
    start = time.perf_counter()
    result = subprocess.run(command, capture_output=True, text=True, check=True, cwd=REPO, env=environment)
    elapsed = time.perf_counter() - start
    output = " ".join(result.stdout.split())
    return elapsed, output[output.find("Up to date") :] if "Up to date" in output else output[-300:]


SHEET_KINDS = ("cards", "boards", "tokens", "mats", "aids")


def page_darkness(pdf: Path) -> list[float]:
    """The mean darkness of each page of a PDF, rendered at 12 dpi in grey (as ../shared/tools/ink.py)."""
    from PIL import Image, ImageStat

    with tempfile.TemporaryDirectory() as folder:
        subprocess.run(["pdftoppm", "-r", "12", "-gray", "-png", str(pdf), f"{folder}/p"], check=True)
        pages = sorted(Path(folder).glob("p*.png"))
        darkness = []
        for page in pages:
            with Image.open(page) as image:
                darkness.append(1 - ImageStat.Stat(image).mean[0] / 255)
        return darkness


def ink_ratios(out: Path, games: tuple[str, ...]) -> dict[str, dict[str, float]]:
    """Per game: mean darkness of the A4 sheet pages in each style, and light ÷ full."""
    entries = json.loads((out / "manifest.json").read_text(encoding="utf-8"))["files"]
    results = {}
    for game in games:
        means = {}
        for style in ("full", "light"):
            pages = [
                value
                for entry in entries
                if entry["game"] == game
                and entry["kind"] in SHEET_KINDS
                and entry["paper"] == "a4"
                and entry["style"] == style
                for value in page_darkness(out / entry["path"])
            ]
            means[style] = sum(pages) / len(pages)
        results[game] = {
            "full": round(means["full"], 3),
            "light": round(means["light"], 3),
            "ratio": round(means["light"] / means["full"], 3),
        }
    return results


def png_stage_against_floor(folder: Path, games: tuple[str, ...], jobs: int) -> dict[str, float]:
    """The PNG stage alone (wall and CPU) and the encode floor (wall / jobs and CPU)."""
    from generator.builder import BuildReport
    from generator.builder.cache import Cache, code_version
    from generator.builder.decks import design_decks, load_games
    from generator.builder.png import png_tasks
    from generator.builder.progress import Stages
    from generator.builder.runner import Runner
    from generator.layout.units import PNG_DPI
    from generator.render.png import encode_png, render_face

    options = options_for(folder / "png-stage", games, jobs)
    decks = design_decks(load_games(options), options.bleed_mm)
    staging = folder / "png-staging"
    staging.mkdir()
    report = BuildReport()
    cpu_start, wall_start = cpu_seconds(), time.perf_counter()
    with (
        Runner(jobs, Cache(folder / "png-cache", code_version()), staging, report) as runner,
        Stages(report, None) as stages,
    ):
        runner.run(png_tasks(decks), stages.progress("card images"))
    stage_wall, stage_cpu = time.perf_counter() - wall_start, cpu_seconds() - cpu_start  # pool shut down: counted

    images = [render_face(task.job.face, PNG_DPI) for task in png_tasks(decks).values()]
    cpu_start, wall_start = time.process_time(), time.perf_counter()
    for image in images:
        encode_png(image, PNG_DPI)
    encode_wall, encode_cpu = time.perf_counter() - wall_start, time.process_time() - cpu_start
    return {
        "pngs": len(images),
        "png_stage_wall_s": round(stage_wall, 2),
        "png_stage_cpu_s": round(stage_cpu, 2),
        "encode_floor_wall_s": round(encode_wall / jobs, 2),
        "encode_floor_cpu_s": round(encode_cpu, 2),
        "ratio_wall": round(stage_wall / (encode_wall / jobs), 2),
        "ratio_cpu": round(stage_cpu / encode_cpu, 2),
    }


def snapshot_and_rerun(arguments: list[str]) -> None:
    """Copy the code and the card data to a temporary folder and run this benchmark there."""
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder)
        for name in ("generator", "card_data", "templates", "site", "tests/bench"):
            shutil.copytree(
                REPO / name, copy / name, symlinks=True, ignore=shutil.ignore_patterns("__pycache__", "node_modules")
            )
        if (REPO / "site/node_modules").exists():
            (copy / "site/node_modules").symlink_to(REPO / "site/node_modules")
        environment = {**os.environ, "PYTHONPATH": str(copy)}
        subprocess.run(
            [sys.executable, str(copy / "tests/bench/bench_build.py"), *arguments],
            check=True,
            cwd=copy,
            env=environment,
        )


def main() -> None:
    """Run the three measurements and print them."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--games", default="")
    parser.add_argument("--snapshot", action="store_true")
    parser.add_argument("--site", action="store_true", help="include the rules site (needs site/node_modules)")
    arguments = parser.parse_args()
    if arguments.snapshot:
        snapshot_and_rerun([argument for argument in sys.argv[1:] if argument != "--snapshot"])
        return
    sys.path.insert(0, str(REPO))
    from generator.data.load import found_game_ids

    games = tuple(arguments.games.split(",")) if arguments.games else tuple(found_game_ids())
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "output"
        cold, cold_cpu, stages, rendered = cold_build(out, games, arguments.jobs, arguments.site)
        rebuild, summary = unchanged_rebuild(out, games, arguments.jobs, arguments.site)
        ink = ink_ratios(out, games)
        png = png_stage_against_floor(Path(folder), games, arguments.jobs)
    png["ratio_in_build_wall"] = round(stages["png"] / png["encode_floor_wall_s"], 2)
    results = {
        "code": str(REPO),
        "jobs": arguments.jobs,
        "games": list(games),
        "cold_build_s": round(cold, 2),
        "cold_build_cpu_s": round(cold_cpu, 2),
        "cold_stages_s": {name: round(seconds, 2) for name, seconds in stages.items()},
        "files_rendered": rendered,
        "unchanged_rebuild_s": round(rebuild, 2),
        "rebuild_summary": summary,
        "ink": ink,
        **png,
    }
    print(
        f"cold build ({len(games)} games, {arguments.jobs} jobs): {cold:.2f} s wall, {cold_cpu:.2f} s CPU "
        f"(÷{arguments.jobs} = {cold_cpu / arguments.jobs:.2f} s on idle cores)   [target ≤ 30 s]"
    )
    for name, seconds in stages.items():
        print(f"  {name:<8} {seconds:6.2f} s")
    print(f"unchanged rebuild (whole command): {rebuild:.2f} s   [target ≤ 2 s]\n  {summary}")
    print("ink of the A4 sheets, light style against full (mean darkness of all pages)   [target ≤ 20 %]")
    for game, figures in ink.items():
        print(f"  {game:<18} full {figures['full']:.3f}  light {figures['light']:.3f}  ratio {figures['ratio']:.0%}")
    print(
        f"PNG stage alone, {png['pngs']} PNGs: {png['png_stage_wall_s']} s wall, {png['png_stage_cpu_s']} s CPU; "
        f"encode floor {png['encode_floor_wall_s']} s wall (÷{arguments.jobs}), {png['encode_floor_cpu_s']} s CPU; "
        f"ratio {png['ratio_wall']} wall, {png['ratio_cpu']} CPU   [target ≤ 1.5]"
    )
    print(
        f"PNG stage of the cold build (workers already warm from the PDF stage): {stages['png']:.2f} s wall, "
        f"ratio {png['ratio_in_build_wall']} to the encode floor"
    )
    print(json.dumps(results))


if __name__ == "__main__":
    main()
