"""A rebuild killed (SIGKILL) at moments spread over its whole run never leaves a broken output.

Build A is complete in the output folder; build B (other card data, so every stage has work) is started
and killed after a fraction of its measured run time. Right after each kill the folder holds all of A
or all of B: the manifest, every file it lists (by content) and the site, with its download copies (its
pages name A's card or B's, and it is the same build as the print files). A kill while files are moved
into place leaves the commit journal, and the next build finishes that commit first; the next build also
removes every leftover. Output is readable by others throughout. One kill falls, by construction, right
between the print files' moves and the site's swap.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from reliability_tools import (
    REPO,
    SMALL_BUILD,
    SMALL_GAME,
    alive,
    children,
    pnp,
    run_pnp,
    small_data,
    tree_modes,
    umask_077,
    wait_until,
)

from generator.builder.cache import SITE_RECORD
from generator.builder.commit import JOURNAL, recover

NAMES = {"A": "Corn Seed", "B": "Corn Seedling"}
"""The one card name that differs between the two builds' data."""
GALLERY = f"site/games/{SMALL_GAME}/cards/index.html"


def data_for(folder: Path, build: str) -> Path:
    return small_data(folder / f"data-{build}", NAMES[build])


def snapshot(out: Path) -> dict[str, str]:
    """Content hash of the manifest and of every file it lists (with the folders taken out of the image
    paths of the Tabletop Simulator objects, which name their sheets where the build wrote them)."""
    manifest = json.loads((out / "manifest.json").read_text())
    paths = ["manifest.json", *(entry["path"] for entry in manifest["files"])]
    return {path: hashlib.sha256(IMAGE_FOLDER.sub(rb"\1", (out / path).read_bytes())).hexdigest() for path in paths}


IMAGE_FOLDER = re.compile(rb'("(?:FaceURL|BackURL)": ")[^"]*/')
"""The folder part of a Tabletop Simulator object's image path."""


def site_of(out: Path) -> str:
    """Which build's site is in place: A or B, by the card name on the gallery page."""
    page = (out / GALLERY).read_text()
    found = [build for build, name in NAMES.items() if f">{name}<" in page]
    assert len(found) == 1, found
    return found[0]


def assert_one_build(out: Path, builds: dict[str, object]) -> None:
    """The site and its download copies are of the same build as the print files."""
    build = "A" if snapshot(out) == builds["A"] else "B"
    assert site_of(out) == build
    manifest = json.loads((out / "manifest.json").read_text())
    for entry in manifest["files"]:
        copy = out / "site" / "downloads" / entry["path"]
        if copy.exists():
            assert copy.read_bytes() == (out / entry["path"]).read_bytes(), entry["path"]


def build(out: Path, data: Path) -> subprocess.CompletedProcess[str]:
    return run_pnp("build", "--out", str(out), "--data", str(data), *SMALL_BUILD, preexec_fn=umask_077)


@pytest.fixture(scope="module")
def builds(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    """Output folders holding build A alone and A then B, when the builds started, B's run time, and both
    snapshots."""
    folder = tmp_path_factory.mktemp("kill")
    started = time.time()  # not a copied file's time: copies keep the time of the file they copy
    data = {name: data_for(folder, name) for name in NAMES}
    only_a = folder / "only-a"
    assert build(only_a, data["A"]).returncode == 0
    then_b = folder / "then-b"
    shutil.copytree(only_a, then_b, symlinks=True)
    start = time.monotonic()
    assert build(then_b, data["B"]).returncode == 0
    seconds = time.monotonic() - start
    return {
        "folder": folder,
        "started": started,
        "data": data,
        "only_a": only_a,
        "seconds": seconds,
        "A": snapshot(only_a),
        "B": snapshot(then_b),
    }


LEFTOVERS = (".staging-", ".site-")
"""Folders of a killed build: not output (half-written by MkDocs with the umask), removed by the next build."""


def assert_readable(out: Path) -> None:
    for path, mode in tree_modes(out).items():
        if (out / path).is_symlink() or path.startswith(LEFTOVERS):
            continue
        expected = 0o755 if (out / path).is_dir() else 0o644
        assert mode == expected, f"{path}: {mode:o}"


def test_output_is_readable_by_others_whatever_the_umask(builds: dict[str, object]) -> None:
    out = builds["only_a"]
    assert isinstance(out, Path)
    assert (out / "site").stat().st_mode & 0o777 == 0o755
    assert_readable(out)


def kill_at(builds: dict[str, object], fraction: float, trial: int) -> None:
    """Kill build B after ``fraction`` of its run, check the folder, then let the next build clean up."""
    folder, data, seconds = builds["folder"], builds["data"], builds["seconds"]
    assert isinstance(folder, Path) and isinstance(data, dict) and isinstance(seconds, float)
    out = folder / f"trial-{trial}"
    shutil.copytree(builds["only_a"], out, symlinks=True)  # type: ignore[arg-type]
    running = pnp("build", "--out", str(out), "--data", str(data["B"]), *SMALL_BUILD, preexec_fn=umask_077)
    time.sleep(fraction * seconds)
    workers = children(running.pid)
    running.send_signal(signal.SIGKILL)
    running.communicate()
    assert wait_until(lambda: not any(alive(pid) for pid in workers), timeout=10)
    if (out / JOURNAL).exists():  # killed while moving files into place: the next build finishes the move
        recover(out)
        assert snapshot(out) == builds["B"]
    else:
        assert snapshot(out) in (builds["A"], builds["B"]), f"a mix of two builds after {fraction:.0%}"
    assert_one_build(out, builds)
    assert_readable(out)
    assert build(out, data["B"]).returncode == 0
    assert snapshot(out) == builds["B"] and site_of(out) == "B"
    leftovers = [path.name for path in out.iterdir() if path.name.startswith((*LEFTOVERS, JOURNAL))]
    assert leftovers == []
    shutil.rmtree(out)


@pytest.mark.parametrize("fraction", [0.15, 0.45, 0.75, 0.95])
def test_a_killed_rebuild_leaves_one_whole_build(builds: dict[str, object], fraction: float) -> None:
    kill_at(builds, fraction, round(fraction * 100))


@pytest.mark.slow
@pytest.mark.parametrize("fraction", [index / 16 for index in range(1, 18)])
def test_a_killed_rebuild_leaves_one_whole_build_at_many_moments(builds: dict[str, object], fraction: float) -> None:
    kill_at(builds, fraction, 1000 + round(fraction * 100))


def test_a_build_killed_before_it_recorded_its_site_is_finished_by_the_next(builds: dict[str, object]) -> None:
    """Killed once everything was in place and the print files recorded, but not the site: the next build finds the
    print files up to date and builds the site again over the one there, a site of games without rules (no
    Pyodide in it) too. It refused that folder as not a site (the kill at 95 % fell there once, on a clean clone)."""
    folder, data = builds["folder"], builds["data"]
    assert isinstance(folder, Path) and isinstance(data, dict)
    out = folder / "site-unrecorded"
    assert build(out, data["A"]).returncode == 0
    (out / ".cache" / SITE_RECORD).unlink()
    again = build(out, data["A"])
    assert again.returncode == 0, again.stderr
    assert snapshot(out) == builds["A"] and site_of(out) == "A"
    assert_one_build(out, builds)
    shutil.rmtree(out)


KILLED_BEFORE_THE_SITE = """
import os, signal, sys
import generator.builder.commit as commit
commit.swap_into_place = lambda *_: os.kill(os.getpid(), signal.SIGKILL)
sys.argv[0] = "pnp"
from generator.cli import main
main()
"""
"""``pnp`` killed once every print file is in place, before the site is swapped in."""


def test_a_kill_between_the_print_files_and_the_site_is_finished_by_the_next_build(
    builds: dict[str, object],
) -> None:
    folder, data = builds["folder"], builds["data"]
    assert isinstance(folder, Path) and isinstance(data, dict)
    out = folder / "between"
    shutil.copytree(builds["only_a"], out, symlinks=True)  # type: ignore[arg-type]
    arguments = ["build", "--out", str(out), "--data", str(data["B"]), *SMALL_BUILD]
    killed = subprocess.run(
        [sys.executable, "-c", KILLED_BEFORE_THE_SITE, *arguments], cwd=REPO, capture_output=True, check=False
    )
    assert killed.returncode == -signal.SIGKILL
    assert (out / JOURNAL).exists()
    assert snapshot(out) == builds["B"] and site_of(out) == "A"  # the moment between the two
    recover(out)  # what the next build does first
    assert snapshot(out) == builds["B"] and not (out / JOURNAL).exists()
    assert_one_build(out, builds)
    assert build(out, data["B"]).returncode == 0
    assert_one_build(out, builds)
    leftovers = [path.name for path in out.iterdir() if path.name.startswith((*LEFTOVERS, JOURNAL))]
    assert leftovers == []


def test_caches_stay_out_of_the_repository(builds: dict[str, object]) -> None:
    from generator.site import CACHE, INSTALLED_ENGINE

    out, started = builds["only_a"], builds["started"]
    assert isinstance(out, Path) and isinstance(started, float)
    assert any((out / ".cache").glob("*.pdf"))  # the print files' renders, beside the output
    engines = [*CACHE.glob("pyodide-*/engine/*-stdlib.zip"), *INSTALLED_ENGINE.glob("pyodide-*/engine/*-stdlib.zip")]
    assert engines  # the site's compiled engine: setup's copy, or one the build kept in the user's cache
    repository_cache = REPO / "output" / ".cache"
    assert [path for path in repository_cache.rglob("*") if path.stat().st_mtime >= started] == []
