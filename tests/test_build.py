"""The site's build steps that decide what the page downloads: the standard library pruned to the
modules we import, and the boot module's snapshot key."""

from __future__ import annotations

import re
import shutil
import sys
import zipfile
from pathlib import Path

import pytest

import prune_stdlib
import slim_source
import write_boot
from layout import ROOT

PY = ROOT / "py"
IMPORT = re.compile(r"^\s*(?:from|import)\s+([A-Za-z_][\w.]*)", re.M)


def stdlib_imports() -> set[str]:
    """The standard library modules our Python imports, by name (what CPython calls standard)."""
    found = set()
    for path in PY.rglob("*.py"):
        for name in IMPORT.findall(path.read_text(encoding="utf-8")):
            if name.split(".")[0] in sys.stdlib_module_names:
                found.add(name)
    return found


def test_every_standard_module_our_python_imports_is_kept() -> None:
    kept = set(prune_stdlib.wanted())
    with zipfile.ZipFile(prune_stdlib.FULL) as full:
        files = set(full.namelist())
    # Modules with no file of their own are built in, or set up by their package (collections.abc).
    in_files = {
        name
        for name in stdlib_imports()
        if {f"{name.replace('.', '/')}{end}" for end in (".py", "/__init__.py")} & files
    }
    assert in_files, "no standard module found: is Pyodide installed (npm ci)?"
    missing = in_files - kept
    assert not missing, f"add to scripts/stdlib-modules.txt: {sorted(missing)}"


def test_the_pruned_zip_holds_the_listed_modules_and_their_packages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    listed = tmp_path / "modules.txt"
    listed.write_text("# a comment\njson\nasyncio.events\nencodings.utf_8\n")
    monkeypatch.setattr(prune_stdlib, "MODULES", listed)
    target, kept, total = prune_stdlib.prune(tmp_path)
    with zipfile.ZipFile(target) as archive:
        names = set(archive.namelist())
        assert "json/__init__.py" in names and "json/decoder.py" not in names
        assert {"asyncio/__init__.py", "asyncio/events.py", "encodings/__init__.py", "encodings/utf_8.py"} <= names
        assert "pdb.py" not in names
    assert kept == len(names) < total
    first = target.read_bytes()
    prune_stdlib.prune(tmp_path)
    assert target.read_bytes() == first  # the same list makes the same bytes
    listed.write_text("no_such_module\n")
    with pytest.raises(SystemExit, match="no_such_module"):
        prune_stdlib.prune(tmp_path)


def built_boot(site: Path) -> str:
    for name in write_boot.INPUTS:
        (site / name).parent.mkdir(parents=True, exist_ok=True)
        if not (site / name).exists():
            (site / name).write_bytes(name.encode())
    (site / "static" / "app").mkdir(parents=True, exist_ok=True)
    shutil.copy2(ROOT / write_boot.BOOT, site / write_boot.BOOT)
    write_boot.write(site)
    return (site / write_boot.BOOT).read_text(encoding="utf-8")


def test_the_boot_module_learns_its_snapshot_key_and_pyodides_lock_info(tmp_path: Path) -> None:
    boot = built_boot(tmp_path)
    assert write_boot.PLACEHOLDER not in boot
    build = re.search(r'^const BUILD = \{"key": "([0-9a-f]{16})", "lockInfo": (\{.*\})\};$', boot, re.M)
    assert build, "the build's line is missing"
    assert '"abi_version"' in build.group(2)
    start = (tmp_path / write_boot.START).read_text(encoding="utf-8")
    assert write_boot.START_PLACEHOLDER not in start
    assert f'const RELEASE = "{build.group(1)}";' in start  # the start remembers a failed worker per release


@pytest.mark.parametrize("changed", write_boot.INPUTS)
def test_the_snapshot_key_changes_with_anything_the_snapshot_holds(tmp_path: Path, changed: str) -> None:
    built_boot(tmp_path)
    before = write_boot.snapshot_key(tmp_path)
    assert write_boot.snapshot_key(tmp_path) == before
    (tmp_path / changed).write_bytes(b"another build")
    assert write_boot.snapshot_key(tmp_path) != before


SOURCE = '''# -*- coding: utf-8 -*-
"""A module's words,
over three lines."""  # and a comment

import sys  # why


class Kept:
    """A class's words."""; size = 2

    def method(self):
        """A method's
        words."""
        return sys.argv and self  # the line a traceback names


def raises():
    # a comment of its own line
    raise ValueError("the words of an error stay")
'''


def test_a_slimmed_module_loses_its_comments_and_docstrings_and_keeps_its_code_and_lines() -> None:
    slimmed = slim_source.slim(SOURCE)
    assert "words" not in slimmed.replace("the words of an error", "") and "comment" not in slimmed
    assert slimmed.startswith("# -*- coding: utf-8 -*-\n")  # it says how the file is read
    assert len(slimmed) < len(SOURCE) and slimmed.count("\n") == SOURCE.count("\n")
    module: dict[str, object] = {}
    exec(compile(slimmed, "slimmed.py", "exec"), module)
    assert module["__doc__"] == "" and module["Kept"].size == 2
    with pytest.raises(ValueError, match="the words of an error stay") as raised:
        module["raises"]()
    raising = SOURCE.splitlines().index('    raise ValueError("the words of an error stay")')
    assert raised.traceback[-1].lineno == raising  # counted from 0: the line of the original


def test_a_module_that_cannot_be_proven_the_same_is_kept_as_it_is() -> None:
    newer = 'def first[T](items: list[T]) -> T:\n    """Syntax newer than this Python."""\n    return items[0]\n'
    if sys.version_info < (3, 12):
        assert slim_source.slim(newer) == newer
    broken = '"""Words."""\nthis is not Python either = 1  # a comment\n'
    assert slim_source.slim(broken) == broken


@pytest.mark.slow  # seconds on its own: `make unit` and `make test` run it
def test_the_standard_library_the_page_downloads_is_slimmed(tmp_path: Path) -> None:
    target, _, _ = prune_stdlib.prune(tmp_path)
    with zipfile.ZipFile(target) as slimmed, zipfile.ZipFile(prune_stdlib.FULL) as full:
        names = slimmed.namelist()
        changed = [name for name in names if slimmed.read(name) != full.read(name)]
        assert len(changed) > 0.8 * len(names)
        assert sum(full.getinfo(name).file_size for name in names) > 1.3 * sum(
            slimmed.getinfo(name).file_size for name in names
        )
