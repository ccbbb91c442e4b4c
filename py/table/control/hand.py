"""The player's hand on the table: the cards in it, and the gestures that turn into moves: a tap
picks up or drops (a second tap on the same cards sends them where they fit best), a drag lifts
and drops, a key does the same; and the moves of the controls: deal, undo, redo, a hint.

Each only changes the game in play and says what happened (`desk.effects`); the table draws the
state they leave once they are done.
"""

from __future__ import annotations

from dataclasses import replace

from solitaire import Game, IllegalMove
from solitaire.hints import hint, stalled
from solitaire.moves import DEAL_MOVE, Move, parse_move

from ..play.pick import Pick, best_move, pick_up
from ..show import scene
from ..show.language import _, capitalized, n_, wording
from ..show.names import card_name
from ..show.refusals import as_sentence, refusal_words
from ..show.result import stalled_note
from ..show.words import dealt, describe, followed, picked
from .desk import Desk

DOUBLE_TAP_MS = 400  # a second tap on the same cards within this is a double-tap


class Hand:
    def __init__(self, desk: Desk) -> None:
        self.desk = desk
        self.last_tap: tuple[str, int, float] | None = None  # a tap that picked cards up: pile, cards, when

    @property
    def game(self) -> Game:
        return self.desk.game

    @property
    def pick(self) -> Pick | None:
        """The cards in hand (the model's)."""
        return self.desk.model.pick

    def tap(self, pile: str, count: int, when: float) -> None:
        """A tap picks up or drops; a second tap on the cards the first picked up sends them
        where they fit best (the stock deals at each tap, however quick)."""
        last, self.last_tap = self.last_tap, None
        if last is not None and last[:2] == (pile, count) and when - last[2] < DOUBLE_TAP_MS:
            self.send(pile, count or None)
            return
        picking = self.pick is None and pile not in (scene.STOCK, scene.FOUNDATION)
        self.activate(pile)
        if picking:
            self.last_tap = (pile, count, when)

    def activate(self, pile: str) -> None:
        """A tap, click or Enter on a pile: pick up, drop, or put back."""
        self.desk.solving.stop()
        if pile == scene.STOCK and self.pick is None:
            self.deal()
        elif self.pick is not None:
            self.drop(pile)
        elif pile != scene.FOUNDATION:
            self.lift(pile)

    def lift(self, pile: str, count: int | None = None) -> bool:
        """Picks up cards from a pile (the whole movable run unless told how many)."""
        return self._hold(pick_up(self.game, scene.source_of(self.game.variant, pile), count))

    def _hold(self, pick: Pick | None) -> bool:
        self.desk.model = replace(self.desk.model, pick=pick)
        if pick is not None:
            self.desk.effects.say(picked(self.game, pick.source, pick.count, sorted(pick.drops)))
        return pick is not None

    def drop(self, pile: str | None) -> None:
        """The cards in hand onto a pile, if it takes them; anywhere else puts them back."""
        pick = self.pick
        move = pick.drops.get(int(pile)) if pick and pile and pile.isdecimal() else None
        if move is not None:
            self.play(move)
            return
        self.desk.put_down()
        if pick is None:
            return
        if pile is not None and pile != scene.pile_key(self.game.variant, pick.source):
            refused = (
                # Translators: {pile} is a pile in words ("column 3", "the waste"); "them": the cards in hand.
                _("{pile} cannot take them.")
                if pick.count > 1
                # Translators: {pile} is a pile in words ("column 3", "the waste"); "it": the card in hand.
                else _("{pile} cannot take it.")
            )
            self.desk.effects.sound = "refused"
            self.desk.effects.say(capitalized(refused.format(pile=scene.pile_name(self.game.variant, pile))))
        else:
            self.desk.effects.say(_("Put back."))

    def put_back(self, *, quietly: bool = False) -> None:
        if self.pick is not None:
            self.desk.put_down()
            if not quietly:
                self.desk.effects.say(_("Put back."))

    def more(self) -> None:
        if self.pick is not None:
            self._hold(self.pick.more(self.game))

    def fewer(self) -> None:
        if self.pick is not None:
            self._hold(self.pick.fewer(self.game))

    def send(self, pile: str, count: int | None = None) -> None:
        """A double-tap: the top `count` cards of a pile (all that may move together if None) go
        where they fit best; if nowhere, nothing moves and a short note says so."""
        self.desk.solving.stop()
        self.desk.put_down()
        game = self.game
        source = scene.source_of(game.variant, pile)
        most = game.liftable(source)
        count = most if count is None else count
        move = best_move(game, source, count)
        effects = self.desk.effects
        if move is not None:
            self.play(move)
        elif not most:
            effects.tell(_("Nothing there can move."))
        elif count > most:
            only = n_(
                "Only the top {count} card can move from there.",
                "Only the top {count} cards can move from there.",
                most,
            )
            effects.tell(only.format(count=most))
        else:
            cards = game.variant.cards_taken(game.position, Move(source, 0, count))
            effects.sound = "refused"
            # Translators: {card} is a card in words, "seven of spades".
            effects.tell(_("The {card} has nowhere to go.").format(card=card_name(cards[0])))

    def deal(self) -> None:
        self.desk.solving.stop()
        game, playing = self.game, self.desk.playing
        if (
            game.variant.deals_onto_empty
            and self.desk.settings.warn_beetle
            and not playing.warned_deal
            and game.can_deal
        ):
            covered = game.variant.dealt_columns(game.position)  # Scorpion's deal reaches columns 1 to 3 only
            empty = [str(n) for n in covered if not game.position.columns[n - 1].cards]
            if empty:
                playing.warned_deal = True
                warning = n_(
                    "Column {columns} is empty: the deal will cover it. Deal again to go ahead.",
                    "Columns {columns} are empty: the deal will cover it. Deal again to go ahead.",
                    len(empty),
                )
                self.desk.effects.note_by_stock(warning.format(columns=", ".join(empty)))
                return
        self.play(DEAL_MOVE)

    def play(self, move: Move) -> bool:
        """Plays a move and says it, with what followed by itself; a refusal says why."""
        self.desk.put_down()
        game = self.game
        before = Game(game.variant, game.position)
        try:
            self.desk.playing.play(move, self.desk.screen.now(), seen=self.desk.model.seen)
        except IllegalMove as refusal:  # the engine's reason, worded here
            sentence = as_sentence(refusal_words(refusal))
            self.desk.effects.sound = "refused"
            if move.is_deal:
                self.desk.effects.note_by_stock(sentence)
            else:
                self.desk.effects.tell(sentence, alert=True)
            return False
        variant, position = game.variant, game.position
        if move.is_deal:
            said = dealt(variant, before.position, position)
        else:
            # Translators: {move} is a move in words, "the seven of spades from column 3 onto column 7".
            said = _("Moved {move}.").format(move=describe(before, move))
        self.desk.effects.say(" ".join([said, *followed(variant, before.position, position, move)]))
        self.desk.effects.origin = scene.move_origin(variant, move)
        run = len(position.done) > len(before.position.done)
        self.desk.effects.sound = "deal" if move.is_deal else "run" if run else "place"
        return True

    def undo(self) -> None:
        """Takes the last move back; the cards in hand stay only if the game still backs them."""
        self.desk.solving.stop()
        move = self.game.last_move
        if move is not None and self.desk.playing.undo():
            self.desk.effects.sound = "place"
            # Translators: {move} is a move in words, "the seven of spades from column 3 onto column 7".
            self.desk.effects.say(_("Undone: {move}.").format(move=describe(self.game, move)))
        elif self.game.last_move is not None and self.game.last_move.is_deal:
            self.desk.effects.tell(_("A deal cannot be undone."))

    def redo(self) -> None:
        self.desk.solving.stop()
        before = Game(self.game.variant, self.game.position)
        if self.desk.playing.redo():
            self.desk.effects.sound = "place"
            move = self.game.last_move
            # Translators: {move} is a move in words, "the seven of spades from column 3 onto column 7".
            self.desk.effects.say(_("Redone: {move}.").format(move=describe(before, move)) if move else _("Redone."))

    def hint(self) -> None:
        self.put_back(quietly=True)
        game, effects = self.game, self.desk.effects
        suggestion = hint(game)
        if suggestion is None:
            effects.tell(_("No move helps now."))
            self.desk.model = self.desk.model.stalled_as(wording(stalled_note, game.stuck))
            return
        move = parse_move(suggestion)
        if move.is_deal:
            effects.flash = (scene.STOCK,)
            effects.tell(_("Only a deal is left."))
        else:
            effects.flash = (scene.move_origin(game.variant, move), str(move.target))
            # Translators: {move} is a move in words, "the seven of spades from column 3 onto column 7".
            effects.tell(_("Hint: move {move}.").format(move=describe(game, move)))

    def check_stalled(self) -> None:
        """Whether nothing helps any more (which takes a search: it runs once the move painted)."""
        game = self.game
        self.desk.model = self.desk.model.stalled_as(wording(stalled_note, game.stuck) if stalled(game) else None)
        if self.desk.model.notes.stalled is not None:
            self.desk.turning.stalled()
