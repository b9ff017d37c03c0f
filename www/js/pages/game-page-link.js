// A game page's match with a friend far away, played by sending links: what
// a link that arrives does to the game kept here, and sending one's move.
// Mixed into GamePage (see game-page.js), whose state these methods share.

import { GameSession } from '../engine/engine.js';
import { h, showNotice, storage, previousGameKey } from '../ui/dom.js';
import { compareLinks, guestSide, keepMatch, localSide, otherSide, savedMatch } from '../ui/link-match.js';
import { friendsTurn } from '../ui/opponent.js';

/** "Black played d5xd4, White played e4." for the plies from `from` on. */
function playedSentence(snap, from) {
  const plies = snap.history.slice(from, snap.ply);
  if (plies.length === 0) return '';
  const name = (player) => snap.game.players[player === 'first' ? 0 : 1];
  return `${plies.map((entry) => `${name(entry.player)} played ${entry.label}`).join(', ')}.`;
}

/** What is next for this screen: "Your move.", "Waiting for White's move.", or the result. */
function nextSentence(snap) {
  if (snap.outcome) return `${snap.result}.`;
  return friendsTurn(snap) ? `Waiting for ${snap.to_move_name}’s move.` : 'Your move.';
}

const sideName = (snap, side) => snap.game.players[side === 'first' ? 0 : 1];

/**
 * A link of a match by link has arrived (`session` is its game). Returns the
 * game to show and what to tell the player:
 * - a match this browser has not seen: this browser plays the side the
 *   match's host does not, and keeps the match;
 * - the link continues the game kept here (its moves extend the kept
 *   moves): it is continued quietly, and the moves it adds are told;
 * - it does not (an older point of the game, or another line): the game kept
 *   here is shown, the link's is kept aside, and the player chooses.
 */
export function arriveByLink(engine, session) {
  const snap = session.snapshot;
  const kept = savedMatch(snap);
  if (!kept) {
    const side = guestSide(snap);
    keepMatch(snap, side);
    const played = playedSentence(snap, 0);
    return {
      session,
      told: { message: `A game by link: you play ${sideName(snap, side)}.${played ? ` ${played}` : ''} ${nextSentence(snap)}`, kind: 'info' },
    };
  }
  const { relation, at } = compareLinks(kept.link, snap.link);
  if (relation === 'same') return { session };
  if (relation === 'ahead') {
    keepMatch(snap);
    return { session, told: { message: `${playedSentence(snap, at)} ${nextSentence(snap)}`.trim(), kind: 'info' } };
  }
  let mine;
  try {
    mine = GameSession.open(engine, kept.link);
  } catch {
    keepMatch(snap); // the game kept here no longer reads: the link's is all there is
    return { session };
  }
  session.free();
  storage.set(previousGameKey(snap.game.id), snap.link);
  return {
    session: mine,
    told: {
      message: `This link does not continue your game by link: the two part at move ${at + 1}. Your game is shown; which do you keep? The other is kept aside.`,
      actions: [
        { label: 'Keep the link’s game', run: () => window.ringboardPage?.restorePrevious() },
        { label: 'Keep my game', run: () => {} },
      ],
      kind: 'info',
    },
  };
}

export const linkMethods = {
  /** The text sent with the link: "Your move in The King of Rings (move 12):". */
  shareText(snap) {
    if (snap.outcome) return `Our game of ${snap.game.name} is over: ${snap.result} (move ${snap.history.length}):`;
    return `Your move in ${snap.game.name} (move ${snap.history.length + 1}):`;
  },

  /**
   * Sends the game's link to the friend: the system's share sheet where the
   * browser has one (phones), otherwise the clipboard, otherwise a box to
   * copy from.
   */
  async sendLink() {
    const snap = this.snapshot;
    // The whole game, seen the friend's own way: not the move looked back at, this board turned round, nor the analysis board.
    const link = snap.link.replace(/&(at=\d+|flip=1|analyse=1)(?=&|$)/g, '');
    const url = `${location.href.split('#')[0]}#${link}`;
    const text = this.shareText(snap);
    const shared = { title: `${snap.game.name} · ringboard`, text, url };
    if (navigator.share && (navigator.canShare?.(shared) ?? true)) {
      try {
        await navigator.share(shared);
        this.sendNote = { link: snap.link, text: 'Sent. Your friend plays, then sends the link back.' };
        this.render();
        return;
      } catch (error) {
        if (error?.name === 'AbortError') return; // the player closed the share sheet
      }
    }
    try {
      await navigator.clipboard.writeText(`${text} ${url}`);
      this.sendNote = { link: snap.link, text: 'Copied: paste it into a message to your friend.' };
      this.render();
    } catch {
      window.prompt('Copy this and send it to your friend:', `${text} ${url}`);
    }
  },

  /** The status bar's send button in a match by link, when the friend is to play or the game is over. */
  sendButton(snap) {
    if (!snap.link_match || !localSide(snap) || !(snap.outcome || friendsTurn(snap))) return null;
    const justMoved = this.movedHere === snap.link;
    let label = justMoved ? 'Send your move' : 'Send the link again';
    if (snap.outcome) label = 'Send the result';
    else if (snap.history.length === 0) label = 'Send the invitation';
    return h('button', { type: 'button', class: justMoved ? 'primary send-move' : 'send-move', onclick: () => this.sendLink() }, label);
  },

  /** The line beside the send button once the link is on its way. */
  sendNoteText(snap) {
    return this.sendNote?.link === snap.link ? this.sendNote.text : '';
  },

  /** In a match by link a move is played only at the end of the game, on this screen's turn. */
  mayMoveInMatch(snap) {
    return !snap.link_match || snap.ply === snap.history.length;
  },

  /** In a match by link Undo takes back only this screen's own last move. */
  mayUndoInMatch(snap) {
    if (!snap.link_match || snap.ply === 0) return true;
    return snap.history[snap.ply - 1].player === localSide(snap);
  },

  /** The side to keep for a new match: its host's, who started it here. */
  keepNewMatch(snap) {
    if (snap.link_match) keepMatch(snap, snap.link_match.host);
  },

  /** A rematch by link: a new match, this screen on the other side. */
  rematchByLinkOptions(snap) {
    const options = new URLSearchParams(snap.variant);
    options.append('vs', 'link');
    options.append('host', otherSide(localSide(snap)));
    return options.toString();
  },
};
