"""What the page keeps in the browser's storage: the stored shapes, their validator, the envelope
that sets bad values aside, and the player's data read and written through it. Pure: it imports
the engine alone."""
