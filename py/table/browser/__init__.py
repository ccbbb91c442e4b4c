"""The only room that talks to the page and to Pyodide: the page's elements by selector (`dom`),
the `Screen` the table draws on (`page`), the hands' and controls' messages, local storage, the
solver's worker, and the wiring (`app.run`)."""
