// What opens Play online (play-online-panel.js) in place, on the home page,
// the lobby and a game's New game panel: the panel's code, words and style
// load on the first click, so that the pages open without them.

/**
 * The click handler of a button (with `aria-expanded`) that opens and
 * closes the panel in `slot`; `panelOptions` as `openPlayOnlinePanel` takes them.
 */
export const playOnlineToggle = (slot, panelOptions = {}) => (event) => {
  const button = event.currentTarget;
  import('./play-online-panel.js').then(({ togglePanel }) => togglePanel(button, slot, panelOptions))
    // Offline before its code was fetched: the button tries again.
    .catch((error) => console.error(error));
};
