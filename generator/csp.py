"""The Content-Security-Policy of every page of the rules site, as a ``<meta>`` tag first in its head.

Scripts and everything else come from the site itself only; Pyodide needs ``'wasm-unsafe-eval'`` to
compile WebAssembly. The theme's few inline scripts are allowed by their hashes: the hashes of all pages
go into every page, because instant navigation runs a later page's inline scripts in the first page's
document, under that page's policy.
"""

from __future__ import annotations

import base64
import hashlib
import re
from collections.abc import Iterable
from pathlib import Path

INLINE_SCRIPT = re.compile(r"<script(?![^>]*\bsrc=)(?P<attributes>[^>]*)>(?P<code>.*?)</script>", re.DOTALL)
DATA_TYPES = ('type="application/json"', "type=application/json")
"""Script elements that hold data, not code: they never run, so they need no hash."""
HEAD = re.compile(r"<head>\s*(<meta charset=[^>]*>)?", re.IGNORECASE)


def inline_script_hashes(html: str) -> set[str]:
    """The CSP source expressions (``'sha256-…'``) of the inline scripts of a page."""
    hashes = set()
    for match in INLINE_SCRIPT.finditer(html):
        if any(data_type in match["attributes"] for data_type in DATA_TYPES):
            continue
        digest = base64.b64encode(hashlib.sha256(match["code"].encode()).digest()).decode()
        hashes.add(f"'sha256-{digest}'")
    return hashes


def policy(script_hashes: Iterable[str]) -> str:
    """The policy text: the site itself, Pyodide's WebAssembly, and the inline scripts of ``script_hashes``."""
    scripts = " ".join(["'self'", "'wasm-unsafe-eval'", *sorted(script_hashes)])
    return (
        f"default-src 'self'; script-src {scripts}; style-src 'self'; img-src 'self' data:; font-src 'self'; "
        "connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; "
        "form-action 'self'"
    )


def add_policy(site_dir: Path) -> None:
    """Put the policy into every HTML page of ``site_dir``, right after ``<meta charset>``."""
    pages = sorted(site_dir.rglob("*.html"))
    texts = {page: page.read_text(encoding="utf-8") for page in pages}
    hashes = set().union(*(inline_script_hashes(text) for text in texts.values()))
    tag = f'<meta http-equiv="Content-Security-Policy" content="{policy(hashes)}">'
    for page, text in texts.items():
        if "Content-Security-Policy" in text:
            continue
        with_policy, found = HEAD.subn(lambda head: f"{head[0]}\n    {tag}", text, count=1)
        if not found:
            raise ValueError(f"{page}: no <head> to put the Content-Security-Policy in")
        page.write_text(with_policy, encoding="utf-8")
