"""Malformed moves, board text, deal codes and links: each is refused in a player's words
(IllegalMove, BoardError with its line, a link's problem), never with Python's own error."""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from solitaire import GAMES, VARIANTS, BoardError, IllegalMove, from_text, new_game, parse_deal
from solitaire.challenge import parse_score
from table.play.links import open_link, typed_deal
from table.play.start import choose_start
from table.storage.saved_game import SavedGame

HUGE = "9" * 5000  # more digits than Python converts to an int (4,300)
BOARDS = [
    new_game(game, code).to_text()
    for game, code in [
        ("spider", "17-2"),
        ("beetle", "5"),
        ("beehive", "8"),
        ("spiderette", "17-4"),
        ("will-o-the-wisp", "17-1"),
        ("simple-simon", "5"),
        ("mrs-mop", "5"),
        ("scorpion", "5"),
    ]
]
PYTHONS_OWN = re.compile(r"Exceeds the limit|object has no attribute|NoneType|invalid literal|Traceback")


def in_a_players_words(error: Exception) -> None:
    message = str(error)
    assert message and len(message) < 300, message
    assert not PYTHONS_OWN.search(message), message


# Moves -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "move",
    [
        HUGE + ">2",
        "1>" + HUGE,
        "1>2:" + HUGE,
        HUGE,
        None,
        3,
        2.5,
        ["1>2"],
        b"1>2",
        "",
        " 1>2",
        "1>2\n",
        "\u0661>\u0662",
    ],
)
def test_a_move_the_notation_cannot_read_is_an_illegal_move_in_a_players_words(move: Any) -> None:
    game = new_game("spider", "17-2")
    before = game.to_text()
    with pytest.raises(IllegalMove) as refusal:
        game.play(move)
    in_a_players_words(refusal.value)
    assert game.to_text() == before and game.record == []


def test_a_move_number_of_more_than_4300_digits_is_refused_as_a_move() -> None:
    with pytest.raises(IllegalMove, match="is not a move"):
        new_game("beetle", "5").play("1>" + HUGE)


def test_play_none_is_an_illegal_move() -> None:
    with pytest.raises(IllegalMove, match="written as text"):
        new_game("beehive", "8").play(None)  # type: ignore[arg-type]


moves = st.one_of(
    st.text(max_size=12),
    st.text(alphabet="0123456789>:drws", max_size=14),
    st.builds(lambda a, b: f"{a}>{b}", st.integers(0, 10**30), st.integers(0, 10**30)),
    st.sampled_from([HUGE + ">1", "1>" + HUGE, "1>2:" + HUGE]),
    st.none(),
    st.integers(),
)


@given(board=st.sampled_from(BOARDS), move=moves)
def test_any_move_is_played_or_refused_as_an_illegal_move(board: str, move: Any) -> None:
    game = from_text(board)
    try:
        game.play(move)
    except IllegalMove as refusal:
        in_a_players_words(refusal)
        assert game.to_text() == board
    else:
        assert move in from_text(board).legal_moves() or game.moves == 1


# Board text --------------------------------------------------------------------------------------


@pytest.mark.parametrize("key", ["Moves", "Pass", "Played"])
def test_a_huge_number_in_board_text_is_refused_with_its_line(key: str) -> None:
    lines = new_game("beehive", "8").to_text().splitlines()
    line = next(n for n, text in enumerate(lines, 1) if text.startswith(key + ":"))
    lines[line - 1] = f"{key}: {HUGE}"
    with pytest.raises(BoardError, match=f"^line {line}: {key} takes a whole number of at most 12 digits") as error:
        from_text("\n".join(lines))
    assert error.value.line == line


@pytest.mark.parametrize("text", [None, 5, b"Game: beetle", ["Game: beetle"]])
def test_board_text_that_is_not_text_is_a_board_error(text: Any) -> None:
    with pytest.raises(BoardError, match="written as text") as error:
        from_text(text)
    in_a_players_words(error.value)


def test_board_text_is_a_value_error_exported_by_the_engine() -> None:
    assert issubclass(BoardError, ValueError) and issubclass(IllegalMove, ValueError)
    with pytest.raises(BoardError):
        from_text("x" * 200_000)


@st.composite
def boards_with_one_line_changed(draw: st.DrawFn) -> str:
    lines = draw(st.sampled_from(BOARDS)).splitlines()
    index = draw(st.integers(0, len(lines) - 1))
    key = lines[index].split(":")[0]
    value = draw(
        st.one_of(
            st.text(max_size=30),
            st.sampled_from([HUGE, "-1", "0", "1e9", "٣", "?? ??", "ks " * 60, "\x00", "Deal: 1-1"]),
            st.integers(-5, 10**15).map(str),
        )
    )
    how = draw(st.sampled_from(["value", "line", "drop", "twice"]))
    if how == "value":
        lines[index] = f"{key}: {value}"
    elif how == "line":
        lines[index] = value
    elif how == "drop":
        del lines[index]
    else:
        lines.insert(draw(st.integers(0, len(lines))), lines[index])
    return "\n".join(lines)


@given(text=st.one_of(boards_with_one_line_changed(), st.text(max_size=200)))
def test_any_board_text_reads_as_a_game_or_a_board_error_naming_its_line(text: str) -> None:
    try:
        game = from_text(text)
    except BoardError as error:
        refusal = error
    else:
        assert from_text(game.to_text()).to_text() == game.to_text()
        return
    in_a_players_words(refusal)
    assert refusal.line == 0 or str(refusal).startswith(f"line {refusal.line}: ")


# Deal codes, results to beat, links -----------------------------------------------------------


@given(game=st.one_of(st.sampled_from(GAMES), st.text(max_size=10)), code=moves)
def test_any_deal_code_deals_or_says_what_is_wrong(game: str, code: Any) -> None:
    try:
        parse_deal(game, code)
    except ValueError as error:
        in_a_players_words(error)


@given(text=st.one_of(st.text(max_size=20), st.sampled_from([HUGE + "-1", "1-" + HUGE, "5-" + "0" * 5000])))
def test_any_result_to_beat_is_read_or_refused_in_a_players_words(text: str) -> None:
    try:
        parse_score(text)
    except ValueError as error:
        in_a_players_words(error)


def test_a_deal_without_a_game_says_so() -> None:
    opening = open_link("?deal=42")
    assert opening.problem == (
        "That deal link names no game: it needs game=spider, game=beetle or game=beehive beside its deal."
    )
    start = choose_start("?deal=42", None, "beehive")
    assert start.problem == opening.problem and start.game.variant.id == "beehive"


def saved_spider() -> SavedGame:
    game = new_game("spider", "41739205-2")
    game.play(next(m for m in game.legal_moves() if m != "d"))
    return SavedGame.of(game, deal="41739205-2", opening=None, seconds=3.0, started=True, ended=False, beat=None)


def test_a_deal_without_a_game_brings_back_the_game_in_progress_and_says_why() -> None:
    saved = saved_spider()
    start = choose_start("?deal=42", saved, "spider-1")
    assert start.saved == saved and start.problem is not None
    assert "names no game" in start.problem and "Your game in progress is back." in start.problem


queries = st.one_of(
    st.text(max_size=40),
    st.lists(
        st.tuples(
            st.sampled_from(["game", "deal", "board", "beat", "x"]),
            st.sampled_from([*GAMES, "5", "5-1", "1-2", HUGE, ""]) | st.text(max_size=8),
        ),
        max_size=4,
    ).map(lambda pairs: "?" + "&".join(f"{k}={v}" for k, v in pairs)),
)


@given(query=queries, with_saved=st.booleans(), fallback=st.sampled_from(["spider-1", "beehive"]))
def test_any_link_opens_a_game_and_a_link_the_page_cannot_use_says_so(
    query: str, with_saved: bool, fallback: str
) -> None:
    start = choose_start(query, saved_spider() if with_saved else None, fallback)
    assert start.game.variant.id in VARIANTS
    if start.problem is not None:
        in_a_players_words(ValueError(start.problem))


@given(
    text=st.one_of(
        st.text(max_size=30),
        queries,
        queries.map(lambda q: "https://example.org/" + q),
        moves.filter(lambda m: isinstance(m, str)),
    )
)
def test_anything_typed_in_the_deal_box_opens_a_deal_or_says_what_is_wrong(text: str) -> None:
    try:
        game = typed_deal(text, VARIANTS["beetle"])
    except ValueError as error:
        in_a_players_words(error)
    else:
        assert game.moves == 0 or "board" in text


# The spider family's own boards -----------------------------------------------------------------


def _family_board(game: str, code: str, change: dict[str, str | None]) -> str:
    """The opening of a deal as board text, with the lines of `change` set (None: dropped)."""
    lines = []
    for line in new_game(game, code).to_text().splitlines():
        key = line.split(":")[0]
        if key in change:
            if change[key] is not None:
                lines.append(f"{key}: {change[key]}".rstrip())
            continue
        lines.append(line)
    lines += [
        f"{key}: {value}" for key, value in change.items() if value is not None and f"{key}:" not in "\n".join(lines)
    ]
    return "\n".join(lines) + "\n"


def _value(game: str, code: str, key: str) -> str:
    text = new_game(game, code).to_text()
    return next(line for line in text.splitlines() if line.startswith(f"{key}:")).partition(":")[2].strip()


SHORT_STOCK = " ".join(_value("spiderette", "3-2", "Stock").split()[1:])
MOVED_FROM_THE_STOCK = (
    _value("will-o-the-wisp", "3-4", "1") + " " + _value("will-o-the-wisp", "3-4", "Stock").split()[0]
)


@pytest.mark.parametrize(
    ("text", "complaint"),
    [
        (
            _family_board("spiderette", "3-2", {"Stock": SHORT_STOCK}),
            r"^line 5: the stock of Spiderette, two suits holds 24, 17, 10 or 3 cards, or none$",
        ),
        (
            _family_board(
                "will-o-the-wisp",
                "3-4",
                {"Stock": " ".join(_value("will-o-the-wisp", "3-4", "Stock").split()[1:]), "1": MOVED_FROM_THE_STOCK},
            ),
            r"^line 5: the stock of Will o' the Wisp, four suits holds 31, 24, 17, 10 or 3 cards, or none$",
        ),
        (
            _family_board("simple-simon", "3", {"1": " ".join(_value("simple-simon", "3", "1").split()[1:])})
            + "Stock: "
            + _value("simple-simon", "3", "1").split()[0]
            + "\n",
            r"^line 15: Simple Simon has no stock$",
        ),
        (
            _family_board("simple-simon", "3", {"2": _value("simple-simon", "3", "2").lower()}),
            r"^line 6: Simple Simon has no face-down cards$",
        ),
        (
            _family_board("scorpion", "3", {"5": "qs " + _value("scorpion", "3", "5")}),
            r"^line 10: Scorpion deals no face-down cards to column 5$",
        ),
        (_family_board("mrs-mop", "3", {"14": "KS"}), r"^line 18: there is no column 14 in mrs-mop$"),
        (_family_board("spiderette", "3-1", {"8": ""}), r"^line 13: there is no column 8 in spiderette-1$"),
        (_family_board("scorpion", "3", {"7": None}), r"^column 7 is missing \(write '7:' for an empty one\)$"),
        (
            _family_board("spiderette", "3-1", {"Deal": "3-2"}),
            r"^line 2: deal 3-2 is a spiderette-2 deal, not spiderette-1$",
        ),
        (
            _family_board("scorpion", "3", {"Deal": "3-4"}),
            r"^line 2: '3-4' is not a Scorpion deal code: a whole number",
        ),
        (_family_board("scorpion", "3", {"Done": "H"}), r"^line 5: one 8H too many: scorpion has 1$"),  # in the stock
        (
            _family_board("mrs-mop", "3", {"Done": "X"}),
            r"^line 4: 'X' is not a finished run of mrs-mop: write its suit",
        ),
        (
            _family_board("spiderette", "3-1", {"1": _value("spiderette", "3-1", "1") + " AH"}),
            r"^line 6: one AH too many: spiderette-1 has none$",
        ),
        (
            _family_board("will-o-the-wisp", "3-2", {"Game": "will-o-the-wisp-3"}),
            r"^line 1: unknown game 'will-o-the-wisp-3'",
        ),
    ],
)
def test_bad_board_text_of_the_family_names_its_line_in_a_players_words(text: str, complaint: str) -> None:
    with pytest.raises(BoardError, match=complaint) as error:
        from_text(text)
    in_a_players_words(error.value)


def test_a_finished_run_on_a_scorpion_column_may_lie_under_other_cards_but_not_on_top() -> None:
    run = "KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH"
    rest = [c for c in VARIANTS["scorpion"].deck() if c.suit != "H"]
    columns = [run + " " + str(rest[0]), " ".join(map(str, rest[1:]))] + [""] * 5
    text = "Game: scorpion\nStock:\n" + "".join(f"{n}: {column}".rstrip() + "\n" for n, column in enumerate(columns, 1))
    assert from_text(text).completed == 0
    with pytest.raises(BoardError, match=r"^line 3: a finished king-to-ace run would have left the column$"):
        from_text(text.replace(" " + str(rest[0]) + "\n", "\n", 1).replace("2: ", f"2: {rest[0]} "))


@pytest.mark.parametrize("game", GAMES)
def test_a_move_outside_each_table_is_refused_in_a_players_words(game: str) -> None:
    variant = next(v for v in VARIANTS.values() if v.game == game)
    play = new_game(game, "5" if variant.tier is None else f"5-{variant.tier}")
    for move in (f"{variant.column_count + 1}>1", f"1>{variant.column_count + 1}", "1>1", "w>1", "1>2:99"):
        with pytest.raises(IllegalMove) as refusal:
            play.play(move)
        in_a_players_words(refusal.value)


@pytest.mark.parametrize(
    ("query", "problem"),
    [
        ("?game=scorpion&deal=5-2", "'5-2' is not a Scorpion deal code"),
        ("?game=spiderette&deal=5", "'5' is not a Spiderette deal code"),
        ("?game=will-o-the-wisp&deal=5-3", "suit tier 1, 2 or 4"),
        ("?game=mrs-mop&deal=" + HUGE, "is not a Mrs. Mop deal code"),
        ("?game=simple-simon&board=Game:%20simple-simon", "column 1 is missing"),
    ],
)
def test_a_bad_link_to_a_family_game_says_what_is_wrong(query: str, problem: str) -> None:
    start = choose_start(query, None, "spider-1")
    assert start.problem is not None and problem in start.problem
    in_a_players_words(ValueError(start.problem))
