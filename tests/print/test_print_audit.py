"""Every PDF a build makes, checked as a print shop or a home printer sees it: every font embedded
(``pdffonts``), and nothing printed closer than 4.2 mm to the paper's edge (a rendering of every page).

The default run audits Monarch's files on Letter (cards, land boards, round tokens, on the paper that
leaves the least room), in full colour; ``-m slow`` audits every game on both papers, in both styles.
"""

from __future__ import annotations

from pathlib import Path

import pikepdf
import pytest

from generator.builder import BuildOptions
from generator.builder.bundles import booklet_pages, booklet_tasks, bundle_tasks, printing_for
from generator.builder.decks import design_decks
from generator.builder.outputs import Task
from generator.builder.pdf import pdf_tasks
from generator.data.load import load_game
from generator.layout.units import Duplex, Paper, Style
from generator.scoring import GAME_IDS
from tests.print.pdf_audit import ink_near_edges, paper_of, unembedded_fonts


def paper_pdfs(
    game_ids: tuple[str, ...],
    folder: Path,
    papers: tuple[Paper, ...] = tuple(Paper),
    styles: tuple[Style, ...] = tuple(Style),
    duplex: Duplex = Duplex.LONG,
    kinds: frozenset[str] | None = None,
) -> list[Path]:
    """Every PDF the build makes for these games that is printed on A4 or Letter (of these manifest kinds
    when given), written into ``folder`` (the print-on-demand files are card-sized pages whose art runs to
    the edge by design)."""
    games = [load_game(game_id) for game_id in game_ids]
    options = BuildOptions(
        out_dir=folder,
        games=game_ids,
        papers=papers,
        styles=styles,
        duplex=duplex,
        back_offset_mm=(0.0, 0.0),
        bleed_mm=3.0,
        jobs=1,
        site=False,
        data_dir=None,
    )
    decks = design_decks(games, options.bleed_mm, styles)
    tasks: list[Task] = pdf_tasks(decks, options)
    rules_pages = booklet_pages(games, options)
    tasks += bundle_tasks(decks, options, printing_for(options), rules_pages) + booklet_tasks(
        games, options, rules_pages
    )
    paths = []
    for task in tasks:
        if task.output.kind == "pod" or (kinds is not None and task.output.kind not in kinds):
            continue
        path = folder / task.output.path
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(task.job.render())
        paths.append(path)
    return paths


def audit(paths: list[Path]) -> None:
    """Every font embedded and every page of A4 or Letter size clear of the printer's edge."""
    for path in paths:
        assert unembedded_fonts(path) == [], path
        with pikepdf.open(path) as pdf:
            papers = {paper_of(*(float(value) for value in page.mediabox[2:])) for page in pdf.pages}
        assert papers <= set(Paper), (path, papers)
        assert ink_near_edges(path) == [], path


def test_monarch_on_letter_prints_nothing_within_4_2_mm_of_the_edge_and_embeds_every_font(tmp_path: Path) -> None:
    paths = paper_pdfs(("monarch",), tmp_path, papers=(Paper.LETTER,), styles=(Style.FULL,))
    kinds = {path.name.removeprefix("monarch-").split("-")[0] for path in paths}
    assert kinds == {"market", "lands", "banners", "reminders", "tokens", "bundle", "rules", "calibration"}
    audit(paths)


def test_monarch_folded_on_letter_prints_nothing_within_4_2_mm_of_the_edge(tmp_path: Path) -> None:
    paths = paper_pdfs(
        ("monarch",),
        tmp_path,
        papers=(Paper.LETTER,),
        styles=(Style.FULL,),
        duplex=Duplex.FOLD,
        kinds=frozenset({"bundle"}),
    )
    assert [path.name for path in paths] == ["monarch-bundle-letter.pdf"]
    audit(paths)


@pytest.mark.slow
@pytest.mark.parametrize("duplex", [Duplex.LONG, Duplex.FOLD])
def test_every_game_prints_nothing_within_4_2_mm_of_the_edge_and_embeds_every_font(
    duplex: Duplex, tmp_path: Path
) -> None:
    audit(paper_pdfs(GAME_IDS, tmp_path, duplex=duplex))
