// A game's page: the board, whose turn it is, the moves, the controls, the
// rules. Generic over games: the engine's snapshot says what is legal and
// what to draw; the game's renderer draws it.

import { GameSession } from '../engine/engine.js';
import { h, pageSettled, markBoardDrawn, showNotice, hideNotice, storage, savedGameKey, previousGameKey, brokenGameKey, loadStyle } from '../ui/dom.js';
import { gamePage } from '../games/games.js';
// Until every game's rules are a catalog message: the old HTML rules, with their Reading badge explained.
import { WorkerEngine } from '../engine/engine-worker-client.js';
import { shortScreen } from '../boards/board-canvas.js';
import { computerMethods } from './game-page-computer.js';
import { arriveByLink, linkMethods } from './game-page-link.js';
import { inputMethods, playableCanvas } from '../ui/board-input.js';
import { computerPlayed, computersTurn, friendsTurn, humanSide, humansTurn, newGameOptions, opponentFields, playerRoleWords, resultHeadline } from '../ui/opponent.js';
import { keepMatch } from '../ui/link-match.js';
import { describeVariant, playerColours, seenFlipped, swatchClass, turnsOf } from '../ui/wording.js';
import { Sight, piecesOnBoard } from '../ui/sight.js';
import { soundSwitch, soundWanted } from '../ui/sound-switch.js';
import { deferWords, hasMessage, laterWordsArrived, localize, needWords, onLanguageChange, t, word } from '../i18n/i18n.js';
import { gamePagePack } from '../i18n/languages.js';
import { choiceWords, errorArg, errorWords, messageWords, needErrorWords, optionWords, reasonOnlyWords, resultWords, sideArg } from '../i18n/engine-words.js';

const PLAYER_CLASSES = { first: 'player-first', second: 'player-second' };
/** What a player does first, which wakes the printed sheet's code (see waitToPrint). */
const PRINT_WAKERS = ['pointerdown', 'keydown', 'touchstart', 'focusin'];

/** A game opened at an earlier move (a link's `at=`) is being looked back at: the computer waits there. */
const opensLookingBack = (snap) => snap.ply < snap.history.length;

/** The game's name in the player's language (site.ftl). */
const gameName = (gameId) => t(`game-name-${gameId}`);

/** The status line while the player looks back at a position where the computer is to move. */
function lookingBackStatus(snap) {
  if (snap.ply === 0) return 'game-looking-back-start';
  return ['game-looking-back', { ply: snap.ply, move: snap.history[snap.ply - 1].label }];
}

/** What is told when a link's move `refused` could not be played (`why`: the engine's error, as a message). */
function refusedMoveMessage({ number, notation, why }) {
  needErrorWords();
  return ['game-link-move-refused', { number, previous: number - 1, move: notation, why }];
}

/**
 * Words a game's page module gives (a status note, a pass note, a stat, an
 * action's label): a catalog message or words (i18n.js `word`), or, while a
 * game's words are not all in the catalogs yet, its English text.
 */
function gameWords(value) {
  if (typeof value === 'string') return hasMessage(value) ? value : { text: value };
  if (Array.isArray(value) && typeof value[0] !== 'string') return value.map(gameWords);
  return value;
}

const someWords = (words) => Boolean(words) && !(Array.isArray(words) && words.length === 0);

/** Words said one after another (i18n.js `word`'s list), from words and lists of them. */
function joinWords(...parts) {
  return parts.filter(someWords).flatMap((part) => (Array.isArray(part) && typeof part[0] !== 'string' ? part : [part]));
}

/** An engine's error, said as it comes (the engine's words are not in the catalogs yet). */
const showEngineError = (words) => showNotice(words);

/** Opens the game `hash` names on its engine (null: the site has no such game). */
export async function openGamePage(app, engine, hash) {
  const gameId = hash.split('?')[0];
  const pageInfo = await gamePage(gameId);
  if (!pageInfo || !engine) {
    showNotice(['notice-no-game', { game: gameId.slice(0, 40) }]);
    history.replaceState(null, '', '#');
    return import('./home.js').then(({ renderHome }) => renderHome(app));
  }
  await needWords(gamePagePack(gameId));
  deferWords(`${gamePagePack(gameId)}-later`);
  const { session, problem, told } = chooseGame(engine, gameId, hash);
  const page = new GamePage(app, engine, gameId, pageInfo, session);
  if (!problem || problem.replacesSaved) page.save();
  if (problem) showNotice(problem.message, problem.actions);
  if (told) showNotice(told.message, told.actions, told.kind ?? 'info');
  return page;
}

/**
 * The game to show: the link's, if the hash carries one (a link wins over the
 * saved game; the link of a match by link is weighed against the match kept
 * here); else the saved game; else a new one. A bad link never overwrites
 * the saved game: it is kept to be restored.
 */
function chooseGame(engine, gameId, hash) {
  const fresh = () => new GameSession(engine, new engine.Session(gameId, ''));
  const saved = storage.get(savedGameKey(gameId));
  if (hash.includes('?')) {
    try {
      // A link with an illegal move opens up to the move before it, and says so.
      const opened = GameSession.openLenient(engine, hash);
      let { session } = opened;
      let told = opened.refused ? { message: refusedMoveMessage(opened.refused), kind: 'error' } : null;
      if (session.snapshot.link_match) {
        const arrived = arriveByLink(engine, session);
        session = arrived.session;
        if (arrived.told) told = told ? { ...arrived.told, kind: told.kind, message: joinWords(told.message, arrived.told.message) } : arrived.told;
      }
      // A link to another game does not throw away the game in progress: it is kept to be restored.
      const match = session.snapshot.link_match;
      const sameMatch = match && saved?.includes(`match=${match.id}&`);
      const inProgress = saved && saved !== session.snapshot.link && !sameMatch && /[?&]moves=/.test(saved);
      if (!inProgress) return { session, told };
      storage.set(previousGameKey(gameId), saved);
      const restore = { label: 'game-restore-my-game', run: () => window.ringboardPage?.restorePrevious() };
      return {
        session,
        told: told
          ? { ...told, message: joinWords(told.message, 'game-other-game-kept'), actions: [...told.actions ?? [], restore] }
          : { message: 'game-link-opened-new', actions: [restore] },
      };
    } catch (error) {
      const actions = [];
      if (saved) {
        storage.set(previousGameKey(gameId), saved);
        actions.push({ label: 'game-restore-last-game', run: () => { location.hash = gameId; } });
      }
      return {
        session: fresh(),
        problem: { message: ['game-link-unreadable', { error: errorArg(error) }], actions },
      };
    }
  }
  if (saved) {
    try {
      return { session: GameSession.open(engine, saved) };
    } catch (error) {
      // Corrupt, from an older version, or hostile: kept aside, never lost and never run.
      const keptAside = storage.set(brokenGameKey(gameId), saved);
      const actions = keptAside ? [{ label: 'game-show-saved-text', run: () => window.prompt(t('game-saved-text-prompt'), saved.slice(0, 2000)) }] : [];
      const where = keptAside ? ['game-saved-kept-aside', { key: brokenGameKey(gameId) }] : null;
      return {
        session: fresh(),
        problem: { message: joinWords(['game-saved-unreadable', { error: errorArg(error) }], where), actions, replacesSaved: keptAside },
      };
    }
  }
  return { session: fresh() };
}

class GamePage {
  constructor(app, engine, gameId, info, session) {
    this.gameId = gameId;
    this.info = info;
    this.session = session;
    /**
     * The game's place in "My games": `{ id }`, or `{ link }` to find it by
     * (the link it was opened with), or `{}` for a new game.
     */
    this.myGame = { link: session.snapshot.link };
    this.selected = null;
    this.levels = session.session.levels();
    /** The computer's move, the hint and the solver each think in a worker of their own. */
    this.computer = new WorkerEngine(gameId);
    this.hinter = new WorkerEngine(gameId);
    this.solver = new WorkerEngine(gameId);
    this.thinking = null;
    this.hint = null;
    this.verdict = null;
    /** How many of the computer's kept replies the last action played back (they slide in). */
    this.replayed = 0;
    /** Whether the player went back to an earlier move to look at it: the computer waits there. */
    this.lookingBack = opensLookingBack(session.snapshot);
    /** Whether the result was shown by the last render: a game opened finished does not take the focus. */
    this.shownOver = Boolean(session.snapshot.outcome);
    this.build(app);
    this.waitToPrint();
    this.board = new info.Board(this.canvas);
    this.resizeObserver = new ResizeObserver(() => this.drawBoard());
    this.resizeObserver.observe(this.canvas);
    this.onKey = (event) => this.handleKey(event);
    document.addEventListener('keydown', this.onKey);
    this.render();
    markBoardDrawn();
    this.updateHelpers();
    this.stopRewording = onLanguageChange(() => this.reword());
  }

  /**
   * After a switch of language: the page is drawn again (the words made in
   * code: the move list's titles, the board's name and its canvas, a game's
   * notes), with the title and the level's line. Only drawn: the game, a
   * think and the helpers go on as they were.
   */
  reword() {
    if (this.disposed) return;
    this.setTitle();
    this.rewordOpponent?.();
    // A promotion being chosen stays open (render closes it); its words are worded by localize.
    const choosing = !this.picker.hidden;
    this.render();
    this.picker.hidden = !choosing;
  }

  setTitle() {
    document.title = t('game-page-title', { game: gameName(this.gameId) });
  }

  get snapshot() {
    return this.session.snapshot;
  }

  /** The engine instance of the current game (a new one after a crash). */
  get engine() {
    return this.session.engine;
  }

  /**
   * The sheet the browser's own Print shows (Ctrl+P) is drawn by code that
   * loads once the player first touches the page (a click, a tap, a key: Ctrl
   * comes before P) or the page is printed, so that the first load stays
   * light. The sheet itself is drawn as the page turns to print (the
   * browser's beforeprint, or the print media), not at every move: drawing
   * it is main-thread work the computer's thinking need not wait behind.
   */
  waitToPrint() {
    this.loadPrintSheet = () => {
      this.stopWaitingToPrint();
      this.printSheetCode ??= Promise.all([import('./print-sheet.js'), loadStyle('print-sheet')]).then(([{ showPrintSheet }]) => {
        this.showPrintSheet = showPrintSheet;
        if (this.printMedia.matches) this.renderPrintSheet();
      });
    };
    this.turnToPrint = () => {
      this.loadPrintSheet();
      this.renderPrintSheet();
    };
    this.printMedia = window.matchMedia('print');
    for (const type of PRINT_WAKERS) document.addEventListener(type, this.loadPrintSheet, { capture: true, passive: true });
    window.addEventListener('beforeprint', this.turnToPrint);
    this.printMedia.addEventListener('change', this.turnToPrint);
  }

  stopWaitingToPrint() {
    for (const type of PRINT_WAKERS) document.removeEventListener(type, this.loadPrintSheet, { capture: true });
  }

  renderPrintSheet() {
    if (this.disposed) return;
    this.showPrintSheet?.(this.printSheet, this.session.session, this.info, this.snapshot, this.review);
  }

  dispose() {
    this.disposed = true;
    this.stopRewording?.();
    this.stopWaitingToPrint();
    window.removeEventListener('beforeprint', this.turnToPrint);
    this.printMedia.removeEventListener('change', this.turnToPrint);
    clearTimeout(this.resignTimer);
    this.stopThinking();
    for (const worker of [this.computer, this.hinter, this.solver]) worker.dispose();
    this.review?.dispose();
    this.analysis?.dispose();
    this.session.free();
    this.resizeObserver.disconnect();
    document.removeEventListener('keydown', this.onKey);
  }

  /**
   * Where the page opens: at its top, or on a short window (a landscape
   * phone) at the status line, with the whole board below it in view.
   */
  openingScroll() {
    if (!shortScreen()) return 0;
    return Math.max(0, this.statusText.parentElement.getBoundingClientRect().top + window.scrollY - 4);
  }

  /** The hash this page wrote itself needs no new page. */
  handlesHash(hash) {
    return hash === this.snapshot.link;
  }

  build(app) {
    const info = this.info;
    this.canvas = playableCanvas(this, info.draggable, ['game-board']);
    this.actions = h('span', { class: 'actions' });
    this.picker = h('div', { class: 'promotion-picker', role: 'dialog', l10n: 'game-promote-to', hidden: true });
    this.statusText = h('span', { class: 'status-text' });
    this.statusDot = h('span', { class: 'turn-dot', 'aria-hidden': 'true' });
    this.playerBars = [0, 1].map((index) => h('div', { class: `player-bar ${index ? 'player-second' : 'player-first'}` }));
    this.banner = h('div', { class: 'banner', hidden: true });
    this.moveInput = h('input', {
      name: 'move', autocomplete: 'off', spellcheck: 'false', autocapitalize: 'off',
      placeholder: info.moveExample, 'aria-describedby': 'move-error', maxlength: '12',
    });
    this.moveError = h('span', { id: 'move-error', class: 'move-error' });
    this.moveInput.addEventListener('keydown', (event) => this.handleMoveBoxKey(event));
    this.moveInput.addEventListener('input', () => { this.moveError.textContent = ''; });
    this.undoButton = h('button', { type: 'button', onclick: () => this.undo(), l10n: 'game-undo' });
    this.hintButton = h('button', { type: 'button', onclick: () => this.showHint(), l10n: 'game-hint' });
    this.solveToggle = info.solvable ? h('input', { type: 'checkbox', onchange: () => this.updateHelpers() }) : null;
    this.thinkingLine = h('span', { class: 'thinking', hidden: true });
    this.assist = h('p', { class: 'assist', hidden: true });
    this.redoButton = h('button', { type: 'button', onclick: () => this.redo(), l10n: 'game-redo' });
    this.copyButton = h('button', { type: 'button', onclick: () => this.copyLink(), l10n: 'game-copy-link' });
    this.resignButton = h('button', { type: 'button', onclick: () => this.resign(), l10n: 'game-resign' });
    this.flipButton = h('button', { type: 'button', 'aria-pressed': 'false', onclick: () => this.flip(), l10n: 'game-flip' });
    this.zoomButton = h('button', {
      type: 'button', class: 'zoom', hidden: true, 'aria-pressed': 'false', onclick: () => this.toggleZoom(), l10n: 'game-zoom',
    });
    this.squareInfo = h('div', { class: 'square-info', role: 'tooltip', hidden: true });
    // The review and the analysis board load on first use (game-review.js, game-analysis.js).
    this.reviewButton = h('button', { type: 'button', hidden: true, onclick: () => this.openReview(), l10n: 'game-review' });
    this.analysisLink = h('a', { class: 'analysis-link', l10n: 'game-analysis-board' });
    this.reviewSlot = h('div', { class: 'review-slot' });
    this.analysisSlot = h('div', { class: 'analysis-slot' });
    this.analysisBarSlot = h('div', { class: 'analysis-bar-slot' });
    // Play without sight: the page's one live region says what happens (sight.js).
    this.sight = new Sight(this);
    this.boardSpeech = this.sight.element;
    for (const line of [this.moveError, this.assist]) this.sight.echo(line);
    this.moveList = h('ol', { class: 'move-list by-turn', l10n: 'game-moves-list' });
    this.variantLine = h('p', { class: 'variant-line' });
    this.newGameForm = this.buildNewGameForm();
    this.printSheet = h('div', { class: 'print-only sheet' });

    // The move box's label names its help command, which is the sight area's word (sight.ftl).
    const moveForm = h('form', { class: 'move-entry', onsubmit: (event) => { event.preventDefault(); this.playTyped(); } },
      h('label', {}, h('span', { l10n: 'sight-move-box' }), ' ', this.moveInput), h('button', { type: 'submit', l10n: 'game-play' }), this.moveError, this.sight.answer);
    const rules = h('div', { class: 'rules-text' });
    // A game's rules are one message of its own area (game-<game>.ftl), its readings marked.
    localize(rules, info.rules);
    // They come with the words that follow the board (i18n.js deferWords): the box opens
    // once they are here, rather than standing open and empty until then.
    const rulesBox = h('details', { class: 'rules', open: hasMessage(info.rules) }, h('summary', { l10n: 'game-rules' }), rules);
    if (!rulesBox.open) laterWordsArrived().then(() => { if (hasMessage(info.rules)) rulesBox.open = true; });

    const colours = playerColours(info);
    const pageClasses = ['game-page', info.printable && 'has-sheet', info.wide && 'wide-board'].filter(Boolean).join(' ');
    this.pageSection = h('section', { class: pageClasses, style: colours },
      h('div', { class: 'board-area' },
        h('div', { class: 'status-bar' }, this.statusDot, this.statusText, this.thinkingLine, this.actions),
        this.playerBars[1],
        this.analysisBarSlot,
        this.boardWrap = h('div', { class: 'board-wrap' }, this.canvas, this.banner, this.picker, this.squareInfo),
        this.computerPlayedLine = h('p', { class: 'computer-played' }),
        this.boardSpeech,
        this.playerBars[0],
        moveForm),
      h('aside', { class: 'side' },
        h('div', { class: 'title-row' }, h('h1', { l10n: `game-name-${this.gameId}` }), this.variantLine),
        h('p', { class: 'learn-links' },
          h('a', { href: `#learn/${this.gameId}`, l10n: 'game-learn-link' }),
          h('a', { href: `#puzzles/${this.gameId}`, l10n: 'game-puzzles-link' }),
          this.analysisLink),
        h('div', { class: 'controls' }, this.undoButton, this.redoButton, this.hintButton, this.copyButton, this.flipButton, this.zoomButton, this.resignButton, this.reviewButton, soundSwitch()),
        this.analysisSlot,
        this.solveToggle ? h('label', { class: 'solve-toggle' }, this.solveToggle, h('span', { l10n: 'game-solve' })) : null,
        this.assist,
        this.reviewSlot,
        h('section', { class: 'moves' }, h('h2', { l10n: 'game-moves' }), this.moveList),
        h('details', { class: 'new-game' }, h('summary', { l10n: 'game-new-game' }), this.newGameForm),
        this.recordSection(),
        h('section', { class: 'print-actions' }, h('h2', { l10n: info.printable ? 'game-print-paper' : 'game-print' }),
          info.printable ? h('button', { type: 'button', onclick: () => this.openPrint(true), l10n: 'game-print-blank' }) : null,
          h('button', { type: 'button', onclick: () => this.openPrint(false), l10n: 'game-print-position' })),
        rulesBox),
      this.printSheet);
    app.replaceChildren(this.pageSection);
    this.setTitle();
  }

  buildNewGameForm() {
    const fields = this.snapshot.game.options.map((option) => {
      const current = this.snapshot.variant.find(([key]) => key === option.key)?.[1] ?? option.default;
      const choices = option.values.kind === 'choice'
        ? option.values.choices
        : Array.from({ length: option.values.max - option.values.min + 1 }, (_, i) => {
          const n = String(option.values.min + i);
          return [n, option.key === 'size' ? `${n} x ${n}` : n];
        });
      // The variant's labels and choices, worded by the game's catalog area (engine-words.js); sizes are numbers.
      const gameId = this.snapshot.game.id;
      return h('label', {}, h('span', { l10n: optionWords(gameId, option) }), ' ',
        h('select', { name: option.key },
          choices.map(([value, label]) => (option.values.kind === 'choice'
            ? h('option', { value, selected: value === current, l10n: choiceWords(gameId, option, value) })
            : h('option', { value, selected: value === current }, label)))));
    });
    const opponent = opponentFields(this.levels, this.snapshot);
    this.rewordOpponent = opponent.reword;
    return h('form', { class: 'new-game-form', onsubmit: (event) => { event.preventDefault(); this.requestNewGame(newGameOptions(new FormData(event.target))); } },
      fields, opponent.fieldset, h('button', { type: 'submit', l10n: 'game-start-new' }),
      this.newGameConfirm = h('div', { class: 'confirm', role: 'alertdialog', l10n: 'game-confirm-new', hidden: true }));
  }

  /**
   * Asks before a New game ends a game in progress: the form shows a
   * confirmation, and the game in progress is kept to be restored.
   */
  requestNewGame(options) {
    const snap = this.snapshot;
    if (snap.history.length === 0 || snap.outcome) {
      this.startNewGame(options);
      return;
    }
    this.newGameConfirm.replaceChildren(
      h('p', { l10n: ['game-confirm-new-text', { count: snap.history.length }] }),
      h('div', {},
        h('button', { type: 'button', class: 'primary', onclick: () => { this.newGameConfirm.hidden = true; this.startNewGame(options); }, l10n: 'game-confirm-new-yes' }),
        h('button', { type: 'button', onclick: () => { this.newGameConfirm.hidden = true; }, l10n: 'game-keep-playing' })));
    this.newGameConfirm.hidden = false;
    this.newGameConfirm.querySelector('button').focus();
  }

  /** A new game with `options` as in a link (the variant, and the opponent if any). */
  async startNewGame(options) {
    const previous = this.snapshot;
    try {
      const session = new GameSession(this.engine, new this.engine.Session(this.gameId, options));
      this.session.free();
      this.session = session;
      this.myGame = {};
      this.keepNewMatch(session.snapshot);
    } catch (error) {
      showEngineError(errorWords(error));
      return;
    }
    this.selected = null;
    this.lookingBack = false;
    this.computerStopped = false;
    this.bannerClosedFor = null;
    // The notice first: the board is drawn at the size the notice leaves it.
    if (previous.history.length > 0) {
      storage.set(previousGameKey(this.gameId), previous.link);
      showNotice(['game-new-started', { count: previous.history.length }], [
        { label: 'game-restore-previous', run: () => this.restorePrevious() },
      ], 'info');
    } else hideNotice();
    this.changed();
    window.scrollTo({ top: this.openingScroll() });
  }

  /** The game as a text record, dated `date`. */
  recordText(date) {
    return this.review?.annotatedRecord(this.snapshot) ?? this.session.session.record(date);
  }

  /**
   * The Game record section: closed at first, its inside (record-panel.js)
   * loads when it is first opened.
   */
  recordSection() {
    const section = h('details', { class: 'record' }, h('summary', { l10n: 'game-record' }));
    const fill = async () => {
      if (!section.open || section.dataset.filled) return;
      section.dataset.filled = 'yes';
      const { recordPanelBody } = await import('./record-panel.js');
      if (!this.disposed) section.append(...recordPanelBody(this));
    };
    section.addEventListener('toggle', fill);
    return section;
  }

  /** Reviews the game shown: its code loads now, and the engine evaluates every position in a worker. */
  async openReview() {
    const [{ GameReview }] = await Promise.all([import('./game-review.js'), loadStyle('review')]);
    if (this.disposed) return;
    this.review ??= new GameReview(this);
    this.reviewSlot.replaceChildren(this.review.element);
    this.review.start();
    this.render();
  }

  /** Shows the analysis board when the link asks for it (`analyse=1`), and follows the position shown. */
  async followAnalysis(snap) {
    this.analysisLink.hidden = snap.analysing;
    if (!snap.analysing) {
      this.analysisLink.href = `#${this.session.session.analysisLink()}`;
      if (this.analysis) {
        this.analysis.dispose();
        this.analysis = null;
        this.analysisSlot.replaceChildren();
        this.analysisBarSlot.replaceChildren();
      }
      return;
    }
    if (!this.analysis) {
      this.analysisCode ??= Promise.all([import('./game-analysis.js'), loadStyle('review')]);
      const [{ GameAnalysis }] = await this.analysisCode;
      if (this.disposed || this.analysis || !this.snapshot.analysing) return;
      this.analysis = new GameAnalysis(this);
      this.analysisSlot.replaceChildren(this.analysis.element);
      this.analysisBarSlot.replaceChildren(this.analysis.bar);
    }
    this.analysis.follow(this.snapshot);
  }

  /** Back from the analysis board to the game, as it stands. */
  closeAnalysis() {
    return this.act((session) => session.setAnalysing(false));
  }

  /**
   * Shows a game opened from a record: here if it is of this game (the game
   * in progress is kept to be restored), else on its own game's page.
   */
  openRecordedGame(session) {
    const snap = session.snapshot();
    if (snap.game.id !== this.gameId) {
      session.free();
      location.hash = snap.link;
      return;
    }
    const previous = this.snapshot;
    this.session.free();
    this.session = new GameSession(this.engine, session);
    this.myGame = { link: this.snapshot.link };
    this.selected = null;
    this.lookingBack = opensLookingBack(this.snapshot);
    this.bannerClosedFor = null;
    this.changed();
    if (previous.history.length > 0 && previous.link !== snap.link) {
      storage.set(previousGameKey(this.gameId), previous.link);
      showNotice(['game-record-opened', { count: previous.history.length }], [
        { label: 'game-restore-previous', run: () => this.restorePrevious() },
      ], 'info');
    }
  }

  /** Swaps the game in progress with the kept one. */
  restorePrevious() {
    const kept = storage.get(previousGameKey(this.gameId));
    if (!kept) return;
    try {
      const session = GameSession.open(this.engine, kept);
      storage.set(previousGameKey(this.gameId), this.snapshot.link);
      this.session.free();
      this.session = session;
      this.myGame = { link: this.snapshot.link };
    } catch (error) {
      showNotice(['game-kept-unreadable', { error: errorArg(error) }]);
      return;
    }
    this.selected = null;
    this.lookingBack = opensLookingBack(this.snapshot);
    this.changed();
  }

  /** The same variant and level with the sides swapped. */
  rematch() {
    const snap = this.snapshot;
    if (snap.link_match) {
      this.startNewGame(this.rematchByLinkOptions(snap));
      return;
    }
    const options = new URLSearchParams(snap.variant);
    const human = humanSide(snap);
    if (human) {
      options.append('vs', 'computer');
      options.append('level', snap.opponent.level);
      options.append('human', human === 'first' ? 'second' : 'first');
    }
    this.startNewGame(options.toString());
  }

  /**
   * Runs an engine action, then shows and saves the result. An engine error
   * goes to `onError` (by default the notice above the page). Any action but
   * looking back (`lookingBack`) goes on with the game: the computer plays
   * when it is its turn.
   */
  async act(action, onError = showEngineError, { lookingBack = false } = {}) {
    const before = this.snapshot;
    const result = await this.session.run(action);
    this.sight.changed(before, this.snapshot);
    this.sound(before, this.snapshot);
    if (!result.ok) onError(result.words);
    this.selected = null;
    this.lookingBack = lookingBack;
    this.changed();
    return result;
  }

  /** The sound of a change of game, if any and if wanted; the sounds load on the first one. */
  sound(before, after) {
    if (!soundWanted()) return;
    // One promise for the code, so that sounds asked for while it loads play in their order.
    this.soundCode ??= import('../ui/sound.js');
    this.soundCode.then(({ soundOf, play }) => {
      const name = soundOf((snap) => piecesOnBoard(this.board, snap), before, after);
      if (name) play(name);
    }).catch(() => {
      this.soundCode = null; // offline before the sounds were fetched: silence, and another try next time
    });
  }

  /**
   * Goes to the position after `ply` moves. Before the last move this is
   * looking back: the computer does not move there until asked, or until
   * the game goes on (End, the last move, Redo, a move played).
   */
  goTo(ply) {
    return this.act((session) => session.goTo(ply), showEngineError, { lookingBack: ply < this.snapshot.history.length });
  }

  /** After every change of game: show it, save it, and set the computer and the helpers going. */
  changed() {
    this.save();
    this.updateHelpers();
  }

  /**
   * Takes back a move; against the computer, back to the human's previous
   * turn (the computer's reply and the human's move), cancelling a think.
   */
  undo() {
    if (!this.mayUndoInMatch(this.snapshot)) return undefined;
    const computer = this.snapshot.opponent?.computer;
    return this.act((session) => {
      session.undo();
      while (computer && session.snapshot().to_move === computer && session.snapshot().ply > 0) session.undo();
    });
  }

  /** Plays the next of the moves taken back; against the computer, its kept reply follows at once. */
  redo() {
    return this.act((session) => {
      if (session.redo()) this.followKeptReply(session);
    });
  }

  async play(notation) {
    this.moveError.textContent = '';
    const result = await this.act((session) => {
      session.play(notation);
      this.followKeptReply(session);
    });
    this.playedHere(result);
    return result;
  }

  /** After a move made here in a match by link: the page offers to send it. */
  playedHere(result) {
    if (!result.ok || !this.snapshot.link_match) return;
    hideNotice(); // what the friend's link said is past
    this.movedHere = this.snapshot.link;
    this.render();
  }

  async playTyped() {
    const text = this.moveInput.value.trim();
    if (!text) return;
    if (this.sight.command(text)) {
      this.moveInput.value = '';
      return;
    }
    if (friendsTurn(this.snapshot)) {
      this.tellMoveError(['game-friends-turn', { player: sideArg(this.snapshot, this.snapshot.to_move) }]);
      return;
    }
    if (!humansTurn(this.snapshot)) {
      // The one button next to the status that makes the computer play is named.
      this.tellMoveError(this.thinking ? 'game-computers-turn-thinking' : 'game-computers-turn-waiting');
      return;
    }
    const result = await this.act((session) => {
      session.playTyped(text);
      this.followKeptReply(session);
    }, (words) => this.tellMoveError(words));
    this.playedHere(result);
    if (result.ok) {
      this.moveInput.value = '';
      this.moveError.textContent = '';
    }
  }

  /**
   * Says why a typed move was not played, under the move box. In a span of
   * its own: the box is emptied by setting its text, which takes the words
   * away for good (a switch of language does not bring them back).
   */
  tellMoveError(words) {
    this.moveError.replaceChildren(h('span', { l10n: words }));
  }

  save() {
    const link = this.snapshot.link;
    keepMatch(this.snapshot);
    this.keepInMyGames();
    if (!storage.set(savedGameKey(this.gameId), link) && !GamePage.toldStorageIsOff) {
      GamePage.toldStorageIsOff = true;
      showNotice('game-storage-off', [
        { label: 'game-copy-link', run: () => this.copyLink() },
      ], 'info');
    }
    if (location.hash.slice(1) !== link) history.replaceState(null, '', `#${link}`);
  }

  /**
   * Keeps the game in "My games" (ui/my-games.js, loaded with the first game
   * that has a move, so that a new game's first load does without it). The
   * writes go in turn.
   */
  keepInMyGames() {
    const [mine, snap] = [this.myGame, this.snapshot];
    if (!mine.id && snap.history.length === 0) return;
    this.myGamesKept = (this.myGamesKept ?? pageSettled()).then(() => import('../ui/my-games.js'))
      .then(({ keepMyGame, myGameIdFor, newGameId }) => {
        mine.id ??= mine.link ? myGameIdFor(mine.link) : newGameId();
        keepMyGame(mine.id, snap);
      }).catch(() => { /* offline before it was fetched: the game itself is kept as ever */ });
  }

  /** Whether the player at this screen may move now (the shared input asks). */
  playerMayMove() {
    return humansTurn(this.snapshot) && this.mayMoveInMatch(this.snapshot);
  }

  /** Why the selected piece cannot go where the player clicked, where the engine can say it. */
  explainIllegal(from, to) {
    if (from === 'hand') return;
    const why = this.session.session.whyNot(from.file, from.rank, to.file, to.rank);
    if (why) this.tellMoveError(messageWords(why));
  }

  /** Why a piece the player clicked has no move, where the engine can say it. */
  explainStuck(square) {
    const why = this.session.session.whyStuck(square.file, square.rank);
    if (why) this.tellMoveError(messageWords(why));
  }

  /** Turns the board round; the link keeps it (`flip=1`). */
  flip() {
    this.act((session) => session.setFlipped(!this.snapshot.flipped), showEngineError, { lookingBack: this.lookingBack });
  }

  /** Large boards on small screens: the board drawn twice as wide, scrolled in its frame. */
  toggleZoom() {
    this.zoomed = !this.zoomed;
    this.boardWrap.classList.toggle('zoomed', this.zoomed);
    this.zoomButton.setAttribute('aria-pressed', String(this.zoomed));
    localize(this.zoomButton, this.zoomed ? 'game-fit' : 'game-zoom');
    this.drawBoard();
  }

  /** Shows a new selection (a square, 'hand' or null) on the board and the hand button. */
  select(selection) {
    this.selected = selection;
    this.renderPlayerBars();
    this.drawBoard();
  }

  /** Resigning takes a second click, so that a stray click does not end the game. */
  resign() {
    const snap = this.snapshot;
    const resigner = humanSide(snap) ?? snap.to_move;
    if (this.resignButton.dataset.confirm !== 'yes') {
      this.resignButton.dataset.confirm = 'yes';
      if (humanSide(snap)) localize(this.resignButton, 'game-resign-confirm-you');
      else localize(this.resignButton, 'game-resign-confirm', { player: sideArg(snap, snap.to_move) });
      this.resignTimer = setTimeout(() => this.resetResign(), 4000);
      return;
    }
    this.resetResign();
    this.act((session) => session.resign(resigner));
  }

  resetResign() {
    clearTimeout(this.resignTimer);
    delete this.resignButton.dataset.confirm;
    localize(this.resignButton, 'game-resign');
  }

  async copyLink() {
    const url = location.href.split('#')[0] + '#' + this.snapshot.link;
    try {
      await navigator.clipboard.writeText(url);
      localize(this.copyButton, 'game-link-copied');
    } catch {
      window.prompt(t('game-copy-prompt'), url);
    }
    setTimeout(() => localize(this.copyButton, 'game-copy-link'), 1800);
  }

  async openPrint(blank) {
    // After a review, the sheet of this page, which has the marks and the graph.
    if (!blank && this.review?.holds(this.snapshot)) {
      this.loadPrintSheet();
      await this.printSheetCode;
      this.renderPrintSheet();
      window.print();
      return;
    }
    const variant = this.snapshot.variant.map(([key, value]) => `${key}=${value}`).join('&');
    const link = blank ? `${this.gameId}?${variant}` : this.snapshot.link;
    sessionStorage.setItem('ringboard:print-now', '1');
    location.hash = `print/${link}`;
  }

  render() {
    const snap = this.snapshot;
    const over = Boolean(snap.outcome);
    const dotSide = over ? snap.outcome.winner ?? 'none' : snap.to_move;
    this.statusDot.className = `${swatchClass(this.info, dotSide)} ${PLAYER_CLASSES[dotSide] ?? ''}`;
    const other = sideArg(snap, snap.to_move === 'first' ? 1 : 0);
    const mustPass = !over && snap.legal_moves.some((mv) => mv.notation === 'pass');
    const computerToMove = !over && computersTurn(snap);
    const friendToMove = !over && friendsTurn(snap);
    const player = sideArg(snap, snap.to_move);
    let status = over ? resultWords(snap) : ['game-to-move', { player }];
    if (computerToMove) status = ['game-computer-to-move', { player }];
    if (friendToMove) status = ['game-waiting-for', { player }];
    else if (!over && snap.link_match) status = ['game-to-move-yours', { player }];
    let passed = null;
    if (computerToMove && this.thinking) status = 'game-computer-thinking';
    else if (mustPass) status = gameWords(this.info.passNote?.(snap)) ?? ['game-cannot-move', { player, other }];
    else if (!over && snap.last_move?.notation === 'pass') passed = ['game-passed', { player: other }];
    const note = over ? null : gameWords(this.info.statusNote?.(snap));
    if (computerToMove && this.lookingBack && !this.thinking) this.showStatus(lookingBackStatus(snap));
    else this.showStatus(status, passed, someWords(note) ? note : null);
    word(this.computerPlayedLine, computerPlayed(snap) ?? { text: '' });
    // Moves made from a button rather than the board: a forced pass, and the game's own.
    const actions = computerToMove || friendToMove ? [] : [
      ...(mustPass ? [{ label: ['game-pass', { player }], notation: 'pass' }] : []),
      ...(over ? [] : this.info.actions?.(snap) ?? []),
    ];
    this.actions.replaceChildren(...actions.map(({ label, title, notation }) => {
      const words = gameWords(label);
      // A label that is a catalog message carries its own title (`.title`); English text has it beside.
      const button = h('button', { type: 'button', class: 'primary', onclick: () => this.play(notation), l10n: words });
      if (title && !button.hasAttribute('data-l10n-id')) button.title = title;
      return button;
    }));
    const send = this.sendButton(snap);
    if (send) this.actions.append(send, h('span', { class: 'send-note', l10n: this.sendNoteWords(snap) }));
    if (computerToMove && this.thinking) {
      this.actions.append(h('button', { type: 'button', class: 'primary move-now', onclick: () => this.moveNow(), l10n: 'game-move-now' }));
    } else if (computerToMove) {
      // Looking back at an earlier move, or after a failure: the computer waits to be asked.
      this.actions.append(h('button', { type: 'button', class: 'primary', onclick: () => this.resumeComputer(), l10n: 'game-computer-play' }));
    }
    this.renderThinking();
    this.hintButton.disabled = over || !this.playerMayMove() || this.hint?.link === snap.link;
    this.hidePicker();
    this.resignButton.disabled = over;
    this.renderPlayerBars();
    this.variantLine.textContent = describeVariant(snap);
    this.undoButton.disabled = snap.ply === 0 || !this.mayUndoInMatch(snap);
    // A game over, or one not played against the computer (a friend's, a link's, a record's).
    this.reviewButton.hidden = snap.history.length === 0 || !(over || !snap.opponent) || Boolean(this.review?.covers(snap));
    this.review?.render(snap);
    this.followAnalysis(snap);
    this.redoButton.disabled = snap.ply === snap.history.length;

    this.banner.hidden = !over || this.bannerClosedFor === snap.link;
    if (over) {
      const human = humanSide(snap);
      const rematch = human
        ? h('button', { type: 'button', class: 'primary', onclick: () => this.rematch(), l10n: ['game-rematch', { side: human === 'first' ? 'second' : 'first' }] })
        : null;
      this.banner.replaceChildren(
        // The reason is the engine's words.
        h('strong', { l10n: resultHeadline(snap) }), h('span', { l10n: reasonOnlyWords(snap) }),
        h('div', {},
          rematch,
          h('button', { type: 'button', class: rematch ? null : 'primary', onclick: () => this.startNewGame(newGameOptions(new FormData(this.newGameForm))), l10n: 'game-new-game' }),
          h('button', { type: 'button', onclick: () => { this.banner.hidden = true; this.bannerClosedFor = snap.link; this.openReview(); }, l10n: 'game-review' }),
          h('button', { type: 'button', onclick: () => this.undo(), l10n: 'game-result-undo' })),
        h('button', {
          type: 'button', class: 'close', l10n: 'game-close-result',
          onclick: () => { this.bannerClosedFor = snap.link; this.banner.hidden = true; this.canvas.focus(); },
        }, '×'));
      // A game that ends here (a resignation, a mate) hands the keyboard to the result's first button.
      if (!this.shownOver && !this.banner.hidden) this.banner.querySelector('button.primary').focus();
    }
    this.shownOver = over;

    this.renderMoveList(snap);
    this.flipButton.setAttribute('aria-pressed', String(snap.flipped));
    // A move one ply on from the last drawn slides in, unless it was dragged
    // there; so does the computer's kept reply played back after it.
    const replayed = this.replayed;
    if (snap.last_move && snap.ply === this.drawnPly + 1 + replayed && (replayed > 0 || !this.dropped)) this.board.animate(snap.last_move, () => this.drawBoard());
    this.replayed = 0;
    this.dropped = false;
    this.drawnPly = snap.ply;
    if (this.printMedia.matches) this.renderPrintSheet();
    this.renderAssist();
    this.drawBoard();
  }

  /**
   * The moves, one row per turn: its number, the first player's moves, the
   * second's. Their titles are worded in code (a review marks them too), so
   * a switch of language draws the list again.
   */
  renderMoveList(snap) {
    const plyButton = (entry, index) => {
      const ply = index + 1;
      const button = h('button', {
        type: 'button', title: t('game-go-to-move', { ply }), 'aria-current': ply === snap.ply ? 'step' : null,
        class: ply > snap.ply ? 'future' : ply === snap.ply ? 'current' : '',
        onclick: () => this.goTo(ply),
      }, entry.label);
      this.review?.decorate(button, ply, snap);
      return button;
    };
    this.moveList.replaceChildren(...turnsOf(snap.history).map(({ number, plies }) => {
      const side = (player) => {
        const own = plies.filter((index) => snap.history[index].player === player);
        return h('span', { class: 'side-moves' }, ...(own.length ? own.map((index) => plyButton(snap.history[index], index)) : ['…']));
      };
      return h('li', {}, h('span', { class: 'turn-number' }, number), side('first'), side('second'));
    }));
    this.scrollMoveList();
  }

  /**
   * The status line: the state of play, what the last pass was, and the
   * game's own note, each worded where it stands (a switch of language
   * words them again).
   */
  showStatus(status, passed = null, note = null) {
    this.statusText.replaceChildren(
      h('span', { l10n: status }),
      ...(passed ? [' ', h('span', { l10n: passed })] : []),
      ...(note ? [h('span', { l10n: 'game-status-note' }), h('span', { l10n: note })] : []));
  }

  /** Keeps the current move in view inside the move list, without scrolling the page. */
  scrollMoveList() {
    const list = this.moveList;
    const current = list.querySelector('.current');
    if (!current) {
      if (this.snapshot.ply === 0) list.scrollTop = 0;
      return;
    }
    // The row's edges in the list's scrolled content, with the list's padding: rows stay whole (style.css).
    const pad = parseFloat(getComputedStyle(list).paddingTop) || 0;
    const row = current.closest('li') ?? current;
    const top = row.getBoundingClientRect().top - list.getBoundingClientRect().top - list.clientTop + list.scrollTop - pad;
    const bottom = top + row.offsetHeight + 2 * pad;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
  }

  /** Each side's name, its figures from the game (scores, pieces), and its hand. */
  renderPlayerBars() {
    const snap = this.snapshot;
    // Games with figures to show always have bars; the others when the computer or a friend by link plays.
    const shown = Boolean(this.info.playerStats || snap.opponent || snap.link_match);
    this.pageSection.classList.toggle('has-players', shown);
    this.playerBars.forEach((bar, index) => {
      bar.hidden = !shown;
      if (!shown) return;
      const player = index === 0 ? 'first' : 'second';
      const role = playerRoleWords(snap, player);
      const toMove = !snap.outcome && snap.to_move === player;
      const hand = snap.view.hands?.[index];
      const canDrop = toMove && this.movesFrom('hand').length > 0;
      const handSelected = toMove && this.selected === 'hand';
      bar.classList.toggle('to-move', toMove);
      bar.replaceChildren(...[
        h('span', { class: swatchClass(this.info, player) }),
        h('strong', { l10n: sideArg(snap, index).id }),
        role ? h('span', { class: role === 'game-role-you' ? 'role' : 'role computer', l10n: role }) : null,
        ...(this.info.playerStats?.(snap.view, index) ?? []).map((stat) => h('span', { class: 'stat', l10n: gameWords(stat) })),
        hand === undefined ? null : h('button', {
          type: 'button', class: handSelected ? 'hand selected' : 'hand', disabled: !canDrop,
          'aria-pressed': String(handSelected), onclick: () => this.select(this.selected === 'hand' ? null : 'hand'),
          l10n: ['game-hand', { count: hand, knights: '♞'.repeat(hand), drop: canDrop ? 'yes' : 'no' }],
        }),
      ].filter(Boolean));
    });
  }

  /** Each player's bar at the board's edge nearest that player's side: the second's on top, unless the board is turned round. */
  placePlayerBars() {
    const [top, bottom] = this.board.flipped ? this.playerBars : [...this.playerBars].reverse();
    if (this.boardWrap.previousElementSibling !== top) this.boardWrap.before(top);
    if (this.boardSpeech.nextElementSibling !== bottom) this.boardSpeech.after(bottom);
  }

  drawBoard() {
    const snap = this.snapshot;
    const targets = this.selected ? this.movesFrom(this.selected).map((mv) => mv.to) : [];
    const choices = this.directMoves().map((mv) => mv.to);
    const dragging = this.drag?.moved ? this.drag : null;
    const arrows = [];
    if (this.verdict?.link === snap.link && this.verdict.result) {
      arrows.push(...this.verdict.result.winning.map((mv) => ({ ...mv, colour: 'rgba(34, 139, 74, 0.75)', width: 0.11 })));
    }
    if (this.hint?.link === snap.link && this.hint.move) arrows.push({ ...this.hint.move, colour: 'rgba(226, 120, 20, 0.85)' });
    const premove = this.premoveMarks();
    arrows.push(...premove.arrows, ...this.review?.arrows(snap) ?? [], ...this.analysis?.arrows(snap) ?? []);
    this.board.flipped = seenFlipped(snap, this.info);
    this.placePlayerBars();
    const cursor = this.cursorShown();
    this.board.render(snap.view, { selected: this.selected, targets, lastMove: snap.last_move, choices, dragging, arrows, cursor, squares: premove.squares });
    // Cells under 28 px are hard to tap: offer the zoom (kept while it is on).
    this.zoomButton.hidden = !this.zoomed && this.board.geometry.cell >= 28;
    localize(this.canvas, 'game-board-status', { game: gameName(this.gameId), status: this.statusText.textContent });
  }
}

// The computer's part, the match by link and the player's input live in files of their own.
Object.assign(GamePage.prototype, computerMethods, inputMethods, linkMethods);


