"""Build the project at two commits and compare what they wrote: every print file byte for byte, and the site.

A restructuring must not change the output. This checks out each commit into a temporary worktree, runs
``python -m generator build`` there with this checkout's environment (its ``.venv`` and ``site/node_modules``),
and compares the two output folders: the files of each ``manifest.json``, then every file of the site. The
Tabletop Simulator objects name their own folder's sheets, so those paths are put back to one folder first.

    .venv/bin/python tests/bench/compare_builds.py BEFORE AFTER [--games GAME ...]

Prints the figures (files compared, identical, differing, only on one side) and exits 1 when a print file
differs.
"""

from __future__ import annotations

import argparse
import filecmp
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def worktree(commit: str, folder: Path) -> Path:
    """A checkout of ``commit`` in ``folder``, sharing this checkout's installed modules."""
    subprocess.run(["git", "-C", str(REPO), "worktree", "add", "--detach", str(folder), commit], check=True)
    (folder / "site" / "node_modules").symlink_to(REPO / "site" / "node_modules")
    return folder


def build(checkout: Path, out: Path, games: list[str]) -> float:
    """Build everything (or ``games``) of ``checkout`` into ``out``; the seconds it took."""
    import time

    command = [sys.executable, "-m", "generator", "build", "--out", str(out)]
    command += [argument for game in games for argument in ("--game", game)]
    environment = {**os.environ, "XDG_CACHE_HOME": str(out.parent / "cache")}
    start = time.perf_counter()
    subprocess.run(command, cwd=checkout, env=environment, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def normalised(path: Path, out: Path) -> bytes:
    """The file's bytes, with the output folder's own path put back to a placeholder."""
    data = path.read_bytes()
    return data.replace(str(out.resolve()).encode(), b"<out>") if path.suffix == ".json" else data


def compare(first: Path, second: Path, relative: list[str]) -> tuple[list[str], list[str]]:
    """The files of ``relative`` that are the same in both folders, and those that differ."""
    same, different = [], []
    for name in relative:
        a, b = first / name, second / name
        equal = normalised(a, first) == normalised(b, second) if a.suffix == ".json" else filecmp.cmp(a, b, False)
        (same if equal else different).append(name)
    return same, different


def listed(out: Path) -> set[str]:
    """The print files ``out/manifest.json`` lists."""
    return {entry["path"] for entry in json.loads((out / "manifest.json").read_text())["files"]}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("--games", nargs="*", default=[])
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="pnp-compare-") as scratch:
        root = Path(scratch)
        outs = []
        try:
            for label, commit in (("before", arguments.before), ("after", arguments.after)):
                checkout = worktree(commit, root / f"{label}-checkout")
                out = root / label / "output"
                seconds = build(checkout, out, arguments.games)
                print(f"{label} ({commit}): built in {seconds:.1f} s")
                outs.append(out)
        finally:
            for label in ("before", "after"):
                subprocess.run(
                    ["git", "-C", str(REPO), "worktree", "remove", "--force", str(root / f"{label}-checkout")],
                    check=False,
                    stderr=subprocess.DEVNULL,
                )
        manifests = [
            {entry["path"] for entry in json.loads((out / "manifest.json").read_text())["files"]} for out in outs
        ]
        shared = sorted(manifests[0] & manifests[1])
        same, different = compare(outs[0], outs[1], shared)
        print(f"print files: {len(shared)} in both, {len(same)} byte-identical, {len(different)} differ")
        for name in different:
            print(f"  differs: {name}")
        for label, only in (("before", manifests[0] - manifests[1]), ("after", manifests[1] - manifests[0])):
            for name in sorted(only):
                print(f"  only {label}: {name}")
        sites = [{str(p.relative_to(out / "site")) for p in (out / "site").rglob("*") if p.is_file()} for out in outs]
        site_same, site_different = compare(outs[0], outs[1], [f"site/{name}" for name in sorted(sites[0] & sites[1])])
        before, after = len(sites[0] - sites[1]), len(sites[1] - sites[0])
        print(
            f"site files: {len(sites[0] & sites[1])} in both, {len(site_same)} identical, "
            f"{len(site_different)} differ, {before} only before, {after} only after"
        )
        for name in site_different:
            print(f"  site differs: {name}")
        return 1 if different or manifests[0] != manifests[1] else 0


if __name__ == "__main__":
    sys.exit(main())
