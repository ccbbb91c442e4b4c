"""The controller: the table (`table.Table`, every change one state drawn in one call), its
parts (the hand, the games, sharing, the panels, the help, the solver's side) and the one router
of what the player does (`actions`). Pure: it sees the page only as a `Screen`; it imports every
room but `browser`."""
