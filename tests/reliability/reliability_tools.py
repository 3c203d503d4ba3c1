"""Tools of the reliability tests: ``pnp`` as a separate process, its children, polling, file modes."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from fixture_games import data_folder

from generator.builder import BuildOptions
from generator.layout.units import Duplex, Paper, Style

REPO = Path(__file__).resolve().parents[2]
PNP = [sys.executable, "-m", "generator"]
SMALL_GAME = "harvest-fair"
"""A small game of our own, given by its card data alone (``tests/fixtures/games/``)."""
SMALL_CARD = ('name = "Corn One"', "Corn One")
"""One card name of the small game: (its line in cards.toml, the name)."""
SMALL_BUILD = ["--paper", "a4", "--style", "full", "--jobs", "2"]
"""A build of one paper, with ``--data`` of ``small_data``: every stage runs, in a few seconds."""


def small_data(folder: Path, card_name: str = SMALL_CARD[1]) -> Path:
    """A card data folder at ``folder`` holding the small game alone, its one card named ``card_name``."""
    data = data_folder(folder, SMALL_GAME)
    cards = data / SMALL_GAME / "cards.toml"
    cards.write_text(cards.read_text(encoding="utf-8").replace(SMALL_CARD[0], f'name = "{card_name}"', 1))
    return data


def pnp(*arguments: str, **options: object) -> subprocess.Popen[str]:
    """Start ``pnp`` in its own process group, standard output and error captured as text."""
    return subprocess.Popen(
        [*PNP, *arguments],
        cwd=REPO,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
        **options,  # type: ignore[arg-type]
    )


def run_pnp(*arguments: str, timeout: float = 300, **options: object) -> subprocess.CompletedProcess[str]:
    """Run ``pnp`` to its end."""
    return subprocess.run(
        [*PNP, *arguments], cwd=REPO, capture_output=True, text=True, timeout=timeout, check=False, **options
    )  # type: ignore[call-overload]


def children(pid: int) -> set[int]:
    """The processes ``pid`` started (render workers), from /proc."""
    found = set()
    for task in Path(f"/proc/{pid}/task").glob("*"):
        with contextlib.suppress(OSError):  # the task ended meanwhile
            found |= {int(child) for child in (task / "children").read_text().split()}
    return found


def alive(pid: int) -> bool:
    """True while ``pid`` runs (a zombie counts as gone)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def wait_until(condition: Callable[[], bool], timeout: float, step: float = 0.05) -> bool:
    """Poll ``condition`` until it holds (True) or ``timeout`` seconds pass (False)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(step)
    return condition()


def tree_modes(folder: Path) -> dict[str, int]:
    """Permission bits of every file and folder under ``folder`` (hidden bookkeeping included)."""
    return {str(path.relative_to(folder)): path.stat().st_mode & 0o777 for path in folder.rglob("*")}


def umask_077() -> None:
    """``preexec_fn``: the strictest usual umask, so that only explicit modes make files readable."""
    os.umask(0o077)


HANG_GUARD_S = 120
"""A loop that has not ended by then never will: the test fails instead of hanging (no timing target)."""


@contextlib.contextmanager
def ends_within(seconds: int) -> Iterator[None]:
    """Fail the test if the block runs longer than ``seconds`` (it would loop forever)."""

    def stop(_signal: int, _frame: object) -> None:
        raise AssertionError(f"still running after {seconds} s: an endless loop")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def small_build(
    data: Path,
    out: Path,
    papers: tuple[Paper, ...] = tuple(Paper),
    games: tuple[str, ...] = (SMALL_GAME,),
    jobs: int = 1,
) -> BuildOptions:
    """A build of ``games`` (the small game) of ``data`` into ``out`` on ``papers``, in one style, without the site."""
    return BuildOptions(
        out_dir=out,
        games=games,
        papers=papers,
        duplex=Duplex.LONG,
        back_offset_mm=(0.0, 0.0),
        bleed_mm=3.0,
        jobs=jobs,
        site=False,
        data_dir=data,
        styles=(Style.FULL,),
    )
