"""Ids reach file names: every id is checked when the data is read, every output path is proven to lie inside
the output folder before anything is written, and two outputs of one build never share a path."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from reliability_tools import SMALL_GAME, small_data
from typer.testing import CliRunner

from generator.builder.options import BuildError
from generator.builder.outputs import OutputFile, check_outputs
from generator.cli import app
from generator.files.paths import UnsafePath, inside

GAME = SMALL_GAME
"""A small game of our own; the paths below name an invented game, as any would."""


@pytest.fixture
def data(tmp_path: Path) -> Path:
    return small_data(tmp_path / "card_data")


def rename_deck(data: Path, new_id: str) -> int:
    """Give the small game's deck of its player aid ``new_id`` (in game.toml and on its card); returns the line of
    its id."""
    game, cards = data / GAME / "game.toml", data / GAME / "cards.toml"
    text, quoted = game.read_text(encoding="utf-8"), json.dumps(new_id)
    game.write_text(text.replace('id = "aid"', f"id = {quoted}", 1), encoding="utf-8")
    cards.write_text(cards.read_text(encoding="utf-8").replace('deck = "aid"', f"deck = {quoted}"), encoding="utf-8")
    return text.splitlines().index('id = "aid"') + 1


@pytest.mark.parametrize(
    ("deck_id", "message"),
    [
        ("../../escaped", 'expected an id like "white-tiger"'),
        ("a\x00b", 'expected an id like "white-tiger"'),
        ("x onmouseover=alert(1)", 'expected an id like "white-tiger"'),
        ("bundle", "the print files take this name for themselves"),
        ("aid-light", "the print files take this name for themselves"),
    ],
)
def test_a_deck_id_that_would_leave_the_folder_or_take_a_reserved_name_is_refused(
    runner: CliRunner, data: Path, tmp_path: Path, deck_id: str, message: str
) -> None:
    line = rename_deck(data, deck_id)
    out = tmp_path / "out"
    for command in (["validate"], ["build", "--game", GAME, "--no-site", "--out", str(out)]):
        result = runner.invoke(app, [*command, "--data", str(data)])
        assert result.exit_code == 2, result.output
        located = f"card_data/{GAME}/game.toml:{line}: 'deck "
        assert any(row.startswith(located) and message in row for row in result.output.splitlines()), result.output
        assert "\x00" not in result.output and "Traceback" not in result.output
    assert [path for path in out.rglob("*") if ".cache" not in path.parts] == []  # only the build's lock
    assert not (tmp_path / "escaped").exists()


def output(path: str, kind: str = "cards", style: str | None = "full") -> OutputFile:
    return OutputFile(path, "my-game", kind, "a4", 1, 1, style)


@pytest.mark.parametrize(
    ("path", "problem"),
    [
        ("my-game/../../x.pdf", 'a part of the path is ".."'),
        ("/etc/x.pdf", "expected a relative path"),
        ("my-game/x\x00.pdf", 'a part of the path is "x\\x00.pdf"'),
        ("my-game/.hidden.pdf", 'a part of the path is ".hidden.pdf"'),
        ("manifest.json", '"manifest.json" is a name the build keeps for its own files'),
        ("site/index.html", '"site" is a name the build keeps for its own files'),
        (".staging-x/a.pdf", "a part of the path is"),
    ],
)
def test_an_output_path_outside_the_folder_or_reserved_is_refused_before_writing(path: str, problem: str) -> None:
    with pytest.raises(BuildError, match="cannot be written as") as refused:
        check_outputs([output("my-game/fine.pdf"), output(path)])
    assert problem in str(refused.value)
    assert str(refused.value).startswith("the cards file of my-game (full, a4) cannot be written as")


def test_two_outputs_with_one_path_are_refused_naming_both() -> None:
    path = "my-game/my-game-bundle-a4.pdf"
    first, second = output(path, "bundle"), output(path, "cards", "light")
    with pytest.raises(BuildError) as refused:
        check_outputs([first, second])
    assert str(refused.value) == (
        "my-game/my-game-bundle-a4.pdf: two outputs of this build would be written there, the bundle "
        "file of my-game (full, a4) and the cards file of my-game (light, a4); give one of their decks "
        "another id"
    )


def test_a_link_inside_the_folder_that_leads_out_of_it_is_refused(tmp_path: Path) -> None:
    root, elsewhere = tmp_path / "out", tmp_path / "elsewhere"
    root.mkdir()
    elsewhere.mkdir()
    (root / "my-game").symlink_to(elsewhere)
    with pytest.raises(UnsafePath, match="leads out of"):
        inside(root, "my-game/my-game-standard-a4.pdf")
    assert inside(root, "other-game/other-game-market-a4.pdf") == root / "other-game" / "other-game-market-a4.pdf"


@pytest.mark.parametrize(
    ("entry", "problem"),
    [
        ({"path": "../../outside.pdf", "kind": "cards"}, 'file 1: path: a part of the path is ".."'),
        ({"path": "my-game/x.pdf", "kind": 'cards" onclick="x'}, "file 1: game, kind, paper and style must be ids"),
        ("my-game/x.pdf", "file 1: not an object"),
    ],
)
def test_a_manifest_that_no_build_wrote_is_refused_before_the_site_links_anything(
    runner: CliRunner, tmp_path: Path, entry: object, problem: str
) -> None:
    out = tmp_path / "output"
    out.mkdir()
    (tmp_path / "outside.pdf").write_bytes(b"%PDF not yours")
    (out / "manifest.json").write_text(json.dumps({"files": [entry]}), encoding="utf-8")
    result = runner.invoke(app, ["site", "build", "--out", str(out / "site")])
    assert result.exit_code == 2
    assert result.output.startswith(f"error: {out / 'manifest.json'}: not a build manifest ({problem}")
    assert sorted(path.name for path in out.iterdir()) == ["manifest.json"]


def test_a_relative_output_folder_gets_the_site_inside_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``pnp build --out output`` (the default) renders the site into ``output/.staging-…/site``, a relative
    folder; MkDocs would read it from mkdocs.yml's folder and write into the checkout's ``site/``."""
    from generator.site import SiteInputs, load_mkdocs_config

    monkeypatch.chdir(tmp_path)
    config = load_mkdocs_config(Path("output/.staging-1/site"), SiteInputs(None, None))
    assert config.site_dir == str(tmp_path / "output/.staging-1/site")


def test_a_stale_file_is_removed_itself_and_nothing_else_a_hand_edited_manifest_names(tmp_path: Path) -> None:
    """The files of an earlier build that this one did not write are removed: the entry itself (a link, not where
    it leads), never the site, the cache, a folder or a file beyond a folder that leads out."""
    from generator.builder.commit import remove_with_empty_folders

    out, outside = tmp_path / "out", tmp_path / "outside"
    for path in ("game/old.pdf", "game/kept.pdf", "site/index.html", ".cache/lock", "folder/in.pdf"):
        (out / path).parent.mkdir(parents=True, exist_ok=True)
        (out / path).write_bytes(b"x")
    (outside / "far.pdf").parent.mkdir(parents=True)
    (outside / "far.pdf").write_bytes(b"x")
    (out / "game" / "link.pdf").symlink_to(out / "game" / "kept.pdf")
    (out / "away").symlink_to(outside)
    stale = ["game/old.pdf", "game/link.pdf", "site/index.html", ".cache/lock", "folder", "away/far.pdf", "../x"]
    for path in stale:
        remove_with_empty_folders(out, path)
    files = [path for path in tmp_path.rglob("*") if path.is_symlink() or not path.is_dir()]
    left = sorted(path.relative_to(tmp_path).as_posix() for path in files)
    assert left == [
        "out/.cache/lock",
        "out/away",
        "out/folder/in.pdf",
        "out/game/kept.pdf",
        "out/site/index.html",
        "outside/far.pdf",
    ]
