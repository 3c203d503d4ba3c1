"""A game given by its card data alone (Harvest Fair: no Python anywhere) prints all of it: ``pnp build --no-site``
writes its sheets, its aid, its bundles and its booklet, each face showing what its kind declares."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from fixture_games import data_folder

from tests.print import data_only
from tests.print.pdf_audit import text_lines, unembedded_fonts

GAME = data_only.GAME_ID


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The output folder of ``pnp build --no-site`` of a data folder holding the game, on A4."""
    root = tmp_path_factory.mktemp("data-only")
    data = data_folder(root / "card_data", GAME)
    out = root / "output"
    command = [sys.executable, "-m", "generator", "build", "--no-site", "--data", str(data), "--out", str(out)]
    result = subprocess.run([*command, "--paper", "a4"], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    return out


def test_the_build_writes_its_sheets_aid_bundles_and_booklet(built: Path) -> None:
    files = json.loads((built / "manifest.json").read_text(encoding="utf-8"))["files"]
    printed = {
        entry["path"]: (entry["kind"], entry["style"], entry["pages"]) for entry in files if entry["kind"] != "png"
    }
    folder = f"{GAME}/{GAME}"
    assert {path: kind for path, kind in printed.items() if path.endswith("a4.pdf")} == {
        "calibration-a4.pdf": ("calibration", None, 2),
        f"{folder}-fair-a4.pdf": ("cards", "full", 8),  # 36 cards, 9 a sheet, fronts and backs
        f"{folder}-fair-light-a4.pdf": ("cards", "light", 8),
        f"{folder}-aid-a4.pdf": ("aids", "full", 1),  # one-sided
        f"{folder}-aid-light-a4.pdf": ("aids", "light", 1),
        f"{folder}-bundle-a4.pdf": ("bundle", "full", printed[f"{folder}-bundle-a4.pdf"][2]),
        f"{folder}-bundle-light-a4.pdf": ("bundle", "light", printed[f"{folder}-bundle-light-a4.pdf"][2]),
        f"{folder}-rules-a4.pdf": ("rules", None, printed[f"{folder}-rules-a4.pdf"][2]),
    }
    rules = printed[f"{folder}-rules-a4.pdf"][2]
    bundle = printed[f"{folder}-bundle-a4.pdf"][2]
    assert rules >= 2 and bundle >= 1 + rules + 8 + 1  # a cover, the booklet, the deck and the aid
    assert Counter(entry["kind"] for entry in files)["png"] == 36 + 1 + 1  # every front, and the deck's back
    for path in printed:
        if path.endswith(".pdf"):
            assert unembedded_fonts(built / path) == [], path


def drawn_pages(path: Path) -> list[str]:
    """The text of each page, the card faces' own included, in the order it is drawn (``pdftotext -raw``)."""
    output = subprocess.run(
        ["pdftotext", "-q", "-raw", "-enc", "UTF-8", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    return [" ".join(page.split()) for page in output.split("\f")[:-1]]


def test_each_card_shows_its_value_and_its_stalls_symbol_in_its_corners(built: Path) -> None:
    front, back = drawn_pages(built / GAME / f"{GAME}-fair-a4.pdf")[:2]
    # each card's corner row: its value in the left corner, its stall's symbol in the right one
    assert re.findall(r"(\d) Corn\b", front) == [str(value) for value in range(1, 10)]
    assert "CORN NINE PRODUCE Sow in spring, sell in autumn. 9 Corn" in front  # the saying fills the text box
    assert back.startswith("Harvest Fair " * 9) and "Corn" not in back  # nine backs, no face


def test_the_booklet_prints_the_declared_setup_and_the_example_as_text(built: Path) -> None:
    pages = text_lines(built / GAME / f"{GAME}-rules-a4.pdf")
    text = " ".join(" ".join(page) for page in pages)
    setup = text[text.index("Setting up") : text.index("Your turn")]
    assert setup.count("A hand of 5 cards") == setup.count("Your stall") == 3
    assert "Draw pile" in setup and "The market: 4 cards face up" in setup and "Player aid" in setup
    example = text[text.index("A worked example") : text.index("Harvest Fair: the rules")]
    assert "she scores twelve" in example and "Winner" not in example
