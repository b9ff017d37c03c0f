// The home page's "My games": the games played in this browser (ui/my-games.js)
// and the matches by link (ui/link-match.js), newest first, each with its
// opponent, result, date and moves, a way back into it and a Delete.

import { h, showNotice, storage, savedGameKey } from '../ui/dom.js';
import { BROKEN_GAMES_KEY, deleteMyGame, readMyGames, setAsideUnreadable } from '../ui/my-games.js';
import { forgetMatch, savedMatches } from '../ui/link-match.js';
import { playerWords } from '../i18n/engine-words.js';
import { currentLanguage, localize, needWords, onLanguageChange, SOURCE_LANGUAGE, t, word } from '../i18n/i18n.js';

// The list's words are the `play` area's (the home page itself loads `home`).
await needWords('play').catch((error) => console.error(error));

/** The rows shown before "Show all". */
const FIRST_ROWS = 6;

/** A day in the active language's way: 15 Jan 2026 in English (British order), 2026年1月15日 in Japanese. */
const dateWords = (time) => new Date(time).toLocaleDateString(
  currentLanguage() === SOURCE_LANGUAGE ? 'en-GB' : currentLanguage(), { day: 'numeric', month: 'short', year: 'numeric' });
/** A game's name as the site says it (game-name-<id>, site.ftl). */
const gameName = (gameId) => t(`game-name-${gameId}`);

// The sides in the words below (White, Player 1, Red) are each game's, in
// the page's language (player-<game>-<side>, site.ftl).

/** Who the game was played against, from this player's side. */
function opponentWords(entry) {
  // In a list of words (the row's details) its first part must be `[id]`, not an id alone.
  if (!entry.opponent) return ['play-my-game-vs-friend-here'];
  const human = entry.opponent.computer === 'first' ? 'second' : 'first';
  return ['play-my-game-vs-computer', { level: entry.opponent.level, side: playerWords(entry.game, human) }];
}

/** How the game stands: in progress, or who won. */
function resultWords(entry) {
  const { winner, opponent } = entry;
  if (winner === null) return 'play-my-game-in-progress';
  if (winner === 'none') return 'play-my-game-draw';
  if (opponent) return winner === opponent.computer ? 'play-my-game-computer-won' : 'play-my-game-you-won';
  return ['play-my-game-won', { player: playerWords(entry.game, winner) }];
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
  const [mine, theirs] = [match.side, match.side === 'first' ? 'second' : 'first'].map((side) => playerWords(match.game, side));
  const yourMove = !match.over && match.toMove === match.side;
  return {
    id, game: match.game, updated: match.updated, link: match.link, yourMove, finished: match.over,
    status: match.over ? 'play-my-game-finished' : yourMove ? 'play-my-game-your-move' : ['play-my-game-waiting', { player: theirs }],
    opponent: ['play-my-game-vs-friend-link', { side: mine }], moves: match.moves,
    remove: () => forgetMatch(id),
  };
}

/** Each section's rows' words to say again in a new language. */
const rewordsOf = new WeakMap();

/**
 * Words a section's rows again on every switch of language, holding it
 * weakly (and from a scope of its own), so that a home page gone is not kept.
 */
function rewordOnSwitch(sectionRef) {
  const stop = onLanguageChange(() => {
    const section = sectionRef.deref();
    if (!section) stop();
    else for (const reword of rewordsOf.get(section)) reword();
  });
}

/**
 * The "My games" section, or null when no game has been played here.
 * `games`: the site's games by id; `deleted(gameId)` hears of each Delete.
 */
export function myGamesSection(games, deleted) {
  const { games: kept, unreadable } = readMyGames();
  if (unreadable !== null && setAsideUnreadable(unreadable)) {
    showNotice(['play-my-games-unreadable', { key: BROKEN_GAMES_KEY }]);
  }
  const rows = [
    ...Object.entries(kept).map(([id, entry]) => localRow(id, entry)),
    ...Object.entries(savedMatches()).map(([id, match]) => matchRow(id, match)),
  ].filter((row) => games.has(row.game)).sort((a, b) => b.updated - a.updated);
  if (rows.length === 0) return null;
  const section = h('section', { class: 'my-games', 'aria-labelledby': 'my-games-title' },
    h('h2', { id: 'my-games-title', l10n: 'play-my-games' }));
  const list = h('ul', {});
  /** Each row's words made with its day and its game's name, worded again on a switch of language. */
  const rewords = [];
  const items = rows.map((row) => {
    const details = h('span', { class: 'card-progress' });
    const open = h('a', { class: 'button', href: `#${row.link}` });
    const remove = h('button', {
      type: 'button', class: 'quiet',
      onclick: () => {
        row.remove();
        deleted(row.game);
        const next = item.nextElementSibling ?? item.previousElementSibling;
        item.remove();
        if (!list.children.length) section.remove();
        else next.querySelector('.my-game-actions a').focus();
      },
    });
    const reword = () => {
      const [game, date] = [gameName(row.game), dateWords(row.updated)];
      word(details, [row.opponent, { text: '·' }, ['play-moves', { count: row.moves }], { text: '·' }, { text: date }]);
      localize(open, row.finished ? 'play-my-game-open' : 'play-my-game-continue', { game, date });
      localize(remove, 'play-my-game-delete', { game, date });
    };
    reword();
    rewords.push(reword);
    const item = h('li', { class: [row.entry ? 'my-game' : 'link-match', row.yourMove && 'your-move'].filter(Boolean).join(' ') },
      // game-name-<id>: each game's name (site.ftl).
      h('a', { class: 'my-game-name', href: `#${row.link}`, l10n: `game-name-${row.game}` }),
      h('span', { class: 'match-turn', l10n: row.status }),
      details,
      h('span', { class: 'my-game-actions' }, open, remove));
    return item;
  });
  list.append(...items);
  section.append(list);
  rewordsOf.set(section, rewords);
  rewordOnSwitch(new WeakRef(section));
  if (items.length > FIRST_ROWS) {
    for (const item of items.slice(FIRST_ROWS)) item.hidden = true;
    const more = h('button', {
      type: 'button', class: 'quiet show-all', l10n: ['play-my-games-show-all', { count: items.length }],
      onclick: () => { for (const item of items) item.hidden = false; more.remove(); },
    });
    section.append(more);
  }
  return section;
}
