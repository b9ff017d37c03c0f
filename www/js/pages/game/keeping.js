// Where a game page keeps its game at every change: the saved game of its
// kind (restored on the next visit), the match by link's entry
// (link-match.js), "My games" (my-games.js, loaded with the first game that
// has a move, so that a new game's first load does without it), and the
// address bar's link.

import { pageSettled, showNotice, storage, savedGameKey, savedMovesKey } from '../../ui/dom.js';
import { keepMatch } from '../../ui/link-match.js';
import { turnsOf } from '../../ui/turns.js';

/** Whether the player was told that storage is off (once a visit). */
let toldStorageIsOff = false;

export class GameKeeping {
  /** `copyLink()`: what the notice that storage is off offers instead. */
  constructor(gameId, copyLink) {
    this.gameId = gameId;
    this.copyLink = copyLink;
  }

  /**
   * Keeps `snap`; `myGame` is its place in "My games": `{ id }`, or
   * `{ link }` to find it by (the link it was opened with), or `{}` for a
   * new game (an id is given it once kept).
   */
  save(snap, myGame) {
    // The analysis board is no game: its moves only go in the address bar.
    if (snap.analysing) {
      this.showInAddressBar(snap);
      return;
    }
    keepMatch(snap);
    this.keepInMyGames(snap, myGame);
    storage.set(savedMovesKey(this.gameId), String(turnsOf(snap.history).length));
    if (!storage.set(savedGameKey(this.gameId), snap.link) && !toldStorageIsOff) {
      toldStorageIsOff = true;
      showNotice('game-storage-off', [{ label: 'game-copy-link', run: () => this.copyLink() }], 'info');
    }
    this.showInAddressBar(snap);
  }

  showInAddressBar(snap) {
    if (location.hash.slice(1) !== snap.link) history.replaceState(null, '', `#${snap.link}`);
  }

  /** The writes to "My games" go in turn. */
  keepInMyGames(snap, mine) {
    if (!mine.id && snap.history.length === 0) return;
    this.myGamesKept = (this.myGamesKept ?? pageSettled()).then(() => import('../../ui/my-games.js'))
      .then(({ keepMyGame, myGameIdFor, newGameId }) => {
        mine.id ??= mine.link ? myGameIdFor(mine.link) : newGameId();
        keepMyGame(mine.id, snap);
      }).catch(() => { /* offline before it was fetched: the game itself is kept as ever */ });
  }
}
