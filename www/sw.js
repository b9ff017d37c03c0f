// The service worker: keeps one whole version of the site for offline play.
// scripts/build-site.mjs fills in the version and the files of the build.
// A new version installs beside the old one and waits; it takes over only
// when the page asks (the player chose "Reload to update"), and then drops
// the old version's files.

const VERSION = 'RINGBOARD_VERSION';
const FILES = RINGBOARD_FILES;
const CACHE = `ringboard-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith('ringboard-') && name !== CACHE).map((name) => caches.delete(name)));
    await self.clients.claim();
  })());
});

self.addEventListener('message', (event) => {
  if (event.data === 'activate') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  // The game server's answers are live: never the cache's (sockets never come here).
  if (url.pathname.startsWith('/api/')) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // Every page of the site is the one HTML file; the search part never
    // changes a file (an engine's second instance is the same module).
    const cached = await cache.match(request.mode === 'navigate' ? './' : request, { ignoreSearch: true });
    return cached ?? fetch(request);
  })());
});
