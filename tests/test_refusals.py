"""The engine's refusals reach the page as a reason's code with its values (solitaire.errors.Why),
and the page words them in its language (show/refusals.py): every reason is raised by the engine
and worded by the page, the page's English is the engine's own, and in the pseudo-language no
word of a refusal is left unworded."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from string import Formatter

import pytest

from solitaire import BoardError, IllegalMove, from_text, new_game, parse_deal
from solitaire.cards import Card, card
from solitaire.errors import Either, Named, Refusal, Said, Value, Why
from solitaire.reasons import Reason
from table.control.notices import worded
from table.show import language
from table.show.refusals import WORDS, as_sentence, refusal_words, why_words
from table.storage.saved_game import SavedGame
from table.storage.schema import read_saved_game
from table.storage.validator import ShapeError
from test_control_words import PSEUDO_WORDS

ENGINE = Path(__file__).parents[1] / "py" / "solitaire"
# A value for each placeholder a reason has, of the kind the engine gives it.
SAMPLES: dict[str, Value] = {
    "moving": Card(7, "S"),
    "onto": Card(9, "H"),
    "wanted": Card(8, "H"),
    "title": Named("Spider, two suits"),
    "game": Named("Spider"),
    "text": Said("x9"),
    "tiers": Either((1, 2, 4)),
    "sizes": Either((31, 24, 3)),
    "count": 2,
    "column": 3,
    "columns": 10,
    "pile": 4,
    "piles": 10,
    "first": 2,
    "digits": 9,
    "length": 70000,
    "shuffles": 4294967296,
    "have": 2,
    "key": "Stock",
    "ranks": "A 2 3",
    "games": "spider, beetle",
    "code": "7-2",
    "dealt": "spider-2",
    "variant": "spider-1",
    "card": "7S",
    "cards": "7S 8H",
    "suits": "S H",
}
NOTATION = [value for value in SAMPLES.values() if isinstance(value, str)] + ["'x9'"]


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(template) if name}


def templates(reason: Reason) -> list[str]:
    return [reason.value] if isinstance(reason.value, str) else list(reason.value)


def sample(reason: Reason, **values: Value) -> Why:
    names = set().union(*map(placeholders, templates(reason)))
    return Why(reason, **{name: values.get(name, SAMPLES[name]) for name in names})


@pytest.fixture
def pseudo() -> Iterator[None]:
    language.speak(language.PSEUDO, PSEUDO_WORDS)
    yield
    language.speak(language.SOURCE, None)


def test_every_reason_is_given_by_the_engine_and_worded_by_the_page():
    source = "".join(path.read_text() for path in ENGINE.rglob("*.py") if path.name != "reasons.py")
    given = set(re.findall(r"Reason\.([A-Z_]+)", source))
    assert given == {reason.name for reason in Reason}
    assert set(WORDS) == set(Reason)


@pytest.mark.parametrize("reason", list(Reason), ids=lambda reason: reason.name)
def test_the_page_s_english_is_the_engine_s(reason: Reason):
    english = WORDS[reason]
    assert set().union(*map(placeholders, templates(reason))) == set().union(
        *map(placeholders, [english] if isinstance(english, str) else english)
    )
    counts = (1, 2) if isinstance(reason.value, tuple) else (2,)
    for count in counts:
        why = sample(reason, count=count)
        assert why_words(why) == str(why)


@pytest.mark.parametrize("reason", list(Reason), ids=lambda reason: reason.name)
def test_no_word_of_a_refusal_is_left_unworded_in_the_pseudo_language(reason: Reason, pseudo: None):
    said = why_words(sample(reason))
    assert said.startswith("⟦") and said.endswith("⟧")
    for notation in NOTATION:
        said = said.replace(notation, "")
    assert re.findall(r"[A-Za-z]{2,}", said) == []  # cards and games named in the language too


def test_a_refused_move_carries_its_reason_and_values_and_its_english():
    game = new_game("spider", "7-1")
    columns = game.position.columns
    source, target = next(
        (s, t)
        for s in range(10)
        for t in range(10)
        if s != t and columns[t].cards[-1].rank != columns[s].cards[-1].rank + 1
    )
    with pytest.raises(IllegalMove) as refused:
        game.play(f"{source + 1}>{target + 1}")
    why = refused.value.why
    assert why.reason is Reason.NOT_ONE_RANK_HIGHER
    assert why.values == {"moving": columns[source].cards[-1], "onto": columns[target].cards[-1]}
    assert str(refused.value) == (
        f"the {columns[source].cards[-1].name} cannot go on the {columns[target].cards[-1].name}: "
        "a card goes only on a card one rank higher"
    )
    with pytest.raises(IllegalMove) as written:
        game.play("3>>7")
    assert written.value.why == Why(Reason.NOT_A_MOVE, text=Said("3>>7"))


def test_a_deal_code_and_board_text_are_refused_with_reasons():
    with pytest.raises(Refusal) as code:
        parse_deal("spider", "12-3")
    assert code.value.why.reason is Reason.NOT_A_TIERED_CODE
    assert code.value.why.values["tiers"] == Either(("1", "2", "4"))
    assert str(code.value).endswith("the suit tier 1, 2 or 4, like 41739205-2")
    text = new_game("beetle", "7").to_text().replace("Game: beetle", "Game: beetle\nGame: spider-1")
    with pytest.raises(BoardError) as board:
        from_text(text)
    assert board.value.why.reason is Reason.KEY_TWICE and board.value.line == 2
    assert str(board.value) == "line 2: Game is given twice (first on line 1)"
    assert refusal_words(board.value) == "line 2: Game is given twice (first on line 1)"
    with pytest.raises(Refusal) as nested:  # a card's refusal, inside board text's
        card("1S")
    assert nested.value.why == Why(Reason.NOT_A_CARD, text=Said("1S"))


def test_a_refusal_is_told_in_the_page_s_language_wherever_it_is_told(pseudo: None):
    with pytest.raises(IllegalMove) as refused:
        new_game("spider", "7-1").play("4>4")
    told = as_sentence(refusal_words(refused.value))
    assert told.startswith("⟦") and "cannot" not in told
    # Storage's complaint about a saved game's moves holds the engine's reason, worded as told.
    with pytest.raises(ShapeError) as stored:
        read_saved_game(saved_with_moves(["4>4"]))
    assert "cannot" not in worded(stored.value) and "⟦" in worded(stored.value)
    assert "cannot move onto their own column" in str(stored.value)  # its English, for logs


def test_a_page_s_own_value_error_is_already_worded():
    assert refusal_words(ValueError("Type a deal code, like 7-2.")) == "Type a deal code, like 7-2."


def saved_with_moves(moves: list[str]) -> dict[str, object]:
    return SavedGame("spider-1", "7-1", None, record=moves, started=True).to_json()
