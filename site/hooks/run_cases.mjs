// Run score/check cases through the scoring archive under Pyodide (node), as the site's engine does, and
// record which modules of the standard library zip they needed (see cases.mjs).
//
// Usage: node run_cases.mjs PYODIDE_DIR STDLIB_ZIP BUNDLE_ZIP BUNDLE_DIR CASES_JSON OUT_JSON
//   CASES_JSON  [[command, game, state_text], ...]
//   OUT_JSON    {"outputs": [respond(...) text per case], "modules": [stdlib zip entry names used]}
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { runCases } from "./cases.mjs";

const [pyodideDir, stdlibZip, bundleZip, bundleDir, casesJson, outJson] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/", stdLibURL: stdlibZip });
const result = runCases(pyodide, new Uint8Array(readFileSync(bundleZip)), bundleDir, readFileSync(casesJson, "utf8"));
writeFileSync(outJson, JSON.stringify(result));
