"""The Content-Security-Policy of the rules site: a ``<meta>`` tag first in every page's head, and a header in
the ``_headers`` file that hosts such as Netlify and Cloudflare Pages read (the header also forbids framing,
which a meta tag cannot).

Scripts and everything else come from the site itself only; Pyodide needs ``'wasm-unsafe-eval'`` to compile
WebAssembly. The theme writes a few inline scripts into its pages (the templates under
``partials/javascripts/``); they are allowed by their hashes, computed by rendering those templates with
each page's context, never by reading the built pages: an inline script that reaches a page any other way
(from card data, say) is refused. The hashes of all pages go into every page, because instant navigation
runs a later page's inline scripts in the first page's document, under that page's policy.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import jinja2

SCRIPT_PARTIALS = "partials/javascripts/"
"""Where MkDocs Material keeps the templates of the inline scripts it writes into pages."""
INLINE_SCRIPT = re.compile(r"<script(?![^>]*\bsrc=)(?P<attributes>[^>]*)>(?P<code>.*?)</script>", re.DOTALL)
DATA_TYPES = ('type="application/json"', "type=application/json")
"""Script elements that hold data, not code: they never run, so they need no hash."""
HEAD = re.compile(r"<head>\s*(<meta charset=[^>]*>)?", re.IGNORECASE)
HEADERS_FILE = "_headers"


def inline_script_hashes(html: str) -> set[str]:
    """The CSP source expressions (``'sha256-…'``) of the inline scripts in ``html``."""
    hashes = set()
    for match in INLINE_SCRIPT.finditer(html):
        if any(data_type in match["attributes"] for data_type in DATA_TYPES):
            continue
        digest = base64.b64encode(hashlib.sha256(match["code"].encode()).digest()).decode()
        hashes.add(f"'sha256-{digest}'")
    return hashes


def theme_script_hashes(env: jinja2.Environment, context: Mapping[str, Any], features: Iterable[str]) -> set[str]:
    """The hashes of the inline scripts the theme's script templates write into a page of ``context``.

    ``features`` are the theme's features, which its base template hands to the script templates it includes.
    """
    names = script_templates(env)
    scope = {**context, "features": list(features)}
    return set().union(*(inline_script_hashes(env.get_template(name).render(scope)) for name in names))


@functools.lru_cache(maxsize=1)
def script_templates(env: jinja2.Environment) -> tuple[str, ...]:
    """The theme's script templates: looked up once per build, for every page (listing them walks the theme)."""
    return tuple(env.list_templates(filter_func=lambda name: name.startswith(SCRIPT_PARTIALS)))


def policy(script_hashes: Iterable[str], *, header: bool = False) -> str:
    """The policy text: the site itself, Pyodide's WebAssembly and the inline scripts of ``script_hashes``;
    as a ``header``, also no framing by any page."""
    scripts = " ".join(["'self'", "'wasm-unsafe-eval'", *sorted(script_hashes)])
    text = (
        f"default-src 'self'; script-src {scripts}; style-src 'self'; img-src 'self' data:; font-src 'self'; "
        "connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; "
        "form-action 'self'"
    )
    return f"{text}; frame-ancestors 'none'" if header else text


def add_policy(site_dir: Path, script_hashes: Iterable[str]) -> None:
    """Put the policy into every HTML page of ``site_dir``, right after ``<meta charset>``."""
    tag = f'<meta http-equiv="Content-Security-Policy" content="{policy(script_hashes)}">'
    for page in sorted(site_dir.rglob("*.html")):
        text = page.read_text(encoding="utf-8")
        with_policy, found = HEAD.subn(lambda head: f"{head[0]}\n    {tag}", text, count=1)
        if not found:
            raise ValueError(f"{page}: no <head> to put the Content-Security-Policy in")
        page.write_text(with_policy, encoding="utf-8")


def headers_file(script_hashes: Iterable[str]) -> str:
    """The ``_headers`` file: the policy as a header on every path, no guessing of content types, and the
    service worker and pages always asked again (so a new build reaches readers)."""
    return (
        "/*\n"
        f"  Content-Security-Policy: {policy(script_hashes, header=True)}\n"
        "  X-Content-Type-Options: nosniff\n"
        "  Cache-Control: no-cache\n"
    )
