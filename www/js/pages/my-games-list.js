// The home page's "My games": the games played in this browser (ui/my-games.js)
// and the matches by link (ui/link-match.js), newest first, each with its
// opponent, result, date and moves, a way back into it and a Delete.

import { h, showNotice, storage, savedGameKey } from '../ui/dom.js';
import { BROKEN_GAMES_KEY, deleteMyGame, readMyGames, setAsideUnreadable } from '../ui/my-games.js';
import { forgetMatch, savedMatches } from '../ui/link-match.js';

/** The rows shown before "Show all". */
const FIRST_ROWS = 6;

const sideIndex = (side) => (side === 'first' ? 0 : 1);
const movesWords = (moves) => (moves === 1 ? '1 move' : `${moves} moves`);
const dateWords = (time) => new Date(time).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** Who the game was played against, from this player's side. */
function opponentWords(entry) {
  if (!entry.opponent) return 'a friend on this screen';
  const human = entry.players[entry.opponent.computer === 'first' ? 1 : 0];
  return `the computer, level ${entry.opponent.level}, you play ${human}`;
}

/** How the game stands: in progress, or who won. */
function resultWords(entry) {
  const { winner, opponent, players } = entry;
  if (winner === null) return 'In progress';
  if (winner === 'none') return 'Draw';
  if (opponent) return winner === opponent.computer ? 'The computer won' : 'You won';
  return `${players[sideIndex(winner)]} won`;
}

/** A game played here, as a row of the list. */
function localRow(id, entry) {
  return {
    id, entry, game: entry.game, updated: entry.updated, link: entry.link, yourMove: false,
    status: resultWords(entry), opponent: opponentWords(entry), moves: entry.moves, finished: entry.winner !== null,
    remove: () => {
      deleteMyGame(id);
      // The game kept to open its page with goes too, or it would come back.
      if (storage.get(savedGameKey(entry.game)) === entry.link) storage.remove(savedGameKey(entry.game));
    },
  };
}

/** A match by link, as a row of the list. */
function matchRow(id, match) {
  const [mine, theirs] = match.side === 'first' ? match.players : [...match.players].reverse();
  const yourMove = !match.over && match.toMove === match.side;
  return {
    id, game: match.game, updated: match.updated, link: match.link, yourMove, finished: match.over,
    status: match.over ? 'Finished' : yourMove ? 'Your move' : `Waiting for ${theirs}`,
    opponent: `a friend by link, you play ${mine}`, moves: match.moves,
    remove: () => forgetMatch(id),
  };
}

/**
 * The "My games" section, or null when no game has been played here.
 * `games`: the site's games by id; `deleted(gameId)` hears of each Delete.
 */
export function myGamesSection(games, deleted) {
  const { games: kept, unreadable } = readMyGames();
  if (unreadable !== null && setAsideUnreadable(unreadable)) {
    showNotice(`The list of your games could not be read. It is kept aside in this browser's storage as ${BROKEN_GAMES_KEY}.`);
  }
  const rows = [
    ...Object.entries(kept).map(([id, entry]) => localRow(id, entry)),
    ...Object.entries(savedMatches()).map(([id, match]) => matchRow(id, match)),
  ].filter((row) => games.has(row.game)).sort((a, b) => b.updated - a.updated);
  if (rows.length === 0) return null;
  const section = h('section', { class: 'my-games', 'aria-labelledby': 'my-games-title' },
    h('h2', { id: 'my-games-title' }, 'My games'));
  const list = h('ul', {});
  const items = rows.map((row) => {
    const name = games.get(row.game).name;
    const date = dateWords(row.updated);
    const item = h('li', { class: [row.entry ? 'my-game' : 'link-match', row.yourMove && 'your-move'].filter(Boolean).join(' ') },
      h('a', { class: 'my-game-name', href: `#${row.link}` }, name),
      h('span', { class: 'match-turn' }, row.status),
      h('span', { class: 'card-progress' }, `${row.opponent} · ${movesWords(row.moves)} · ${date}`),
      h('span', { class: 'my-game-actions' },
        h('a', { class: 'button', href: `#${row.link}`, 'aria-label': `${row.finished ? 'Open' : 'Continue'} the game of ${name} of ${date}` },
          row.finished ? 'Open' : 'Continue'),
        h('button', {
          type: 'button', class: 'quiet', 'aria-label': `Delete the game of ${name} of ${date}`,
          onclick: () => {
            row.remove();
            deleted(row.game);
            const next = item.nextElementSibling ?? item.previousElementSibling;
            item.remove();
            if (!list.children.length) section.remove();
            else next.querySelector('.my-game-actions a').focus();
          },
        }, 'Delete')));
    return item;
  });
  list.append(...items);
  section.append(list);
  if (items.length > FIRST_ROWS) {
    for (const item of items.slice(FIRST_ROWS)) item.hidden = true;
    const more = h('button', {
      type: 'button', class: 'quiet show-all',
      onclick: () => { for (const item of items) item.hidden = false; more.remove(); },
    }, `Show all ${items.length} games`);
    section.append(more);
  }
  return section;
}
