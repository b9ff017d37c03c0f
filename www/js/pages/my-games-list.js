// The home page's "My games": the games played in this browser (ui/my-games.js),
// the matches by link (ui/link-match.js) and the games on the game server
// (online/seats.js, their state read from the server), newest first, each
// with its opponent, result or whose turn it is, date and moves, a way back
// into it and a Delete.

import { h, showNotice, storage, savedGameKey } from '../ui/dom.js';
import { BROKEN_GAMES_KEY, deleteMyGame, readMyGames, setAsideUnreadable } from '../ui/my-games.js';
import { forgetMatch, otherSide, savedMatches } from '../ui/link-match.js';
import { forgetSeat, myGameIds, seatIn, sideNow } from '../online/seats.js';
import { api } from '../online/api.js';
import { playerWords } from '../i18n/engine-words.js';
import { currentLanguage, localize, needWords, onLanguageChange, SOURCE_LANGUAGE, t, word } from '../i18n/i18n.js';
import { needLobbyWords, otherSeat, turnOf } from './lobby/online-words.js';

// The list's words are the `play` area's (the home page itself loads `home`),
// and the online games' the `lobby` area's.
await Promise.all([needWords('play'), myGameIds().length ? needLobbyWords() : null]).catch((error) => console.error(error));

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
  const side = match.swapped === true ? otherSide(match.side) : match.side;
  const [mine, theirs] = [side, otherSide(side)].map((each) => playerWords(match.game, each));
  const yourMove = !match.over && match.toMove === side;
  return {
    id, game: match.game, updated: match.updated, link: match.link, yourMove, finished: match.over,
    status: match.over ? 'play-my-game-finished' : yourMove ? 'play-my-game-your-move' : ['play-my-game-waiting', { player: theirs }],
    opponent: ['play-my-game-vs-friend-link', { side: mine }], moves: match.moves,
    remove: () => forgetMatch(id),
  };
}

/** The most games the API reads at once. */
const MOST_ONLINE = 50;

/**
 * A game on the server, as a row of the list, standing as this browser
 * knows it (the side it plays) until the server tells the rest (`online`).
 */
function onlineRow(id, seat) {
  return {
    id, game: seat.game, updated: seat.since ?? 0, link: `online/${id}`, yourMove: false, finished: false, online: true,
    status: 'lobby-online-game', opponent: ['lobby-my-game-online-side', { side: playerWords(seat.game, seat.seat) }], moves: null,
    // Only a game that is over (or gone) may be deleted: its seat is the only way to play it.
    removable: false,
    remove: () => forgetSeat(id),
  };
}

/** The row of a game on the server as its view (a GameView, or null when the server no longer has it) says. */
function standOnline(row, view) {
  const seat = sideNow(view, seatIn(row.id)?.seat);
  if (!view || !seat) {
    Object.assign(row, { status: 'lobby-gone', finished: true, removable: true, yourMove: false });
    return;
  }
  const turn = turnOf(view, seat);
  const opponent = view.players[otherSeat(seat)];
  Object.assign(row, {
    status: turn.words, yourMove: turn.yourMove, updated: view.updated_at, moves: view.moves.length,
    finished: view.status === 'ended', removable: view.status === 'ended',
    // A game still waiting says so as its status.
    opponent: opponent ? ['lobby-my-game-online', { name: opponent.name, side: playerWords(view.game, seat) }]
      : ['lobby-my-game-online-side', { side: playerWords(view.game, seat) }],
  });
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
    ...myGameIds().map((id) => [id, seatIn(id)]).filter(([, seat]) => seat).map(([id, seat]) => onlineRow(id, seat)),
  ].filter((row) => games.has(row.game)).sort((a, b) => b.updated - a.updated);
  if (rows.length === 0) return null;
  const section = h('section', { class: 'my-games', 'aria-labelledby': 'my-games-title' },
    h('h2', { id: 'my-games-title', l10n: 'play-my-games' }));
  const list = h('ul', {});
  /** Each row's words made with its day and its game's name, worded again on a switch of language. */
  const rewords = [];
  const items = new Map(rows.map((row) => {
    const status = h('span', { class: 'match-turn' });
    const details = h('span', { class: 'card-progress' });
    const open = h('a', { class: 'button', href: `#${row.link}` });
    const remove = h('button', {
      type: 'button', class: 'quiet',
      onclick: () => {
        row.remove();
        items.delete(row);
        deleted(row.game);
        const next = item.nextElementSibling ?? item.previousElementSibling;
        item.remove();
        if (!list.children.length) section.remove();
        else next.querySelector('.my-game-actions a').focus();
      },
    });
    const kind = row.entry ? 'my-game' : row.online ? 'online-game' : 'link-match';
    // What the row says, from the row as it stands (an online game's state arrives later).
    const reword = () => {
      const [game, date] = [gameName(row.game), dateWords(row.updated)];
      word(status, row.status);
      const moves = row.moves === null ? [] : [{ text: '·' }, ['play-moves', { count: row.moves }]];
      word(details, [row.opponent, ...moves, { text: '·' }, { text: date }]);
      localize(open, row.finished ? 'play-my-game-open' : 'play-my-game-continue', { game, date });
      localize(remove, 'play-my-game-delete', { game, date });
      remove.hidden = row.online && !row.removable;
      item.className = [kind, row.yourMove && 'your-move'].filter(Boolean).join(' ');
    };
    const item = h('li', {},
      // game-name-<id>: each game's name (site.ftl).
      h('a', { class: 'my-game-name', href: `#${row.link}`, l10n: `game-name-${row.game}` }),
      status,
      details,
      h('span', { class: 'my-game-actions' }, open, remove));
    reword();
    rewords.push(reword);
    return [row, { item, reword }];
  }));
  let everyRow = items.size <= FIRST_ROWS;
  /** The rows newest first, the first few alone until "Show all". */
  const arrange = () => {
    const ordered = [...items].sort(([a], [b]) => b.updated - a.updated).map(([, { item }]) => item);
    list.append(...ordered);
    ordered.forEach((item, index) => { item.hidden = !everyRow && index >= FIRST_ROWS; });
  };
  arrange();
  section.append(list);
  rewordsOf.set(section, rewords);
  rewordOnSwitch(new WeakRef(section));
  if (!everyRow) {
    const more = h('button', {
      type: 'button', class: 'quiet show-all', l10n: ['play-my-games-show-all', { count: items.size }],
      onclick: () => { everyRow = true; arrange(); more.remove(); },
    });
    section.append(more);
  }
  const online = rows.filter((row) => row.online);
  if (online.length) {
    standOnlineRows(online).then((stood) => {
      if (!stood) return;
      for (const row of online) items.get(row).reword();
      arrange();
    });
  }
  return section;
}

/**
 * Reads the games on the server of `rows` and makes each row stand as its
 * game does; false when the server could not say (the rows stay as they were).
 */
async function standOnlineRows(rows) {
  const views = await api.games(rows.slice(0, MOST_ONLINE).map((row) => row.id));
  if (!views.ok) {
    if (views.error.code === 'unreachable') for (const row of rows) row.status = 'lobby-turn-unknown';
    return views.error.code === 'unreachable';
  }
  const byId = new Map(views.value.games.map((view) => [view.id, view]));
  for (const row of rows.slice(0, MOST_ONLINE)) standOnline(row, byId.get(row.id) ?? null);
  return true;
}
