"""Board text and move notation: written exactly, read back exactly, bad text named by line."""

import pytest

from solitaire import IllegalMove, from_text, new_game
from solitaire.moves import Move, parse_move

SPIDER = new_game("spider", "17-1").to_text()
BEEHIVE = new_game("beehive", "17").to_text()


def test_board_text_keys_come_in_the_documented_order_with_one_space_after_each_colon():
    lines = BEEHIVE.splitlines()
    assert [line.split(":")[0] for line in lines] == [
        "Game",
        "Deal",
        "Moves",
        "Done",
        "Stock",
        "Waste",
        "Reserve",
        "Pass",
        "Played",
        "1",
        "2",
        "3",
        "4",
        "5",
        "6",
    ]
    assert lines[3] == "Done:" and lines[5] == "Waste:"
    assert all(": " in line or line.endswith(":") for line in lines)
    assert [line.split(":")[0] for line in SPIDER.splitlines()][:5] == ["Game", "Deal", "Moves", "Done", "Stock"]


def test_face_down_cards_are_written_in_lower_case():
    column = SPIDER.splitlines()[5]
    assert column.startswith("1: ")
    tokens = column.split()[1:]
    assert all(t.islower() for t in tokens[:-1]) and tokens[-1].isupper()


def test_keys_may_come_in_any_order_with_comments_and_blank_lines():
    lines = SPIDER.splitlines()
    shuffled = "# a puzzle\n\n" + "\n".join(reversed(lines)) + "\n"
    assert from_text(shuffled).to_text() == SPIDER


def test_text_without_deal_or_moves_reads_as_zero_moves_and_no_deal():
    lines = [line for line in SPIDER.splitlines() if not line.startswith(("Deal", "Moves"))]
    game = from_text("\n".join(lines))
    assert game.deal is None and game.moves == 0
    assert "Deal:" not in game.to_text()


def test_a_position_in_play_round_trips_with_its_counters():
    game = new_game("beehive", "3")
    for _ in range(12):
        game.play(game.legal_moves()[0])
    again = from_text(game.to_text())
    assert again.to_text() == game.to_text()
    assert again.moves == 12 and again.position == game.position


def _replace(text: str, key: str, value: str) -> str:
    return "\n".join(f"{key}: {value}".rstrip() if line.split(":")[0] == key else line for line in text.splitlines())


def _spider_column(text: str, number: int) -> str:
    return next(line for line in text.splitlines() if line.startswith(f"{number}:")).split(":")[1].strip()


@pytest.mark.parametrize(
    ("text", "complaint"),
    [
        ("", "no 'Game:' line"),
        (SPIDER.replace("Game: spider-1", "Game: spider-3"), r"line 1: unknown game 'spider-3'"),
        (SPIDER + "Moves: 4\n", r"line 16: Moves is given twice \(first on line 3\)"),
        (SPIDER + "this is no board\n", r"line 16: expected 'Key: value'"),
        (SPIDER + "11: KS\n", r"line 16: there is no column 11 in spider-1"),
        (SPIDER + "Waste: KS\n", r"line 16: unknown key 'Waste' in spider-1"),
        (_replace(SPIDER, "Moves", "-3"), r"line 3: Moves takes a whole number"),
        (_replace(SPIDER, "Deal", "17-2"), r"line 2: deal 17-2 is a spider-2 deal, not spider-1"),
        (_replace(SPIDER, "Deal", "17"), r"line 2: '17' is not a Spider deal code"),
        (_replace(SPIDER, "Done", "H"), r"line 4: 'H' is not a finished run of spider-1"),
        (_replace(SPIDER, "1", "??" + " " + _spider_column(SPIDER, 1)), r"line 6: \?\? hides a card"),
        (_replace(SPIDER, "1", "Ts"), r"line 6: write 'Ts' all in upper case"),
        (_replace(SPIDER, "1", "XS"), r"line 6: 'XS' is not a card"),
        (_replace(SPIDER, "1", _spider_column(SPIDER, 1).upper() + " ks"), r"line 6: face-down cards lie only below"),
        (
            _replace(SPIDER, "1", _spider_column(SPIDER, 1).lower()),
            r"line 6: a face-down card on top of a column would have turned over",
        ),
        (
            _replace(SPIDER, "Stock", SPIDER.splitlines()[4].split(": ")[1].lower()),
            r"line 5: Stock cards are written in upper case",
        ),
        (_replace(SPIDER, "2", _spider_column(SPIDER, 2) + " AS"), r"line 15: one AS too many: spider-1 has 8"),
        (_replace(SPIDER, "10", ""), r"5 cards of spider-1 are missing: "),
        ("\n".join(line for line in SPIDER.splitlines() if not line.startswith("10:")), r"column 10 is missing"),
    ],
)
def test_bad_spider_text_names_its_line_and_problem(text, complaint):
    with pytest.raises(ValueError, match=complaint):
        from_text(text)


def test_a_finished_run_cannot_stand_on_a_column():
    run = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS"
    text = "\n".join(["Game: spider-1", "Done: S S S S S S S", "Stock:", f"1: {run}"] + [f"{n}:" for n in range(2, 11)])
    with pytest.raises(ValueError, match="line 4: a finished king-to-ace run would have left"):
        from_text(text)
    assert from_text(text.replace("Done: S S S S S S S", "Done: S S S S S S S S").replace(run, "")).won


def test_a_spider_stock_deals_whole_rows_of_ten():
    game = new_game("spider", "5-1")
    lines = game.to_text().splitlines()
    stock = lines[4].split(": ")[1].split()
    lines[4] = "Stock: " + " ".join(stock[:-1])
    lines[5] += " " + stock[-1]
    with pytest.raises(ValueError, match="line 5: the stock deals whole rows of 10 cards"):
        from_text("\n".join(lines))


def test_beetle_has_no_face_down_cards():
    text = new_game("beetle", "5").to_text()
    column = _spider_column(text, 3).split()
    with pytest.raises(ValueError, match="line 8: Beetle has no face-down cards"):
        from_text(_replace(text, "3", " ".join([column[0].lower(), *column[1:]])))


def test_beehive_piles_hold_one_rank_and_at_most_three_cards():
    text = "\n".join(
        [
            "Game: beehive",
            "Done: A 2 3 4 5 6 7 8 9 T J",
            "Stock:",
            "Reserve:",
            "1: QS QH QD",
            "2: KS KH",
            "3: KD",
            "4: KC QC",
            "5:",
            "6:",
        ]
    )
    with pytest.raises(ValueError, match="line 8: a pile holds cards of one rank only"):
        from_text(text)
    four = text.replace("1: QS QH QD", "1: QS QH QD QC").replace("4: KC QC", "4: KC")
    with pytest.raises(ValueError, match="line 5: 4 cards of a rank would have left as a set"):
        from_text(four)
    assert from_text(text.replace("4: KC QC", "4: KC").replace("Stock:", "Stock: QC")).legal_moves()


def test_beehive_has_no_empty_pile_while_the_beehive_has_cards():
    text = new_game("beehive", "9").to_text()
    top = _spider_column(text, 2)
    moved = _replace(
        _replace(text, "2", ""),
        "Stock",
        next(line for line in text.splitlines() if line.startswith("Stock:")).split(": ")[1] + " " + top,
    )
    with pytest.raises(ValueError, match="line 11: an empty pile is refilled from the beehive at once"):
        from_text(moved)


def test_beehive_text_keeps_waste_reserve_pass_and_played():
    game = new_game("beehive", "11")
    game.play("d")
    text = game.to_text().replace("Pass: 1", "Pass: 3").replace("Played: 0", "Played: 2")
    again = from_text(text)
    assert (again.position.pass_number, again.position.played) == (3, 2)
    assert len(again.position.waste) == 3 and len(again.position.reserve) == 10
    with pytest.raises(ValueError, match="line 8: passes are counted from 1"):
        from_text(text.replace("Pass: 3", "Pass: 0"))


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("d", Move()),
        ("3>7", Move("3", 7)),
        ("3>7:2", Move("3", 7, 2)),
        ("10>1", Move("10", 1)),
        ("r>4", Move("r", 4)),
        ("w>2", Move("w", 2)),
        ("s>5", Move("s", 5)),
    ],
)
def test_moves_are_read_and_written_back(text, move):
    assert parse_move(text) == move
    assert str(move) == text


@pytest.mark.parametrize(
    "text", ["", "D", "3-7", "3>", ">7", "0>3", "3>0", "3>7:0", "3>7:", "x>3", "03>7", " 3>7", "3>7:2:1"]
)
def test_malformed_moves_are_refused_by_the_game_without_change(text):
    game = new_game("spider", "3-4")
    before = game.to_text()
    with pytest.raises(IllegalMove, match="is not a move"):
        game.play(text)
    assert game.to_text() == before and game.moves == 0


@pytest.mark.parametrize(
    ("game", "code", "move", "complaint"),
    [
        ("spider", "3-4", "11>2", "there is no column 11"),
        ("spider", "3-4", "2>2", "onto their own column"),
        ("spider", "3-4", "r>2", "only between columns"),
        ("beehive", "3", "7>2", "there is no pile 7"),
        ("beehive", "3", "2>7", "there is no pile 7"),
        ("beehive", "3", "2>2", "onto its own pile"),
        ("beehive", "3", "w>2", "the waste is empty"),
    ],
)
def test_moves_outside_the_table_are_refused(game, code, move, complaint):
    with pytest.raises(IllegalMove, match=complaint):
        new_game(game, code).play(move)
