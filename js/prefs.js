// The player's display preferences on <html> before the first paint, so the
// page never flashes the wrong theme nor a hidden figure of the status line.
// py/app/record/prefs.py owns the format and each setting's values (SETTINGS; it
// re-applies them when Python starts); this only copies the non-default values
// across, as data-NAME (an underscore a hyphen: data-hide-clock), and
// tests/app/test_keys_prefs_announce.py fails if CHOICES here differs from SETTINGS there.
(() => {
  "use strict";
  const CHOICES = { theme: ["light", "dark"], deck: ["four-colour"], motion: ["on", "off"], hide_clock: ["on"], hide_moves: ["on"], hide_score: ["on"] };
  let prefs = null;
  try {
    prefs = JSON.parse(localStorage.getItem("solitaire.v1.prefs") || "null");
  } catch {
    return; // no storage, or not ours: the browser's settings apply
  }
  if (!prefs || typeof prefs !== "object") return;
  for (const [name, allowed] of Object.entries(CHOICES)) {
    if (allowed.includes(prefs[name])) document.documentElement.setAttribute(`data-${name.replaceAll("_", "-")}`, prefs[name]);
  }
})();
