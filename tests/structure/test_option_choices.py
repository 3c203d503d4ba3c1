"""The build's option choices are written once: ``Paper``, ``Duplex`` and ``Style`` in ``generator.layout.units``.
No other module of ``generator/`` writes a choice as its word; the same words where they mean something else
are listed with what they mean."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from generator.layout.units import Duplex, Paper, Style

GENERATOR = Path(__file__).resolve().parents[2] / "generator"
TEMPLATES = GENERATOR.parent / "templates"
CHOICES = {choice.value for choices in (Paper, Duplex, Style) for choice in choices}
DECLARED_IN = Path("layout/units.py")
RULES = "scoring"
"""The games' rules, which know nothing of printing (``none`` is a word of their own there)."""
GAMES = "games"
"""A game's own folder (``games/<game>/``) speaks of its card data, whose words are its own too."""
OTHER_MEANINGS = {
    (Path("layout/imposition.py"), "fold"): "a page side: a sheet's fronts and backs on one page",
    (Path("render/sheets.py"), "fold"): "a page side, as the sheet label names it",
    (Path("report.py"), "fold"): "how rich wraps a table cell",
}
"""The choices' words written with another meaning, by module."""


def written_words() -> set[tuple[Path, str, int]]:
    """Every string constant of ``generator/`` that is a choice's word: (module, word, line)."""
    found = set()
    for path in sorted(GENERATOR.rglob("*.py")):
        module = path.relative_to(GENERATOR)
        if module.parts[0] == RULES or (module.parts[0] == GAMES and len(module.parts) > 2):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and node.value in CHOICES:
                found.add((module, node.value, node.lineno))
    return found


def test_no_module_but_units_writes_an_option_choice_as_its_word() -> None:
    written = written_words()
    outside = sorted(
        f"generator/{module}:{line}: {word!r}"
        for module, word, line in written
        if module != DECLARED_IN and (module, word) not in OTHER_MEANINGS
    )
    assert outside == []
    assert {(module, word) for module, word, _ in written if module == DECLARED_IN} == {
        (DECLARED_IN, word) for word in CHOICES
    }


def test_each_other_meaning_is_still_written_where_it_is_listed() -> None:
    assert set(OTHER_MEANINGS) <= {(module, word) for module, word, _ in written_words()}


def test_no_template_writes_an_option_choice_as_its_word() -> None:
    """Templates take the choices and their names from the pages' context (``paper_names``, ``style_names``)."""
    words = "|".join(sorted(CHOICES))
    quoted = re.compile(rf"""["']({words})["']""")
    found = sorted(
        f"{path.relative_to(TEMPLATES)}: {match.group(0)}"
        for path in TEMPLATES.rglob("*.j2")
        for match in quoted.finditer(path.read_text(encoding="utf-8"))
    )
    assert found == []
