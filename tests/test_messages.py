"""The contract between the table's Python and the page's scripts: every message and field the
Python sends (py/table/messages.py describes each once) is one the page's scripts handle and the
stand-in page handles (tests/fake_page.py), and every message the scripts send is one the Python
reads, with exactly its fields. The scripts are read as text: a field added on one side alone
fails here (the second half of each test shows it does)."""

from __future__ import annotations

import ast
import re
from typing import Any, get_args

import pytest

import fake_page
from layout import ROOT
from table import messages

APP = ROOT / "static" / "app"
SCRIPTS = {name: (APP / f"{name}.js").read_text() for name in ("stage", "dom", "controls", "hands", "solver-worker")}
KEY = re.compile(r"(?:^|,)\s*(\w+)\s*:")


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


def test_every_field_of_a_paint_is_read_by_the_stage_and_the_stand_in():
    declared = fields(messages.PaintMessage)
    assert read_by_stage(SCRIPTS["stage"]) == declared
    assert set(fake_page.Stage(fake_page.Document()).fields) == declared


def test_a_field_on_one_side_alone_breaks_the_contract():
    added = SCRIPTS["stage"].replace("if (scene.layout) {", "if (scene.layout || scene.shuffled) {")
    assert read_by_stage(added) != fields(messages.PaintMessage)
    dropped = SCRIPTS["stage"].replace("scene.origin ? before(changes, pile(scene.origin)) :", "")
    assert read_by_stage(dropped) != fields(messages.PaintMessage)


def test_the_stage_offers_what_the_python_calls():
    assert offered(SCRIPTS["stage"], "solitaireStage") == set(get_args(messages.StageCall))
    stand_in = fake_page.Stage(fake_page.Document())
    assert all(callable(getattr(stand_in, call, None)) for call in get_args(messages.StageCall))
    python = (ROOT / "py" / "table" / "show" / "paint.py").read_text()
    assert set(re.findall(r'call\(STAGE, "(\w+)"', python)) == set(get_args(messages.StageCall))


# The elements: dom.js --------------------------------------------------------------------------


def test_every_operation_of_dom_js_is_the_python_s_and_the_stand_in_s():
    declared = set(get_args(messages.DomOp))
    assert dom_ops(SCRIPTS["dom"]) == declared
    assert {op for op in declared if callable(getattr(fake_page.Dom, f"_{op}", None))} == declared
    python = (ROOT / "py" / "table" / "browser" / "dom.py").read_text()
    assert set(re.findall(r'\.(?:change|run)\(self\.selector, "(\w+)"', python)) == declared
    assert dom_ops(SCRIPTS["dom"].replace("    attrs: (targets", "    classes: (targets")) != declared


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
    changed = SCRIPTS["controls"].replace("({ statsGame: true })", "({ statsGame: true, game: select.value })")
    assert sent_by_controls(changed) != kinds_of(messages.ControlMessage)


def test_controls_js_offers_what_the_python_calls_and_the_stand_in_too():
    declared = set(get_args(messages.ControlsCall))
    assert offered(SCRIPTS["controls"], "solitaireControls") - {"connected"} == declared
    assert all(callable(getattr(fake_page.Controls(), call, None)) for call in declared)
    python = "".join(path.read_text() for path in (ROOT / "py" / "table").rglob("*.py"))
    called = set(re.findall(r'controls\.call\("(\w+)"', python)) | set(re.findall(r'CONTROLS, "(\w+)"', python))
    called |= set(re.findall(r'"@solitaireControls"\)\.call_with\("(\w+)"', python))
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
