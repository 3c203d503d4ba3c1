"""Builds as processes: one writer per output folder, interrupts that clean up, workers that die with the build."""

from __future__ import annotations

import hashlib
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from reliability_tools import SMALL_BUILD, alive, children, pnp, run_pnp, small_data, wait_until

from generator.files.lock import LOCK_FILE, FolderBusy, output_lock, runtime_folder, site_lock

HOLD_LOCK = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from generator.files.lock import output_lock, site_lock
    with output_lock(Path(sys.argv[1])), site_lock(Path(sys.argv[1]) / "site"):
        print("locked", flush=True)
        time.sleep(120)
    """
)


def hold_lock(folder: Path) -> subprocess.Popen[str]:
    """Another process holding the lock of ``folder`` and of its site, until killed."""
    holder = subprocess.Popen([sys.executable, "-c", HOLD_LOCK, str(folder)], stdout=subprocess.PIPE, text=True)
    assert holder.stdout is not None and holder.stdout.readline() == "locked\n"
    return holder


def test_a_second_build_into_the_same_folder_is_refused(tmp_path: Path) -> None:
    data = small_data(tmp_path / "card_data")
    holder = hold_lock(tmp_path)
    try:
        for command, folder in (
            (["build", "--out", str(tmp_path), "--no-site"], tmp_path),
            (["site", "build", "--out", str(tmp_path / "site")], tmp_path / "site"),
        ):
            result = run_pnp(*command, *(SMALL_BUILD if command[0] == "build" else []), "--data", str(data))
            assert result.returncode == 2, result.stderr
            assert result.stderr == (
                f"error: another pnp build (process {holder.pid}) is writing into {folder}; wait until it "
                "has finished, or build into another folder with --out\n"
            )
        assert sorted(path.name for path in tmp_path.iterdir()) == [".cache", "card_data"]
    finally:
        holder.kill()
        holder.communicate()


def test_the_lock_of_a_dead_process_is_taken_over(tmp_path: Path) -> None:
    holder = hold_lock(tmp_path)
    with pytest.raises(FolderBusy), output_lock(tmp_path):
        pass
    holder.kill()
    holder.communicate()
    assert (tmp_path / LOCK_FILE).read_text() == f"{holder.pid}\n"  # left behind by the dead process
    with output_lock(tmp_path), output_lock(tmp_path):  # taken over; and nested in one process
        assert (tmp_path / LOCK_FILE).read_text() == f"{os.getpid()}\n"
    with output_lock(tmp_path):  # released by the outer block only
        pass


def start_rendering(out: Path, data: Path) -> tuple[subprocess.Popen[str], set[int]]:
    """A build that has started its render workers, and their pids."""
    build = pnp("build", "--out", str(out), "--no-site", "--data", str(data), *SMALL_BUILD)
    assert wait_until(lambda: len(children(build.pid)) >= 2 or build.poll() is not None, timeout=120)
    workers = children(build.pid)
    assert build.poll() is None and len(workers) >= 2, build.communicate()
    return build, workers


@pytest.fixture
def fresh_data(tmp_path: Path) -> Path:
    """Card data no test has rendered yet (so the build renders instead of reading its cache)."""
    return small_data(tmp_path / "card_data", f"Corn {tmp_path.name[-6:]}")


@pytest.mark.parametrize(("signal_number", "code"), [(signal.SIGTERM, 143), (signal.SIGINT, 130)])
def test_an_interrupted_build_says_so_removes_staging_and_exits_128_plus_the_signal(
    tmp_path: Path, fresh_data: Path, signal_number: int, code: int
) -> None:
    out = tmp_path / "out"
    build, workers = start_rendering(out, fresh_data)
    os.kill(build.pid, signal_number)
    _, error = build.communicate(timeout=60)
    assert build.returncode == code
    name = signal.Signals(signal_number).name
    assert error == f"interrupted by {name}: stopped; the previous output is unchanged\n"
    assert [path.name for path in out.iterdir()] == [".cache"]  # no staging, no output files
    assert wait_until(lambda: not any(alive(pid) for pid in workers), timeout=10)


def test_render_workers_die_with_a_killed_build(tmp_path: Path, fresh_data: Path) -> None:
    build, workers = start_rendering(tmp_path / "out", fresh_data)
    os.kill(build.pid, signal.SIGKILL)
    build.communicate()
    assert wait_until(lambda: not any(alive(pid) for pid in workers), timeout=10)


def test_a_site_build_keeps_its_lock_in_the_runtime_folder_never_beside_the_site(tmp_path: Path) -> None:
    folder = tmp_path / "public"
    folder.mkdir()
    (folder / "notes.txt").write_text("the user's own file")
    with site_lock(folder / "site"):
        lock = runtime_folder() / f"site-{hashlib.sha256(str(folder / 'site').encode()).hexdigest()[:24]}.lock"
        assert lock.read_text() == f"{os.getpid()}\n"
        assert runtime_folder().stat().st_mode & 0o777 == 0o700
    assert sorted(path.name for path in folder.iterdir()) == ["notes.txt"]
