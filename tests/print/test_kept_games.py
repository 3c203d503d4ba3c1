"""A build keeps, as they are, the files of every game unchanged since the last build into the same folder
(``generator.builder.fingerprint.kept_games``): it designs and renders only the games that changed, and writes the
very files a build into an empty folder writes. A game whose files were touched, or whose inputs shared with other
games changed, is built again."""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest
from fixture_games import data_folder, rules_added
from reliability_tools import SMALL_CARD, SMALL_GAME, small_build

from generator.builder import BuildOptions, build, decks, pipeline
from generator.builder.decks import DesignedDeck
from generator.builder.fingerprint import file_state, kept_games, unchanged_outputs, untouched
from generator.builder.outputs import BuildReport, OutputFile
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
    design = decks.design_decks

    def counted(games: Iterable[Game], bleed_mm: float, styles: tuple[Style, ...]) -> list[DesignedDeck]:
        games = list(games)
        builds.append(sorted(game.id for game in games))
        return design(games, bleed_mm, styles)

    monkeypatch.setattr(decks, "design_decks", counted)
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


def rename_a_card_of_the_other_game(data: Path) -> None:
    cards = data / OTHER_GAME / "cards.toml"
    cards.write_text(cards.read_text(encoding="utf-8").replace('name = "Apple"', 'name = "Pear"'), encoding="utf-8")


def test_a_build_that_keeps_every_game_or_the_game_of_most_cards_calibrates_on_all_the_cards(
    tmp_path: Path, designed: list[list[str]]
) -> None:
    """The calibration sheet's cells are the card most copies of all the games built are: the small game's poker
    cards (37 copies) here, not the other game's tarot cards (32), whichever games changed."""
    data, out = data_folder(tmp_path / "card_data", *BUILT), tmp_path / "out"
    show = data / OTHER_GAME / "game.toml"
    show.write_text(show.read_text(encoding="utf-8").replace('format = "poker"', 'format = "tarot"'), encoding="utf-8")
    build(options(data, out))
    calibration = (out / "calibration-a4.pdf").read_bytes()

    (out / "calibration-a4.pdf").write_bytes(b"%PDF- edited by hand")  # no game changed, every game kept
    assert build(options(data, out)).kept > 0
    assert designed[-1] == []
    assert (out / "calibration-a4.pdf").read_bytes() == calibration

    rename_a_card_of_the_other_game(data)  # the small game, of most cards, kept
    build(options(data, out))
    assert designed[-1] == [OTHER_GAME]
    assert (out / "calibration-a4.pdf").read_bytes() == calibration


def test_a_kept_file_changed_during_the_build_or_a_manifest_edited_by_hand_is_not_kept_again(
    tmp_path: Path, designed: list[list[str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    data, out = data_folder(tmp_path / "card_data", *BUILT), tmp_path / "out"
    first = build(options(data, out))
    written = {path: (out / path).read_bytes() for path in files_of(out, first, OTHER_GAME)}
    changed = next(path for path in written if path.endswith(".pdf"))
    take_kept = pipeline.take_kept

    def annotated(out_dir: Path, staging: Path, kept: list[OutputFile], report: BuildReport) -> None:
        take_kept(out_dir, staging, kept, report)
        with (staging / changed).open("ab") as staged:  # a viewer saving into the file while the build runs
            staged.write(b"% a note")

    with monkeypatch.context() as patched:
        patched.setattr(pipeline, "take_kept", annotated)
        rename_the_small_card(data)
        build(options(data, out))
    assert designed[-1] == [SMALL_GAME]
    assert not build(options(data, out)).up_to_date  # nothing changed but the file, since the build took it
    assert designed[-1] == [OTHER_GAME]
    assert (out / changed).read_bytes() == written[changed]

    manifest = out / "manifest.json"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace('"pages": 1', '"pages": 9'), encoding="utf-8")
    rename_the_small_card(data)
    build(options(data, out))
    assert designed[-1] == sorted(BUILT)


def test_a_file_s_state_is_its_own_and_a_link_in_its_place_or_a_path_that_is_not_plain_has_none(
    tmp_path: Path,
) -> None:
    out = tmp_path / "out"
    out.mkdir()
    written, elsewhere = out / "deck.pdf", tmp_path / "deck.pdf"
    written.write_bytes(b"%PDF-1.4")
    shutil.copy2(written, elsewhere)
    stat = written.stat()
    assert file_state(out, "deck.pdf") == [8, stat.st_mtime_ns, stat.st_ino]
    written.unlink()
    written.symlink_to(elsewhere)  # the same bytes and time, through a link
    assert file_state(out, "deck.pdf") is None  # no regular file there
    assert file_state(out, "../out/deck.pdf") is None
    assert file_state(out, "missing.pdf") is None


def test_a_record_is_untouched_only_when_each_file_is_in_its_state_and_no_folder_on_its_path_leads_out(
    tmp_path: Path,
) -> None:
    out = tmp_path / "out"
    (out / "game").mkdir(parents=True)
    (out / "game" / "deck.pdf").write_bytes(b"%PDF-1.4")
    state = file_state(out, "game/deck.pdf")
    assert untouched(out, {"game/deck.pdf": state})
    assert not untouched(out, {"game/deck.pdf": state, "../x": None})  # a state no build recorded
    assert not untouched(out, {"missing.pdf": None})
    shutil.move(out / "game", tmp_path / "elsewhere")
    (out / "game").symlink_to(tmp_path / "elsewhere")
    assert file_state(out, "game/deck.pdf") == state  # the same file, through the game's folder made a link
    assert not untouched(out, {"game/deck.pdf": state})
    (out / "loop").symlink_to(out / "loop")
    assert not untouched(out, {"loop/deck.pdf": state})  # a loop of links: no exception, not untouched


def test_a_record_that_is_a_pipe_or_a_manifest_entry_no_build_writes_is_not_trusted(tmp_path: Path) -> None:
    """Nothing is kept from them (and a pipe never blocks the build): what the manifest says reaches the terminal."""
    out = tmp_path / "out"
    (out / ".cache").mkdir(parents=True)
    os.mkfifo(out / ".cache" / "last-build.json")
    assert unchanged_outputs(out, "print") is None and kept_games(out, {"game": "print"}).files == {}
    (out / ".cache" / "last-build.json").unlink()
    (out / "game").mkdir()
    (out / "game" / "deck.pdf").write_bytes(b"%PDF-1.4")
    for kind, trusted in (("\x1b[31mcards[bold]", False), ("cards", True)):
        entry = {"path": "game/deck.pdf", "game": "game", "kind": kind, "paper": None, "style": None}
        (out / "manifest.json").write_text(json.dumps({"files": [{**entry, "pages": 1, "cards": 9}]}))
        states = {path: file_state(out, path) for path in ("game/deck.pdf", "manifest.json")}
        record = {"fingerprint": "print", "games": {"game": "print"}, "files": states}
        (out / ".cache" / "last-build.json").write_text(json.dumps(record))
        assert (unchanged_outputs(out, "print") is not None, bool(kept_games(out, {"game": "print"}).files)) == (
            trusted,
            trusted,
        )
