"""What a build's fingerprint and its cache's code version cover: a game's own code (its faces, its example's
pictures) is read by the print files, so a change to it must rebuild them."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.builder.cache import CODE_FILES
from generator.builder.fingerprint import PRINT_CODE_FILES
from generator.files.checkout import GENERATOR

GAME_CODE = sorted(path for path in GENERATOR.glob("games/*/**/*.py") if "__pycache__" not in path.parts)


def covered(path: Path, patterns: tuple[str, ...]) -> bool:
    """True when one of ``patterns`` (globs in ``generator/``) takes ``path``."""
    return any(path in GENERATOR.glob(pattern) for pattern in patterns)


def test_every_game_has_code_of_its_own() -> None:
    assert GAME_CODE


@pytest.mark.parametrize("path", GAME_CODE, ids=lambda path: str(path.relative_to(GENERATOR)))
def test_a_game_s_own_code_is_in_the_build_s_fingerprint_and_the_cache_s_version(path: Path) -> None:
    assert covered(path, PRINT_CODE_FILES)
    assert covered(path, CODE_FILES)
