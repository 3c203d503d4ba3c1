"""``pnp build``: every print file of every game, rendered in parallel, cached, and written atomically.

Stages, one module each: ``options`` (what was asked, checked), ``decks`` (load the card data and
design every face), ``pdf`` (print-and-play sheets per paper, 1-up print-on-demand decks, the
calibration pages), ``png`` (per-card images), ``tts`` (virtual-tabletop sheets), ``commit`` (the
manifest, files moved into place) and, last, ``site`` (the rules site); ``pipeline`` runs them in
order. Each file is the output of one job (``render() -> bytes``, see ``outputs``) run by the
``runner``; a job's bytes are cached under ``<out>/.cache`` by a hash of the job and of the code
(``cache``), so an unchanged card is never rendered twice. When nothing the build reads (options,
code, card data) has changed since the last build and no output was touched, the build does
nothing at all (``fingerprint``); the same holds for the rules site and its own sources.
Everything is written into a staging folder inside the output folder and moved into place only
when the whole build has succeeded (``files``): a failed build leaves the previous files untouched
and nothing half-written.

Output layout (paths relative to the output folder)::

    <game>/<game>-<deck>-<paper>.pdf     print-and-play sheets (fronts and backs, see --duplex)
    <game>/pod/<game>-<deck>-pod.pdf      1-up print-on-demand deck: back 1, front 1, back 2 …
    <game>/png/<deck>/<card>-front.png    300 dpi, 1/8 in bleed; <deck>/back.png for the deck's back
    <game>/tts/<deck>-<n>.jpg, <deck>-back.jpg   virtual-tabletop sheets (each design once) and the back
    <game>/tts/<game>.json                 a Tabletop Simulator saved object dealing every deck from them
    calibration-<paper>.pdf               back-offset calibration sheet
    manifest.json                         every file written by this build
"""

from generator.builder.options import BuildError, BuildOptions
from generator.builder.outputs import BuildReport, OutputFile
from generator.builder.pipeline import build, run_build

__all__ = ["BuildError", "BuildOptions", "BuildReport", "OutputFile", "build", "run_build"]
