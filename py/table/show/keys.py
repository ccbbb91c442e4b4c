"""The keyboard: which key does what, for the gestures that obey it and the key map that shows it.
Pure."""

from __future__ import annotations

from solitaire import Variant

# Letters that act at once, by the action they name (`Table.act`).
KEY_ACTIONS = {"u": "undo", "z": "undo", "y": "redo", "d": "deal", "h": "hint", "escape": "put-back", "?": "keys"}


def side_pile_keys(variant: Variant) -> dict[str, str]:
    """The piles beside the stock by the first letter of their names: B the beehive, W the waste."""
    return {side.name[0]: side.key for side in variant.side_piles}


def key_map(variant: Variant) -> list[tuple[str, str]]:
    """Every key the table answers to, and what it does, as the help shows them."""
    noun, last = variant.pile_noun, variant.column_count
    if last < 10:
        digits, columns = f"1 to {last}", f"{noun} 1 to {last}"
    elif last == 10:
        digits, columns = "1 to 9, 0", f"{noun} 1 to 10 (0 is 10)"
    else:
        digits = f"1 to 9, 0, Shift+1 to Shift+{last - 10}"
        columns = f"{noun} 1 to {last} (0 is 10, Shift+1 is 11)"
    sides = [(side.name[0].upper(), f"Pick up from the {side.name}") for side in variant.side_piles]
    return [
        (digits, f"Pick up from {columns}, or drop the cards in hand there"),
        ("← →", "Move between the piles"),
        ("Enter, Space", "Pick up from the pile with the focus, or drop there"),
        ("↑ or +, ↓ or −", "Take one card more, or one fewer"),
        *sides,
        ("D", "Deal"),
        ("U, Ctrl+Z", "Undo"),
        ("Y, Ctrl+Y", "Redo"),
        ("H", "Hint"),
        ("Esc", "Close the menu or a dialog; put the cards in hand back"),
        ("?", "This key map"),
    ]
