"""The contract between the table's Python and the page's scripts: every message and field the
Python sends (py/table/messages.py describes each once) is one the page's scripts handle and the
stand-in page handles (tests/fake_page.py), and every message the scripts send is one the Python
reads, with exactly its fields. The scripts are read as text: a field added on one side alone
fails here (the second half of each test shows it does). That page.js draws each message the
tests send, and refuses what it does not know, is tested on the page itself, under Node (tests/js/)."""

from __future__ import annotations

import ast
import dataclasses
import json
import re
from pathlib import Path
from typing import Any, get_args, get_type_hints, is_typeddict

import pytest

import fake_page
from layout import ROOT
from table import messages

APP = ROOT / "static" / "app"
SCRIPTS = {
    name: (APP / f"{name}.js").read_text() for name in ("page", "stage", "dom", "controls", "hands", "solver-worker")
}
KEY = re.compile(r"(?:^|,)\s*(\w+)\s*:")
# A CSS selector as the page's scripts write them: an id, a class, an attribute, `:root`, a dialog.
SELECTOR = re.compile(r"^(#[\w-]+|\.[a-z][\w-]*$|\[[\w-]+(=|\])|:root|dialog[.\[])")


def fields(kind: Any) -> set[str]:
    return set(kind.__annotations__)


def first(kind: Any) -> str:
    """A message's name: its first field."""
    return next(iter(kind.__annotations__))


def keys_of(literal: str) -> frozenset[str]:
    """The keys of a JavaScript object literal's text (one level: values hold no braces)."""
    return frozenset(KEY.findall(literal))


def read_by_stage(stage_js: str) -> set[str]:
    """What stage.js's `paint` reads of its message."""
    body = stage_js[stage_js.index("function paint(") :]
    body = body[: body.index("\n  }\n")]
    return set(re.findall(r"\bscene\.(\w+)", body))


def dom_ops(dom_js: str) -> set[str]:
    block = dom_js[dom_js.index("const ops = {") : dom_js.index("\n  };")]
    return set(re.findall(r"^\s{4}(\w+):", block, re.M))


def offered(script: str, name: str) -> set[str]:
    """The names an object `window.<name> = {...}` offers (a getter's too)."""
    found = re.search(rf"window\.{name} = \{{(.*?)\}};", script, re.S)
    assert found is not None, name
    block = found[1]
    while re.search(r"\{[^{}]*\}", block):  # the methods' bodies, innermost first
        block = re.sub(r"\{[^{}]*\}", "", block)
    return {re.sub(r"^get\s+", "", part.strip()).split(":")[0].split("(")[0].strip() for part in block.split(",")} - {
        ""
    }


def sent_by_hands(hands_js: str) -> set[frozenset[str]]:
    """Each kind of message hands.js sends: its object literals, and the key press it builds."""
    sent = {keys_of(found) for found in re.findall(r"JSON\.stringify\(\{([^}]*)\}\)", hands_js)}
    press = re.search(r"const press = \{(.*?)\n    \};", hands_js, re.S)
    assert press is not None
    return sent | {keys_of(press[1].replace("\n", ","))}


def sent_by_controls(controls_js: str) -> set[frozenset[str]]:
    """Each kind of message controls.js sends: to `send(...)` and from each `on(...)`'s builder."""
    literals = re.findall(r"send\(\{([^}]*)\}\)", controls_js) + re.findall(r"=> \(\{([^}]*)\}\)", controls_js)
    literals += re.findall(r"send\(\{([^}]*)\}\s*\),", controls_js, re.S)
    return {keys_of(found.replace("\n", ",")) for found in literals}


def kinds_of(union: Any) -> set[frozenset[str]]:
    return {frozenset(fields(kind)) for kind in messages.kinds(union)}


# The piles: one message per redraw to stage.js ---------------------------------------------------


def test_every_field_of_a_paint_is_read_by_the_stage():
    assert read_by_stage(SCRIPTS["stage"]) == fields(messages.PaintMessage)


def test_a_field_on_one_side_alone_breaks_the_contract():
    added = SCRIPTS["stage"].replace("if (scene.layout) {", "if (scene.layout || scene.shuffled) {")
    assert read_by_stage(added) != fields(messages.PaintMessage)
    dropped = SCRIPTS["stage"].replace("scene.origin ? before(changes, pile(scene.origin)) :", "")
    assert read_by_stage(dropped) != fields(messages.PaintMessage)


def test_the_stage_offers_what_page_js_calls():
    assert offered(SCRIPTS["stage"], "solitaireStage") == set(get_args(messages.StageCall))
    stand_in = fake_page.Stage(fake_page.Document())
    assert all(callable(getattr(stand_in, call, None)) for call in get_args(messages.StageCall))
    assert set(re.findall(r"window\.solitaireStage\.(\w+)", SCRIPTS["page"])) == set(get_args(messages.StageCall))


# The page around the piles: one message per redraw to page.js ------------------------------------


def drawn_by_page(page_js: str) -> set[str]:
    """The parts page.js draws: the keys of its `parts`."""
    block = page_js[page_js.index("const parts = {") : page_js.index("\n  };", page_js.index("const parts = {"))]
    return set(re.findall(r"^\s{4}(\w+):", block, re.M))


def done_once_by_page(page_js: str) -> set[str]:
    """What page.js does once: the fields of `effects` it reads, and the pile focused first."""
    body = page_js[page_js.index("function once(") : page_js.index("function draw(")]
    return set(re.findall(r"\beffects\.(\w+)", body)) | set(re.findall(r"message\.once\?\.(\w+)", page_js))


def stand_in_page() -> fake_page.PageScript:
    document = fake_page.Document()
    return fake_page.PageScript(fake_page.Window(fake_page.FakeStorage(), "", document), document)


def test_every_part_of_a_page_message_is_drawn_by_page_js():
    declared = fields(messages.PageMessage) - {"once"}
    assert drawn_by_page(SCRIPTS["page"]) == declared
    dropped = SCRIPTS["page"].replace("    pickBar: (bar) => {", "    bar: (bar) => {")
    assert drawn_by_page(dropped) != declared


def test_everything_a_change_does_once_is_done_by_page_js():
    declared = fields(messages.Once)
    assert done_once_by_page(SCRIPTS["page"]) == declared
    dropped = SCRIPTS["page"].replace("if (effects.clearDeal)", "if (effects.emptied)")
    assert done_once_by_page(dropped) != declared


def fields_known_by_page(page_js: str) -> dict[str, tuple[bool, set[str]]]:
    """The fields page.js knows of each part and of `once` (its `FIELDS`), and whether the part
    may hold only some of them (`some:`)."""
    start = page_js.index("const FIELDS = {")
    block = page_js[start : page_js.index("\n  };", start)]
    return {
        name: (fields.startswith("some: "), set(fields.removeprefix("some: ").split()))
        for name, fields in re.findall(r'^\s{4}(\w+): "([^"]*)"', block, re.M)
    }


def fields_declared() -> dict[str, tuple[bool, set[str]]]:
    """Each part of `PageMessage` that has fields (and `once`), by messages.py."""
    declared = {}
    for name, hint in get_type_hints(messages.PageMessage).items():
        kind = next((each for each in get_args(hint) if each is not type(None)), hint)
        if is_typeddict(kind):
            required = set(kind.__required_keys__)
            assert required in (set(), set(kind.__annotations__)), f"{name}: some fields required, some not"
            declared[name] = (not required, set(kind.__annotations__))
    return declared


def test_page_js_refuses_the_fields_messages_py_does_not_declare():
    """page.js refuses a part with a field it does not know, or lacking one it needs: it knows
    those of messages.py, and which parts hold only the fields that changed."""
    assert fields_known_by_page(SCRIPTS["page"]) == fields_declared()
    dropped = SCRIPTS["page"].replace(" focus copy download", " copy download")
    assert fields_known_by_page(dropped) != fields_declared()
    whole = SCRIPTS["page"].replace('buttons: "some: undo', 'buttons: "undo')
    assert fields_known_by_page(whole) != fields_declared()


def test_page_js_offers_what_the_python_calls():
    declared = set(get_args(messages.PageCall))
    assert offered(SCRIPTS["page"], "solitairePage") == declared
    assert all(callable(getattr(stand_in_page(), call, None)) for call in declared)
    python = "".join(path.read_text() for path in (ROOT / "py" / "table").rglob("*.py"))
    called = set(re.findall(r'page(?:_js)?\.(?:call|send)\("(\w+)"', python))
    assert called == declared


PAGE_METHODS = {"call", "call_with", "querySelector", "querySelectorAll", "getElementById", "setAttribute"}


def named_outside_messages(path: Path) -> list[str]:
    """The CSS selectors a module names, and the page's methods it calls (by their names)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and SELECTOR.match(node.value):
            found.append(f"the selector {node.value!r}")  # an f-string's first words too
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in PAGE_METHODS:
            found.append(f"the page's method {node.func.attr} at line {node.lineno}")
    return found


@pytest.mark.parametrize("room", ["control", "show"])
def test_the_controllers_and_the_view_build_state_and_never_name_the_page_s_elements(room):
    """They draw through the typed messages only: no CSS selector, no page method called."""
    for path in (ROOT / "py" / "table" / room).glob("*.py"):
        assert named_outside_messages(path) == [], path.name


ELEMENT_IDS = set(re.findall(r'\bid="([\w-]+)"', (ROOT / "index.html").read_text()))
# The one module still naming elements: the kept first paint, keyed by element ids (KeptPaint).
NAMES_ELEMENTS = {"first_paint.py"}


def ids_named(path: Path) -> list[str]:
    """The element ids of index.html a module names as strings of its own: those of more than one
    word (an id of one word, "undo" or "menu", is also the name of an action or a part)."""
    return [
        node.value
        for node in ast.walk(ast.parse(path.read_text()))
        if isinstance(node, ast.Constant) and node.value in ELEMENT_IDS and "-" in node.value
    ]


@pytest.mark.parametrize("room", ["control", "show", "play", "storage"])
def test_no_element_id_is_named_in_python_outside_the_browser_room(room):
    """The page's scripts reach elements; the table names dialogs, parts and fields (a closed
    dialog comes back by its `data-dialog` name, not its id)."""
    for path in (ROOT / "py" / "table" / room).glob("*.py"):
        if path.name not in NAMES_ELEMENTS:
            assert ids_named(path) == [], path.name


def test_an_element_id_named_in_python_is_found(tmp_path):
    written = tmp_path / "actions.py"
    written.write_text('closers = {"help-panel": help.closed, "undo": undo}\n')
    assert ids_named(written) == ["help-panel"]


def test_every_dialog_the_table_opens_is_named_in_the_page():
    named = set(re.findall(r'<dialog [^>]*data-dialog="(\w+)"', (ROOT / "index.html").read_text()))
    assert set(get_args(messages.Dialog)) | {"question"} == named


def test_a_selector_or_a_page_call_in_a_controller_is_found(tmp_path):
    written = tmp_path / "panels.py"
    written.write_text('effects.set("#stats-table", innerHTML=html)\n')
    assert named_outside_messages(written) == ["the selector '#stats-table'"]
    written.write_text('painting.attr(f"#result-{name}", "hidden", None)\nscreen.page.call("today")\n')
    assert set(named_outside_messages(written)) == {"the selector '#result-'", "the page's method call at line 2"}


def test_every_part_of_the_state_has_a_type_in_the_messages():
    """Each part of the table's state the page draws is one of `PageMessage`'s, typed there."""
    from table.show.state import Dialogs, TableState  # noqa: PLC0415

    hints = get_type_hints(Dialogs)
    for name in (field.name for field in dataclasses.fields(Dialogs)):
        assert name in messages.PageMessage.__annotations__, name
        if name == "open":  # a name, as the state holds it
            assert messages.PageMessage.__annotations__[name] == hints[name]
            continue
        if name == "question":  # codes and values in the state, worded as drawn (show/question.py)
            assert get_args(messages.PageMessage.__annotations__[name])[0] is messages.QuestionShown
            continue
        assert get_args(hints[name])[0] is messages.PageMessage.__annotations__[name] or name == "example"
    drawn = {"board", "notes", "looks", "address", "dialogs"}
    assert {field.name for field in dataclasses.fields(TableState)} == drawn


# The browser's objects: dom.js -------------------------------------------------------------------


def test_every_operation_of_dom_js_is_the_python_s_and_the_stand_in_s():
    declared = set(get_args(messages.DomOp))
    assert dom_ops(SCRIPTS["dom"]) == declared
    assert {op for op in declared if callable(getattr(fake_page.Dom, f"_{op}", None))} == declared
    python = (ROOT / "py" / "table" / "browser" / "dom.py").read_text()
    assert set(re.findall(r'\.(?:change|run)\(self\.name, "(\w+)"', python)) == declared
    assert dom_ops(SCRIPTS["dom"].replace("    call: (target", "    attr: (target")) != declared


def test_the_python_reaches_only_the_objects_declared():
    python = "".join(path.read_text() for path in (ROOT / "py" / "table").rglob("*.py"))
    reached = set(re.findall(r'dom(?:\.apart)?\("(@[\w.]*)"\)', python))
    assert reached == set(get_args(messages.Reached))


def test_dom_js_reads_and_answers_the_messages_described():
    body = SCRIPTS["dom"]
    asked = re.search(r"const \{ (.*?) \} = JSON\.parse\(message\)", body)
    assert asked is not None and set(asked[1].split(", ")) == fields(messages.DomMessage)
    answers = set().union(*(keys_of(found) for found in re.findall(r"JSON\.stringify\(\{(.*?)\}\)", body)))
    assert answers == fields(messages.DomAnswer)


# What the player does: hands.js and controls.js --------------------------------------------------


def test_every_message_hands_js_sends_is_one_the_python_reads():
    assert sent_by_hands(SCRIPTS["hands"]) == kinds_of(messages.HandMessage)
    names = {first(kind) for kind in messages.kinds(messages.HandMessage)}
    assert _dict_keys("gestures") == names  # one handler for each, in the one router
    changed = SCRIPTS["hands"].replace("{ drop: target }", "{ drop: target, x: event.clientX }")
    assert sent_by_hands(changed) != kinds_of(messages.HandMessage)


def test_every_message_controls_js_sends_is_one_the_python_reads():
    assert sent_by_controls(SCRIPTS["controls"]) == kinds_of(messages.ControlMessage)
    names = {first(kind) for kind in messages.kinds(messages.ControlMessage)}
    assert _dict_keys("controls") == names  # one handler for each, in the one router
    changed = SCRIPTS["controls"].replace("({ statsGame: select.value })", "({ statsGame: select.value, game: 1 })")
    assert sent_by_controls(changed) != kinds_of(messages.ControlMessage)


def test_controls_js_offers_what_the_python_calls_and_the_stand_in_too():
    declared = set(get_args(messages.ControlsCall))
    assert offered(SCRIPTS["controls"], "solitaireControls") - {"connected"} == declared
    assert all(callable(getattr(fake_page.Controls(), call, None)) for call in declared)
    python = "".join(path.read_text() for path in (ROOT / "py" / "table").rglob("*.py"))
    called = set(re.findall(r'controls\.call\("(\w+)"', python))
    called |= set(re.findall(r'"@solitaireControls"\)\.call_with\("(\w+)"', python))
    called |= set(re.findall(r"window\.solitaireControls\.(\w+)", SCRIPTS["page"]))  # page.js's
    assert called == declared


@pytest.mark.parametrize("kind", messages.kinds(messages.ControlMessage) + messages.kinds(messages.HandMessage))
def test_each_kind_of_message_is_told_apart_by_its_first_field(kind):
    union = messages.ControlMessage if kind in messages.kinds(messages.ControlMessage) else messages.HandMessage
    example = dict.fromkeys(fields(kind), "x")
    assert messages.key_of(example, union) == first(kind)


# The solver's answers ----------------------------------------------------------------------------


def test_the_solvers_answers_have_the_fields_described():
    declared = fields(messages.SolverAnswer)
    worker = (ROOT / "py" / "solver_worker.py").read_text()
    written = {key.value for node in ast.walk(ast.parse(worker)) if isinstance(node, ast.Dict) for key in node.keys}
    assert written <= declared and "verdict" in written
    from_js = set().union(
        *(keys_of(found) for found in re.findall(r"JSON\.stringify\(\{(.*?)\}\)", SCRIPTS["solver-worker"]))
    )
    assert from_js <= declared
    assert fields(messages.SolverAnswer) - set(messages.SolverAnswer.__required_keys__) == {
        "moves",
        "seconds",
        "message",
    }


def _dict_keys(name: str) -> set[str]:
    """The keys of the router's dictionary `name`, as its source spells them."""
    source = (ROOT / "py" / "table" / "control" / "actions.py").read_text()
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.AnnAssign)
            and isinstance(node.target, ast.Attribute)
            and node.target.attr == name
            and isinstance(node.value, ast.Dict)
        ):
            return {key.value for key in node.value.keys if isinstance(key, ast.Constant)}
    raise AssertionError(f"no dictionary {name} in the router")


# The stand-in fails loudly on what the page does not have -----------------------------------------


def test_the_stand_in_has_no_element_it_does_not_model():
    document = fake_page.Document()
    assert document.getElementById("columns").name == "columns"  # the stage's
    with pytest.raises(KeyError, match="no element #message"):
        document.getElementById("message")  # page.js's: the state's part says what it shows
    with pytest.raises(KeyError, match="no element #passing"):
        document.getElementById("passing")


@pytest.mark.parametrize(
    ("operation", "refused"),
    [
        (["#message", "set", {"hidden": False}], "reaches no #message"),
        ([":root", "call", "getAttribute", "data-game"], "reaches no :root"),
        (["@solitaireStage", "call", "paint", {}], "reaches no @solitaireStage"),
        (["@localStorage", "toggle", "x", True], "no operation toggle"),
    ],
)
def test_the_stand_in_s_dom_js_reaches_only_the_objects_declared(operation, refused):
    window = fake_page.Window(fake_page.FakeStorage(), "", fake_page.Document())
    with pytest.raises(AssertionError, match=refused):
        window.solitaireDom(json.dumps({"changes": [], "ask": operation}))
    with pytest.raises(AssertionError, match=refused):
        window.solitaireDom(json.dumps({"changes": [operation]}))
