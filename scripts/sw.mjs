#!/usr/bin/env node
// Write <dist>/sw.js: the service worker source (sw.js) with its precache list,
// made by workbox-build from the files actually in <dist>, and a cache version
// that is a hash of that list (so any changed file means a new cache).
//
// Usage: node scripts/sw.mjs [DIST] [--bare]   (default: dist; called by scripts/build.py)
// --bare: a site that is not the app (bench/bench.py's bare PyScript page): no analysis worker to require.

import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { getManifest } from "workbox-build";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MANIFEST_PLACEHOLDER = "self.__WB_MANIFEST";
const VERSION_PLACEHOLDER = "__PRECACHE_VERSION__";

// What the page needs, relative to the site root. PyScript's editor and terminal
// (CodeMirror, xterm.js) and the plugins pyscript.toml turns off are never used
// by this page and stay out of the cache; so does PyScript's own (empty)
// service-worker.js.
export const GLOB_PATTERNS = [
  "index.html",
  "pyscript.toml",
  "manifest.webmanifest",
  "favicon.svg",
  // The Python code arrives as one archive (js/interpreter.mjs fetches it); only the
  // entry point is fetched as a file (index.html's <script type="py" src>).
  "py/{main.py,bundle.zip.zst}",
  "css/**/*.css",
  "js/**/*.{js,mjs}",
  "icons/*.{png,svg}",
  // The standard library the site ships: python_stdlib-<hash>.zip.gz and python_stdlib_later-<hash>.zip
  // (scripts/build.py trims and splits it), or Pyodide's own python_stdlib.zip (bench/bench.py's bare page).
  "vendor/pyodide-*/{pyodide.mjs,pyodide.asm.mjs,pyodide.asm.wasm,python_stdlib*.{zip,zip.gz},pyodide-lock.json}",
  "vendor/pyscript-*/*.{js,css}",
];
// The memory snapshot js/interpreter.mjs starts Python from (scripts/snapshot.mjs),
// when the build made one: workbox-build refuses a pattern that matches nothing.
export const SNAPSHOT_PATTERN = "snapshot/*.gz";
export const GLOB_IGNORES = [
  "sw.js",
  "vendor/pyscript-*/codemirror*",
  "vendor/pyscript-*/xterm*",
  "vendor/pyscript-*/service-worker.js",
  // Plugins turned off (pyscript.toml and index.html's <mpy-config>): never imported.
  "vendor/pyscript-*/{py-editor,py-terminal,py-game,donkey,deprecations-manager}-*.js",
];

async function main(dist, bare) {
  const snapshots = existsSync(path.join(dist, "snapshot"))
    ? readdirSync(path.join(dist, "snapshot")).filter((name) => name.endsWith(".gz"))
    : [];
  const { count, size, warnings, manifestEntries } = await getManifest({
    globDirectory: dist,
    globPatterns: snapshots.length ? [...GLOB_PATTERNS, SNAPSHOT_PATTERN] : GLOB_PATTERNS,
    globIgnores: GLOB_IGNORES,
    maximumFileSizeToCacheInBytes: 64 * 1024 * 1024,
  });
  if (warnings.length) throw new Error(`workbox-build: ${warnings.join("; ")}`);

  const pyodide = manifestEntries.filter(({ url }) => url.startsWith("vendor/pyodide-"));
  const expected = bare ? 5 : 6; // the site's standard library is two files
  if (pyodide.length !== expected) {
    throw new Error(`expected the ${expected} Pyodide files in the precache, found ${pyodide.length}`);
  }
  // The analysis worker's script too: a worker's fetches go through the page's service worker, so
  // "Winnable from here?" answers offline only when it is in the cache.
  const needs = ["index.html", "pyscript.toml", "py/main.py", ...(bare ? [] : ["js/analysis-worker.mjs"])];
  for (const need of needs) {
    if (!manifestEntries.some(({ url }) => url === need)) throw new Error(`${need} missing from the precache`);
  }

  const lines = manifestEntries.map(({ url, revision }) => `${url} ${revision}`).sort();
  const version = createHash("sha256").update(lines.join("\n")).digest("hex").slice(0, 16);
  let source = readFileSync(path.join(ROOT, "sw.js"), "utf8");
  for (const placeholder of [MANIFEST_PLACEHOLDER, VERSION_PLACEHOLDER]) {
    if (source.split(placeholder).length !== 2) throw new Error(`sw.js must hold ${placeholder} exactly once`);
  }
  source = source
    .replace(MANIFEST_PLACEHOLDER, () => JSON.stringify(manifestEntries, null, 1))
    .replace(VERSION_PLACEHOLDER, () => version);
  writeFileSync(path.join(dist, "sw.js"), source);
  console.log(`sw.js: version ${version}, ${count} files precached, ${(size / 1e6).toFixed(1)} MB`);
}

try {
  const args = process.argv.slice(2);
  const dir = args.find((arg) => !arg.startsWith("--"));
  await main(path.resolve(dir ?? path.join(ROOT, "dist")), args.includes("--bare"));
} catch (error) {
  console.error(`scripts/sw.mjs: ${error.message}`);
  process.exitCode = 1;
}
