// Who plays the other side, as the page shows it: the New game panel's
// choice of opponent, the players' names, and the result as the human reads it.
// The engine keeps the opponent in the game and its link
// (`vs=computer&level=3&human=first`, `vs=link&match=..&host=first`); this
// module only words it, in the catalog's words (www/locales/*/game.ftl): what
// it words comes as words for i18n.js `word`.

import { h } from './dom.js';
import { localSide } from './link-match.js';
import { t, word } from '../i18n/i18n.js';
import { messageWords, sideArg } from '../i18n/engine-words.js';

/**
 * The side the human at this screen plays: against the computer, and in a
 * match by link (the side this browser keeps); null between friends here.
 */
export function humanSide(snapshot) {
  if (snapshot.link_match) return localSide(snapshot);
  const computer = snapshot.opponent?.computer;
  if (!computer) return null;
  return computer === 'first' ? 'second' : 'first';
}

/** Whether it is the computer's turn. */
export function computersTurn(snapshot) {
  return Boolean(snapshot.opponent?.computer) && snapshot.opponent.computer === snapshot.to_move;
}

/**
 * What the computer just played ("Computer played Nc6"), said near the board
 * on a phone where the move list is out of view; null when its move is not the last.
 */
export function computerPlayed(snapshot) {
  const last = snapshot.history[snapshot.ply - 1];
  const computer = snapshot.opponent?.computer;
  // The swap is the computer's when it now plays the side that made the first move.
  if (snapshot.sides_swapped && snapshot.ply === 1 && computer === last?.player) return 'game-computer-swapped';
  return computer && last?.player === computer ? ['game-computer-played', { move: last.label }] : null;
}

/** Whether it is the far friend's turn in a match by link: this screen waits for their link. */
export function friendsTurn(snapshot) {
  return Boolean(snapshot.link_match) && localSide(snapshot) !== snapshot.to_move;
}

/** Whether the human may move now (always, with a friend on the screen). */
export function humansTurn(snapshot) {
  return !computersTurn(snapshot) && !friendsTurn(snapshot);
}

/** The result as the human reads it: "You win", "The computer wins (level 3)". */
export function resultHeadline(snapshot) {
  const { winner } = snapshot.outcome;
  if (!winner) return 'game-draw';
  const opponent = snapshot.opponent;
  if (opponent?.computer) {
    return winner === opponent.computer ? ['game-computer-wins', { level: opponent.level }] : 'game-you-win';
  }
  const mine = snapshot.link_match && localSide(snapshot);
  if (mine) return winner === mine ? 'game-you-win' : 'game-friend-wins';
  return ['game-player-wins', { player: sideArg(snapshot, winner) }];
}

/**
 * The label under a side's name in its player bar, as words: 'game-role-you'
 * for the human here, the computer with its level (the engine's
 * `opponent.name`, "Computer, level 2", in the catalog's words), the friend.
 */
export function playerRoleWords(snapshot, player) {
  const mine = snapshot.link_match && localSide(snapshot);
  if (mine) return mine === player ? 'game-role-you' : 'game-role-friend';
  const opponent = snapshot.opponent;
  if (!opponent?.computer) return null;
  return opponent.computer === player ? ['game-role-computer', { level: opponent.level }] : 'game-role-you';
}

/** The same as a string, for the printed sheet (print-sheet.js), worded when it is drawn. */
export function playerRole(snapshot, player) {
  const words = playerRoleWords(snapshot, player);
  if (!words) return null;
  return typeof words === 'string' ? t(words) : t(...words);
}

/** Games whose ladder is anchored at Stockfish's UCI_Elo (src/ai/ladder.rs). */
const ON_STOCKFISH_SCALE = new Set(['chess']);

/**
 * The opponent fields of the New game form: a friend here, the computer or a
 * friend by link; the human's side; the computer's level, each with its line.
 * Returns the fieldset, and `reword`, which words the level's line again
 * after a switch of language (it names the game in the page's language).
 */
export function opponentFields(levels, snapshot) {
  const current = snapshot.opponent;
  // The sides' names in the page's language (player-<game>-<side>).
  const [first, second] = [sideArg(snapshot, 'first'), sideArg(snapshot, 'second')];
  const versus = (value, label, checked) => h('label', { class: 'choice' },
    h('input', { type: 'radio', name: 'vs', value, checked }), h('span', { l10n: label }));
  const sides = (name, selected, choices) => h('select', { name },
    choices.map(([value, label]) => h('option', { value, selected: value === selected, l10n: label })));
  const firstSecond = [['first', ['game-side-first', { player: first }]], ['second', ['game-side-second', { player: second }]]];
  const side = sides('human', current?.human ?? 'first', [...firstSecond, ['random', 'game-side-random']]);
  const hostSide = sides('host', humanSide(snapshot) ?? 'first', firstSecond);
  // A level's Elo in this game, where the ladder measured it (docs/strength.md).
  const scale = ON_STOCKFISH_SCALE.has(snapshot.game.id) ? 'stockfish' : 'levels';
  const level = h('select', { name: 'level', l10n: ['game-level-scale', { scale }] },
    levels.map((info) => h('option', {
      value: info.level, selected: info.level === (current?.level ?? 3),
      // An Elo is written without a thousands' separator.
      l10n: info.rating == null ? ['game-level', { level: info.level }] : ['game-level-rated', { level: info.level, rating: String(info.rating) }],
    })));
  const description = h('p', { class: 'level-description' });
  // The level's description is the engine's message.
  const describe = () => {
    const info = levels.find((each) => String(each.level) === level.value);
    if (!info) word(description, { text: '' });
    else if (info.rating == null) word(description, messageWords(info.description));
    else {
      const game = t(`game-name-${snapshot.game.id}`);
      word(description, ['game-level-description', { description: info.description, rating: String(info.rating), game, scale }]);
    }
  };
  level.addEventListener('change', describe);
  describe();
  const computerFields = h('div', { class: 'computer-fields' },
    h('label', {}, h('span', { l10n: 'game-you-play' }), side), h('label', {}, h('span', { l10n: 'game-level-label' }), level), description);
  const linkFields = h('div', { class: 'computer-fields' },
    h('label', {}, h('span', { l10n: 'game-you-play' }), hostSide),
    h('p', { class: 'link-description', l10n: 'game-link-description' }));
  const byLink = Boolean(snapshot.link_match);
  const fieldset = h('fieldset', { class: 'opponent' },
    h('legend', { l10n: 'game-opponent' }),
    versus('friend', 'game-versus-friend', !current && !byLink),
    versus('computer', 'game-versus-computer', Boolean(current)),
    computerFields,
    versus('link', 'game-versus-link', byLink),
    linkFields);
  const sync = () => {
    computerFields.hidden = !fieldset.querySelector('input[value="computer"]').checked;
    linkFields.hidden = !fieldset.querySelector('input[value="link"]').checked;
  };
  fieldset.addEventListener('change', sync);
  sync();
  return { fieldset, reword: describe };
}

/**
 * A new game's options, as in a link, from the New game form: the variant's
 * fields, then `vs=computer&level=..&human=..` when the computer plays, or
 * `vs=link&host=..` for a friend by link (the engine draws the match's id).
 */
export function newGameOptions(formData) {
  const options = new URLSearchParams();
  const versus = formData.get('vs');
  for (const [key, value] of formData) {
    if (['vs', 'level', 'human', 'host'].includes(key)) continue;
    options.append(key, value);
  }
  if (versus === 'computer') {
    options.append('vs', 'computer');
    options.append('level', formData.get('level'));
    options.append('human', formData.get('human'));
  } else if (versus === 'link') {
    options.append('vs', 'link');
    options.append('host', formData.get('host'));
  }
  return options.toString();
}
