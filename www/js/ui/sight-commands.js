// The move box's commands for play without sight (sight.js): the pieces of
// a side, what stands on a file or rank, what a piece can do, the figures,
// whose turn; loaded on the first command typed, with their words: the
// catalog area `sight-commands` (the help, the answers), beside `sight`'s
// (what stands on a square, what a move did).

import { h } from './dom.js';
import { parseSquareName, sameSquare } from '../boards/board-canvas.js';
import { messageWords } from '../i18n/engine-words.js';
import { laterWords, needWords, t } from '../i18n/i18n.js';
import { HELP } from './sight-command-words.js';
import { capitalise, joined, normal, thingWords } from './sight-words.js';
import { boardSquares, gameOver, indexOf, isEmpty, same, sideName } from './sight-board.js';
import { Position, moveWords } from './sight-moves.js';

await Promise.all([needWords('sight-commands'), laterWords()]).catch((error) => console.error(error));

export class SightCommands {
  /** `host`: the page, as it was when the command was typed. */
  constructor(sight, host = sight.host) {
    this.sight = sight;
    this.host = host;
  }

  /** The answer to a command (its English name): its words, or true when it showed them itself (help). */
  answer(name, argument) {
    const answers = {
      help: () => this.showHelp(),
      p: () => this.pieces(argument),
      s: () => this.scan(argument),
      m: () => this.pieceMoves(argument),
      sc: () => this.figures(),
      t: () => this.turn(),
    };
    return answers[name]();
  }

  /** The commands, each as the active language types it, shown (worded again on a switch) and said. */
  showHelp() {
    const sight = this.sight;
    sight.answerWords = null;
    // Each command's two messages: `<id>-command` (how it is typed) and `<id>` (what it does).
    sight.answer.replaceChildren(
      h('p', { l10n: 'sight-help-intro' }),
      h('dl', {}, HELP.flatMap((id) => [h('dt', { l10n: `${id}-command` }), h('dd', { l10n: id })])),
      h('p', { l10n: 'sight-help-outro' }));
    sight.answer.hidden = false;
    const items = HELP.map((id) => t('sight-help-item', { command: t(`${id}-command`), meaning: t(id) }));
    sight.speak(`${t('sight-help-intro')} ${joined('sentences', [...items, t('sight-help-outro')])}`);
    return true;
  }

  get position() {
    return new Position(this.host, this.host.snapshot);
  }

  /** The squares with something on them, grouped by what stands there, in board order: [{ thing, squares }]. */
  groups(squares) {
    const position = this.position;
    const groups = new Map();
    for (const square of squares) {
      const thing = position.thing(square);
      if (isEmpty(thing)) continue;
      const key = JSON.stringify(thing);
      if (!groups.has(key)) groups.set(key, { thing, squares: [] });
      groups.get(key).squares.push(position.square(square));
    }
    return [...groups.values()];
  }

  /** Whether the game's pieces belong to its players (Double Ring's rings belong to neither). */
  sided(squares) {
    const position = this.position;
    return squares.some((square) => position.thing(square).side !== undefined);
  }

  /** The side a typed name means (the engine's name or the page's, or a word of it begun), or -1. */
  sideNamed(argument) {
    const snap = this.host.snapshot;
    const wanted = normal(argument);
    const names = [0, 1].map((index) => [snap.game.players[index], sideName(snap, index)].map(normal));
    const exactly = names.findIndex((forms) => forms.includes(wanted));
    if (exactly !== -1) return exactly;
    return names.findIndex((forms) => forms.some((name) => name.split(' ').some((word) => word.startsWith(wanted))));
  }

  /** The pieces of one side, or of both, grouped by what they are: "White rook: a1, h1. White knight: b1, g1". */
  pieces(argument) {
    const position = this.position;
    const snap = position.snap;
    const squares = boardSquares(this.host.board, snap);
    const list = (who, chosen) => {
      const groups = this.groups(chosen);
      const count = groups.reduce((sum, group) => sum + group.squares.length, 0);
      const said = groups.map(({ thing, squares: names }) => t('sight-group', { what: capitalise(thingWords(thing, 'bare', true)), squares: joined('list', names) }));
      return t('sight-pieces', { who, count, groups: said.length ? joined('sentences', said) : t('sight-pieces-none') });
    };
    const sides = { first: position.side(0), second: position.side(1) };
    if (!argument) return list(t('sight-pieces-all'), squares);
    const side = this.sideNamed(argument);
    if (side === -1) return t('sight-no-side', { text: argument, ...sides });
    if (!this.sided(squares)) return list(t('sight-pieces-shared', sides), squares);
    return list(t('sight-pieces-of', { side: position.side(side) }), squares.filter((square) => position.thing(square).side === side));
  }

  /** What stands on a file ("s e") or a rank ("s 4"), runs of empty squares said once. */
  scan(argument) {
    const position = this.position;
    const lowest = position.snap.view.lowest_rank ?? 1;
    const byFile = /^[a-z]$/.test(argument);
    const line = /^([a-z]|\d{1,2})$/.test(argument) ? boardSquares(this.host.board, position.snap)
      .filter((square) => (byFile ? square.file === argument.charCodeAt(0) - 97 : square.rank + lowest === Number(argument))) : [];
    if (!line.length) return t('sight-no-line', { text: argument });
    const items = [];
    for (let start = 0; start < line.length;) {
      const thing = position.thing(line[start]);
      let end = start;
      while (isEmpty(thing) && end + 1 < line.length && same(position.thing(line[end + 1]), thing)) end += 1;
      const what = thingWords(thing, 'item', true);
      items.push(end > start
        ? t('sight-scan-run', { first: position.square(line[start]), last: position.square(line[end]), what })
        : t('sight-scan-one', { square: position.square(line[start]), what }));
      start = end + 1;
    }
    const named = byFile ? t('sight-file', { file: argument }) : t('sight-rank', { rank: argument });
    return t('sight-scan', { line: named, items: joined('list', items) });
  }

  /** What the selected piece (or the one on a named square) can do now: each move and what it would do. */
  pieceMoves(argument) {
    const host = this.host;
    const position = this.position;
    const snap = position.snap;
    const square = argument ? parseSquareName(argument, snap.view.lowest_rank ?? 1) : host.selected?.file !== undefined ? host.selected : null;
    if (!square) return argument ? t('sight-no-square', { text: argument }) : t('sight-no-selection');
    if (!boardSquares(host.board, snap).some((other) => sameSquare(other, square))) return t('sight-no-square', { text: argument });
    const thing = position.thing(square);
    const where = position.square(square);
    if (isEmpty(thing)) return t('sight-empty-square', { square: where, what: thingWords(thing, 'item', true) });
    const piece = capitalise(thingWords(thing));
    const moves = host.playerMayMove() ? host.movesFrom(square) : [];
    if (moves.length) {
      const said = this.sight.withCopy(snap, (copy) => moves.map((mv) => {
        copy.goTo(snap.ply);
        return t('sight-move-said', { label: mv.label, move: moveWords(host, snap, copy.play(mv.notation), { short: true }) });
      }));
      return t('sight-piece-moves', { square: where, piece, count: moves.length, moves: joined('moves', said) });
    }
    const toMove = indexOf(snap.to_move);
    if (snap.outcome || !host.playerMayMove() || (thing.side !== undefined && thing.side !== toMove)) {
      return t('sight-not-its-turn', { square: where, piece, side: position.side(toMove) });
    }
    const why = host.session.ask((session) => session.whyStuck(square.file, square.rank));
    return why ? t(...messageWords(why)) : t('sight-piece-stuck', { square: where, piece });
  }

  /** Each side's figures as the bars show them (scores, counts; else its pieces), its hand, the game's notes, and whose turn. */
  figures() {
    const position = this.position;
    const snap = position.snap;
    const squares = boardSquares(this.host.board, snap);
    let lines;
    if (this.sided(squares)) {
      lines = [0, 1].map((index) => {
        const stats = position.stats(index);
        const figures = stats.length ? [...stats] : [t('sight-count', { count: squares.filter((square) => position.thing(square).side === index).length })];
        const hand = position.hand(index);
        if (hand !== undefined) figures.push(t('sight-in-hand', { count: hand }));
        return t('sight-side-figures', { side: position.side(index), figures: joined('list', figures) });
      });
    } else {
      lines = [joined('list', this.groups(squares).map(({ thing, squares: names }) => t('sight-counted', { what: capitalise(thingWords(thing, 'bare', true)), count: names.length })))];
    }
    return joined('sentences', [...lines, ...position.notes(), this.turnWords()]);
  }

  turnWords() {
    const snap = this.host.snapshot;
    if (snap.outcome) return gameOver(snap);
    const computer = snap.opponent?.computer;
    let who = 'nobody';
    if (computer) who = computer === snap.to_move ? 'computer' : 'you';
    return t('sight-turn', { side: sideName(snap, indexOf(snap.to_move)), who });
  }

  /** The words of the last move played before `snap` (the host's game now), or null at the start. */
  lastMoveWords(snap) {
    if (snap.ply === 0) return null;
    const [before, after] = this.sight.positions(snap, snap.ply - 1);
    return moveWords(this.host, before, after, { end: false });
  }

  turn() {
    const snap = this.host.snapshot;
    const check = snap.view.check && !snap.outcome ? [capitalise(t('sight-check'))] : [];
    const last = this.lastMoveWords(snap);
    return joined('sentences', [this.turnWords(), ...check, last ? t('sight-last-move', { move: last }) : t('sight-no-move-yet')]);
  }
}
