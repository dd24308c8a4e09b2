"""The package's shape: stages that import only downward, small modules, a pinned surface.

What a newcomer reads from the folder names must stay true: ``extraction`` needs neither a
browser nor a database, the browser edge knows nothing of galleries, no two modules
import each other (even lazily, inside a function), and no module grows past what one
reading holds.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import harvester

PACKAGE = Path(harvester.__file__).resolve().parent
#: No module past this many lines (issue 18: one module, one job, read in one sitting).
MAX_MODULE_LINES = 500


def _modules() -> dict[str, Path]:
    out: dict[str, Path] = {}
    for path in PACKAGE.rglob("*.py"):
        if "migrations" in path.parts:
            continue
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        name = ".".join(parts).removesuffix(".__init__")
        out[name] = path
    return out


def _imports(path: Path, modules: dict[str, Path]) -> set[str]:
    """Every harvester module ``path`` imports, at any depth of the file (lazy imports and
    ``TYPE_CHECKING`` blocks included)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
        for name in names:
            if name in modules:
                found.add(name)
    return found


def _graph() -> dict[str, set[str]]:
    modules = _modules()
    graph = {name: _imports(path, modules) for name, path in modules.items()}
    for name in graph:  # a package's __init__ is not an edge back into itself
        graph[name] = {dep for dep in graph[name] if dep != name and not name.startswith(dep + ".")}
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    colour: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        colour[node] = 1
        stack.append(node)
        for dep in sorted(graph.get(node, ())):
            if colour.get(dep) == 1:
                return [*stack[stack.index(dep) :], dep]
            if dep not in colour and (found := visit(dep)):
                return found
        stack.pop()
        colour[node] = 2
        return None

    for node in sorted(graph):
        if node not in colour and (found := visit(node)):
            return found
    return None


def test_no_import_circle() -> None:
    assert _cycle(_graph()) is None, " → ".join(_cycle(_graph()) or [])


def test_cycle_finder_finds_a_circle() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) is None


@pytest.mark.parametrize(
    ("stage", "forbidden"),
    [
        ("harvester.extraction", ("playwright", "sqlalchemy", "harvester.browser")),
        ("harvester.browser", ("harvester.gallery", "harvester.store", "sqlalchemy")),
        ("harvester.gallery", ("harvester.store", "sqlalchemy", "harvester.batch")),
        ("harvester.store", ("playwright", "harvester.browser", "harvester.gallery")),
    ],
)
def test_stage_imports_only_what_it_may(stage: str, forbidden: tuple[str, ...]) -> None:
    bad = []
    for name, path in _modules().items():
        if name != stage and not name.startswith(stage + "."):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            mods = []
            if isinstance(node, ast.Import):
                mods = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                mods = [node.module]
            bad += [f"{name}: {m}" for m in mods if m.startswith(forbidden)]
    assert not bad


def test_no_module_is_too_long() -> None:
    long = {
        name: n
        for name, path in _modules().items()
        if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES
    }
    assert not long


def test_every_module_says_its_job() -> None:
    missing = [
        name
        for name, path in _modules().items()
        if not ast.get_docstring(ast.parse(path.read_text(encoding="utf-8")))
    ]
    assert not missing
