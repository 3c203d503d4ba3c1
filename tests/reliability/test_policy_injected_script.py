"""The Content-Security-Policy allows only the scripts the project ships (issue 19, point 1).

The policy is computed from the theme's templates, never from the built pages: an inline script that reaches
a page any other way (here appended to the home page's Markdown, as card data would put it there if its text
ever reached a page unescaped) is allowed by no page's policy nor by the ``_headers`` header, and does not run
in Chromium, while the theme's own inline scripts do.
"""

from __future__ import annotations

import base64
import hashlib
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from harness import serve

from generator import csp, pages
from generator.site import build_site

pytestmark = pytest.mark.browser

INJECTED = "window.pnpInjected = true;"
WATCH = """
window.pnpRefused = [];
document.addEventListener("securitypolicyviolation", (event) => window.pnpRefused.push(event.effectiveDirective));
"""


@pytest.fixture(scope="module")
def injected_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, str]]:
    """A site whose home page holds an inline script the project does not ship: (folder, URL)."""
    home_page = pages.home_page

    def home_with_a_script(*arguments: Any) -> pages.SitePage:
        page = home_page(*arguments)
        return pages.SitePage(page.path, f"{page.markdown}\n<script>{INJECTED}</script>\n")

    out = tmp_path_factory.mktemp("injected") / "site"
    with pytest.MonkeyPatch.context() as patch, serve(out) as url:
        patch.setattr(pages, "home_page", home_with_a_script)
        build_site(out, site_url=url)
        yield out, url


def test_no_policy_allows_a_script_the_project_does_not_ship(injected_site: tuple[Path, str]) -> None:
    site_dir, _url = injected_site
    home = (site_dir / "index.html").read_text(encoding="utf-8")
    assert f"<script>{INJECTED}</script>" in home  # the script did reach the page
    digest = base64.b64encode(hashlib.sha256(INJECTED.encode()).digest()).decode()
    policies = [
        re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', page.read_text("utf-8"))
        for page in site_dir.rglob("*.html")
    ]
    assert policies and all(policies)
    for policy in [*(found[1] for found in policies if found), (site_dir / csp.HEADERS_FILE).read_text("utf-8")]:
        assert f"'sha256-{digest}'" not in policy
        assert "'unsafe-inline'" not in policy


def test_the_injected_script_does_not_run_and_the_theme_scripts_do(
    injected_site: tuple[Path, str], chromium: Any, tmp_path: Path
) -> None:
    _site_dir, url = injected_site
    with chromium(tmp_path / "profile") as context:
        page = context.new_page()
        page.add_init_script(WATCH)
        page.goto(url)
        page.wait_for_load_state("load")
        assert page.evaluate("window.pnpInjected") is None
        assert "script-src-elem" in page.evaluate("window.pnpRefused")
        assert page.evaluate("typeof __md_get") == "function"  # the theme's own inline script ran
