"""The page's entry point: once Python is up, lay the table.

It runs in a web worker (index.html), so that booting Python never holds the page up. `window`
is PyScript's proxy of the page's own: the table's Python reaches the page through a few
functions of it (static/app/dom.js and its neighbours), with plain values. `js` is the worker's
own scope, whose timers need no crossing."""

import js  # the worker's own global scope, where static/app/boot.mjs keeps what the boot did
from pyscript import window

# bench/load.py times our part of the start from these marks, on the clock of the realm Python
# runs in: a mark on the page's would cost a crossing to reach its `performance`.
js.performance.mark("main-start")

from table.browser.app import learn_language, run  # noqa: E402 - after the timing mark

await learn_language(window, js)  # noqa: F704, PLE1142 - PyScript runs this module's top level as a coroutine
run(window, js)
js.performance.mark("main-end")
js.solitaireBoot.tableReady()  # after a boot without a snapshot, this device makes one for next time
# The solver's worker is started by the first question a feature asks it (static/app/solver-worker.js):
# most visits never ask, and a second Python booting beside the page would slow it.
