// Build the calculators' engine in one Pyodide (node) run: find the standard library modules the engine needs,
// and compile them and the scoring code with Pyodide's own interpreter, so the browser never compiles them.
//
// Usage: node build_engine.mjs PYODIDE_DIR BUNDLE_ZIP BUNDLE_DIR CASES_JSON OUT_STDLIB_ZIP OUT_CODE_ZIP
//   BUNDLE_ZIP      the scoring archive (its code and the card data), run on every case of CASES_JSON
//                   ([[command, game, state_text], ...]) from Pyodide's own standard library (sources)
//   OUT_STDLIB_ZIP  the standard library modules that Pyodide's start-up and the cases imported, each as
//                   a .pyc replacing its .py (read by zipimport), for /lib/python314.zip/
//   OUT_CODE_ZIP    every .py of BUNDLE_ZIP followed by its __pycache__/<name>.cpython-3XX.pyc, for BUNDLE_DIR
// The pycs are unchecked-hash pycs: valid without comparing them to any source, and with the magic number of the
// Pyodide that compiled them. Docstrings are left out of them (the browser never shows one, and the standard
// library the engine downloads is about 15 % smaller): the standard library's as `python -OO` compiles it (its
// asserts go too), by the compiler itself; the scoring code's through its syntax tree, so that its asserts stay
// (three times slower, and the scoring code is small). The zips' entries are
// stored, not deflated: the site sends each zip compressed (brotli compresses the stored zip to about 30 % of its
// size, deflate entry by entry to about 40 %).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { runCases } from "./cases.mjs";

const [pyodideDir, bundleZip, bundleDir, casesJson, outStdlib, outCode] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });
const bundle = new Uint8Array(readFileSync(bundleZip));
const { modules } = runCases(pyodide, bundle, bundleDir, readFileSync(casesJson, "utf8"));
pyodide.FS.writeFile("/tmp/stdlib.zip", readFileSync(join(pyodideDir, "python_stdlib.zip")));
pyodide.FS.writeFile("/tmp/bundle.zip", bundle);
pyodide.globals.set("NEEDED", JSON.stringify(modules));
pyodide.globals.set("BUNDLE_PREFIX", bundleDir + "/");
pyodide.runPython(`
import ast, importlib.util, json, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

DOCUMENTED = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def without_docstrings(source):
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, DOCUMENTED) and node.body and isinstance(node.body[0], ast.Expr) \\
                and isinstance(node.body[0].value, ast.Constant) and isinstance(node.body[0].value.value, str):
            node.body = node.body[1:] or [ast.Pass(lineno=node.body[0].lineno, col_offset=0)]
    return ast.fix_missing_locations(tree)


def pyc(data, path, keep_asserts):
    tree = without_docstrings(data) if keep_asserts else data
    code = compile(tree, path, "exec", dont_inherit=True, optimize=0 if keep_asserts else 2)
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False))


needed = set(json.loads(NEEDED))
with zipfile.ZipFile("/tmp/stdlib.zip") as source, \\
        zipfile.ZipFile("/tmp/out-stdlib.zip", "w", zipfile.ZIP_STORED) as target:
    for info in source.infolist():
        if info.filename in needed:  # module sources, each replaced by its pyc
            code = pyc(source.read(info), "/lib/python314.zip/" + info.filename, keep_asserts=False)
            target.writestr(zipfile.ZipInfo(info.filename + "c", info.date_time), code)
with zipfile.ZipFile("/tmp/bundle.zip") as source, \\
        zipfile.ZipFile("/tmp/out-code.zip", "w", zipfile.ZIP_STORED) as target:
    for info in source.infolist():
        if info.filename.endswith(".py"):
            data = source.read(info)
            info.compress_type = zipfile.ZIP_STORED
            target.writestr(info, data)
            name = importlib.util.cache_from_source("/" + info.filename)[1:]
            target.writestr(zipfile.ZipInfo(name, info.date_time), pyc(data, BUNDLE_PREFIX + info.filename, keep_asserts=True))
`);
writeFileSync(outStdlib, pyodide.FS.readFile("/tmp/out-stdlib.zip"));
writeFileSync(outCode, pyodide.FS.readFile("/tmp/out-code.zip"));
