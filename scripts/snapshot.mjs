// Make the memory snapshot the page starts from (js/interpreter.mjs), with the
// Pyodide the site vendors, in Node.
//
//   node scripts/snapshot.mjs <pyodide-dir> <bundle.zip.zst> <out-file> <plan.json> [<python_stdlib.zip>]
//
// (the standard library the page starts Pyodide with, when not the Pyodide folder's own)
//
// plan.json: {"seed": "...", "levels": [{"name": "...", "modules": [...]}, ...],
//              "check": {"code": "...", "needs": [...], "fallback": "..."}}
// (check.code when the level imports every module of check.needs, else check.fallback)
// Each level is tried in turn, in a fresh interpreter, until one gives a
// snapshot that restores: start Pyodide with _makeSnapshot, write the page's
// bundle's files into the home directory (unpacked by js/bundle.mjs in an
// interpreter of their own: none of the unpacking's buffers left in the memory),
// import the level's modules, make the snapshot and run the check's code
// (its answer after a normal start), then restore the snapshot in a second
// interpreter, as the page will (unpacking the bundle as the page does), and
// run the check there: the answers must be
// equal. The last level should import nothing (the interpreter right after
// its own start).
//
// Prints one JSON line on stdout: {level, modules, buildId, bytes, heap,
// check: {code, expect}, tried: [{level, error}]}; the snapshot's bytes go to
// <out-file>. Exit status 1 when no level worked.
//
// Reproducible: the same inputs give the same bytes (see deterministic()).
// What the build machine would leave in the interpreter that a browser would
// not is set as a browser has it: sys.executable and sys.argv (Node would name
// this script), LANG (the page sets its own after the restore). build.py runs
// this with TZ=UTC: `time` computes its tzname and timezone constants when
// Python starts, so every restored visit has UTC's (Pyodide's time has no
// tzset; time.localtime() asks the browser each call and stays right).
import { createHash } from "node:crypto";
import nodeCrypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { unpackBundle } from "../js/bundle.mjs";

const [pyodideDir, bundlePath, outFile, planFile, stdlibPath] = process.argv.slice(2);
if (!pyodideDir || !bundlePath || !outFile || !planFile) {
  console.error("usage: node scripts/snapshot.mjs <pyodide-dir> <bundle.zip.zst> <out-file> <plan.json>");
  process.exit(2);
}
const plan = JSON.parse(fs.readFileSync(planFile, "utf8"));
const indexURL = path.resolve(pyodideDir) + "/";
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
const bundle = new Uint8Array(fs.readFileSync(bundlePath));
const HOME = "/home/pyodide";
// In a browser Emscripten names the program "./this.program"; Node would name this script.
const BROWSER_PROGRAM = "./this.program";

// Python run in the snapshot's interpreter before the snapshot is taken.
const PREPARE = `
import gc, importlib, os, sys
for name in MODULES:
    importlib.import_module(name)
importlib.invalidate_caches()
sys.path_importer_cache.clear()
# Should anything have used tempfile (Pyodide's own unpacking does), its name generator is a
# random.Random seeded now: drop it, the next use makes a new one.
if "tempfile" in sys.modules:
    sys.modules["tempfile"]._name_sequence = None
gc.collect()
_random = sys.modules.get("random")
if _random is not None:
    frozen = [o for o in gc.get_objects() if isinstance(o, _random.Random) and o is not _random._inst]
    if frozen:
        raise RuntimeError(f"a module made a random.Random at import (it would be frozen into every visit): {frozen!r}")
    del frozen
del _random
gc.collect()
`;

/**
 * While the snapshot's interpreter runs, its entropy (Emscripten reads it from
 * node:crypto's randomFillSync: Python's hash secret, os.urandom, the
 * allocator's keys) is a stream from the plan's seed, and its wall clock
 * (file times) is fixed: the same inputs make the same bytes. The page seeds
 * what must differ per visit again after the restore (js/interpreter.mjs).
 */
function deterministic(seed) {
  const randomFillSync = nodeCrypto.randomFillSync;
  const now = Date.now;
  const monotonic = performance.now;
  let counter = 0;
  let ticks = 0;
  nodeCrypto.randomFillSync = (view) => {
    const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
    for (let i = 0; i < bytes.length; i += 32) {
      const block = createHash("sha256").update(`${seed}:${counter++}`).digest();
      bytes.set(block.subarray(0, Math.min(32, bytes.length - i)), i);
    }
    return view;
  };
  Date.now = () => 315532800000; // 1980-01-01, like the zip's entries
  performance.now = () => (ticks += 0.001); // a microsecond a call
  return () => {
    nodeCrypto.randomFillSync = randomFillSync;
    Date.now = now;
    performance.now = monotonic;
  };
}

async function quiet(options) {
  const lines = [];
  const pyodide = await loadPyodide({
    indexURL,
    stdout: (line) => lines.push(line),
    stderr: (line) => lines.push(line),
    _sysExecutable: BROWSER_PROGRAM,
    ...(stdlibPath ? { stdLibURL: path.resolve(stdlibPath) } : {}),
    ...options,
  });
  return { pyodide, lines };
}

function runIn(pyodide, code, names) {
  const scope = pyodide.toPy(names);
  try {
    return pyodide.runPython(code, { globals: scope });
  } finally {
    scope.destroy();
  }
}

/** The bundle's files ([path, bytes] under the home directory), unpacked once by js/bundle.mjs in a Python
 * of their own. */
let unpacked = null;
async function bundleFiles() {
  if (unpacked) return unpacked;
  const { pyodide } = await quiet({});
  unpackBundle(pyodide, bundle, HOME);
  const files = [];
  const walk = (folder) => {
    for (const name of pyodide.FS.readdir(folder)) {
      if (name === "." || name === "..") continue;
      const file = `${folder}/${name}`;
      if (pyodide.FS.isDir(pyodide.FS.stat(file).mode)) walk(file);
      else files.push([file.slice(HOME.length + 1), pyodide.FS.readFile(file)]);
    }
  };
  walk(HOME);
  unpacked = files;
  return unpacked;
}

/** Write `files` ([path, bytes]) under `folder` of a Python's file system. */
function writeFiles(pyodide, files, folder) {
  for (const [rel, data] of files) {
    const file = `${folder}/${rel}`;
    pyodide.FS.mkdirTree(file.slice(0, file.lastIndexOf("/")));
    pyodide.FS.writeFile(file, data);
  }
}

async function attempt(level) {
  const needs = plan.check.needs.every((name) => level.modules.includes(name));
  const code = needs ? plan.check.code : plan.check.fallback;
  const undo = deterministic(plan.seed);
  let snapshot, heap, normal;
  try {
    // LANG: a browser's comes from navigator.language, which Node has or not by version;
    // the page sets its own after the restore.
    const { pyodide } = await quiet({ _makeSnapshot: true, env: { LANG: "C.UTF-8" } });
    writeFiles(pyodide, await bundleFiles(), HOME);
    runIn(pyodide, PREPARE, { MODULES: level.modules });
    snapshot = pyodide.makeMemorySnapshot();
    heap = pyodide._module.HEAP8.length;
    // The check's answer after a normal start (this interpreter, its memory already taken).
    normal = String(runIn(pyodide, code, {}));
  } finally {
    undo();
  }
  // Restore it, as the page will, and run the check there.
  const { pyodide: restored } = await quiet({ _loadSnapshot: snapshot });
  unpackBundle(restored, bundle, HOME);
  const missing = runIn(restored, "import sys\n[n for n in M if n not in sys.modules]", { M: level.modules }).toJs();
  if (missing.length) throw new Error(`restored without ${missing}`);
  const expect = String(runIn(restored, code, {}));
  if (expect !== normal) throw new Error(`the check gave ${expect} after the restore, ${normal} after a normal start`);
  const header = new Uint32Array(snapshot.buffer, snapshot.byteOffset, 12);
  const buildId = Array.from(header.subarray(4, 12), (n) => n.toString(16).padStart(8, "0")).join("");
  return { snapshot, heap, buildId, check: { code, expect } };
}

const tried = [];
for (const level of plan.levels) {
  try {
    const made = await attempt(level);
    fs.writeFileSync(outFile, made.snapshot);
    console.log(
      JSON.stringify({
        level: level.name,
        modules: level.modules,
        buildId: made.buildId,
        bytes: made.snapshot.length,
        heap: made.heap,
        check: made.check,
        tried,
      }),
    );
    process.exit(0);
  } catch (error) {
    tried.push({ level: level.name, error: String(error?.message ?? error).split("\n").slice(-3).join(" ") });
  }
}
console.error(`no snapshot could be made: ${JSON.stringify(tried)}`);
process.exit(1);
