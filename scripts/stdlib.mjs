// The part of Pyodide's standard library the site ships, found and checked in Node
// with the Pyodide the site vendors (scripts/build.py calls it twice).
//
//   node scripts/stdlib.mjs find  <pyodide-dir> <plan.json>
//   node scripts/stdlib.mjs check <pyodide-dir> <plan.json> <python_stdlib.zip> <bundle.zip.zst>
//
// plan.json: {"roots": [module, ...], "start_roots": [module, ...], "imports": {module: [module, ...]},
//             "check": {"modules": [...], "code": "..."}}
//
// find: prints one JSON line, {"keep": [path in the zip, ...], "boot": [module, ...], "warm": [module, ...],
// "later": [path, ...]}: the files of
// every module the interpreter imports to start ("boot": sys.modules right after loadPyodide and
// importlib.invalidate_caches(), which every start calls), of the
// plan's roots (what the page's and the worker's code and PyScript's Python import anywhere), and
// of every module those import when they are imported (module level, class bodies, if and try
// blocks; not function bodies, `if __name__ == "__main__":` or `if TYPE_CHECKING:`), with their
// packages. The start-up modules' imports in function bodies count too: they are the machinery
// every call may go through (importlib.invalidate_caches imports importlib.metadata, asyncio
// and inspect import more on their way). Read with the interpreter's own ast (Python 3.14),
// from the zip itself. "later": the part of keep no start imports (the REPL, pydoc, email,
// multiprocessing...), sent after the board is live: what the start-up modules and start_roots (the
// site's imports without the Python PyScript's JavaScript runs for its features) reach at module
// level, leaving out a fallback taken only when an import fails (`except ImportError:`) and a branch
// for another platform (`if sys.platform == "win32":`).
// "warm": the standard modules of "boot" imported once the interpreter is up (Pyodide's own bootstrap,
// then the caches' reset), in the order they are first imported: js/interpreter.mjs imports them ahead,
// a slice at a time, so that the page paints between slices.
//
// check: starts Pyodide with the trimmed zip as its standard library, unpacks the bundle as the
// page does (js/bundle.mjs, with the trimmed library's compression.zstd), finds every module of plan.imports
// (each module of the site's code, with the standard modules it imports anywhere) and imports
// plan.check.modules, then runs plan.check.code.
// Before that, each module of plan.warm is imported ahead of Pyodide's bootstrap, as the page does.
// Exit status 1, with what is missing and who imports it, when any of that fails.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { unpackBundle } from "../js/bundle.mjs";

const [mode, pyodideDir, planFile, stdlibZip, bundleFile] = process.argv.slice(2);
if (!["find", "check"].includes(mode) || !pyodideDir || !planFile || (mode === "check" && !bundleFile)) {
  console.error("usage: node scripts/stdlib.mjs find|check <pyodide-dir> <plan.json> [<python_stdlib.zip> <bundle.zip.zst>]");
  process.exit(2);
}
const plan = JSON.parse(fs.readFileSync(planFile, "utf8"));
const indexURL = path.resolve(pyodideDir) + "/";
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
const quiet = { stdout: () => {}, stderr: () => {} };

const FIND = `
import ast, importlib, json, sys, zipfile

ZIP = next(p for p in sys.path if p.endswith(".zip"))
archive = zipfile.ZipFile(ZIP)
modules = {}  # module name -> (path in the zip, is a package)
for info in archive.infolist():
    name = info.filename
    if name.endswith(".py"):
        dotted = name[:-3].replace("/", ".")
        package = dotted.endswith(".__init__")
        modules[dotted.removesuffix(".__init__")] = (name, package)


def parents(name):
    parts = name.split(".")
    return {".".join(parts[: i + 1]) for i in range(len(parts))}


def skipped(node):
    """A block that never runs when its module is imported."""
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
        return True
    if isinstance(node, ast.If):
        test = node.test
        if isinstance(test, (ast.Name, ast.Attribute)) and getattr(test, "id", getattr(test, "attr", "")) == "TYPE_CHECKING":
            return True
        if (isinstance(test, ast.Compare) and isinstance(test.left, ast.Name) and test.left.id == "__name__"
                and any(isinstance(c, ast.Constant) and c.value == "__main__" for c in test.comparators)):
            return True
    return False


PLATFORM = {("sys", "platform"): "emscripten", ("os", "name"): "posix"}


def on_this_platform(test):
    """True or False for a test of sys.platform or os.name against a string (== != in startswith), else None."""
    if isinstance(test, ast.Call) and isinstance(test.func, ast.Attribute) and test.func.attr == "startswith":
        subject, values, op = test.func.value, test.args, "startswith"
    elif isinstance(test, ast.Compare) and len(test.ops) == 1:
        subject, values, op = test.left, test.comparators, type(test.ops[0]).__name__
    else:
        return None
    if not (isinstance(subject, ast.Attribute) and isinstance(subject.value, ast.Name)):
        return None
    value = PLATFORM.get((subject.value.id, subject.attr))
    if value is None or len(values) != 1:
        return None
    other = values[0]
    strings = [e.value for e in getattr(other, "elts", [other]) if isinstance(e, ast.Constant)]
    if not strings or not all(isinstance(s, str) for s in strings):
        return None
    if op == "startswith":
        return value.startswith(tuple(strings))
    return {"Eq": value == strings[0], "NotEq": value != strings[0], "In": value in strings,
            "NotIn": value not in strings}.get(op)


def fallback(handler):
    """An except clause for a failed import: taken only when the try's import fails."""
    names = getattr(handler.type, "elts", [handler.type])
    return bool(names) and all(isinstance(n, ast.Name) and n.id in ("ImportError", "ModuleNotFoundError") for n in names)


def imported(name, anywhere, taken=False):
    """What module name imports: when imported (in function bodies too if anywhere); if taken, not in an
    import's fallback or a branch for another platform."""
    path, package = modules[name]
    base = name if package else name.rpartition(".")[0]
    found = set()

    def visit(node):
        if skipped(node) and not (anywhere and isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))):
            return
        if taken and isinstance(node, ast.ExceptHandler) and fallback(node):
            return
        if taken and isinstance(node, ast.If) and on_this_platform(node.test) is not None:
            for child in node.body if on_this_platform(node.test) else node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            for alias in node.names:
                found.update(parents(alias.name))
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = base.split(".")
                parts = parts[: len(parts) - (node.level - 1)] if node.level > 1 else parts
                target = ".".join([*parts, node.module] if node.module else parts)
            else:
                target = node.module or ""
            if target:
                found.update(parents(target))
                found.update(f"{target}.{a.name}" for a in node.names if f"{target}.{a.name}" in modules)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(archive.read(path), filename=path))
    return found


def closure(seeds, bodies, taken=False):
    """The modules seeds import when imported, and what those import; in function bodies too for those in bodies."""
    found = set()
    todo = [m for name in seeds for m in parents(name)]
    while todo:
        name = todo.pop()
        if name in found or name not in modules:
            continue
        found.add(name)
        todo.extend(imported(name, name in bodies, taken))
    return found


def with_dirs(names):
    files = {modules[m][0] for m in names}
    return files | {f.rsplit("/", 1)[0] + "/" for f in files if "/" in f}


# In the order of their first import, leaving out what was there before Pyodide's bootstrap and
# Pyodide's own packages (they need the bootstrap): what the page may import ahead of it.
started = set(sys.__dict__.pop("_stdlib_started"))
warm = [m for m in sys.modules if m not in started and m.partition(".")[0] in sys.stdlib_module_names]
machinery = set(sys.modules)
# What every call may go through: the start-up modules' imports in function bodies count too.
keep = closure([*machinery, *ROOTS], machinery)
# Every start also resets the import system's caches (Pyodide's package loader, a snapshot's
# restore), which imports importlib.metadata: its code is frozen, out of the zip's reach.
importlib.invalidate_caches()
warm += [m for m in sys.modules if m not in machinery and m.partition(".")[0] in sys.stdlib_module_names]
boot = sorted(sys.modules)
# Without those function bodies: what a start and the site's own imports reach. The rest of keep is "later".
start = closure([*boot, *START_ROOTS], set(), taken=True)
json.dumps({"keep": sorted(with_dirs(keep)), "boot": boot, "warm": warm, "later": sorted(with_dirs(keep) - with_dirs(start))})
`;

const CHECK = `
import importlib, importlib.util, json, sys
missing = []
for module, names in IMPORTS.items():
    for name in names:
        try:
            found = importlib.util.find_spec(name) is not None
        except ImportError:
            found = False
        if not found:
            missing.append(f"{name} (imported by {module})")
for name in CHECK_MODULES:
    try:
        importlib.import_module(name)
    except ImportError as error:
        missing.append(f"{error.name or error} (importing {name}: {error})")
json.dumps(missing)
`;

const LATER_CHECK = `
import importlib.util, json, sys
import _stdlib_later
problems = [f"{name} imported before the later zip came" for name in MODULES if name in sys.modules]
asked = []
def fetch_sync(url, module):
    asked.append(module)
    with open(url, "rb") as file:
        return file.read()
_stdlib_later.install("/later-source.zip", fetch_sync)
for name in MODULES:
    try:
        if importlib.util.find_spec(name) is None:
            problems.append(f"{name} not found")
    except ModuleNotFoundError as error:  # a later module's package lacking one (not: one Pyodide never had)
        if error.name in MODULES:
            problems.append(f"{name}: {error!r}")
if len(asked) != 1:
    problems.append(f"the zip fetched {len(asked)} times")
json.dumps(problems)
`;

const run = (pyodide, code, names) => {
  const scope = pyodide.toPy(names);
  try {
    return pyodide.runPython(code, { globals: scope });
  } finally {
    scope.destroy();
  }
};

/**
 * Pyodide's module factory, with `then(module)` run once the interpreter is up, before Pyodide's bootstrap
 * (as js/interpreter.mjs's start does).
 */
const factory = (then) => async (settings) => {
  const { default: create } = await import(pathToFileURL(path.join(indexURL, "pyodide.asm.mjs")).href);
  const module = await create(settings);
  then(module);
  return module;
};

/** Import `code` with Python's rawRun before the bootstrap; throws what Python said. */
const rawRun = (module, code) => {
  const [failed, message] = module.API.rawRun(code);
  if (failed) throw new Error(String(message).trim().split("\n").slice(-1)[0]);
};

if (mode === "find") {
  const started = factory((module) => rawRun(module, "import sys\nsys._stdlib_started = list(sys.modules)"));
  const pyodide = await loadPyodide({ indexURL, ...quiet, createPyodideModule: started });
  console.log(run(pyodide, FIND, { ROOTS: plan.roots, START_ROOTS: plan.start_roots }));
} else {
  let pyodide;
  let ahead = null; // the warm module that failed to import ahead of the bootstrap, and why
  const warm = factory((module) => {
    for (const name of plan.warm ?? []) {
      try {
        rawRun(module, `import ${name}`);
      } catch (error) {
        ahead = `${name}: ${error.message}`;
        return;
      }
    }
  });
  try {
    pyodide = await loadPyodide({ indexURL, stdLibURL: path.resolve(stdlibZip), ...quiet, createPyodideModule: warm });
  } catch (error) {
    if (!ahead) {
      const text = String(error?.message ?? error);
      const missing = text.match(/No module named '[^']+'/g) ?? [text.split("\n").slice(-3).join(" ")];
      console.error(`the trimmed standard library lacks: ${missing.pop()} (Python cannot start without it)`);
      process.exit(1);
    }
  }
  if (ahead) {
    const lacking = ahead.match(/No module named '([^']+)'/);
    console.error(lacking ? `the trimmed standard library lacks: ${lacking[1]} (Python cannot start without it)`
      : `a module of the start cannot be imported ahead of Pyodide's bootstrap: ${ahead}`);
    process.exit(1);
  }
  try {
    unpackBundle(pyodide, new Uint8Array(fs.readFileSync(bundleFile)), "/home/pyodide");
  } catch (error) {
    const text = String(error?.message ?? error).trim();
    const lacking = text.match(/No module named '([^']+)'/);
    console.error(lacking ? `the trimmed standard library lacks: ${lacking[1]} (the page unpacks its bundle with it)`
      : `the bundle cannot be unpacked on the trimmed standard library: ${text.split("\n").pop()}`);
    process.exit(1);
  }
  run(pyodide, "import os, sys\nos.chdir('/home/pyodide')\nsys.path.insert(0, '/home/pyodide')", {});
  const missing = JSON.parse(run(pyodide, CHECK, { IMPORTS: plan.imports, CHECK_MODULES: plan.check.modules }));
  if (missing.length) {
    console.error(`the trimmed standard library lacks: ${missing.join("; ")}`);
    process.exit(1);
  }
  let answer;
  try {
    answer = String(run(pyodide, plan.check.code, {}));
  } catch (error) {  // its last lines, a module it lacks named as such (not Node's dump of pyodide.asm.mjs)
    const lines = String(error?.message ?? error).trim().split("\n");
    const lacking = [...lines].reverse().join("\n").match(/No module named '([^']+)'/);
    const said = lines.slice(-3).map((line) => line.trim()).join(" | ");
    console.error(lacking ? `the trimmed standard library lacks: ${lacking[1]} (running the check code: ${said})` : `the check code failed: ${said}`);
    process.exit(1);
  }
  // The later modules: none imported so far (else a start would wait for them), each found by the finder.
  let later = 0;
  if (plan.later) {
    pyodide.FS.writeFile("/later-source.zip", new Uint8Array(fs.readFileSync(plan.later.zip)));
    const problems = JSON.parse(run(pyodide, LATER_CHECK, { MODULES: plan.later.modules }));
    if (problems.length) {
      console.error(`the later standard library: ${problems.join("; ")}`);
      process.exit(1);
    }
    later = plan.later.modules.length;
  }
  console.log(JSON.stringify({ checked: Object.keys(plan.imports).length, imported: plan.check.modules.length, later, answer }));
}
