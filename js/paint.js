// First paint on a return visit: before Python starts, show the board as the
// game last drew it. Python (py/app/paint.py) saves a copy of #board's markup
// and of the status texts in localStorage; this copies them back, nothing more.
// No game logic lives here: the picture is inert and marked busy until Python
// builds its own board, which replaces it (build_board), and takes over.
// A first visit has nothing saved: css/style.css shows an empty skeleton board.
//
// Loaded as a plain external script right after #board (the CSP allows no
// inline code), so it runs before the first paint of the board.
(() => {
  "use strict";
  const KEY = "solitaire.v1.paint";
  const VERSION = 1;
  const TAGS = new Set(["DIV", "SPAN", "B"]);
  // Attributes of the picture; the rest (ids, tabindex, handlers, styles, and the
  // passing marks of a pick, a hint or a refused tap) are dropped.
  const TRANSIENT = new Set(["data-selected", "data-choice", "data-illegal", "data-hint"]);
  const keep = (name) =>
    name === "class" || name === "role" || name === "aria-label" || (name.startsWith("data-") && !TRANSIENT.has(name));

  const root = document.documentElement;
  const board = document.getElementById("board");
  if (!board || board.firstElementChild || root.hasAttribute("data-ready")) return;

  let saved = null;
  try {
    saved = JSON.parse(localStorage.getItem(KEY) || "null");
  } catch {
    return; // no storage, or not ours: the skeleton stays
  }
  if (!saved || saved.v !== VERSION || typeof saved.board !== "string") return;
  // A link to another deal would show the wrong board: only the page as it was left.
  if (location.search && saved.search !== location.search) return;

  const template = document.createElement("template");
  template.innerHTML = saved.board; // parsed inert: a template runs nothing
  for (const element of [...template.content.querySelectorAll("*")]) {
    if (!TAGS.has(element.tagName)) {
      element.remove();
      continue;
    }
    for (const { name } of [...element.attributes]) {
      if (!keep(name)) element.removeAttribute(name);
    }
  }
  if (!template.content.querySelector("[data-row]")) return;

  board.replaceChildren(template.content);
  // The columns of the game drawn (13, or 14 in the wider family): css/style.css's --cols.
  const row = board.querySelector(".row");
  if (row) board.style.setProperty("--cols", String(row.children.length));
  board.inert = true;
  board.setAttribute("aria-busy", "true");
  board.setAttribute("data-painted", "");

  const texts = saved.text && typeof saved.text === "object" ? saved.text : {};
  for (const [selector, text] of Object.entries(texts)) {
    if (typeof text !== "string") continue;
    let element = null;
    try {
      element = document.querySelector(selector);
    } catch {
      continue;
    }
    if (element && element.closest("#status, .topbar")) element.textContent = text;
  }
})();
