// The player's display preferences on <html> before the first paint, so the
// page never flashes the wrong theme. py/app/record/prefs.py owns the format (and
// re-applies it when Python starts); this only copies known values across.
(() => {
  "use strict";
  const CHOICES = { theme: ["light", "dark"], deck: ["four-colour"], motion: ["on", "off"] };
  let prefs = null;
  try {
    prefs = JSON.parse(localStorage.getItem("solitaire.v1.prefs") || "null");
  } catch {
    return; // no storage, or not ours: the browser's settings apply
  }
  if (!prefs || typeof prefs !== "object") return;
  for (const [name, allowed] of Object.entries(CHOICES)) {
    if (allowed.includes(prefs[name])) document.documentElement.setAttribute(`data-${name}`, prefs[name]);
  }
})();
