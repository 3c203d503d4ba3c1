"""``pnp build`` typesets each rules booklet once per file it is printed in (issue 33): the render of the papers it
prints is their booklets' check, so validation typesets only the papers it does not print; a booklet the render
cannot typeset is refused with the located problem ``pnp validate`` gives, from a worker process as from its own.
A bundle's cover lists are drawn once, as it renders (``test_bundles.py`` holds how many typesettings find their
size). ``pnp site serve`` and ``pnp build`` check again only the games that changed since
their last build, and a build plans its site's gallery once."""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Collection
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from found_games import GAMES
from reliability_tools import SMALL_CARD, SMALL_GAME, small_build, small_data
from reportlab.pdfgen.canvas import Canvas

from generator import site
from generator.builder import BuildError, build
from generator.builder.bundles import rules_booklet
from generator.builder.cache import CHECKS_RECORD
from generator.data.load import load_game
from generator.data.model import Game
from generator.data.problems import DataError, Problem
from generator.design.credits import CREDITS_FILE
from generator.games import declaration, printable
from generator.games.printable import Checked, booklet_problems, load_printable_games, validate
from generator.layout.units import Paper, Style
from generator.render import booklet, bundle
from generator.render.booklet import BookletJob
from generator.render.bundle import Cover
from generator.site import check_data

PICTURED = tuple(game_id for game_id in GAMES if declaration(game_id).example is not None)
"""The games whose worked example is laid out with pictures by their own folder."""
TALL_CELL = "| a | b |\n|---|---|\n| " + " ".join(["word"] * 3000) + " | y |"
"""A table cell taller than a page: no paper's booklet can set it."""


@pytest.fixture
def typeset(monkeypatch: pytest.MonkeyPatch) -> Counter[tuple[Paper, bool]]:
    """How many times a booklet is typeset in this process, by paper and whether its pictures are drawn."""
    counts: Counter[tuple[Paper, bool]] = Counter()
    typeset = BookletJob.typeset

    def counted(job: BookletJob, canvas: Any, forms: Any, first_number: int, spacing: Any) -> Any:
        counts[(job.paper, forms is not None)] += 1
        return typeset(job, canvas, forms, first_number, spacing)

    monkeypatch.setattr(booklet.BookletJob, "typeset", counted)
    return counts


@pytest.fixture
def cover_lists(monkeypatch: pytest.MonkeyPatch) -> list[Cover]:
    """Each bundle cover whose lists are typeset in this process."""
    typeset: list[Cover] = []
    draw = bundle.draw_lists

    def counted(canvas: Canvas, cover: Cover, page_size: tuple[float, float], size_pt: float | None = None) -> int:
        typeset.append(cover)
        return draw(canvas, cover, page_size, size_pt)

    monkeypatch.setattr(bundle, "draw_lists", counted)
    return typeset


def test_a_build_typesets_each_booklet_once_per_file_that_prints_it(
    tmp_path: Path, typeset: Counter[tuple[Paper, bool]], cover_lists: list[Cover]
) -> None:
    data = small_data(tmp_path / "card_data")
    build(small_build(data, tmp_path / "out", (Paper.A4,)))
    # A4: the booklet's own file and the bundle's; letter, not printed: laid out once, to validate it.
    assert typeset == {(Paper.A4, True): 2, (Paper.LETTER, False): 1}
    # The bundle's cover lists: drawn once, as it renders.
    assert len(cover_lists) == 1


def test_a_build_with_its_site_plans_the_gallery_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The plan made as the render starts (its images drawn by the render's workers) is the one the site shows."""
    plans: list[site.GalleryPlan] = []
    plan = site.gallery_plan

    def counted(games: list[Game]) -> site.GalleryPlan:
        plans.append(plan(games))
        return plans[-1]

    monkeypatch.setattr(site, "gallery_plan", counted)
    out = tmp_path / "out"
    build(replace(small_build(small_data(tmp_path / "card_data"), out, (Paper.A4,)), site=True))
    [planned] = plans
    images = out / "site" / "games" / SMALL_GAME / "images"
    assert sorted(path.name for path in images.iterdir()) == sorted(f"{card}.webp" for card in planned[SMALL_GAME])
    assert all(
        (images / f"{card}.webp").read_bytes() == image.cached.read_bytes()
        for card, image in planned[SMALL_GAME].items()
    )


@pytest.mark.parametrize("game_id", PICTURED)
def test_validate_typesets_the_booklet_the_build_prints(game_id: str) -> None:
    """The worked example laid out as the game's declaration lays it out, as the build prints it."""
    game, declared = load_game(game_id), declaration(game_id)
    seen: list[BookletJob] = []

    class Recorded(BookletJob):
        def pages(self) -> int:
            seen.append(self)
            return 1

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("generator.games.printable.BookletJob", Recorded)
        assert booklet_problems(game, declared, [Paper.A4]) == {}
    assert seen == [Recorded(game, declared.design, declared.setup, Paper.A4, example=declared.example)]


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_booklet_the_render_cannot_typeset_is_refused_where_validate_locates_it(tmp_path: Path, jobs: int) -> None:
    data = small_data(tmp_path / "card_data")
    rules = data / SMALL_GAME / "rules.toml"
    content = rules.read_text(encoding="utf-8")
    line = next(line for line in content.splitlines() if line.startswith('text = "{{ deck_total'))
    rules.write_text(content.replace(line, f"text = {json.dumps(TALL_CELL)}", 1), encoding="utf-8")
    (problem,) = [str(found) for found in validate(data)]
    assert problem.startswith(f"card_data/{SMALL_GAME}/rules.toml:") and "larger than a page's column" in problem
    with pytest.raises(BuildError) as refused:
        build(small_build(data, tmp_path / "out", tuple(Paper), jobs=jobs))
    assert problem in str(refused.value)
    assert not (tmp_path / "out" / SMALL_GAME).exists()


def test_the_site_preview_checks_again_only_a_game_that_changed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = small_data(tmp_path / "card_data")
    laid_out: list[Paper] = []
    pages = BookletJob.pages

    def counted(job: BookletJob) -> int:
        laid_out.append(job.paper)
        return pages(job)

    monkeypatch.setattr(booklet.BookletJob, "pages", counted)
    checked = Checked()
    load_printable_games(None, data, checked=checked)
    load_printable_games(None, data, checked=checked)
    assert laid_out == list(Paper)  # checked once, then unchanged
    cards = data / SMALL_GAME / "cards.toml"
    cards.write_text(cards.read_text(encoding="utf-8").replace(SMALL_CARD[0], 'name = "Corn Two"'), encoding="utf-8")
    load_printable_games(None, data, checked=checked)
    assert laid_out == [*Paper, *Paper]  # its card renamed
    laid_out.clear()
    rules = data / SMALL_GAME / "rules.toml"
    content = rules.read_text(encoding="utf-8")
    line = next(line for line in content.splitlines() if line.startswith('text = "{{ deck_total'))
    rules.write_text(content.replace(line, f"text = {json.dumps(TALL_CELL)}", 1), encoding="utf-8")
    for _ in range(2):  # a game with problems is checked every time
        with pytest.raises(DataError) as refused:
            load_printable_games(None, data, checked=checked)
        assert "larger than a page's column" in str(refused.value)
    assert laid_out == [*Paper, *Paper]


def test_a_build_checks_again_only_a_game_that_changed_since_the_last_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The builds into one folder keep the games whose print checks passed, by the code that checked them."""
    data, out, seen = small_data(tmp_path / "card_data"), tmp_path / "out", []
    check = printable.print_problems

    def counted(game: Game, display_root: Path, papers: Collection[Paper]) -> list[Problem]:
        seen.append(game.id)
        return check(game, display_root, papers)

    monkeypatch.setattr(printable, "print_problems", counted)
    build(small_build(data, out, (Paper.A4,)))
    assert seen == [SMALL_GAME]
    build(replace(small_build(data, out, (Paper.A4,)), bleed_mm=2.0))  # rebuilt, the game unchanged
    assert seen == [SMALL_GAME]
    cards = data / SMALL_GAME / "cards.toml"
    cards.write_text(cards.read_text(encoding="utf-8").replace(SMALL_CARD[0], 'name = "Corn Two"'), encoding="utf-8")
    build(small_build(data, out, (Paper.A4,)))
    assert seen == [SMALL_GAME] * 2  # its card renamed
    record = out / ".cache" / CHECKS_RECORD
    other_code = json.dumps({"code": "other code", "clean": json.loads(record.read_text())["clean"]})
    for bleed_mm, kept in ((2.0, other_code), (3.0, "[not json")):  # each build's options other than the last's
        record.write_text(kept, encoding="utf-8")
        build(replace(small_build(data, out, (Paper.A4,)), bleed_mm=bleed_mm))
    assert seen == [SMALL_GAME] * 4  # checked by other code, or no record: checked again
    credits = data / CREDITS_FILE
    written = credits.stat()
    credits.write_bytes(credits.read_bytes().replace(b"# Who", b"# WHO", 1))  # as long, and as old below
    os.utime(credits, ns=(written.st_atime_ns, written.st_mtime_ns))
    build(replace(small_build(data, out, (Paper.A4,)), bleed_mm=2.0))
    assert seen == [SMALL_GAME] * 5  # the icons' credits rewritten


def test_the_site_preview_finds_every_game_of_the_repository_unchanged(monkeypatch: pytest.MonkeyPatch) -> None:
    checked, seen = Checked(), []
    check = printable.print_problems

    def counted(game: Game, display_root: Path, papers: Collection[Paper]) -> list[Problem]:
        seen.append(game.id)
        return check(game, display_root, papers)

    monkeypatch.setattr(printable, "print_problems", counted)
    for _ in range(2):  # loaded again, as each rebuild does: the same content, other objects
        load_printable_games(None, None, checked=checked)
    assert seen == list(GAMES)


def test_the_site_preview_reloads_its_pages_before_it_typesets_the_booklets(
    tmp_path: Path, typeset: Counter[tuple[Paper, bool]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A reload builds the pages after checking the card data without its booklets (the site shows none), then
    checks the booklets; each check of an unchanged game, with booklets or without, is done once."""
    data = small_data(tmp_path / "card_data")
    checked, seen = Checked(), []
    check = printable.print_problems

    def counted(game: Game, display_root: Path, papers: Collection[Paper]) -> list[Problem]:
        seen.append(tuple(papers))
        return check(game, display_root, papers)

    monkeypatch.setattr(printable, "print_problems", counted)
    for _ in range(2):  # two reloads of the same data
        before = Counter(typeset)
        check_data(data, None, checked, booklets=())
        assert typeset == before  # no booklet typeset before the pages reload
        check_data(data, None, checked)
    assert seen == [(), tuple(Paper)]
    assert typeset == {(paper, False): 1 for paper in Paper}


@pytest.mark.parametrize("game_id", GAMES)
def test_a_bundle_sets_its_booklet_in_the_spacing_the_booklets_own_file_records(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The bundles of a booklet render in other processes than its own file: they take its spacing from that file
    (its keywords) instead of laying the booklet out again to find it."""
    monkeypatch.setattr(booklet, "LAYOUTS_FOUND", {})
    own = rules_booklet(load_game(game_id), Paper.A4)
    index = booklet.spacing_of(own.render())
    spacing = own.spacing
    assert index is not None and booklet.SPACINGS[index] == spacing
    booklet.LAYOUTS_FOUND.clear()  # another process

    def refused(*_: object) -> None:
        raise AssertionError("laid out again")

    monkeypatch.setattr(booklet.BookletJob, "laid_out", refused)
    in_bundle = rules_booklet(load_game(game_id), Paper.A4, Style.LIGHT, index)
    assert in_bundle.spacing == spacing
