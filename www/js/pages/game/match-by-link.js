// A game page's match with a friend far away, played by sending links: what
// a link that arrives does to the game kept here, sending one's move, and
// who may move and take back. One of the game page's parts (see game-page.js).

import { GameSession } from '../../engine/engine.js';
import { h, hideNotice, storage, previousGameKey } from '../../ui/dom.js';
import { guestSide, keepMatch, keepSent, keepTakenBack, localSide, otherSide, savedMatch, sentMoves } from '../../ui/link-match.js';
import { friendsTurn } from '../../ui/opponent.js';
import { nextTurnNumber, turnNumberAt, turnsOf } from '../../ui/turns.js';
import { t } from '../../i18n/i18n.js';
import { resultArg, sideArg } from '../../i18n/engine-words.js';

// What this file tells is words for i18n.js `word`: a message, [id, args], or
// a list of them said one after another. The sides' names, the moves and the
// result are the engine's.

/** "Black played d5xd4, White played e4." for the plies from `from` on: a list of words. */
function playedSentence(snap, from) {
  const plies = snap.history.slice(from, snap.ply);
  return plies.map((entry, index) => [index === plies.length - 1 ? 'game-link-played-last' : 'game-link-played', { player: sideArg(snap, entry.player), move: entry.label }]);
}

/** "Your friend answered the first move with the swap: you play Black now.", where the link brings the swap. */
function swapSentence(snap, keptSwapped) {
  return snap.sides_swapped && !keptSwapped ? [['game-link-swapped', { player: sideArg(snap, localSide(snap)) }]] : [];
}

/** What is next for this screen: "Your move.", "Waiting for White's move.", or the result. */
function nextSentence(snap) {
  if (snap.outcome) return ['game-link-result', { result: resultArg(snap) }];
  return friendsTurn(snap) ? ['game-link-waiting', { player: sideArg(snap, snap.to_move) }] : 'game-link-your-move';
}

/**
 * A link of a match by link has arrived (`session` is its game). Returns the
 * game to show and what to tell the player:
 * - a match this browser has not seen: this browser plays the side the
 *   match's host does not, and keeps the match;
 * - the link continues the game kept here (its moves extend the kept
 *   moves): it is continued quietly, and the moves it adds are told;
 * - it is an older point of the game kept here (a link sent earlier): the
 *   game kept here is shown, and the link is said to be older;
 * - it goes another way, or it is from before a takeback (it plays the
 *   move taken back again): the game kept here is shown, the link's is kept
 *   aside, and the player chooses.
 */
export function arriveByLink(engine, session) {
  const snap = session.snapshot;
  const kept = savedMatch(snap);
  if (!kept) {
    keepMatch(snap, guestSide(snap));
    // The side played here now: after the pie rule's swap, the other of the one kept.
    const side = localSide(snap);
    const asked = takebackAskedOfMe(snap, side);
    return {
      session,
      told: {
        message: [['game-link-you-play', { player: sideArg(snap, side) }], ...playedSentence(snap, 0), asked ?? nextSentence(snap)],
        actions: asked ? TAKEBACK_ANSWERS : [],
        kind: 'info',
      },
    };
  }
  const { relation, at } = engine.compareLinks(kept.link, snap.link);
  const asked = takebackAskedOfMe(snap, localSide(snap));
  // A link from before a takeback shows the move taken back again: it is kept aside, and the player chooses.
  const beforeTakeback = relation === 'ahead' && Boolean(kept.takenBack) && engine.compareLinks(kept.takenBack.link, snap.link).relation === 'same';
  if ((relation === 'same' || relation === 'ahead') && !beforeTakeback) {
    keepMatch(snap);
    const played = relation === 'ahead' ? [...swapSentence(snap, kept.swapped === true), ...playedSentence(snap, at)] : [];
    if (asked) return { session, told: { message: [...played, asked], actions: TAKEBACK_ANSWERS, kind: 'info' } };
    return relation === 'same' ? { session } : { session, told: { message: [...played, nextSentence(snap)], kind: 'info' } };
  }
  let mine;
  try {
    mine = GameSession.open(engine, kept.link);
  } catch {
    keepMatch(snap); // the game kept here no longer reads: the link's is all there is
    return { session };
  }
  // The friend agreed to take back the move this screen asked back: the game here loses it too.
  const playedHere = localSide(mine.snapshot);
  const askedHere = mine.snapshot.takeback === 'asked' && mine.snapshot.history.length === at + 1 && mine.snapshot.history[at].player === playedHere;
  if (relation === 'behind' && snap.takeback === 'granted' && askedHere) {
    const move = mine.snapshot.history[at];
    mine.free();
    keepMatch(snap);
    keepTakenBack(snap, kept.link);
    return { session, told: { message: ['game-link-takeback-granted', { player: sideArg(snap, otherSide(playedHere)), move: move.label }], kind: 'info' } };
  }
  session.free();
  // An older link of this game (one sent earlier): the game here is further on, and stays.
  if (relation === 'behind') {
    return { session: mine, told: { message: ['game-link-older', { number: at === 0 ? 0 : turnNumberAt(snap.history, at - 1) }], kind: 'info' } };
  }
  storage.set(previousGameKey(snap.game.id), snap.link);
  return {
    session: mine,
    told: {
      message: beforeTakeback
        ? ['game-link-taken-back', { move: snap.history[at].label }]
        : ['game-link-parts', { number: turnNumberAt(mine.snapshot.history, at) }],
      actions: [
        { label: 'game-keep-links-game', run: () => window.ringboardPage?.restorePrevious() },
        { label: 'game-keep-my-game', run: () => {} },
      ],
      kind: 'info',
    },
  };
}

/** A friend's takeback asked of the side `mine` plays here: "White asks to take back e2e4.", or null. */
function takebackAskedOfMe(snap, mine) {
  const last = snap.history[snap.history.length - 1];
  if (snap.takeback !== 'asked' || !last || last.player === mine) return null;
  return ['game-link-takeback-asked', { player: sideArg(snap, last.player), move: last.label }];
}

/** The friend's takeback: answered on the page the link opens (game-page.js `answerTakeback`). */
const TAKEBACK_ANSWERS = [
  { label: 'game-takeback-agree', run: () => window.ringboardPage?.answerTakeback(true) },
  { label: 'game-takeback-refuse', run: () => window.ringboardPage?.answerTakeback(false) },
];

/** The text sent with the link: "Your move in The King of Rings (move 12):", in the sender's language. */
function shareText(snap) {
  const game = t(`game-name-${snap.game.id}`);
  // Numbered as the move list numbers turns.
  if (snap.outcome) return t('game-share-over', { game, result: resultArg(snap), number: turnsOf(snap.history).length });
  if (snap.takeback === 'asked') return t('game-share-takeback', { game, number: turnsOf(snap.history).length });
  const message = snap.takeback === 'granted' ? 'game-share-taken-back' : 'game-share-your-move';
  return t(message, { game, number: nextTurnNumber(snap.history, snap.to_move) });
}

export class MatchByLink {
  /** `host`: `render()`, `withdrawTakeback()`. */
  constructor(host) {
    this.host = host;
    /** The link of the last move made here: the send button asks to send it. */
    this.movedHere = null;
    /** `{ link, words }`: what became of the link sent at `link`. */
    this.sendNote = null;
  }

  /** In a match by link a move is played only at the end of the game, on this screen's turn. */
  mayMove(snap) {
    return !snap.link_match || snap.ply === snap.history.length;
  }

  /**
   * In a match by link Undo takes back only this screen's own last move, and
   * asks once for one sent; not while the friend is to play again after a
   * takeback granted here.
   */
  mayUndo(snap) {
    if (!snap.link_match || snap.ply === 0) return true;
    if (snap.takeback === 'granted' || (snap.takeback === 'asked' && this.undoAsks(snap))) return false;
    return snap.history[snap.ply - 1].player === localSide(snap);
  }

  /**
   * Whether Undo asks the friend: the move it would take back was sent, so
   * it is theirs to allow. A resignation made here after it is this
   * screen's own to take back.
   */
  undoAsks(snap) {
    const resigned = snap.outcome?.why.code === 'resigned';
    return Boolean(snap.link_match) && !resigned && snap.ply > 0 && snap.ply === snap.history.length && snap.ply <= sentMoves(snap);
  }

  /** After a move made here: the page offers to send it, and what the friend's link said is past. */
  playedHere(snap) {
    if (!snap.link_match) return;
    hideNotice();
    this.movedHere = snap.link;
  }

  /** A new game: a new match is kept with its host's side, who started it here. */
  started(snap) {
    if (snap.link_match) keepMatch(snap, snap.link_match.host);
  }

  /** The status bar's send button and its note, when the friend is to play or the game is over. */
  statusButtons(snap) {
    if (!snap.link_match || !localSide(snap) || !(snap.outcome || friendsTurn(snap))) return [];
    const justMoved = this.movedHere === snap.link;
    let label = justMoved ? 'game-send-move' : 'game-send-again';
    const sent = this.sendNote?.link === snap.link;
    let note = sent ? this.sendNote.words : null;
    if (snap.outcome) label = 'game-send-result';
    else if (snap.takeback === 'asked') {
      label = 'game-send-takeback';
      note ??= ['game-takeback-asked-here', { move: snap.history[snap.history.length - 1].label }];
    } else if (snap.takeback === 'granted') label = 'game-send-takeback-granted';
    else if (snap.history.length === 0) label = 'game-send-invitation';
    const primary = justMoved || (Boolean(snap.takeback) && !sent);
    // A takeback asked here may be withdrawn, sent or not: the friend's answer to a withdrawn one changes nothing.
    const withdraw = snap.takeback === 'asked' ? h('button', { type: 'button', onclick: () => this.host.withdrawTakeback(), l10n: 'game-takeback-withdraw' }) : null;
    return [
      h('button', { type: 'button', class: primary ? 'primary send-move' : 'send-move', onclick: () => this.send(snap), l10n: label }),
      withdraw,
      h('span', { class: 'send-note', l10n: note }),
    ];
  }

  /**
   * Sends the game's link to the friend: the system's share sheet where the
   * browser has one (phones), otherwise the clipboard, otherwise a box to
   * copy from.
   */
  async send(snap) {
    const url = `${location.href.split('#')[0]}#${sharedLink(snap)}`;
    const text = shareText(snap);
    const shared = { title: t('game-page-title', { game: t(`game-name-${snap.game.id}`) }), text, url };
    if (navigator.share && (navigator.canShare?.(shared) ?? true)) {
      try {
        await navigator.share(shared);
        this.noted(snap, 'game-link-sent');
        return;
      } catch (error) {
        if (error?.name === 'AbortError') return; // the player closed the share sheet
      }
    }
    try {
      await navigator.clipboard.writeText(`${text} ${url}`);
      this.noted(snap, 'game-link-copied-to-send');
    } catch {
      window.prompt(t('game-link-copy-prompt'), `${text} ${url}`);
      keepSent(snap);
    }
  }

  noted(snap, words) {
    keepSent(snap);
    this.sendNote = { link: snap.link, words };
    this.host.render();
  }
}

/** The whole game, seen the friend's own way: not the move looked back at, this board turned round, nor the analysis board. */
function sharedLink(snap) {
  return snap.links.shared;
}
