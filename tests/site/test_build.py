"""The built site without a browser: generated pages, rule anchors, links, the runtime files and offline-only
assets; the collection that names the site; and a site of a game given by its card data alone."""

from __future__ import annotations

import json
import os
import re
import time
import zipfile
from collections.abc import Iterator
from html.parser import HTMLParser
from io import BytesIO
from pathlib import Path
from typing import Any
from urllib.parse import urljoin, urlsplit

import pytest
from fixture_games import data_folder
from found_games import GAMES, PLAYABLE, WITH_RULES

from generator import offline, precompress, site
from generator.data.collection import COLLECTION_FILE, Collection, read_collection
from generator.data.folder import DEFAULT_DATA_DIR
from generator.data.load import load_game, load_games
from generator.files.writing import OutputError
from generator.pages import page_names
from generator.scoring.catalog import CATALOG_FILES
from generator.scoring_archive import scoring_archive
from generator.site import SiteError, build_site

REPO = Path(__file__).resolve().parents[2]
UNRENDERED = re.compile(r"\{\{\s*\w+\(|\{%")
EXTERNAL_ASSET = re.compile(r"<(?:script|link|img|iframe|source)\b[^>]*\b(?:src|href)=\"(?:https?:)?//", re.I)


def html(site_dir: Path, path: str) -> str:
    """The HTML of a page of the built site, by its URL path."""
    return (site_dir / path / "index.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_rule_and_section_has_its_stable_anchor(site_dir: Path, game_id: str) -> None:
    page = html(site_dir, f"games/{game_id}/rules")
    game = load_game(game_id)
    for section in game.sections:
        assert f'id="{section.id}"' in page
    for rule in game.rules:
        assert f'<div class="pnp-rule" id="{rule.id}">' in page
        assert f'<a class="pnp-rule-id" href="#{rule.id}">{rule.id}</a>' in page


@pytest.mark.parametrize("game_id", GAMES)
def test_headings_and_their_table_of_contents_show_an_apostrophe_as_typed(site_dir: Path, game_id: str) -> None:
    page = html(site_dir, f"games/{game_id}/rulings")
    assert "&amp;#" not in page  # the table of contents escaped the heading's entity a second time
    plain = [ruling.question for ruling in load_game(game_id).rulings if "{" not in ruling.question]
    questions = [question for question in plain if "'" in question and "*" not in question]
    for question in questions[:3]:
        assert page.count(question.split("'")[0] + "'") >= 2  # the heading and its entry in the contents


@pytest.mark.parametrize("game_id", GAMES)
def test_pages_render_every_data_reference(site_dir: Path, game_id: str) -> None:
    for name in page_names(game_id):
        page = html(site_dir, f"games/{game_id}/{name.removesuffix('.md')}".removesuffix("/index"))
        assert not UNRENDERED.search(page), name


@pytest.mark.parametrize("game_id", GAMES)
def test_the_summary_holds_the_rules_of_play_and_leaves_out_the_checker(site_dir: Path, game_id: str) -> None:
    page = html(site_dir, f"games/{game_id}/summary")
    game = load_game(game_id)
    for section in game.sections:
        assert (f"<strong>{section.title}.</strong>" in page) == section.in_summary, section.id
        for rule in section.rules:
            label = f"{rule.id.split('-', 1)[1]} "
            assert (f"<p>{label}" in page) == (section.in_summary and rule.in_summary), rule.id


@pytest.mark.parametrize("game_id", GAMES)
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


@pytest.mark.parametrize("game_id", GAMES)
def test_gallery_shows_every_card_with_an_image_of_the_build(site_dir: Path, game_id: str) -> None:
    page = html(site_dir, f"games/{game_id}/cards")
    for card in load_game(game_id).cards:
        assert f'id="card-{card.id}"' in page
        image = site_dir / "games" / game_id / "images" / f"{card.id}.webp"
        assert image.read_bytes()[8:12] == b"WEBP"
        assert f'src="../images/{card.id}.webp"' in page


def test_no_page_loads_anything_from_another_host(site_dir: Path) -> None:
    pages = sorted(site_dir.rglob("*.html"))
    # 404, home, every page of each game, how to print, about
    assert len(pages) == 1 + 1 + sum(len(page_names(game_id)) for game_id in GAMES) + 2
    offending = [
        f"{path.relative_to(site_dir)}: {match.group(0)}"
        for path in pages
        for match in EXTERNAL_ASSET.finditer(path.read_text(encoding="utf-8"))
        if 'rel="canonical"' not in match.group(0)
    ]
    assert offending == []
    assert "fonts.googleapis" not in "".join(path.read_text(encoding="utf-8") for path in pages)


def test_the_themes_search_languages_other_than_english_are_not_published(site_dir: Path) -> None:
    scripts = {path.name for path in (site_dir / "assets" / "javascripts").rglob("*.js")}
    assert not (site_dir / "assets" / "javascripts" / "lunr").exists()
    assert any(name.startswith("bundle.") for name in scripts)  # the theme's own script stays
    assert any(name.startswith("search.") for name in scripts)  # and its search worker


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


def test_the_scoring_archive_holds_the_scoring_package_its_bytecode_and_the_card_data_it_reads(site_dir: Path) -> None:
    source = zipfile.ZipFile(BytesIO(scoring_archive(DEFAULT_DATA_DIR)))
    bundle = zipfile.ZipFile(site_dir / "assets" / "scoring.zip")
    names = set(bundle.namelist())
    assert "generator/__init__.py" in names
    assert {path.relative_to(REPO).as_posix() for path in (REPO / "generator" / "scoring").rglob("*.py")} <= names
    data = {f"card_data/{game_id}/{name}" for game_id in GAMES for name in CATALOG_FILES}
    assert {name for name in names if name.startswith("card_data/")} == data  # no rules, no printing data
    for name in source.namelist():
        assert bundle.read(name) == source.read(name)
        if name.endswith(".py"):
            folder, _, module = name.rpartition("/")
            pyc = bundle.read(f"{folder}/__pycache__/{module[:-3]}.cpython-314.pyc")
            assert int.from_bytes(pyc[4:8], "little") == 0b01  # hash-based, unchecked
    assert names == set(source.namelist()) | {name for name in names if "/__pycache__/" in name}


def test_the_scoring_archive_takes_no_file_of_a_folder_that_is_no_game(tmp_path: Path) -> None:
    """A hidden folder, a folder named by no id and one without a game.toml put nothing on a published site (a
    hidden folder is never validated, and its files may link anywhere)."""
    data = data_folder(tmp_path / "card_data", "harvest-fair")
    secret = tmp_path / "secret.toml"
    secret.write_text('key = "not for the site"\n', encoding="utf-8")
    for folder in (".drafts", "Not An Id", "notes"):
        (data / folder).mkdir()
        (data / folder / "cards.toml").symlink_to(secret)
    (data / "Not An Id" / "game.toml").symlink_to(secret)
    names = zipfile.ZipFile(BytesIO(scoring_archive(data))).namelist()
    assert sorted(name for name in names if name.startswith("card_data/")) == [
        f"card_data/harvest-fair/{name}" for name in sorted(CATALOG_FILES)
    ]


def test_no_generated_page_is_committed() -> None:
    assert not (REPO / "site" / "docs" / "games").exists()
    assert not (REPO / "site" / "docs" / "index.md").exists()


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
    printed, unprinted = GAMES[:2]
    deck = tmp_path / printed / "play-a4.pdf"
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
                "path": f"{printed}/play-a4.pdf",
                "game": printed,
                "kind": "cards",
                "paper": "a4",
                "pages": 12,
                "cards": 46,
            },
            {
                "path": f"{printed}/png/a-card.png",
                "game": printed,
                "kind": "png",
                "paper": None,
                "pages": None,
                "cards": 1,
            },
            {
                "path": f"{printed}/tts/play.json",
                "game": printed,
                "kind": "tts",
                "paper": None,
                "pages": None,
                "cards": 46,
            },
            {
                "path": f"{printed}/tts/play-1.jpg",
                "game": printed,
                "kind": "tts",
                "paper": None,
                "pages": None,
                "cards": 46,
            },
        ]
    }
    (tmp_path / printed / "tts").mkdir()
    (tmp_path / printed / "tts" / "play.json").write_text('{"sheets": [{"image": "play-1.jpg"}]}')
    (tmp_path / printed / "tts" / "play-1.jpg").write_bytes(b"\xff\xd8 a sheet")
    (tmp_path / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    build_site(tmp_path / "site")
    page = html(tmp_path / "site", f"games/{printed}")
    assert f'<a href="../../downloads/{printed}/play-a4.pdf">play-a4.pdf</a>' in page
    assert "a-card.png" not in page
    assert f'<a href="../../downloads/{printed}/tts/play.json">play.json</a>' in page
    assert (
        "deals every deck from the card sheets beside it:\n"
        f'<a href="../../downloads/{printed}/tts/play-1.jpg">play-1.jpg</a>.'
    ) in page
    assert (tmp_path / "site" / "downloads" / printed / "tts" / "play-1.jpg").exists()
    assert (tmp_path / "site" / "downloads" / printed / "play-a4.pdf").read_bytes() == deck.read_bytes()
    assert "built without the print files" in html(tmp_path / "site", f"games/{unprinted}")
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


def test_gallery_images_unused_for_a_week_are_removed_and_those_shown_are_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An edited card leaves its old image in the user's cache: a week after the last build that showed it, it goes,
    while the images a build shows stay however old they are (each build marks them used)."""
    monkeypatch.setattr(site, "CACHE", tmp_path)
    game = load_game(GAMES[0])
    plan = site.gallery_plan([game])
    shown = sorted({image.cached for image in plan[game.id].values()})
    week_ago = time.time() - site.STALE_BUNDLE_SECONDS - 60
    first = site.gallery_images([game], plan)
    old, recent = tmp_path / "gallery" / "old.webp", tmp_path / "gallery" / "recent.webp"
    for path in (old, recent, *shown):
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists():
            path.write_bytes(b"an image of a card as it was")
        os.utime(path, (week_ago, week_ago))
    os.utime(recent)
    assert site.gallery_images([game], plan) == first  # from the cache
    assert sorted(path for path in (tmp_path / "gallery").rglob("*") if path.is_file()) == sorted([*shown, recent])
    assert all(path.stat().st_mtime > week_ago + 60 for path in shown)


def test_a_gallery_image_another_build_removes_meanwhile_is_drawn_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Builds into other folders share the cache: one may prune an image between this build's look at the cache and
    its read (a week unused for it); the image is then drawn again, not a crash. The images shown are marked used
    before that look, so another build's pruning leaves them."""
    monkeypatch.setattr(site, "CACHE", tmp_path)
    game = load_game(GAMES[0])
    first = site.gallery_images([game])
    week_ago = time.time() - site.STALE_BUNDLE_SECONDS - 60
    for path in (tmp_path / "gallery").iterdir():
        os.utime(path, (week_ago, week_ago))
    drawing = site.on_every_core
    marked: list[bool] = []

    def another_build_prunes(work: Any, tasks: list[Any]) -> list[bytes]:
        marked.append(all(path.stat().st_mtime > week_ago + 60 for path in (tmp_path / "gallery").iterdir()))
        site.keep_only_recent(tmp_path / "gallery", set(), "*")  # its own images elsewhere: removes none of these
        assert len(list((tmp_path / "gallery").iterdir())) == len(first[game.id])
        for path in (tmp_path / "gallery").iterdir():  # an older build's pruning, which saw them a week unused
            path.unlink()
        return drawing(work, tasks)

    monkeypatch.setattr(site, "on_every_core", another_build_prunes)
    assert site.gallery_images([game]) == first
    assert marked == [True]


# ── Links: every link of every page leads to a file of the site ─────────────────────────────────────────


class Links(HTMLParser):
    """The addresses a page links to or loads (``href`` and ``src``), but for other hosts and the page itself."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name in ("href", "src") and value and not value.startswith(("#", "data:", "http:", "https:")):
                self.found.append(value)


def links(site_dir: Path) -> list[tuple[str, str, Path]]:
    """(page, link, the file it leads to) of every link of every built page, pages by their path in the site."""
    found = []
    for page in sorted(site_dir.rglob("*.html")):
        relative = page.relative_to(site_dir).as_posix()
        parser = Links()
        parser.feed(page.read_text(encoding="utf-8"))
        for link in parser.found:
            path = urlsplit(urljoin(f"http://site/{relative}", link)).path.removeprefix("/")
            target = site_dir / path / "index.html" if path.endswith("/") or not path else site_dir / path
            found.append((relative, link, target))
    return found


def broken_links(site_dir: Path) -> list[str]:
    """``page: link`` for every link of a built page that leads to no file of the site."""
    return [f"{page}: {link}" for page, link, target in links(site_dir) if not target.is_file()]


def test_every_link_of_every_page_leads_to_a_file_of_the_site(site_dir: Path) -> None:
    assert broken_links(site_dir) == []


def test_a_broken_link_is_found(tmp_path: Path) -> None:
    (tmp_path / "games").mkdir()
    (tmp_path / "index.html").write_text('<a href="games/">games</a> <img src="gone.png"> <a href="#top">top</a>')
    (tmp_path / "games" / "index.html").write_text('<a href="../">home</a> <a href="x/calculator/">calc</a>')
    assert broken_links(tmp_path) == ["games/index.html: x/calculator/", "index.html: gone.png"]


# ── The home page and the navigation follow each game's pages ──────────────────────────────────────────


def test_the_home_page_is_named_after_the_collection_and_links_each_games_pages(site_dir: Path) -> None:
    home = (site_dir / "index.html").read_text(encoding="utf-8")
    title = read_collection(DEFAULT_DATA_DIR)[0].title
    assert f"<title>Home - {title}</title>" in home
    assert f'<h1 id="{title.lower().replace(" ", "-")}">{title}' in home
    for game in load_games():
        assert f'<a href="games/{game.id}/">{game.name}</a>' in home
        assert (f'href="games/{game.id}/calculator/"' in home) == (game.id in WITH_RULES)


@pytest.mark.parametrize("game_id", GAMES)
def test_each_game_has_the_pages_its_rules_can_give_and_the_navigation_lists_them(site_dir: Path, game_id: str) -> None:
    built = {path.name for path in (site_dir / "games" / game_id).iterdir() if (path / "index.html").is_file()}
    expected = {"rules", "rulings", "cards", "summary"}
    expected |= {"calculator", "state-format"} if game_id in WITH_RULES else set()
    expected |= {"balance"} if game_id in PLAYABLE else set()
    assert built == expected
    overview = html(site_dir, f"games/{game_id}")
    for name in expected:
        assert f'href="{name}/"' in overview, name


# ── The collection: the site's name, the home page's introduction ──────────────────────────────────────


def test_a_data_folder_without_a_collection_file_gets_a_plain_default(tmp_path: Path) -> None:
    assert read_collection(tmp_path) == (Collection("Card games", "", "Card games"), [])


def test_the_collection_is_read_with_its_defaults(tmp_path: Path) -> None:
    (tmp_path / COLLECTION_FILE).write_text('title = "Pocket  games"\n', encoding="utf-8")
    assert read_collection(tmp_path) == (Collection("Pocket games", "", "Pocket games"), [])


@pytest.mark.parametrize(
    ("toml", "problems"),
    [
        ('title = ""', ["collection.toml:1: field 'title': expected a text, got an empty one"]),
        (
            'title = "A title far too long to stand under an icon"',
            [
                "collection.toml:1: field 'title': a title of more than 20 characters needs a short_name "
                "for the app's icon"
            ],
        ),
        (
            f'title = "{"x" * 61}"\nshort_name = "X"',
            ["collection.toml:1: field 'title': expected at most 60 characters, got 61"],
        ),
        (
            'title = "Games"\nintroduction = 3\nname = "x"',
            [
                "collection.toml:2: field 'introduction': expected a string, got 3",
                "collection.toml:3: field 'name': unknown field (expected one of: title, introduction, short_name)",
            ],
        ),
        (
            'title = "Games"\n\nintroduction = "See <a href=x>this</a>"',
            [
                "collection.toml:3: field 'introduction': holds HTML markup ('<a href=x>this</a>'): texts are shown "
                "as typed, and markup is refused; write it without tags (emphasis with *stars*, code in `backticks`)"
            ],
        ),
        ('title = "Games\\nand more"', ["collection.toml:1: field 'title': expected one line"]),
    ],
)
def test_a_collection_file_with_problems_is_refused_with_located_problems(
    tmp_path: Path, toml: str, problems: list[str]
) -> None:
    (tmp_path / COLLECTION_FILE).write_text(toml + "\n", encoding="utf-8")
    collection, found = read_collection(tmp_path)
    assert collection == Collection()
    assert [str(problem).replace(f"{tmp_path.name}/", "") for problem in found] == problems


def test_validate_names_the_problems_of_the_collection(tmp_path: Path) -> None:
    from generator.games.printable import validate

    data = data_folder(tmp_path / "card_data", with_repository_games=True)
    (data / COLLECTION_FILE).write_text('title = "Games"\nshort_name = ""\n', encoding="utf-8")
    assert [str(problem) for problem in validate(data)] == [
        "card_data/collection.toml:2: field 'short_name': expected a text, got an empty one"
    ]


# ── A game given by its card data alone ─────────────────────────────────────────────────────────────────

LEVEL_ONE = "harvest-fair"
"""The data-only fixture game (tests/fixtures/games/): no Python, no scoring package."""
HOSTILE_TITLE = 'Pebbles & "Stones" <3'


@pytest.fixture(scope="module")
def level_one_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A site built from a data folder holding only a game given by its card data, in a collection whose title
    holds characters HTML reads: the site's folder."""
    folder = tmp_path_factory.mktemp("level-one")
    data = data_folder(folder / "card_data", LEVEL_ONE)
    collection = f'title = {json.dumps(HOSTILE_TITLE)}\nshort_name = "Pebbles"\nintroduction = "A *small* race."\n'
    (data / COLLECTION_FILE).write_text(collection, encoding="utf-8")
    build_site(folder / "site", data)
    yield folder / "site"


def test_a_game_of_card_data_alone_gets_its_pages_and_no_calculator_nor_balance(level_one_site: Path) -> None:
    game = level_one_site / "games" / LEVEL_ONE
    assert sorted(path.name for path in game.iterdir() if (path / "index.html").is_file()) == [
        "cards",
        "rules",
        "rulings",
        "summary",
    ]
    assert (game / "index.html").is_file() and (game / "images" / "corn-1.webp").is_file()
    assert not [
        link for _page, link, _target in links(level_one_site) if re.search(r"calculator|balance|state-f", link)
    ]
    assert broken_links(level_one_site) == []
    index = json.loads((level_one_site / "search" / "search_index.json").read_text(encoding="utf-8"))
    entries = {entry["location"].split("?")[0].split("#")[0] for entry in index["docs"]}
    assert {entry for entry in entries if entry.startswith("games/")} == {
        f"games/{LEVEL_ONE}/{name}" for name in ("", "rules/", "rulings/", "cards/", "summary/")
    }


def test_the_overview_of_a_game_without_rules_says_it_has_no_calculator(level_one_site: Path) -> None:
    overview = html(level_one_site, f"games/{LEVEL_ONE}")
    assert (
        '<p>No score calculator for this game yet: score it at the table as its <a href="rules/">rules</a> say.</p>'
    ) in overview
    assert "checker cites" not in html(level_one_site, f"games/{LEVEL_ONE}/rules")


def test_a_site_whose_games_have_no_rules_carries_no_engine(level_one_site: Path) -> None:
    assert not (level_one_site / "assets" / "pyodide").exists()
    assert not (level_one_site / site.BUNDLE_URL).exists() and not (level_one_site / site.ENGINE_URL).exists()
    worker = (level_one_site / offline.SERVICE_WORKER).read_text(encoding="utf-8")
    assert "\nconst ENGINE = [];\n" in worker


def test_the_home_page_lists_the_game_under_the_collections_title_as_typed(level_one_site: Path) -> None:
    home = (level_one_site / "index.html").read_text(encoding="utf-8")
    escaped = "Pebbles &amp; &quot;Stones&quot; &lt;3"
    assert f"<title>Home - {escaped}</title>" in home
    assert '<meta name="description" content="A small race.">' in home
    assert f'title="{escaped}"' in home and f'aria-label="{escaped}"' in home
    assert "<p>A <em>small</em> race.</p>" in home
    assert f'<a href="games/{LEVEL_ONE}/">Harvest Fair</a>' in home
    assert f'<a href="games/{LEVEL_ONE}/rules/">Rules</a> · <a href="games/{LEVEL_ONE}/cards/">Cards</a>' in home
    assert "score calculator" not in home
    manifest = json.loads((level_one_site / offline.WEB_MANIFEST).read_text(encoding="utf-8"))
    assert (manifest["name"], manifest["short_name"], manifest["description"]) == (
        HOSTILE_TITLE,
        "Pebbles",
        "A small race.",
    )


def test_the_about_page_shows_the_screenshots_of_the_games_found_and_the_site_holds_no_others(
    site_dir: Path, level_one_site: Path
) -> None:
    about = html(site_dir, "about")
    for game in load_games():
        assert re.search(rf'<h3 id="[^"]+">{re.escape(game.name)}<a class="headerlink"', about), game.id
        for page in ("calculator", "rules") if game.id in WITH_RULES else ("rules",):
            assert f'src="../assets/screenshots/{game.id}-{page}-phone.png"' in about
    assert not list((level_one_site / "assets").glob("screenshots/*"))
    assert "Screenshots" not in html(level_one_site, "about")
