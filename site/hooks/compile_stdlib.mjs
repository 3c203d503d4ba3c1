// Rebuild Pyodide's python_stdlib.zip with bytecode compiled by Pyodide's own interpreter.
//
// Usage: node compile_stdlib.mjs PYODIDE_DIR OUT_ZIP
// The npm zip holds .py sources only, so every page load compiles the modules it imports; a zip of
// unchecked-hash .pyc files (same magic number, because Pyodide itself compiled them) skips that.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, outZip] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });
pyodide.FS.writeFile("/tmp/stdlib-in.zip", readFileSync(join(pyodideDir, "python_stdlib.zip")));
pyodide.runPython(`
import importlib.util, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

PREFIX = "/lib/python314.zip/"
with zipfile.ZipFile("/tmp/stdlib-in.zip") as source, \\
        zipfile.ZipFile("/tmp/stdlib-out.zip", "w", zipfile.ZIP_DEFLATED) as target:
    for info in source.infolist():
        data = source.read(info)
        if not info.filename.endswith(".py"):
            target.writestr(info.filename, data)
            continue
        code = compile(data, PREFIX + info.filename, "exec", dont_inherit=True)
        pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
        target.writestr(info.filename + "c", bytes(pyc))
`);
writeFileSync(outZip, pyodide.FS.readFile("/tmp/stdlib-out.zip"));
