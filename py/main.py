"""The page's entry point: once Python is up, lay the table."""

from pathlib import Path

from js import document, window

window.performance.mark("main-start")

from table.snapshot import forget_stale_modules

if forget_stale_modules(Path.cwd()):
    window.console.info("The snapshot's modules were older than the site's: imported afresh.")

from table.app import start  # noqa: E402 - after any stale modules are dropped

start(document, window)
window.performance.mark("main-end")
