"""The calculators' engine that setup compiles (.ci/compile_engine.py, into ``INSTALLED_ENGINE``): a build on an empty
user cache takes it as it is, starts no node and leaves setup's folder as it found it."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager
from pathlib import Path

import pytest

from generator import site
from generator.data.folder import DEFAULT_DATA_DIR
from generator.scoring_archive import scoring_archive


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[bytes, Path]]:
    """The archive of the repository's card data, and a setup's folder holding its engine, compiled as setup does."""
    archive, folder = scoring_archive(DEFAULT_DATA_DIR), tmp_path_factory.mktemp("installed")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(site, "INSTALLED_ENGINE", folder)
        site.compiled_engine(archive, folder)
        yield archive, folder


def no_node(*_: object, **__: object) -> AbstractContextManager[site.Step]:
    raise AssertionError("node was started: the engine setup compiled was not taken")


def test_a_build_on_an_empty_user_cache_takes_the_engine_setup_compiled(
    installed: tuple[bytes, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    archive, folder = installed
    monkeypatch.setattr(site, "CACHE", tmp_path / "empty-cache")
    monkeypatch.setattr(site, "started_step", no_node)
    before = {path: path.stat().st_mtime_ns for path in folder.rglob("*")}
    stdlib, code = site.compiled_engine(archive)
    assert stdlib.is_relative_to(folder) and code.is_relative_to(folder)
    assert stdlib.name.endswith("-stdlib.zip") and code.name.endswith("-code.zip")
    assert {path: path.stat().st_mtime_ns for path in folder.rglob("*")} == before  # setup's folder, untouched
    assert not (tmp_path / "empty-cache").exists()


def test_an_engine_setup_did_not_compile_is_compiled_into_the_user_cache(
    installed: tuple[bytes, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Other code than setup's (here: setup's folder emptied) compiles its own engine, into the user's cache."""
    archive, _ = installed
    monkeypatch.setattr(site, "INSTALLED_ENGINE", tmp_path / "no-setup")
    monkeypatch.setattr(site, "CACHE", tmp_path / "cache")
    stdlib, code = site.compiled_engine(archive)
    assert stdlib.is_relative_to(tmp_path / "cache") and code.is_relative_to(tmp_path / "cache")
    assert stdlib.stat().st_size > 0 and code.stat().st_size > 0
