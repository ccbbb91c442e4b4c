"""scripts/write_sw.py writes a service worker that precaches the whole built site, under a
version that changes with what the browser gets for any file, and only then."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

import copy_site
import write_sw
from layout import SITE
from test_site_files import boot_setting, solver_worker_setting

SITE_FILES = {
    "index.html": "<!doctype html>",
    "pyscript.toml": 'interpreter = "./static/pyodide-1.0/pyodide.mjs"',
    "py/main.py": "import game",
    "py/__pycache__/main.cpython-311.pyc": "byte code",
    "static/app/app.css": "body {}",
    "static/app/manifest.webmanifest": "{}",
    "static/app/a card.svg": "<svg/>",
    "static/app/.DS_Store": "",
    "static/build/python.zip": "PK",
    "static/pyodide-1.0/pyodide.mjs": "export {};",
    "static/pyodide-1.0/pyodide.asm.wasm": "\0asm",
    "static/pyscript-2.0/core.js": "export {};",
}
RULES = """
[build]
  publish = "dist"

[[headers]]
  for = "/*"
  [headers.values]
    X-Content-Type-Options = "nosniff"

[[headers]]
  for = "/static/app/*"
  [headers.values]
    Cache-Control = "no-cache"
"""


def make_site(folder: Path, files: dict[str, str] = SITE_FILES) -> Path:
    for name, text in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text, encoding="utf-8")
    (folder.parent / "netlify.toml").write_text(RULES, encoding="utf-8")
    return folder


def written(site: Path) -> tuple[str, dict[str, str]]:
    """Runs write_sw on `site`; returns the version and the precache (URL: hash) of its sw.js."""
    write_sw.write(site, site.parent / "netlify.toml")
    text = (site / "sw.js").read_text(encoding="utf-8")
    version = re.search(r'^const VERSION = "([0-9a-f]{16})";$', text, re.M)
    precache = re.search(r"^const PRECACHE = (\{.*?\});$", text, re.M | re.S)
    assert version and precache
    assert "%VERSION%" not in text and "%PRECACHE%" not in text
    return version.group(1), json.loads(precache.group(1))


def write(site: Path) -> tuple[str, list[str]]:
    version, precache = written(site)
    return version, list(precache)


def test_precaches_every_file_of_the_built_site(tmp_path: Path) -> None:
    _, precache = write(make_site(tmp_path / "site"))
    assert precache == [
        "./",
        "./index.html",
        "./py/main.py",
        "./pyscript.toml",
        "./static/app/a%20card.svg",
        "./static/app/app.css",
        "./static/app/manifest.webmanifest",
        "./static/build/python.zip",
        "./static/pyodide-1.0/pyodide.asm.wasm",
        "./static/pyodide-1.0/pyodide.mjs",
        "./static/pyscript-2.0/core.js",
    ]


def test_the_version_changes_with_any_file_and_only_then(tmp_path: Path) -> None:
    site = make_site(tmp_path / "site")
    version, _ = write(site)
    assert write(site)[0] == version
    copy = shutil.copytree(site, tmp_path / "copy" / "site")
    shutil.copy2(tmp_path / "netlify.toml", tmp_path / "copy" / "netlify.toml")
    assert write(copy)[0] == version  # the content counts, not where it lies
    (site / "py" / "main.py").write_text("# changed", encoding="utf-8")
    changed, _ = write(site)
    assert changed != version
    (site / "py" / "main.py").rename(site / "py" / "start.py")
    assert write(site)[0] not in {version, changed}
    (site / "py" / "start.py").rename(site / "py" / "main.py")
    assert write(site)[0] == changed


def test_a_file_is_a_new_release_when_its_own_headers_change_and_only_then(tmp_path: Path) -> None:
    site = make_site(tmp_path / "site")
    version, hashes = written(site)
    assert hashes["./"] == hashes["./index.html"]
    assert hashes["./static/pyodide-1.0/pyodide.mjs"] == hashes["./static/pyscript-2.0/core.js"]  # same bytes
    # A comment or a build setting changes no file's headers: nothing to download again.
    rules = tmp_path / "netlify.toml"
    rules.write_text("# hosting\n" + RULES.replace('publish = "dist"', 'publish = "dist"\n  command = "make site"'))
    assert written(site) == (version, hashes)
    # New headers for static/app/ change those files, and no other.
    rules.write_text(RULES.replace('Cache-Control = "no-cache"', 'Cache-Control = "no-store"'))
    newer, served_anew = written(site)
    assert newer != version
    assert {url for url in hashes if served_anew[url] != hashes[url]} == {
        "./static/app/a%20card.svg",
        "./static/app/app.css",
        "./static/app/manifest.webmanifest",
    }
    # And a changed file changes itself only.
    (site / "static" / "app" / "app.css").write_text("body { margin: 0 }", encoding="utf-8")
    _, changed = written(site)
    assert {url for url in hashes if changed[url] != served_anew[url]} == {"./static/app/app.css"}


def test_refuses_a_site_without_its_runtime(tmp_path: Path) -> None:
    site = make_site(tmp_path / "site", {k: v for k, v in SITE_FILES.items() if "pyodide-" not in k})
    with pytest.raises(SystemExit, match="prepare_runtime"):
        write_sw.write(site, tmp_path / "netlify.toml")
    assert not (site / "sw.js").exists()


def page_needs() -> set[str]:
    """What the real page loads at boot and this checkout has, relative to the site's root."""
    html = (SITE / "index.html").read_text(encoding="utf-8")
    needs = set(re.findall(r'(?:src|href|config)="(\./[^"]+)"', html))
    toml = (SITE / "pyscript.toml").read_text(encoding="utf-8")
    needs |= set(re.findall(r'^interpreter = "(\./[^"]+)"', toml, re.M))
    needs.add(f"./{boot_setting('PYTHON_ZIP_URL')}")  # our packages, which the boot unpacks
    # Some are generated by `make runtime` (the snapshot needs Chromium): those this checkout has.
    return {"./", "./index.html"} | {url for url in needs if (SITE / url).is_file()}


def built() -> None:
    if not (SITE / "sw.js").is_file():
        pytest.skip("the site is not built in this checkout (make site)")


def test_the_real_site_precaches_what_the_page_loads() -> None:
    built()
    precache = list(write_sw.precache(SITE, []))
    assert page_needs() <= set(precache)
    assert solver_worker_setting("SOURCE") in precache  # the solver's worker, which the page starts on demand
    assert "./static/app/manifest.webmanifest" in precache
    assert "./sw.js" not in precache  # the browser fetches the worker itself, past any cache
    catalogs = [path for path in write_sw.hashed(SITE, []) if path.startswith("./static/locales/")]
    assert "./static/locales/en-XA.mo.zlib" in catalogs and not set(catalogs) & set(precache)  # each on demand
    worker = (SITE / "sw.js").read_text()
    assert all(json.dumps(path) in worker for path in catalogs)  # but known to the worker, to keep


def test_the_built_site_holds_only_what_the_page_needs() -> None:
    built()
    files = set(write_sw.site_files(SITE))
    page = set(copy_site.page_files())
    assert page <= files
    made = r"static/(pyodide|pyscript|qrcode)-[^/]+/|static/build/|static/locales/"  # by the build's steps
    generated = {file for file in files if re.match(made, file)}
    assert files - generated == page
    # Nothing of the repository's own: no tests, tools, docs or the sources of our packages.
    assert not [file for file in files if file.split("/")[0] in {"tests", "e2e", "scripts", "bench", "docs"}]
    assert not [file for file in files if file.startswith(("py/solitaire/", "py/table/"))]
    assert not [file for file in files if file.endswith((".map", ".d.ts", ".md", "package.json"))]
