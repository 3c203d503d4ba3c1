"""Monarch's files on Letter (cards, land boards, round tokens, on the paper that leaves the least room), in
full colour: every font embedded, nothing printed within 4.2 mm of the edge."""

from __future__ import annotations

from pathlib import Path

from generator.layout.units import Duplex, Paper, Style
from tests.print.test_print_audit import audit, paper_pdfs


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
