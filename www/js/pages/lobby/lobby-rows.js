// The lobby's rows, each a view of one game on the server: an open
// challenge (to accept, or one's own to cancel), one of the player's games,
// and a public game to watch. A row keeps its element while its game stays
// listed, so that a button under the pointer or the keyboard is not replaced;
// `update` draws what changed.

import { h } from '../../ui/dom.js';
import { word } from '../../i18n/i18n.js';
import { clockWords, otherSeat, sideArg, turnOf, variantWords, waitedWords } from './online-words.js';

/** A game's name and its variant's options ("Rule: Skip Odd · Board size: 7"), the first cell of every row. */
function gameCell(gameId, variantOptions) {
  const options = variantWords(gameId, variantOptions).flatMap((option, index) => (index === 0 ? [option] : [{ text: '·' }, option]));
  const cell = h('span', { class: 'lobby-game' }, h('span', { class: 'lobby-game-name', l10n: `game-name-${gameId}` }));
  if (options.length) cell.append(word(h('span', { class: 'lobby-variant' }), options));
  return cell;
}

/**
 * An open challenge. `mine`: this browser made it; `on.accept()`,
 * `on.cancel()`. `update({ waitedMs, busy })` draws how long it has
 * waited and whether its button is at work.
 */
export function challengeRow(challenge, mine, on) {
  const waited = h('span', { class: 'lobby-waited' });
  const action = mine
    ? h('button', { type: 'button', class: 'secondary', onclick: on.cancel, l10n: ['lobby-cancel', { game: { id: `game-name-${challenge.game}` } }] })
    : h('button', {
      type: 'button', class: 'primary', onclick: on.accept,
      l10n: ['lobby-accept', { name: challenge.name, game: { id: `game-name-${challenge.game}` } }],
    });
  const element = h('li', { class: mine ? 'challenge mine' : 'challenge', 'data-id': challenge.id },
    gameCell(challenge.game, challenge.options),
    h('span', { class: 'lobby-clock', l10n: clockWords(challenge.clock) }),
    h('span', { class: 'lobby-who', l10n: mine ? 'lobby-yours' : ['lobby-challenge-by', { name: challenge.name }] }),
    h('span', { class: 'lobby-side', l10n: mine
      ? ['lobby-you-play', { side: sideArg(challenge.game, challenge.seat) }]
      : ['lobby-you-would-play', { side: sideArg(challenge.game, otherSeat(challenge.seat)) }] }),
    waited,
    h('span', { class: 'lobby-action' }, action));
  let shownWaited = null;
  return {
    element,
    mine,
    update({ waitedMs, busy }) {
      const words = waitedWords(waitedMs);
      const key = JSON.stringify(words);
      if (key !== shownWaited) {
        shownWaited = key;
        word(waited, words);
      }
      action.disabled = busy;
    },
  };
}

/** One of the player's games (`seat`: the player's), with whose turn it is and a way in. */
export function myGameRow(view, seat) {
  const opponent = view.players[otherSeat(seat)];
  const turn = turnOf(view, seat);
  return h('li', { class: turn.yourMove ? 'my-online-game your-move' : 'my-online-game', 'data-id': view.id },
    gameCell(view.game, view.options),
    h('span', { class: 'lobby-clock', l10n: clockWords(view.clocks) }),
    h('span', { class: 'lobby-who', l10n: opponent ? ['lobby-against', { name: opponent.name }] : 'lobby-no-opponent-yet' }),
    h('span', { class: 'lobby-side', l10n: ['lobby-you-play', { side: sideArg(view.game, seat) }] }),
    h('span', { class: 'lobby-turn', l10n: turn.words }),
    h('span', { class: 'lobby-action' },
      h('a', { class: turn.yourMove ? 'button' : 'button secondary', href: `#online/${view.id}`, l10n: view.status === 'ended' ? 'lobby-open' : 'lobby-play' })));
}

/** A public game being played, to watch. */
export function watchRow(view) {
  const name = (seat) => view.players[seat]?.name ?? '';
  return h('li', { class: 'watch-game', 'data-id': view.id },
    gameCell(view.game, view.options),
    h('span', { class: 'lobby-clock', l10n: clockWords(view.clocks) }),
    h('span', { class: 'lobby-who', l10n: ['lobby-players', { first: name('first'), second: name('second') }] }),
    h('span', { class: 'lobby-side', l10n: ['lobby-moves', { count: view.moves.length }] }),
    h('span', { class: 'lobby-action' }, h('a', { class: 'button secondary', href: `#online/${view.id}`, l10n: 'lobby-watch' })));
}
