"""Who imports whom among a set of Python modules, and the circles in it, between files or between packages.

Every ``import`` and ``from … import`` counts, at the top of a module or inside a function, except those in
the body of an ``if TYPE_CHECKING:`` (they never run). An import names the deepest module of the set it
reaches: ``from generator.scoring import core`` → ``generator.scoring.core`` when that is a module of the
set, else ``generator.scoring`` (the package's ``__init__``). Imports by string (``importlib.import_module``)
are not seen: they are the way to look a module up late, on purpose.

>>> graph = {"a.x": {"a.y"}, "a.y": {"a.x", "b.z"}, "b.z": {"a.x"}, "b.w": set()}
>>> circles(graph)
[['a.x', 'a.y', 'b.z']]
>>> circles(grouped(graph, lambda name: name.split(".")[0]))
[['a', 'b']]
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path

Graph = dict[str, set[str]]
"""Module (or package) name → the names it imports, all within one set."""


def modules_under(package_dir: Path) -> dict[str, Path]:
    """Module name → file, for every ``.py`` in ``package_dir`` and its subfolders (a package is its ``__init__``)."""
    modules = {}
    for path in sorted(package_dir.rglob("*.py")):
        parts = path.relative_to(package_dir.parent).with_suffix("").parts
        modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return modules


def is_type_checking(test: ast.expr) -> bool:
    """``TYPE_CHECKING`` or ``typing.TYPE_CHECKING``."""
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def import_nodes(nodes: Iterable[ast.AST]) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement in or under ``nodes``, but for the bodies of ``if TYPE_CHECKING:``."""
    for node in nodes:
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        elif isinstance(node, ast.If) and is_type_checking(node.test):
            yield from import_nodes(node.orelse)
        else:
            yield from import_nodes(ast.iter_child_nodes(node))


def imported_names(module: str, path: Path, node: ast.Import | ast.ImportFrom) -> list[str]:
    """The dotted names one import statement of ``module`` (at ``path``) reaches."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:
        package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
        anchor = ".".join(package[: len(package) - node.level + 1])
        base = f"{anchor}.{base}" if base else anchor
    return [f"{base}.{alias.name}" for alias in node.names]


def deepest_known(name: str, known: Mapping[str, Path]) -> str | None:
    """``name`` or its longest prefix that is a module of ``known``."""
    parts = name.split(".")
    for end in range(len(parts), 0, -1):
        if ".".join(parts[:end]) in known:
            return ".".join(parts[:end])
    return None


def import_graph(modules: Mapping[str, Path]) -> Graph:
    """Which of ``modules`` (name → file) each of them imports, itself aside."""
    graph: Graph = {}
    for module, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        names = [name for node in import_nodes([tree]) for name in imported_names(module, path, node)]
        graph[module] = {found for found in (deepest_known(name, modules) for name in names) if found} - {module}
    return graph


def package_of(module: str, modules: Mapping[str, Path]) -> str:
    """The package whose folder holds ``module``'s file (of ``modules``): a package's ``__init__`` is its own."""
    return module if modules[module].name == "__init__.py" else module.rpartition(".")[0]


def grouped(graph: Mapping[str, set[str]], group: Callable[[str], str]) -> Graph:
    """The graph between groups of modules (``group`` names a module's group), imports within a group aside."""
    result: Graph = {group(module): set() for module in graph}
    for module, targets in graph.items():
        result[group(module)] |= {group(target) for target in targets} - {group(module)}
    return result


def package_graph(graph: Mapping[str, set[str]], modules: Mapping[str, Path]) -> Graph:
    """The graph between the packages (folders) of ``graph``'s modules, whose files ``modules`` names."""
    return grouped(graph, lambda module: package_of(module, modules))


def circles(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """Each set of names that import one another round a circle (a strongly connected part of more than one
    name), sorted; ``[]`` when the imports run one way."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(name: str) -> None:  # Tarjan's algorithm
        index[name] = low[name] = len(index)
        stack.append(name)
        on_stack.add(name)
        for target in sorted(graph.get(name, ())):
            if target not in index:
                visit(target)
                low[name] = min(low[name], low[target])
            elif target in on_stack:
                low[name] = min(low[name], index[target])
        if low[name] == index[name]:
            part: list[str] = []
            while not part or part[-1] != name:
                part.append(stack.pop())
                on_stack.discard(part[-1])
            if len(part) > 1:
                found.append(sorted(part))

    for name in sorted(graph):
        if name not in index:
            visit(name)
    return sorted(found)
