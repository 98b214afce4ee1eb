// Compile the page's Python to bytecode with the Pyodide the page runs on.
//
//   node scripts/pyc.mjs [--stdlib] <pyodide-dir> <src-dir> <out-dir> <rel.py>...
//
// Loads Pyodide (node_modules/pyodide, the same version the site vendors) in
// Node, compiles each <src-dir>/<rel.py> with py_compile into <out-dir>/<rel.pyc>
// ("legacy" layout: the .pyc stands in for the .py, so the page imports it with
// no source beside it). Hash-based and unchecked, so the bytes depend on the
// source only, never on file times. Without column ranges (PYTHONNODEBUGRANGES:
// a quarter fewer bytes to send; tracebacks keep their lines, not the ^^^ under
// them). This machine's CPython cannot do it: the bytecode must match Pyodide's
// Python version (3.14 here).
//
// --stdlib: the files are modules of Pyodide's standard library (scripts/build.py's trim_stdlib):
// compiled with optimize=2 (no docstrings, no asserts: the standard library supports -OO), each
// named in its tracebacks by its path inside the library's zip on Pyodide's sys.path.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const args = process.argv.slice(2);
const stdlib = args[0] === "--stdlib";
const [pyodideDir, srcDir, outDir, ...files] = stdlib ? args.slice(1) : args;
if (!pyodideDir || !srcDir || !outDir || !files.length) {
  console.error("usage: node scripts/pyc.mjs [--stdlib] <pyodide-dir> <src-dir> <out-dir> <rel.py>...");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(path.resolve(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({
  indexURL: path.resolve(pyodideDir) + "/",
  env: { HOME: "/home/pyodide", PYTHONNODEBUGRANGES: "1" },
});
for (const rel of files) {
  pyodide.FS.mkdirTree(path.posix.dirname("/src/" + rel));
  pyodide.FS.writeFile("/src/" + rel, fs.readFileSync(path.join(srcDir, rel)));
}
pyodide.globals.set("FILES", pyodide.toPy(files));
pyodide.globals.set("STDLIB", stdlib);
pyodide.runPython(`
import os, py_compile, sys
home = next(p for p in sys.path if p.endswith(".zip")) + "/" if STDLIB else ""
for rel in FILES:
    target = "/out/" + rel + "c"
    os.makedirs(os.path.dirname(target), exist_ok=True)
    py_compile.compile(
        "/src/" + rel, cfile=target, dfile=home + rel, doraise=True, optimize=2 if STDLIB else -1,
        invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
    )
`);
for (const rel of files) {
  const target = path.join(outDir, rel + "c");
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, pyodide.FS.readFile("/out/" + rel + "c"));
}
console.log(`compiled ${files.length} modules with Pyodide ${pyodide.version} (Python ${pyodide.runPython("import sys; sys.version.split()[0]")})`);
