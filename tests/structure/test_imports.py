"""Imports run one way: no circle between the files of ``generator/``, between its parts (each package or
top-level module: data, layout, design, render, games, builder, site, pages…), or between the packages of
the scoring module.

Every module of ``generator/`` is read (imports inside functions count, ``if TYPE_CHECKING:`` aside).
"""

from __future__ import annotations

import doctest
from pathlib import Path

import import_graph
from import_graph import Graph, circles, grouped, modules_under, package_graph
from import_graph import import_graph as graph_of

from generator.scoring import game_ids

GENERATOR = Path(__file__).resolve().parents[2] / "generator"
SCORING = "generator.scoring"


def within(graph: Graph, package: str) -> Graph:
    """The part of ``graph`` between the modules of ``package``."""
    inside = {name for name in graph if name == package or name.startswith(package + ".")}
    return {name: graph[name] & inside for name in inside}


def write(root: Path, files: dict[str, str]) -> dict[str, Path]:
    """Write ``files`` (path under ``root`` → text) and return the modules of the package ``root/pkg``."""
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    return modules_under(root / "pkg")


def test_the_examples_of_the_tool_hold() -> None:
    assert doctest.testmod(import_graph).failed == 0


def test_every_kind_of_import_is_seen_but_those_only_for_type_checking(tmp_path: Path) -> None:
    modules = write(
        tmp_path,
        {
            "pkg/__init__.py": "from pkg import low\n",
            "pkg/low.py": "import json\n",
            "pkg/high.py": (
                "from typing import TYPE_CHECKING\n"
                "import pkg.low\n"
                "from . import sub\n"
                "from pkg import low as again, name_in_init\n"
                "if TYPE_CHECKING:\n"
                "    from pkg.game import rules\n"
                "else:\n"
                "    from pkg.game import play\n"
                "def late():\n"
                "    from .game.rules import score\n"
            ),
            "pkg/sub.py": "",
            "pkg/game/__init__.py": "",
            "pkg/game/rules.py": "from ..high import late\n",
            "pkg/game/play.py": "",
            "pkg/empty/__init__.py": "",
        },
    )
    graph = graph_of(modules)
    assert graph["pkg.high"] == {"pkg", "pkg.low", "pkg.sub", "pkg.game.play", "pkg.game.rules"}
    assert graph["pkg.game.rules"] == {"pkg.high"}
    assert graph["pkg"] == {"pkg.low"}
    assert graph["pkg.low"] == set()
    assert circles(graph) == [["pkg.game.rules", "pkg.high"]]
    assert package_graph(graph, modules) == {"pkg": {"pkg.game"}, "pkg.game": {"pkg"}, "pkg.empty": set()}
    assert circles(package_graph(graph, modules)) == [["pkg", "pkg.game"]]


MODULES = modules_under(GENERATOR)
GRAPH = graph_of(MODULES)


def test_every_module_of_the_generator_is_read() -> None:
    assert len(GRAPH) == len(list(GENERATOR.rglob("*.py")))
    assert "generator.scoring" in GRAPH["generator.simulate.run"]
    assert "generator.scoring.interface" in GRAPH["generator.scoring.games"]


def test_no_circle_between_the_files_of_the_scoring_module() -> None:
    assert circles(within(GRAPH, SCORING)) == []


def test_no_circle_between_the_packages_of_the_scoring_module() -> None:
    packages = package_graph(within(GRAPH, SCORING), MODULES)
    assert set(packages) == {SCORING, *(f"{SCORING}.{game_id.replace('-', '_')}" for game_id in game_ids())}
    assert circles(packages) == []


def part_of(module: str) -> str:
    """The part of ``generator/`` a module belongs to: its package (``generator.data``), or itself when it
    is a top-level module (``generator.site``)."""
    return ".".join(module.split(".")[:2])


def test_no_circle_between_the_files_of_the_generator() -> None:
    assert circles(GRAPH) == []


def test_no_circle_between_the_parts_of_the_generator() -> None:
    parts = grouped(GRAPH, part_of)
    assert {"generator.data", "generator.design", "generator.games", "generator.site"} <= set(parts)
    assert circles(parts) == []
