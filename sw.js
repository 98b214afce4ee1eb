// Offline service worker: precaches every file the page needs, versioned by content.
//
// This is the source; `make build` (scripts/sw.mjs, on workbox-build) writes
// dist/sw.js with the two placeholders below filled in from the built files:
//   PRECACHE  [{url, revision}] for index.html, pyscript.toml, py/main.py and
//             py/bundle.zip.zst (the rest of py/ in one archive), css/,
//             js/ (the analysis worker's script among them), icons, the
//             manifest, PyScript's chunks, the five Pyodide
//             files and the memory snapshot js/interpreter.mjs starts Python
//             from (revision = a hash of the file's bytes);
//   VERSION   a hash of that whole list, so the cache name changes whenever any
//             precached file does.
//
// Lifecycle:
//   install   fills the new cache; a file whose revision is unchanged is copied
//             from the previous version's cache instead of being downloaded. A
//             ".gz" file (the snapshot, the standard library) is kept inflated:
//             the page does not inflate it again at every start.
//   waiting   a new version never takes over a running game: it waits until the
//             next page load that no other open tab of the game would miss (see
//             navigate()), or until the player accepts the "update available"
//             notice (js/sw-register.js posts SKIP_WAITING).
//   activate  deletes the caches of older versions and takes control.
// The saved game lives in localStorage, which no update touches.

const PRECACHE = self.__WB_MANIFEST;
const VERSION = "__PRECACHE_VERSION__";

const PREFIX = "solitaire-precache-";
const CACHE = PREFIX + VERSION;
const MANIFEST_KEY = new URL("./__precache-manifest__", self.registration.scope).href;
const INDEX = new URL("./index.html", self.registration.scope).href;
const SCOPE_PATH = new URL(self.registration.scope).pathname;

const revisions = new Map(PRECACHE.map(({ url, revision }) => [new URL(url, self.registration.scope).href, revision]));

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "SKIP_WAITING") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    if (url.pathname === SCOPE_PATH || url.pathname === `${SCOPE_PATH}index.html`) {
      event.respondWith(navigate(request));
    }
    return;
  }
  if (!url.search && revisions.has(url.href)) event.respondWith(fromCache(request));
});

/** Fill this version's cache, reusing unchanged files from earlier versions' caches. */
async function precache() {
  const cache = await caches.open(CACHE);
  const previous = await previousRevisions();
  await Promise.all(
    [...revisions].map(async ([url, revision]) => {
      if (await cache.match(url)) return; // an interrupted earlier install of this same version
      const earlier = previous.get(url);
      if (earlier && earlier.revision === revision) {
        const response = await (await caches.open(earlier.cache)).match(url);
        if (response) return cache.put(url, response);
      }
      // Version-named vendor files and the hash-named snapshot may come from the HTTP
      // cache; the rest is revalidated.
      const immutable = url.includes("/vendor/") || url.includes("/snapshot/");
      const response = await fetch(url, { cache: immutable ? "default" : "no-cache" });
      if (!response.ok) throw new Error(`precache ${url}: HTTP ${response.status}`);
      return cache.put(url, url.endsWith(".gz") ? await inflated(response) : response);
    }),
  );
  await cache.put(MANIFEST_KEY, Response.json([...revisions]));
}

/**
 * A gzip file (the memory snapshot, the standard library) as it is once inflated: the network sends it
 * compressed, the cache keeps it ready, so that no start of Python inflates it again (js/interpreter.mjs
 * takes either form). What came inflated already (a server's Content-Encoding), or cannot be inflated here
 * (no DecompressionStream in this browser's workers, a corrupt file), is kept as it came: the page then
 * inflates it, or starts Python the normal way, as it would have.
 */
async function inflated(response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const headers = { "Content-Type": "application/octet-stream" };
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b || typeof DecompressionStream !== "function") {
    return new Response(bytes, { headers });
  }
  try {
    const body = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    return new Response(await new Response(body).arrayBuffer(), { headers });
  } catch {
    return new Response(bytes, { headers });
  }
}

/** url -> {cache, revision} for every file held by an older version's cache. */
async function previousRevisions() {
  const found = new Map();
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX) || name === CACHE) continue;
    const manifest = await (await caches.open(name)).match(MANIFEST_KEY);
    if (!manifest) continue;
    for (const [url, revision] of await manifest.json()) found.set(url, { cache: name, revision });
  }
  return found;
}

async function fromCache(request) {
  const cache = await openOwnCache();
  return (await cache?.match(request, { ignoreVary: true })) ?? fetch(request);
}

/**
 * The page itself. A version waiting to take over does so now if no other tab
 * of the game is open (this is the next load of the only tab, or a new tab with
 * none open). The waiting worker cannot activate while this fetch event is in
 * flight, so the answer is an empty page that reloads at once ("Refresh: 0"),
 * and that next request is served by the new version.
 */
async function navigate(request) {
  const waiting = self.registration.waiting;
  if (waiting) {
    const windows = await self.clients.matchAll({ type: "window" });
    if (windows.length <= 1) {
      waiting.postMessage({ type: "SKIP_WAITING" });
      return new Response("", {
        headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", Refresh: "0" },
      });
    }
  }
  const cache = await openOwnCache();
  return (await cache?.match(INDEX, { ignoreVary: true })) ?? fetch(request);
}

/** This version's cache; null once a newer version has deleted it (never re-created empty). */
async function openOwnCache() {
  return (await caches.has(CACHE)) ? caches.open(CACHE) : null;
}
