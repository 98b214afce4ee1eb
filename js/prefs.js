// The player's display preferences on <html> before the first paint, so the
// page never flashes the wrong theme nor shows a figure the player hid.
// py/app/record/prefs.py owns the format, each setting's name, values and default
// (SETTINGS; it re-applies them when Python starts): scripts/build.py writes into
// the built copy of this file the storage key and, for each setting the CSS reads,
// its attribute and its other values (prefs_data), and this copies the player's
// across. The source as it is sets nothing.
(() => {
  "use strict";
  const PREFS = /* the storage key and the settings the CSS reads (prefs_data), written in by scripts/build.py */ null;
  if (!PREFS) return;
  let prefs = null;
  try {
    prefs = JSON.parse(localStorage.getItem(PREFS.key) || "null");
  } catch {
    return; // no storage, or not ours: the browser's settings apply
  }
  if (!prefs || typeof prefs !== "object") return;
  for (const [name, [attribute, values]] of Object.entries(PREFS.settings)) {
    if (values.includes(prefs[name])) document.documentElement.setAttribute(attribute, prefs[name]);
  }
})();
