// PyScript's interpreter module (pyscript.toml's `interpreter`): the vendored
// Pyodide, started from the build's memory snapshot when it can be, else the
// normal way. No game logic lives here.
//
// PyScript imports this module and uses it as it would Pyodide's own
// (polyscript's pyodide engine reads `version` and calls `loadPyodide({stdout,
// stderr, ...})`). The memory snapshot (scripts/snapshot.mjs, at build time:
// the interpreter's whole memory once it has started and imported the engine
// and the page's pure modules) restores in a fraction of the time a start
// takes. It is read only from the service worker's cache, never the network:
// the worker precaches it after the first visit's start, so a first visit
// never waits for its bytes, and every later visit, online or offline, reads
// it from the cache.
//
// Whatever goes wrong with it (no snapshot in this build, not in the cache,
// truncated or corrupt, from another Pyodide build, larger than the build
// made it, Pyodide refusing it, the restored Python failing its check), the
// page starts Python the normal way and the player sees nothing of it. What happened is written on <html data-python-boot=
// "snapshot" | "start"> and data-python-boot-reason, for the tests and `make
// bench`; never shown.
//
// After a restore, Python's `random` is seeded again from the browser's
// entropy (else every visit would share the build's seed). Hash randomisation
// cannot change once Python runs: every visit of one build shares the hash
// seed the build chose (docs/performance.md).
import * as vendor from "../vendor/pyodide-314.0.7/pyodide.mjs";
import { unpackBundle } from "./bundle.mjs";

export const version = vendor.version;

// Pyodide runs Python on a stack of its own (JSPI, WebAssembly's stack switching) wherever the engine offers
// `WebAssembly.Suspending`. In Chromium the renderer then crashes now and then while Python starts: a SIGSEGV
// in native code reading just past the end of that stack (pyodide/pyodide#6106; docs/testing.md). The site
// never suspends Python (no run_sync), so Pyodide is not offered it and runs as in Firefox and Safari. Its
// module checks when it is made (createModule), after this; the page and the analysis worker both come here.
for (const name of ["Suspending", "Suspender", "promising"]) delete WebAssembly[name];

// What the build made, written in by scripts/build.py: null (no snapshot), or
// {url, bytes, sparseBytes, buildId, level, modules, check: {code, expect}}.
const SNAPSHOT = /* the snapshot's facts, written in by scripts/build.py */ null;

const INDEX_URL = new URL("../vendor/pyodide-314.0.7/", import.meta.url).href;
// The app's Python (js/bundle.mjs), unpacked into Python's working folder before PyScript (or the analysis
// worker) runs any of it. Its request starts when this module is imported, beside Pyodide's own files.
const BUNDLE = /* the bundle's path from the site's root, written in by scripts/build.py */ null;
// The part of Pyodide's standard library the site imports (scripts/stdlib.mjs), named by a hash of its bytes:
// a zip of stored entries, gzipped as one stream (ending ".gz"), which Pyodide is given inflated (withStdlib).
const STDLIB = /* the standard library file, written in by scripts/build.py */ "python_stdlib.zip";
const STDLIB_URL = new URL(STDLIB, INDEX_URL).href;
// The part of it no start imports (about 0.5 MB: the REPL, pydoc, email...), sent after the board is live;
// scripts/stdlib_later.py, in the library as _stdlib_later, finds it. Null: nothing split off.
const LATER = /* the later standard library's file, written in by scripts/build.py */ null;
// The standard modules a start imports once the interpreter is up (Pyodide's own bootstrap: ast, typing,
// inspect, asyncio...; then the import caches' reset), in the order of their first import (scripts/stdlib.mjs
// find). A normal start imports them ahead of the bootstrap, yielding to the page whenever a slice has
// run SLICE_MS: the bootstrap was one task of about 1.5 s at CPU 4x, with no frame and no tap answered.
const WARM = /* the modules a start imports once the interpreter is up, written in by scripts/build.py */ [];
const SLICE_MS = 40;
// Pyodide's lock file without its packages (the site loads none), so that no start fetches the 116 KB file.
const LOCK = /* Pyodide's lock file without its packages, written in by scripts/build.py */ null;
const PYODIDE_MAGIC = 0x706e7300; // Pyodide's snapshot header: "\0snp", heap offset, JSON length, 0, build id
const SPARSE_MAGIC = "PYSPARSE"; // scripts/build.py's sparse_snapshot: the snapshot without its long zero runs

const root = globalThis.document?.documentElement; // none if PyScript ever ran this in a worker

/** A reason not to use the snapshot, found before Pyodide was asked to restore it. */
class Unusable extends Error {}

function report(source, reason) {
  root?.setAttribute("data-python-boot", source);
  root?.setAttribute("data-python-boot-reason", reason);
}

/**
 * The snapshot's response from the service worker's cache (never the network:
 * a visit that has not got it starts the normal way, no download on the way
 * to the board), or an Unusable error saying why not.
 */
async function snapshotResponse() {
  if (!SNAPSHOT) throw new Unusable("no snapshot in this build");
  if (typeof caches === "undefined" || typeof DecompressionStream !== "function") {
    throw new Unusable("no Cache Storage or DecompressionStream"); // e.g. not a secure context
  }
  let response;
  try {
    // Its name is a hash of its bytes: whichever cache holds it holds these bytes.
    response = await caches.match(new URL(SNAPSHOT.url, import.meta.url).href);
  } catch (error) {
    throw new Unusable(`Cache Storage refused: ${error?.message ?? error}`); // e.g. storage blocked
  }
  if (!response) throw new Unusable("not in the cache (yet)");
  if (!response.ok || !response.body) throw new Unusable(`cached with HTTP ${response.status}`);
  return response;
}

/**
 * The sparse snapshot, exactly sparseBytes bytes: as the service worker keeps it (inflated when it was
 * cached, sw.js), or inflated now from the gzip file the server sends (a cache filled by an older worker).
 */
async function inflate(response) {
  const [head, body] = response.body.tee();
  const peek = head.getReader();
  const first = await peek.read(); // the first chunk: gzip's magic, or the sparse form's
  peek.cancel().catch(() => {}); // this branch keeps no copy of the rest
  const magic = first.value ?? new Uint8Array(0);
  const gzipped = magic[0] === 0x1f && magic[1] === 0x8b;
  if (!gzipped && String.fromCharCode(...magic.subarray(0, 8)) !== SPARSE_MAGIC) {
    body.cancel().catch(() => {});
    throw new Unusable("corrupt: neither gzip nor a sparse snapshot");
  }
  const sparse = new Uint8Array(SNAPSHOT.sparseBytes);
  const reader = (gzipped ? body.pipeThrough(new DecompressionStream("gzip")) : body).getReader();
  let filled = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (filled + value.length > sparse.length) throw new Unusable("larger than the build made it");
      sparse.set(value, filled);
      filled += value.length;
    }
  } catch (error) {
    reader.cancel().catch(() => {});
    throw error instanceof Unusable ? error : new Unusable(`corrupt: ${error.message}`);
  }
  if (filled !== sparse.length) throw new Unusable("shorter than the build made it");
  return sparse;
}

/** Expand the sparse snapshot into `full` (all zeros), checking every count and bound. */
function expand(sparse, full) {
  const view = new DataView(sparse.buffer);
  const magic = String.fromCharCode(...sparse.subarray(0, 8));
  if (magic !== SPARSE_MAGIC || view.getUint32(8, true) !== full.length) throw new Unusable("corrupt: bad header");
  const count = view.getUint32(12, true);
  let at = 16 + 8 * count;
  let end = 0;
  for (let i = 0; i < count; i += 1) {
    const offset = view.getUint32(16 + 8 * i, true);
    const size = view.getUint32(20 + 8 * i, true);
    if (offset < end || offset + size > full.length || at + size > sparse.length) {
      throw new Unusable("corrupt: bad segment");
    }
    full.set(sparse.subarray(at, at + size), offset);
    at += size;
    end = offset + size;
  }
  if (at !== sparse.length) throw new Unusable("corrupt: trailing bytes");
  const header = new Uint32Array(full.buffer, 0, 12);
  if (header[0] !== PYODIDE_MAGIC) throw new Unusable("corrupt: not a Pyodide snapshot");
  const buildId = Array.from(header.subarray(4, 12), (n) => n.toString(16).padStart(8, "0")).join("");
  if (buildId !== SNAPSHOT.buildId) throw new Unusable("from another Pyodide build");
  return header[1]; // where the wasm memory starts in the snapshot
}

/** Pyodide's Emscripten module made from `settings` (what loadPyodide's own factory does). */
async function createModule(settings) {
  const { default: create } = await import(`${INDEX_URL}pyodide.asm.mjs`);
  return create(settings);
}

/**
 * Pyodide's module factory, run while the snapshot is read: the wasm compiles
 * and the standard library loads meanwhile. It resolves once both are done,
 * with the wasm memory grown to hold the snapshot (Pyodide 314 sizes the heap
 * by a setting its module ignores, pyodide issue 6254: a snapshot larger than
 * the default heap would not fit).
 */
function moduleFactory(ready, full, memory) {
  return async (settings) => {
    // Both settle before either fault is raised: no half-made interpreter left running.
    const [made, read] = await Promise.allSettled([createModule(settings), ready]);
    if (read.status === "rejected") throw read.reason;
    if (made.status === "rejected") throw made.reason;
    const module = made.value;
    const heap = full.length - read.value;
    if (module.HEAP8.length < heap) {
      module.growMemory(heap);
      if (module.HEAP8.length < heap) throw new Error("the wasm memory cannot grow to the snapshot's size");
      memory.grown = true;
    }
    return module;
  };
}

// Run once after a restore, before any of the page's Python; raises if the
// restored interpreter lacks what the build put in it.
const AFTER_RESTORE = `
import importlib, os, sys
# loadPyodide put "" first on sys.path when the snapshot was made, and again now
while sys.path[:2] == ["", ""]:
    del sys.path[0]
os.environ["LANG"] = LANG  # the build's is "C.UTF-8"
importlib.invalidate_caches()
if "random" in sys.modules:
    sys.modules["random"].seed()  # from os.urandom: the browser's crypto.getRandomValues
missing = [name for name in MODULES if name not in sys.modules]
if missing:
    raise RuntimeError(f"the snapshot lacks {missing}")
`;

function afterRestore(pyodide) {
  const scope = pyodide.toPy({});
  try {
    scope.set("MODULES", pyodide.toPy(SNAPSHOT.modules));
    // As Emscripten sets it in a normal start (its getEnvStrings).
    scope.set("LANG", `${(navigator.language ?? "C").replace("-", "_")}.UTF-8`);
    pyodide.runPython(AFTER_RESTORE, { globals: scope });
    const got = pyodide.runPython(SNAPSHOT.check.code, { globals: scope });
    if (got !== SNAPSHOT.check.expect) throw new Error(`the check gave ${got}`);
  } finally {
    scope.destroy();
  }
}

/** Let the page have its turn: paint a frame, answer a tap (scheduler.yield where there is one). */
const nextTask = () => globalThis.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Import WARM ahead of Pyodide's bootstrap, in slices (Pyodide's rawRun: Python's import, before the
 * bootstrap). What it did goes on <html data-python-warm>: "N modules in S slices", or where it stopped
 * and why; a stop changes nothing else (the bootstrap imports the rest, and says what fails).
 */
async function warm(module) {
  let slices = 0;
  let since = -Infinity; // the interpreter's start was a long task: yield first
  for (const name of WARM) {
    if (performance.now() - since > SLICE_MS) {
      await nextTask();
      slices += 1;
      since = performance.now();
    }
    const [failed, message] = module.API.rawRun(`import ${name}`);
    if (failed) {
      root?.setAttribute("data-python-warm", `stopped at ${name}: ${String(message).trim().split("\n").pop()}`);
      return;
    }
  }
  root?.setAttribute("data-python-warm", `${WARM.length} modules in ${slices} slices`);
}

/**
 * Pyodide's module factory for a normal start: the interpreter, then WARM imported in slices. With a
 * setStatus, Emscripten's run() starts the interpreter in a task of its own, after the wasm is
 * instantiated: two tasks where there was one (its messages are not shown).
 */
async function startModule(settings) {
  settings.setStatus = () => {}; // the object itself: Pyodide reads what Emscripten writes on it
  const module = await createModule(settings);
  if (typeof module.API?.rawRun === "function") await warm(module);
  return module;
}

/**
 * Start reading the snapshot: its full bytes (to hand to Pyodide at once: it
 * reads them only once the module is made) and a promise of where its wasm
 * memory starts, settled when they are filled in. Throws Unusable when there is
 * nothing to read.
 */
async function startReading() {
  performance.mark("snapshot-read-start");
  const response = await snapshotResponse();
  const full = new Uint8Array(SNAPSHOT.bytes);
  const ready = inflate(response).then((sparse) => {
    const heapOffset = expand(sparse, full);
    performance.mark("snapshot-read");
    return heapOffset;
  });
  ready.catch(() => {}); // its fault is read in restore(), never an unhandled rejection
  return { full, ready };
}

// PyScript imports this module a little before it calls loadPyodide (it opens
// its package storage meanwhile): the reading starts now, for the first call.
let reading = startReading();
reading.catch(() => {});

/** The bundle's bytes (fetched once a realm: every Python of it unpacks the same bytes). */
async function fetchBundle() {
  if (!BUNDLE) throw new Error("no bundle in this build (run scripts/build.py)");
  const response = await fetch(new URL(`../${BUNDLE}`, import.meta.url).href);
  if (!response.ok) throw new Error(`${BUNDLE}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

const bundle = fetchBundle();
bundle.catch(() => {}); // its fault is raised by loadPyodide

/** Free the snapshot's bytes: Pyodide keeps its options, this array among them, for the page's life. */
function release(bytes) {
  try {
    if (typeof bytes.buffer.transfer === "function") bytes.buffer.transfer(0);
    else structuredClone(bytes.buffer, { transfer: [bytes.buffer] });
  } catch {
    // not freed: a copy of the snapshot stays in memory
  }
}

async function restore(config) {
  const mine = reading ?? startReading(); // a later interpreter, if any, reads its own
  reading = null;
  const { full, ready } = await mine;
  const memory = { grown: false };
  let pyodide;
  try {
    pyodide = await vendor.loadPyodide({
      ...config,
      _loadSnapshot: full,
      createPyodideModule: moduleFactory(ready, full, memory),
    });
  } catch (error) {
    // A fault in the file itself says so; anything else is Pyodide's.
    const unusable = await ready.then(() => null, (fault) => fault);
    throw unusable ?? error;
  } finally {
    release(full);
  }
  performance.mark("snapshot-restored");
  afterRestore(pyodide);
  return { pyodide, grown: memory.grown };
}

/**
 * The later zip's bytes, read synchronously: what an import of one of its modules does when it
 * comes before the zip (Python calls this through _stdlib_later; a page's synchronous request
 * reads text, a worker's an ArrayBuffer). Throws on a failed request: the import then fails.
 */
function fetchSync(url, module) {
  root?.setAttribute("data-stdlib-later", `fetched for ${module}`);
  const request = new XMLHttpRequest();
  request.open("GET", url, false);
  if (root) request.overrideMimeType("text/plain; charset=x-user-defined");
  else request.responseType = "arraybuffer";
  request.send(null);
  if (request.status !== 200) throw new Error(`${url}: HTTP ${request.status}`);
  if (!root) return new Uint8Array(request.response);
  const text = request.responseText;
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i) & 0xff;
  return bytes;
}

// Its finder, imported from the standard library's zip alone: a look at the working folder now would
// cache its listing before PyScript writes its own package there, and under a clock that stands
// still (the tests' page.clock) the folder's time would not tell the import system to look again.
const IMPORT_LATER = `
import sys
saved = sys.path[:]
sys.path[:] = [entry for entry in saved if entry.endswith(".zip")]
try:
    import _stdlib_later
finally:
    sys.path[:] = saved
_stdlib_later
`;

/** Once the page says data-ready (at once in a worker: it starts after that). */
function afterReady(run) {
  if (!root || root.hasAttribute("data-ready")) return void run();
  const watch = new MutationObserver(() => {
    if (!root.hasAttribute("data-ready")) return;
    watch.disconnect();
    run();
  });
  watch.observe(root, { attributes: true, attributeFilter: ["data-ready"] });
}

/**
 * The later zip for this Python: the finder installed at once; the bytes from the cache before any of
 * the page's Python runs (a return visit, offline too), else fetched once the board is live. A fault
 * leaves the finder to fetch it when a module of it is imported.
 */
async function addLater(pyodide) {
  if (!LATER) return;
  const url = new URL(LATER, INDEX_URL).href;
  const later = pyodide.runPython(IMPORT_LATER);
  const mount = (bytes, how) => {
    later.mount(bytes);
    if (root && !root.hasAttribute("data-stdlib-later")) root.setAttribute("data-stdlib-later", how);
  };
  later.install(url, fetchSync);
  const cached = await (typeof caches === "undefined" ? null : caches.match(url).catch(() => null));
  if (cached?.ok) {
    try {
      return mount(new Uint8Array(await cached.arrayBuffer()), "from the cache");
    } catch {
      // read again below
    }
  }
  afterReady(() => {
    fetch(url)
      .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((buffer) => mount(new Uint8Array(buffer), "after data-ready"))
      .catch(() => {}); // an import of one of its modules fetches it then
  });
}

/** The standard library's response as Pyodide needs it: a zip (inflated here when it came gzipped). */
async function inflatedStdlib(fetching) {
  const response = await fetching;
  if (!response.ok || !STDLIB.endsWith(".gz")) return response;
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return new Response(bytes); // inflated on the way already
  return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip")));
}

/**
 * Run `start` (a loadPyodide) with the standard library's request answered by inflatedStdlib: Pyodide
 * fetches stdLibURL with the global fetch and takes no bytes in its place. Any other request goes through.
 */
async function withStdlib(start) {
  const fetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    return url === STDLIB_URL ? inflatedStdlib(fetch(input, init)) : fetch(input, init);
  };
  try {
    return await start();
  } finally {
    globalThis.fetch = fetch;
  }
}

export async function loadPyodide(options = {}) {
  return withStdlib(() => startPython(options));
}

async function startPython(options) {
  const config = { ...options, indexURL: INDEX_URL, stdLibURL: STDLIB_URL };
  if (LOCK && !config.lockFileURL && !config.lockFileContents) config.lockFileContents = LOCK;
  let reason;
  let pyodide;
  try {
    const restored = await restore(config);
    report("snapshot", `restored (${SNAPSHOT.level}${restored.grown ? ", heap grown" : ""})`);
    pyodide = restored.pyodide;
  } catch (error) {
    reason = error instanceof Unusable ? error.message : `restore failed: ${error?.message ?? error}`;
  }
  if (!pyodide) {
    pyodide = await vendor.loadPyodide({ ...config, createPyodideModule: startModule });
    report("start", reason);
  }
  try {
    await addLater(pyodide);
  } catch (error) {
    // Python runs on without it: only an import of one of its modules would fail.
    root?.setAttribute("data-stdlib-later", `failed: ${error?.message ?? error}`);
  }
  const packed = await bundle; // a fault here stops the start, as PyScript's own fetch of a file would
  await nextTask(); // a frame between the start and the unpacking
  performance.mark("bundle-unpack");
  unpackBundle(pyodide, packed, pyodide.FS.cwd());
  performance.mark("bundle-unpacked");
  return pyodide;
}
