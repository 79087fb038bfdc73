"""axe-core, the accessibility rules engine, run inside the page under test.

It comes pinned from npm (package.json; `make test` installs it). Missing, the
tests fail with the reason: an accessibility check that cannot run must not pass.
"""

from __future__ import annotations

from pathlib import Path

from pages import settled
from playwright.sync_api import Page

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
GRAVE = ("serious", "critical")


def _violations(page: Page) -> list[dict]:
    assert AXE.exists(), f"axe-core is missing ({AXE}): run scripts/setup (npm install)"
    settled(page)
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        # Evaluated, not added as a <script>: the app's Content-Security-Policy rightly
        # refuses inline scripts.
        page.evaluate(AXE.read_text(encoding="utf-8") + "\n;void 0")
    return page.evaluate(
        """async () => {
            const result = await axe.run(document, {resultTypes: ["violations"]});
            return result.violations.map(v => ({
                id: v.id, impact: v.impact,
                nodes: v.nodes.slice(0, 3).map(n => n.target.join(" ") + ": " + n.failureSummary),
            }));
        }"""
    )


def _said(found: list[dict]) -> list[str]:
    return [f"{v['id']} ({v['impact']}): {' | '.join(v['nodes'])}" for v in found]


def serious_violations(page: Page) -> list[str]:
    """Every serious or critical violation on the page as it stands: rule, impact, where."""
    return _said([v for v in _violations(page) if v["impact"] in GRAVE])


def all_violations(page: Page) -> list[str]:
    """Every violation on the page as it stands, whatever its impact: rule, impact, where."""
    return _said(_violations(page))
