"""The game in play: the game on the table with its deal, clock, result and what it saves; the
cards in hand; what a link asks for and what goes on the table; the days of the deal of the day.
Pure: it imports the engine and `storage`, and words what it says through `show.language`."""
