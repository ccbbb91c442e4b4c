"""Draw the app's PNG icons from their SVG sources in static/app/, through headless Chromium.

The PNGs are committed: they change only when the artwork does, and the site's build (and
`make play`) must not need a browser. Run `make icons` after editing an icon's SVG.

    python scripts/draw_icons.py
"""

from __future__ import annotations

from playwright.sync_api import sync_playwright

from browsers import CHROMIUM, HOST_RULES
from layout import ROOT

APP = ROOT / "static" / "app"

# PNG file -> (SVG source, size in pixels). The maskable artwork fills its square: installed
# apps and iOS home screens cut their own shape out of it.
ICONS = {
    "icon-192.png": ("icon.svg", 192),
    "icon-512.png": ("icon.svg", 512),
    "icon-maskable-192.png": ("icon-maskable.svg", 192),
    "icon-maskable-512.png": ("icon-maskable.svg", 512),
    "apple-touch-icon.png": ("icon-maskable.svg", 180),
}

PAGE = """<!doctype html><html><head><style>
html, body {{ margin: 0; background: transparent; }}
svg {{ display: block; width: {size}px; height: {size}px; }}
</style></head><body>{svg}</body></html>"""


def main() -> None:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=[HOST_RULES])
        for name, (source, size) in ICONS.items():
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(PAGE.format(size=size, svg=(APP / source).read_text(encoding="utf-8")))
            page.screenshot(path=str(APP / name), omit_background=True)
            page.close()
            print(f"draw_icons: static/app/{name} ({size}x{size}, from {source})")
        browser.close()


if __name__ == "__main__":
    main()
