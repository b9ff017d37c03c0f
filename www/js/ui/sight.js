// Play without sight: the page's one live region, what each move did in
// words, and the move box's commands (the pieces of a side, a file or rank,
// what a piece can do, the scores, whose turn). Generic over games: the
// words come from the snapshots before and after a move, from what stands
// on each square (read off the engine's view here, per game) and from what
// the game's page entry says (`playerStats`, `statusNote`); the messages are
// in the catalog area `sight`, worded by sight-words.js.
//
// The host is the page that shows a playable board (the game page, the
// lesson and puzzle trainer): `snapshot`, `board`, `info`, `selected`,
// `session` (its GameSession), `playerMayMove()`, `movesFrom(square)`.

import { h } from './dom.js';
import { sameSquare, squareName } from '../boards/board-canvas.js';
import { hasMessage, laterWordsArrived, onLanguageChange, t } from '../i18n/i18n.js';
import { capitalise, joined, normal, thingWords, wordsText } from './sight-words.js';
import { resultArg } from '../i18n/engine-words.js';

export { capitalise };

/** How many lines the live region keeps: a short log, older lines dropped. */
const KEPT_LINES = 6;
/** A jump forward of more plies than this says only where it landed. */
const MOVES_SPOKEN = 4;
/**
 * The move box's commands by their English names, which work in every
 * language, and the message that lists the active language's own words for
 * each (sight-commands.js answers them).
 */
const COMMANDS = {
  help: 'sight-command-help',
  p: 'sight-command-pieces',
  s: 'sight-command-scan',
  m: 'sight-command-moves',
  sc: 'sight-command-figures',
  t: 'sight-command-turn',
};
export const indexOf = (player) => (player === 'first' ? 0 : 1);

const EMPTY = { kind: 'empty' };
const OFF_BOARD = { kind: 'off' };

/** A chess-core square: off the board, a stone, empty, or a piece (`wearer`: it wears the Ring). */
function chessThing(view, square) {
  if (!view.squares.some((other) => sameSquare(other, square))) return OFF_BOARD;
  if ((view.stones ?? []).some((stone) => sameSquare(stone, square))) return { kind: 'stone' };
  const piece = view.pieces.find((p) => sameSquare(p.square, square));
  if (!piece) return EMPTY;
  return { kind: 'chess', side: piece.colour === 'white' ? 0 : 1, colour: piece.colour, role: piece.role, wearer: sameSquare(view.ring_wearer, piece.square) };
}

/**
 * What stands on a square, per game, from the engine's view: `kind` (the
 * message that words it), `side` (the index of the player it belongs to,
 * if any) and what the words need. A new game needs its reader here and
 * its kinds' words in sight.ftl.
 */
const READERS = {
  'double-ring': (view, { file, rank }) =>
    [{ kind: 'struck' }, { kind: 'ring', ring: 'single' }, { kind: 'ring', ring: 'double' }][view.cells[rank * view.size + file]] ?? EMPTY,
  'double-take': (view, { file, rank }) => {
    const point = view.points[rank * view.width + file];
    return point === 1 || point === 2 ? { kind: 'piece', side: point - 1, colour: point === 1 ? 'red' : 'green' } : EMPTY;
  },
  'king-of-rings': (view, { file, rank }) => {
    const content = view.cells[rank * view.size + file];
    if (content.kind === 'ring') return { kind: 'kor-ring', ring: content.ring };
    if (content.kind !== 'knight') return EMPTY;
    const side = content.owner === 'first' ? 0 : 1;
    return { kind: 'knight', side, colour: side ? 'black' : 'white', count: content.count, points: content.points, rings: content.rings };
  },
  'one-ring': chessThing,
  'double-eighteen-stone': chessThing,
  chess: chessThing,
};

/** What stands on a square of `snap`'s board (a game without a reader: its renderer's words). */
function thingAt(board, snap, square) {
  const read = READERS[snap.game.id];
  return read ? read(snap.view, square) : { kind: 'text', text: board.describe(snap.view, square) };
}

export const isEmpty = (thing) => thing.kind === 'empty' || thing.kind === 'struck';
/** Whether two squares hold the same: the same thing, down to a knight's rings and the Ring. */
export const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
/** Whether two things have the same short name (a knight with or without rings, a piece with or without the Ring). */
const sameName = (a, b) => {
  const name = ({ count, points, rings, wearer, ...rest }) => JSON.stringify(rest);
  return name(a) === name(b);
};

/** A side's name: the engine area's words for it where the page has them, else the engine's. */
export function sideName(snap, index) {
  const id = `player-${snap.game.id}-${index ? 'second' : 'first'}`; // per game and side
  return hasMessage(id) ? t(id) : snap.game.players[index];
}

/** How a game ended, as the engine says it (its words are English for now). */
export const gameOver = (snap) => t('sight-game-over', { result: resultArg(snap) });

/** The board's squares, from a to the last file and from the lowest rank up. */
export function boardSquares(board, snap) {
  const { files, ranks } = board.geometry;
  const squares = [];
  for (let rank = 0; rank < ranks; rank += 1) {
    for (let file = 0; file < files; file += 1) {
      if (thingAt(board, snap, { file, rank }).kind !== 'off') squares.push({ file, rank });
    }
  }
  return squares;
}

/**
 * How many of the players' pieces stand on the board (the sounds tell a
 * capture by it; Double Ring's rings, which belong to neither, are none).
 */
export function piecesOnBoard(board, snap) {
  return boardSquares(board, snap).filter((square) => thingAt(board, snap, square).side !== undefined).length;
}

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
  if (move.notation === 'pass') return t('sight-passes', { side: mover });
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

/** The command a word typed first in the move box names (its English name), or null. */
function commandNamed(typed) {
  if (typed === '?') return 'help';
  if (Object.hasOwn(COMMANDS, typed)) return typed;
  const word = normal(typed);
  return Object.keys(COMMANDS).find((name) => t(COMMANDS[name]).split(/\s+/).some((own) => normal(own) === word)) ?? null;
}

/**
 * The page's one live region (a short log: each new line is read out, and
 * nothing else on the page is), and the answer box under the move box,
 * where the commands' answers are also shown.
 */
export class Sight {
  constructor(host) {
    this.host = host;
    this.element = h('div', { class: 'sr-only', role: 'log', 'aria-live': 'polite', l10n: 'sight-region' });
    this.answer = h('div', { class: 'sight-answer', hidden: true });
    /** The answer shown, as a function that words it (again on a switch of language); null when it words itself. */
    this.answerWords = null;
    // The lines said stay as they were heard; the answer shown takes the new language.
    // Held weakly: a page that is gone lets its sight go, and the listener stops.
    const sight = new WeakRef(this);
    const stop = onLanguageChange(() => (sight.deref() ? sight.deref().reword() : stop()));
    this.stopRewording = stop;
  }

  /** Stops wording the answer again on a switch (the page's dispose may call it). */
  dispose() {
    this.stopRewording();
  }

  /** Says `words` in the live region: a message id, `[id, args]`, `{ text }` or words as they came (sight-words.js `wordsText`). */
  say(words) {
    this.speak(wordsText(words));
  }

  speak(text) {
    if (!text) return;
    this.element.append(h('p', {}, text));
    while (this.element.childElementCount > KEPT_LINES) this.element.firstElementChild.remove();
  }

  /** Says what an element shows whenever it changes to something new (an error line, a lesson's feedback). */
  echo(element) {
    let said = element.textContent.trim();
    new MutationObserver(() => {
      const text = element.hidden ? '' : element.textContent.trim();
      if (text && text !== said) this.speak(text);
      said = text;
    }).observe(element, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['hidden'] });
  }

  /** Says what changed between two snapshots of the host's game: the moves played, a take-back, the end. */
  changed(before, after) {
    if (!before || (before.link === after.link && before.outcome === after.outcome)) return;
    if (!this.wordsHere) {
      // The words of moves come once the player stirs, or soon after the page
      // is drawn (i18n.js deferWords): a move made before is said when they are here.
      laterWordsArrived().then(() => { this.wordsHere = true; this.changed(before, after); });
      return;
    }
    const sameLine = before.history.slice(0, before.ply).every((entry, index) => after.history[index]?.notation === entry.notation);
    if (sameLine && after.ply > before.ply) {
      const steps = after.ply - before.ply;
      const snaps = steps === 1 ? [before, after] : this.positions(after, steps > MOVES_SPOKEN ? after.ply - 1 : before.ply);
      const words = snaps.slice(1).map((snap, index) => moveWords(this.host, snaps[index], snap));
      if (steps > MOVES_SPOKEN) this.speak(t('sight-forward', { ply: after.ply, move: words[0] }));
      else words.forEach((line) => this.speak(line));
      this.answer.hidden = true;
    } else if (after.ply !== before.ply || !sameLine) {
      this.speak(t('sight-back', { ply: after.ply, side: sideName(after, indexOf(after.to_move)) }));
    } else if (after.outcome && !before.outcome) {
      this.speak(gameOver(after));
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

  /** The words of the last move played before `snap` (the host's game now), or null at the start. */
  lastMoveWords(snap = this.host.snapshot) {
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
   * A command is its English name or the active language's word for it.
   * The commands' code loads on the first one typed.
   */
  command(text) {
    const [typed, ...rest] = text.trim().toLowerCase().split(/\s+/);
    const name = commandNamed(typed);
    const argument = rest.join(' ');
    if (!name || (name === 's' && !argument)) return false;
    // Answered of the game as it was when typed, even if a move comes first.
    const host = this.host;
    const asTyped = Object.create(host, { snapshot: { value: host.snapshot }, selected: { value: host.selected } });
    import('./sight-commands.js').then(({ SightCommands }) => {
      const commands = new SightCommands(this, asTyped);
      if (name === 'help') commands.showHelp();
      else this.show(() => commands.answer(name, argument));
    });
    return true;
  }

  /** Shows `words` in the answer box and says them: words as `say` takes them, or a function that words them. */
  show(words) {
    this.answerWords = typeof words === 'function' ? words : () => wordsText(words);
    const text = this.answerWords();
    this.answer.replaceChildren(h('p', {}, text));
    this.answer.hidden = false;
    this.speak(text);
  }

  /** The answer shown, in the language just chosen (not said again). */
  reword() {
    if (this.answerWords && !this.answer.hidden) this.answer.replaceChildren(h('p', {}, this.answerWords()));
  }
}
