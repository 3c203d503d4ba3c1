"""Card data files that are not plain files: a named pipe, a device, a folder, a huge file, a link out of the
data folder. Each is a located problem and exit 2, at once: never a hang, a MemoryError or a traceback."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from found_games import GAMES

from generator.data.folder import DEFAULT_DATA_DIR
from generator.files.reading import MAX_DATA_FILE_BYTES

REPO = Path(__file__).resolve().parents[2]


def fifo(path: Path) -> None:
    os.mkfifo(path)


def device(path: Path) -> None:
    path.symlink_to("/dev/zero")


def folder(path: Path) -> None:
    path.mkdir()


def huge(path: Path) -> None:
    with path.open("wb") as stream:
        stream.truncate(MAX_DATA_FILE_BYTES + 1024 * 1024)


def outside(path: Path) -> None:
    secret = next(folder for folder in path.parents if folder.name == "card_data").parent / "secret.toml"
    secret.write_text('key = "not yours"\n', encoding="utf-8")
    path.symlink_to(secret)


KINDS: dict[str, tuple[Callable[[Path], None], str]] = {
    "named pipe": (fifo, "is a named pipe (FIFO), not a regular file"),
    "link to /dev/zero": (device, "is a character device, not a regular file"),
    "folder": (folder, "is a folder, not a regular file"),
    "huge": (huge, "is 17,825,792 bytes, more than the limit of 16,777,216 bytes (16 MiB) for one file"),
    "link out of the folder": (
        outside,
        "is a link to {secret}, outside the folder {data}: only files inside it are read",
    ),
}


def pnp(*arguments: str | Path) -> subprocess.CompletedProcess[str]:
    """Run ``pnp`` in its own process, which must end within a minute whatever the data holds."""
    command = [sys.executable, "-m", "generator", *map(str, arguments)]
    return subprocess.run(command, capture_output=True, text=True, timeout=60, cwd=REPO, check=False)


@pytest.fixture
def data(tmp_path: Path) -> Path:
    target = tmp_path / "work" / "card_data"
    shutil.copytree(DEFAULT_DATA_DIR, target)
    return target


@pytest.mark.parametrize("relative", [f"{GAMES[0]}/cards.toml", "formats.toml", "icons.toml"])
@pytest.mark.parametrize("kind", KINDS)
def test_validate_names_the_file_and_why_it_is_not_read(data: Path, kind: str, relative: str) -> None:
    make, reason = KINDS[kind]
    target = data / relative
    target.unlink()
    make(target)
    result = pnp("validate", "--data", data)
    assert result.returncode == 2, result.stderr
    expected = reason.format(secret=data.parent / "secret.toml", data=data)
    assert f"card_data/{relative}: {expected}" in result.stderr.splitlines()
    assert "Traceback" not in result.stderr


def test_a_pipe_beside_the_data_files_is_never_opened_by_the_build(data: Path, tmp_path: Path) -> None:
    game = GAMES[0]
    os.mkfifo(data / game / "notes.toml")
    os.mkfifo(data / "notes.txt")
    out = tmp_path / "out"
    result = pnp("build", "--data", data, "--out", out, "--game", game, "--paper", "a4", "--no-site")
    assert result.returncode == 0, result.stderr
    assert (out / game / f"{game}-bundle-a4.pdf").is_file()
