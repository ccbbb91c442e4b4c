"""Lighthouse on the real table: the mobile and desktop presets, three runs each, every run and
the medians printed.

Lighthouse (pinned in bench/lighthouse/package.json) drives Debian's Chromium headless, against
the site served by scripts/serve.py on the loopback (compressed as Netlify does). Each run starts
from an empty profile: a first visit. The mobile preset simulates a slow phone (4x slower
processor, 1.6 Mbps and 150 ms round trips, computed from the trace); desktop a fast one.

Run: `make bench-lighthouse`, or `python bench/lighthouse.py [runs] [--lang=de]` (the page in that
language, as a link's `lang=` opens it: it fetches that catalog, as a first visit in that language
does).
"""

from __future__ import annotations

import json
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))  # layout.py: where the rest is

import serve
from browsers import CHROMIUM, HOST_RULES
from layout import ROOT

LIGHTHOUSE = ROOT / "bench" / "lighthouse" / "node_modules" / ".bin" / "lighthouse"
FLAGS = f"--headless=new --no-sandbox {shlex.quote(HOST_RULES)}"
LANGUAGE = next((argument.split("=", 1)[1] for argument in sys.argv if argument.startswith("--lang=")), None)
CATEGORIES = ("performance", "accessibility", "best-practices")
# (column, audit, scale, format)
AUDITS = (
    ("FCP s", "first-contentful-paint", 1000, "{:.2f}"),
    ("LCP s", "largest-contentful-paint", 1000, "{:.2f}"),
    ("TBT ms", "total-blocking-time", 1, "{:.0f}"),
    ("CLS", "cumulative-layout-shift", 1, "{:.3f}"),
    ("SI s", "speed-index", 1000, "{:.2f}"),
    ("MB", "total-byte-weight", 1e6, "{:.2f}"),
)


def run(url: str, preset: str, output: Path) -> dict[str, Any] | None:
    """One Lighthouse run's report, or None if Lighthouse gave up (it says why on its own output)."""
    command = [
        str(LIGHTHOUSE),
        url,
        "--quiet",
        "--output=json",
        f"--output-path={output}",
        f"--only-categories={','.join(CATEGORIES)}",
        f"--chrome-flags={FLAGS}",
    ]
    if preset == "desktop":
        command.append("--preset=desktop")
    done = subprocess.run(command, check=False, env={**os.environ, "CHROME_PATH": CHROMIUM})
    if done.returncode != 0 or not output.exists():
        return None
    report: dict[str, Any] = json.loads(output.read_text())
    return report


def figures(report: dict[str, Any]) -> list[float]:
    scores = [round(100 * (report["categories"][name]["score"] or 0)) for name in CATEGORIES]
    values = [report["audits"][audit].get("numericValue", float("nan")) / scale for _, audit, scale, _ in AUDITS]
    return [*scores, *values]


HEADER = f"{'':<12}{'perf':>5}{'a11y':>5}{'b.p.':>5}" + "".join(f"{name:>9}" for name, *_ in AUDITS)


def row(name: str, values: list[float]) -> str:
    scores = "".join(f"{value:>5.0f}" for value in values[: len(CATEGORIES)])
    rest = "".join(
        f"{fmt.format(value):>9}" for value, (_, _, _, fmt) in zip(values[len(CATEGORIES) :], AUDITS, strict=True)
    )
    return f"{name:<12}{scores}{rest}"


def main() -> None:
    if not LIGHTHOUSE.exists():
        sys.exit("Lighthouse is not installed: run `make bench-lighthouse`.")
    counts = [argument for argument in sys.argv[1:] if not argument.startswith("--")]
    runs = int(counts[0]) if counts else 3
    server = serve.make_server(quiet=True)
    serve.serve_in_thread(server)
    url = serve.url_of(server) + (f"?lang={LANGUAGE}" if LANGUAGE else "")
    results: dict[str, list[list[float]]] = {}
    lcp_element: dict[str, str] = {}
    catalogs: set[str] = set()  # the languages' catalogs fetched, with their bytes on the wire
    failed: dict[str, int] = {}
    with tempfile.TemporaryDirectory() as folder:
        for preset in ("mobile", "desktop"):
            results[preset] = []
            for number in range(runs):
                report = run(url, preset, Path(folder) / f"{preset}-{number}.json")
                if report is None:
                    failed[preset] = failed.get(preset, 0) + 1
                    continue
                results[preset].append(figures(report))
                requests = report["audits"].get("network-requests", {}).get("details", {}).get("items", [])
                catalogs |= {
                    f"{item['url'].rsplit('/', 1)[-1]} ({item.get('transferSize', 0) / 1000:.1f} kB)"
                    for item in requests
                    if "/static/locales/" in item.get("url", "")
                }
                details = report["audits"].get("largest-contentful-paint-element", {}).get("details", {})
                for item in details.get("items", [])[:1]:
                    for element in item.get("items", [])[:1]:
                        lcp_element[preset] = element.get("node", {}).get("snippet", "")
    server.shutdown()
    print(f"Lighthouse {lighthouse_version()} on {url}, headless Chromium, a first visit each run")
    for preset, rows in results.items():
        print(
            preset + (f"  ({failed[preset]} run(s) failed: Lighthouse gave up on the page)" if preset in failed else "")
        )
        if not rows:
            continue
        print(HEADER)
        for number, values in enumerate(rows, start=1):
            print(row(f"  run {number}", values))
        medians = [statistics.median(column) for column in zip(*rows, strict=True)]
        print(row("  median", medians))
        spread = max(abs(values[0] - medians[0]) for values in rows)
        print(f"  performance within {spread:.0f} points of the median; LCP element: {lcp_element.get(preset, '?')}")
    print(f"Catalogs fetched: {', '.join(sorted(catalogs)) or 'none'}")
    print("Targets: performance mobile >= 90 and desktop >= 98, each run within 5 points of the median;")
    print("accessibility and best practices 100; mobile LCP <= 2.5 s; CLS 0.")


def lighthouse_version() -> str:
    package = ROOT / "bench" / "lighthouse" / "node_modules" / "lighthouse" / "package.json"
    return str(json.loads(package.read_text())["version"])


if __name__ == "__main__":
    main()
