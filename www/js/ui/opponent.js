// Who plays the other side, as the page shows it: the New game panel's
// choice of opponent, the players' names, and the result as the human reads it.
// The engine keeps the opponent in the game and its link
// (`vs=computer&level=3&human=first`, `vs=link&match=..&host=first`); this
// module only words it.

import { h } from './dom.js';
import { localSide } from './link-match.js';

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
 * on a phone where the move list is out of view; '' when its move is not the last.
 */
export function computerPlayed(snapshot) {
  const last = snapshot.history[snapshot.ply - 1];
  const computer = snapshot.opponent?.computer;
  return computer && last?.player === computer ? `Computer played ${last.label}` : '';
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
  if (!winner) return 'Draw';
  const opponent = snapshot.opponent;
  if (opponent?.computer) {
    return winner === opponent.computer ? `The computer wins (level ${opponent.level})` : 'You win';
  }
  const mine = snapshot.link_match && localSide(snapshot);
  if (mine) return winner === mine ? 'You win' : 'Your friend wins';
  return `${snapshot.game.players[winner === 'first' ? 0 : 1]} wins`;
}

/** The label under a side's name in its player bar. */
export function playerRole(snapshot, player) {
  const mine = snapshot.link_match && localSide(snapshot);
  if (mine) return mine === player ? 'You' : 'Friend, by link';
  const opponent = snapshot.opponent;
  if (!opponent?.computer) return null;
  return opponent.computer === player ? opponent.name : 'You';
}

/** Games whose ladder is anchored at Stockfish's UCI_Elo (src/ai/ladder.rs). */
const ON_STOCKFISH_SCALE = new Set(['chess']);

/**
 * The opponent fields of the New game form: a friend here, the computer or a
 * friend by link; the human's side; the computer's level, each with its line.
 */
export function opponentFields(levels, snapshot) {
  const current = snapshot.opponent;
  const [first, second] = snapshot.game.players;
  const versus = (value, label, checked) => h('label', { class: 'choice' },
    h('input', { type: 'radio', name: 'vs', value, checked }), label);
  const sides = (name, selected, choices) => h('select', { name },
    choices.map(([value, label]) => h('option', { value, selected: value === selected }, label)));
  const firstSecond = [['first', `First (${first})`], ['second', `Second (${second})`]];
  const side = sides('human', current?.human ?? 'first', [...firstSecond, ['random', 'Either, by lot']]);
  const hostSide = sides('host', humanSide(snapshot) ?? 'first', firstSecond);
  // A level's Elo in this game, where the ladder measured it (docs/strength.md).
  const elo = ON_STOCKFISH_SCALE.has(snapshot.game.id)
    ? 'Elo measured in games against the other levels and Stockfish, on Stockfish\'s scale'
    : 'Elo measured in games against the other levels, random play = 0';
  const level = h('select', { name: 'level', title: elo },
    levels.map((info) => h('option', { value: info.level, selected: info.level === (current?.level ?? 3) },
      `Level ${info.level}${info.rating == null ? '' : `, about ${info.rating}`}`)));
  const description = h('p', { class: 'level-description' });
  const describe = () => {
    const info = levels.find((each) => String(each.level) === level.value);
    description.textContent = info ? info.description + (info.rating == null ? '' : `. About ${info.rating} in ${snapshot.game.name} (${elo}).`) : '';
  };
  level.addEventListener('change', describe);
  describe();
  const computerFields = h('div', { class: 'computer-fields' },
    h('label', {}, 'You play', side), h('label', {}, 'Level', level), description);
  const linkFields = h('div', { class: 'computer-fields' },
    h('label', {}, 'You play', hostSide),
    h('p', { class: 'link-description' }, 'Each of you plays on your own device: after each move, send the link to your friend, who plays and sends it back.'));
  const byLink = Boolean(snapshot.link_match);
  const fieldset = h('fieldset', { class: 'opponent' },
    h('legend', {}, 'Opponent'),
    versus('friend', 'A friend on this screen', !current && !byLink),
    versus('computer', 'The computer', Boolean(current)),
    computerFields,
    versus('link', 'A friend, by link', byLink),
    linkFields);
  const sync = () => {
    computerFields.hidden = !fieldset.querySelector('input[value="computer"]').checked;
    linkFields.hidden = !fieldset.querySelector('input[value="link"]').checked;
  };
  fieldset.addEventListener('change', sync);
  sync();
  return fieldset;
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
