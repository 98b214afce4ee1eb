// First paint, before Python starts: show the board the page is about to play.
//
// A return visit: the board as the game last drew it. Python (py/app/browser/paint.py)
// saves a copy of #board's markup and of the status texts in localStorage; this
// copies them back, nothing more.
// A link that names a deal (?variant=V&seed=N, &layout=, &daily=) on a page that
// keeps no game of that variant (a first visit): that deal's cards, worked out by
// js/deal.js (the deal contract ported, pinned to the engine by golden tests), in
// the cells py/app/browser/ui/board.py builds. Its gaps are drawn plain: what a gap takes is
// a rule, Python's to say.
// Else (no deal named, or any doubt) css/style.css shows an empty skeleton board.
//
// No game logic lives here: the picture is inert and marked busy until Python
// builds its own board, which replaces it (Board.build), and takes over; a tap on
// it is kept by js/loading.js and carried out by Python (py/app/browser/startup.py).
//
// Loaded as a plain external script right after #board, with js/deal.js before
// it (the CSP allows no inline code), so it runs before the first paint of the board.
(() => {
  "use strict";
  const KEY = "solitaire.v1.paint";
  // Where the page keeps games (py/app/record/store.py PREFIX, py/app/record/saves.py keys).
  const GAMES = "solitaire.v1.game.";
  const SHELF = "solitaire.v1.shelf.";
  const FACES = /* face.* texts by language, written in by scripts/build.py */ {};
  const LANGUAGES = ["en", "de"];
  const SUIT_SYMBOLS = { C: "\u2663", D: "\u2666", H: "\u2665", S: "\u2660" };
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

  // The board's shape as py/app/browser/ui/board.py build() sets it, read from the rows drawn (any game's rows
  // and columns): css/style.css's --cols and --rows, and the grid's aria-colcount and aria-rowcount.
  const mark = () => {
    const rows = board.querySelectorAll(":scope > .row");
    if (rows.length) {
      const columns = String(rows[0].children.length);
      board.style.setProperty("--cols", columns);
      board.style.setProperty("--rows", String(rows.length));
      board.setAttribute("aria-colcount", columns);
      board.setAttribute("aria-rowcount", String(rows.length));
    }
    board.inert = true;
    board.setAttribute("aria-busy", "true");
    board.setAttribute("data-painted", "");
  };

  const stored = (key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null; // no storage: the page plays from memory, with nothing saved
    }
  };

  // The player's language as py/app/text/i18n.py pick_language chooses it (as js/loading.js does).
  const language = () => {
    let choice = null;
    try {
      choice = JSON.parse(stored("solitaire.v1.prefs") || "null")?.language;
    } catch {
      choice = null;
    }
    if (LANGUAGES.includes(choice)) return choice;
    for (const tag of navigator.languages?.length ? navigator.languages : [navigator.language || ""]) {
      const code = String(tag).trim().replace("_", "-").split("-")[0].toLowerCase();
      if (LANGUAGES.includes(code)) return code;
    }
    return "en";
  };

  // True when the page keeps a game of ``variant`` (in its place or set aside): the link may then
  // resume it (py/app/core/arrival.py open_link), so its opening would be the wrong board.
  const keepsGame = (variant) => {
    try {
      if (localStorage.getItem(GAMES + variant) !== null) return true;
      for (let i = 0; i < localStorage.length; i++) {
        const name = localStorage.key(i);
        if (name === SHELF + variant || (name && name.startsWith(`${SHELF}${variant}.`))) return true;
      }
      return false;
    } catch {
      return false; // no storage: nothing is kept
    }
  };

  // The link's deal in the cells py/app/browser/ui/board.py builds and renders (rank and suit texts as view.py's),
  // on the link's board: as many rows and columns as the layout from js/deal.js has.
  const paintDeal = () => {
    const deal = location.search && globalThis.solitaireDeal ? globalThis.solitaireDeal.fromQuery(location.search) : null;
    if (!deal || keepsGame(deal.variant)) return;
    const faces = FACES[language()] || FACES.en || {};
    const rows = deal.layout.split("/");
    const columns = rows[0].length / 2;
    const make = (tag, className) => {
      const element = document.createElement(tag);
      element.className = className;
      return element;
    };
    const content = document.createDocumentFragment();
    // Spoilt: a face-down card is written in lower case, and a last, shorter row holds the waste card and the
    // talon; board.py draws that row as the waste cell, the talon (a back and its count) and cells of nothing.
    const pileRow = rows.length > 1 && rows[rows.length - 1].length < 2 * columns ? rows.length - 1 : -1;
    rows.forEach((text, r) => {
      const row = make("div", "row");
      row.setAttribute("role", "row");
      for (let c = 0; c < columns; c++) {
        const card = text.slice(2 * c, 2 * c + 2);
        const cell = make("div", "cell");
        cell.setAttribute("role", "gridcell");
        cell.dataset.row = String(r);
        cell.dataset.col = String(c);
        if (c === 0 && r !== pileRow) cell.dataset.n = String(r + 1);
        const face = make("div", "face");
        face.setAttribute("aria-hidden", "true");
        const rank = make("span", "rank");
        const suit = make("span", "suit");
        const also = make("span", "also"); // a gap's second card in board.py's markup; a gap is drawn plain here
        if (r === pileRow && c > 0) {
          const talon = text.length / 2 - 1;
          cell.dataset.pile = c === 1 ? "talon" : "none";
          if (c === 1 && talon) {
            cell.dataset.down = "";
            rank.textContent = String(talon);
          }
        } else if (card === "--") {
          cell.dataset.gap = "";
          if (r === pileRow) cell.dataset.pile = "waste";
        } else if (card !== card.toUpperCase()) {
          cell.dataset.down = "";
        } else {
          if (r === pileRow) cell.dataset.pile = "waste";
          const n = "A23456789TJQK".indexOf(card[0]) + 1;
          cell.dataset.card = card;
          rank.textContent = faces[`face.${n}`] || String(n);
          suit.textContent = SUIT_SYMBOLS[card[1]];
        }
        face.append(rank, suit, also);
        cell.append(face);
        row.append(cell);
      }
      content.append(row);
    });
    board.replaceChildren(content);
    mark();
  };

  let saved = null;
  try {
    saved = JSON.parse(localStorage.getItem(KEY) || "null");
  } catch {
    saved = null; // no storage, or not ours: no picture of the last board
  }
  // A link to another deal would show the wrong board: only the page as it was left.
  const same = saved && saved.v === VERSION && typeof saved.board === "string";
  if (!same || (location.search && saved.search !== location.search)) {
    paintDeal();
    return;
  }

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
  mark();

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
