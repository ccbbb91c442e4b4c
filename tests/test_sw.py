"""scripts/write_sw.mjs writes a service worker that precaches the whole site, under a version
that changes with any file."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from table import solver_client

ROOT = Path(__file__).resolve().parent.parent
WRITE_SW = ROOT / "scripts" / "write_sw.mjs"
SITE = {
    "index.html": "<!doctype html>",
    "pyscript.toml": 'interpreter = "./static/pyodide-1.0/pyodide.mjs"',
    "py/main.py": "import game",
    "py/game/__init__.py": "",
    "py/game/__pycache__/__init__.cpython-311.pyc": "byte code",
    "py/notes.txt": "not served to the browser",
    "static/app/app.css": "body {}",
    "static/app/manifest.webmanifest": "{}",
    "static/app/a card.svg": "<svg/>",
    "static/app/.DS_Store": "",
    "static/pyodide-1.0/pyodide.mjs": "export {};",
    "static/pyodide-1.0/pyodide.asm.wasm": "\0asm",
    "static/pyscript-2.0/core.js": "export {};",
}


def make_site(folder: Path, files: dict[str, str] = SITE) -> Path:
    for name, text in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def written(site: Path) -> tuple[str, dict[str, str]]:
    """Runs write_sw on `site`; returns the version and the precache (URL: hash) of its sw.js."""
    subprocess.run(["node", str(WRITE_SW), str(site)], check=True, capture_output=True, text=True)
    text = (site / "sw.js").read_text(encoding="utf-8")
    version = re.search(r'^const VERSION = "([0-9a-f]{16})";$', text, re.M)
    precache = re.search(r"^const PRECACHE = (\{.*?\});$", text, re.M | re.S)
    assert version and precache
    assert "%VERSION%" not in text and "%PRECACHE%" not in text
    return version.group(1), json.loads(precache.group(1))


def write_sw(site: Path) -> tuple[str, list[str]]:
    version, precache = written(site)
    return version, list(precache)


def test_precaches_the_page_its_python_and_everything_under_static(tmp_path: Path) -> None:
    _, precache = write_sw(make_site(tmp_path))
    assert precache == [
        "./",
        "./index.html",
        "./pyscript.toml",
        "./py/game/__init__.py",
        "./py/main.py",
        "./static/app/a%20card.svg",
        "./static/app/app.css",
        "./static/app/manifest.webmanifest",
        "./static/pyodide-1.0/pyodide.asm.wasm",
        "./static/pyodide-1.0/pyodide.mjs",
        "./static/pyscript-2.0/core.js",
    ]


def test_a_folder_generated_later_under_static_is_precached_too(tmp_path: Path) -> None:
    site = make_site(tmp_path, {**SITE, "static/snapshot/manifest.json": "{}"})
    _, precache = write_sw(site)
    assert "./static/snapshot/manifest.json" in precache


def test_the_version_changes_with_any_file_and_only_then(tmp_path: Path) -> None:
    site = make_site(tmp_path / "site")
    version, _ = write_sw(site)
    assert write_sw(site)[0] == version
    copy = shutil.copytree(site, tmp_path / "copy")
    assert write_sw(copy)[0] == version  # the content counts, not where it lies
    (site / "py" / "game" / "__init__.py").write_text("# changed", encoding="utf-8")
    changed, _ = write_sw(site)
    assert changed != version
    (site / "py" / "game" / "__init__.py").rename(site / "py" / "game" / "rules.py")
    assert write_sw(site)[0] not in {version, changed}
    (site / "py" / "notes.txt").write_text("still not served", encoding="utf-8")
    (site / "py" / "game" / "__init__.py").write_text("# changed", encoding="utf-8")
    (site / "py" / "game" / "rules.py").unlink()
    assert write_sw(site)[0] == changed


def test_each_file_is_hashed_with_the_header_rules_it_is_served_with(tmp_path: Path) -> None:
    site = make_site(tmp_path)
    version, hashes = written(site)
    assert hashes["./"] == hashes["./index.html"]
    assert hashes["./static/pyodide-1.0/pyodide.mjs"] == hashes["./static/pyscript-2.0/core.js"]  # same bytes
    css = site / "static" / "app" / "app.css"
    css.write_text("body { margin: 0 }", encoding="utf-8")
    _, changed = written(site)
    assert {url for url in hashes if changed[url] != hashes[url]} == {"./static/app/app.css"}
    # New header rules may change how any file is served: no file is the same as before.
    (site / "netlify.toml").write_text('[[headers]]\n  for = "/*"\n', encoding="utf-8")
    newer, served_anew = written(site)
    assert newer != version
    assert all(served_anew[url] != changed[url] for url in hashes)


def test_refuses_a_site_without_its_runtime(tmp_path: Path) -> None:
    site = make_site(tmp_path, {k: v for k, v in SITE.items() if "pyodide-" not in k})
    result = subprocess.run(["node", str(WRITE_SW), str(site)], capture_output=True, text=True, check=False)
    assert result.returncode != 0
    assert "prepare_runtime" in result.stderr
    assert not (site / "sw.js").exists()


def page_needs() -> set[str]:
    """What the real page loads at boot and this checkout has, relative to the site's root."""
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    needs = set(re.findall(r'(?:src|href|config)="(\./[^"]+)"', html))
    toml = (ROOT / "pyscript.toml").read_text(encoding="utf-8")
    needs |= set(re.findall(r'^interpreter = "(\./[^"]+)"', toml, re.M))
    needs |= set(re.findall(r'^"(\./[^"]+)" =', toml, re.M))  # [files]
    # Some are generated by `make runtime` (the snapshot needs Chromium): those this checkout has.
    return {"./", "./index.html"} | {url for url in needs if (ROOT / url).is_file()}


def test_the_real_site_precaches_what_the_page_loads(tmp_path: Path) -> None:
    if not any((ROOT / "static").glob("pyodide-*")):
        pytest.skip("the runtime is not prepared in this checkout (make runtime)")
    for name in ("index.html", "pyscript.toml", "py", "static"):
        (tmp_path / name).symlink_to(ROOT / name)
    _, precache = write_sw(tmp_path)
    assert page_needs() <= set(precache)
    assert solver_client.SOURCE in precache  # the solver's worker, which the page starts later
    assert "./static/app/manifest.webmanifest" in precache
    assert "./sw.js" not in precache  # the browser fetches the worker itself, past any cache
