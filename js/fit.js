// The card size: a card's width --cw from the room the board's area (.table) has.
//
// css/style.css holds the formula's numbers (--g, --frame, --ratio, --max-cw,
// --below on .table) and a viewport-based --cw for when this has not run. A CSS
// size container (container-type: size, 100cqw/100cqh) would do the same with
// no script, but it made every move restyle the whole board: 60-140 ms a click
// instead of 6-8 ms here (measured, docs/performance.md). A ResizeObserver only
// works when the area's size changes. Layout only: no game rule lives here.
//
// No measuring here while the page is parsed: the observer's first report comes
// in the first frame, after layout and before paint, so the first paint already
// has the right size. Measuring here too forced a style and layout of the
// half-parsed page, and Pyodide started later: without it, Pyodide starts about
// 100 ms sooner and the first paint comes about 140 ms sooner (docs/performance.md).
(() => {
  "use strict";
  const table = document.querySelector(".table");
  if (!table || typeof ResizeObserver !== "function") return;
  const number = (style, name, fallback) => {
    const value = parseFloat(style.getPropertyValue(name));
    return Number.isFinite(value) ? value : fallback;
  };
  const fit = (width, height) => {
    const style = getComputedStyle(table);
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    const g = number(style, "--g", 0.085);
    const frame = number(style, "--frame", 0.17);
    const ratio = number(style, "--ratio", 1.4);
    const maxCw = number(style, "--max-cw", 96);
    const below = number(style, "--below", 3.2) * rem;
    const byWidth = (width - 2) / (13 + 12 * g + 2 * frame);
    const byHeight = (height - below) / (4 * ratio + 3 * g + 2 * frame);
    const cw = Math.max(16, Math.min(maxCw, byWidth, byHeight));
    table.style.setProperty("--cw", `${Math.floor(cw * 100) / 100}px`);
  };
  new ResizeObserver((entries) => {
    const box = entries[entries.length - 1].contentRect;
    fit(box.width, box.height);
  }).observe(table);
})();
