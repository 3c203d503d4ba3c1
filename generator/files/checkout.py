"""Where the checkout's folders are: the package runs from its repository (``pip install -e .``), beside the
card data, the site's templates and the site's sources and npm modules."""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
GENERATOR = REPO / "generator"
SITE = REPO / "site"
TEMPLATES = REPO / "templates"
