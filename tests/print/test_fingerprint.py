"""What a build's fingerprint and its cache's code version cover: a game's own code (its faces, its example's
pictures) is read by the print files, so a change to it must rebuild them."""

from __future__ import annotations

import shutil
import sys
from importlib.metadata import distributions, version
from pathlib import Path

import pytest
from reliability_tools import SMALL_GAME, small_build, small_data

from generator.builder import cache
from generator.builder.bundles import printing_for
from generator.builder.cache import CODE_FILES, library_version, toolchain
from generator.builder.fingerprint import PRINT_CODE_FILES, game_fingerprints, input_fingerprint
from generator.data import folder
from generator.files.checkout import GENERATOR
from generator.layout.units import Paper

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


def test_a_data_folder_without_printing_toml_is_fingerprinted_with_the_toolkit_s_it_prints_with(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A card data folder without its own ``printing.toml`` prints its bundles' lists with the toolkit's: a change to
    that file rebuilds them, as a change to the folder's own would; a folder with one never reads the toolkit's."""
    toolkit = tmp_path / "toolkit"
    toolkit.mkdir()
    shutil.copy(folder.DEFAULT_DATA_DIR / "printing.toml", toolkit / "printing.toml")
    monkeypatch.setattr(folder, "DEFAULT_DATA_DIR", toolkit)
    data = small_data(tmp_path / "card_data")
    own = (data / "printing.toml").read_text(encoding="utf-8")
    options = small_build(data, tmp_path / "out", (Paper.A4,))

    def fingerprints() -> tuple[str, str]:
        return input_fingerprint(options, "code"), game_fingerprints(options, "code", [SMALL_GAME])[SMALL_GAME]

    def edit_toolkit_s(credit: str) -> None:
        (toolkit / "printing.toml").write_text(
            own.replace("credits = [", f'credits = [\n    "{credit}",', 1), encoding="utf-8"
        )

    with_own = fingerprints()
    edit_toolkit_s("Printed by the toolkit")
    assert fingerprints() == with_own
    (data / "printing.toml").unlink()
    borrowed = fingerprints()
    assert "Printed by the toolkit" in printing_for(options).credits
    edit_toolkit_s("Printed by the toolkit, second edition")
    assert "Printed by the toolkit, second edition" in printing_for(options).credits
    changed = fingerprints()
    assert len({with_own[0], borrowed[0], changed[0]}) == len({with_own[1], borrowed[1], changed[1]}) == 3


def install(folder: Path, metadata: str, name: str, version: str) -> None:
    """A distribution's metadata folder ``metadata`` in ``folder``, as an installer writes it."""
    (folder / metadata).mkdir(parents=True)
    info = "PKG-INFO" if metadata.lower().endswith("egg-info") else "METADATA"
    (folder / metadata / info).write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n")


def test_library_versions_are_those_importlib_metadata_finds_first_however_they_were_installed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first, second = tmp_path / "first", tmp_path / "second"
    install(first, "Foo_Bar-1.0-py3.11.egg-info", "Foo_Bar", "1.0")
    install(first, "Upper-2.0.DIST-INFO", "Upper", "2.0")
    install(first, "bare.egg-info", "bare", "3.1")  # no version in its name: importlib.metadata reads it
    install(first, "shadowing-4.0.dist-info", "shadowing", "4.0")
    install(second, "shadowing-5.0.dist-info", "shadowing", "5.0")
    monkeypatch.setattr(sys, "path", [str(first), str(second), *sys.path])
    cache.installed_versions.cache_clear()
    try:
        names = ("foo-bar", "Upper", "bare", "shadowing")
        assert (
            [library_version(name) for name in names]
            == [version(name) for name in names]
            == ["1.0", "2.0", "3.1", "4.0"]
        )
        assert library_version("no-such-library") == "absent"
    finally:
        cache.installed_versions.cache_clear()


def test_the_toolchain_gives_each_installed_library_the_version_importlib_metadata_gives() -> None:
    names = sorted({distribution.metadata["Name"] for distribution in distributions()})
    assert len(names) > 20
    for name in names:
        assert toolchain((name,)).endswith(f"; {name} {version(name)}")
    assert toolchain(("Mkdocs_Material", "no-such-library")).endswith(
        f"; Mkdocs_Material {version('mkdocs-material')}; no-such-library absent"
    )
