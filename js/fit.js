// Fitting the page to the screen: the card size, and which buttons stand in the toolbar.
// Layout only: no game rule and no game state lives here.
//
// The card size. css/style.css holds the formula's numbers (on .table: --g, --frame,
// --ratio, --max-cw, --below for rows across; --turned, --gx, --gy-most, --least, --fr,
// --max-tw for the board turned on a phone in portrait) and a viewport-based size for
// when this has not run. A CSS size container (container-type: size, 100cqw/100cqh)
// would do the same with no script, but it made every move restyle the whole board (the
// figures: docs/tried.md). A ResizeObserver only works when the area's size changes.
//
// Rows across (desktop, landscape): a card is --cw wide and --cw * --ratio high, the
// largest that fits the width (--cols cards) and the height (4 rows and the message).
// Turned (a phone in portrait, docs/layout.md): each of the game's rows runs top to
// bottom, so the board is 4 columns of --cols cells; a cell is as wide as a quarter of
// the width allows (at most --max-tw cell heights) and as high as the height allows,
// with 2 px between cells, or 1 px where 2 would leave a cell under --least (36 px).
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
    const cols = board ? number(getComputedStyle(board), "--cols", 13) : 13;
    const below = number(style, "--below", 3.2) * rem;
    let cw;
    let ch;
    if (number(style, "--turned", 0)) {
      const gx = number(style, "--gx", 6);
      const fr = number(style, "--fr", 3);
      const high = (gy) => (height - below - 2 * fr - (cols - 1) * gy) / cols;
      let gy = number(style, "--gy-most", 2);
      if (high(gy) < number(style, "--least", 36)) gy = Math.min(gy, 1);
      table.style.setProperty("--gy", `${gy}px`);
      ch = Math.max(16, high(gy));
      cw = Math.max(16, Math.min(number(style, "--max-tw", 2.4) * ch, (width - 2 - 2 * fr - 3 * gx) / 4));
    } else {
      const g = number(style, "--g", 0.085);
      const frame = number(style, "--frame", 0.17);
      const ratio = number(style, "--ratio", 1.4);
      const byWidth = (width - 2) / (cols + (cols - 1) * g + 2 * frame);
      const byHeight = (height - below) / (4 * ratio + 3 * g + 2 * frame);
      cw = Math.max(16, Math.min(number(style, "--max-cw", 96), byWidth, byHeight));
      ch = cw * ratio;
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
    // A game of the other width (13 or 14 columns): board.py builds the board again and sets
    // aria-colcount (and --cols); the area keeps its size, so the observer above says nothing.
    if (board && typeof MutationObserver === "function") {
      new MutationObserver(() => {
        if (last) fit(last[0], last[1]);
      }).observe(board, { attributes: true, attributeFilter: ["aria-colcount"] });
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
