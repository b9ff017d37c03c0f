// A game's page: the board, whose turn it is, the moves, the controls, the
// rules. Generic over games: the engine's snapshot says what is legal and
// what to draw; the game's renderer draws it.
//
// The page holds its parts as fields, each owning its state: the board's
// input (ui/board-input.js), the computer (game/computer.js), the hint
// (game/hints.js), Double Ring's Solve (game/solve.js) and the match by
// link (game/match-by-link.js). After every change of game each part hears
// `changed(snap)`; a part may also say whether the player may move or take
// back (`mayMove`, `mayUndo`), add buttons to the status bar
// (`statusButtons`) and arrows to the board (`arrows`). Drawing (`render`,
// game/view.js) is a function of the state: what focuses, loads or asks the
// engine is done by the action that causes it.

import { GameSession } from '../engine/engine.js';
import { h, markBoardDrawn, showNotice, hideNotice, storage, previousGameKey } from '../ui/dom.js';
import { gamePage } from '../games/games.js';
import { shortScreen } from '../boards/board-canvas.js';
import { BoardInput } from '../ui/board-input.js';
import { glideFromPreview, previewPlace } from '../ui/board-preview.js';
import { computerPlayed, computersTurn, humanSide, humansTurn, friendsTurn } from '../ui/opponent.js';
import { keepTakenBack, localSide } from '../ui/link-match.js';
import { describeVariant, seenFlipped } from '../ui/wording.js';
import { Sight, piecesOnBoard } from '../ui/sight.js';
import { soundWanted } from '../ui/sound-switch.js';
import { deferWords, localize, needWords, onLanguageChange, t, word } from '../i18n/i18n.js';
import { gamePagePack } from '../i18n/languages.js';
import { errorArg, errorWords, messageWords, sideArg } from '../i18n/engine-words.js';
import { chooseGame } from './game/choose-game.js';
import { ComputerOpponent } from './game/computer.js';
import { Hints } from './game/hints.js';
import { Solve } from './game/solve.js';
import { MatchByLink } from './game/match-by-link.js';
import { NewGameForm } from './game/new-game.js';
import { PrintedSheet } from './game/print.js';
import { GameKeeping } from './game/keeping.js';
import { layoutGamePage } from './game/layout.js';
import { pageKeyHandler } from './game/keys.js';
import { Study } from './game/study.js';
import { placePlayerBars, renderActions, renderBanner, renderMoveList, renderPlayerBars, renderStatus } from './game/view.js';
import { turnsOf } from '../ui/turns.js';

/** A game opened at an earlier move (a link's `at=`) is being looked back at: the computer waits there. */
const opensLookingBack = (snap) => snap.ply < snap.history.length;

/** The game's name in the player's language (site.ftl). */
const gameName = (gameId) => t(`game-name-${gameId}`);

/** An engine's error, said as it comes (the engine's words are not in the catalogs yet). */
const showEngineError = (words) => showNotice(words);

const ZOOM_BELOW_CELL = 28;

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
  const page = new GamePage(app, gameId, pageInfo, session);
  if (!problem || problem.replacesSaved) page.save();
  // A link refused in part or whole: the address bar says what is shown instead.
  else page.keeping.showInAddressBar(page.snapshot);
  if (problem) showNotice(problem.message, problem.actions);
  if (told) showNotice(told.message, told.actions, told.kind ?? 'info');
  return page;
}

export class GamePage {
  /** `online(page)`: the part of a game played on the server (game/online-match.js, opened by online-page.js), if it is one. */
  constructor(app, gameId, info, session, online = null) {
    this.gameId = gameId;
    this.info = info;
    this.session = session;
    /**
     * The game's place in "My games": `{ id }`, or `{ link }` to find it by
     * (the link it was opened with), or `{}` for a new game.
     */
    this.myGame = { link: session.snapshot.links.whole };
    this.keeping = new GameKeeping(gameId, () => this.copyLink());
    /** Whether the player went back to an earlier move to look at it: the computer waits there. */
    this.lookingBack = opensLookingBack(session.snapshot);
    this.input = new BoardInput(this.inputHost(), { Board: info.Board, draggable: info.draggable, label: ['game-board'], pickerLabel: 'game-promote-to' });
    this.board = this.input.board;
    // Play without sight: the page's one live region says what happens (sight.js).
    this.sight = new Sight(this);
    this.computer = new ComputerOpponent(this.computerHost(), gameId, session.ask((game) => game.levels(), []));
    this.hints = new Hints({ render: () => this.render(), bookAt: (level, snap) => this.computer.bookAt(level, snap) }, gameId);
    this.link = new MatchByLink({ render: () => this.render(), withdrawTakeback: () => this.act((game) => game.answerTakeback(false)) });
    this.newGame = new NewGameForm(session.snapshot, this.computer.levels, { start: (options) => this.startNewGame(options), current: () => this.snapshot });
    this.ui = layoutGamePage(this, { info, gameId, input: this.input, sight: this.sight, newGameForm: this.newGame.element });
    this.online = online?.(this) ?? null;
    this.online?.mount(this.ui);
    const preview = previewPlace(app);
    app.replaceChildren(this.ui.section);
    this.setTitle();
    this.solver = this.ui.solveToggle ? new Solve({ snapshot: () => this.snapshot, render: () => this.render() }, gameId, this.ui.solveToggle) : null;
    this.study = new Study(this, this.ui);
    /** The parts, in the order their buttons stand in the status bar and their arrows are drawn. */
    this.parts = [this.online, this.link, this.computer, this.solver, this.hints, this.study].filter(Boolean);
    this.print = new PrintedSheet((showPrintSheet) => showPrintSheet(this.ui.printSheet, this.paperSheets(), info, this.snapshot, this.review));
    this.resizeObserver = new ResizeObserver(() => this.drawBoard());
    this.resizeObserver.observe(this.input.canvas);
    this.onKey = pageKeyHandler(this);
    document.addEventListener('keydown', this.onKey);
    this.render();
    glideFromPreview(preview, this.input.canvas);
    markBoardDrawn();
    this.follow();
    this.stopRewording = onLanguageChange(() => this.reword());
  }

  /** What the board input asks of the page (ui/board-input.js). */
  inputHost() {
    return {
      snapshot: () => this.snapshot,
      mayMove: () => this.playerMayMove(),
      premovesAllowed: () => {
        const snap = this.snapshot;
        return Boolean(this.computer.thinking) && !snap.outcome && computersTurn(snap) && Boolean(humanSide(snap));
      },
      onMove: (notation, { dragged }) => this.play(notation, { dragged }),
      redraw: () => this.redraw(),
      say: (words) => this.sight.say(words),
      explainIllegal: (from, to) => this.explain((game) => game.whyNot(from.file, from.rank, to.file, to.rank)),
      explainStuck: (square) => this.explain((game) => game.whyStuck(square.file, square.rank)),
    };
  }

  /** What the computer asks of the page (game/computer.js). */
  computerHost() {
    return {
      snapshot: () => this.snapshot,
      lookingBack: () => this.lookingBack,
      playComputerMove: (notation) => this.playComputerMove(notation),
      resumeComputer: () => this.resumeComputer(),
      setOpponent: (options) => this.act((game) => game.setOpponent(options)),
      render: () => this.render(),
      showThinking: () => this.showThinking(),
    };
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
    this.newGame.reword();
    this.render();
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

  /** The selection on the board (the sight's commands ask it). */
  get selected() {
    return this.input.selected;
  }

  /** The legal moves from a square (or 'hand') the player may make now. */
  movesFrom(selection) {
    return this.input.movesFrom(selection);
  }

  /** The engine's paper sheet, as print-sheet.js asks for it, through the session's runner. */
  paperSheets() {
    return { paperSheet: (...args) => this.session.ask((game) => game.paperSheet(...args)) };
  }

  dispose() {
    this.disposed = true;
    this.stopRewording?.();
    this.print.dispose();
    clearTimeout(this.resignTimer);
    for (const part of this.parts) part.dispose?.();
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
    return Math.max(0, this.ui.statusText.parentElement.getBoundingClientRect().top + window.scrollY - 4);
  }

  /** The hash this page wrote itself needs no new page. */
  handlesHash(hash) {
    return hash === this.snapshot.link;
  }

  /** Shows another game in place of this one (a new one, a record's, the one kept). */
  replaceGame(session, myGame, lookingBack) {
    this.session.free();
    this.session = session;
    this.myGame = myGame;
    this.lookingBack = lookingBack;
    this.bannerClosedFor = null;
    this.input.reset();
  }

  /** Keeps `previous` to be restored, and says so with `message`. */
  keepPrevious(previous, message) {
    storage.set(previousGameKey(this.gameId), previous.link);
    showNotice([message, { count: turnsOf(previous.history).length }], [
      { label: 'game-restore-previous', run: () => this.restorePrevious() },
    ], 'info');
  }

  /** A new game with `options` as in a link (the variant, and the opponent if any). */
  startNewGame(options) {
    const previous = this.snapshot;
    let session;
    try {
      session = GameSession.create(this.engine, this.gameId, options);
    } catch (error) {
      showEngineError(errorWords(error));
      return;
    }
    this.replaceGame(session, {}, false);
    this.link.started(session.snapshot);
    this.computer.reset();
    // The notice first: the board is drawn at the size the notice leaves it.
    if (previous.history.length > 0) this.keepPrevious(previous, 'game-new-started');
    else hideNotice();
    this.changed(previous);
    window.scrollTo({ top: this.openingScroll() });
  }

  /**
   * Shows a game opened from a record (a GameSession): here if it is of
   * this game (the game in progress is kept to be restored), else on its
   * own game's page.
   */
  openRecordedGame(session) {
    const snap = session.snapshot;
    if (snap.game.id !== this.gameId) {
      session.free();
      location.hash = snap.link;
      return;
    }
    const previous = this.snapshot;
    this.replaceGame(session, { link: snap.links.whole }, opensLookingBack(snap));
    this.changed(previous);
    if (previous.history.length > 0 && previous.link !== snap.link) this.keepPrevious(previous, 'game-record-opened');
  }

  /** Swaps the game in progress with the kept one. */
  restorePrevious() {
    const kept = storage.get(previousGameKey(this.gameId));
    if (!kept) return;
    const previous = this.snapshot;
    let session;
    try {
      session = GameSession.open(this.engine, kept);
    } catch (error) {
      showNotice(['game-kept-unreadable', { error: errorArg(error) }]);
      return;
    }
    storage.set(previousGameKey(this.gameId), previous.link);
    this.replaceGame(session, { link: session.snapshot.links.whole }, opensLookingBack(session.snapshot));
    this.changed(previous);
  }

  /** The same variant and level with the sides swapped; by link, a new match with this screen on the other side. */
  rematch() {
    const local = this.snapshot.link_match ? localSide(this.snapshot) : null;
    this.startNewGame(this.session.ask((game) => game.rematchOptions(local), ''));
  }

  /**
   * Runs an engine action, then shows and saves the result. An engine error
   * goes to `onError` (by default the notice above the page). Any action but
   * looking back (`lookingBack`) goes on with the game: the computer plays
   * when it is its turn. `dragged`: the move was dragged to its square (it
   * does not slide in); `followsReplies`: the computer's kept replies
   * followed it (they slide in).
   */
  async act(action, onError = showEngineError, { lookingBack = false, dragged = false, followsReplies = false } = {}) {
    const before = this.snapshot;
    const result = await this.session.run(action);
    this.sight.changed(before, this.snapshot);
    this.sound(before, this.snapshot);
    if (!result.ok) onError(result.words);
    this.input.reset();
    this.lookingBack = lookingBack;
    this.changed(before, { dragged, followsReplies });
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

  /** After every change of game: save it, set the parts going, show it. */
  changed(before, how) {
    this.save();
    this.follow(before, how);
  }

  /**
   * Sets going what the position needs (the computer's move, the solver,
   * the analysis board), and shows it: the move just played slides in, and
   * a game that ends here hands the keyboard to the result's first button.
   */
  follow(before = null, { dragged = false, followsReplies = false } = {}) {
    const snap = this.snapshot;
    for (const part of this.parts) part.changed?.(snap);
    if (!this.computer.due(snap) && !this.online?.premovesAllowed(snap)) this.input.dropPremove();
    if (this.print.printing) this.print.render();
    this.render();
    if (!before) return;
    // A move one ply on slides in, unless it was dragged there; so does the
    // computer's kept reply played back after it.
    const replayed = followsReplies ? Math.max(0, snap.ply - before.ply - 1) : 0;
    if (snap.last_move && snap.ply === before.ply + 1 + replayed && (replayed > 0 || !dragged)) this.board.animate(snap.last_move, () => this.drawBoard());
    if (snap.outcome && !before.outcome && !this.ui.banner.hidden) this.ui.banner.querySelector('button.primary')?.focus();
  }

  /** Goes to the position after `ply` moves. Before the last move the player looks back: the computer waits there. */
  goTo(ply) {
    return this.act((game) => game.goTo(ply), showEngineError, { lookingBack: ply < this.snapshot.history.length });
  }

  /** Takes back a move; against the computer, back to the human's previous turn (cancelling a think). */
  undo() {
    if (!this.mayUndo(this.snapshot)) return undefined;
    if (this.link.undoAsks(this.snapshot)) return this.act((game) => game.askTakeback());
    return this.act((game) => game.undo());
  }

  /** The answer to the friend's takeback asked by link; refused, the player is told to move on. */
  async answerTakeback(agree) {
    // Answered from the game as it stands, though an earlier move is being looked at.
    const { history, link } = this.snapshot;
    const result = await this.act((game) => {
      game.goTo(history.length);
      return game.answerTakeback(agree);
    });
    if (result.ok && agree && this.snapshot.takeback === 'granted') keepTakenBack(this.snapshot, link);
    if (result.ok && !agree) showNotice('game-takeback-refused', [], 'info');
    return result;
  }

  /** Plays the next of the moves taken back; against the computer, its kept reply follows at once. */
  redo() {
    return this.act((game) => game.redo(), showEngineError, { followsReplies: true });
  }

  /** Plays a move (`dragged`: dragged to its square); against the computer its kept replies follow. */
  async play(notation, { dragged = false } = {}) {
    this.ui.moveError.textContent = '';
    const result = await this.act((game) => game.play(notation), showEngineError, { dragged, followsReplies: true });
    this.playedHere(result);
    return result;
  }

  async playComputerMove(notation) {
    const premove = this.input.takePremove();
    const result = await this.act((game) => game.play(notation));
    if (!result.ok) return;
    // What the move box said while the computer thought is past.
    this.ui.moveError.textContent = '';
    this.input.playPremove(premove);
  }

  /** Computer, play from here: it thinks afresh, after a failure or where the player looked back. */
  resumeComputer() {
    this.lookingBack = false;
    this.computer.reset();
    hideNotice();
    this.follow();
  }

  /** After a move made here in a match by link: the page offers to send it. */
  playedHere(result) {
    if (!result.ok || !this.snapshot.link_match) return;
    this.link.playedHere(this.snapshot);
    this.render();
  }

  async playTyped() {
    const { moveInput, moveError } = this.ui;
    const text = moveInput.value.trim();
    if (!text) return;
    if (this.sight.command(text)) {
      moveInput.value = '';
      return;
    }
    const snap = this.snapshot;
    if (friendsTurn(snap)) {
      this.tellMoveError(['game-friends-turn', { player: sideArg(snap, snap.to_move) }]);
      return;
    }
    if (!humansTurn(snap)) {
      // The one button next to the status that makes the computer play is named.
      this.tellMoveError(this.computer.thinking ? 'game-computers-turn-thinking' : 'game-computers-turn-waiting');
      return;
    }
    const result = await this.act((game) => game.playTyped(text), (words) => this.tellMoveError(words), { followsReplies: true });
    this.playedHere(result);
    if (result.ok) {
      moveInput.value = '';
      moveError.textContent = '';
    }
  }

  /**
   * Says why a typed move was not played, under the move box. In a span of
   * its own: the box is emptied by setting its text, which takes the words
   * away for good (a switch of language does not bring them back).
   */
  tellMoveError(words) {
    this.ui.moveError.replaceChildren(h('span', { l10n: words }));
  }

  save() {
    this.keeping.save(this.snapshot, this.myGame);
  }

  /** Whether the player at this screen may move now (the board input and the sight ask). */
  playerMayMove() {
    const snap = this.snapshot;
    return humansTurn(snap) && this.parts.every((part) => part.mayMove?.(snap) ?? true);
  }

  mayUndo(snap) {
    return this.parts.every((part) => part.mayUndo?.(snap) ?? true);
  }

  /** Why a click was no move, where the engine can say it (`question` asks it): under the move box. */
  explain(question) {
    const why = this.session.ask(question);
    if (why) this.tellMoveError(messageWords(why));
  }

  showHint() {
    const snap = this.snapshot;
    if (snap.outcome || !this.playerMayMove()) return;
    this.hints.ask(snap);
  }

  solveToggled() {
    this.solver.changed(this.snapshot);
    this.render();
  }

  /** Turns the board round; the link keeps it (`flip=1`). */
  flip() {
    this.act((game) => game.setFlipped(!this.snapshot.flipped), showEngineError, { lookingBack: this.lookingBack });
  }

  /** Large boards on small screens: the board drawn twice as wide, scrolled in its frame. */
  toggleZoom() {
    this.zoomed = !this.zoomed;
    this.ui.boardWrap.classList.toggle('zoomed', this.zoomed);
    this.ui.zoomButton.setAttribute('aria-pressed', String(this.zoomed));
    localize(this.ui.zoomButton, this.zoomed ? 'game-fit' : 'game-zoom');
    this.drawBoard();
  }

  /** Resigning takes a second click, so that a stray click does not end the game. */
  resign() {
    const snap = this.snapshot;
    const button = this.ui.resignButton;
    const resigner = humanSide(snap) ?? snap.to_move;
    if (button.dataset.confirm !== 'yes') {
      button.dataset.confirm = 'yes';
      if (humanSide(snap)) localize(button, 'game-resign-confirm-you');
      else localize(button, 'game-resign-confirm', { player: sideArg(snap, snap.to_move) });
      this.resignTimer = setTimeout(() => this.resetResign(), 4000);
      return;
    }
    this.resetResign();
    this.act((game) => game.resign(resigner));
  }

  resetResign() {
    clearTimeout(this.resignTimer);
    delete this.ui.resignButton.dataset.confirm;
    localize(this.ui.resignButton, 'game-resign');
  }

  /** The page's address with the hash to send (online play sends the game's page on the server). */
  linkToCopy() {
    return location.href.split('#')[0] + '#' + this.snapshot.link;
  }

  async copyLink() {
    const url = this.linkToCopy();
    try {
      await navigator.clipboard.writeText(url);
      localize(this.ui.copyButton, 'game-link-copied');
    } catch {
      window.prompt(t('game-copy-prompt'), url);
    }
    setTimeout(() => localize(this.ui.copyButton, 'game-copy-link'), 1800);
  }

  async openPrint(blank) {
    const snap = this.snapshot;
    // After a review, the sheet of this page, which has the marks and the graph.
    if (!blank && this.review?.holds(snap)) {
      await this.print.loadCode();
      this.print.render();
      window.print();
      return;
    }
    const link = blank ? snap.links.blank : snap.link;
    sessionStorage.setItem('ringboard:print-now', '1');
    location.hash = `print/${link}`;
  }

  /** The review, once opened (game-review.js). */
  get review() {
    return this.study.review;
  }

  /** The analysis board, while it shows (game-analysis.js). */
  get analysis() {
    return this.study.analysis;
  }

  openReview() {
    return this.study.openReview();
  }

  /** The game as a text record, dated `date`. */
  recordText(date) {
    return this.review?.annotatedRecord(this.snapshot) ?? this.session.ask((game) => game.record(date), '');
  }

  /** Back from the analysis board to the game, as it stands. */
  closeAnalysis() {
    return this.act((game) => game.setAnalysing(false));
  }

  render() {
    const { ui, info } = this;
    const snap = this.snapshot;
    const over = Boolean(snap.outcome);
    renderStatus(ui, snap, info, { thinking: Boolean(this.computer.thinking), lookingBack: this.lookingBack, own: this.online?.status(snap) });
    word(ui.computerPlayedLine, computerPlayed(snap) ?? { text: '' });
    renderActions(ui.actions, snap, info, (notation) => this.play(notation), this.parts.flatMap((part) => part.statusButtons?.(snap) ?? []),
      Boolean(this.online) && !this.playerMayMove());
    this.showThinking();
    ui.hintButton.disabled = over || !this.playerMayMove() || Boolean(this.hints.shownAt(snap));
    ui.resignButton.disabled = over;
    // The analysis board is no game: its own lines take the place of hints.
    ui.hintButton.hidden = snap.analysing;
    ui.resignButton.hidden = snap.analysing;
    ui.variantLine.textContent = describeVariant(snap);
    ui.section.classList.toggle('link-match', Boolean(snap.link_match));
    ui.undoButton.disabled = snap.ply === 0 || !this.mayUndo(snap);
    word(ui.undoButton, this.link.undoAsks(snap) && snap.takeback !== 'asked' ? 'game-undo-ask' : 'game-undo');
    ui.redoButton.disabled = snap.ply === snap.history.length;
    // A game over (though an earlier position is shown), or one not played against the computer (a friend's, a link's, a record's).
    ui.reviewButton.hidden = snap.history.length === 0 || !(snap.ended || !snap.opponent) || Boolean(this.review?.covers(snap));
    this.review?.render(snap);
    ui.analysisLink.hidden = snap.analysing;
    if (!snap.analysing) ui.analysisLink.href = `#${snap.links.analysis}`;
    if (this.online) this.online.renderBanner(ui.banner, snap, this.bannerClosedFor === snap.link, this.bannerHandlers(snap).close);
    else renderBanner(ui.banner, snap, this.bannerClosedFor === snap.link, this.bannerHandlers(snap));
    renderMoveList(ui.moveList, snap, this.review, (ply) => this.goTo(ply));
    ui.flipButton.setAttribute('aria-pressed', String(snap.flipped));
    this.renderAssist(snap);
    this.online?.render(snap, ui);
    this.redraw();
  }

  bannerHandlers(snap) {
    const close = () => {
      this.bannerClosedFor = snap.link;
      this.ui.banner.hidden = true;
    };
    return {
      rematch: () => this.rematch(),
      newGame: () => this.startNewGame(this.newGame.options()),
      review: () => { close(); this.openReview(); },
      undo: () => this.undo(),
      close: () => { close(); this.input.canvas.focus(); },
    };
  }

  /** The thinking indicator: the depth reached and the time used against the level's budget. */
  showThinking() {
    const words = this.computer.thinkingWords();
    this.ui.thinkingLine.hidden = !words;
    if (words) localize(this.ui.thinkingLine, ...words);
  }

  /** The line under the board: the hint, and the solver's verdict. */
  renderAssist(snap) {
    const lines = [
      [this.hints.assistWords(snap), 'hint-line'],
      [this.solver?.assistWords(snap), 'verdict-line'],
    ].filter(([words]) => words).map(([words, kind]) => h('span', { class: kind, l10n: words }));
    this.ui.assist.replaceChildren(...lines);
    this.ui.assist.hidden = lines.length === 0;
  }

  /** The board and the player bars (which show the hand selected). */
  redraw() {
    const snap = this.snapshot;
    const input = this.input;
    renderPlayerBars(this.ui, snap, this.info, {
      selected: input.selected === 'hand',
      canDrop: input.movesFrom('hand').length > 0,
      toggle: () => input.select(input.selected === 'hand' ? null : 'hand'),
    }, this.online && ((player) => this.online.playerBarItems(player)));
    this.drawBoard();
  }

  drawBoard() {
    const snap = this.snapshot;
    const marks = this.input.marks();
    // The premove's arrow on top of the parts'.
    const arrows = [...this.parts.flatMap((part) => part.arrows?.(snap) ?? []), ...marks.arrows];
    this.board.flipped = seenFlipped(snap, this.info);
    placePlayerBars(this.ui, this.board.flipped);
    this.board.render(snap.view, { ...marks, lastMove: snap.last_move, arrows });
    // Cells under 28 px are hard to tap: offer the zoom (kept while it is on).
    this.ui.zoomButton.hidden = !this.zoomed && this.board.geometry.cell >= ZOOM_BELOW_CELL;
    localize(this.input.canvas, 'game-board-status', { game: gameName(this.gameId), status: this.ui.statusText.textContent });
  }
}
