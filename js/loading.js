// The loading screen while Python starts: shows PyScript's progress on its bar, and a clear
// message if Python fails to start. No game logic lives here (that is Python's).
//
// A tap on the toolbar or the board before the game is live is never lost: the last
// one is kept on <html data-early-tap> ("button:ID", or "cell:ROW,COL,CARD" with CARD
// "gap" for a gap), answered at once with "Starting… one moment" in the loading box,
// and carried out by Python as soon as it is ready (py/app/browser/startup.py, take_early_tap).
//
// Its texts are the loading.* keys of the app's one message catalogue
// (py/app/text/i18n.py): scripts/build.py writes them into the built copy of this
// file, in place of the empty object below. The language is the player's choice
// (the language of localStorage solitaire.v1.prefs, see py/app/record/prefs.py),
// else the first browser language we have, else English: i18n.pick_language's rule.
(() => {
  "use strict";
  const MESSAGES = /* loading.* texts by language, written in by scripts/build.py */ {};
  const LANGUAGES = ["en", "de"];
  const root = document.documentElement;
  const box = document.getElementById("loading");
  const title = document.querySelector(".loading-title");
  const text = document.getElementById("loading-text");
  const bar = document.getElementById("loading-progress");
  const error = document.getElementById("loading-error");
  const STEPS = 12; // about how many progress reports PyScript gives on the way up
  const LIMIT_MS = 120000;
  let steps = 0;

  const stored = (key) => {
    try {
      return localStorage.getItem(key);
    } catch (_) {
      return null; // no storage: the browser's languages decide
    }
  };
  const storedChoice = () => {
    try {
      const prefs = JSON.parse(stored("solitaire.v1.prefs") || "null");
      return prefs && typeof prefs.language === "string" ? prefs.language : null;
    } catch (_) {
      return null;
    }
  };
  const pickLanguage = (choice, browser) => {
    if (LANGUAGES.includes(choice)) return choice;
    for (const tag of browser) {
      const code = String(tag).trim().replace("_", "-").split("-")[0].toLowerCase();
      if (LANGUAGES.includes(code)) return code;
    }
    return "en";
  };
  const language = pickLanguage(
    storedChoice(),
    (navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ""]),
  );
  // No recent JavaScript here on purpose: this screen must also explain itself in old browsers.
  const own = (object, key) => Boolean(object) && Object.prototype.hasOwnProperty.call(object, key);
  const has = (key) => own(MESSAGES[language], key);
  const t = (key, params = {}) => {
    const table = has(key) ? MESSAGES[language] : MESSAGES.en;
    const template = own(table, key) ? table[key] : key;
    return template.replace(/\{(\w+)\}/g, (whole, name) => (own(params, name) ? String(params[name]) : whole));
  };

  if (box && has("loading.starting")) {
    box.lang = language;
    if (title) title.textContent = t("loading.title");
    if (text) text.textContent = t("loading.starting");
  }

  const ready = () => root.hasAttribute("data-ready");

  const fail = (why) => {
    if (ready() || root.hasAttribute("data-boot-failed")) return;
    root.setAttribute("data-boot-failed", "");
    if (text) text.textContent = t("loading.failed");
    if (error) {
      error.textContent = t("loading.advice", { why });
      error.hidden = false;
    }
  };

  const board = document.getElementById("board");
  const reply = document.getElementById("loading-reply");
  // The painted board is inert (clicks pass through it), so a tap finds its cell by position.
  const inside = (element, x, y) => {
    const r = element.getBoundingClientRect();
    return x >= r.left && x < r.right && y >= r.top && y < r.bottom;
  };
  const cellAt = (x, y) => [...(board ? board.querySelectorAll(".cell[data-row]") : [])].find((c) => inside(c, x, y));
  document.addEventListener(
    "click",
    (event) => {
      if (ready() || root.hasAttribute("data-boot-failed")) return;
      const target = event.target instanceof Element ? event.target : null;
      const button = target && target.closest("#toolbar button[id]");
      const onBoard = !button && board && inside(board, event.clientX, event.clientY);
      if (!button && !onBoard) return;
      event.preventDefault();
      event.stopPropagation();
      // A tap on the empty skeleton of a first visit has nothing to keep; it is answered all the same.
      const cell = onBoard ? cellAt(event.clientX, event.clientY) : null;
      for (const old of document.querySelectorAll("[data-pending]")) old.removeAttribute("data-pending");
      if (button || cell) {
        (button || cell).setAttribute("data-pending", "");
        const { row, col, card } = cell ? cell.dataset : {};
        root.setAttribute("data-early-tap", button ? `button:${button.id}` : `cell:${row},${col},${card || "gap"}`);
      }
      if (reply) {
        reply.textContent = t("loading.one_moment");
        reply.hidden = false;
      }
    },
    true,
  );

  // PyScript's own progress words ("Loaded Pyodide") mean nothing to a player: the bar shows the
  // progress, and the text keeps saying that the game is starting.
  addEventListener("py:progress", () => {
    steps += 1;
    if (text && !root.hasAttribute("data-boot-failed")) text.textContent = t("loading.starting");
    if (bar) bar.value = Math.min(95, Math.round((100 * steps) / STEPS));
  });
  addEventListener("py:all-done", () => {
    if (!ready()) fail(t("loading.game_did_not_start"));
  });
  addEventListener("error", (event) => {
    if (!ready()) fail(t("loading.python_failed", { detail: event.message || t("loading.file_failed") }));
  });
  addEventListener("unhandledrejection", (event) => {
    if (!ready()) fail(t("loading.python_failed", { detail: String(event.reason) }));
  });
  // Pyodide does not report a runtime file that fails to load (it waits
  // forever), so watch the page's own resource loads for an HTTP error.
  if (typeof PerformanceObserver === "function") {
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.responseStatus >= 400 && /\.(wasm|mjs|js|zip|json|py|toml)$/.test(new URL(entry.name).pathname)) {
            const name = new URL(entry.name).pathname.split("/").pop();
            fail(t("loading.file_missing", { name, status: entry.responseStatus }));
          }
        }
      }).observe({ type: "resource", buffered: true });
    } catch (_) {
      // No resource timing here: the time limit below still applies.
    }
  }
  setTimeout(() => {
    if (!ready()) fail(t("loading.too_slow"));
  }, LIMIT_MS);
})();
