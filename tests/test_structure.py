"""The code's shape, kept: no import cycles in py/, and no game named in the page layer.

Both read the sources as syntax trees, so imports behind `if TYPE_CHECKING:` count too, and a
comparison with a game's name is found however it is spelled out.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

from solitaire import GAMES, VARIANTS

PY = Path(__file__).resolve().parent.parent / "py"
NAMES = set(GAMES) | set(VARIANTS)


def modules(root: Path) -> dict[str, Path]:
    found = {}
    for path in root.rglob("*.py"):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        if parts:
            found[".".join(parts)] = path
    return found


def imported(name: str, path: Path, known: set[str]) -> set[str]:
    """The modules of ours that `name` imports, anywhere in its body."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            targets |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*up, base] if base else up)
            targets |= {base} | {f"{base}.{alias.name}" for alias in node.names}
    # A package's __init__ is imported with each of its modules: that is no cycle of ours.
    return {t for t in targets if t in known and t != name and not name.startswith(t + ".")}


def cycles(graph: dict[str, set[str]]) -> Iterator[list[str]]:
    seen: set[str] = set()
    stack: list[str] = []

    def visit(node: str) -> Iterator[list[str]]:
        seen.add(node)
        stack.append(node)
        for target in sorted(graph[node]):
            if target in stack:
                yield [*stack[stack.index(target) :], target]
            elif target not in seen:
                yield from visit(target)
        stack.pop()

    for node in sorted(graph):
        if node not in seen:
            yield from visit(node)


def test_cycles_are_found_where_there_are_some():
    assert list(cycles({"a": {"b"}, "b": {"a"}, "c": set()})) == [["a", "b", "a"]]
    assert list(cycles({"a": {"b"}, "b": set()})) == []


def test_no_module_in_py_imports_itself_through_others():
    found = modules(PY)
    graph = {name: imported(name, path, set(found)) for name, path in found.items()}
    assert graph["table.control.table"] >= {"table.control.solving", "table.browser.view"}  # the walk sees our imports
    assert list(cycles(graph)) == []


def names_compared(source: str) -> list[tuple[int, str]]:
    """Every game or variant name a comparison or a membership test holds, with its line."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            for operand in [node.left, *node.comparators]:
                parts = operand.elts if isinstance(operand, ast.Tuple | ast.List | ast.Set) else [operand]
                found += [
                    (node.lineno, part.value)
                    for part in parts
                    if isinstance(part, ast.Constant) and part.value in NAMES
                ]
        elif isinstance(node, ast.match_case) and isinstance(node.pattern, ast.MatchValue):
            value = node.pattern.value
            if isinstance(value, ast.Constant) and value.value in NAMES:
                found.append((node.pattern.lineno, value.value))
    return found


def test_a_comparison_with_a_games_name_is_found():
    assert names_compared('if variant.game == "beehive": pass') == [(1, "beehive")]
    assert names_compared('x = v.id in ("beetle", "x")') == [(1, "beetle")]
    assert names_compared('x = "spider-4" != v.id') == [(1, "spider-4")]
    assert names_compared('x = title == "Beehive"') == []


def test_the_page_layer_compares_no_game_or_variant_name():
    branches = {
        f"{path.name}:{line}": name
        for path in sorted((PY / "table").rglob("*.py"))
        for line, name in names_compared(path.read_text())
    }
    assert branches == {}
