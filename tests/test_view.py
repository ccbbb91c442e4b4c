"""The view's messages to the page's stage (static/app/stage.js): one per redraw, holding only
what changed, with what the moving cards showed before (the stage lets them glide from there) and
how many cards each pile lets the hand lift (the stage's drags start only where they may)."""

from __future__ import annotations

import json
from urllib.parse import quote

from builders import make_game
from fake_page import Booted, FakeStorage
from solitaire import new_game
from solitaire.moves import parse_move
from table.show import scene


def booted(query: str) -> Booted:
    return Booted(FakeStorage(), query)


def test_a_first_draw_lays_out_the_game_and_sends_every_pile_with_what_may_be_lifted() -> None:
    page = booted("?game=spider&deal=41739205-2")
    first = page.window.solitaireStage.messages[0]
    game = new_game("spider", "41739205-2")
    assert first["root"]["data-layout"] == "spider" and first["root"]["data-columns"] == "10"
    assert set(first["piles"]) == set(scene.piles(game))
    column = first["piles"]["4"]
    assert column["old"] == [] and column["now"] == list(scene.piles(game)["4"].tokens)
    assert column["fan"] == [5, 1]
    assert first["piles"]["stock"]["fan"] is None  # only columns fan out
    assert first["liftable"] == {key: game.liftable(scene.source_of(game.variant, key)) for key in first["piles"]}
    assert first["counters"]["moves"] == "0"


def test_a_move_sends_only_the_piles_it_changed_with_the_cards_they_showed() -> None:
    page = booted("?game=spider&deal=41739205-2")
    stage = page.window.solitaireStage
    game = new_game("spider", "41739205-2")
    before = scene.piles(game)
    text = next(m for m in game.legal_moves() if m != "d")
    move = parse_move(text)
    page.table.play(move)
    page.window.end_task()  # the page gets the task's changes as it ends
    game.play(text)
    after = scene.piles(game)
    message = stage.messages[-1]
    changed = {key for key in after if after[key].tokens != before[key].tokens}
    assert set(message["piles"]) == changed and changed
    for key in changed:
        assert message["piles"][key]["old"] == list(before[key].tokens)
        assert message["piles"][key]["now"] == list(after[key].tokens)
    assert "layout" not in message
    assert message["origin"] == scene.move_origin(game.variant, move)
    assert message["counters"]["moves"] == "1"


def test_a_pick_sends_the_lifted_cards_and_their_targets_and_no_pile_again() -> None:
    page = booted("?game=spider&deal=41739205-2")
    stage = page.window.solitaireStage
    game = new_game("spider", "41739205-2")
    source = parse_move(next(m for m in game.legal_moves() if m != "d")).source
    page.table.router.activate(source)
    page.window.end_task()
    message = stage.messages[-1]
    assert message["piles"] == {} and message["counters"] == {}
    assert message["lift"] == [source, 1]
    assert message["targets"] == sorted(str(t) for t in game.drops(source, 1))
    page.table.enter(lambda: page.table.hand.put_back(quietly=True))
    page.window.end_task()
    assert stage.messages[-1]["lift"] is None and stage.messages[-1]["targets"] == []
    assert json.dumps(stage.messages[-1])  # plain values only: what crosses to the page


def test_a_redraw_says_what_the_last_move_moved_and_what_it_sounds_like() -> None:
    page = booted("?game=spider&deal=41739205-2")
    stage, table = page.window.solitaireStage, page.table
    assert stage.messages[0]["last"] == {} and stage.sounds == []
    table.enter(table.hand.deal)
    page.window.end_task()
    dealt = {str(n): 1 for n in range(1, 11)}
    assert stage.sounds == ["deal"] and stage.marked == dealt
    text = next(m for m in table.game.legal_moves() if m != "d")
    table.play(parse_move(text))
    page.window.end_task()
    assert stage.sounds[-1] == "place" and list(stage.marked) == [text.split(">")[1].split(":")[0]]
    table.enter(table.hand.undo)
    page.window.end_task()
    assert stage.marked == dealt  # the deal is the last move again


def test_a_refused_drop_sounds_refused_and_a_winning_move_sounds_the_win() -> None:
    page = booted("?game=spider&deal=41739205-2")
    stage, table = page.window.solitaireStage, page.table
    source = next(str(n) for n in range(1, 11) if table.enter(lambda n=n: table.hand.lift(str(n))))
    pick = table.hand.pick
    assert pick is not None
    taker = next(str(n) for n in range(1, 11) if n not in pick.drops and str(n) != source)
    table.enter(lambda: table.hand.drop(taker))
    page.window.end_task()
    assert stage.sounds == ["refused"]
    near = make_game("spider-1", ["KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S", "AS"], done="S S S S S S S")
    won = booted("?board=" + quote(near.to_text()))
    won.table.play(parse_move("2>1"))
    won.window.end_task()
    assert won.window.solitaireStage.sounds == ["win"]
