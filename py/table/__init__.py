"""The page layer: the only code that touches the DOM. It renders the engine's state and turns
the player's gestures into moves."""
