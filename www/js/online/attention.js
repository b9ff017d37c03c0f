// Telling a player that it is their move while they look elsewhere: the
// Notification API, asked for once, from a click, on the first
// correspondence game this browser plays (a browser refuses a request
// that no gesture made, and a player asked on every game stops reading).

import { storage } from '../ui/storage.js';

const ASKED_KEY = 'ringboard:online:notifications-asked';

const supported = () => typeof Notification === 'function';

/** Whether the page may offer to ask: the browser can notify, has not been answered, and was never asked here. */
export function mayAskToNotify() {
  return supported() && Notification.permission === 'default' && !storage.get(ASKED_KEY);
}

/** Asks for the permission (call it from a click); resolves once answered. */
export async function askToNotify() {
  storage.set(ASKED_KEY, 'yes');
  if (!supported()) return 'denied';
  try {
    return await Notification.requestPermission();
  } catch {
    return 'denied';
  }
}

/** Shows a notification while the tab is hidden, if allowed; a click on it brings the tab back. */
export function notifyWhileHidden(title, body, tag) {
  if (!supported() || Notification.permission !== 'granted' || document.visibilityState !== 'hidden') return null;
  try {
    const notification = new Notification(title, { body, tag });
    notification.addEventListener('click', () => {
      window.focus();
      notification.close();
    });
    return notification;
  } catch {
    return null; // some browsers notify only from a service worker: the title still says it
  }
}
