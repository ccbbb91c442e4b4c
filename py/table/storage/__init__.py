"""What the page keeps in the browser's storage: the stored shapes, their validator, the envelope
that sets bad values aside, and the player's data read and written through it. Pure: it imports
the engine alone; what it tells the player is marked for the catalogs here and worded where it
is told (sentences.py)."""
