"""Serve the built site (dist/, made by `make site`), with the response headers netlify.toml declares.

Local play, the end-to-end tests and the load benchmark all go through this server, so they see
the same Content-Security-Policy, isolation and caching headers as the production site.

    python3 scripts/serve.py [--port 8000] [--prefix /solitaire/] [--root dist] [--no-headers]

With a prefix the site is served under that path only, as a host that puts it in a sub-folder
would; the header rules still apply to paths within the site. With --no-headers none of
netlify.toml's headers are sent (no isolation, no CSP, no caching rules), as a plain static host
(GitHub Pages, S3, `python3 -m http.server`) serves the site: only the content types, which every
host sends.

Responses are compressed as Netlify compresses them, so the bytes a benchmark counts are the
bytes a visitor receives: text, JSON, SVG and WebAssembly go out as brotli when the browser
accepts it (else gzip); zip archives, PNGs and our own gzipped files go out as they are. Netlify
compresses on the fly, at about brotli quality 3; so does this server (with gzip alone when the
`brotli` module is missing, as under a bare system Python).
"""

from __future__ import annotations

import argparse
import email.utils
import fnmatch
import functools
import gzip
import io
import os
import sys
import threading
import tomllib
import urllib.parse
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from layout import ROOT, SITE

try:
    import brotli

    HAVE_BROTLI = True
except ImportError:  # a bare system Python: gzip only
    HAVE_BROTLI = False

HeaderRules = list[tuple[str, dict[str, str]]]

# What Netlify compresses on the wire: text and code, JSON, SVG, and WebAssembly (a 29 MB .wasm
# arrives in about 7 MB); not archives, images or files already compressed.
COMPRESSIBLE = (
    "text/",
    "application/javascript",
    "application/json",
    "application/manifest+json",
    "image/svg+xml",
    "application/wasm",
)
BROTLI_QUALITY = 3
GZIP_LEVEL = 6
POLL_SECONDS = 0.05  # how often a server in a thread looks whether it is told to stop


def compressible(content_type: str) -> bool:
    return content_type.split(";", maxsplit=1)[0].strip().startswith(COMPRESSIBLE)


def accepted_encoding(accept_encoding: str) -> str | None:
    """The encoding to answer with: br if accepted (and available), else gzip, else none."""
    offered = {part.split(";")[0].strip().lower() for part in accept_encoding.split(",")}
    if "br" in offered and HAVE_BROTLI:
        return "br"
    return "gzip" if "gzip" in offered else None


class Compressed:
    """Compressed bodies, kept while their file is unchanged: a host compresses a file once."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.bodies: dict[tuple[str, int, int, str], bytes] = {}

    def body(self, path: str, stat: os.stat_result, encoding: str) -> bytes:
        key = (path, stat.st_mtime_ns, stat.st_size, encoding)
        with self.lock:
            if key in self.bodies:
                return self.bodies[key]
        with open(path, "rb") as file:
            data = file.read()
        packed = (
            brotli.compress(data, quality=BROTLI_QUALITY)
            if encoding == "br"
            else gzip.compress(data, GZIP_LEVEL, mtime=0)
        )
        with self.lock:
            self.bodies[key] = packed
        return packed


COMPRESSED = Compressed()


def load_header_rules(config: Path) -> HeaderRules:
    """The [[headers]] tables of a netlify.toml, as (path pattern, headers) pairs."""
    with config.open("rb") as file:
        data = tomllib.load(file)
    return [(rule["for"], dict(rule.get("values", {}))) for rule in data.get("headers", [])]


def headers_for(url_path: str, rules: HeaderRules) -> dict[str, str]:
    """The headers every rule matching `url_path` adds. Like Netlify, a header set by several
    matching rules gets their values joined by commas, so overlapping rules show up here."""
    headers: dict[str, str] = {}
    for pattern, values in rules:
        if fnmatch.fnmatchcase(url_path, pattern):
            for name, value in values.items():
                headers[name] = f"{headers[name]}, {value}" if name in headers else value
    return headers


class SiteHandler(SimpleHTTPRequestHandler):
    extensions_map = {  # noqa: RUF012 - the base class declares it, as a plain attribute
        **SimpleHTTPRequestHandler.extensions_map,
        # Pinned: WebAssembly streaming compilation and module scripts insist on these, and the
        # system's MIME table (which the default lookup consults) varies between machines.
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".css": "text/css",
        ".json": "application/json",
        ".svg": "image/svg+xml",
        ".toml": "text/plain; charset=utf-8",
        ".py": "text/plain; charset=utf-8",
        ".zip": "application/zip",
        ".webmanifest": "application/manifest+json",
    }

    def __init__(self, *args: Any, rules: HeaderRules, quiet: bool, prefix: str = "/", **kwargs: Any) -> None:
        self.rules = rules
        self.quiet = quiet
        self.prefix = prefix
        self.extra_headers: dict[str, str] = {}
        super().__init__(*args, **kwargs)

    def site_path(self, path: str) -> str | None:
        """`path` (with any query) as a path within the site, or None if it is outside the prefix.
        The prefix without its final slash is the site's folder too (and gets redirected)."""
        if path.startswith(self.prefix):
            return "/" + path.removeprefix(self.prefix)
        folder = self.prefix.rstrip("/")
        if urllib.parse.urlsplit(path).path == folder:
            return "/" + path.removeprefix(folder)
        return None

    def send_head(self) -> Any:
        if self.site_path(self.path) is None:
            self.send_error(HTTPStatus.NOT_FOUND, "Not part of the site")
            return None
        path = self.translate_path(self.path)
        if os.path.isdir(path) and self.path.split("?")[0].endswith("/"):
            path = os.path.join(path, "index.html")
        encoding = accepted_encoding(self.headers.get("Accept-Encoding", ""))
        if encoding is None or not os.path.isfile(path) or not compressible(self.guess_type(path)):
            return super().send_head()
        return self.send_compressed(path, encoding)

    def send_compressed(self, path: str, encoding: str) -> io.BytesIO | None:
        stat = os.stat(path)
        since = self.headers.get("If-Modified-Since")
        if since and "If-None-Match" not in self.headers:
            try:
                if int(stat.st_mtime) <= email.utils.parsedate_to_datetime(since).timestamp():
                    self.send_response(HTTPStatus.NOT_MODIFIED)
                    self.send_header("Vary", "Accept-Encoding")
                    self.end_headers()
                    return None
            except (TypeError, ValueError, OverflowError, IndexError):
                pass
        body = COMPRESSED.body(path, stat, encoding)
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", encoding)
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))
        self.end_headers()
        return io.BytesIO(body)

    def translate_path(self, path: str) -> str:
        return super().translate_path(self.site_path(path) or "/")

    def send_response(self, code: int, message: str | None = None) -> None:
        path = urllib.parse.unquote(urllib.parse.urlsplit(self.site_path(self.path) or self.path).path)
        self.extra_headers = headers_for(path, self.rules)
        super().send_response(code, message)

    def send_header(self, keyword: str, value: str) -> None:
        # A header the rules set (say Content-Type) replaces the handler's own.
        if keyword.lower() not in {name.lower() for name in self.extra_headers}:
            super().send_header(keyword, value)

    def end_headers(self) -> None:
        for name, value in self.extra_headers.items():
            super().send_header(name, value)
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class SiteServer(ThreadingHTTPServer):
    prefix = "/"

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A browser that closes a connection mid-download (a test ending, a reload) is normal.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(
    host: str = "127.0.0.1",
    port: int = 0,
    root: Path = SITE,
    config: Path = ROOT / "netlify.toml",
    quiet: bool = False,
    prefix: str = "/",
    headers: bool = True,
) -> SiteServer:
    """A server for `root` on host:port (port 0 picks a free one; see `url_of`), under the path
    `prefix` ("/solitaire/" serves the site at /solitaire/ and nothing else), with the headers of
    `config` unless `headers` is false (a plain static host's)."""
    if not (prefix.startswith("/") and prefix.endswith("/")):
        raise ValueError(f"prefix {prefix!r} must start and end with /")
    rules = load_header_rules(config) if headers else []
    handler = functools.partial(SiteHandler, directory=str(root), rules=rules, quiet=quiet, prefix=prefix)
    server = SiteServer((host, port), handler)
    server.prefix = prefix
    return server


def serve_in_thread(server: ThreadingHTTPServer) -> threading.Thread:
    """Serve in a daemon thread; stop with `server.shutdown()`, which answers within a tick
    (`POLL_SECONDS`) rather than the standard library's half second."""
    thread = threading.Thread(target=server.serve_forever, args=(POLL_SECONDS,), name="site-server", daemon=True)
    thread.start()
    return thread


def url_of(server: ThreadingHTTPServer) -> str:
    """The site's URL, prefix included."""
    host, port = server.server_address[:2]
    prefix = server.prefix if isinstance(server, SiteServer) else "/"
    return f"http://{host!s}:{port}{prefix}"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--prefix", default="/", help="serve the site under this path, like /solitaire/")
    parser.add_argument("--root", type=Path, default=SITE, help="the folder to serve (default: the built site)")
    parser.add_argument(
        "--no-headers", action="store_true", help="send none of netlify.toml's headers, as a plain static host"
    )
    args = parser.parse_args(argv)
    if not (args.root / "index.html").is_file():
        sys.exit(f"No site in {args.root}: build it first (make site).")
    try:
        server = make_server(
            args.host, args.port, root=args.root.resolve(), prefix=args.prefix, headers=not args.no_headers
        )
    except ValueError as error:
        sys.exit(str(error))
    except OSError as error:
        sys.exit(f"Cannot serve on {args.host}:{args.port}: {error.strerror}. Try another port.")
    with server:
        plain = "  with no headers, as a plain static host" if args.no_headers else ""
        print(f"Serving the site on {url_of(server)}{plain}  (Ctrl-C to stop)", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            print()


if __name__ == "__main__":
    main()
