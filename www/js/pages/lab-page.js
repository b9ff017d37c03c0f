// The designers' lab (#lab/<game>[?setup]): the computer plays a game
// against itself under rules A, and optionally rules B beside them, in one
// Web Worker per core; the results grow as each game ends, with their 95 %
// intervals and pictures. The link holds the whole setup (the engine reads
// and writes it: src/lab/setup.rs), so a designer can send a run.
//
// Parts: the engine's run (`Lab`, the analysis pack's, on this thread) holds
// the setup and the games played; LabRun plays games in the workers; the
// views (lab/lab-views.js, lab/lab-plots.js) are functions of the page.

import { h, loadStyle, showNotice, carryNotice } from '../ui/dom.js';
import { analysisGlueUrl, analysisModule } from '../engine/engine.js';
import { needWords, onLanguageChange, t, word } from '../i18n/i18n.js';
import { errorWords, needErrorWords } from '../i18n/engine-words.js';
import { LabRun, workerCount } from './lab/lab-run.js';
import { setupForm, readForm, resultsView, ladderView } from './lab/lab-views.js';

let labEngine = null;

/** The analysis pack's engine on this thread (every game, with the lab's face), loaded once. */
function loadLabEngine() {
  labEngine ??= (async () => {
    const engine = await import(analysisGlueUrl());
    await engine.default({ module_or_path: await analysisModule() });
    return engine;
  })().catch((error) => {
    labEngine = null;
    throw error;
  });
  return labEngine;
}

/** Opens the lab of the game `route` names (`double-ring?rule=odd&…`); null for a game the site lacks. */
export async function openLabPage(app, route) {
  const gameId = route.split('?')[0];
  const engine = await loadLabEngine();
  const game = engine.games().find((each) => each.id === gameId);
  await Promise.all([needWords('lab', 'game', ...(game ? [`game-${gameId}`] : [])), loadStyle('lab'), needErrorWords()]);
  if (!game) {
    showNotice(['lab-unknown-game', { game: gameId.slice(0, 40) }]);
    carryNotice();
    history.replaceState(null, '', '#');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    return {};
  }
  let lab;
  try {
    lab = new engine.Lab(route);
  } catch (error) {
    showNotice(['lab-link-failed', { why: { id: errorWords(error)[0], args: errorWords(error)[1] } }]);
    lab = new engine.Lab(gameId);
  }
  return new LabPage(app, engine, game, lab);
}

class LabPage {
  constructor(app, engine, game, lab) {
    this.engine = engine;
    this.game = game;
    this.lab = lab;
    /** 'setup' (no game played), 'running', 'stopped' or 'finished'. */
    this.status = 'setup';
    this.run = null;
    this.failure = null;
    /** Time spent running, and when the current stretch began. */
    this.runMs = 0;
    this.runningSince = 0;
    this.redrawQueued = false;
    this.ratings = ladderRatings(engine, game.id);
    this.form = h('form', { class: 'lab-setup', onsubmit: (event) => event.preventDefault(), onchange: () => this.setupChanged() });
    this.button = h('button', { type: 'button', class: 'primary lab-go', onclick: () => this.go() });
    this.again = h('button', { type: 'button', class: 'secondary', onclick: () => this.startAgain(), l10n: 'lab-start-again' });
    this.statusLine = h('p', { class: 'lab-status', role: 'status' });
    this.results = h('section', { class: 'lab-results', 'aria-labelledby': 'lab-results-title' });
    this.title = h('h1', {});
    app.replaceChildren(h('section', { class: 'lab' },
      this.title,
      h('p', { class: 'lede', l10n: ['lab-lede', { game: t(`game-name-${game.id}`) }] }),
      this.form,
      h('div', { class: 'lab-controls' }, this.button, this.again, this.statusLine),
      this.results,
      ladderView(game, this.ratings),
      h('details', { class: 'lab-explained' }, h('summary', { l10n: 'lab-explained' }),
        h('dl', {}, ...EXPLAINED.flatMap((id) => [h('dt', { l10n: NAMED_BY_TERM.has(id) ? `lab-term-${id}` : `lab-row-${id}` }), h('dd', { l10n: `lab-explain-${id}` })])))));
    this.stopWording = onLanguageChange(() => this.draw());
    this.keepLink();
    this.draw();
  }

  /** The hash of this run: the page answers it without opening again. */
  handlesHash(hash) {
    return hash === `lab/${this.lab.link()}`;
  }

  keepLink() {
    history.replaceState(null, '', `#lab/${this.lab.link()}`);
  }

  /** A changed form: a new run of the new setup (the games played so far belong to the old one). */
  setupChanged() {
    if (this.status === 'running') return;
    let lab;
    try {
      lab = this.engine.Lab.fromForm(readForm(this.form, this.game));
    } catch (error) {
      showNotice(['lab-setup-failed', { why: { id: errorWords(error)[0], args: errorWords(error)[1] } }]);
      return;
    }
    this.lab.free();
    this.lab = lab;
    this.status = 'setup';
    this.runMs = 0;
    this.failure = null;
    this.keepLink();
    this.draw();
  }

  go() {
    if (this.status === 'running') this.stop();
    else if (this.status === 'finished') this.startAgain();
    else this.start();
  }

  start() {
    const jobs = this.lab.toPlay();
    this.status = 'running';
    this.failure = null;
    this.runningSince = performance.now();
    this.run = new LabRun(this.game.id, this.lab.link(), jobs, {
      onGame: (report) => {
        this.lab.add(report);
        this.queueDraw();
      },
      onEnd: ({ failed }) => this.ended(failed),
    });
    this.draw();
    this.ticker = setInterval(() => this.drawStatus(), 1000);
  }

  stop() {
    this.run?.stop();
    this.run = null;
    this.pause();
    this.status = 'stopped';
    this.draw();
  }

  pause() {
    clearInterval(this.ticker);
    if (this.runningSince) this.runMs += performance.now() - this.runningSince;
    this.runningSince = 0;
  }

  ended(failed) {
    this.run = null;
    this.pause();
    this.failure = failed;
    this.status = this.lab.toPlay().length === 0 ? 'finished' : 'stopped';
    // Double Ring's exact verdict on each start, once the games are in (a second's solve at most).
    if (this.status === 'finished' && this.game.id === 'double-ring') this.lab.settleExact();
    this.draw();
  }

  startAgain() {
    this.run?.stop();
    const link = this.lab.link();
    this.lab.free();
    this.lab = new this.engine.Lab(link);
    this.status = 'setup';
    this.runMs = 0;
    this.start();
  }

  queueDraw() {
    if (this.redrawQueued) return;
    this.redrawQueued = true;
    requestAnimationFrame(() => {
      this.redrawQueued = false;
      this.drawResults();
      this.drawStatus();
    });
  }

  draw() {
    const name = t(`game-name-${this.game.id}`);
    document.title = t('lab-page-title', { game: name });
    word(this.title, ['lab-title', { game: name }]);
    const form = this.lab.form();
    setupForm(this.form, this.game, form, this.ratings);
    for (const field of this.form.elements) field.disabled = this.status === 'running';
    word(this.button, { setup: 'lab-start', running: 'lab-stop', stopped: 'lab-resume', finished: 'lab-start-again' }[this.status]);
    this.again.hidden = this.status !== 'stopped';
    this.drawResults();
    this.drawStatus();
  }

  drawStatus() {
    const { done, total } = this.lab.progress();
    const ms = this.runMs + (this.runningSince ? performance.now() - this.runningSince : 0);
    const rate = ms > 0 ? done / (ms / 1000) : 0;
    const args = { done, total, rate: rate.toFixed(rate < 10 ? 2 : 1), seconds: Math.round(ms / 1000), workers: this.run?.workerCount ?? workerCount() };
    if (this.failure) word(this.statusLine, ['lab-status-failed', { ...args, why: this.failure }]);
    else word(this.statusLine, [`lab-status-${this.status}`, args]);
  }

  drawResults() {
    const results = this.lab.results();
    this.results.hidden = results.summaries.every((summary) => summary.games === 0);
    if (this.results.hidden) return;
    resultsView(this.results, this.game, this.lab, results, { download: (kind) => this.download(kind) });
  }

  download(kind) {
    const [text, type, name] = {
      csv: () => [this.lab.csv(), 'text/csv', 'csv'],
      json: () => [JSON.stringify({ ...this.lab.results() }, null, 2), 'application/json', 'json'],
      a: () => [this.lab.records(0), 'application/x-chess-pgn', 'pgn'],
      b: () => [this.lab.records(1), 'application/x-chess-pgn', 'pgn'],
    }[kind]();
    const file = `${this.game.id}-lab${kind === 'a' || kind === 'b' ? `-rules-${kind}` : ''}.${name}`;
    const link = h('a', { href: URL.createObjectURL(new Blob([text], { type })), download: file });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  }

  dispose() {
    this.run?.stop();
    clearInterval(this.ticker);
    this.stopWording();
    this.lab.free();
  }
}

/** The measures the page explains, in the order of its table. */
const EXPLAINED = ['first-score', 'player-score', 'mover-score', 'swaps', 'length', 'branching', 'decided', 'lead-changes', 'repetitions', 'passes', 'exact', 'trace'];

/** The measures whose rows name their players: the explanation names them by a term of their own. */
const NAMED_BY_TERM = new Set(['player-score', 'trace']);

/** The levels' Elo in this game (src/ai/ladder.rs), as the game page's New game form has them. */
function ladderRatings(engine, gameId) {
  const session = new engine.Session(gameId, '');
  try {
    return session.levels().map((level) => level.rating);
  } finally {
    session.free();
  }
}
