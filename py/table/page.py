"""The page around the piles: what the table says, its notes, the result card, the pick bar."""

from __future__ import annotations

import traceback
from datetime import date, timedelta
from html import escape
from typing import Any

from solitaire import VARIANTS, Game, Variant, deal_code
from solitaire.challenge import Score, verdict
from solitaire.stats import Record

from . import scene
from .days import day_words
from .saved import SavedGame
from .selection import Pick
from .settings import SPEEDS, Settings
from .solving import Status
from .words import clock, count, plural

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
    def __init__(self, document: Any, window: Any, proxy: Any) -> None:
        self.document = document
        self.window = window
        self.root = document.documentElement
        self.get = document.getElementById
        self.announcer = self.get("announce")
        self.message = self.get("message")
        self.stock_bubble = self.get("stock-note")
        self.note = self.get("note")
        self.result = self.get("result")
        self.pick_bar = self.get("pick-bar")
        self.verdict = self.get("verdict")
        self.picker = self.get("variant")
        self.variant_shown: Variant | None = None
        self.menu = self.get("menu")
        self._openers: dict[str, Any] = {}  # what had focus before each open dialog, by its id
        choices = "".join(f'<option value="{v.id}">{escape(v.title)}</option>' for v in VARIANTS.values())
        for select in (self.picker, self.get("reset-variant"), self.get("stats-game")):  # named by the engine
            select.innerHTML = choices
        self._timers: dict[str, Any] = {}
        self._said: list[str] = []  # what the live region was told in this task
        self._end_of_task = proxy(lambda *_: self._said.clear())
        self._proxy = proxy  # makes a Python function callable from a JavaScript timer
        self._callbacks: dict[str, Any] = {}  # one kept proxy per timer
        self._actions: dict[str, Any] = {}  # what each timer does next
        self._copying = ("", "")  # the text being copied, and what it is
        self._copied = proxy(lambda *_: self.tell(f"{self._copying[1]} copied."))
        self.theme = "system"  # the look chosen: "system" follows the system's, as it changes
        self.system_dark = window.matchMedia("(prefers-color-scheme: dark)")
        self._on_system_theme = proxy(lambda *_: self._show_theme())
        self.system_dark.addEventListener("change", self._on_system_theme)
        self._not_copied = proxy(lambda *_: self._copy_by_hand())

    def say(self, text: str, *, more: bool = False) -> None:
        """Tells assistive technology what just happened (a polite live region). What is said in
        one task (a move, and the win it made) is said together: a screen reader reads the region
        only once the task is over, so a later sentence must not replace an earlier one. `more`
        adds to what was said before, even in an earlier task (the stalled note after a move)."""
        if self._said or more:
            self.announcer.append(self.document.createTextNode(" " + text))
        else:
            self.announcer.textContent = text
        if not self._said:
            self.window.queueMicrotask(self._end_of_task)
        self._said.append(text)

    def tell(self, text: str, *, alert: bool = False) -> None:
        """A passing message on the table, read out as well."""
        self.message.textContent = text
        self.message.hidden = False
        self.message.classList.toggle("alert", alert)
        self.say(text)
        self._after("message", NOTE_MS * (2 if alert else 1), self._hide_message)

    def report(self, error: BaseException) -> None:
        """A fault of ours in background work: logged for whoever debugs it, and told briefly."""
        trace = "".join(traceback.format_exception(error))
        self.window.console.error(f"Solitaire: background work failed.\n{trace}")
        self.tell("Something went wrong in the background; the game itself is safe.", alert=True)

    def warn(self, text: str) -> None:
        """Something for whoever looks at the console, not for the player."""
        self.window.console.warn(text)

    def stock_note(self, text: str) -> None:
        """A message next to the stock: a refused deal, Beetle's warning."""
        self.stock_bubble.textContent = text
        self.stock_bubble.hidden = False
        self.say(text)
        self._after("stock", NOTE_MS, self._hide_stock_note)

    def flash(self, piles: list[str]) -> None:
        """Draws the eye to some piles for a moment (a hint)."""
        self._unflash()
        for key in piles:
            for pile in self.document.querySelectorAll(f'[data-pile="{key}"]'):
                pile.classList.add("hinted")
        self._after("flash", FLASH_MS, self._unflash)

    def show_pick(self, pick: Pick | None, pile: str | None) -> None:
        """The − and + beside a pick of more than one card, over its pile (`data-pile`)."""
        if pick is None or pick.most < 2:
            self.pick_bar.hidden = True
            return
        box = self.document.querySelector(f'[data-pile="{pile}"]').getBoundingClientRect()
        self.pick_bar.hidden = False
        # Above the pick, but whole on screen even over the first or last column.
        middle = min(max(box.left + box.width / 2, PICK_BAR_HALF), self.window.innerWidth - PICK_BAR_HALF)
        self.pick_bar.style.left = f"{middle + self.window.scrollX}px"
        self.pick_bar.style.top = f"{box.top + self.window.scrollY}px"
        self.get("pick-count").textContent = str(pick.count)

    def show_deal_problem(self, problem: str | None) -> None:
        """What is wrong with the deal code typed in the menu; None: it opened, the menu closes."""
        line = self.get("deal-problem")
        line.hidden = problem is None
        if problem is None:
            self.get("deal-code").value = ""
            self.get("menu").open = False
        else:
            line.textContent = problem
            self.say(problem)

    def set_game(self, game: Game) -> None:
        """The hooks that name the game on the table, and the game picker."""
        root = self.root
        # Its own memory of the game shown, not the page's attribute: the first paint set that
        # before Python drew anything.
        if self.variant_shown is not game.variant:
            self.variant_shown = game.variant
            root.setAttribute("data-game", game.variant.id)
            self.picker.value = game.variant.id
            self.get("title").textContent = f"Solitaire: {game.variant.title}"
            self.get("deal-code").placeholder = deal_code(game.variant, EXAMPLE_SHUFFLE)
            for element, text in scene.counter_labels(game.variant).items():
                self.get(element).textContent = text
        deal = game.deal or ""
        if root.getAttribute("data-deal") != deal:
            root.setAttribute("data-deal", deal)
        undo, redo = self.get("undo"), self.get("redo")
        undo.disabled = not game.can_undo
        redo.disabled = not game.can_redo

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
        self.note.hidden = True
        noun = plural(game.variant.done_noun)
        moves = count(game.moves, "move")
        undos = count(game.undos, "undo")
        self.get("result-summary").textContent = (
            f"{game.variant.title}, deal {game.deal or 'from a position'}: "
            f"{game.completed} {noun} in {moves} and {time}, with {undos}."
        )
        for name, value in (
            ("time", time),
            ("moves", game.moves),
            ("undos", game.undos),
            ("completed", game.completed),
        ):
            self.get(f"result-{name}").textContent = str(value)
        if record is not None:
            self.get("result-record").textContent = (
                f"{game.variant.title}: won {record.won} of {record.played} ({record.win_rate:.0%}), "
                f"{record.streak} in a row, best streak {record.best_streak}."
            )
        verdict_line = self.get("result-verdict")
        verdict_line.hidden = beat is None
        if beat is not None:
            outcome = verdict(mine, beat)
            theirs = f"{beat.moves} moves in {clock(beat.seconds)}"
            verdict_line.textContent = {
                "win": f"You beat the challenge: {theirs} to beat.",
                "loss": f"The challenge stands: {theirs} to beat.",
                "draw": f"A draw: {theirs}, just like you.",
            }[outcome]
            verdict_line.setAttribute("data-verdict", outcome)
        self.get("result-challenge").hidden = game.deal is None
        shared = self.get("result-share")
        shared.hidden = daily is None
        streak_line = self.get("result-daily")
        streak_line.hidden = daily is None
        if daily is not None:
            text, streak, best = daily
            streak_line.textContent = f"{text}. Deals of the day won in a row: {streak} (best {best})."
        if not self.result.open:
            self.open_modal(self.result)
            self.get("result-new").focus()
            self.say(
                "You won! " + self.get("result-summary").textContent + " " + (verdict_line.textContent if beat else "")
            )

    def hide_result(self) -> None:
        if self.result.open:
            self.result.close()

    def offer_help(self, title: str | None) -> None:
        """The offer of the help on a player's first game of a kind (None: no offer)."""
        offer = self.get("offer")
        offer.hidden = title is None
        if title is not None:
            self.get("offer-text").textContent = f"Your first game of {title}?"

    def today(self) -> date:
        """The player's own date, which decides the deal of the day."""
        now = self.window.Date.new()
        return date(int(now.getFullYear()), int(now.getMonth()) + 1, int(now.getDate()))

    def show_daily(self, day: date | None) -> None:
        """`<html data-daily>` and the banner that say the table holds a deal of the day."""
        banner = self.get("daily-banner")
        banner.hidden = day is None
        if day is None:
            self.root.removeAttribute("data-daily")
        else:
            self.root.setAttribute("data-daily", day.isoformat())
            banner.textContent = f"Deal of the day, {day_words(day)}: the same for everyone, and won by the solver."

    def offer_days(self, first: date, today: date) -> None:
        """The menu's choice of a day: any from the first deal of the day to today."""
        field = self.get("daily-date")
        field.min, field.max = first.isoformat(), today.isoformat()
        if not field.value:
            field.value = (today - timedelta(days=1)).isoformat()

    def show_day_problem(self, problem: str | None) -> None:
        """Why the day chosen in the menu cannot be played; None: it opened, the menu closes."""
        line = self.get("daily-problem")
        line.hidden = problem is None
        if problem is None:
            self.menu.open = False
        else:
            line.textContent = problem
            self.say(problem)

    def show_challenge(self, beat: Score | None) -> None:
        banner = self.get("challenge")
        banner.hidden = beat is None
        if beat is not None:
            banner.textContent = (
                f"Challenge: win this deal in fewer than {beat.moves} moves, or as many in under {clock(beat.seconds)}."
            )

    def show_parked(self, parked: SavedGame | None) -> None:
        banner = self.get("parked")
        banner.hidden = parked is None
        if parked is not None:
            title = VARIANTS[parked.variant].title
            moves = len(parked.record)
            self.get("parked-text").textContent = f"Your game of {title} in progress ({moves} moves) is kept aside."

    def copy(self, text: str, what: str) -> None:
        """Puts `text` on the clipboard, or shows it to be copied by hand if the browser refuses."""
        self._copying = (text, what)
        try:
            self.window.navigator.clipboard.writeText(text).then(self._copied, self._not_copied)
        except Exception:  # no clipboard here (an insecure page, an old browser)
            self._copy_by_hand()

    def _copy_by_hand(self) -> None:
        text, what = self._copying
        self.tell(f"{what} could not be copied; here it is: {text}")

    def full_link(self, query: str) -> str:
        """The absolute address of the page with `query`, wherever the site is served."""
        location = self.window.location
        return f"{location.origin}{location.pathname}{query}"

    def set_address(self, query: str) -> None:
        """Shows the game's link in the address bar, without loading anything."""
        self.window.history.replaceState(None, "", query)

    def apply_settings(self, settings: Settings) -> None:
        root = self.root
        root.setAttribute("data-colours", settings.colours)
        root.setAttribute("data-hand", settings.hand)
        root.setAttribute("data-motion", "off" if settings.speed == "off" else "on")
        root.style.setProperty("--speed", str(SPEEDS[settings.speed]))
        root.setAttribute("data-felt", settings.felt)
        root.setAttribute("data-back", settings.back)
        self.theme = settings.theme
        self._show_theme()

    def _show_theme(self) -> None:
        """`<html data-theme>`: light or dark, the system's choice when the player left it so."""
        shown = self.theme
        if shown == "system":
            shown = "dark" if self.system_dark.matches else "light"
        if self.root.getAttribute("data-theme") != shown:
            self.root.setAttribute("data-theme", shown)

    def show_stalled(self, lost: bool) -> None:
        """The note when nothing helps: it never covers the table."""
        self.hide_result()
        self.offer_help(None)  # where the note goes
        text = "No moves left: this game is lost." if lost else "No move helps any more."
        if self.note.hidden or self.get("note-text").textContent != text:
            self.get("note-text").textContent = text
            self.note.hidden = False
            self.say(text + " Undo, restart this deal, or start a new one.", more=True)

    def show_verdict(self, status: Status | None) -> None:
        """The solver's live verdict under the counters (None hides it)."""
        self.verdict.parentElement.hidden = status is None
        if status is not None:
            self.verdict.textContent = STATUS_TEXT[status]
            self.verdict.dataset.verdict = status

    def clear_notes(self) -> None:
        self.note.hidden = True
        self.hide_result()

    # Dialogs ------------------------------------------------------------------------------------

    def open_modal(self, dialog: Any) -> None:
        """Shows a dialog that holds the focus until it closes; the menu closes first. When the
        dialog closes (`modal_closed`), the focus goes back where it was."""
        if dialog.open:
            return
        self.menu.open = False
        self._openers[str(dialog.id)] = self.document.activeElement
        dialog.showModal()

    def modal_closed(self, dialog: Any) -> None:
        """Gives the focus back to what had it before `dialog` opened; if that is gone (the offer of
        the help hides once taken), to the menu's button, where the dialogs live."""
        opener = self._openers.pop(str(dialog.id), None)
        if not opener:
            return
        if opener.isConnected and opener.checkVisibility():
            opener.focus()
        else:
            self.menu.querySelector("summary").focus()

    def close_menu(self) -> None:
        """Closes the ⋯ menu, and puts the focus back on its button."""
        self.menu.open = False
        self.menu.querySelector("summary").focus()

    # Timers -------------------------------------------------------------------------------------

    def after(self, name: str, ms: int, action: Any) -> None:
        """Runs `action` in `ms` milliseconds (replacing one still waiting by that name)."""
        self._after(name, ms, action)

    def later(self, name: str, action: Any) -> None:
        """Runs `action` once the browser has painted (replacing one still waiting by that name)."""
        self._after(name, 0, action)

    def _after(self, name: str, ms: int, action: Any) -> None:
        if name in self._timers:
            self.window.clearTimeout(self._timers[name])
        if name not in self._callbacks:
            self._callbacks[name] = self._proxy(lambda *_: self._run_timer(name))
        self._actions[name] = action
        self._timers[name] = self.window.setTimeout(self._callbacks[name], ms)

    def _run_timer(self, name: str) -> None:
        self._timers.pop(name, None)
        self._actions.pop(name)()

    def _hide_message(self, *_: Any) -> None:
        self.message.hidden = True

    def _hide_stock_note(self, *_: Any) -> None:
        self.stock_bubble.hidden = True

    def _unflash(self, *_: Any) -> None:
        for pile in self.document.querySelectorAll(".hinted"):
            pile.classList.remove("hinted")
