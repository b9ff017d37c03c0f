// The analysis board (`analyse=1` in a link; loaded on first use): moves for
// both sides, played freely, while the engine analyses the position shown in
// a worker of its own, deeper and deeper: the first player's chance as a bar
// over the board, the depth reached, and the best three lines as text and
// arrows. It stops while the tab is hidden. In Double Ring the solver's
// exact verdict replaces the estimate once it has one.

import { h } from '../ui/dom.js';
import { WorkerEngine } from '../engine/engine-worker-client.js';
import { localize, needWords } from '../i18n/i18n.js';
import { sideArg } from '../i18n/engine-words.js';

// The analysis board's words (www/locales/*/review.ftl), before anything is worded.
// Should they fail to load, the module loads all the same (an import that
// failed would stay failed until a reload), and the next switch of language
// brings them.
await needWords('review').catch((error) => console.error(error));

/** How far one analysis goes before it rests: deep enough for minutes of looking. */
const NODES = 10_000_000;
const LINES = 3;
const LINE_COLOURS = ['rgba(47, 95, 179, 0.85)', 'rgba(47, 95, 179, 0.55)', 'rgba(47, 95, 179, 0.4)'];

/** A line's evaluation as the first player sees it: a percentage. */
const percent = (chance) => Math.round(chance * 100);

/** Scores from this far from a win are known wins: `WIN - plies` (src/ai/mod.rs). */
const WIN = 1_000_000;
const KNOWN_WIN = WIN - 10_000;

/**
 * A score for the first player as engines write it: +0.35, #+5 for a win in
 * 5 plies, or `won`/`lost` when a solver proved it without counting the
 * plies (review-analysis-score words these two).
 */
function scoreText(score) {
  const sign = score < 0 ? '−' : '+';
  if (Math.abs(score) >= KNOWN_WIN) {
    const plies = WIN - Math.abs(score);
    return plies >= WIN - KNOWN_WIN ? (score > 0 ? 'won' : 'lost') : `#${sign}${plies}`;
  }
  return `${sign}${(Math.abs(score) / 100).toFixed(2)}`;
}

/** How far the search went: its depth and the positions it saw, in millions or thousands. */
function depthWords(depth, nodes) {
  return nodes >= 1e6
    ? ['review-analysis-depth-millions', { depth, millions: nodes / 1e6 }]
    : ['review-analysis-depth-thousands', { depth, thousands: Math.round(nodes / 1000) }];
}

export class GameAnalysis {
  constructor(page) {
    this.page = page;
    this.worker = new WorkerEngine(page.gameId, { analysis: true });
    this.result = null;
    this.analysedLink = null;
    this.fill = h('div', { class: 'analysis-fill' });
    this.barText = h('span', { class: 'analysis-bar-text' });
    this.bar = h('div', { class: 'analysis-bar', role: 'meter', 'aria-valuemin': '0', 'aria-valuemax': '100' }, this.fill, this.barText);
    this.depthLine = h('p', { class: 'analysis-depth', l10n: 'review-analysis-starting' });
    this.lines = h('ol', { class: 'analysis-lines' });
    this.element = h('section', { class: 'analysis', l10n: 'review-analysis-section' },
      h('div', { class: 'analysis-head' }, h('h2', { l10n: 'review-analysis-title' }),
        h('button', { type: 'button', onclick: () => page.closeAnalysis(), l10n: 'review-analysis-close' })),
      this.depthLine, this.lines);
    this.onVisibility = () => {
      if (document.hidden) this.rest();
      else this.follow(this.page.snapshot);
    };
    document.addEventListener('visibilitychange', this.onVisibility);
  }

  /** Analyses the position shown, unless it already is. */
  follow(snap) {
    if (document.hidden) {
      this.rest();
      return;
    }
    if (this.analysedLink === snap.link) return;
    this.analysedLink = snap.link;
    this.result = null;
    this.worker.cancel();
    if (snap.outcome || snap.legal_moves.length === 0) {
      this.show(snap);
      localize(this.depthLine, 'review-analysis-over');
      return;
    }
    localize(this.depthLine, 'review-analysis-starting');
    this.show(snap);
    const link = snap.link;
    this.worker.run({ task: 'analyse', link, nodes: NODES, lines: LINES }, (found) => {
      if (this.analysedLink !== link) return;
      this.result = found;
      this.show(this.page.snapshot);
      this.page.drawBoard();
    }).then((answer) => {
      if (this.analysedLink !== link) return;
      if (answer.ok) {
        this.result = answer.value;
        this.show(this.page.snapshot);
        this.page.drawBoard();
      } else if (!answer.cancelled) {
        // The engine's reason, in its own words (English).
        localize(this.depthLine, 'review-analysis-failed', { why: answer.message });
      }
    });
  }

  /** Stops thinking while no one looks; the same position is taken up again later. */
  rest() {
    if (!this.worker.busy) return;
    this.worker.cancel();
    this.analysedLink = null;
    localize(this.depthLine, 'review-analysis-paused');
  }

  show(snap) {
    const result = this.result;
    const best = result?.lines[0];
    const chance = best ? best.firstChance : snap.outcome ? outcomeChance(snap) : 0.5;
    this.fill.style.width = `${percent(chance)}%`;
    this.bar.setAttribute('aria-valuenow', String(percent(chance)));
    // The players' names are the engine's.
    const first = sideArg(snap, 0);
    localize(this.bar, 'review-analysis-bar', { player: first, percent: percent(chance) });
    localize(this.barText, 'review-chance', { player: first, percent: percent(chance) });
    if (!result) {
      this.lines.replaceChildren();
      return;
    }
    if (result.proved && best) localize(this.depthLine, 'review-analysis-solved', { player: sideArg(snap, best.firstChance >= 0.5 ? 0 : 1) });
    else localize(this.depthLine, ...depthWords(result.depth, result.nodes));
    this.lines.replaceChildren(...result.lines.map((line, index) => h('li', {},
      h('span', { class: 'analysis-chance', l10n: ['review-analysis-line-chance', { player: first, percent: percent(line.firstChance) }] }),
      h('span', { class: 'analysis-score', l10n: ['review-analysis-score', { player: first, score: scoreText(line.score) }] }),
      h('button', {
        type: 'button', class: `quiet analysis-move${index === 0 ? ' best' : ''}`,
        onclick: () => this.page.play(line.notation), l10n: ['review-analysis-play', { move: line.label }],
      }, line.label),
      h('span', { class: 'analysis-line' }, line.line.slice(1).join(' ')))));
  }

  /** The first move of each line as an arrow, the best the boldest. */
  arrows(snap) {
    if (!this.result || this.analysedLink !== snap.link) return [];
    return this.result.lines.map((line, index) => {
      const move = snap.legal_moves.find((mv) => mv.notation === line.notation);
      return move && { from: move.from, to: move.to, colour: LINE_COLOURS[index], width: index === 0 ? 0.16 : 0.1 };
    }).filter(Boolean);
  }

  dispose() {
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.worker.dispose();
  }
}

/** The first player's share of a finished game: 1 for a win, 0 for a loss, a half for a draw. */
function outcomeChance(snap) {
  const winner = snap.outcome?.winner;
  return winner === 'first' ? 1 : winner === 'second' ? 0 : 0.5;
}
