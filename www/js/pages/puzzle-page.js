// A game's puzzles (`#puzzles/<game>` and `#puzzles/<game>/<id>`): positions
// the engine found, each with one clearly best move or a short forced line
// (www/data/puzzles/<game>.json, made by `ringboard puzzles`). The player
// plays the solver's moves; the forced replies come back at once. A wrong
// move is refused with the engine's refutation shown.

import { fetchTrainingData } from '../engine/assets.js';
import { WorkerEngine } from '../engine/engine-worker-client.js';
import { gamePage } from '../games/games.js';
import { playerWords, resultWords } from '../i18n/engine-words.js';
import { localize, needWords, onLanguageChange, t, word } from '../i18n/i18n.js';
import { h, markBoardDrawn, showNotice } from '../ui/dom.js';
import { puzzleProgress, recordPuzzle } from '../ui/progress.js';
import { describeVariant, playerColours, swatchClass } from '../ui/wording.js';
import { FeedbackLine, TrainerBoard, TRAINER_WORDS, gameName } from './trainer-board.js';
import { errorArg } from '../i18n/engine-words.js';

const REFUTATION_LEVEL = 4;
const REFUTATION_ARROW = 'rgba(200, 50, 40, 0.85)';
const BEST_ARROW = 'rgba(34, 139, 74, 0.8)';

export async function openPuzzlePage(app, engine, route) {
  const [gameId, puzzleId] = route.split('/');
  const info = await gamePage(gameId);
  if (!info || !engine) return null;
  const [puzzles] = await Promise.all([fetchTrainingData('puzzles', gameId), needWords('learn', ...TRAINER_WORDS, ...info.words)]);
  return new PuzzlePage(app, engine, gameId, info, puzzles, puzzleId);
}

/**
 * The forms of goal and theme that the engine's puzzle maker words
 * (src/learn/puzzle.rs: `prove_only_win`, `prove_material`, `win_words`),
 * each with its messages `puzzle-goal-<form>` and `puzzle-theme-<form>`. A
 * puzzle's kind and depth say which, except how a forced win ends (mate,
 * the Ring destroyed...), which its data holds only in its English theme.
 */
const PUZZLE_FORMS = [
  ['only-win', /^only winning move$/, 'only-move'],
  ['only-win', /^only winning pair$/, 'only-pair'],
  ['material', /^wins material$/, 'material'],
  ['forced-win', /^mate in \d+$/, 'mate'],
  ['forced-win', /^destroys the Ring in \d+$/, 'ring'],
  ['forced-win', /^stalemate wins in \d+$/, 'stalemate'],
  ['forced-win', /^far-row win in \d+$/, 'far-row'],
  ['forced-win', /^wins on points in \d+$/, 'points'],
  ['forced-win', /^wins in \d+$/, 'win'],
];

/**
 * A puzzle's goal ("White to move: mate in 2.") and theme ("mate in 2") as
 * words of the catalog, from its fields: the side to move (`player`), its
 * `kind` and `depth` (a forced win of `depth` plies takes its side
 * ceil(depth / 2) moves). A form the site does not know keeps the data's
 * English.
 */
export function puzzleWords(gameId, puzzle) {
  const form = PUZZLE_FORMS.find(([kind, theme]) => kind === puzzle.kind && theme.test(puzzle.theme))?.[2];
  if (!form) return { goal: { text: puzzle.goal }, theme: { text: puzzle.theme } };
  const moves = Math.ceil(puzzle.depth / 2);
  // Ids made per form: puzzle-goal-<form>, puzzle-theme-<form>.
  return {
    goal: [`puzzle-goal-${form}`, { player: playerWords(gameId, puzzle.player), moves }],
    theme: [`puzzle-theme-${form}`, { moves }],
  };
}

class PuzzlePage {
  constructor(app, engine, gameId, info, puzzles, puzzleId) {
    this.gameId = gameId;
    this.info = info;
    this.puzzles = puzzles;
    this.refuter = new WorkerEngine(gameId);
    this.trainer = new TrainerBoard(engine, info, {
      onMove: (notation) => this.handleMove(notation),
      onIllegal: (why) => this.explainClick(why),
    });
    this.build(app);
    this.stopWords = onLanguageChange(() => this.titleDocument());
    const index = this.puzzleIndex(puzzleId);
    if (puzzleId && this.puzzles[index].id !== puzzleId) showNotice(['puzzle-unknown', { puzzle: puzzleId.slice(0, 40) }], [], 'info');
    this.startPuzzle(index);
    markBoardDrawn();
  }

  /** The puzzle named, else the first not yet solved after the last one seen. */
  puzzleIndex(puzzleId, after = -1) {
    const named = this.puzzles.findIndex((puzzle) => puzzle.id === puzzleId);
    if (named >= 0) return named;
    const { solved } = puzzleProgress(this.gameId);
    for (let step = 1; step <= this.puzzles.length; step += 1) {
      const index = (after + step) % this.puzzles.length;
      if (!solved.has(this.puzzles[index].id)) return index;
    }
    return (after + 1) % this.puzzles.length;
  }

  handlesHash(hash) {
    const match = /^puzzles\/([^/]+)(?:\/(.*))?$/.exec(hash);
    if (!match || match[1] !== this.gameId) return false;
    const index = this.puzzles.findIndex((puzzle) => puzzle.id === match[2]);
    if (match[2] !== undefined && index < 0) return false;
    if (index >= 0 && index !== this.number) this.startPuzzle(index);
    return true;
  }

  dispose() {
    this.stopWords();
    this.refuter.dispose();
    this.trainer.dispose();
  }

  get puzzle() {
    return this.puzzles[this.number];
  }

  titleDocument() {
    document.title = t('puzzle-page-title', { game: gameName(this.gameId) });
  }

  build(app) {
    this.statusText = h('span', { class: 'status-text' });
    this.heading = h('h2', { class: 'lesson-title' });
    this.about = h('p', { class: 'puzzle-about' });
    this.goal = h('p', { class: 'lesson-goal' });
    this.feedbackLine = new FeedbackLine(this.trainer.sight);
    this.feedback = this.feedbackLine.element;
    this.retryButton = h('button', { type: 'button', onclick: () => this.retry(), l10n: 'learn-try-again' });
    this.solutionButton = h('button', { type: 'button', onclick: () => this.showSolution(), l10n: 'puzzle-show-solution' });
    this.nextButton = h('button', { type: 'button', class: 'primary', onclick: () => this.next(), l10n: 'puzzle-next' });
    this.openLink = h('a', { class: 'button secondary', l10n: 'puzzle-open-game' });
    this.analyseLink = h('a', { class: 'button secondary', l10n: 'puzzle-analyse' });
    this.stats = h('p', { class: 'puzzle-stats' });
    this.section = h('section', { class: `game-page trainer-page${this.info.wide ? ' wide-board' : ''}`, style: playerColours(this.info) },
      h('div', { class: 'board-area' },
        h('div', { class: 'status-bar' }, this.statusDot = h('span', { class: 'turn-dot', 'aria-hidden': 'true' }), this.statusText, this.trainer.actions),
        this.trainer.element),
      h('aside', { class: 'side' },
        h('div', { class: 'title-row' }, h('h1', { l10n: ['puzzle-heading', { game: gameName(this.gameId) }] }),
          h('p', { class: 'variant-line' }, h('a', { href: `#${this.gameId}`, l10n: 'learn-link-play' }), ' · ', h('a', { href: `#learn/${this.gameId}`, l10n: 'learn-link-lessons' }))),
        h('section', { class: 'lesson-card' }, this.heading, this.about, this.goal, this.feedback,
          h('div', { class: 'controls' }, this.nextButton, this.retryButton, this.solutionButton, this.openLink, this.analyseLink)),
        h('section', { class: 'lessons' }, h('h2', { l10n: 'puzzle-yours' }), this.stats,
          h('p', { class: 'puzzle-note', l10n: 'puzzle-note' }))));
    app.replaceChildren(this.section);
    this.titleDocument();
  }

  startPuzzle(index) {
    this.number = index;
    this.attempt = (this.attempt ?? 0) + 1;
    this.refuter.cancel();
    this.failed = false;
    const wanted = `puzzles/${this.gameId}/${this.puzzle.id}`;
    if (location.hash.slice(1) !== wanted) history.replaceState(null, '', `#${wanted}`);
    localize(this.heading, 'puzzle-number', { number: index + 1, count: this.puzzles.length });
    const difficulty = Math.min(5, Math.max(1, this.puzzle.difficulty ?? 1));
    const words = puzzleWords(this.gameId, this.puzzle);
    word(this.goal, words.goal);
    if (!this.reset()) return;
    this.analyseLink.href = `#${this.trainer.snapshot.links.analysis}`;
    this.showSolutionLink();
    // The rule and board matter as much as the position (Double Ring's puzzles span five rules).
    const variant = this.trainer.snapshot.game.options.length ? [{ text: `${describeVariant(this.trainer.snapshot)} ·` }] : [];
    word(this.about, [...variant, words.theme, ['puzzle-difficulty', { stars: `${'★'.repeat(difficulty)}${'☆'.repeat(5 - difficulty)}` }]]);
  }

  /** The link of the puzzle with its solution played, as the engine writes it. */
  showSolutionLink() {
    const { link, solution } = this.puzzle;
    try {
      this.openLink.href = `#${this.trainer.session.withCopy(link, (copy) => solution.map((move) => copy.play(move)).at(-1).link)}`;
    } catch {
      this.openLink.removeAttribute('href');
    }
  }

  /** Back to the puzzle's position, the player to move. */
  reset() {
    this.attempt += 1;
    this.refuter.cancel();
    try {
      this.trainer.open(this.puzzle.link);
    } catch (error) {
      showNotice(['puzzle-open-failed', { error: errorArg(error) }]);
      return false;
    }
    this.played = 0;
    this.player = this.trainer.snapshot.to_move;
    this.state = 'solving';
    this.trainer.allow(true);
    this.say(null, null);
    this.render();
    return true;
  }

  retry() {
    this.reset();
    this.say('puzzle-find-best', null);
  }

  /** The engine's reason a click was no move, while the player is at it. */
  explainClick(why) {
    if (this.state === 'solving') this.feedbackLine.explain(why);
  }

  say(words, tone) {
    this.feedbackLine.say(words, tone);
  }

  render() {
    word(this.statusText, {
      solving: ['puzzle-status-solving', { player: playerWords(this.gameId, this.player) }],
      failed: 'puzzle-status-failed',
      solved: 'puzzle-status-solved',
      shown: 'puzzle-status-shown',
    }[this.state]);
    this.statusDot.className = `${swatchClass(this.info, this.player)} player-${this.player}`;
    this.retryButton.hidden = this.state === 'solving' && this.played === 0;
    this.solutionButton.hidden = this.state === 'solved' || this.state === 'shown';
    localize(this.nextButton, this.state === 'solved' || this.state === 'shown' ? 'puzzle-next' : 'puzzle-skip');
    this.nextButton.className = this.state === 'solved' || this.state === 'shown' ? 'primary' : '';
    this.openLink.hidden = !(this.state === 'solved' || this.state === 'shown');
    this.analyseLink.hidden = this.openLink.hidden;
    const { solved, streak, best } = puzzleProgress(this.gameId);
    localize(this.stats, 'puzzle-stats', { solved: solved.size, count: this.puzzles.length, streak, best });
  }

  /**
   * The player's move: the solution's move (or, as the last move, any move
   * that wins the game at once, such as another mate) goes on; any other is
   * refuted.
   */
  async handleMove(notation) {
    if (this.state !== 'solving') return;
    const attempt = this.attempt;
    const { solution } = this.puzzle;
    const expected = solution[this.played];
    this.trainer.allow(false);
    const played = await this.trainer.apply(notation);
    if (attempt !== this.attempt) return;
    if (!played.ok) {
      this.say(played.words ?? { text: played.message }, 'bad');
      this.trainer.allow(true);
      return;
    }
    const last = this.played === solution.length - 1;
    const wins = last && this.trainer.goalMet('win');
    // A first move the proof found just as good (in Double Ring a move and its reverse can leave the same game).
    const alsoRight = this.played === 0 && (this.puzzle.also ?? []).includes(notation);
    if (alsoRight) {
      this.played = solution.length;
      this.solved();
      return;
    }
    if (notation !== expected && !wins) {
      await this.refute(notation, attempt);
      return;
    }
    this.played += 1;
    if (this.played >= solution.length) {
      this.solved();
      return;
    }
    const reply = solution[this.played];
    const answered = await this.trainer.apply(reply);
    if (attempt !== this.attempt) return;
    this.played += 1;
    if (!answered.ok) {
      this.say({ text: answered.message }, 'bad');
      return;
    }
    const replyLabel = this.trainer.snapshot.last_move?.label ?? reply;
    this.say(['puzzle-reply', { move: replyLabel }], 'good');
    this.trainer.allow(true);
    this.render();
  }

  solved() {
    const progress = recordPuzzle(this.gameId, this.puzzle.id, { solved: true, clean: !this.failed });
    this.state = 'solved';
    this.trainer.allow(false);
    // A list of words (i18n.js `word`): each part an [id, args].
    this.say([['puzzle-solved'], ...(this.failed ? [] : [['puzzle-first-try']]), ...(progress.streak > 1 ? [['puzzle-streak', { streak: progress.streak }]] : [])], 'good');
    this.render();
    this.nextButton.focus();
  }

  /** A wrong move: it stays on the board with the engine's answer to it drawn and said. */
  async refute(notation, attempt) {
    if (!this.failed) recordPuzzle(this.gameId, this.puzzle.id, { solved: false, clean: false });
    this.failed = true;
    this.state = 'failed';
    const snap = this.trainer.snapshot;
    const moveLabel = snap.last_move?.label ?? notation;
    this.render();
    if (snap.outcome) {
      const [id, args] = resultWords(snap);
      this.say(['puzzle-wrong-over', { move: moveLabel, result: { id, args } }], 'bad');
      return;
    }
    this.say(['puzzle-wrong-looking', { move: moveLabel }], 'bad');
    const answer = await this.refuter.run({ task: 'think', link: snap.link, level: REFUTATION_LEVEL, seed: 1 });
    if (attempt !== this.attempt) return;
    if (!answer.ok) {
      this.say(['puzzle-wrong', { move: moveLabel }], 'bad');
      return;
    }
    const reply = snap.legal_moves.find((mv) => mv.notation === answer.value.notation);
    if (reply) this.trainer.showArrows([{ ...reply, colour: REFUTATION_ARROW }]);
    this.say([refutation(answer.value), { move: moveLabel, player: playerWords(this.gameId, snap.to_move), reply: answer.value.label }], 'bad');
  }

  /** Plays the whole solution on the board, and counts the puzzle as not solved. */
  async showSolution() {
    if (!this.failed) recordPuzzle(this.gameId, this.puzzle.id, { solved: false, clean: false });
    this.failed = true;
    this.reset();
    const attempt = this.attempt;
    this.state = 'shown';
    this.trainer.allow(false);
    const { solution } = this.puzzle;
    const first = this.trainer.snapshot.legal_moves.find((mv) => mv.notation === solution[0]);
    for (const notation of solution) {
      await this.trainer.apply(notation);
      if (attempt !== this.attempt) return;
    }
    if (first) this.trainer.showArrows([{ ...first, colour: BEST_ARROW }]);
    this.say(['puzzle-solution', { moves: this.trainer.snapshot.history.map((entry) => entry.label).slice(-solution.length).join(' ') }], null);
    this.render();
  }

  next() {
    this.startPuzzle(this.puzzleIndex(null, this.number));
  }
}

/** The words of the engine's answer to a wrong move: what it does, where its score says it plainly. */
function refutation(choice) {
  if (choice.score >= 900000) return 'puzzle-refuted-wins';
  if (choice.score >= 300) return 'puzzle-refuted-ahead';
  return 'puzzle-refuted';
}
