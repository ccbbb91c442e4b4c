"""scripts/serve.py serves the site with the headers netlify.toml declares for production."""

from __future__ import annotations

import gzip
import re
import urllib.error
import urllib.request
from collections.abc import Iterator
from email.message import Message
from pathlib import Path

import brotli
import pytest

import copy_site
import serve
import write_sw
from layout import ROOT, SITE

RUNTIME = re.compile(r"static/(pyodide|pyscript|qrcode)-")
RULES = serve.load_header_rules(ROOT / "netlify.toml")
IMMUTABLE = "public, max-age=31536000, immutable"
EVERYWHERE = {
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Embedder-Policy": "require-corp",
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
}
RUNTIME_FILES = [
    "/static/pyodide-314.0.7/pyodide.asm.wasm",
    "/static/pyodide-314.0.7/pyodide.mjs",
    "/static/pyscript-0.7.31/core.js",
    "/static/pyscript-0.7.31/core.css",
    "/static/qrcode-2.0.4/qrcode.mjs",
]


def own_files() -> list[str]:
    """URL paths of the files we write ourselves and the site serves (the built site's, once built)."""
    paths = ["/", "/index.html", "/pyscript.toml", "/sw.js", "/static/build/python.zip"]
    paths += ["/" + file for file in copy_site.page_files()]
    if SITE.is_dir():
        paths += ["/" + file for file in write_sw.site_files(SITE) if not RUNTIME.match(file)]
    return sorted(set(paths))


def csp_sources(policy: str) -> set[str]:
    return {source for directive in policy.split(";") for source in directive.split()[1:]}


@pytest.mark.parametrize("path", own_files() + RUNTIME_FILES)
def test_every_file_gets_the_security_headers(path: str) -> None:
    headers = serve.headers_for(path, RULES)
    assert headers.items() >= EVERYWHERE.items()
    assert "Content-Security-Policy" in headers


def test_csp_allows_no_other_origin() -> None:
    policy = serve.headers_for("/", RULES)["Content-Security-Policy"]
    assert csp_sources(policy) <= {
        "'self'",
        "'none'",
        "'wasm-unsafe-eval'",
        "'unsafe-eval'",
        "'unsafe-inline'",
        "blob:",
        "data:",
    }
    # Inline code stays forbidden: only style attributes (each card's place in its fan) may be inline.
    inline = [d.split()[0] for d in policy.split(";") if "'unsafe-inline'" in d]
    assert inline == ["style-src-attr"]
    # blob: URLs are made by the page itself; only for workers (PyScript builds its worker's
    # script as one), never for scripts the page runs.
    blob = [d.split()[0] for d in policy.split(";") if "blob:" in d]
    assert blob == ["worker-src"]
    # data: URLs are images only (the deck's faces, inside static/build/faces.css).
    data = [d.split()[0] for d in policy.split(";") if "data:" in d]
    assert data == ["img-src"]


@pytest.mark.parametrize("path", own_files())
def test_our_files_are_revalidated(path: str) -> None:
    # Exactly "no-cache": a second matching rule would show up joined to it. A new file of ours
    # outside static/app/ needs its own rule in netlify.toml (a broad one would overlap the runtime's).
    assert serve.headers_for(path, RULES).get("Cache-Control") == "no-cache"


@pytest.mark.parametrize("path", RUNTIME_FILES)
def test_versioned_runtime_is_cached_for_good(path: str) -> None:
    assert serve.headers_for(path, RULES).get("Cache-Control") == IMMUTABLE


def test_overlapping_rules_join_like_netlify() -> None:
    rules = [("/*", {"Cache-Control": "no-cache"}), ("/a/*", {"Cache-Control": "public"})]
    assert serve.headers_for("/a/b", rules) == {"Cache-Control": "no-cache, public"}
    assert serve.headers_for("/b", rules) == {"Cache-Control": "no-cache"}


@pytest.fixture
def site(tmp_path: Path) -> Iterator[str]:
    (tmp_path / "module.wasm").write_bytes(b"\0asm\1\0\0\0")
    (tmp_path / "module.mjs").write_text("export {};\n")
    server = serve.make_server(root=tmp_path, quiet=True)
    serve.serve_in_thread(server)
    yield serve.url_of(server)
    server.shutdown()
    server.server_close()


def fetch_headers(url: str) -> tuple[int, Message]:
    try:
        with urllib.request.urlopen(url) as response:
            return response.status, response.headers
    except urllib.error.HTTPError as error:
        return error.code, error.headers


def test_server_sends_wasm_as_wasm_once(site: str) -> None:
    status, headers = fetch_headers(site + "module.wasm")
    assert status == 200
    assert headers.get_all("Content-Type") == ["application/wasm"]
    assert headers["Cross-Origin-Embedder-Policy"] == "require-corp"
    assert "'wasm-unsafe-eval'" in headers["Content-Security-Policy"]


def test_server_sends_modules_as_javascript(site: str) -> None:
    status, headers = fetch_headers(site + "module.mjs")
    assert status == 200
    assert headers["Content-Type"] == "text/javascript"


def test_server_sends_the_headers_with_errors_too(site: str) -> None:
    status, headers = fetch_headers(site + "missing.py")
    assert status == 404
    assert headers["X-Content-Type-Options"] == "nosniff"


@pytest.fixture
def plain_site(tmp_path: Path) -> Iterator[str]:
    (tmp_path / "index.html").write_text("<!doctype html>")
    (tmp_path / "module.wasm").write_bytes(b"\0asm\1\0\0\0")
    (tmp_path / "module.mjs").write_text("export {};\n")
    server = serve.make_server(root=tmp_path, quiet=True, headers=False)
    serve.serve_in_thread(server)
    yield serve.url_of(server)
    server.shutdown()
    server.server_close()


@pytest.mark.parametrize("path", ["", "index.html", "module.wasm", "module.mjs", "missing.py"])
def test_a_plain_host_sends_none_of_the_rules_headers(plain_site: str, path: str) -> None:
    every_rule = {name.lower() for _, values in RULES for name in values} - {"content-type"}
    _, headers = fetch_headers(plain_site + path)
    assert every_rule.isdisjoint(name.lower() for name in headers)


def test_a_plain_host_still_sends_the_content_types(plain_site: str) -> None:
    assert fetch_headers(plain_site + "module.wasm")[1]["Content-Type"] == "application/wasm"
    assert fetch_headers(plain_site + "module.mjs")[1]["Content-Type"] == "text/javascript"


@pytest.fixture
def sub_path_site(tmp_path: Path) -> Iterator[str]:
    (tmp_path / "index.html").write_text("<!doctype html>")
    (tmp_path / "module.wasm").write_bytes(b"\0asm\1\0\0\0")
    server = serve.make_server(root=tmp_path, quiet=True, prefix="/solitaire/")
    serve.serve_in_thread(server)
    yield serve.url_of(server)
    server.shutdown()
    server.server_close()


def test_server_serves_the_site_under_a_sub_path_only(sub_path_site: str) -> None:
    assert sub_path_site.endswith("/solitaire/")
    origin = sub_path_site.removesuffix("solitaire/")
    status, headers = fetch_headers(sub_path_site + "?game=spider&deal=5-1")
    assert status == 200 and headers["Content-Type"] == "text/html"
    assert headers["Cross-Origin-Embedder-Policy"] == "require-corp"
    assert headers["Cache-Control"] == "no-cache"  # the rule for "/", applied within the site
    status, headers = fetch_headers(sub_path_site + "module.wasm")
    assert status == 200 and headers["Content-Type"] == "application/wasm"
    assert fetch_headers(sub_path_site + "index.html")[1]["Cache-Control"] == "no-cache"
    for outside in ("index.html", "module.wasm", "solitaire-beta/index.html"):
        assert fetch_headers(origin + outside)[0] == 404, outside


def test_server_sends_the_sub_path_without_its_slash_to_the_folder(sub_path_site: str) -> None:
    request = urllib.request.Request(sub_path_site.removesuffix("/") + "?x=1", method="HEAD")

    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args: object, **kwargs: object) -> None:
            return None

    with pytest.raises(urllib.error.HTTPError) as redirect:
        urllib.request.build_opener(NoRedirect).open(request)
    assert redirect.value.code == 301
    assert redirect.value.headers["Location"] == "/solitaire/?x=1"


def test_a_prefix_must_be_a_folder() -> None:
    with pytest.raises(ValueError, match="must start and end with /"):
        serve.make_server(prefix="/solitaire")


@pytest.fixture
def compressing_site(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    (tmp_path / "module.wasm").write_bytes(b"\0asm\1\0\0\0" + bytes(range(256)) * 64)
    (tmp_path / "page.js").write_text("export const cards = 'spades hearts';\n" * 200)
    (tmp_path / "stdlib.zip").write_bytes(b"PK\3\4" + b"zipped already " * 200)
    server = serve.make_server(root=tmp_path, quiet=True)
    serve.serve_in_thread(server)
    yield serve.url_of(server), tmp_path
    server.shutdown()
    server.server_close()


def fetch(url: str, accept: str, **headers: str) -> tuple[int, Message, bytes]:
    request = urllib.request.Request(url, headers={"Accept-Encoding": accept, **headers})
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, b""


@pytest.mark.parametrize("name", ["module.wasm", "page.js"])
def test_code_and_webassembly_travel_compressed_like_on_netlify(compressing_site: tuple[str, Path], name: str) -> None:
    url, root = compressing_site
    original = (root / name).read_bytes()
    status, headers, body = fetch(url + name, "gzip, deflate, br, zstd")
    assert status == 200 and headers["Content-Encoding"] == "br" and headers["Vary"] == "Accept-Encoding"
    assert brotli.decompress(body) == original and int(headers["Content-Length"]) == len(body) < len(original)
    assert headers["Cross-Origin-Embedder-Policy"] == "require-corp"  # the rules still apply
    status, headers, body = fetch(url + name, "gzip")
    assert headers["Content-Encoding"] == "gzip" and gzip.decompress(body) == original
    status, headers, body = fetch(url + name, "identity")
    assert "Content-Encoding" not in headers and body == original


def test_archives_travel_as_they_are(compressing_site: tuple[str, Path]) -> None:
    url, root = compressing_site
    status, headers, body = fetch(url + "stdlib.zip", "gzip, br")
    assert status == 200 and "Content-Encoding" not in headers
    assert body == (root / "stdlib.zip").read_bytes()


def test_a_compressed_file_is_revalidated_without_its_body(compressing_site: tuple[str, Path]) -> None:
    url, _ = compressing_site
    _, headers, _ = fetch(url + "page.js", "br")
    status, _, body = fetch(url + "page.js", "br", **{"If-Modified-Since": headers["Last-Modified"]})
    assert status == 304 and body == b""
