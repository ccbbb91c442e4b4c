"""The documents, held to the code and to each other: ARCHITECTURE.md's map of the page layer's
rooms names every module of each room and what the room may import, as tests/test_structure.py
keeps them; every link between the documents reaches a file and a heading that are there; and
every path of ours a document names is there.
"""

from __future__ import annotations

import re
from pathlib import Path

from layout import ROOT
from test_structure import ALLOWED, PY, WORDS, modules

ARCHITECTURE = ROOT / "ARCHITECTURE.md"
DOCS = [ROOT / "README.md", ARCHITECTURE, *sorted((ROOT / "docs").glob("*.md")), *sorted(ROOT.glob("locales/*.md"))]
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
OURS = ("py/", "tests/", "e2e/", "scripts/", "docs/", "bench/", "static/app/", "locales/", ".ci/")
PATH = re.compile(r"`([A-Za-z0-9_./-]+)`")
MADE_WHILE_RUNNING = {"tests/data/daily/shortened.lock"}  # named in docs/daily.md, there only during a run
OUTSIDE = {"solitaire": "solitaire", "table": "table", "js": "js", "pyodide": "pyodide", "pyscript": "pyscript"}


def section(text: str, heading: str) -> str:
    """The text under `heading` (a whole line, `### The rooms`), to the next heading of its level
    or above."""
    lines = text.splitlines()
    start = lines.index(heading) + 1
    end = next((n for n in range(start, len(lines)) if 0 < level(lines[n]) <= level(heading)), len(lines))
    return "\n".join(lines[start:end])


def level(line: str) -> int:
    """A heading's level (`##` is 2); 0 for a line that is no heading."""
    marks = len(line) - len(line.lstrip("#"))
    return marks if 0 < marks <= 6 and line[marks : marks + 1] == " " else 0


def rooms_mapped(text: str) -> dict[str, tuple[set[str], set[str]]]:
    """The rooms' map: for each room (`table.show`), the modules its row names in bold and the rooms
    of ours (or the browser's) it says the room may import."""
    found = {}
    for line in text.splitlines():
        if not line.startswith("| `"):
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        assert len(cells) == 3, line
        room = "table." + cells[0].strip("`").removesuffix(".py").removesuffix("/")
        named = set(re.findall(r"\*\*`([a-z_]+)`\*\*", cells[1]))
        may = {OUTSIDE.get(name, f"table.{name}") for name in re.findall(r"`([a-z_]+)`", cells[2])}
        found[room] = (named, may)
    return found


def rooms_in_code() -> dict[str, tuple[set[str], set[str]]]:
    """The same, from the code: each room's modules, and what tests/test_structure.py lets it import."""
    names = modules(PY)
    return {
        room: (
            {name.removeprefix(room + ".") for name in names if name.startswith(room + ".")},
            ALLOWED[room] - {room},
        )
        for room in ALLOWED
    }


def words_mapped(text: str) -> set[str]:
    """The modules the rooms' section says any room may word through (`show/language`...)."""
    prose = "\n".join(line for line in text.splitlines() if not line.startswith("|"))
    return {"table." + name.replace("/", ".") for name in re.findall(r"`(show/[a-z_]+)`", prose)}


def slug(heading: str) -> str:
    """A heading's anchor, as GitHub makes it: lower case, punctuation dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(text: str) -> set[str]:
    found: set[str] = set()
    fenced = False
    for line in text.splitlines():
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced and level(line):
            base = slug(line.lstrip("#"))
            repeated = sum(1 for anchor in found if anchor == base or re.fullmatch(re.escape(base) + r"-\d+", anchor))
            found.add(f"{base}-{repeated}" if repeated else base)  # a heading met again gets -1, -2...
    return found


def links_broken(doc: Path, root: Path) -> list[str]:
    """Each link of `doc` to a file that is not there, or to a heading its file has not."""
    text = doc.read_text()
    broken = []
    for target in LINK.findall(text):
        if re.match(r"[a-z]+:", target):  # another site's
            continue
        path, _, anchor = target.partition("#")
        to = (doc.parent / path).resolve() if path else doc
        there = to.exists() and to.resolve().is_relative_to(root.resolve())
        if not there or (anchor and (to.suffix != ".md" or anchor not in anchors(to.read_text()))):
            broken.append(f"{doc.name}: {target}")
    return broken


def paths_missing(doc: Path, root: Path) -> list[str]:
    """Each path of ours that `doc` names in code (`py/table/show/state.py`) and that is not there."""
    return [
        f"{doc.name}: {path}"
        for path in PATH.findall(doc.read_text())
        if path.startswith(OURS) and path not in MADE_WHILE_RUNNING and not (root / path).exists()
    ]


def test_the_rooms_map_is_read_row_by_row():
    text = """### The rooms
| Room | What it holds | May import |
|---|---|---|
| `messages.py` | Every message (`page.js`). | nothing of ours |
| `play/` | **`clock`**, `Asked`, **`start`** (`Start`). | `solitaire`, `messages`, `storage` |
| `browser/` | **`app`** | `solitaire`, `table` (all of it), `js` |

Any room may word through `show/language` and `show/names`; `play/start.py` is not one.
"""
    assert rooms_mapped(text) == {
        "table.messages": (set(), set()),
        "table.play": ({"clock", "start"}, {"solitaire", "table.messages", "table.storage"}),
        "table.browser": ({"app"}, {"solitaire", "table", "js"}),
    }
    assert words_mapped(text) == {"table.show.language", "table.show.names"}


def test_the_rooms_map_names_every_module_of_each_room_and_what_it_may_import():
    mapped = rooms_mapped(section(ARCHITECTURE.read_text(), "### The rooms"))
    in_code = rooms_in_code()
    assert set(mapped) == set(in_code)
    for room in sorted(in_code):
        (named, may), (there, allowed) = mapped[room], in_code[room]
        assert named == there, (
            room,
            "not in the map:",
            sorted(there - named),
            "not in the code:",
            sorted(named - there),
        )
        assert may == allowed, (room, "the map says", sorted(may), "the code", sorted(allowed))


def test_the_rooms_map_names_the_words_any_room_may_use():
    assert words_mapped(section(ARCHITECTURE.read_text(), "### The rooms")) == WORDS


def test_headings_make_the_anchors_github_makes():
    assert slug("The engine's refusals") == "the-engines-refusals"
    assert slug("The deck, sound and looks") == "the-deck-sound-and-looks"
    assert anchors("# A\n```\n# not a heading\n```\n## A\n## Two words\n") == {"a", "a-1", "two-words"}


def test_a_link_to_a_file_or_a_heading_that_is_not_there_is_found(tmp_path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "rules.md").write_text("# Rules\n## The score\n")
    (tmp_path / "README.md").write_text(
        "[ok](docs/rules.md#the-score) [gone](docs/solver.md) [no heading](docs/rules.md#dealing)"
        " [here](#readme) [web](https://example.org/x.md)\n# Readme\nIn `docs/rules.md` and `py/gone.py`.\n"
    )
    readme = tmp_path / "README.md"
    assert links_broken(readme, tmp_path) == ["README.md: docs/solver.md", "README.md: docs/rules.md#dealing"]
    assert paths_missing(readme, tmp_path) == ["README.md: py/gone.py"]


def test_every_link_between_the_documents_reaches_its_file_and_heading():
    assert [broken for doc in DOCS for broken in links_broken(doc, ROOT)] == []


def test_every_path_of_ours_a_document_names_is_there():
    assert [missing for doc in DOCS for missing in paths_missing(doc, ROOT)] == []
