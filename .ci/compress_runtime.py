"""Compress Pyodide's core files once, as npm installed them, and the standard library setup compiled for the engine
(.ci/compile_engine.py), run by .ci/setup after both.

Every build copies them into the site unchanged (about 14 MB) and would compress them again on an empty user cache;
it finds these copies in site/node_modules/.pnp-compressed instead. What is there already is kept, so running this
again costs only reading the files.
"""

from generator.precompress import installed_copies
from generator.site import INSTALLED_ENGINE, PYODIDE_PACKAGE, RUNTIME_FILES

runtime = [PYODIDE_PACKAGE / name for name in RUNTIME_FILES]
installed_copies(runtime + sorted(INSTALLED_ENGINE.glob("*/engine/*-stdlib.zip")))
