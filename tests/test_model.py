"""The screen is drawn from three things only: the `Model` (one frozen value the table replaces at
each change), the game in play and the player's settings (`show/state.py` `view`). Held here by
reading the controller's source: every attribute it changes after a part is built is the model
(replaced whole), what the change does once (`Effects`), the game in play, or one of the few
holders below, each of which is bookkeeping the screen never shows."""

from __future__ import annotations

import ast
import inspect
from dataclasses import fields, is_dataclass
from pathlib import Path

from table.play.pick import Pick
from table.show.language import Wording
from table.show.question import Question
from table.show.state import Dialogs, Example, Model, Notes, view

CONTROL = Path(__file__).resolve().parent.parent / "py" / "table" / "control"

# What a part may change besides the model, each with why the screen does not show it.
BOOKKEEPING = {
    "Table.entered": "changes under way: only the outermost draws",
    "Table.waiting": "a change came in while the page drew: draw again",
    "Table.drawing": "the page is drawing",
    "Table.drawn": "the state last drawn, which the next message is worked out from",
    "Table.asked_language": "a link's `lang=`, which only decides the language the table asks for",
    "Hand.last_tap": "the tap a second one must follow to be a double-tap",
    "Notices.problems": "what went wrong, waiting to be told once (then an effect)",
    "Background.tasks": "the solver's questions in flight",
    "Games.notices": "what went wrong, handed to Notices",
    "Sending.link": "the transfer link made when the dialog opened, filled again in new words",
    "Sending.transfer": "a transfer link opened, kept while its question (in the model) is asked",
    "Sharing.copying": "the text being copied, for the words once the clipboard answers",
    "Solving.asking": "a live question is with the solver",
    "Solving.available": "the solver's worker can start in this browser",
    "Solving.known": "what the solver found, by position",
    "Solving.finish_asked": "positions asked about for a finish",
    "Solving.showing": "which run of 'show me' is the latest",
    "Solving.finding": "which look for a winnable deal is the latest",
    "Solving.finding_now": "a look for a winnable deal is under way",
    "Solving.playing": "the run whose line is being played",
    "Turning.looked": "the moves looked back over",
    "Turning.answer": "those moves, and what the solver found for them",
}
SHOWN = {"model"}  # replaced whole, never changed in place
ONCE = "effects"  # what the change under way does once: built afresh for each change
GAME = "playing"  # the game in play, which the view reads as it is
MUTATORS = {"append", "add", "clear", "update", "pop", "discard", "extend", "remove", "setdefault", "sort"}


def changed_outside_init() -> dict[str, str]:
    """Every attribute a class of control/ assigns or changes in place after `__init__`, as
    `Class.path` (the path from the part or the table, `self.`, `desk.` and `front.` dropped), by
    where it is."""
    found: dict[str, str] = {}
    for path in sorted(CONTROL.glob("*.py")):
        tree = ast.parse(path.read_text())
        for cls in (node for node in tree.body if isinstance(node, ast.ClassDef)):
            for method in cls.body:
                if not isinstance(method, ast.FunctionDef | ast.AsyncFunctionDef) or method.name == "__init__":
                    continue
                for node in ast.walk(method):
                    targets: list[ast.expr] = []
                    if isinstance(node, ast.Assign):
                        targets = [e for t in node.targets for e in (t.elts if isinstance(t, ast.Tuple) else [t])]
                    elif isinstance(node, ast.AugAssign | ast.AnnAssign):
                        targets = [node.target]
                    elif (
                        isinstance(node, ast.Call)
                        and isinstance(node.func, ast.Attribute)
                        and node.func.attr in MUTATORS
                        and isinstance(node.func.value, ast.Attribute)
                    ):
                        targets = [node.func.value]
                    for target in targets:
                        if isinstance(target, ast.Attribute | ast.Subscript):
                            where = f"{path.name}:{node.lineno}"
                            found[f"{cls.name}.{held(target)}"] = where
    return found


def held(target: ast.expr) -> str:
    """`self.desk.model` -> `model`; `self.known[text]` -> `known[]`."""
    text = ast.unparse(target)
    for prefix in ("self.desk.", "self.front.", "desk.", "self."):
        if text.startswith(prefix):
            text = text[len(prefix) :]
            break
    return text.split("[")[0] + "[]" if "[" in text else text


def test_every_holder_the_controller_changes_is_the_model_an_effect_the_game_or_bookkeeping() -> None:
    changed = changed_outside_init()
    strays = {}
    for name, where in changed.items():
        cls, _, path = name.partition(".")
        root = path.split(".")[0].removesuffix("[]")
        if path in SHOWN or root in (ONCE, GAME) or f"{cls}.{root}" in BOOKKEEPING:
            continue
        strays[name] = where
    assert strays == {}, (
        f"kept outside the model (put it in show/state.py's Model, or say here why it is not shown): {strays}"
    )
    changing = {name.partition(".")[0] for name in changed if name.endswith(".model")}
    assert {"Table", "Hand", "Help", "Games", "Panels", "Turning"} <= changing  # it reads what it means to


def test_the_model_is_only_ever_replaced_whole() -> None:
    """`desk.model.notes = ...` would raise (frozen); `desk.model.dialogs.help["title"] = ...` would
    not, so no path into the model is a target."""
    changed = changed_outside_init()
    assert [name for name in changed if ".model." in f".{name.partition('.')[2]}" or "model[" in name] == []


def test_the_bookkeeping_named_is_still_there() -> None:
    """A holder that went away leaves this list: it stays a true map of what is kept."""
    changed = {name.removesuffix("[]") for name in changed_outside_init()}
    roots = {f"{name.partition('.')[0]}.{name.partition('.')[2].split('.')[0].removesuffix('[]')}" for name in changed}
    assert set(BOOKKEEPING) - roots == set()


def test_the_model_and_what_it_holds_are_frozen_values() -> None:
    for kind in (Model, Notes, Dialogs, Example, Pick, Question, Wording):
        assert is_dataclass(kind) and kind.__dataclass_params__.frozen, kind  # type: ignore[attr-defined]
    assert {field.name for field in fields(Model)} == {"notes", "dialogs", "pick", "example", "seen", "dark", "lang"}


def test_the_view_draws_from_the_model_the_game_and_the_settings_alone() -> None:
    assert list(inspect.signature(view).parameters) == ["model", "playing", "settings", "now", "aside"]
