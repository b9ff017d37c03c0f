// Offline play and clean updates. The service worker (sw.js, written by the
// build) keeps one whole version of the site; when a new deploy has been
// fetched, the page says so, and the new version starts only when the
// player reloads, so that a page never mixes files of two versions.

import { showNotice } from './dom.js';

/** How often an open page asks whether a new version is out. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

export function watchForUpdates() {
  if (!('serviceWorker' in navigator)) return;
  // Registered once the page has loaded, so that it never competes with the first board.
  const start = () => register().catch((error) => console.warn('offline play is not available:', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function register() {
  const registration = await navigator.serviceWorker.register('sw.js', { scope: './' });
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The player asked for the new version (here or in another tab).
    if (sessionStorage.getItem('ringboard:updating') && !reloading) {
      reloading = true;
      sessionStorage.removeItem('ringboard:updating');
      location.reload();
    }
  });
  const offer = (worker) => {
    // A waiting worker while another controls the page is a new version;
    // the first install has nothing to replace.
    if (!worker || !navigator.serviceWorker.controller) return;
    showNotice('notice-update-ready', [
      {
        label: 'notice-update-reload',
        run: () => {
          sessionStorage.setItem('ringboard:updating', '1');
          worker.postMessage('activate');
        },
      },
    ], 'info');
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
  const check = () => registration.update().catch(() => { /* offline: try again later */ });
  setInterval(check, CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'visible') check(); });
}
