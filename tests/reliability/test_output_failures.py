"""Output that cannot be written: a full disk, a full or closed standard output. One clear line on
standard error and exit 3, never a traceback, never exit 0 with the output lost."""

from __future__ import annotations

import errno
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from found_games import GAMES
from reliability_tools import PNP, REPO, SMALL_BUILD, run_pnp, small_data
from typer.testing import CliRunner

from generator.cli import app


@pytest.mark.parametrize(
    "command",
    [["cards", GAMES[0]], ["cards", GAMES[0], "--json"], ["games"], ["validate"]],
)
def test_a_full_standard_output_is_one_line_and_exit_3(command: list[str]) -> None:
    with open("/dev/full", "w") as full:
        result = subprocess.run([*PNP, *command], cwd=REPO, stdout=full, stderr=subprocess.PIPE, text=True)
    assert result.returncode == 3
    assert result.stderr == "error: cannot write standard output: No space left on device\n"


def test_a_closed_standard_output_is_not_success() -> None:
    result = subprocess.run(
        " ".join([*PNP, "cards", GAMES[0]]) + " >&-", shell=True, cwd=REPO, stderr=subprocess.PIPE, text=True
    )
    assert result.returncode == 3
    assert result.stderr == "error: standard output is closed; redirect it to a file or to /dev/null\n"


@pytest.fixture
def tiny_disk(tmp_path: Path) -> Iterator[Path]:
    """A 256 KiB file system (tmpfs; needs root): far too small for a build."""
    mount = tmp_path / "tiny"
    mount.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(mount)], capture_output=True).returncode:
        pytest.skip("cannot mount a tmpfs here (needs root); test_a_full_disk_injected covers the same path")
    try:
        yield mount
    finally:
        subprocess.run(["umount", str(mount)], check=True)


def test_a_full_disk_is_one_line_and_exit_3(tiny_disk: Path, tmp_path: Path) -> None:
    data = small_data(tmp_path / "card_data")
    result = run_pnp("build", "--out", str(tiny_disk / "out"), "--no-site", "--data", str(data), *SMALL_BUILD)
    assert result.returncode == 3, result.stderr
    assert result.stderr.startswith(f"error: cannot write {tiny_disk}/out/")
    assert result.stderr.endswith(": No space left on device\n") and result.stderr.count("\n") == 1
    assert not any(path.name.startswith(".staging-") for path in (tiny_disk / "out").iterdir())


def test_a_full_disk_injected(runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def disk_full(*_: object, **__: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fdopen", disk_full)
    out = tmp_path / "out"
    data = small_data(tmp_path / "card_data")
    result = runner.invoke(app, ["build", "--out", str(out), "--no-site", "--data", str(data), *SMALL_BUILD])
    assert result.exit_code == 3
    assert result.stderr.startswith(f"error: cannot write {out}/")
    assert result.stderr.endswith(": No space left on device\n") and result.stderr.count("\n") == 1


def test_an_output_folder_that_cannot_be_made(runner: CliRunner, tmp_path: Path) -> None:
    (tmp_path / "file").write_text("")
    data = small_data(tmp_path / "card_data")
    out = tmp_path / "file" / "out"
    result = runner.invoke(app, ["build", "--out", str(out), "--no-site", "--data", str(data), *SMALL_BUILD])
    assert result.exit_code == 3
    assert result.output == f"error: cannot write to the output folder {tmp_path / 'file' / 'out'}: Not a directory\n"


def test_a_site_is_never_built_over_other_files(runner: CliRunner, tmp_path: Path) -> None:
    (tmp_path / "manifest.json").write_text("{}")
    result = runner.invoke(app, ["site", "build", "--out", str(tmp_path)])
    assert result.exit_code == 2
    assert result.output.startswith(f"error: {tmp_path} holds other files than a site, and the site would replace")
    assert [path.name for path in tmp_path.iterdir()] == ["manifest.json"]


def test_a_site_that_cannot_be_written_is_exit_3(runner: CliRunner, tmp_path: Path) -> None:
    (tmp_path / "file").write_text("")
    result = runner.invoke(app, ["site", "build", "--out", str(tmp_path / "file" / "site")])
    assert result.exit_code == 3
    assert result.output == f"error: cannot write to the output folder {tmp_path / 'file' / 'site'}: Not a directory\n"


def test_a_full_disk_under_the_site_is_exit_3(tiny_disk: Path) -> None:
    result = run_pnp("site", "build", "--out", str(tiny_disk / "site"))
    assert result.returncode == 3, result.stderr
    assert result.stderr.startswith(f"error: cannot write to the output folder {tiny_disk / 'site'}: ")
    assert result.stderr.endswith(": No space left on device\n") and result.stderr.count("\n") == 1
    assert list(tiny_disk.iterdir()) == []
