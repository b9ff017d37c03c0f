// Play without sight: the page's one live region, what each move did in
// words, and the move box's commands (the pieces of a side, a file or rank,
// what a piece can do, the scores, whose turn). Generic over games: the
// words come from the snapshots before and after a move and from what the
// game's renderer (`describe`, `name`) and its page entry (`playerStats`,
// `statusNote`) say; the strings are in sight-words.js.
//
// The host is the page that shows a playable board (the game page, the
// lesson and puzzle trainer): `snapshot`, `board`, `info`, `selected`,
// `session` (its GameSession), `playerMayMove()`, `movesFrom(square)`.

import { h } from './dom.js';
import { sameSquare, squareName } from '../boards/board-canvas.js';
import { SIGHT_WORDS as W } from './sight-words.js';

/** How many lines the live region keeps: a short log, older lines dropped. */
const KEPT_LINES = 6;
/** A jump forward of more plies than this says only where it landed. */
const MOVES_SPOKEN = 4;

export const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1);
/** "a single ring" -> "single ring": a renderer's words without their article. */
export const bare = (text) => text.replace(/^(a|an|the) /i, '');
const withArticle = (text) => (/^(a|an|the) /i.test(text) ? text : `${/^[aeiou]/i.test(text) ? 'an' : 'a'} ${text}`);
/** Whether words name a player's own piece ("white knight", "a red piece"). */
export const mentions = (text, player) => new RegExp(`\\b${player.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(text);
/** The renderers say "empty" (Double Ring: "empty (struck out)") for a square with nothing on it. */
export const isEmpty = (text) => /^empty\b/.test(text);
const OFF_BOARD = 'not part of the board';
/** The move box's commands (sight-commands.js answers them). */
const COMMANDS = ['help', '?', 'p', 's', 'm', 'sc', 't'];
const indexOf = (player) => (player === 'first' ? 0 : 1);

/** The board's squares, from a to the last file and from the lowest rank up. */
export function boardSquares(board, view) {
  const { files, ranks } = board.geometry;
  const squares = [];
  for (let rank = 0; rank < ranks; rank += 1) {
    for (let file = 0; file < files; file += 1) {
      if (board.describe(view, { file, rank }) !== OFF_BOARD) squares.push({ file, rank });
    }
  }
  return squares;
}

/**
 * How many of the players' pieces stand on the board (the sounds tell a
 * capture by it; Double Ring's rings, which belong to neither, are none).
 */
export function piecesOnBoard(board, snap) {
  return boardSquares(board, snap.view)
    .filter((square) => snap.game.players.some((player) => mentions(board.describe(snap.view, square), player))).length;
}

/** Words about one position: what stands where, and the players' figures. */
export class Position {
  constructor(host, snap) {
    this.board = host.board;
    this.info = host.info;
    this.snap = snap;
  }

  describe(square) {
    return this.board.describe(this.snap.view, square);
  }

  /** The short name of what stands on a square: the renderer's, else its description up to a comma. */
  name(square) {
    return this.board.name?.(this.snap.view, square) ?? this.describe(square).split(',')[0];
  }

  square(square) {
    return squareName(square, this.snap.view.lowest_rank ?? 1);
  }

  stats(index) {
    return this.info.playerStats?.(this.snap.view, index) ?? [];
  }

  hand(index) {
    return this.snap.view.hands?.[index];
  }

  /** The status note's sentences ("Check", where the Ring is, the rings left). */
  notes() {
    const note = this.info.statusNote?.(this.snap);
    return note ? note.split('. ').filter((sentence) => sentence && sentence !== 'Check') : [];
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
  const mover = after.game.players[moverIndex];
  if (move.notation === 'pass') return W.passes(mover);
  const sentences = [];
  const handDropped = now.hand(moverIndex) < old.hand(moverIndex);
  let clause;
  let explained = [move.from, move.to].filter(Boolean);
  if (!move.to || (!move.from && !handDropped)) {
    clause = W.prefixed(mover, move.label);
  } else {
    const { from, to } = move;
    const piece = from ? old.name(from) : now.name(to);
    const own = mentions(piece, mover);
    const lead = short ? '' : own ? capitalise(bare(piece)) : bare(piece);
    const origin = short ? '' : from ? ` ${old.square(from)}` : ` ${W.fromHand}`;
    const target = old.describe(to);
    const targetName = bare(old.name(to));
    const swap = from && !isEmpty(target) && now.describe(from) === target;
    if (swap) clause = W.swaps(lead, origin, targetName, now.square(to));
    else if (isEmpty(target)) clause = W.moves(lead, origin, now.square(to));
    else if (own && !mentions(target, mover)) clause = W.takes(lead, origin, targetName, now.square(to));
    else clause = W.onto(lead, origin, targetName, now.square(to));
    clause = clause.trim();
    if (!swap && bare(now.name(to)).toLowerCase() !== bare(piece).toLowerCase()) clause += `, ${W.becomes(withArticle(now.name(to)))}`;
    if (!own && !short) clause = W.prefixed(mover, clause);
    // A corrupted piece left on the captor's square (The One Ring) is told with the other changes.
    if (from && !swap && !isEmpty(now.describe(from))) explained = [to];
  }
  clause += otherChanges(host, old, now, explained);
  if (after.view.check) clause += `, ${W.check}`;
  const figures = changedFigures(old, now, moverIndex);
  sentences.push(figures ? W.figures(clause, figures) : clause);
  const other = 1 - moverIndex;
  const otherFigures = changedFigures(old, now, other);
  if (otherFigures) sentences.push(W.othersFigures(after.game.players[other], otherFigures));
  [moverIndex, other].forEach((index) => {
    const [was, is] = [old.hand(index), now.hand(index)];
    if (is !== undefined && is !== was && !(index === moverIndex && handDropped)) sentences.push(W.hand(after.game.players[index], is));
  });
  const oldNotes = old.notes();
  sentences.push(...now.notes().filter((sentence) => !oldNotes.includes(sentence)));
  const ended = end && after.outcome && !before.outcome ? [W.gameOver(after.result)] : [];
  // In short, the move's own sentence: the rest (the other side, the notes) is for the move played.
  return [...(short ? sentences.slice(0, 1) : sentences), ...ended].join('. ');
}

/** The squares a move changed besides its own: a castling rook, a piece taken by custody or en passant. */
function otherChanges(host, old, now, explained) {
  const changed = boardSquares(host.board, now.snap.view)
    .filter((square) => !explained.some((done) => sameSquare(done, square)) && old.describe(square) !== now.describe(square));
  const emptied = changed.filter((square) => isEmpty(now.describe(square)));
  const filled = changed.filter((square) => !emptied.includes(square));
  const parts = [];
  const takes = [];
  for (const square of emptied) {
    const landing = filled.find((other) => now.describe(other) === old.describe(square) && isEmpty(old.describe(other)));
    if (landing) {
      filled.splice(filled.indexOf(landing), 1);
      parts.push(W.alsoMoves(bare(old.name(square)), old.square(square), now.square(landing)));
    } else {
      takes.push(W.alsoTakes(bare(old.name(square)), old.square(square)));
    }
  }
  if (takes.length) parts.push(takes.join(' and ').replace(/ and takes /g, ' and '));
  parts.push(...filled.map((square) => W.nowHolds(now.square(square), withArticle(now.describe(square)))));
  return parts.map((part) => `, ${part}`).join('');
}

/** A player's figures (scores, counts) that the move changed, as the bars show them. */
function changedFigures(old, now, index) {
  const was = old.stats(index);
  return now.stats(index).filter((stat) => !was.includes(stat)).join(', ');
}

/**
 * The page's one live region (a short log: each new line is read out, and
 * nothing else on the page is), and the answer box under the move box,
 * where the commands' answers are also shown.
 */
export class Sight {
  constructor(host) {
    this.host = host;
    this.element = h('div', { class: 'sr-only', role: 'log', 'aria-live': 'polite', 'aria-label': W.regionLabel });
    this.answer = h('div', { class: 'sight-answer', hidden: true });
  }

  /** Says `text` in the live region. */
  say(text) {
    if (!text) return;
    this.element.append(h('p', {}, text));
    while (this.element.childElementCount > KEPT_LINES) this.element.firstElementChild.remove();
  }

  /** Says what an element shows whenever it changes to something new (an error line, a lesson's feedback). */
  echo(element) {
    let said = element.textContent.trim();
    new MutationObserver(() => {
      const text = element.hidden ? '' : element.textContent.trim();
      if (text && text !== said) this.say(text);
      said = text;
    }).observe(element, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['hidden'] });
  }

  /** Says what changed between two snapshots of the host's game: the moves played, a take-back, the end. */
  changed(before, after) {
    if (!before || (before.link === after.link && before.outcome === after.outcome)) return;
    const sameLine = before.history.slice(0, before.ply).every((entry, index) => after.history[index]?.notation === entry.notation);
    if (sameLine && after.ply > before.ply) {
      const steps = after.ply - before.ply;
      const snaps = steps === 1 ? [before, after] : this.positions(after, steps > MOVES_SPOKEN ? after.ply - 1 : before.ply);
      const words = snaps.slice(1).map((snap, index) => moveWords(this.host, snaps[index], snap));
      if (steps > MOVES_SPOKEN) this.say(W.forwardTo(after.ply, words[0]));
      else words.forEach((line) => this.say(line));
      this.answer.hidden = true;
    } else if (after.ply !== before.ply || !sameLine) {
      this.say(W.backTo(after.ply, after.to_move_name));
    } else if (after.outcome && !before.outcome) {
      this.say(W.gameOver(after.result));
    }
  }

  /** A copy of the host's game at `snap`, for `use(copy)`; freed after. */
  withCopy(snap, use) {
    const copy = this.host.session.engine.Session.fromLink(snap.link);
    try {
      return use(copy);
    } finally {
      copy.free();
    }
  }

  /** The snapshots of a game after each ply from `from` to `snap`'s. */
  positions(snap, from) {
    return this.withCopy(snap, (copy) => {
      const snaps = [];
      for (let ply = from; ply <= snap.ply; ply += 1) {
        copy.goTo(ply);
        snaps.push(copy.snapshot());
      }
      return snaps;
    });
  }

  /** The words of the last move played, or null at the start. */
  lastMoveWords() {
    const snap = this.host.snapshot;
    if (snap.ply === 0) return null;
    const [before, after] = this.positions(snap, snap.ply - 1);
    return moveWords(this.host, before, after, { end: false });
  }

  /** The notation of a move typed as the player would type it ("Nf3", "e2e4"): `{ notation }` or `{ error }`. */
  typedMove(text) {
    try {
      return this.withCopy(this.host.snapshot, (copy) => {
        copy.playTyped(text);
        return { notation: copy.snapshot().last_move.notation };
      });
    } catch (error) {
      return { error: error.message || String(error) };
    }
  }

  /**
   * Answers a command typed in the move box, in the live region and the
   * answer box: true if `text` is one, false if it is to be played as a move.
   * The commands' code loads on the first one typed.
   */
  command(text) {
    const [name, ...rest] = text.trim().toLowerCase().split(/\s+/);
    const argument = rest.join(' ');
    if (!COMMANDS.includes(name) || (name === 's' && !argument)) return false;
    // Answered of the game as it was when typed, even if a move comes first.
    const host = this.host;
    const asTyped = Object.create(host, { snapshot: { value: host.snapshot }, selected: { value: host.selected } });
    import('./sight-commands.js').then(({ SightCommands }) => {
      const answer = new SightCommands(this, asTyped).answer(name, argument);
      if (typeof answer === 'string') this.show(answer);
    });
    return true;
  }

  show(text) {
    this.answer.replaceChildren(h('p', {}, text));
    this.answer.hidden = false;
    this.say(text);
  }

}
