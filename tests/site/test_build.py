"""The built site without a browser: generated pages, rule anchors, the runtime files and offline-only assets."""

from __future__ import annotations

import json
import os
import re
import time
import zipfile
from io import BytesIO
from pathlib import Path

import pytest

from generator import precompress, site
from generator.data.load import DEFAULT_DATA_DIR, load_game, load_games
from generator.files.writing import OutputError
from generator.markdown import text_renderer
from generator.pages import GAME_PAGES
from generator.scoring import GAME_IDS
from generator.scoring_archive import scoring_archive
from generator.site import SiteError, build_site

REPO = Path(__file__).resolve().parents[2]
UNRENDERED = re.compile(r"\{\{\s*\w+\(|\{%")
EXTERNAL_ASSET = re.compile(r"<(?:script|link|img|iframe|source)\b[^>]*\b(?:src|href)=\"(?:https?:)?//", re.I)


def html(site_dir: Path, path: str) -> str:
    """The HTML of a page of the built site, by its URL path."""
    return (site_dir / path / "index.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_rule_and_section_has_its_stable_anchor(site_dir: Path, game_id: str) -> None:
    page = html(site_dir, f"games/{game_id}/rules")
    game = load_game(game_id)
    for section in game.sections:
        assert f'id="{section.id}"' in page
    for rule in game.rules:
        assert f'<div class="pnp-rule" id="{rule.id}">' in page
        assert f'<a class="pnp-rule-id" href="#{rule.id}">{rule.id}</a>' in page


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_headings_and_their_table_of_contents_show_an_apostrophe_as_typed(site_dir: Path, game_id: str) -> None:
    page = html(site_dir, f"games/{game_id}/rulings")
    assert "&amp;#" not in page  # the table of contents escaped the heading's entity a second time
    plain = [ruling.question for ruling in load_game(game_id).rulings if "{" not in ruling.question]
    questions = [question for question in plain if "'" in question and "*" not in question]
    for question in questions[:3]:
        assert page.count(question.split("'")[0] + "'") >= 2  # the heading and its entry in the contents


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_pages_render_every_data_reference(site_dir: Path, game_id: str) -> None:
    for name in ("", "rules", "rulings", "cards", "calculator", "summary"):
        page = html(site_dir, f"games/{game_id}/{name}".rstrip("/"))
        assert not UNRENDERED.search(page), name


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_summary_holds_the_rules_of_play_and_leaves_out_the_checker(site_dir: Path, game_id: str) -> None:
    page = html(site_dir, f"games/{game_id}/summary")
    game = load_game(game_id)
    left_out = [section for section in game.sections if not section.in_summary]
    assert left_out, "every game has a section about its checker"
    assert all(
        "checker" in section.title.lower()
        or "describing" in section.title.lower()
        or "checking" in section.title.lower()
        for section in left_out
    )
    for section in game.sections:
        assert (f"<strong>{section.title}.</strong>" in page) == section.in_summary, section.id
        for rule in section.rules:
            label = f"{rule.id.split('-', 1)[1]} "
            assert (f"<p>{label}" in page) == (section.in_summary and rule.in_summary), rule.id


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_overview_lists_every_component_with_its_count_from_the_data(site_dir: Path, game_id: str) -> None:
    page = html(site_dir, f"games/{game_id}")
    game = load_game(game_id)
    for card in game.cards:
        assert re.search(
            rf'<a href="cards/#card-{card.id}">[^<]*</a></td>\s*<td>[^<]*</td>\s*'
            rf'<td align="right">{card.count}</td>',
            page,
        ), card.id
    for deck in game.decks:
        assert f"{deck.name} ({deck.total})" in page


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_gallery_shows_every_card_with_an_image_of_the_build(site_dir: Path, game_id: str) -> None:
    page = html(site_dir, f"games/{game_id}/cards")
    for card in load_game(game_id).cards:
        assert f'id="card-{card.id}"' in page
        image = site_dir / "games" / game_id / "images" / f"{card.id}.webp"
        assert image.read_bytes()[8:12] == b"WEBP"
        assert f'src="../images/{card.id}.webp"' in page


def test_no_page_loads_anything_from_another_host(site_dir: Path) -> None:
    pages = sorted(site_dir.rglob("*.html"))
    assert len(pages) == 1 + 1 + 5 * len(GAME_PAGES) + 2  # 404, home, every page of each game, how to print, about
    offending = [
        f"{path.relative_to(site_dir)}: {match.group(0)}"
        for path in pages
        for match in EXTERNAL_ASSET.finditer(path.read_text(encoding="utf-8"))
        if 'rel="canonical"' not in match.group(0)
    ]
    assert offending == []
    assert "fonts.googleapis" not in "".join(path.read_text(encoding="utf-8") for path in pages)


def test_the_runtime_is_self_hosted_with_a_standard_library_compiled_by_pyodide(site_dir: Path) -> None:
    runtime = site_dir / "assets" / "pyodide"
    files = [*site.RUNTIME_FILES, "pyodide-lock.json", "python_stdlib.zip"]
    large = [name for name in files if (runtime / name).stat().st_size >= precompress.SMALLEST_BYTES]
    assert large == [*site.RUNTIME_FILES, "python_stdlib.zip"]
    copies = [f"{name}{suffix}" for name in large for suffix in precompress.ENCODINGS.values()]
    assert sorted(path.name for path in runtime.iterdir()) == sorted(files + copies)
    with zipfile.ZipFile(runtime / "python_stdlib.zip") as stdlib:
        names = stdlib.namelist()
        assert not [name for name in names if name.endswith(".py")]
        headers = {stdlib.read(name)[:8] for name in names if name.endswith(".pyc")}
    assert len(headers) == 1
    header = headers.pop()
    assert 3600 <= int.from_bytes(header[:2], "little") < 3700  # CPython 3.14's magic numbers
    assert int.from_bytes(header[4:8], "little") == 0b01  # hash-based, unchecked: no source needed


def test_the_scoring_archive_holds_the_scoring_package_its_bytecode_and_the_card_data(site_dir: Path) -> None:
    source = zipfile.ZipFile(BytesIO(scoring_archive(DEFAULT_DATA_DIR)))
    bundle = zipfile.ZipFile(site_dir / "assets" / "scoring.zip")
    names = set(bundle.namelist())
    assert "generator/__init__.py" in names
    assert {path.relative_to(REPO).as_posix() for path in (REPO / "generator" / "scoring").rglob("*.py")} <= names
    assert {f"card_data/{game_id}/cards.toml" for game_id in GAME_IDS} <= names
    for name in source.namelist():
        assert bundle.read(name) == source.read(name)
        if name.endswith(".py"):
            folder, _, module = name.rpartition("/")
            pyc = bundle.read(f"{folder}/__pycache__/{module[:-3]}.cpython-314.pyc")
            assert int.from_bytes(pyc[4:8], "little") == 0b01  # hash-based, unchecked
    assert names == set(source.namelist()) | {name for name in names if "/__pycache__/" in name}


def test_no_generated_page_is_committed() -> None:
    assert not (REPO / "site" / "docs" / "games").exists()
    assert not (REPO / "site" / "docs" / "index.md").exists()


def test_data_references_render_as_counts_and_links() -> None:
    game = next(game for game in load_games() if game.id == "royal-menagerie")
    render = text_renderer(game)
    assert render("{{ count('mammoth') }} of {{ total('animal') }} in {{ deck_total('play') }}") == "5 of 30 in 46"
    assert render("see {{ rule('rm-1.1') }}") == "see [rm-1.1](rules.md#rm-1.1)"
    assert render("{{ card('mammoth') }}") == "[Mammoth](cards.md#card-mammoth)"
    assert render("{{ value('fewest_players') }} to {{ value('most_players') }}") == "4 to 4"
    assert render("{{ field('mammoth.multiplier') }}") == "2"
    with pytest.raises(KeyError, match="royal-menagerie: unknown rule 'rm-99'"):
        render("{{ rule('rm-99') }}")


def test_a_missing_pyodide_runtime_is_a_clear_error(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(site, "PYODIDE_PACKAGE", tmp_path / "node_modules" / "pyodide")
    with pytest.raises(SiteError, match=r"the Pyodide runtime is missing .*: run `npm ci` in site/"):
        build_site(tmp_path / "site")
    assert list(tmp_path.iterdir()) == []


def test_an_unwritable_output_folder_is_a_clear_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(OutputError, match=r"cannot write to the output folder .*/file/site: Not a directory"):
        build_site(blocker / "site")


def test_search_indexes_every_rule_of_every_game(site_dir: Path) -> None:
    index = json.loads((site_dir / "search" / "search_index.json").read_text(encoding="utf-8"))
    text = " ".join(document["text"] for document in index["docs"])
    locations = {document["location"] for document in index["docs"]}
    for game in load_games():
        assert f"games/{game.id}/rules/" in locations
        for rule in game.rules:
            assert rule.id in text, rule.id


def test_print_files_of_the_build_are_linked_from_the_overview(tmp_path: Path) -> None:
    deck = tmp_path / "royal-menagerie" / "play-a4.pdf"
    deck.parent.mkdir()
    deck.write_bytes(b"%PDF-1.4 a deck")
    (tmp_path / "calibration-a4.pdf").write_bytes(b"%PDF-1.4 a calibration page")
    manifest = {
        "files": [
            {
                "path": "calibration-a4.pdf",
                "game": None,
                "kind": "calibration",
                "paper": "a4",
                "pages": 2,
                "cards": None,
            },
            {
                "path": "royal-menagerie/play-a4.pdf",
                "game": "royal-menagerie",
                "kind": "cards",
                "paper": "a4",
                "pages": 12,
                "cards": 46,
            },
            {
                "path": "royal-menagerie/png/mammoth.png",
                "game": "royal-menagerie",
                "kind": "png",
                "paper": None,
                "pages": None,
                "cards": 1,
            },
            {
                "path": "royal-menagerie/tts/play.json",
                "game": "royal-menagerie",
                "kind": "tts",
                "paper": None,
                "pages": None,
                "cards": 46,
            },
            {
                "path": "royal-menagerie/tts/play-1.jpg",
                "game": "royal-menagerie",
                "kind": "tts",
                "paper": None,
                "pages": None,
                "cards": 46,
            },
        ]
    }
    (tmp_path / "royal-menagerie" / "tts").mkdir()
    (tmp_path / "royal-menagerie" / "tts" / "play.json").write_text('{"sheets": [{"image": "play-1.jpg"}]}')
    (tmp_path / "royal-menagerie" / "tts" / "play-1.jpg").write_bytes(b"\xff\xd8 a sheet")
    (tmp_path / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    build_site(tmp_path / "site")
    page = html(tmp_path / "site", "games/royal-menagerie")
    assert '<a href="../../downloads/royal-menagerie/play-a4.pdf">play-a4.pdf</a>' in page
    assert "mammoth.png" not in page
    assert '<a href="../../downloads/royal-menagerie/tts/play.json">play.json</a>' in page
    assert (
        "deals every deck from the card sheets beside it:\n"
        '<a href="../../downloads/royal-menagerie/tts/play-1.jpg">play-1.jpg</a>.'
    ) in page
    assert (tmp_path / "site" / "downloads" / "royal-menagerie" / "tts" / "play-1.jpg").exists()
    assert (tmp_path / "site" / "downloads" / "royal-menagerie" / "play-a4.pdf").read_bytes() == deck.read_bytes()
    assert "built without the print files" in html(tmp_path / "site", "games/monarch")
    assert '<a href="../downloads/calibration-a4.pdf">calibration-a4.pdf</a> (calibration, A4, 2 pages)' in html(
        tmp_path / "site", "how-to-print"
    )
    assert (tmp_path / "site" / "downloads" / "calibration-a4.pdf").exists()


def test_the_scoring_archive_is_byte_identical_when_nothing_changed() -> None:
    assert scoring_archive(DEFAULT_DATA_DIR) == scoring_archive(DEFAULT_DATA_DIR)


def test_calculator_forms_read_rule_constants_from_the_page() -> None:
    """Player ranges and board sizes live once, in game.toml: the forms read them from the page."""
    forms = REPO / "site" / "docs" / "assets" / "js" / "forms"
    for path in sorted(forms.glob("*.mjs")):
        source = path.read_text(encoding="utf-8")
        assert not re.search(r"(FEWEST_PLAYERS|MOST_PLAYERS|BOARD_LANDS|TOP_ROW) = \d", source), path.name
        assert "[2, 4]" not in source, path.name
    template = (REPO / "templates" / "site" / "calculator.md.j2").read_text(encoding="utf-8")
    assert 'data-constants="{{ constants | json_text | e }}"' in template


def test_compiled_folders_unused_for_a_week_are_removed(tmp_path: Path) -> None:
    current, recent, stale = (tmp_path / name for name in ("pyodide-314.0.7-aaaa", "pyodide-1-bbbb", "pyodide-1"))
    for folder in (current, recent, stale):
        (folder / "stdlib").mkdir(parents=True)
    week_ago = time.time() - site.STALE_BUNDLE_SECONDS - 60
    for folder in (current, stale):
        os.utime(folder, (week_ago, week_ago))
    (tmp_path / "balance").mkdir()  # other caches are left alone
    site.remove_stale_compiled(current)
    assert sorted(path.name for path in tmp_path.iterdir()) == ["balance", "pyodide-1-bbbb", "pyodide-314.0.7-aaaa"]
