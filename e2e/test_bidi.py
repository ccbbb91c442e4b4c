"""Values in right-to-left words, as a player sees them: a deal code or a move typed and refused is
drawn in its own order inside Arabic and Hebrew, read from where each character is on the screen
(the first character left of the last), not from the text; and the box that takes a deal code is
left to right."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from bidi import DRAWN_AT
from reading import Open
from table.show.language import READY, RIGHT_TO_LEFT


def drawn_in_order(page: Page, selector: str, value: str) -> bool:
    """Whether `value` is drawn inside the element `selector` finds with its first character left
    of its last."""
    found = page.evaluate(f"([selector, value]) => ({DRAWN_AT})(selector, value)", [selector, value])
    assert found is not None, f"{value!r} is not in {page.locator(selector).inner_text()!r}"
    first, last = found
    return bool(first < last)


@pytest.mark.parametrize("tag", sorted(RIGHT_TO_LEFT & READY))
def test_a_refused_deal_code_reads_in_its_own_order_right_to_left(tag: str, table: Open) -> None:
    page = table(f"/?game=beetle&deal=123&lang={tag}")
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    page.locator("#menu summary").click()
    box = page.locator("#deal-code")
    expect(box).to_have_attribute("dir", "ltr")
    assert box.evaluate("(input) => getComputedStyle(input).direction") == "ltr"
    problem = page.locator("#deal-problem")
    # A code (in Arabic, drawn "4-123" before: its numbers are Arabic numbers, and the dash no
    # number's) and a move typed where a code goes (in either, "3>7:2" was drawn "2:7<3").
    for typed in ("123-4", "3>7:2"):
        box.fill(typed)
        box.press("Enter")
        expect(problem).to_contain_text(typed)
        assert drawn_in_order(page, "#deal-problem", typed), typed
