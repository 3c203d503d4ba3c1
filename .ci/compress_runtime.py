"""Compress Pyodide's core files once, as npm installed them, run by .ci/setup after `npm ci`.

Every build copies them into the site unchanged (about 11 MB) and would compress them again on an empty user cache;
it finds these copies in site/node_modules/.pnp-compressed instead. What is there already is kept, so running this
again costs only reading the files.
"""

from generator.precompress import installed_copies
from generator.site import PYODIDE_PACKAGE, RUNTIME_FILES

installed_copies([PYODIDE_PACKAGE / name for name in RUNTIME_FILES])
