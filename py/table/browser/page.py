"""The page around the piles: what the table says, its notes, the result card, the pick bar."""

from __future__ import annotations

import traceback
from datetime import date, timedelta
from html import escape
from typing import Any

from solitaire import VARIANTS, Game, Variant, deal_code
from solitaire.challenge import Score, verdict
from solitaire.stats import Record

from ..control.solving import Status
from ..play.days import day_words
from ..play.pick import Pick
from ..show import scene
from ..show.words import clock, count, plural
from ..storage.saved_game import SavedGame
from ..storage.settings import SPEEDS, Settings
from .dom import Dom

NOTE_MS = 4000  # how long a passing message stays
FLASH_MS = 1600
PICK_BAR_HALF = 64  # px: half the width of the − n + bar, and a margin
EXAMPLE_SHUFFLE = 41739205  # the deal box's example code

# What the counter "Winnable" shows, after the solver saw every card.
STATUS_TEXT: dict[Status, str] = {
    "asking": "checking…",
    "won": "yes",
    "unwinnable": "no longer",
    "unknown": "can't tell",
}


class Page:
    """The page around the piles, reached through `dom` (plain values only, see dom.py). Timers
    and microtasks are `here`'s: the global scope Python runs in, the page's or a worker's."""

    def __init__(self, dom: Dom, here: Any, proxy: Any) -> None:
        self.dom = dom
        self.here = here
        self.get = dom.by_id
        self.root = dom(":root")
        self.controls = dom("@solitaireControls")  # static/app/controls.js
        self.variant_shown: Variant | None = None
        choices = "".join(f'<option value="{v.id}">{escape(v.title)}</option>' for v in VARIANTS.values())
        dom("#variant, #reset-variant, #stats-game").set(innerHTML=choices)  # named by the engine
        self._timers: dict[str, Any] = {}
        self._said: list[str] = []  # what the live region was told in this task
        self._end_of_task = proxy(lambda *_: self._said.clear())
        self._proxy = proxy  # makes a Python function callable from a JavaScript timer
        self._callbacks: dict[str, Any] = {}  # one kept proxy per timer
        self._actions: dict[str, Any] = {}  # what each timer does next
        self._copying = ("", "")  # the text being copied, and what it is
        self.theme = "system"  # the look chosen: "system" follows the system's, as it changes
        self.system_dark = bool(self.controls.call("systemDark"))
        self.theme_shown: str | None = None

    def say(self, text: str, *, more: bool = False) -> None:
        """Tells assistive technology what just happened (a polite live region). What is said in
        one task (a move, and the win it made) is said together: a screen reader reads the region
        only once the task is over, so a later sentence must not replace an earlier one. `more`
        adds to what was said before, even in an earlier task (the stalled note after a move)."""
        announcer = self.get("announce")
        if self._said or more:
            announcer.send("append", " " + text)
        else:
            announcer.set(textContent=text)
        if not self._said:
            self.here.queueMicrotask(self._end_of_task)
        self._said.append(text)

    def tell(self, text: str, *, alert: bool = False) -> None:
        """A passing message on the table, read out as well."""
        message = self.get("message")
        message.set(textContent=text, hidden=False)
        message.toggle("alert", alert)
        self.say(text)
        self._after("message", NOTE_MS * (2 if alert else 1), self._hide_message)

    def report(self, error: BaseException) -> None:
        """A fault of ours in background work: logged for whoever debugs it, and told briefly."""
        trace = "".join(traceback.format_exception(error))
        self.here.console.error(f"Solitaire: background work failed.\n{trace}")
        self.tell("Something went wrong in the background; the game itself is safe.", alert=True)

    def warn(self, text: str) -> None:
        """Something for whoever looks at the console, not for the player."""
        self.here.console.warn(text)

    def stock_note(self, text: str) -> None:
        """A message next to the stock: a refused deal, Beetle's warning."""
        self.get("stock-note").set(textContent=text, hidden=False)
        self.say(text)
        self._after("stock", NOTE_MS, self._hide_stock_note)

    def flash(self, piles: list[str]) -> None:
        """Draws the eye to some piles for a moment (a hint)."""
        self._unflash()
        if piles:
            self.dom(", ".join(f'[data-pile="{key}"]' for key in piles)).toggle("hinted", True)
        self._after("flash", FLASH_MS, self._unflash)

    def show_pick(self, pick: Pick | None, pile: str | None) -> None:
        """The − and + beside a pick of more than one card, over its pile (`data-pile`)."""
        bar = self.get("pick-bar")
        if pick is None or pick.most < 2:
            bar.set(hidden=True)
            return
        box = self.dom(f'[data-pile="{pile}"]').call("getBoundingClientRect")
        window = self.dom("@")
        width, left, top = (float(window.get(name)) for name in ("innerWidth", "scrollX", "scrollY"))
        # Above the pick, but whole on screen even over the first or last column.
        middle = min(max(box["left"] + box["width"] / 2, PICK_BAR_HALF), width - PICK_BAR_HALF)
        bar.set(hidden=False)
        bar.style("left", f"{middle + left}px")
        bar.style("top", f"{box['top'] + top}px")
        self.get("pick-count").set(textContent=str(pick.count))

    def show_deal_problem(self, problem: str | None) -> None:
        """What is wrong with the deal code typed in the menu; None: it opened, the menu closes."""
        line = self.get("deal-problem")
        line.set(hidden=problem is None)
        if problem is None:
            self.get("deal-code").set(value="")
            self.get("menu").set(open=False)
        else:
            line.set(textContent=problem)
            self.say(problem)

    def set_game(self, game: Game) -> None:
        """The game picker, the title and the counters' names for the game on the table, and its
        undo and redo buttons."""
        # Its own memory of the game shown: the first paint showed one before Python drew anything.
        # (`<html data-game data-deal>` change with the cards, in the view's message.)
        if self.variant_shown is not game.variant:
            self.variant_shown = game.variant
            self.get("variant").set(value=game.variant.id)
            self.get("title").set(textContent=f"Solitaire: {game.variant.title}")
            self.get("deal-code").set(placeholder=deal_code(game.variant, EXAMPLE_SHUFFLE))
            for element, text in scene.counter_labels(game.variant).items():
                self.get(element).set(textContent=text)
        self.get("undo").set(disabled=not game.can_undo)
        self.get("redo").set(disabled=not game.can_redo)

    def show_result(
        self,
        game: Game,
        time: str,
        record: Record | None,
        beat: Score | None,
        mine: Score,
        daily: tuple[str, int, int] | None = None,
    ) -> None:
        """The result card; for a deal of the day (`daily`: the result to share and the streak
        of days won, now and at best), the streak and a way to share it."""
        self.get("note").set(hidden=True)
        noun = plural(game.variant.done_noun)
        moves = count(game.moves, "move")
        undos = count(game.undos, "undo")
        summary = (
            f"{game.variant.title}, deal {game.deal or 'from a position'}: "
            f"{game.completed} {noun} in {moves} and {time}, with {undos}."
        )
        self.get("result-summary").set(textContent=summary)
        for name, value in (
            ("time", time),
            ("moves", game.moves),
            ("undos", game.undos),
            ("completed", game.completed),
        ):
            self.get(f"result-{name}").set(textContent=str(value))
        if record is not None:
            self.get("result-record").set(
                textContent=f"{game.variant.title}: won {record.won} of {record.played} ({record.win_rate:.0%}), "
                f"{record.streak} in a row, best streak {record.best_streak}."
            )
        verdict_line = self.get("result-verdict")
        verdict_line.set(hidden=beat is None)
        said = ""
        if beat is not None:
            outcome = verdict(mine, beat)
            theirs = f"{beat.moves} moves in {clock(beat.seconds)}"
            said = {
                "win": f"You beat the challenge: {theirs} to beat.",
                "loss": f"The challenge stands: {theirs} to beat.",
                "draw": f"A draw: {theirs}, just like you.",
            }[outcome]
            verdict_line.set(textContent=said)
            verdict_line.attr("data-verdict", outcome)
        self.get("result-challenge").set(hidden=game.deal is None)
        self.get("result-share").set(hidden=daily is None)
        streak_line = self.get("result-daily")
        streak_line.set(hidden=daily is None)
        if daily is not None:
            text, streak, best = daily
            streak_line.set(textContent=f"{text}. Deals of the day won in a row: {streak} (best {best}).")
        if not self.get("result").get("open"):
            self.say("You won! " + summary + " " + said)  # said by the time the card shows
            self.open_modal("result")
            self.get("result-new").send("focus")

    def hide_result(self) -> None:
        self.dom("#result[open]").send("close")

    def offer_help(self, title: str | None) -> None:
        """The offer of the help on a player's first game of a kind (None: no offer)."""
        self.get("offer").set(hidden=title is None)
        if title is not None:
            self.get("offer-text").set(textContent=f"Your first game of {title}?")

    def today(self) -> date:
        """The player's own date, which decides the deal of the day: the page's, whose clock is
        the player's (a worker's could differ from it)."""
        year, month, day = self.controls.call("today")
        return date(int(year), int(month), int(day))

    def show_daily(self, day: date | None) -> None:
        """`<html data-daily>` and the banner that say the table holds a deal of the day."""
        banner = self.get("daily-banner")
        banner.set(hidden=day is None)
        self.root.attr("data-daily", None if day is None else day.isoformat())
        if day is not None:
            banner.set(textContent=f"Deal of the day, {day_words(day)}: the same for everyone, and won by the solver.")

    def offer_days(self, first: date, today: date) -> None:
        """The menu's choice of a day: any from the first deal of the day to today."""
        field = self.get("daily-date")
        field.set(min=first.isoformat(), max=today.isoformat())
        if not field.get("value"):
            field.set(value=(today - timedelta(days=1)).isoformat())

    def show_day_problem(self, problem: str | None) -> None:
        """Why the day chosen in the menu cannot be played; None: it opened, the menu closes."""
        line = self.get("daily-problem")
        line.set(hidden=problem is None)
        if problem is None:
            self.get("menu").set(open=False)
        else:
            line.set(textContent=problem)
            self.say(problem)

    def show_challenge(self, beat: Score | None) -> None:
        banner = self.get("challenge")
        banner.set(hidden=beat is None)
        if beat is not None:
            banner.set(
                textContent=f"Challenge: win this deal in fewer than {beat.moves} moves, "
                f"or as many in under {clock(beat.seconds)}."
            )

    def show_parked(self, parked: SavedGame | None) -> None:
        self.get("parked").set(hidden=parked is None)
        if parked is not None:
            title = VARIANTS[parked.variant].title
            moves = len(parked.record)
            self.get("parked-text").set(textContent=f"Your game of {title} in progress ({moves} moves) is kept aside.")

    def copy(self, text: str, what: str) -> None:
        """Puts `text` on the clipboard, or shows it to be copied by hand if the browser refuses
        (the page answers with `copied`)."""
        self._copying = (text, what)
        self.controls.call("copy", text)

    def copied(self, done: bool) -> None:
        text, what = self._copying
        if done:
            self.tell(f"{what} copied.")
        else:
            self.tell(f"{what} could not be copied; here it is: {text}")

    def download(self, name: str, text: str, kind: str) -> None:
        self.controls.call("download", name, text, kind)

    def confirm(self, question: str) -> bool:
        return bool(self.dom("@").call("confirm", question))

    def full_link(self, query: str) -> str:
        """The absolute address of the page with `query`, wherever the site is served."""
        location = self.dom("@location")
        return f"{location.get('origin')}{location.get('pathname')}{query}"

    def set_address(self, query: str) -> None:
        """Shows the game's link in the address bar, without loading anything."""
        self.dom("@history").send("replaceState", None, "", query)

    def apply_settings(self, settings: Settings) -> None:
        root = self.root
        root.attr("data-colours", settings.colours)
        root.attr("data-hand", settings.hand)
        root.attr("data-motion", "off" if settings.speed == "off" else "on")
        root.style("--speed", str(SPEEDS[settings.speed]))
        root.attr("data-felt", settings.felt)
        root.attr("data-back", settings.back)
        self.theme = settings.theme
        self._show_theme()

    def system_theme(self, dark: bool) -> None:
        """The system's look changed (controls.js tells)."""
        self.system_dark = dark
        self._show_theme()

    def _show_theme(self) -> None:
        """`<html data-theme>`: light or dark, the system's choice when the player left it so."""
        shown = self.theme
        if shown == "system":
            shown = "dark" if self.system_dark else "light"
        if self.theme_shown != shown:
            self.theme_shown = shown
            self.root.attr("data-theme", shown)

    def show_stalled(self, lost: bool) -> None:
        """The note when nothing helps: it never covers the table."""
        self.hide_result()
        self.offer_help(None)  # where the note goes
        text = "No moves left: this game is lost." if lost else "No move helps any more."
        note, note_text = self.get("note"), self.get("note-text")
        if note.get("hidden") or note_text.get("textContent") != text:
            note_text.set(textContent=text)
            note.set(hidden=False)
            self.say(text + " Undo, restart this deal, or start a new one.", more=True)

    def hide_stalled(self) -> None:
        self.get("note").set(hidden=True)

    def show_verdict(self, status: Status | None) -> None:
        """The solver's live verdict under the counters (None hides it)."""
        self.get("verdict-item").set(hidden=status is None)
        if status is not None:
            line = self.get("verdict")
            line.set(textContent=STATUS_TEXT[status])
            line.attr("data-verdict", status)

    def clear_notes(self) -> None:
        self.hide_stalled()
        self.hide_result()

    def open_modal(self, dialog: str) -> None:
        """Shows a dialog (by its id) that holds the focus until it closes; the menu closes first,
        and the focus goes back where it was when the dialog closes (controls.js)."""
        self.controls.call("openModal", dialog)

    # Timers -------------------------------------------------------------------------------------

    def after(self, name: str, ms: int, action: Any) -> None:
        """Runs `action` in `ms` milliseconds (replacing one still waiting by that name)."""
        self._after(name, ms, action)

    def later(self, name: str, action: Any) -> None:
        """Runs `action` once the browser has painted (replacing one still waiting by that name)."""
        self._after(name, 0, action)

    def _after(self, name: str, ms: int, action: Any) -> None:
        if name in self._timers:
            self.here.clearTimeout(self._timers[name])
        if name not in self._callbacks:
            self._callbacks[name] = self._proxy(lambda *_: self._run_timer(name))
        self._actions[name] = action
        self._timers[name] = self.here.setTimeout(self._callbacks[name], ms)

    def _run_timer(self, name: str) -> None:
        self._timers.pop(name, None)
        self._actions.pop(name)()

    def _hide_message(self, *_: Any) -> None:
        self.get("message").set(hidden=True)

    def _hide_stock_note(self, *_: Any) -> None:
        self.get("stock-note").set(hidden=True)

    def _unflash(self, *_: Any) -> None:
        self.dom(".hinted").toggle("hinted", False)
