"""axe-core, the accessibility checker, run inside the page from the pinned npm package.

The checker's source is read from node_modules (a devDependency in package.json) and evaluated
through the browser's debugging protocol, so it runs offline and the page's Content-Security-
Policy (no inline scripts) stays as deployed.
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page

AXE = Path(__file__).resolve().parent.parent / "node_modules" / "axe-core" / "axe.min.js"

# Every rule axe runs by default (WCAG 2.x A and AA, and its best practices), of any impact.
RUN = """async () => {
  const result = await axe.run(document, {resultTypes: ["violations"]});
  return result.violations.map((v) => `${v.impact} ${v.id}: ${v.help}\\n` +
    v.nodes.slice(0, 4).map((n) => `    ${n.target.join(" ")}: ${n.failureSummary.replace(/\\n/g, " ")}`).join("\\n"));
}"""


def violations(page: Page) -> list[str]:
    """What axe finds wrong with the page as it stands, one line (and a few examples) per rule."""
    if not page.evaluate("typeof window.axe === 'object'"):
        page.evaluate(AXE.read_text())
    return [str(found) for found in page.evaluate(RUN)]


def assert_accessible(page: Page, state: str) -> None:
    found = violations(page)
    assert not found, f"axe, {state}:\n" + "\n".join(found)
