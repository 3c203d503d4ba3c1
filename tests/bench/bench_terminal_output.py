"""Benchmark: the tables of ``pnp score`` and ``pnp check`` stay small and quick whatever the state holds.

Run from the repository root::

    .venv/bin/python tests/bench/bench_terminal_output.py [--sizes 1000,10000,100000] [--names 10000,200000,2000000]

For every game that brings its states (``tests/bench/games/<game>/states.py``), states that grow (the item
of ``bench_state_size.py``) and states whose one player name grows to millions of characters (with terminal control
sequences; a name of more than 40 characters is refused, in one short line) go through ``pnp score`` and ``pnp
check`` as a user runs them, as a table and with ``--json``.
It prints the bytes of each table and its time beside the ``--json`` time (process time of the command, in
its own process). Targets (issue 19): every table at most 100 KB, and at most a few times the ``--json``
time (a fixed start-up of about half a second counts against both). Exits 1 when a table is larger than
100 KB or holds a raw control character.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from game_benches import games_with

STATES = games_with("states")

MOST_TABLE_BYTES = 100_000
HOSTILE = "\x1b]0;owned\x07\x1b[2J\u202e"
"""Retitles and clears a terminal, and turns the text around, if printed raw."""


def long_name(game_id: str, length: int) -> dict[str, Any]:
    """A state of ``game_id`` whose first player's name is ``length`` characters, with control sequences."""
    chunk = "x" * 990 + HOSTILE
    return STATES[game_id].named((chunk * (length // len(chunk) + 1))[:length])


def run(command: str, game_id: str, path: Path, as_json: bool) -> tuple[float, bytes]:
    """Process seconds and standard output of one ``pnp`` command in its own process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    arguments = [sys.executable, "-m", "generator", command, game_id, str(path), *(["--json"] if as_json else [])]
    finished = subprocess.run(arguments, capture_output=True, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    seconds = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return seconds, finished.stdout + finished.stderr


def measure(label: str, game_id: str, state: dict[str, Any], folder: Path) -> bool:
    """Print one line per command for ``state``; False when a table breaks a target."""
    path = folder / "state.json"
    path.write_text(json.dumps(state), encoding="utf-8")
    fine = True
    for command in ("score", "check"):
        table_seconds, table = run(command, game_id, path, as_json=False)
        json_seconds, _ = run(command, game_id, path, as_json=True)
        raw_control = any(byte in table for byte in (b"\x1b", b"\x07", "\u202e".encode()))
        fine &= len(table) <= MOST_TABLE_BYTES and not raw_control
        print(
            f"{game_id:<17} {label:<24} {command:<6} table {len(table):>8,} B {table_seconds:6.2f}s  "
            f"json {json_seconds:6.2f}s  ×{table_seconds / max(json_seconds, 1e-3):4.1f}"
            + ("  RAW CONTROL CHARACTERS" if raw_control else ""),
            flush=True,
        )
    return fine


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,10000,100000", help="sizes of the growing states")
    parser.add_argument("--names", default="10000,200000,2000000", help="lengths of the long player name")
    arguments = parser.parse_args()
    cases: list[tuple[str, str, Callable[[], dict[str, Any]]]] = []
    for game_id, states in STATES.items():
        item, grow = states.GROWS, states.growing
        for size in map(int, arguments.sizes.split(",")):
            cases.append((game_id, f"{size:,} {item}", lambda grow=grow, size=size: grow(size)))
        for length in map(int, arguments.names.split(",")):
            cases.append((game_id, f"name of {length:,} chars", lambda g=game_id, n=length: long_name(g, n)))
    fine = True
    with tempfile.TemporaryDirectory() as folder:
        for game_id, label, make in cases:
            fine &= measure(label, game_id, make(), Path(folder))
    print("every table within 100 KB, no raw control character" if fine else "TARGET MISSED")
    return 0 if fine else 1


if __name__ == "__main__":
    sys.exit(main())
