// What a move did, in words (sight.js says it in the live region, the move
// box's commands answer with it): from the positions before and after it,
// what stands on each square and the figures the game's page entry gives.
// Loaded with the words of moves, once the player stirs.

import { squareName, sameSquare } from '../boards/board-canvas.js';
import { t } from '../i18n/i18n.js';
import { capitalise, joined, thingWords, wordsText } from './sight-words.js';
import { boardSquares, gameOver, indexOf, isEmpty, same, sameName, sideName, thingAt } from './sight-board.js';

/** Words about one position: what stands where, and the players' figures. */
export class Position {
  constructor(host, snap) {
    this.board = host.board;
    this.info = host.info;
    this.snap = snap;
  }

  thing(square) {
    return thingAt(this.board, this.snap, square);
  }

  /** What stands on a square in words, in a form (sight-words.js); `full`: all of it, else its short name. */
  words(square, form, full) {
    return thingWords(this.thing(square), form, full);
  }

  square(square) {
    return squareName(square, this.snap.view.lowest_rank ?? 1);
  }

  side(index) {
    return sideName(this.snap, index);
  }

  /** A player's figures as the bars show them ("3 points"), as the game's page entry words them. */
  stats(index) {
    return (this.info.playerStats?.(this.snap.view, index) ?? []).map(wordsText);
  }

  hand(index) {
    return this.snap.view.hands?.[index];
  }

  /** The status note's sentences (where the Ring is, the rings left), without the check, which a move's words say. */
  notes() {
    const note = this.info.statusNote?.(this.snap);
    const sentences = Array.isArray(note) ? note.map(wordsText) : note ? wordsText(note).split(/\. |。/) : [];
    const check = capitalise(t('sight-check'));
    return sentences.filter((sentence) => sentence && sentence !== 'Check' && sentence !== check);
  }
}

/**
 * What one move did, in words, from the positions before and after it.
 * `short` leaves out the piece and where it came from ("takes the blue
 * ring on d5: 3 points"), for the list of a piece's moves.
 */
export function moveWords(host, before, after, { short = false, end = true } = {}) {
  const old = new Position(host, before);
  const now = new Position(host, after);
  const move = after.last_move;
  const entry = after.history[after.ply - 1];
  const moverIndex = indexOf(entry.player);
  const mover = now.side(moverIndex);
  if (move.kind === 'pass') return t('sight-passes', { side: mover });
  const sentences = [];
  const handDropped = now.hand(moverIndex) < old.hand(moverIndex);
  let clause;
  let explained = [move.from, move.to].filter(Boolean);
  if (!move.to || (!move.from && !handDropped)) {
    clause = t('sight-by', { side: mover, move: move.label });
  } else {
    const { from, to } = move;
    const piece = from ? old.thing(from) : now.thing(to);
    const own = piece.side === moverIndex;
    const target = old.thing(to);
    const swap = from && !isEmpty(target) && same(now.thing(from), target);
    let way = 'onto';
    if (swap) way = 'swaps';
    else if (isEmpty(target)) way = 'moves';
    else if (own && target.side !== moverIndex) way = 'takes';
    // sight-moves, -takes, -onto, -swaps; each with a -short form, without the piece and where it came from.
    clause = t(`sight-${way}${short ? '-short' : ''}`, {
      piece: own ? capitalise(thingWords(piece)) : thingWords(piece),
      from: from ? old.square(from) : t('sight-from-hand'),
      target: thingWords(target, swap ? 'with' : 'the'),
      to: now.square(to),
    });
    if (!swap && !sameName(now.thing(to), piece)) clause += t('sight-join-list') + t('sight-becomes', { what: now.words(to, 'a') });
    if (!own && !short) clause = t('sight-by', { side: mover, move: clause });
    // A corrupted piece left on the captor's square (The One Ring) is told with the other changes.
    if (from && !swap && !isEmpty(now.thing(from))) explained = [to];
  }
  clause += otherChanges(host, old, now, explained);
  if (after.view.check) clause += t('sight-join-list') + t('sight-check');
  const figures = changedFigures(old, now, moverIndex);
  sentences.push(figures ? t('sight-figures', { move: clause, figures }) : clause);
  const other = 1 - moverIndex;
  const otherFigures = changedFigures(old, now, other);
  if (otherFigures) sentences.push(t('sight-side-figures', { side: now.side(other), figures: otherFigures }));
  [moverIndex, other].forEach((index) => {
    const [was, is] = [old.hand(index), now.hand(index)];
    if (is !== undefined && is !== was && !(index === moverIndex && handDropped)) sentences.push(t('sight-hand', { side: now.side(index), count: is }));
  });
  const oldNotes = old.notes();
  sentences.push(...now.notes().filter((sentence) => !oldNotes.includes(sentence)));
  const ended = end && after.outcome && !before.outcome ? [gameOver(after)] : [];
  // In short, the move's own sentence: the rest (the other side, the notes) is for the move played.
  return joined('sentences', [...(short ? sentences.slice(0, 1) : sentences), ...ended]);
}

/** The squares a move changed besides its own: a castling rook, a piece taken by custody or en passant. */
function otherChanges(host, old, now, explained) {
  const changed = boardSquares(host.board, now.snap)
    .filter((square) => !explained.some((done) => sameSquare(done, square)) && !same(old.thing(square), now.thing(square)));
  const emptied = changed.filter((square) => isEmpty(now.thing(square)));
  const filled = changed.filter((square) => !emptied.includes(square));
  const parts = [];
  const taken = [];
  for (const square of emptied) {
    const landing = filled.find((other) => same(now.thing(other), old.thing(square)) && isEmpty(old.thing(other)));
    if (landing) {
      filled.splice(filled.indexOf(landing), 1);
      parts.push(t('sight-also-moves', { piece: old.words(square), from: old.square(square), to: now.square(landing) }));
    } else {
      taken.push(t('sight-taken', { target: old.words(square, 'the'), square: old.square(square) }));
    }
  }
  if (taken.length) parts.push(t('sight-also-takes', { taken: joined('and', taken) }));
  parts.push(...filled.map((square) => t('sight-now-holds', { square: now.square(square), what: now.words(square, 'a', true) })));
  return parts.map((part) => t('sight-join-list') + part).join('');
}

/** A player's figures (scores, counts) that the move changed, as the bars show them. */
function changedFigures(old, now, index) {
  const was = old.stats(index);
  return joined('list', now.stats(index).filter((stat) => !was.includes(stat)));
}
