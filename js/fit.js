// Fitting the page to the screen: the card size, and which buttons stand in the toolbar.
// Layout only: no game rule and no game state lives here.
//
// The card size. css/style.css holds the formula's numbers (on .table: --g, --frame,
// --ratio, --max-cw, --below, --least-high, --max-tw for rows across; --turned, --gx-most,
// --gy-most, --least, --fr, --max-tw for the board turned on a phone in portrait) and a
// viewport-based size for when this has not run; #board holds the game's shape (--cols,
// --rows: 4 rows, or 8 with two decks; board.py sets them). A CSS size container
// (container-type: size, 100cqw/100cqh) would do the same with no script, but it made
// every move restyle the whole board (the figures: docs/tried.md). A ResizeObserver only
// works when the area's size changes.
//
// Rows across (desktop, landscape): a card is --cw wide and --cw * --ratio high, the
// largest that fits the width (--cols cards) and the height (--rows rows and the message).
// Where the height limits the cards to less than --least-high (8 rows on a landscape
// phone), a card a finger's width would be lower still: the cards take the width instead
// and are as high as the rows leave them, with 2 px between them and a 3 px frame (set
// here as --gap and --bpad), at most --max-tw times as wide as high.
// Turned (a phone in portrait, docs/layout.md): each of the game's rows runs top to
// bottom, so the board is --rows columns of --cols cells; a cell is as wide as the width
// allows (at most --max-tw cell heights) and as high as the height allows, with 2 px
// between cells, or 1 px where 2 would leave a cell under --least (36 px). Between the
// game's rows --gx-most, but the gaps between 8 rows together take no more than between 4
// (3 × --gx-most), so that 8 cells still share a phone's width (set here as --gx).
//
// No measuring here while the page is parsed: the observer's first report comes in the
// first frame, after layout and before paint, so the first paint already has the right
// size. Measuring here too forced a style and layout of the half-parsed page, and Pyodide
// started later (the figures: docs/tried.md).
//
// The toolbar. Buttons marked data-tier="2" stand in the bar where there is room and in
// the "More" menu on a small screen: the media query below is the only copy of that
// breakpoint (css/style.css has none of its own and styles the compact bar by the
// data-compact attribute set here). index.html holds them in the wide bar's order; each
// goes back before the button that followed it there, so the tab order always follows
// what is on screen.
(() => {
  "use strict";
  const table = document.querySelector(".table");
  const board = document.getElementById("board");
  const number = (style, name, fallback) => {
    const value = parseFloat(style.getPropertyValue(name));
    return Number.isFinite(value) ? value : fallback;
  };
  const px = (value) => `${Math.floor(value * 100) / 100}px`;
  const fit = (width, height) => {
    const style = getComputedStyle(table);
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    const shape = board ? getComputedStyle(board) : null;
    const cols = shape ? number(shape, "--cols", 13) : 13;
    const rows = shape ? number(shape, "--rows", 4) : 4;
    const below = number(style, "--below", 3.2) * rem;
    const maxTw = number(style, "--max-tw", 2.4);
    let cw;
    let ch;
    let low = false;
    if (number(style, "--turned", 0)) {
      const fr = number(style, "--fr", 3);
      const most = number(style, "--gx-most", 6);
      const gx = Math.min(most, (3 * most) / Math.max(1, rows - 1));
      const high = (gy) => (height - below - 2 * fr - (cols - 1) * gy) / cols;
      let gy = number(style, "--gy-most", 2);
      if (high(gy) < number(style, "--least", 36)) gy = Math.min(gy, 1);
      table.style.setProperty("--gy", `${gy}px`);
      table.style.setProperty("--gx", `${gx}px`);
      ch = Math.max(16, high(gy));
      cw = Math.max(16, Math.min(maxTw * ch, (width - 2 - 2 * fr - (rows - 1) * gx) / rows));
    } else {
      const g = number(style, "--g", 0.085);
      const frame = number(style, "--frame", 0.17);
      const ratio = number(style, "--ratio", 1.4);
      const most = number(style, "--max-cw", 96);
      const byWidth = (width - 2) / (cols + (cols - 1) * g + 2 * frame);
      const byHeight = (height - below) / (rows * ratio + (rows - 1) * g + 2 * frame);
      cw = Math.max(16, Math.min(most, byWidth, byHeight));
      ch = cw * ratio;
      low = byHeight < Math.min(most, byWidth) && ch < number(style, "--least-high", 48);
      if (low) {
        const gap = 2;
        const pad = 3;
        ch = Math.max(16, (height - below - 2 * pad - (rows - 1) * gap) / rows);
        cw = Math.max(16, Math.min(most, maxTw * ch, (width - 2 - 2 * pad - (cols - 1) * gap) / cols));
        table.style.setProperty("--gap", `${gap}px`);
        table.style.setProperty("--bpad", `${pad}px`);
      }
    }
    if (!low) {
      table.style.removeProperty("--gap");
      table.style.removeProperty("--bpad");
    }
    table.style.setProperty("--cw", px(cw));
    table.style.setProperty("--ch", px(ch));
  };
  if (table && typeof ResizeObserver === "function") {
    let last = null;
    new ResizeObserver((entries) => {
      const box = entries[entries.length - 1].contentRect;
      last = [box.width, box.height];
      fit(box.width, box.height);
    }).observe(table);
    // The area keeps its size, so the observer above says nothing, when the numbers change: a game
    // of another shape (6 to 14 columns, 4 or 8 rows: board.py builds the board again and sets
    // aria-colcount and aria-rowcount, and --cols, --rows), or another card size chosen in Settings
    // (css/style.css's :root[data-card-size] sets .table's --max-cw).
    if (typeof MutationObserver === "function") {
      const refit = new MutationObserver(() => {
        if (last) fit(last[0], last[1]);
      });
      if (board) refit.observe(board, { attributes: true, attributeFilter: ["aria-colcount", "aria-rowcount"] });
      refit.observe(document.documentElement, { attributes: true, attributeFilter: ["data-card-size"] });
    }
  }

  const bar = document.getElementById("toolbar");
  const menu = document.getElementById("more-menu");
  if (!bar || !menu || typeof matchMedia !== "function") return;
  const movable = [...bar.querySelectorAll('[data-tier="2"]')].map((button) => [button, button.nextElementSibling]);
  const compact = matchMedia("(max-width: 760px), (max-height: 540px) and (min-aspect-ratio: 3/2)");
  const place = () => {
    if (compact.matches) {
      menu.prepend(...movable.map(([button]) => button));
    } else {
      for (const [button, next] of [...movable].reverse()) next.before(button);
    }
    bar.toggleAttribute("data-compact", compact.matches);
  };
  place();
  compact.addEventListener("change", place);
})();
