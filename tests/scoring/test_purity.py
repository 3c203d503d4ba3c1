"""The scoring module is pure: standard library only, and it runs from a zip with ``python -I -S``."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
import zipfile
from pathlib import Path

from found_games import WITH_RULES

from generator.scoring.catalog import CATALOG_FILES

REPO = Path(__file__).resolve().parents[2]
SCORING = REPO / "generator" / "scoring"
FIXTURES = REPO / "tests" / "fixtures"


def imported_modules(path: Path) -> list[tuple[str, int]]:
    """Every module an import statement in ``path`` names, with its line."""
    modules = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            modules += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            assert node.level == 0, f"{path.relative_to(REPO)}:{node.lineno}: use absolute imports"
            modules.append((node.module or "", node.lineno))
    return modules


def test_scoring_imports_only_the_standard_library_and_itself() -> None:
    files = sorted(SCORING.rglob("*.py"))
    folders = {path.relative_to(SCORING).parts[0] for path in files}
    assert folders >= {"core.py", "catalog.py", *(game.replace("-", "_") for game in WITH_RULES)}
    offending = []
    for path in files:
        for module, line in imported_modules(path):
            top = module.split(".")[0]
            if top in sys.stdlib_module_names or module == "__future__":
                continue
            if module == "generator.scoring" or module.startswith("generator.scoring."):
                continue
            offending.append(f"{path.relative_to(SCORING)}:{line}: {module}")
    assert offending == []


def test_generator_package_init_imports_nothing() -> None:
    assert imported_modules(REPO / "generator" / "__init__.py") == []


def build_zip(target: Path) -> Path:
    """A zip of just generator/__init__.py, generator/scoring/ and the card data scoring reads."""
    archive = target / "scoring.zip"
    with zipfile.ZipFile(archive, "w") as bundle:
        bundle.write(REPO / "generator" / "__init__.py", "generator/__init__.py")
        for path in sorted(SCORING.rglob("*.py")):
            bundle.write(path, path.relative_to(REPO).as_posix())
        for game in WITH_RULES:
            for name in CATALOG_FILES:
                bundle.write(REPO / "card_data" / game / name, f"card_data/{game}/{name}")
    return archive


RUNNER = """
import json, sys
sys.path.insert(0, sys.argv[1])
from generator import scoring
assert scoring.__file__.startswith(sys.argv[1]), scoring.__file__
cases = json.load(sys.stdin)
out = []
for game, fixture in cases:
    out.append([scoring.score(game, fixture["state"]), scoring.check(game, fixture["state"])])
print(json.dumps(out))
assert not [name for name in sys.modules if name.split(".")[0] in ("reportlab", "PIL", "jinja2", "typer")]
"""


def test_zipped_module_runs_the_golden_examples_isolated(tmp_path: Path) -> None:
    archive = build_zip(tmp_path)
    cases = [
        (game, json.loads(path.read_text(encoding="utf-8")))
        for game in WITH_RULES
        for path in sorted((FIXTURES / game).glob("*.json"))
    ]
    assert {game for game, _ in cases} == set(WITH_RULES)
    completed = subprocess.run(
        [sys.executable, "-I", "-S", "-c", RUNNER, str(archive)],
        input=json.dumps(cases),
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
    )
    assert completed.returncode == 0, completed.stderr
    results = json.loads(completed.stdout)
    for (_game, fixture), (scored, checked) in zip(cases, results, strict=True):
        assert scored == fixture["score"]
        assert checked == fixture["check"]
