// What a game page shows, drawn from the game's snapshot and the page's
// state: the status line, the status bar's buttons, the result banner, the
// move list and the player bars. Drawing only: no focus, no engine, no
// loading; what a button does is the handler it is given.

import { h } from '../../ui/dom.js';
import { t } from '../../i18n/i18n.js';
import { reasonOnlyWords, resultWords, sideArg } from '../../i18n/engine-words.js';
import { computersTurn, friendsTurn, humanSide, playerRoleWords, resultHeadline } from '../../ui/opponent.js';
import { swatchClass } from '../../ui/wording.js';
import { turnsOf } from '../../ui/turns.js';
import { gameWords, someWords } from './words.js';

const PLAYER_CLASSES = { first: 'player-first', second: 'player-second' };

/** Whether the side to move cannot move and must pass. */
const mustPass = (snap) => !snap.outcome && snap.legal_moves.some((mv) => mv.kind === 'pass');

/** The status line while the player looks back at a position where the computer is to move. */
function lookingBackStatus(snap) {
  if (snap.ply === 0) return 'game-looking-back-start';
  return ['game-looking-back', { ply: snap.ply, move: snap.history[snap.ply - 1].label }];
}

/**
 * The status line: the state of play, what the last pass was, and the
 * game's own note, each worded where it stands (a switch of language words
 * them again). `thinking`: the computer thinks; `lookingBack`: the player
 * looks at an earlier move; `own`: a part's own status (`{ words, dot }`: a
 * game played on the server, whose state the server says).
 */
export function renderStatus(ui, snap, info, { thinking, lookingBack, own = null }) {
  if (own) {
    ui.statusDot.className = `${swatchClass(info, own.dot)} ${PLAYER_CLASSES[own.dot] ?? ''}`;
    showStatus(ui.statusText, own.words);
    return;
  }
  const over = Boolean(snap.outcome);
  const dotSide = over ? snap.outcome.winner ?? 'none' : snap.to_move;
  ui.statusDot.className = `${swatchClass(info, dotSide)} ${PLAYER_CLASSES[dotSide] ?? ''}`;
  const other = sideArg(snap, snap.to_move === 'first' ? 1 : 0);
  const computerToMove = !over && computersTurn(snap);
  const player = sideArg(snap, snap.to_move);
  let status = over ? resultWords(snap) : ['game-to-move', { player }];
  if (computerToMove) status = ['game-computer-to-move', { player }];
  if (!over && friendsTurn(snap)) status = ['game-waiting-for', { player }];
  else if (!over && snap.link_match) status = ['game-to-move-yours', { player }];
  let passed = null;
  if (computerToMove && thinking) status = 'game-computer-thinking';
  else if (mustPass(snap)) status = gameWords(info.passNote?.(snap)) ?? ['game-cannot-move', { player, other }];
  else if (!over && snap.last_move?.kind === 'pass') passed = ['game-passed', { player: other }];
  const note = over ? null : gameWords(info.statusNote?.(snap));
  if (computerToMove && lookingBack && !thinking) showStatus(ui.statusText, lookingBackStatus(snap));
  else showStatus(ui.statusText, status, passed, someWords(note) ? note : null);
}

function showStatus(element, status, passed = null, note = null) {
  element.replaceChildren(
    h('span', { l10n: status }),
    ...(passed ? [' ', h('span', { l10n: passed })] : []),
    ...(note ? [h('span', { l10n: 'game-status-note' }), h('span', { l10n: note })] : []));
}

/**
 * The status bar's buttons: moves made from a button rather than the board
 * (a forced pass, and the game's own), then the parts' own (`partButtons`:
 * Move now, Send the move). `play(notation)` plays one; `waitingHere`: the
 * player at this screen may not move now (online, the opponent's turn).
 */
export function renderActions(element, snap, info, play, partButtons, waitingHere = false) {
  const over = Boolean(snap.outcome);
  const player = sideArg(snap, snap.to_move);
  const waiting = !over && (computersTurn(snap) || friendsTurn(snap) || waitingHere);
  const moves = waiting ? [] : [
    ...(mustPass(snap) ? [{ label: ['game-pass', { player }], notation: 'pass' }] : []),
    // The pie rule: the engine says when the swap may answer the first move.
    ...(snap.can_swap ? [{ label: 'game-swap', notation: 'swap' }] : []),
    ...(over ? [] : info.actions?.(snap) ?? []),
  ];
  element.replaceChildren(...moves.map(({ label, title, notation }) => {
    // A label that is a catalog message carries its own title (`.title`); English text has it beside.
    const button = h('button', { type: 'button', class: 'primary', onclick: () => play(notation), l10n: gameWords(label) });
    if (title && !button.hasAttribute('data-l10n-id')) button.title = title;
    return button;
  }), ...partButtons);
}

/**
 * The result over the board when the game is over, unless closed for this
 * position (`closed`). `on`: the handlers of its buttons (rematch, newGame,
 * review, undo, close).
 */
export function renderBanner(banner, snap, closed, on) {
  const over = Boolean(snap.outcome);
  banner.hidden = !over || closed;
  // Drawn once for each result: its words follow a switch of language by
  // themselves, and a button is not replaced under a click.
  if (!over || banner.dataset.shownFor === snap.link) return;
  banner.dataset.shownFor = snap.link;
  const human = humanSide(snap);
  const rematch = human
    ? h('button', { type: 'button', class: 'primary', onclick: on.rematch, l10n: ['game-rematch', { side: human === 'first' ? 'second' : 'first' }] })
    : null;
  banner.replaceChildren(
    // The reason is the engine's words.
    h('strong', { l10n: resultHeadline(snap) }), h('span', { l10n: reasonOnlyWords(snap) }),
    h('div', {},
      rematch,
      h('button', { type: 'button', class: rematch ? null : 'primary', onclick: on.newGame, l10n: 'game-new-game' }),
      h('button', { type: 'button', onclick: on.review, l10n: 'game-review' }),
      h('button', { type: 'button', onclick: on.undo, l10n: 'game-result-undo' })),
    h('button', { type: 'button', class: 'close', l10n: 'game-close-result', onclick: on.close }, '×'));
}

/**
 * The moves, one row per turn: its number, the first player's moves, the
 * second's. Their titles are worded in code (a review marks them too), so
 * a switch of language draws the list again.
 */
export function renderMoveList(list, snap, review, goTo) {
  const plyButton = (entry, index) => {
    const ply = index + 1;
    const button = h('button', {
      type: 'button', title: t('game-go-to-move', { ply }), 'aria-current': ply === snap.ply ? 'step' : null,
      class: ply > snap.ply ? 'future' : ply === snap.ply ? 'current' : '',
      onclick: () => goTo(ply),
    }, entry.label);
    review?.decorate(button, ply, snap);
    return button;
  };
  list.replaceChildren(...turnsOf(snap.history).map(({ number, plies }) => {
    const side = (player) => {
      const own = plies.filter((index) => snap.history[index].player === player);
      return h('span', { class: 'side-moves' }, ...(own.length ? own.map((index) => plyButton(snap.history[index], index)) : ['…']));
    };
    return h('li', {}, h('span', { class: 'turn-number' }, number), side('first'), side('second'));
  }));
  // The pie rule's swap, after the first move: a line of its own, not a move.
  if (snap.swapped) list.firstElementChild?.after(h('li', { class: 'swap-line', l10n: 'game-swapped-after-first' }));
  scrollMoveList(list, snap);
}

/** Keeps the current move in view inside the move list, without scrolling the page. */
function scrollMoveList(list, snap) {
  const current = list.querySelector('.current');
  if (!current) {
    if (snap.ply === 0) list.scrollTop = 0;
    return;
  }
  // The row's edges in the list's scrolled content, with the list's padding: rows stay whole (style.css).
  const pad = parseFloat(getComputedStyle(list).paddingTop) || 0;
  const row = current.closest('li') ?? current;
  const top = row.getBoundingClientRect().top - list.getBoundingClientRect().top - list.clientTop + list.scrollTop - pad;
  const bottom = top + row.offsetHeight + 2 * pad;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}

/**
 * Each side's name, its figures from the game (scores, pieces), and its
 * hand: `hand.selected` whether the hand is selected, `hand.canDrop`
 * whether a knight can be dropped, `hand.toggle()` selects it or not.
 * `more(player)`: a part's own items for a player's bar (online: the name
 * and the clock).
 */
export function renderPlayerBars(ui, snap, info, hand, more = null) {
  // Games with figures to show always have bars; the others when the computer, a friend by link or someone online plays.
  const shown = Boolean(info.playerStats || snap.opponent || snap.link_match || more);
  ui.section.classList.toggle('has-players', shown);
  ui.playerBars.forEach((bar, index) => {
    bar.hidden = !shown;
    if (!shown) return;
    const player = index === 0 ? 'first' : 'second';
    const role = playerRoleWords(snap, player);
    const toMove = !snap.outcome && snap.to_move === player;
    const knights = snap.view.hands?.[index];
    const canDrop = toMove && hand.canDrop;
    const handSelected = toMove && hand.selected;
    bar.classList.toggle('to-move', toMove);
    bar.replaceChildren(...[
      h('span', { class: swatchClass(info, player) }),
      h('strong', { l10n: sideArg(snap, index).id }),
      role ? h('span', { class: role === 'game-role-you' ? 'role' : 'role computer', l10n: role }) : null,
      ...(more?.(player) ?? []),
      ...(info.playerStats?.(snap.view, index) ?? []).map((stat) => h('span', { class: 'stat', l10n: gameWords(stat) })),
      knights === undefined ? null : h('button', {
        type: 'button', class: handSelected ? 'hand selected' : 'hand', disabled: !canDrop,
        'aria-pressed': String(handSelected), onclick: hand.toggle,
        l10n: ['game-hand', { count: knights, knights: '♞'.repeat(knights), drop: canDrop ? 'yes' : 'no' }],
      }),
    ].filter(Boolean));
  });
}

/** Each player's bar at the board's edge nearest that player's side: the second's on top, unless the board is turned round. */
export function placePlayerBars(ui, flipped) {
  const [top, bottom] = flipped ? ui.playerBars : [...ui.playerBars].reverse();
  if (ui.boardWrap.previousElementSibling !== top) ui.boardWrap.before(top);
  if (ui.boardSpeech.nextElementSibling !== bottom) ui.boardSpeech.after(bottom);
}
