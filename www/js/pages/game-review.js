// The review of a game (loaded on first use): the engine evaluates every
// position in a worker of its own, with a progress bar and a time estimate,
// while the game stays playable; then an evaluation graph, each player's
// inaccuracies, mistakes, blunders and accuracy, the marks in the move list,
// and at a marked move the better move as an arrow with its line. The
// engine judges (reviewPosition, reviewMarks); this file only shows.

import { h } from '../ui/dom.js';
import { localize, needWords, onLanguageChange, t, word } from '../i18n/i18n.js';
import { WorkerEngine } from '../engine/engine-worker-client.js';
import { EvalGraph } from '../ui/eval-graph.js';
import { today } from './record-panel.js';
import { sideArg } from '../i18n/engine-words.js';

// The review's words (www/locales/*/review.ftl), before anything is worded.
// Should they fail to load, the module loads all the same (an import that
// failed would stay failed until a reload), and the next switch of language
// brings them.
await needWords('review').catch((error) => console.error(error));

/** Nodes the engine searches for each position: a 150-ply game in seconds. */
const NODES_PER_POSITION = 12_000;

const SYMBOLS = { inaccuracy: '?!', mistake: '?', blunder: '??' };
const KINDS = ['inaccuracy', 'mistake', 'blunder'];
/** The field of a player's figures (the engine's reviewMarks) that counts each kind of mark. */
const COUNTED = { inaccuracy: 'inaccuracies', mistake: 'mistakes', blunder: 'blunders' };

/** A drop in the chance to win, as the words say it: in whole percent. */
const dropOf = (drop) => Math.round(drop * 100);

/** The game's moves alone: a review holds while they are the same. */
const movesOf = (snap) => snap.history.map((entry) => entry.notation).join(' ');

export class GameReview {
  constructor(page) {
    this.page = page;
    this.worker = new WorkerEngine(page.gameId, { analysis: true });
    this.evaluations = [];
    this.result = null;
    this.graph = new EvalGraph((ply) => page.goTo(ply), 'review-graph');
    this.progress = h('progress', { max: '1', value: '0' });
    this.progressText = h('span', { class: 'review-progress-text' });
    this.stopButton = h('button', { type: 'button', onclick: () => this.stop(), l10n: 'review-stop' });
    this.againButton = h('button', { type: 'button', hidden: true, onclick: () => this.start(), l10n: 'review-again' });
    this.status = h('p', { class: 'review-status' }, this.progress, this.progressText, this.stopButton, this.againButton);
    this.chanceLine = h('p', { class: 'review-chance' });
    this.note = h('div', { class: 'review-note' });
    this.summary = h('div', { class: 'review-summary' });
    this.element = h('section', { class: 'review', l10n: 'review-section' },
      h('h2', { l10n: 'review-title' }), this.status, this.graph.element, this.chanceLine, this.note, this.summary);
    page.sight.echo(this.note);
    // The move list's titles are worded in code (its buttons are the page's): drawn again in a new language.
    this.stopListening = onLanguageChange(() => {
      if (this.holds(page.snapshot)) page.render();
    });
  }

  /** Evaluates every position of the game on the page, from the start. */
  async start() {
    const snap = this.page.snapshot;
    this.moves = movesOf(snap);
    this.heldFor = null;
    this.evaluations = new Array(snap.history.length + 1).fill(null);
    this.result = null;
    this.startedAt = performance.now();
    this.againButton.hidden = true;
    this.stopButton.hidden = false;
    this.progress.hidden = false;
    this.showProgress(0);
    this.render(snap);
    const answer = await this.worker.run({ task: 'review', link: snap.link, nodes: NODES_PER_POSITION, date: today() }, (evaluation) => {
      this.evaluations[evaluation.ply] = evaluation;
      this.showProgress(this.evaluations.filter(Boolean).length);
      this.render(this.page.snapshot);
    });
    if (answer.cancelled) return;
    this.stopButton.hidden = true;
    this.progress.hidden = true;
    if (!answer.ok) {
      // The engine's reason, in its own words (English).
      localize(this.progressText, 'review-failed', { why: answer.message });
      this.againButton.hidden = false;
      return;
    }
    this.evaluations = answer.value.evaluations;
    this.result = answer.value.marks;
    this.record = answer.value.record;
    word(this.progressText, { text: '' });
    this.page.render();
  }

  stop() {
    this.worker.cancel();
    this.stopButton.hidden = true;
    this.progress.hidden = true;
    word(this.progressText, { text: '' });
    this.againButton.hidden = false;
  }

  showProgress(done) {
    const total = this.evaluations.length;
    this.progress.value = done / total;
    const seconds = done > 0 ? ((performance.now() - this.startedAt) / 1000 / done) * (total - done) : null;
    const at = { done: Math.min(done + 1, total), total };
    if (seconds === null) localize(this.progressText, 'review-progress', at);
    else if (seconds < 60) localize(this.progressText, 'review-progress-seconds', { ...at, seconds: Math.max(1, Math.round(seconds)) });
    else localize(this.progressText, 'review-progress-minutes', { ...at, minutes: Math.round(seconds / 60) });
  }

  /** Whether the finished review is of the game on the page (asked for every move button: worked out once a snapshot). */
  holds(snap) {
    if (this.result === null) return false;
    if (this.heldFor !== snap) {
      this.heldFor = snap;
      this.held = movesOf(snap) === this.moves;
    }
    return this.held;
  }

  /** Whether this review is of the game shown, finished or under way. */
  covers(snap) {
    return movesOf(snap) === this.moves && (this.result !== null || this.worker.busy);
  }

  /** The mark of move `ply` (1 = the first move), if the review marked it. */
  markOf(ply) {
    return this.result?.moves[ply - 1] ?? null;
  }

  /** Marks a move-list button: its symbol after the move, coloured, and a title saying what it was. */
  decorate(button, ply, snap) {
    if (!this.holds(snap)) return;
    const marked = this.markOf(ply);
    if (!marked?.mark) return;
    button.append(h('span', { class: `move-mark mark-${marked.mark}` }, marked.suffix));
    button.title = marked.betterLabel ? t('review-mark-better', { mark: marked.mark, move: marked.betterLabel }) : t('review-mark', { mark: marked.mark });
  }

  /** Where a marked move was played from: it in red and the better move in green. */
  arrows(snap) {
    if (!this.holds(snap)) return [];
    const next = this.markOf(snap.ply + 1);
    if (!next?.mark) return [];
    const find = (notation) => snap.legal_moves.find((mv) => mv.notation === notation);
    const played = find(snap.history[snap.ply]?.notation);
    const better = next.better ? find(next.better) : null;
    return [
      played && { from: played.from, to: played.to, colour: 'rgba(211, 61, 61, 0.8)', width: 0.12 },
      better && { from: better.from, to: better.to, colour: 'rgba(34, 139, 74, 0.85)' },
    ].filter(Boolean);
  }

  /** Draws the graph, the chance at the position shown, the note on a marked move and the summary. */
  render(snap) {
    const stale = this.result !== null && !this.holds(snap);
    if (stale) {
      localize(this.progressText, 'review-changed');
      this.againButton.hidden = false;
    }
    const chances = this.evaluations.map((evaluation) => evaluation?.firstChance ?? null);
    const marks = this.holds(snap) ? this.result.moves.map(({ ply, mark }) => ({ ply, mark })) : [];
    this.graph.draw(chances, marks, Math.min(snap.ply, chances.length - 1));
    const here = stale ? null : this.evaluations[snap.ply];
    // The player's name is the engine's.
    if (here) localize(this.chanceLine, here.proved ? 'review-chance-proved' : 'review-chance', { player: sideArg(snap, 0), percent: Math.round(here.firstChance * 100) });
    else word(this.chanceLine, { text: '' });
    this.note.replaceChildren(...this.noteAt(snap));
    this.summary.replaceChildren(...(this.holds(snap) ? this.summaryOf(snap) : []));
  }

  /** What is said about the move just played and the move played from here, when marked. */
  noteAt(snap) {
    if (!this.holds(snap)) return [];
    const lines = [];
    const last = snap.ply > 0 ? this.markOf(snap.ply) : null;
    if (last?.mark) {
      const played = { move: `${snap.history[snap.ply - 1].label}${last.suffix}`, mark: last.mark, drop: dropOf(last.drop) };
      lines.push(h('p', { class: `mark-${last.mark}` },
        h('span', { l10n: last.betterLabel ? ['review-was-played-better', { ...played, better: last.betterLabel }] : ['review-was-played', played] }),
        ' ',
        h('button', { type: 'button', class: 'quiet', onclick: () => this.page.goTo(snap.ply - 1), l10n: 'review-show-before' })));
    }
    const next = this.markOf(snap.ply + 1);
    if (next?.mark) {
      const played = { move: `${snap.history[snap.ply].label}${next.suffix}`, mark: next.mark, drop: dropOf(next.drop) };
      let words = ['review-played-here', played];
      if (next.betterLabel && next.line.length > 1) words = ['review-played-here-line', { ...played, better: next.betterLabel, line: next.line.slice(1).join(' ') }];
      else if (next.betterLabel) words = ['review-played-here-better', { ...played, better: next.betterLabel }];
      lines.push(h('p', { class: `mark-${next.mark}`, l10n: words }));
    }
    return lines;
  }

  summaryOf(snap) {
    const players = ['first', 'second'];
    const rows = players.map((player, index) => {
      const figures = this.result.players[player];
      return h('tr', {},
        h('th', { scope: 'row', l10n: sideArg(snap, index).id }),
        ...KINDS.map((kind) => h('td', {}, String(figures[COUNTED[kind]]))),
        // No accuracy for a player who has not moved yet.
        figures.accuracy === null ? h('td', {}, '–') : h('td', { l10n: ['review-percent', { percent: Math.round(figures.accuracy) }] }));
    });
    // The symbols head the columns (a phone has no room for the words); the key under the table names them.
    const table = h('table', { class: 'review-table' },
      h('thead', {}, h('tr', {}, h('th', {}), ...KINDS.map((kind) => h('th', { scope: 'col' },
        h('abbr', { class: `move-mark mark-${kind}`, l10n: ['review-column', { mark: kind }] }, SYMBOLS[kind]))),
      h('th', { scope: 'col', l10n: 'review-accuracy' }))),
      h('tbody', {}, ...rows));
    const key = h('p', { class: 'review-key', l10n: 'review-key' });
    const marked = this.result.moves.filter((move) => move.mark);
    const list = marked.length ? h('p', { class: 'review-marked' }, h('span', { l10n: 'review-marked-moves' }), ' ',
      ...marked.map((move) => h('button', {
        type: 'button', class: `quiet mark-${move.mark}`, onclick: () => this.page.goTo(move.ply - 1),
        l10n: ['review-marked-move', { mark: move.mark }],
      }, `${snap.history[move.ply - 1].label}${move.suffix}`))) : null;
    return [table, key, list, h('p', { class: 'review-key', l10n: 'review-accuracy-note' })].filter(Boolean);
  }

  /** The move-list labels with their marks, for the printed sheet. */
  markedLabel(ply, label, snap) {
    const marked = this.holds(snap) ? this.markOf(ply) : null;
    return marked?.mark ? `${label}${marked.suffix}` : label;
  }

  /** The record with the marks and evaluations (dated the day of the review), once the review holds. */
  annotatedRecord(snap) {
    return this.holds(snap) ? this.record : null;
  }

  dispose() {
    this.stopListening();
    this.worker.dispose();
  }
}
