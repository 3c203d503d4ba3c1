// Run score/check cases through the scoring archive in a loaded Pyodide, as the site's engine does, and record
// which modules of the standard library zip they needed (shared by build_engine.mjs and run_cases.mjs).
//
// The engine's own start-up (assets/js/engine.mjs) is repeated: unpack the archive, import generator.scoring,
// load every game's module and catalog, then answer each case.

/** Run `casesText` ([[command, game, state_text], ...]) through the zip `bundle` unpacked in `bundleDir`:
 * {"outputs": [respond(...) text per case], "modules": [stdlib zip entry names imported]}. */
export function runCases(pyodide, bundle, bundleDir, casesText) {
  pyodide.unpackArchive(bundle, "zip", { extractDir: bundleDir });
  pyodide.globals.set("BUNDLE_DIR", bundleDir);
  pyodide.globals.set("CASES", casesText);
  return JSON.parse(
    pyodide.runPython(`
import json, sys
sys.path.insert(0, BUNDLE_DIR)
from generator.scoring import game, game_ids, load_catalog, respond

for game_id in game_ids():
    game(game_id)
    load_catalog(game_id)
outputs = [respond(command, game_id, text) for command, game_id, text in json.loads(CASES)]

def zip_entry(module):
    origin = getattr(getattr(module, "__spec__", None), "origin", None) or ""
    prefix = sys.path[1] if sys.path[1].endswith(".zip") else "/lib/python314.zip"
    return origin[len(prefix) + 1:] if origin.startswith(prefix + "/") else None

modules = sorted({entry for entry in map(zip_entry, list(sys.modules.values())) if entry})
json.dumps({"outputs": outputs, "modules": modules})
`),
  );
}
