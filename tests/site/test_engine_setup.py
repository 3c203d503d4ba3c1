"""The calculators' engine that setup compiles (.ci/compile_engine.py): a build on an empty user cache takes it as
it is, and it is byte for byte what a build would compile itself."""

from __future__ import annotations

from contextlib import AbstractContextManager
from pathlib import Path

import pytest

from generator import site
from generator.data.load import DEFAULT_DATA_DIR
from generator.scoring_archive import scoring_archive


@pytest.fixture(scope="module")
def archive() -> bytes:
    return scoring_archive(DEFAULT_DATA_DIR)


def no_node(*_: object, **__: object) -> AbstractContextManager[site.Step]:
    raise AssertionError("node was started: the engine setup compiled was not taken")


def test_a_build_on_an_empty_user_cache_takes_the_engine_setup_compiled(
    archive: bytes, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(site, "CACHE", tmp_path / "empty-cache")
    monkeypatch.setattr(site, "started_step", no_node)
    stdlib, code = site.compiled_engine(archive)
    assert stdlib.is_relative_to(site.INSTALLED_ENGINE) and code.is_relative_to(site.INSTALLED_ENGINE)
    assert not (tmp_path / "empty-cache").exists()


def test_the_engine_setup_compiled_is_the_one_a_build_compiles(archive: bytes, tmp_path: Path) -> None:
    installed = site.compiled_engine(archive)
    compiled = site.compiled_engine(archive, tmp_path)
    assert all(path.is_relative_to(tmp_path) for path in compiled)
    assert [path.read_bytes() for path in compiled] == [path.read_bytes() for path in installed]
