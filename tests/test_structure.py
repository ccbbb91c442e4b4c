"""The code's shape, kept: no import cycles in py/, the page layer's rooms and what each may
import, only browser/ talking to the browser, small classes, and no game named in the page layer.

Each reads the sources as syntax trees, so imports behind `if TYPE_CHECKING:` (or inside a
function) count too, and a comparison with a game's name is found however it is spelled out.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

from layout import ROOT
from solitaire import GAMES, VARIANTS

PY = ROOT / "py"
NAMES = set(GAMES) | set(VARIANTS)
BROWSER = {"js", "pyodide", "pyscript"}  # only there, in the page or a worker
# The page layer's rooms, and what each may import of ours (besides the standard library): the
# pure ones never the browser's, and none the room of a later step.
ALLOWED = {
    "table.messages": set(),
    "table.storage": {"solitaire", "table.messages", "table.storage"},
    "table.play": {"solitaire", "table.messages", "table.storage", "table.play"},
    "table.show": {"solitaire", "table.messages", "table.storage", "table.play", "table.show"},
    "table.control": {"solitaire", "table.messages", "table.storage", "table.play", "table.show", "table.control"},
    "table.browser": {"solitaire", "table", *BROWSER},
}
PURE = {room for room in ALLOWED if room != "table.browser"}
# The page's words (show/language.py, which imports only `messages` and the engine), how its
# language writes numbers and dates (show/writing.py), and the engine's names and refusals worded
# in them (show/names.py, show/refusals.py), each importing only those: any room may word through
# them what it says to the player, where it says it.
WORDS = {"table.show.language", "table.show.writing", "table.show.names", "table.show.refusals"}
MOST_METHODS = 25
MOST_LINES = 250


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
    assert graph["table.control.table"] >= {"table.control.solving", "table.show.state"}  # the walk sees our imports
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


def all_imports(path: Path, name: str) -> set[str]:
    """Every module `path` imports, anywhere in its body, by its full name."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*up, base] if base else up)
            if node.module is None:  # `from . import words`: the package's modules themselves
                found |= {f"{base}.{alias.name}" for alias in node.names}
            else:
                found.add(base)
    return found


def room_of(module: str) -> str | None:
    """The room of ours a module is in (`table.show`, `solitaire`...); None: not ours."""
    parts = module.split(".")
    if parts[0] == "solitaire":
        return "solitaire"
    if parts[0] in BROWSER:
        return parts[0]
    if parts[0] != "table":
        return None
    return ".".join(parts[:2]) if len(parts) > 1 else "table"


def may_import(room: str, reached: str) -> bool:
    allowed = ALLOWED[room]
    return reached == room or reached in allowed or ("table" in allowed and reached.startswith("table"))


def rooms_broken(found: dict[str, Path]) -> list[str]:
    """Each import of a module of the page layer that its room may not make."""
    return [
        f"{name} imports {target}"
        for name, path in sorted(found.items())
        if (room := room_of(name)) in ALLOWED
        for target in sorted(all_imports(path, name))
        if target not in WORDS and (reached := room_of(target)) is not None and not may_import(room, reached)
    ]


def test_the_rooms_check_sees_an_import_out_of_bounds(tmp_path):
    assert room_of("table.show.scene") == "table.show" and room_of("pyodide.ffi") == "pyodide"
    assert room_of("json") is None and room_of("solitaire.moves") == "solitaire"
    (tmp_path / "scene.py").write_text("import json\nfrom ..browser.dom import Dom\nfrom . import markup\n")
    (tmp_path / "page.py").write_text("from pyodide.ffi import create_proxy\nfrom ..show import scene\n")
    (tmp_path / "days.py").write_text("from ..show.language import _\nfrom ..show.words import clock\n")
    found = {
        "table.show.scene": tmp_path / "scene.py",
        "table.browser.page": tmp_path / "page.py",
        "table.play.days": tmp_path / "days.py",
    }
    assert rooms_broken(found) == [
        "table.play.days imports table.show.words",
        "table.show.scene imports table.browser.dom",
    ]


def test_every_module_of_the_page_layer_is_in_a_room():
    rooms = {room_of(name) for name in modules(PY) if name.startswith("table.")}
    assert rooms <= set(ALLOWED), rooms - set(ALLOWED)


def test_each_room_imports_only_what_it_may():
    assert rooms_broken(modules(PY)) == []


def test_the_page_s_words_import_only_the_engine_the_messages_and_each_other():
    # Every room may reach them, so they may reach nothing of any room's.
    found = modules(PY)
    for name in sorted(WORDS):
        outside = {target for target in all_imports(found[name], name) if room_of(target)} - WORDS
        assert {room_of(target) for target in outside} <= {"solitaire", "table.messages"}, (name, outside)


def test_only_the_browser_room_reaches_the_browser():
    """js, pyodide and pyscript exist only in the page: the engine and the pure rooms never
    import them, so all of them run (and are tested) under CPython."""
    reaching = []
    for name, path in sorted(modules(PY).items()):
        if name.startswith("table.browser") or name in ("main", "solver_worker"):
            continue  # the entry points run in the page
        reaching += [f"{name} imports {t}" for t in sorted(all_imports(path, name)) if room_of(t) in BROWSER]
    assert reaching == []


def test_the_build_scripts_import_only_the_pure_rooms():
    imported_by_scripts = {
        f"{path.name} imports {target}"
        for path in sorted((ROOT / "scripts").glob("*.py"))
        for target in all_imports(path, path.stem)
        if target.startswith("table") and room_of(target) not in PURE
    }
    assert imported_by_scripts == set()


def classes_too_big(root: Path) -> list[str]:
    """Each class over the limits, with its size."""
    found = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ClassDef):
                methods = [n for n in node.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]
                lines = (node.end_lineno or node.lineno) - node.lineno + 1
                if len(methods) > MOST_METHODS or lines > MOST_LINES:
                    found.append(f"{path.relative_to(root)}:{node.name}: {len(methods)} methods, {lines} lines")
    return found


def test_the_size_check_counts_methods_and_lines(tmp_path):
    (tmp_path / "big.py").write_text(
        "class Big:\n" + "".join(f"    def m{n}(self):\n        pass\n" for n in range(MOST_METHODS + 1))
    )
    (tmp_path / "small.py").write_text("class Small:\n    def m(self):\n        pass\n")
    assert classes_too_big(tmp_path) == ["big.py:Big: 26 methods, 53 lines"]


def test_no_class_of_the_page_layer_is_over_25_methods_or_250_lines():
    assert classes_too_big(PY / "table") == []
