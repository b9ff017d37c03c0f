// The review of a game (loaded on first use): the engine evaluates every
// position in a worker of its own, with a progress bar and a time estimate,
// while the game stays playable; then an evaluation graph, each player's
// inaccuracies, mistakes, blunders and accuracy, the marks in the move list,
// and at a marked move the better move as an arrow with its line. The
// engine judges (reviewPosition, reviewMarks); this file only shows.

import { h } from '../ui/dom.js';
import { WorkerEngine } from '../engine/engine-worker-client.js';
import { EvalGraph } from '../ui/eval-graph.js';
import { today } from './record-panel.js';

/** Nodes the engine searches for each position: a 150-ply game in seconds. */
const NODES_PER_POSITION = 12_000;

const WORDS = {
  title: 'Review',
  graphLabel: 'The evaluation graph: the first player’s chance of winning after every move. Click or tap it to go to a move.',
  working: (done, total) => `Evaluating position ${done} of ${total}`,
  left: (seconds) => (seconds < 60 ? `about ${Math.max(1, Math.round(seconds))} s left` : `about ${Math.round(seconds / 60)} min left`),
  stop: 'Stop',
  again: 'Review again',
  changed: 'The game has changed since this review.',
  failed: (why) => `The review stopped: ${why}.`,
  marks: { inaccuracy: 'Inaccuracy', mistake: 'Mistake', blunder: 'Blunder' },
  plural: { inaccuracy: 'inaccuracies', mistake: 'mistakes', blunder: 'blunders' },
  accuracy: 'Accuracy',
  accuracyNote: 'Accuracy: the mean over a player’s moves of 103.2 × e^(−0.0435 × the drop in its winning chance, in %) − 3.2, from 0 to 100 (lichess’s formula).',
  playedHere: (label, mark, drop) => `Played here: ${label}, ${mark === 'inaccuracy' ? 'an' : 'a'} ${WORDS.marks[mark].toLowerCase()} (−${Math.round(drop * 100)} % chance to win, red arrow).`,
  better: (label, line) => `Better: ${label} (green arrow)${line.length > 1 ? `, then ${line.slice(1).join(' ')}` : ''}.`,
  wasPlayed: (label, mark, drop) => `${label} was ${mark === 'inaccuracy' ? 'an' : 'a'} ${WORDS.marks[mark].toLowerCase()} (−${Math.round(drop * 100)} % chance to win).`,
  wasBetter: (label) => `${label} was better.`,
  showBefore: 'Show the position before it',
  mistakesList: 'Marked moves',
  chance: (name, chance) => `${name}: ${Math.round(chance * 100)} % to win`,
  proved: 'proved',
};

/** The game's moves alone: a review holds while they are the same. */
const movesOf = (snap) => snap.history.map((entry) => entry.notation).join(' ');

export class GameReview {
  constructor(page) {
    this.page = page;
    this.worker = new WorkerEngine(page.gameId, { analysis: true });
    this.evaluations = [];
    this.result = null;
    this.graph = new EvalGraph((ply) => page.goTo(ply), WORDS.graphLabel);
    this.progress = h('progress', { max: '1', value: '0' });
    this.progressText = h('span', { class: 'review-progress-text' });
    this.stopButton = h('button', { type: 'button', onclick: () => this.stop() }, WORDS.stop);
    this.againButton = h('button', { type: 'button', hidden: true, onclick: () => this.start() }, WORDS.again);
    this.status = h('p', { class: 'review-status' }, this.progress, this.progressText, this.stopButton, this.againButton);
    this.chanceLine = h('p', { class: 'review-chance' });
    this.note = h('div', { class: 'review-note' });
    this.summary = h('div', { class: 'review-summary' });
    this.element = h('section', { class: 'review', 'aria-label': WORDS.title },
      h('h2', {}, WORDS.title), this.status, this.graph.element, this.chanceLine, this.note, this.summary);
    page.sight.echo(this.note);
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
      this.progressText.textContent = WORDS.failed(answer.message);
      this.againButton.hidden = false;
      return;
    }
    this.evaluations = answer.value.evaluations;
    this.result = answer.value.marks;
    this.record = answer.value.record;
    this.progressText.textContent = '';
    this.page.render();
  }

  stop() {
    this.worker.cancel();
    this.stopButton.hidden = true;
    this.progress.hidden = true;
    this.progressText.textContent = '';
    this.againButton.hidden = false;
  }

  showProgress(done) {
    const total = this.evaluations.length;
    this.progress.value = done / total;
    const seconds = done > 0 ? ((performance.now() - this.startedAt) / 1000 / done) * (total - done) : null;
    this.progressText.textContent = `${WORDS.working(Math.min(done + 1, total), total)}${seconds === null ? '' : `, ${WORDS.left(seconds)}`}`;
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
    button.title = `${WORDS.marks[marked.mark]}${marked.betterLabel ? `: better ${marked.betterLabel}` : ''}`;
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
      this.progressText.textContent = WORDS.changed;
      this.againButton.hidden = false;
    }
    const chances = this.evaluations.map((evaluation) => evaluation?.firstChance ?? null);
    const marks = this.holds(snap) ? this.result.moves.map(({ ply, mark }) => ({ ply, mark })) : [];
    this.graph.draw(chances, marks, Math.min(snap.ply, chances.length - 1));
    const here = stale ? null : this.evaluations[snap.ply];
    this.chanceLine.textContent = here
      ? `${WORDS.chance(snap.game.players[0], here.firstChance)}${here.proved ? ` (${WORDS.proved})` : ''}`
      : '';
    this.note.replaceChildren(...this.noteAt(snap));
    this.summary.replaceChildren(...(this.holds(snap) ? this.summaryOf(snap) : []));
  }

  /** What is said about the move just played and the move played from here, when marked. */
  noteAt(snap) {
    if (!this.holds(snap)) return [];
    const lines = [];
    const last = snap.ply > 0 ? this.markOf(snap.ply) : null;
    if (last?.mark) {
      lines.push(h('p', { class: `mark-${last.mark}` },
        WORDS.wasPlayed(`${snap.history[snap.ply - 1].label}${last.suffix}`, last.mark, last.drop),
        last.betterLabel ? ` ${WORDS.wasBetter(last.betterLabel)} ` : ' ',
        h('button', { type: 'button', class: 'quiet', onclick: () => this.page.goTo(snap.ply - 1) }, WORDS.showBefore)));
    }
    const next = this.markOf(snap.ply + 1);
    if (next?.mark) {
      lines.push(h('p', { class: `mark-${next.mark}` },
        WORDS.playedHere(`${snap.history[snap.ply].label}${next.suffix}`, next.mark, next.drop),
        next.betterLabel ? ` ${WORDS.better(next.betterLabel, next.line)}` : ''));
    }
    return lines;
  }

  summaryOf(snap) {
    const players = ['first', 'second'];
    const kinds = ['inaccuracy', 'mistake', 'blunder'];
    const rows = players.map((player, index) => {
      const figures = this.result.players[player];
      return h('tr', {},
        h('th', { scope: 'row' }, snap.game.players[index]),
        ...kinds.map((kind) => h('td', {}, String(figures[WORDS.plural[kind]]))),
        // No accuracy for a player who has not moved yet.
        h('td', {}, figures.accuracy === null ? '–' : `${Math.round(figures.accuracy)} %`));
    });
    const symbol = { inaccuracy: '?!', mistake: '?', blunder: '??' };
    // The symbols head the columns (a phone has no room for the words); the key under the table names them.
    const table = h('table', { class: 'review-table' },
      h('thead', {}, h('tr', {}, h('th', {}), ...kinds.map((kind) => h('th', { scope: 'col' },
        h('abbr', { class: `move-mark mark-${kind}`, title: WORDS.plural[kind] }, symbol[kind]))),
      h('th', { scope: 'col' }, WORDS.accuracy))),
      h('tbody', {}, ...rows));
    const key = h('p', { class: 'review-key' }, kinds.map((kind) => `${symbol[kind]} ${WORDS.marks[kind].toLowerCase()}`).join(' · '));
    const marked = this.result.moves.filter((move) => move.mark);
    const list = marked.length ? h('p', { class: 'review-marked' }, `${WORDS.mistakesList}: `,
      ...marked.map((move) => h('button', {
        type: 'button', class: `quiet mark-${move.mark}`, title: `${WORDS.marks[move.mark]}: go to the position before it`,
        onclick: () => this.page.goTo(move.ply - 1),
      }, `${snap.history[move.ply - 1].label}${move.suffix}`))) : null;
    return [table, key, list, h('p', { class: 'review-key' }, WORDS.accuracyNote)].filter(Boolean);
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
    this.worker.dispose();
  }
}
