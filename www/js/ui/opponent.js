// Who plays the other side, as the page shows it: the New game panel's
// choice of opponent, the players' names, and the result as the human reads it.
// The engine keeps the opponent in the game and its link
// (`vs=computer&level=3&human=first`); this module only words it.

import { h } from './dom.js';

/** The side the human plays in a game against the computer, or null. */
export function humanSide(snapshot) {
  const computer = snapshot.opponent?.computer;
  if (!computer) return null;
  return computer === 'first' ? 'second' : 'first';
}

/** Whether the human may move now (always, with a friend on the screen). */
export function humansTurn(snapshot) {
  return snapshot.opponent?.computer !== snapshot.to_move;
}

/** The result as the human reads it: "You win", "The computer wins (level 3)". */
export function resultHeadline(snapshot) {
  const { winner } = snapshot.outcome;
  if (!winner) return 'Draw';
  const opponent = snapshot.opponent;
  if (opponent?.computer) {
    return winner === opponent.computer ? `The computer wins (level ${opponent.level})` : 'You win';
  }
  return `${snapshot.game.players[winner === 'first' ? 0 : 1]} wins`;
}

/** The label under a side's name in its player bar. */
export function playerRole(snapshot, player) {
  const opponent = snapshot.opponent;
  if (!opponent?.computer) return null;
  return opponent.computer === player ? opponent.name : 'You';
}

/**
 * The opponent fields of the New game form: a friend or the computer, the
 * human's side and the computer's level, each level with its line.
 */
export function opponentFields(levels, snapshot) {
  const current = snapshot.opponent;
  const [first, second] = snapshot.game.players;
  const versus = (value, label, checked) => h('label', { class: 'choice' },
    h('input', { type: 'radio', name: 'vs', value, checked }), label);
  const side = h('select', { name: 'human' },
    [['first', `First (${first})`], ['second', `Second (${second})`], ['random', 'Either, by lot']].map(([value, label]) =>
      h('option', { value, selected: value === (current?.human ?? 'first') }, label)));
  const level = h('select', { name: 'level' },
    levels.map((info) => h('option', { value: info.level, selected: info.level === (current?.level ?? 3) }, `Level ${info.level}`)));
  const description = h('p', { class: 'level-description' });
  const describe = () => { description.textContent = levels.find((info) => String(info.level) === level.value)?.description ?? ''; };
  level.addEventListener('change', describe);
  describe();
  const computerFields = h('div', { class: 'computer-fields' },
    h('label', {}, 'You play', side), h('label', {}, 'Level', level), description);
  const fieldset = h('fieldset', { class: 'opponent' },
    h('legend', {}, 'Opponent'),
    versus('friend', 'A friend on this screen', !current),
    versus('computer', 'The computer', Boolean(current)),
    computerFields);
  const sync = () => { computerFields.hidden = !fieldset.querySelector('input[value="computer"]').checked; };
  fieldset.addEventListener('change', sync);
  sync();
  return fieldset;
}

/**
 * A new game's options, as in a link, from the New game form: the variant's
 * fields, then `vs=computer&level=..&human=..` when the computer plays.
 */
export function newGameOptions(formData) {
  const options = new URLSearchParams();
  const versusComputer = formData.get('vs') === 'computer';
  for (const [key, value] of formData) {
    if (key === 'vs' || key === 'level' || key === 'human') continue;
    options.append(key, value);
  }
  if (versusComputer) {
    options.append('vs', 'computer');
    options.append('level', formData.get('level'));
    options.append('human', formData.get('human'));
  }
  return options.toString();
}
