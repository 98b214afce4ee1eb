// The loading screen while Python starts: shows PyScript's progress, and a clear
// message if Python fails to start. No game logic lives here (that is Python's).
(() => {
  "use strict";
  const root = document.documentElement;
  const text = document.getElementById("loading-text");
  const bar = document.getElementById("loading-progress");
  const error = document.getElementById("loading-error");
  const STEPS = 12; // about how many progress reports PyScript gives on the way up
  const LIMIT_MS = 120000;
  let steps = 0;

  const ready = () => root.hasAttribute("data-ready");

  const fail = (why) => {
    if (ready() || root.hasAttribute("data-boot-failed")) return;
    root.setAttribute("data-boot-failed", "");
    if (text) text.textContent = "The game could not start.";
    if (error) {
      error.textContent =
        why + " Reload the page to try again; if it keeps failing, try another (recent) browser.";
      error.hidden = false;
    }
  };

  addEventListener("py:progress", (event) => {
    steps += 1;
    if (text && typeof event.detail === "string") text.textContent = event.detail + "…";
    if (bar) bar.value = Math.min(95, Math.round((100 * steps) / STEPS));
  });
  addEventListener("py:all-done", () => {
    if (!ready()) fail("Python started, but the game did not.");
  });
  addEventListener("error", (event) => {
    if (!ready()) fail("Python could not be loaded (" + (event.message || "a file failed to load") + ").");
  });
  addEventListener("unhandledrejection", (event) => {
    if (!ready()) fail("Python could not be loaded (" + String(event.reason) + ").");
  });
  // Pyodide does not report a runtime file that fails to load (it waits
  // forever), so watch the page's own resource loads for an HTTP error.
  if (typeof PerformanceObserver === "function") {
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.responseStatus >= 400 && /\.(wasm|mjs|js|zip|json|py|toml)$/.test(new URL(entry.name).pathname)) {
            const name = new URL(entry.name).pathname.split("/").pop();
            fail("A file the game needs could not be loaded (" + name + ", HTTP " + entry.responseStatus + ").");
          }
        }
      }).observe({ type: "resource", buffered: true });
    } catch (_) {
      // No resource timing here: the time limit below still applies.
    }
  }
  setTimeout(() => {
    if (!ready()) fail("Python is taking too long to start.");
  }, LIMIT_MS);
})();
