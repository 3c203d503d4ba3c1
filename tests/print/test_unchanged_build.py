"""A build with nothing to do reads the last build's record and its files' states, and stops: it imports none of
what loads the card data, renders, builds the site or reads packages' metadata (issue 33 holds it to half a
second)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from reliability_tools import PNP, REPO, SMALL_BUILD, small_data

NOT_IMPORTED = (
    "generator.data.load",
    "generator.builder.decks",
    "generator.builder.runner",
    "generator.site",
    "reportlab",
    "PIL",
    "mkdocs",
    "importlib.metadata",
)
LISTING = """
import atexit, json, sys
atexit.register(lambda: print(json.dumps(sorted(sys.modules)), file=sys.stderr))
from generator.cli import main
main()
"""
"""``pnp`` run in a Python that names, last on its standard error, every module it imported."""


def test_an_unchanged_build_imports_nothing_that_loads_renders_or_builds_the_site(tmp_path: Path) -> None:
    arguments = ["build", "--data", str(small_data(tmp_path / "card_data")), "--out", str(tmp_path / "out")]
    subprocess.run([*PNP, *arguments, *SMALL_BUILD], cwd=REPO, capture_output=True, check=True)
    again = subprocess.run(
        [sys.executable, "-c", LISTING, *arguments, *SMALL_BUILD], cwd=REPO, capture_output=True, text=True, check=True
    )
    assert "Up to date" in again.stdout and "the rules site in" in again.stdout
    imported = json.loads(again.stderr.splitlines()[-1])
    assert [module for module in imported if any(f"{module}.".startswith(f"{name}.") for name in NOT_IMPORTED)] == []
