"""The page layer: it renders the engine's state, turns the player's gestures into moves, and keeps
games, statistics and settings in the browser's storage. Its rooms, each importing only those
before it (tests/test_structure.py keeps them so): `storage`, `play`, `show`, `control`, and
`browser`, the only one that talks to the page; `messages` describes what crosses to the page."""
