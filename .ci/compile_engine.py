"""Compile the calculators' engine once for the code as set up, run by .ci/setup after `npm ci`.

Every build of that code ships the same compiled standard library and scoring code, and would compile them again
in node (about 6 s of CPU) on an empty user cache; it finds them in site/node_modules/.pnp-engine instead. An engine
compiled already is kept, so running this again costs only reading the golden fixtures.
"""

from generator.data.folder import DEFAULT_DATA_DIR
from generator.scoring_archive import scoring_archive
from generator.site import INSTALLED_ENGINE, compiled_engine

compiled_engine(scoring_archive(DEFAULT_DATA_DIR), INSTALLED_ENGINE)
