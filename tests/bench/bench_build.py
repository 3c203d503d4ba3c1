"""Benchmark of `pnp build`: cold build per stage, unchanged rebuild, and the PNG stage against its floor.

Run from the repository root (takes about a minute; run it alone, on a quiet machine):

    .venv/bin/python tests/bench/bench_build.py [--jobs 2] [--games monarch,royal-shuffle]

It reports:

1. a cold build of the print files of the chosen games (default: all five; no site) into a fresh
   folder, in-process, with the wall time of each stage (design, pdf, png, tts, write);
2. an unchanged rebuild: the whole ``pnp build --no-site`` command run again in a new process
   (interpreter start-up included), which should render nothing;
3. the PNG stage against the floor of merely encoding the same number of PNGs: every card face is
   rendered once up front (not timed), then encoded at the build's PNG settings; the floor is that
   encode time divided by the number of workers (perfect parallelism).

Targets (issue 4): cold build of all five games ≤ 30 s on 2 cores, unchanged rebuild ≤ 2 s, PNG
stage ≤ 1.5 × the encode floor. The numbers are printed as a table and as JSON on the last line.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from generator.build import BuildOptions, build, design_decks, load_games, png_tasks
from generator.layout.units import PNG_DPI
from generator.render.png import encode_png, render_face
from generator.scoring import GAME_IDS

REPO = Path(__file__).resolve().parents[2]


def cold_build(out: Path, games: tuple[str, ...], jobs: int) -> tuple[float, dict[str, float], int]:
    """Build into an empty folder; returns wall time, stage times and the number of files rendered."""
    options = BuildOptions(out_dir=out, games=games, papers=("a4", "letter"), duplex="long",
                           back_offset_mm=(0.0, 0.0), bleed_mm=3.0, jobs=jobs, site=False, data_dir=None)
    start = time.perf_counter()
    report = build(options)
    return time.perf_counter() - start, report.stage_seconds, report.rendered


def unchanged_rebuild(out: Path, games: tuple[str, ...], jobs: int) -> tuple[float, str]:
    """Time the whole command, in a new process, on an up-to-date output folder."""
    command = [str(REPO / ".venv/bin/pnp"), "build", "--no-site", "--out", str(out), "--jobs", str(jobs)]
    for game in games:
        command += ["--game", game]
    start = time.perf_counter()
    result = subprocess.run(command, capture_output=True, text=True, check=True, cwd=REPO)
    summary = " ".join(line.strip() for line in result.stdout.splitlines()[-3:])
    return time.perf_counter() - start, summary


def encode_floor(games: tuple[str, ...], jobs: int) -> tuple[float, int]:
    """Seconds to encode every card PNG of a build, divided by the workers; and how many PNGs that is."""
    from generator.build import BuildOptions as Options

    options = Options(out_dir=Path("unused"), games=games, papers=("a4",), duplex="long", back_offset_mm=(0.0, 0.0),
                      bleed_mm=3.0, jobs=jobs, site=False, data_dir=None)
    tasks = png_tasks(design_decks(load_games(options), options.bleed_mm))
    images = [render_face(task.job.face, PNG_DPI) for task in tasks.values()]
    start = time.perf_counter()
    for image in images:
        encode_png(image, PNG_DPI)
    return (time.perf_counter() - start) / jobs, len(images)


def main() -> None:
    """Run the three measurements and print them."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--games", default=",".join(GAME_IDS))
    arguments = parser.parse_args()
    games = tuple(arguments.games.split(","))
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "output"
        cold, stages, rendered = cold_build(out, games, arguments.jobs)
        rebuild, summary = unchanged_rebuild(out, games, arguments.jobs)
    floor, pngs = encode_floor(games, arguments.jobs)
    results = {
        "jobs": arguments.jobs, "games": list(games), "cold_build_s": round(cold, 2),
        "cold_stages_s": {name: round(seconds, 2) for name, seconds in stages.items()},
        "files_rendered": rendered, "unchanged_rebuild_s": round(rebuild, 2), "rebuild_summary": summary,
        "png_stage_s": round(stages["png"], 2), "png_encode_floor_s": round(floor, 2), "pngs": pngs,
        "png_stage_over_floor": round(stages["png"] / floor, 2),
    }
    print(f"cold build ({len(games)} games, {arguments.jobs} jobs): {cold:.2f} s   [target ≤ 30 s]")
    for name, seconds in stages.items():
        print(f"  {name:<8} {seconds:6.2f} s")
    print(f"unchanged rebuild (whole command): {rebuild:.2f} s   [target ≤ 2 s]  {summary}")
    print(f"PNG stage {stages['png']:.2f} s for {pngs} PNGs; encode floor {floor:.2f} s; "
          f"ratio {results['png_stage_over_floor']}   [target ≤ 1.5]")
    print(json.dumps(results))


if __name__ == "__main__":
    sys.exit(main())
