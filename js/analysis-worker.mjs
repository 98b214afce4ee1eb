// The analysis worker: "Winnable from here?" (and a hint's search) off the
// page's main thread, so the search never competes with the board for frames.
//
// A module worker (py/app/browser/worker_link.py starts it with
// new Worker("js/analysis-worker.mjs", {type: "module"})). It starts Python
// with the page's own js/interpreter.mjs (the build's memory snapshot when the
// service worker's cache holds it, else the normal way), which unpacks the page's
// bundle (the engine, as bytecode: js/bundle.mjs), and imports app.analysis.search_worker, whose
// Worker class reads the protocol (app.analysis.protocol) and runs the search loop (pure Python, tested
// under CPython). Every fetch here goes through the page's service worker, so
// it works offline once the page has been visited.
//
// Messages are JSON strings (py/app/analysis/protocol.py describes them). The search
// runs in steps of STEP_MS; between steps the worker reads its messages (a new
// position drops the old search at once); it posts its progress at most every
// REPORT_MS, and a verdict at once (both in py/app/analysis/protocol.py).
import { loadPyodide } from "./interpreter.mjs";

const HOME = "/home/pyodide";

// Pyodide's own files are version-named (immutable): read them straight from the
// service worker's cache when it holds them, with no request at all (fewer
// round trips, and nothing in flight to abort when the page goes away while the
// worker starts); anything else, and a miss, is fetched as usual.
const networkFetch = self.fetch.bind(self);
self.fetch = async (input, init) => {
  const url = typeof input === "string" ? input : (input?.url ?? String(input));
  if (url.includes("/vendor/pyodide-") && typeof caches !== "undefined") {
    try {
      const hit = await caches.match(url);
      if (hit) return hit;
    } catch {
      // Cache Storage refused (e.g. storage blocked): the network, as usual
    }
  }
  return networkFetch(input, init);
};

let worker = null; // app.analysis.search_worker.Worker, once Python is up
const inbox = []; // requests that came before Python was up, or during a step
let running = false;

function post(text) {
  self.postMessage(text);
}

// A worker that could not start Python cannot know the protocol's version: the page reads its
// "failed" whatever the version (py/app/analysis/protocol.py decode_message). Every other message,
// "ready" among them, is written by Python, which owns the protocol.
function failed(error) {
  post(JSON.stringify({ type: "failed", error: String(error?.message ?? error) }));
}

self.addEventListener("message", (event) => {
  inbox.push(event.data);
  if (worker) pump();
});

/** Take every waiting request, then step the search until it is done or a request waits. */
function pump() {
  while (inbox.length) {
    const text = inbox.shift();
    if (typeof text !== "string") continue;
    try {
      const reply = worker.handle(text);
      if (reply != null) post(reply);
    } catch (error) {
      failed(error);
    }
  }
  if (!running && worker.busy) {
    running = true;
    setTimeout(stepOnce, 0);
  }
}

function stepOnce() {
  running = false;
  if (inbox.length) {
    pump();
    return;
  }
  let reply = null;
  try {
    reply = worker.step();
  } catch (error) {
    failed(error);
    return;
  }
  if (reply != null) post(reply);
  if (worker.busy || inbox.length) {
    running = true;
    // A macrotask between steps: the messages posted meanwhile are read first.
    setTimeout(stepOnce, 0);
  }
}

async function start() {
  const pyodide = await loadPyodide({ stdout: () => {}, stderr: (text) => console.warn(text) });
  pyodide.runPython(`
import sys
if "${HOME}" not in sys.path:  # where js/bundle.mjs unpacked the bundle
    sys.path.insert(0, "${HOME}")
`);
  const analysis = pyodide.pyimport("app.analysis.search_worker");
  worker = analysis.Worker();
  analysis.destroy();
  post(worker.ready());
  pump();
}

start().catch(failed);
