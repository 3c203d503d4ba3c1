// Compile the Python files of a zip with Pyodide's own interpreter, so the browser never compiles them.
//
// Usage: node compile_python.mjs PYODIDE_DIR IN_ZIP OUT_ZIP PREFIX MODE
//   PREFIX  where the zip's files live at run time (e.g. /lib/python314.zip/), for tracebacks
//   MODE    "replace": each .py becomes a .pyc beside it (Pyodide's python_stdlib.zip, read by zipimport);
//           "cache": each .py stays and gains __pycache__/<name>.cpython-3XX.pyc (an unpacked package).
// The pycs are unchecked-hash pycs: valid without comparing them to any source, and with the magic number
// of the Pyodide that compiled them. Docstrings are left out of them, as `python -OO` does (asserts stay):
// the browser never shows one, and the standard library the engine downloads is about 15 % smaller.
// The zip's entries are stored, not deflated: the site sends the whole zip compressed (brotli compresses the
// stored zip to about 30 % of its size, deflate entry by entry to about 40 %).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, inZip, outZip, prefix, mode] = process.argv.slice(2);
if (!["replace", "cache"].includes(mode)) {
  console.error(`unknown mode ${JSON.stringify(mode)} (expected replace or cache)`);
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });
pyodide.FS.writeFile("/tmp/in.zip", readFileSync(inZip));
pyodide.globals.set("PREFIX", prefix);
pyodide.globals.set("MODE", mode);
pyodide.runPython(`
import ast, importlib.util, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

DOCUMENTED = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def without_docstrings(source):
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, DOCUMENTED) and node.body and isinstance(node.body[0], ast.Expr) \
                and isinstance(node.body[0].value, ast.Constant) and isinstance(node.body[0].value.value, str):
            node.body = node.body[1:] or [ast.Pass(lineno=node.body[0].lineno, col_offset=0)]
    return ast.fix_missing_locations(tree)


with zipfile.ZipFile("/tmp/in.zip") as source, zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_STORED) as target:
    for info in source.infolist():
        data = source.read(info)
        info.compress_type = zipfile.ZIP_STORED
        if not info.filename.endswith(".py"):
            target.writestr(info, data)
            continue
        code = compile(without_docstrings(data), PREFIX + info.filename, "exec", dont_inherit=True)
        pyc = bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False))
        if MODE == "replace":
            name = info.filename + "c"
        else:
            target.writestr(info, data)
            name = importlib.util.cache_from_source("/" + info.filename)[1:]
        target.writestr(zipfile.ZipInfo(name, info.date_time), pyc)
`);
writeFileSync(outZip, pyodide.FS.readFile("/tmp/out.zip"));
