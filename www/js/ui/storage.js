// What the browser keeps for the site: localStorage that never throws, and
// the keys of the games kept.

/**
 * localStorage that never throws: storage can be disabled (private modes,
 * blocked cookies) or full. `set` says whether the value was kept.
 */
export const storage = {
  get(key) {
    try { return localStorage.getItem(key); } catch { return null; }
  },
  set(key, value) {
    try {
      localStorage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  },
  remove(key) {
    try { localStorage.removeItem(key); } catch { /* storage off: nothing is kept */ }
  },
};

export const savedGameKey = (gameId) => `ringboard:game:${gameId}`;
/** How many moves the saved game has, for the home page, which reads no link (it loads no engine). */
export const savedMovesKey = (gameId) => `ringboard:game-moves:${gameId}`;
export const previousGameKey = (gameId) => `ringboard:previous:${gameId}`;
/** Where a saved game that could not be read is kept aside. */
export const brokenGameKey = (gameId) => `ringboard:unreadable:${gameId}`;
