"""The page's files agree with each other: what index.html and pyscript.toml load exists."""

from __future__ import annotations

import json
import re
import tomllib
import urllib.parse
import zipfile
from html.parser import HTMLParser
from pathlib import Path

import pack_python
import slim_source
from layout import ROOT, SITE

PY = ROOT / "py"
RUNTIME = re.compile(r"static/(pyodide|pyscript|qrcode)-([^/]+)/")
PACKAGES = {"pyodide": "pyodide", "pyscript": "@pyscript/core", "qrcode": "qrcode-generator"}
GENERATED = ("static/build/",)  # by scripts/pack_python.py and prune_stdlib.py


def pyscript_config() -> dict[str, object]:
    with (ROOT / "pyscript.toml").open("rb") as file:
        return tomllib.load(file)


def boot_setting(name: str) -> str:
    """The URL a constant of static/app/boot.mjs names, relative to the site."""
    source = (ROOT / "static" / "app" / "boot.mjs").read_text(encoding="utf-8")
    match = re.search(rf'const {name} = new URL\("([^"]+)", import.meta.url\)', source)
    assert match, f"no {name} in boot.mjs"
    return urllib.parse.urljoin("static/app/boot.mjs", match[1])


class References(HTMLParser):
    """Collects the URLs a page loads (src, href, and PyScript's config attribute)."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name in {"src", "href", "config"} and value:
                self.urls.append(value)


def page_references() -> list[str]:
    parser = References()
    parser.feed((ROOT / "index.html").read_text(encoding="utf-8"))
    return parser.urls


def qr_module() -> str:
    """The QR code maker page.js fetches when a code is asked for, relative to the site."""
    source = (ROOT / "static" / "app" / "page.js").read_text(encoding="utf-8")
    match = re.search(r'const QR_MODULE = new URL\("([^"]+)", document.currentScript.src\)', source)
    assert match, "no QR_MODULE in page.js"
    return "./" + urllib.parse.urljoin("static/app/page.js", match[1])


def local_references() -> list[str]:
    interpreter = pyscript_config()["interpreter"]
    assert isinstance(interpreter, str)
    return [*page_references(), interpreter, qr_module()]


def pinned_versions() -> dict[str, str]:
    package = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    dependencies: dict[str, str] = package["dependencies"]
    return {name: dependencies[package_name] for name, package_name in PACKAGES.items()}


def solver_worker_setting(name: str) -> str:
    """A constant of static/app/solver-worker.js, which starts the solver's worker."""
    source = (ROOT / "static" / "app" / "solver-worker.js").read_text(encoding="utf-8")
    match = re.search(rf'const {name} = "([^"]+)";', source)
    assert match, f"no {name} in solver-worker.js"
    return match[1]


def test_every_python_file_is_copied_to_the_browser() -> None:
    # A module missing here imports fine under pytest but fails in the browser. The page's entry
    # point and the solver's worker (started by static/app/solver-worker.js) are fetched by themselves;
    # the boot brings our packages (not PyScript, which would unpack them even from a snapshot).
    assert "files" not in pyscript_config()
    assert boot_setting("PYTHON_ZIP_URL") == pack_python.ZIP.as_posix()
    scripts = {PY / "main.py", ROOT / solver_worker_setting("SOURCE")}
    ours = {path for path in PY.rglob("*.py") if path not in scripts and "__pycache__" not in path.parts}
    assert set(pack_python.sources()) == ours


def test_the_solver_worker_boots_like_the_page() -> None:
    # The page's configuration: our packages from the same zip, the same snapshot-restoring boot.
    assert 'src="./py/main.py" config="./pyscript.toml"' in (ROOT / "index.html").read_text(encoding="utf-8")
    assert solver_worker_setting("CONFIG") == "./pyscript.toml"
    assert (ROOT / solver_worker_setting("SOURCE")).is_file()


def test_the_zip_holds_every_module_at_its_place_in_the_package(tmp_path: Path) -> None:
    with zipfile.ZipFile(pack_python.pack(tmp_path)) as archive:
        names = set(archive.namelist())
        packed = archive.read("solitaire/__init__.py").decode()
    original = (PY / "solitaire" / "__init__.py").read_text(encoding="utf-8")
    assert packed == slim_source.slim(original) and len(packed) < len(original)  # without words for readers
    assert names == {path.relative_to(PY).as_posix() for path in pack_python.sources()}


def test_page_loads_nothing_from_another_host() -> None:
    for url in local_references():
        assert url.startswith(("./", "/")), f"{url!r}: only our own files, by relative path"


def test_every_local_reference_exists() -> None:
    versions = pinned_versions()
    built = (SITE / "sw.js").is_file()  # by `make site`
    for url in local_references():
        path = url.removeprefix("./").lstrip("/")
        runtime = RUNTIME.match(path)
        if runtime:
            # Generated by scripts/prepare_runtime.mjs from the pinned npm packages.
            name, version = runtime.groups()
            assert version == versions[name], f"{url}: {name} {versions[name]} is pinned"
        if built:
            assert (SITE / path).is_file(), f"{url} is not in the built site"
        elif not runtime and not path.startswith(GENERATED):
            assert (ROOT / path).is_file(), f"{url} does not exist"


def test_runtime_is_pinned_exactly() -> None:
    lock = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))
    for name, version in pinned_versions().items():
        package_name = PACKAGES[name]
        assert re.fullmatch(r"\d+\.\d+\.\d+", version), f"{package_name}: pin {version!r} exactly"
        assert lock["packages"][f"node_modules/{package_name}"]["version"] == version


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", f"{path} is not a PNG"
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def test_the_web_app_manifest_installs_the_site_from_its_folder() -> None:
    page = page_references()
    assert "./static/app/manifest.webmanifest" in page
    assert "./static/app/apple-touch-icon.png" in page
    assert png_size(ROOT / "static/app/apple-touch-icon.png") == (180, 180)
    location = ROOT / "static/app/manifest.webmanifest"
    manifest = json.loads(location.read_text(encoding="utf-8"))
    assert manifest["name"] == "Solitaire" and manifest["short_name"]
    assert manifest["display"] == "standalone"
    assert manifest["background_color"] == manifest["theme_color"] == "#0e4d2c"
    # Relative to the manifest, so the app opens the site's own folder under any sub-path.
    at = "https://example.org/solitaire/static/app/manifest.webmanifest"
    assert urllib.parse.urljoin(at, manifest["start_url"]) == "https://example.org/solitaire/"
    assert urllib.parse.urljoin(at, manifest["scope"]) == "https://example.org/solitaire/"
    kinds = set()
    for icon in manifest["icons"]:
        path = location.parent / icon["src"]
        assert path.is_file(), f"{icon['src']} does not exist"
        if icon["type"] == "image/png":
            width, height = png_size(path)
            assert icon["sizes"] == f"{width}x{height}", icon["src"]
        kinds.add((icon["purpose"], icon["sizes"]))
    assert {("any", "192x192"), ("any", "512x512"), ("maskable", "512x512")} <= kinds


def test_the_page_registers_the_worker_beside_it() -> None:
    script = (ROOT / "static/app/offline.js").read_text(encoding="utf-8")
    # Relative to the page: its scope is then the folder the site is served from.
    assert 'register("./sw.js")' in script
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").split()
    assert "/dist/" in ignored  # sw.js is written into the built site by scripts/write_sw.py
