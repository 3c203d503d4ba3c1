"""Print-and-play files, a rules site and shared score calculators for tabletop card games.

Importing this package pulls in nothing heavy: the browser imports ``generator.scoring``
through it.
"""

__version__ = "0.1.0"
