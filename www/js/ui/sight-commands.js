// The move box's commands for play without sight (sight.js): the pieces of
// a side, what stands on a file or rank, what a piece can do, the figures,
// whose turn; loaded on the first command typed. The words are in
// sight-words.js.

import { h } from './dom.js';
import { parseSquareName, sameSquare } from '../boards/board-canvas.js';
import { SIGHT_WORDS } from './sight-words.js';
import { COMMAND_WORDS } from './sight-command-words.js';

const W = { ...SIGHT_WORDS, ...COMMAND_WORDS };
import { Position, bare, boardSquares, capitalise, isEmpty, mentions, moveWords } from './sight.js';

export class SightCommands {
  /** `host`: the page, as it was when the command was typed. */
  constructor(sight, host = sight.host) {
    this.sight = sight;
    this.host = host;
  }

  /** The answer to a command: its words, or true when it showed them itself (help). */
  answer(name, argument) {
    const answers = {
      help: () => this.showHelp(),
      '?': () => this.showHelp(),
      p: () => this.pieces(argument),
      s: () => this.scan(argument),
      m: () => this.pieceMoves(argument),
      sc: () => this.figures(),
      t: () => this.turn(),
    };
    return answers[name]();
  }

  showHelp() {
    this.sight.answer.replaceChildren(
      h('p', {}, W.helpIntro),
      h('dl', {}, W.help.flatMap(([command, meaning]) => [h('dt', {}, command), h('dd', {}, meaning)])),
      h('p', {}, W.helpOutro));
    this.sight.answer.hidden = false;
    this.sight.say(`${W.helpIntro} ${W.help.map(([command, meaning]) => `${command}: ${meaning}`).join('. ')}. ${W.helpOutro}`);
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
      const said = this.sight.withCopy(snap, (copy) => moves.map((mv) => {
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
    const last = this.sight.lastMoveWords();
    return [this.turnWords(), ...check, last ? W.lastMove(last) : W.noMoveYet].join('. ');
  }
}
