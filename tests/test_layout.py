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
#: The house: the tool, its test beds and its benchmarks (no circle in any of them).
HOUSE = (PACKAGE, PACKAGE.parent / "testbeds", PACKAGE.parent / "bench")
#: No module past this many lines (issue 18: one module, one job, read in one sitting).
MAX_MODULE_LINES = 500


def _modules(root: Path = PACKAGE) -> dict[str, Path]:
    out: dict[str, Path] = {}
    for path in root.rglob("*.py"):
        if "migrations" in path.parts:
            continue
        parts = path.relative_to(root.parent).with_suffix("").parts
        name = ".".join(parts).removesuffix(".__init__")
        out[name] = path
    return out


def _imports(path: Path, modules: dict[str, Path], name: str = "") -> set[str]:
    """Every module of ``modules`` that ``path`` (the module ``name``) imports, at any depth
    of the file (lazy imports and ``TYPE_CHECKING`` blocks included; relative imports read
    from ``name``)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
            module = (
                node.module or ""
                if node.level == 0
                else ".".join(filter(None, (base, node.module)))
            )
            names = [module] + [f"{module}.{alias.name}" for alias in node.names]
        for name in names:
            if name in modules:
                found.add(name)
    return found


def _graph(root: Path = PACKAGE) -> dict[str, set[str]]:
    modules = _modules(root)
    graph = {name: _imports(path, modules, name) for name, path in modules.items()}
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


@pytest.mark.parametrize("root", HOUSE, ids=lambda root: root.name)
def test_no_import_circle(root: Path) -> None:
    graph = _graph(root)
    assert _cycle(graph) is None, " → ".join(_cycle(graph) or [])


def test_relative_imports_are_edges() -> None:
    """A circle made with ``from .truth import …`` is one too (the portal family had one)."""
    graph = _graph(PACKAGE.parent / "testbeds")
    assert "testbeds.portal_family.truth" in graph["testbeds.portal_family.server"]
    assert "testbeds.portal_family.family" in graph["testbeds.portal_family.truth"]


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
