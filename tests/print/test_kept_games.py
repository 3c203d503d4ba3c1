"""A build keeps, as they are, the files of every game unchanged since the last build into the same folder
(``generator.builder.fingerprint.kept_games``): it designs and renders only the games that changed, and writes the
very files a build into an empty folder writes. A game whose files were touched, or whose inputs shared with other
games changed, is built again."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest
from fixture_games import data_folder, rules_added
from reliability_tools import SMALL_CARD, SMALL_GAME, small_build

from generator.builder import BuildOptions, build, pipeline
from generator.builder.decks import DesignedDeck
from generator.builder.outputs import BuildReport
from generator.data.model import Game
from generator.layout.units import Paper, Style

OTHER_GAME = "county-show"
"""The other fixture game of card data alone (tests/fixtures/games/), unchanged by the tests."""
BUILT = (SMALL_GAME, OTHER_GAME)


def options(data: Path, out: Path) -> BuildOptions:
    """A build of both fixture games on A4."""
    return small_build(data, out, (Paper.A4,), games=BUILT)


@pytest.fixture(autouse=True)
def scoring() -> Iterator[None]:
    """The other game's scoring package found, as a designer's would be."""
    with rules_added():
        yield


@pytest.fixture
def designed(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """The games each build designs, in order of the builds."""
    builds: list[list[str]] = []
    design = pipeline.design_decks

    def counted(games: Iterable[Game], bleed_mm: float, styles: tuple[Style, ...]) -> list[DesignedDeck]:
        games = list(games)
        builds.append(sorted(game.id for game in games))
        return design(games, bleed_mm, styles)

    monkeypatch.setattr(pipeline, "design_decks", counted)
    return builds


def files_of(out: Path, report: BuildReport, game_id: str) -> dict[str, tuple[int, int]]:
    """Each file of ``game_id`` the build wrote, with its inode and time."""
    paths = [output.path for output in report.files if output.game == game_id]
    return {path: ((out / path).stat().st_ino, (out / path).stat().st_mtime_ns) for path in paths}


def rename_the_small_card(data: Path) -> None:
    cards = data / SMALL_GAME / "cards.toml"
    cards.write_text(cards.read_text(encoding="utf-8").replace(SMALL_CARD[0], 'name = "Corn Two"'), encoding="utf-8")


def test_a_build_after_one_game_changed_designs_it_alone_and_keeps_the_others_files_as_they_are(
    tmp_path: Path, designed: list[list[str]]
) -> None:
    data, out = data_folder(tmp_path / "card_data", *BUILT), tmp_path / "out"
    first = build(options(data, out))
    assert first.kept == 0
    others = files_of(out, first, OTHER_GAME)

    rename_the_small_card(data)
    again = build(options(data, out))
    assert designed == [sorted(BUILT), [SMALL_GAME]]
    assert again.kept == len(others) > 0
    assert files_of(out, again, OTHER_GAME) == others  # the very files, untouched

    fresh = build(options(data, tmp_path / "fresh"))
    manifest = (out / "manifest.json").read_bytes()
    assert manifest == (tmp_path / "fresh" / "manifest.json").read_bytes()
    for entry in json.loads(manifest)["files"]:
        if entry["kind"] != "tts":  # a tabletop object names the folder its images are in
            assert (out / entry["path"]).read_bytes() == (tmp_path / "fresh" / entry["path"]).read_bytes()
    assert fresh.kept == 0


def test_a_game_whose_file_was_touched_or_whose_shared_data_changed_is_built_again(
    tmp_path: Path, designed: list[list[str]]
) -> None:
    data, out = data_folder(tmp_path / "card_data", *BUILT), tmp_path / "out"
    first = build(options(data, out))
    touched = next(path for path in files_of(out, first, OTHER_GAME) if path.endswith(".pdf"))
    written = (out / touched).read_bytes()
    (out / touched).write_bytes(b"%PDF- edited by hand")

    rename_the_small_card(data)
    build(options(data, out))
    assert designed[-1] == sorted(BUILT)
    assert (out / touched).read_bytes() == written

    formats = data / "formats.toml"
    formats.write_text(formats.read_text(encoding="utf-8") + "\n# shared by every game\n", encoding="utf-8")
    assert build(options(data, out)).kept == 0
    assert designed[-1] == sorted(BUILT)
