// The service worker: after one visit the game loads and plays with no network.
// sw.js is generated from this file by scripts/write_sw.py, which fills in VERSION (a hash of
// every precached file) and PRECACHE (their URLs, relative to the folder sw.js is served from so
// the site works under any path, each with a hash). Edit this template, never sw.js.

const VERSION = "%VERSION%";
const PRECACHE = "%PRECACHE%";
// Files of this release fetched only by the players who need them (each language's catalog), and
// kept in its cache once fetched.
const ON_DEMAND = "%ON_DEMAND%";

const scope = new URL("./", self.location).href;
const index = new URL("./index.html", scope).href;

// One cache per release, named by its version, so a page is served from one release only. The
// name also carries the site's path: Cache Storage is shared by the whole origin, and two copies
// of the game on one host (say /solitaire/ and /solitaire-beta/) must not delete each other's.
const PREFIX = "solitaire-";
const SUFFIX = ` ${new URL(scope).pathname}`;
const CACHE = `${PREFIX}${VERSION}${SUFFIX}`;

async function download(url) {
  // "no-cache": revalidated with the server, so a stale copy in the HTTP cache (whatever caching
  // headers a host sends) never enters a release.
  const response = await fetch(url, { cache: "no-cache" });
  if (!response.ok) throw new Error(`cannot precache ${url}: HTTP ${response.status}`);
  // A host may redirect (say /index.html to /). A response marked as redirected cannot answer a
  // navigation, so keep a plain copy: same body, status and headers.
  if (response.redirected) {
    const { status, statusText, headers } = response;
    return new Response(await response.blob(), { status, statusText, headers });
  }
  return response;
}

// Each cache records the release it holds. A file this release lists with the same hash as an
// earlier cache's (the runtime, usually: about 15 MB) is copied from there rather than downloaded
// again. The hash covers the file's bytes and the header rules it is served with.
const RECORD = new URL("./sw.js?release", scope).href;

// The earlier releases of this site still cached, with the files each recorded. Each is read by
// name, never opened: another release's worker may be deleting it (see fromRelease below).
async function earlierReleases() {
  const names = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name.endsWith(SUFFIX));
  return Promise.all(
    names.map(async (cacheName) => {
      const record = await caches.match(RECORD, { cacheName });
      return { cacheName, files: record ? ((await record.json()).files ?? {}) : {} };
    }),
  );
}

async function unchanged(earlier, path, hash) {
  for (const { cacheName, files } of earlier) {
    if (files[path] === hash) {
      const response = await caches.match(new URL(path, scope).href, { cacheName });
      if (response) return response;
    }
  }
  return undefined;
}

async function precache() {
  const earlier = await earlierReleases();
  const cache = await caches.open(CACHE);
  await Promise.all(
    Object.entries(PRECACHE).map(async ([path, hash]) => {
      const url = new URL(path, scope).href;
      // The whole response is kept, headers included: the page's own COOP/COEP headers keep it
      // cross-origin isolated when it is served from here.
      await cache.put(url, (await unchanged(earlier, path, hash)) ?? (await download(url)));
    }),
  );
  // What a player fetched on demand before, if this release has it unchanged, is kept too.
  await Promise.all(
    Object.entries(ON_DEMAND).map(async ([path, hash]) => {
      const kept = await unchanged(earlier, path, hash);
      if (kept) await cache.put(new URL(path, scope).href, kept);
    }),
  );
  // Recorded last: a cache whose install broke off records nothing, so nothing is taken from it.
  const record = JSON.stringify({ version: VERSION, files: { ...PRECACHE, ...ON_DEMAND } });
  await cache.put(RECORD, new Response(record, { headers: { "Content-Type": "application/json" } }));
}

// Static routes, where the browser has them: the page's own requests for the site's files are
// answered from this release's cache by the browser itself, without starting this worker or
// running its code for each (a file missing from the cache goes to the network). Pages are
// answered here, by the fetch handler below: a deal link's page is the cached page whatever its
// query, and on a host that sends no headers the page gets its isolation headers from here; so
// are the scripts of workers. A worker's own requests are never routed: they come here too (but
// the runtime's WebAssembly, which this worker leaves to the HTTP cache: see the fetch handler).
function routes() {
  const folder = new URL(scope).pathname.replace(/[\\:*?+(){}]/g, "\\$&");
  return [
    { condition: { requestMode: "navigate" }, source: "fetch-event" },
    {
      condition: { urlPattern: new URLPattern({ pathname: `${folder}static/locales/*`, baseURL: scope }) },
      source: "fetch-event",
    },
    { condition: { requestDestination: "worker" }, source: "fetch-event" },
    {
      condition: { urlPattern: new URLPattern({ pathname: `${folder}*`, baseURL: scope }), requestMethod: "GET" },
      source: { cacheName: CACHE },
    },
  ];
}

self.addEventListener("install", (event) => {
  if (event.addRoutes && globalThis.URLPattern) {
    // A browser that knows routes but not these conditions installs the release without them.
    event.waitUntil(event.addRoutes(routes()).catch((error) => console.warn("No static routes:", error)));
  }
  // A new release takes over as soon as it is cached, so the next load runs it, instead of
  // waiting until every window of the game is closed (an installed app may stay open for days).
  // A page already running keeps the code it booted with; only what it loads later (a suit's
  // image the first time a game shows that suit) comes from the new release.
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name.endsWith(SUFFIX) && name !== CACHE) {
          await caches.delete(name);
        }
      }
      await self.clients.claim();
    })(),
  );
});

// The headers that make a page cross-origin isolated, which the table's Python needs to run in a
// worker (static/app/start.js). A host that sends no headers gets them from here: the
// documents and workers this worker serves carry them, whatever the host sent, so from the
// second visit on the page is isolated on any static host, offline included. Other files need
// none (they are all of this origin), and are served untouched: a response made here has no URL,
// and the browser keeps no compiled code for it.
const ISOLATION = {
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Embedder-Policy": "require-corp",
};

function isolated(response) {
  const missing = Object.keys(ISOLATION).filter((name) => !response.headers.has(name));
  if (!missing.length || response.type === "opaqueredirect" || response.status === 0) return response;
  const headers = new Headers(response.headers);
  for (const name of missing) headers.set(name, ISOLATION[name]);
  const { status, statusText } = response;
  return new Response(response.body, { status, statusText, headers });
}

// Read through caches.match, never caches.open: opening makes the cache when it is missing, and
// this worker may answer a request or two after the next release's worker has deleted its cache
// (a page or a worker script it still controlled); an empty cache made then would stay beside the
// new release's until the one after.
function fromRelease(request, options) {
  return caches.match(request, { ...options, cacheName: CACHE, ignoreVary: true });
}

// A read of the site's own files that fails is tried once more: Firefox may fail a request on a
// kept-alive connection the host has just closed, where the page itself would have retried.
async function fetchOnceMore(request) {
  try {
    return await fetch(request);
  } catch {
    return await fetch(request);
  }
}

async function fromCache(request) {
  const navigation = request.mode === "navigate";
  // A deal link (?game=spider&deal=5-1) is the page itself: the game reads the query.
  const cached = await fromRelease(request, { ignoreSearch: navigation });
  if (cached) return cached;
  try {
    const response = await fetchOnceMore(request);
    const path = `./${request.url.slice(scope.length)}`;
    if (response.ok && path in ON_DEMAND) await (await caches.open(CACHE)).put(request, response.clone());
    return response;
  } catch (error) {
    // Offline, another page of the site's folder gets the game's page (its relative URLs
    // resolve as they do on the real one).
    if (navigation && new URL("./", request.url).href === scope) {
      const page = await fromRelease(index);
      if (page) return page;
    }
    throw error;
  }
}

async function respond(request) {
  const response = await fromCache(request);
  const document = request.mode === "navigate" || request.destination === "worker";
  return document ? isolated(response) : response;
}

// The runtime's WebAssembly is left to the browser's HTTP cache, which keeps the module's compiled
// code beside it: answered from here, it is compiled again on every visit (about 0.13 s of a
// return visit). When the HTTP cache has not kept it, the boot reads it from this
// release's cache itself (static/app/boot.mjs), so it stays precached.
function compiledByTheBrowser(request) {
  return new URL(request.url).pathname.endsWith(".wasm");
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  // Only reads of the site's own files; anything else goes to the network untouched.
  if (request.method !== "GET" || !request.url.startsWith(scope) || compiledByTheBrowser(request)) return;
  event.respondWith(respond(request));
});
