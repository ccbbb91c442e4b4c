"""The compiled catalog of a language, fetched from the site (static/locales/<tag>.mo.zlib, a .mo
file compressed by scripts/catalogs.py): only the language spoken is ever fetched, and English,
the source, never."""

from __future__ import annotations

import zlib
from typing import Any, Final
from urllib.parse import urljoin

from ..show.language import SOURCE
from .dom import Dom

LARGEST: Final = 1 << 20  # a catalog inflates to about 100 kB: more is not one of ours


class CatalogMissing(OSError):
    """The catalog could not be fetched: the page goes on in the language it spoke."""


async def fetch_catalog(here: Any, dom: Dom, language: str) -> bytes | None:
    """The bytes of `language`'s catalog, None for the source; CatalogMissing if it cannot be had.
    Fetched by `here`, the global scope Python runs in (the page's, or a worker's)."""
    if language == SOURCE:
        return None
    location = dom("@location")
    page = f"{location.get('origin')}{location.get('pathname')}"
    try:
        response = await here.fetch(urljoin(page, f"static/locales/{language}.mo.zlib"))
        if not response.ok:
            raise CatalogMissing(f"the site answered {response.status}")
        return inflated(bytes((await response.arrayBuffer()).to_bytes()))
    except CatalogMissing:
        raise
    except Exception as error:  # the network's failures reach Python as JavaScript errors
        raise CatalogMissing(str(error)) from None


def inflated(packed: bytes) -> bytes:
    """A compiled catalog from its compressed bytes; CatalogMissing if they are not a whole one
    (cut short, spoiled, or too big to be ours)."""
    inflater = zlib.decompressobj()
    try:
        catalog = inflater.decompress(packed, LARGEST)
    except zlib.error as error:
        raise CatalogMissing(f"the catalog cannot be read ({error})") from None
    if not inflater.eof or inflater.unconsumed_tail:
        raise CatalogMissing("the catalog is cut short, or too big")
    return catalog
