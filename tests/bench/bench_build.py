"""Benchmark of `pnp build`: where a cold build spends its time, the cold builds, the rebuilds, ink and PNG floor.

Run from the repository root, alone on a quiet machine (about five minutes with the defaults):

    .venv/bin/python tests/bench/bench_build.py [--jobs 2] [--runs 3] [--only PART,PART] [--snapshot]

``--snapshot`` first copies the code, card data and site sources to a temporary folder and measures that
copy, so that edits made to the working tree while it runs cannot change the results. Every build runs as
the whole command (``python -m generator build``, interpreter start-up included) into a fresh output folder,
and a cold one on a fresh user cache (``XDG_CACHE_HOME``): what a new user's first build does. Figures are
medians of ``--runs`` runs, with their spread. The parts (``--only``):

- ``profile``: one cold build of the print files and the site, its stages (design, render, site, write) and
  the site's own parts (card data, gallery images, balance figures, generated pages, Pyodide packaging,
  content policy, search entries, service worker list with its hashing, compression, MkDocs) as seconds and
  as a share of the whole; and each kind of file's CPU seconds with its share of the rendering;
- ``cold``: the cold print build (``--no-site``) and the cold full build (print files and site);
- ``rebuild``: ``pnp build`` again on an up-to-date output folder;
- ``edit``: one card's text edited in a copy of the card data, then ``pnp build`` (every game) and
  ``pnp build --game`` (its game alone): how long, how many files were rendered again, which site pages
  changed;
- ``ink``: the ink of the printer-friendly style per game: the mean darkness of every page of the game's A4
  sheet files in the light style over that of the full style (pages rendered at 12 dpi in grey by
  pdftoppm, 1 − L/255 averaged over all pixels);
- ``png``: the card images alone (fresh render cache, their own pool of workers) against the floor of
  merely encoding as many PNGs, as CPU seconds (which a busy machine cannot distort) and as wall time.

Targets (issues 4, 9, 21 and 33): cold print build ≤ 12 s and cold full build ≤ 30 s on 2 cores, unchanged
rebuild ≤ 0.5 s, a card edited ≤ 3 s, PNG stage ≤ 1.5 × the encode floor, light sheets ≤ 20 % of the full
style's ink. The figures are printed, and as JSON on the last line.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
PARTS = ("profile", "cold", "rebuild", "edit", "ink", "png")
REPORT = """
import json, sys
from pathlib import Path
from generator.builder import BuildOptions, build
from generator.data.folder import found_game_ids
from generator.layout.units import Duplex, Paper
out, jobs = Path(sys.argv[1]), int(sys.argv[2])
options = BuildOptions(out_dir=out, games=tuple(found_game_ids()), papers=tuple(Paper), duplex=Duplex.LONG,
                       back_offset_mm=(0.0, 0.0), bleed_mm=3.0, jobs=jobs, site=True, data_dir=None)
report = build(options)
print(json.dumps({"stages": report.stage_seconds, "render": report.render_seconds, "site": report.site_seconds,
                  "rendered": report.rendered, "notes": report.notes}))
"""
"""A build in a process of its own, printing its report as JSON (the profile's)."""


def children_cpu() -> float:
    """CPU seconds of this process's finished children (the builds and their workers)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def environment(cache: Path) -> dict[str, str]:
    """The environment of a build: this checkout's code first on the path, ``cache`` as the user's cache."""
    return {**os.environ, "PYTHONPATH": str(REPO), "XDG_CACHE_HOME": str(cache), "COLUMNS": "200"}


def pnp(arguments: list[str], cache: Path) -> tuple[float, float, str]:
    """Run ``pnp`` (as ``python -m generator``): its wall seconds, CPU seconds (with its workers), output."""
    cpu, start = children_cpu(), time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "generator", *arguments],
        capture_output=True,
        text=True,
        check=True,
        cwd=REPO,
        env=environment(cache),
    )
    return time.perf_counter() - start, children_cpu() - cpu, " ".join(done.stdout.split())


def summary(figures: list[float]) -> dict[str, float]:
    """Median, least and most of some seconds."""
    return {
        "median": round(statistics.median(figures), 2),
        "min": round(min(figures), 2),
        "max": round(max(figures), 2),
    }


def line(label: str, figures: dict[str, float], target: str) -> None:
    print(f"{label:<46} {figures['median']:7.2f} s  ({figures['min']:.2f}–{figures['max']:.2f})   [target {target}]")


def profile(folder: Path, jobs: int, _runs: int) -> dict[str, Any]:
    """One cold build of everything, in a process of its own: its report."""
    environment_ = environment(folder / "profile-cache")
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", REPORT, str(folder / "profile"), str(jobs)],
        capture_output=True,
        text=True,
        check=True,
        cwd=REPO,
        env=environment_,
    )
    report: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    report["whole"] = time.perf_counter() - start
    whole = report["whole"]
    print(f"Cold build of the print files and the site ({jobs} jobs): {whole:.1f} s, in its process")
    rows = [(name, seconds) for name, seconds in report["stages"].items() if name != "site"]
    rows += [(f"site: {name}", seconds) for name, seconds in report["site"].items()]
    rows.append(("interpreter, imports, lock, fingerprint", whole - sum(report["stages"].values())))
    for name, seconds in rows:
        print(f"  {name:<44} {seconds:7.2f} s  {100 * seconds / whole:5.1f} %")
    cpu = sum(report["render"].values())
    print(f"  CPU of the render (files, and site images drawn meanwhile): {cpu:.1f} s")
    for kind, seconds in sorted(report["render"].items(), key=lambda item: -item[1]):
        print(f"    {kind:<42} {seconds:7.2f} s  {100 * seconds / cpu:5.1f} %")
    return report


def cold(folder: Path, jobs: int, runs: int) -> dict[str, Any]:
    """Cold print builds and cold full builds: fresh output folder and user cache each time."""
    results: dict[str, Any] = {}
    for name, extra, target in (("cold_print", ["--no-site"], "≤ 12 s"), ("cold_full", [], "≤ 30 s")):
        walls, cpus = [], []
        for run in range(runs):
            out, cache = folder / f"{name}-{run}", folder / f"{name}-cache-{run}"
            wall, cpu, _ = pnp(["build", *extra, "--out", str(out), "--jobs", str(jobs)], cache)
            walls.append(wall)
            cpus.append(cpu)
            shutil.rmtree(out)
        results[name] = {"wall": summary(walls), "cpu": summary(cpus)}
        line(f"{name.replace('_', ' ')} build, whole command", results[name]["wall"], target)
        cpu = results[name]["cpu"]["median"]
        print(f"{'':<46} CPU {cpu:.1f} s (÷{jobs} = {cpu / jobs:.1f} s)")
    return results


def rebuild(folder: Path, jobs: int, runs: int) -> dict[str, Any]:
    """``pnp build`` on an up-to-date output folder."""
    out, cache = folder / "rebuild", folder / "rebuild-cache"
    pnp(["build", "--out", str(out), "--jobs", str(jobs)], cache)
    walls, said = [], ""
    for _run in range(runs):
        wall, _cpu, said = pnp(["build", "--out", str(out), "--jobs", str(jobs)], cache)
        walls.append(wall)
    figures = summary(walls)
    line("unchanged rebuild, whole command", figures, "≤ 0.5 s")
    print(f"  {said[said.find('Up to date') :][:120]}")
    return {"wall": figures, "said": said[said.find("Up to date") :]}


def edited_card(data: Path, game_id: str, run: int) -> str:
    """Edit the text of the first card of ``game_id`` that has one (its first letter becomes X, Y or Z as ``run``
    goes, so that the text still fits); that card's id."""
    cards = data / game_id / "cards.toml"
    text = cards.read_text(encoding="utf-8")
    match = re.search(r'^id = "([^"]+)"(?:(?!^\[\[card\]\]).)*?^text = "', text, re.MULTILINE | re.DOTALL)
    assert match is not None, f"no card of {game_id} has a text"
    cards.write_text(text[: match.end()] + "XYZ"[run % 3] + text[match.end() + 1 :], encoding="utf-8")
    return match[1]


def site_files(site: Path) -> dict[str, int]:
    """Path → hash of every file of a built site."""
    return {str(path.relative_to(site)): hash(path.read_bytes()) for path in site.rglob("*") if path.is_file()}


def edit(folder: Path, jobs: int, runs: int) -> dict[str, Any]:
    """A card's text edited in a copy of the card data, then the build of every game, and of its game alone."""
    from generator.data.folder import found_game_ids

    data, cache = folder / "card_data", folder / "edit-cache"
    shutil.copytree(REPO / "card_data", data)
    game_id = found_game_ids(data)[0]
    results: dict[str, Any] = {}
    for name, games, target in (("every_game", [], "≤ 3 s"), ("its_game", ["--game", game_id], "seconds")):
        out = folder / f"edit-{name}"
        arguments = ["build", "--out", str(out), "--jobs", str(jobs), "--data", str(data), *games]
        pnp(arguments, cache)
        walls, rendered, pages = [], [], set()
        for run in range(runs):
            before = site_files(out / "site")
            card = edited_card(data, game_id, run)
            wall, _cpu, said = pnp(arguments, cache)
            walls.append(wall)
            found = re.search(r"(\d+) files \((\d+) rendered", said)
            rendered.append(int(found[2]) if found else -1)
            after = site_files(out / "site")
            pages |= {path for path in after if before.get(path) != after[path] and path.endswith(".html")}
        results[name] = {"wall": summary(walls), "rendered": rendered, "card": card, "pages": sorted(pages)}
        line(f"card {card} of {game_id} edited, {' '.join(games) or 'every game'}", results[name]["wall"], target)
        print(f"  files rendered again: {rendered}; site pages changed: {', '.join(sorted(pages))}")
    return results


SHEET_KINDS = ("cards", "boards", "tokens", "mats", "aids")


def page_darkness(pdf: Path) -> list[float]:
    """The mean darkness of each page of a PDF, rendered at 12 dpi in grey."""
    from PIL import Image, ImageStat

    with tempfile.TemporaryDirectory() as folder:
        subprocess.run(["pdftoppm", "-r", "12", "-gray", "-png", str(pdf), f"{folder}/p"], check=True)
        darkness = []
        for page in sorted(Path(folder).glob("p*.png")):
            with Image.open(page) as image:
                darkness.append(1 - ImageStat.Stat(image).mean[0] / 255)
        return darkness


def ink(folder: Path, jobs: int, _runs: int) -> dict[str, Any]:
    """Per game: mean darkness of the A4 sheet pages in each style, and light ÷ full."""
    out = folder / "ink"
    pnp(["build", "--no-site", "--paper", "a4", "--out", str(out), "--jobs", str(jobs)], folder / "ink-cache")
    entries = json.loads((out / "manifest.json").read_text(encoding="utf-8"))["files"]
    results = {}
    print("ink of the A4 sheets, light style against full (mean darkness of all pages)   [target ≤ 20 %]")
    for game in sorted({entry["game"] for entry in entries if entry["game"]}):
        means = {}
        for style in ("full", "light"):
            pages = [
                value
                for entry in entries
                if entry["game"] == game and entry["kind"] in SHEET_KINDS and entry["style"] == style
                for value in page_darkness(out / entry["path"])
            ]
            means[style] = sum(pages) / len(pages)
        results[game] = {"full": round(means["full"], 3), "light": round(means["light"], 3)}
        results[game]["ratio"] = round(means["light"] / means["full"], 3)
        print(f"  {game:<18} full {means['full']:.3f}  light {means['light']:.3f}  ratio {results[game]['ratio']:.0%}")
    return results


def png(folder: Path, jobs: int, _runs: int) -> dict[str, Any]:
    """The card images alone (wall and CPU, their own pool) and the encode floor (wall ÷ jobs and CPU)."""
    from generator.builder import BuildOptions, BuildReport
    from generator.builder.cache import Cache, code_version
    from generator.builder.decks import design_decks, load_games
    from generator.builder.png import png_tasks
    from generator.builder.progress import StageProgress
    from generator.builder.runner import Runner
    from generator.data.folder import found_game_ids
    from generator.layout.units import PNG_DPI, Duplex, Paper
    from generator.render.png import encode_png, render_face

    options = BuildOptions(
        folder / "png", tuple(found_game_ids()), tuple(Paper), Duplex.LONG, (0.0, 0.0), 3.0, jobs, False, None
    )
    decks = design_decks(load_games(options), options.bleed_mm)
    staging = folder / "png-staging"
    staging.mkdir()
    cache = Cache(folder / "png-cache", code_version())
    cpu, wall = own_and_children_cpu(), time.perf_counter()
    with Runner(jobs, cache, staging, BuildReport(), StageProgress(None, "")) as runner:
        runner.add(png_tasks(decks).values())
        runner.wait()
    stage_wall, stage_cpu = time.perf_counter() - wall, own_and_children_cpu() - cpu  # the pool is shut down: counted
    images = [render_face(task.job.face, PNG_DPI) for task in png_tasks(decks).values()]
    cpu, wall = time.process_time(), time.perf_counter()
    for image in images:
        encode_png(image, PNG_DPI)
    encode_wall, encode_cpu = time.perf_counter() - wall, time.process_time() - cpu
    results = {
        "pngs": len(images),
        "stage_wall_s": round(stage_wall, 2),
        "stage_cpu_s": round(stage_cpu, 2),
        "floor_wall_s": round(encode_wall / jobs, 2),
        "floor_cpu_s": round(encode_cpu, 2),
        "ratio_wall": round(stage_wall / (encode_wall / jobs), 2),
        "ratio_cpu": round(stage_cpu / encode_cpu, 2),
    }
    print(
        f"PNG stage alone, {len(images)} PNGs: {results['stage_wall_s']} s wall, {results['stage_cpu_s']} s CPU; "
        f"encode floor {results['floor_wall_s']} s wall (÷{jobs}), {results['floor_cpu_s']} s CPU; ratio "
        f"{results['ratio_wall']} wall, {results['ratio_cpu']} CPU   [target ≤ 1.5]"
    )
    return results


def own_and_children_cpu() -> float:
    """CPU seconds of this process and of its finished children."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    return own.ru_utime + own.ru_stime + children_cpu()


def snapshot_and_rerun(arguments: list[str]) -> None:
    """Copy the code and the card data to a temporary folder and run this benchmark there."""
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder)
        for name in ("generator", "card_data", "templates", "site", "tests"):
            shutil.copytree(
                REPO / name, copy / name, symlinks=True, ignore=shutil.ignore_patterns("__pycache__", "node_modules")
            )
        (copy / "site/node_modules").symlink_to(REPO / "site/node_modules")
        subprocess.run([sys.executable, str(copy / "tests/bench/bench_build.py"), *arguments], check=True, cwd=copy)


MEASURES: dict[str, Callable[[Path, int, int], dict[str, Any]]] = {
    "profile": profile,
    "cold": cold,
    "rebuild": rebuild,
    "edit": edit,
    "ink": ink,
    "png": png,
}


def main() -> None:
    """Run the parts asked for and print their figures."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--only", default=",".join(PARTS), help=f"parts to run, of: {', '.join(PARTS)}")
    parser.add_argument("--snapshot", action="store_true")
    arguments = parser.parse_args()
    if arguments.snapshot:
        snapshot_and_rerun([argument for argument in sys.argv[1:] if argument != "--snapshot"])
        return
    parts = arguments.only.split(",")
    unknown = set(parts) - set(PARTS)
    if unknown:
        parser.error(f"unknown parts: {', '.join(sorted(unknown))}")
    results: dict[str, Any] = {"code": str(REPO), "jobs": arguments.jobs, "load": os.getloadavg()}
    sys.path.insert(0, str(REPO))
    with tempfile.TemporaryDirectory() as folder:
        for part in parts:
            results[part] = MEASURES[part](Path(folder), arguments.jobs, arguments.runs)
    results["load_after"] = os.getloadavg()
    print(json.dumps(results))


if __name__ == "__main__":
    main()
