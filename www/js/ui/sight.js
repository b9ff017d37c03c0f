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
import { parseSquareName, sameSquare, squareName } from '../boards/board-canvas.js';
import { SIGHT_WORDS as W } from './sight-words.js';

/** How many lines the live region keeps: a short log, older lines dropped. */
const KEPT_LINES = 6;
/** A jump forward of more plies than this says only where it landed. */
const MOVES_SPOKEN = 4;

const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1);
/** "a single ring" -> "single ring": a renderer's words without their article. */
const bare = (text) => text.replace(/^(a|an|the) /i, '');
const withArticle = (text) => (/^(a|an|the) /i.test(text) ? text : `${/^[aeiou]/i.test(text) ? 'an' : 'a'} ${text}`);
/** Whether words name a player's own piece ("white knight", "a red piece"). */
const mentions = (text, player) => new RegExp(`\\b${player.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(text);
/** The renderers say "empty" (Double Ring: "empty (struck out)") for a square with nothing on it. */
const isEmpty = (text) => /^empty\b/.test(text);
const OFF_BOARD = 'not part of the board';
const indexOf = (player) => (player === 'first' ? 0 : 1);

/** The board's squares, from a to the last file and from the lowest rank up. */
function boardSquares(board, view) {
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
class Position {
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
   * answer box: true if `text` was one, false if it is to be played as a move.
   */
  command(text) {
    const [name, ...rest] = text.trim().toLowerCase().split(/\s+/);
    const argument = rest.join(' ');
    const answers = {
      help: () => this.showHelp(),
      '?': () => this.showHelp(),
      p: () => this.pieces(argument),
      s: () => (argument ? this.scan(argument) : null),
      m: () => this.pieceMoves(argument),
      sc: () => this.figures(),
      t: () => this.turn(),
    };
    const answer = answers[name]?.();
    if (answer === undefined || answer === null) return false;
    if (typeof answer === 'string') this.show(answer);
    return true;
  }

  show(text) {
    this.answer.replaceChildren(h('p', {}, text));
    this.answer.hidden = false;
    this.say(text);
  }

  showHelp() {
    this.answer.replaceChildren(
      h('p', {}, W.helpIntro),
      h('dl', {}, W.help.flatMap(([command, meaning]) => [h('dt', {}, command), h('dd', {}, meaning)])),
      h('p', {}, W.helpOutro));
    this.answer.hidden = false;
    this.say(`${W.helpIntro} ${W.help.map(([command, meaning]) => `${command}: ${meaning}`).join('. ')}. ${W.helpOutro}`);
    return true;
  }

  get position() {
    return new Position(this.host, this.host.snapshot);
  }

  /** The squares with something on them, grouped by what stands there, in board order. */
  groups(squares) {
    const position = this.position;
    const groups = new Map();
    for (const square of squares) {
      const what = bare(position.describe(square));
      if (!isEmpty(what)) groups.set(what, [...(groups.get(what) ?? []), position.square(square)]);
    }
    return groups;
  }

  /** Whether the game's pieces belong to its players (Double Ring's rings belong to neither). */
  sided(squares) {
    const position = this.position;
    return squares.some((square) => position.snap.game.players.some((player) => mentions(position.describe(square), player)));
  }

  /** The pieces of one side, or of both, grouped by what they are: "white rook a1, h1; white knight b1, g1". */
  pieces(argument) {
    const position = this.position;
    const players = position.snap.game.players;
    const squares = boardSquares(this.host.board, position.snap.view);
    const list = (who, chosen) => {
      const groups = [...this.groups(chosen)];
      const count = groups.reduce((sum, [, names]) => sum + names.length, 0);
      return W.pieces(who, count, groups.map(([what, names]) => W.group(capitalise(what), names)).join('. ') || W.nothing);
    };
    if (!argument) return list(W.allPieces, squares);
    const side = players.find((player) => player.toLowerCase() === argument)
      ?? players.find((player) => player.toLowerCase().split(' ').some((word) => word.startsWith(argument)));
    if (!side) return W.noSuchSide(argument, players);
    if (!this.sided(squares)) return list(W.sharedPieces(players), squares);
    return list(W.sidePieces(side), squares.filter((square) => mentions(position.describe(square), side)));
  }

  /** What stands on a file ("s e") or a rank ("s 4"), runs of empty squares said once. */
  scan(argument) {
    const position = this.position;
    const lowest = position.snap.view.lowest_rank ?? 1;
    const byFile = /^[a-z]$/.test(argument);
    const line = /^([a-z]|\d{1,2})$/.test(argument) ? boardSquares(this.host.board, position.snap.view)
      .filter((square) => (byFile ? square.file === argument.charCodeAt(0) - 97 : square.rank + lowest === Number(argument))) : [];
    if (!line.length) return W.noSuchLine(argument);
    const items = [];
    for (let start = 0; start < line.length;) {
      const what = position.describe(line[start]);
      let end = start;
      while (isEmpty(what) && end + 1 < line.length && position.describe(line[end + 1]) === what) end += 1;
      items.push(end > start ? W.run(position.square(line[start]), position.square(line[end]), what) : W.one(position.square(line[start]), what));
      start = end + 1;
    }
    return W.scan(byFile ? W.file(argument) : W.rank(argument), items);
  }

  /** What the selected piece (or the one on a named square) can do now: each move and what it would do. */
  pieceMoves(argument) {
    const host = this.host;
    const position = this.position;
    const snap = position.snap;
    const square = argument ? parseSquareName(argument, snap.view.lowest_rank ?? 1) : host.selected?.file !== undefined ? host.selected : null;
    if (!square) return argument ? W.noSquare(argument) : W.noSelection;
    if (!boardSquares(host.board, snap.view).some((other) => sameSquare(other, square))) return W.noSquare(argument);
    const what = position.describe(square);
    const where = position.square(square);
    if (isEmpty(what)) return W.emptySquare(where, what);
    const piece = capitalise(bare(position.name(square)));
    const moves = host.playerMayMove() ? host.movesFrom(square) : [];
    if (moves.length) {
      const said = this.withCopy(snap, (copy) => moves.map((mv) => {
        copy.goTo(snap.ply);
        copy.play(mv.notation);
        return W.moveSaid(mv.label, moveWords(host, snap, copy.snapshot(), { short: true }));
      }));
      return W.pieceMoves(where, piece, moves.length, said.join('; '));
    }
    const owner = snap.game.players.find((player) => mentions(what, player));
    if (snap.outcome || !host.playerMayMove() || (owner && owner !== snap.to_move_name)) return W.notItsTurn(where, piece, snap.to_move_name);
    let why = null;
    try { why = host.session.session.whyStuck(square.file, square.rank); } catch { /* the engine could not say */ }
    return why ?? W.pieceStuck(where, piece);
  }

  /** Each side's figures as the bars show them (scores, counts; else its pieces), its hand, the game's notes, and whose turn. */
  figures() {
    const position = this.position;
    const snap = position.snap;
    const squares = boardSquares(this.host.board, snap.view);
    let lines;
    if (this.sided(squares)) {
      lines = snap.game.players.map((player, index) => {
        const stats = position.stats(index);
        const figures = stats.length ? [...stats] : [W.count(squares.filter((square) => mentions(position.describe(square), player)).length)];
        const hand = position.hand(index);
        if (hand !== undefined) figures.push(W.inHand(hand));
        return W.othersFigures(player, figures.join(', '));
      });
    } else {
      lines = [[...this.groups(squares)].map(([what, names]) => W.counted(capitalise(what), names.length)).join(', ')];
    }
    return [...lines, ...position.notes(), this.turnWords()].join('. ');
  }

  turnWords() {
    const snap = this.host.snapshot;
    if (snap.outcome) return W.gameOver(snap.result);
    const computer = snap.opponent?.computer;
    const who = computer ? ` (${computer === snap.to_move ? W.computer : W.you})` : '';
    return `${W.turn(snap.to_move_name)}${who}`;
  }

  turn() {
    const snap = this.host.snapshot;
    const check = snap.view.check && !snap.outcome ? [capitalise(W.check)] : [];
    const last = this.lastMoveWords();
    return [this.turnWords(), ...check, last ? W.lastMove(last) : W.noMoveYet].join('. ');
  }
}
