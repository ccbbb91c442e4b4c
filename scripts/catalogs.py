"""The page's words in every language it speaks: the template, each language's catalog, their
checks, and the compiled catalogs the page fetches.

    .venv/bin/python scripts/catalogs.py extract     # locales/solitaire.pot, and each .po updated
    .venv/bin/python scripts/catalogs.py init de     # a new language's catalog, to translate
    .venv/bin/python scripts/catalogs.py check       # every catalog complete; what is wrong, if not
    .venv/bin/python scripts/catalogs.py compile [site folder]   # static/locales/<tag>.mo.zlib (make site)

The words are those the page's Python marks (`_`, `n_`, `p_`: py/table/show/language.py), taken
from py/table/ by Babel. Each language's catalog is locales/<tag>.po, translated by hand, with
its glossary beside it (locales/<tag>.glossary.md: the same thing always called the same). A
catalog is compiled only when complete; `en-XA`, a pseudo-language made from the template
(every letter accented, every sentence 40 % longer, marked at both ends), is compiled always: the
tests find with it the words that are not marked, and what a longer language would clip.
"""

from __future__ import annotations

import io
import re
import sys
import zlib
from datetime import UTC, datetime
from html.parser import HTMLParser
from pathlib import Path

import zopfli.zlib
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from layout import ROOT, SITE

sys.path.insert(0, str(ROOT / "py"))

from table.show.language import NAMES, PAGE, RIGHT_TO_LEFT, SOURCE, notation_isolated

LOCALES = ROOT / "locales"
TEMPLATE = LOCALES / "solitaire.pot"
KEYWORDS = {"_": None, "N_": None, "n_": (1, 2), "Nn_": (1, 2), "p_": ((1, "c"), 2)}
PSEUDO = "en-XA"
OUTPUT = "static/locales"  # in the site
# A compiled catalog (a .mo file), compressed once here (zopfli, in zlib's format) so that it
# reaches the player in the same few bytes from any host, which sends it as it is.
COMPILED = ".mo.zlib"
FIXED_DATE = datetime(2026, 12, 1, tzinfo=UTC)  # so an unchanged template is unchanged
PLACEHOLDER = re.compile(r"\{(\w*)\}")


def babel_tag(language: str) -> str:
    """Babel's name of a language: `pt_BR` for `pt-BR`, `zh_Hans` for `zh-Hans`."""
    return language.replace("-", "_")


def template() -> Catalog:
    """Every marked word of the page's Python, in one catalog with no translations."""
    catalog = Catalog(project="Solitaire", creation_date=FIXED_DATE, revision_date=FIXED_DATE, fuzzy=False)
    found = extract_from_dir(
        str(ROOT / "py" / "table"),
        method_map=[("**.py", "python")],
        keywords=KEYWORDS,
        comment_tags=("Translators:",),
        strip_comment_tags=True,
    )
    for filename, line, message, comments, context in found:
        flags = ("python-brace-format",) if any(PLACEHOLDER.search(text) for text in _texts(message)) else ()
        catalog.add(
            message,
            locations=[(f"py/table/{filename}", line)],
            auto_comments=comments,
            context=context,
            flags=flags,
        )
    for words, line in page_words():
        catalog.add(words, locations=[("index.html", line)], context=PAGE)
    return catalog


class PageWords(HTMLParser):
    """The page's own words in index.html: the text of each element marked `data-words`, and the
    attributes named by `data-words-attr` (static/app/first-paint.js puts them in the language
    spoken). An element marked holds text alone."""

    def __init__(self) -> None:
        super().__init__()
        self.words: list[tuple[str, int]] = []  # each text, and its line
        self.open: list[str] | None = None  # the text of the element marked, while in it

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.open is not None:
            raise ValueError(f"index.html line {self.getpos()[0]}: an element inside words to translate")
        named = dict(attrs)
        for name in (named.get("data-words-attr") or "").split():
            self.words.append((" ".join((named.get(name) or "").split()), self.getpos()[0]))
        if "data-words" in named:
            self.open = []

    def handle_data(self, data: str) -> None:
        if self.open is not None:
            self.open.append(data)

    def handle_endtag(self, tag: str) -> None:
        if self.open is not None:
            self.words.append((" ".join("".join(self.open).split()), self.getpos()[0]))
            self.open = None


def page_words(page: Path = ROOT / "index.html") -> list[tuple[str, int]]:
    parser = PageWords()
    parser.feed(page.read_text(encoding="utf-8"))
    return parser.words


def _texts(message: object) -> tuple[str, ...]:
    """A message's id or string as its texts: one, or its plural forms."""
    if isinstance(message, (tuple, list)):
        return tuple(str(text) for text in message)
    return (str(message),) if message else ("",)


def catalog_path(language: str) -> Path:
    return LOCALES / f"{language}.po"


NO_CREATION_DATE = datetime(2026, 11, 1, tzinfo=UTC)


def read(path: Path, language: str | None = None) -> Catalog:
    with path.open("rb") as file:
        catalog = read_po(file, locale=babel_tag(language) if language else None)
    # The files keep no creation date (`write`), and Babel would put the minute of the read in
    # its place, into every compiled catalog: a fixed one stands in, so a build is the same
    # whenever it runs.
    catalog.creation_date = NO_CREATION_DATE
    return catalog


def write(catalog: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, no_location=True, omit_header=False, include_previous=False)
    text = re.sub(rb'"POT-Creation-Date: [^"]*\\n"\n', b"", buffer.getvalue())  # no date of the run
    path.write_bytes(text)


def extract() -> None:
    """The template from the code, and each language's catalog brought up to it (the words no
    longer marked leave it; new ones wait for their translation)."""
    source = template()
    write(source, TEMPLATE)
    for language in NAMES:
        path = catalog_path(language)
        if language == SOURCE or not path.exists():
            continue
        catalog = read(path, language)
        catalog.update(source, update_header_comment=False, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        catalog.revision_date = FIXED_DATE
        write(catalog, path)
    print(f"catalogs: {len(source)} messages in {TEMPLATE.relative_to(ROOT)}")


def init(language: str) -> None:
    """A new language's catalog, every word of the template waiting for its translation."""
    if language not in NAMES or language == SOURCE or catalog_path(language).exists():
        sys.exit(f"catalogs: {language} is no language to begin (one of {', '.join(NAMES)}, without a catalog)")
    catalog = Catalog(locale=babel_tag(language), project="Solitaire", creation_date=FIXED_DATE, fuzzy=False)
    catalog.update(read(TEMPLATE), update_header_comment=False, no_fuzzy_matching=True)
    write(catalog, catalog_path(language))


def problems(catalog: Catalog, source: Catalog) -> list[str]:
    """What keeps a catalog from being complete: a word of the template missing or untranslated,
    one fuzzy or obsolete, a placeholder of the source missing from a translation or one it does
    not have, or plural forms not as many as the language has."""
    # A fuzzy header is left out of the compiled catalog, and its plural forms with it.
    found = ["fuzzy: the header"] if catalog.fuzzy else []
    for message in source:
        if not message.id:
            continue
        mine = catalog.get(message.id, message.context)
        name = f"{message.context + ': ' if message.context else ''}{_texts(message.id)[0]!r}"
        if mine is None:
            found.append(f"missing: {name}")
            continue
        if mine.fuzzy:
            found.append(f"fuzzy: {name}")
        strings = _texts(mine.string)
        if not all(strings):
            found.append(f"untranslated: {name}")
            continue
        if isinstance(message.id, tuple) and len(strings) != catalog.num_plurals:
            found.append(f"{len(strings)} plural forms, not {catalog.num_plurals}: {name}")
        # Every placeholder a translation has must be the source's; those in each of the source's
        # forms it must have (a plural's form for one may leave the number out, as English does).
        forms = [set(PLACEHOLDER.findall(text)) for text in _texts(message.id)]
        allowed, needed = set.union(*forms), set.intersection(*forms)
        for string in strings:
            has = set(PLACEHOLDER.findall(string))
            if not needed <= has <= allowed:
                found.append(f"placeholders {sorted(has)}, not {sorted(needed)} (of {sorted(allowed)}): {name}")
    found += [f"obsolete: {key!r}" for key in catalog.obsolete]
    ids = {(message.id if isinstance(message.id, str) else message.id[0], message.context) for message in source}
    found += [
        f"not in the template: {message.id!r}"
        for message in catalog
        if message.id and (_texts(message.id)[0], message.context) not in ids
    ]
    return found


ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)


def pseudo(text: str) -> str:
    """`text` with every letter accented and 40 % longer, between brackets; its placeholders and
    markup as they are."""
    parts = re.split(r"(\{\w*\}|<[^>]*>|&\w+;)", text)
    shown = "".join(part if part.startswith(("{", "<", "&")) else part.translate(ACCENTED) for part in parts)
    return f"⟦{shown}{'·' * max(1, round(len(text) * 0.4))}⟧"


def pseudo_catalog(source: Catalog) -> Catalog:
    catalog = Catalog(locale="en", project="Solitaire", creation_date=FIXED_DATE)
    for message in source:
        if not message.id:
            continue
        strings = tuple(pseudo(text) for text in _texts(message.id))
        string = strings if isinstance(message.id, tuple) else strings[0]
        catalog[message.id] = Message(message.id, string, context=message.context)
    return catalog


def compile_catalogs(site: Path) -> None:
    """The compiled catalog of each complete language, and of the pseudo-language."""
    folder = site / OUTPUT
    folder.mkdir(parents=True, exist_ok=True)
    source = read(TEMPLATE)
    ready = {PSEUDO: pseudo_catalog(source)}
    for language in map(str, NAMES):
        path = catalog_path(language)
        if language != SOURCE and path.exists():
            catalog = read(path, language)
            if not problems(catalog, source):
                ready[language] = catalog
    for stale in folder.iterdir():
        if stale.name.removesuffix(COMPILED) not in ready:
            stale.unlink()
    for language, catalog in ready.items():
        if language in RIGHT_TO_LEFT:
            isolate_notation(catalog)
        buffer = io.BytesIO()
        write_mo(buffer, catalog, use_fuzzy=False)
        target = folder / f"{language}{COMPILED}"
        if not target.exists() or zlib.decompress(target.read_bytes()) != buffer.getvalue():
            target.write_bytes(zopfli.zlib.compress(buffer.getvalue()))
    print(f"catalogs: {site.name}/{OUTPUT}/ has {', '.join(sorted(ready))}")


def isolate_notation(catalog: Catalog) -> None:
    """Each literal notation in a right-to-left catalog's sentences (3>7, 41739205-2, yyyy-mm-dd)
    isolated, so that it reads in its own order (show/language.py, `notation_isolated`)."""
    for message in catalog:
        if isinstance(message.string, tuple):
            message.string = tuple(notation_isolated(form) for form in message.string)
        elif message.id and isinstance(message.string, str) and message.string:
            message.string = notation_isolated(message.string)


def check() -> int:
    source = template()
    written = read(TEMPLATE) if TEMPLATE.exists() else Catalog()
    bad = 0
    if [(m.id, m.context) for m in source if m.id] != [(m.id, m.context) for m in written if m.id]:
        print(f"{TEMPLATE.relative_to(ROOT)} is not what the code marks: run `scripts/catalogs.py extract`")
        bad += 1
    for language in NAMES:
        if language != SOURCE and catalog_path(language).exists():
            found = problems(read(catalog_path(language), language), source)
            for problem in found:
                print(f"{language}: {problem}")
            bad += bool(found)
    return bad


def main() -> None:
    command = sys.argv[1] if len(sys.argv) > 1 else ""
    if command == "extract":
        extract()
    elif command == "init" and len(sys.argv) > 2:
        init(sys.argv[2])
    elif command == "check":
        sys.exit(1 if check() else 0)
    elif command == "compile":
        compile_catalogs(Path(sys.argv[2]).resolve() if len(sys.argv) > 2 else SITE)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
