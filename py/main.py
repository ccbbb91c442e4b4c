"""Page entry point: the only code here touches the DOM; the rules live in `solitaire`."""

from pyscript import document

import solitaire  # not used yet: importing it proves the engine runs in the browser

COLUMNS = 10


def render_placeholder_table() -> None:
    columns = document.createElement("div")
    columns.className = "columns"
    for number in range(1, COLUMNS + 1):
        pile = document.createElement("div")
        pile.className = "pile"
        pile.dataset.pile = str(number)
        columns.append(pile)
    notice = document.createElement("p")
    notice.className = "notice"
    notice.textContent = "The rules engine is loaded; the card table is coming soon."
    document.getElementById("table").append(columns, notice)


render_placeholder_table()
document.getElementById("loading").hidden = True
document.documentElement.dataset.ready = ""
