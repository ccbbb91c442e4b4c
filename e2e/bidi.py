"""Where a value is drawn, character by character: the same script for Playwright's pages and for
the WebDriver engines (e2e/engines.py), so that "in its own order" is checked alike everywhere."""

from __future__ import annotations

# `(selector, value)`: the x of the middle of the first and of the last character of `value`'s
# first occurrence in the text of the element `selector` finds; null if it is not there.
DRAWN_AT = """(selector, value) => {
  const element = document.querySelector(selector);
  if (!element) throw new Error(`no element matches ${selector}`);
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.data.indexOf(value);
    if (at < 0) continue;
    const x = (offset) => {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      const box = range.getBoundingClientRect();
      return box.left + box.width / 2;
    };
    return [x(at), x(at + value.length - 1)];
  }
  return null;
}"""

# Types `code` into the menu's deal box and sends its form, as Enter does.
TYPE_DEAL = """(code) => {
  document.getElementById("menu").open = true;
  const box = document.getElementById("deal-code");
  box.value = code;
  box.dispatchEvent(new Event("input", { bubbles: true }));
  box.form.requestSubmit();
  return true;
}"""
