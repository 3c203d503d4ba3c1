"""Every PDF a build makes, checked as a print shop or a home printer sees it: every font embedded
(``pdffonts``), and nothing printed closer than 4.2 mm to the paper's edge (a rendering of every page).

The default run audits the files of the game given by its card data alone, and each game's own tests audit its
files (Monarch's on Letter: cards, land boards, round tokens, on the paper that leaves the least room); ``-m slow``
audits every game on both papers, in both styles.
"""

from __future__ import annotations

from pathlib import Path

import pikepdf
import pytest
from found_games import GAMES

from generator.builder import BuildOptions
from generator.builder.bundles import booklet_tasks, bundle_plans, bundle_tasks, counted, printing_for
from generator.builder.decks import design_decks
from generator.builder.outputs import Task
from generator.builder.pdf import calibration_tasks, pdf_tasks
from generator.data.load import load_game
from generator.layout.units import Duplex, Paper, Style
from tests.print import data_only
from tests.print.pdf_audit import ink_near_edges, paper_of, unembedded_fonts


def paper_pdfs(
    game_ids: tuple[str, ...],
    folder: Path,
    data_dir: Path | None = None,
    papers: tuple[Paper, ...] = tuple(Paper),
    styles: tuple[Style, ...] = tuple(Style),
    duplex: Duplex = Duplex.LONG,
    kinds: frozenset[str] | None = None,
) -> list[Path]:
    """Every PDF the build makes for these games that is printed on A4 or Letter (of these manifest kinds
    when given), written into ``folder`` (the print-on-demand files are card-sized pages whose art runs to
    the edge by design)."""
    games = [load_game(game_id, data_dir) for game_id in game_ids]
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
        data_dir=data_dir,
    )
    decks = design_decks(games, options.bleed_mm, styles)
    tasks: list[Task] = [*pdf_tasks(decks, options), *calibration_tasks(games, options)]
    booklets = booklet_tasks(games, options)
    typeset = [task.job.render() for task in booklets]
    booklets = counted(booklets, typeset)
    tasks += bundle_tasks(bundle_plans(decks, options), options, printing_for(options), booklets, typeset) + booklets
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


@pytest.mark.slow
@pytest.mark.parametrize("duplex", [Duplex.LONG, Duplex.FOLD])
def test_every_game_prints_nothing_within_4_2_mm_of_the_edge_and_embeds_every_font(
    duplex: Duplex, tmp_path: Path
) -> None:
    audit(paper_pdfs(GAMES, tmp_path, duplex=duplex))


def test_a_game_given_by_its_data_alone_prints_nothing_within_4_2_mm_of_the_edge(tmp_path: Path) -> None:
    game = data_only.GAME_ID
    paths = paper_pdfs((game,), tmp_path, data_only.folder(), papers=(Paper.LETTER,), styles=(Style.LIGHT,))
    kinds = {path.name.removeprefix(f"{game}-").split("-")[0] for path in paths}
    assert kinds == {"fair", "aid", "bundle", "rules", "calibration"}
    audit(paths)
