"""The page's entry point: once Python is up, lay the table."""

from pyscript import document, window

from table.app import start

start(document, window)
