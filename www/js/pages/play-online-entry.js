// The button that opens Play online (play-online-panel.js) in place, on the
// home page, the lobby and a game's New game panel: the panel's code, words
// and style load on the first click, so that the pages open without them.

import { h } from '../ui/dom.js';

/**
 * `{ element, dispose }`: the button (worded `label`, with `buttonClass`) and
 * the panel's place below it, opened and closed by the button.
 * `panelOptions`: as `openPlayOnlinePanel` takes them.
 */
export function playOnlineEntry({ label, buttonClass = 'secondary', panelOptions = {} }) {
  const slot = h('div', { class: 'play-online-slot', hidden: true });
  let panel = null;
  const button = h('button', {
    type: 'button', class: buttonClass, 'aria-expanded': 'false', l10n: label,
    onclick: () => {
      const opening = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(opening));
      slot.hidden = !opening;
      if (!opening) return;
      panel ??= import('./play-online-panel.js')
        .then(({ openPlayOnlinePanel }) => openPlayOnlinePanel(panelOptions))
        .then((opened) => {
          slot.append(opened.element);
          return opened;
        }, (error) => {
          // Offline before its code was fetched: the button tries again.
          console.error(error);
          panel = null;
          slot.hidden = true;
          button.setAttribute('aria-expanded', 'false');
        });
    },
  });
  return { button, slot, element: h('div', { class: 'play-online-entry' }, button, slot) };
}
