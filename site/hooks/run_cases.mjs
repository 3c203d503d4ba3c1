// Run score/check cases through the scoring archive under Pyodide (node), as the site's engine does, and
// record which modules of the standard library zip they needed.
//
// Usage: node run_cases.mjs PYODIDE_DIR STDLIB_ZIP BUNDLE_ZIP BUNDLE_DIR CASES_JSON OUT_JSON
//   CASES_JSON  [[command, game, state_text], ...]
//   OUT_JSON    {"outputs": [respond(...) text per case], "modules": [stdlib zip entry names used]}
// The engine's own start-up (assets/js/engine.mjs) is repeated: unpack the bundle, import
// generator.scoring, load every game's module and catalog, then answer each case.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, stdlibZip, bundleZip, bundleDir, casesJson, outJson] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/", stdLibURL: stdlibZip });
pyodide.unpackArchive(new Uint8Array(readFileSync(bundleZip)), "zip", { extractDir: bundleDir });
pyodide.globals.set("BUNDLE_DIR", bundleDir);
pyodide.globals.set("CASES", readFileSync(casesJson, "utf8"));
const result = pyodide.runPython(`
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
json.dumps({"outputs": outputs, "modules": modules, "path": sys.path})
`);
writeFileSync(outJson, result);
