// A game page's elements, laid out once: the board area (status bar, player
// bars, the board, the move box) and the side (controls, moves, New game,
// the record, printing, the rules). What they show is drawn by view.js; what
// they do is the page's (`page`'s methods, called from their handlers).

import { h } from '../../ui/dom.js';
import { hasMessage, laterWordsArrived, localize } from '../../i18n/i18n.js';
import { playerColours } from '../../ui/wording.js';
import { soundSwitch } from '../../ui/sound-switch.js';
import { moveBoxKeyHandler } from './keys.js';

/** The page's elements, by name; `input` the board's (board-input.js), `sight` the live region (sight.js). */
export function layoutGamePage(page, { info, gameId, input, sight, newGameForm }) {
  const ui = { ...boardAreaElements(page, info), ...controls(page, info) };
  for (const line of [ui.moveError, ui.assist]) sight.echo(line);
  ui.boardWrap = input.wrap;
  ui.boardSpeech = sight.element;
  input.canvas.after(ui.banner);
  // The move box's label names its help command, which is the sight area's word (sight.ftl).
  const moveForm = h('form', { class: 'move-entry', onsubmit: (event) => { event.preventDefault(); page.playTyped(); } },
    h('label', {}, h('span', { l10n: 'sight-move-box' }), ' ', ui.moveInput), h('button', { type: 'submit', l10n: 'game-play' }), ui.moveError, sight.answer);
  const pageClasses = ['game-page', info.printable && 'has-sheet', info.wide && 'wide-board'].filter(Boolean).join(' ');
  ui.section = h('section', { class: pageClasses, style: playerColours(info) },
    h('div', { class: 'board-area' },
      h('div', { class: 'status-bar' }, ui.statusDot, ui.statusText, ui.thinkingLine, ui.actions),
      ui.playerBars[1],
      ui.analysisBarSlot,
      ui.boardWrap,
      ui.computerPlayedLine = h('p', { class: 'computer-played' }),
      ui.boardSpeech,
      ui.playerBars[0],
      moveForm),
    h('aside', { class: 'side' },
      h('div', { class: 'title-row' }, h('h1', { l10n: `game-name-${gameId}` }), ui.variantLine),
      h('p', { class: 'learn-links' },
        h('a', { href: `#learn/${gameId}`, l10n: 'game-learn-link' }),
        h('a', { href: `#puzzles/${gameId}`, l10n: 'game-puzzles-link' }),
        ui.analysisLink),
      h('div', { class: 'controls' }, ui.undoButton, ui.redoButton, ui.hintButton, ui.copyButton, ui.flipButton, ui.zoomButton, ui.resignButton, ui.reviewButton, soundSwitch()),
      ui.analysisSlot,
      ui.solveToggle ? h('label', { class: 'solve-toggle' }, ui.solveToggle, h('span', { l10n: 'game-solve' })) : null,
      ui.assist,
      ui.reviewSlot,
      h('section', { class: 'moves' }, h('h2', { l10n: 'game-moves' }), ui.moveList),
      h('details', { class: 'new-game' }, h('summary', { l10n: 'game-new-game' }), newGameForm),
      recordSection(page),
      h('section', { class: 'print-actions' }, h('h2', { l10n: info.printable ? 'game-print-paper' : 'game-print' }),
        ...ui.printButtons),
      rulesBox(info)),
    ui.printSheet);
  return ui;
}

/** A game's rules: one message of its own area (game-<game>.ftl), its readings marked. */
function rulesBox(info) {
  const rules = h('div', { class: 'rules-text' });
  localize(rules, info.rules);
  // They come with the words that follow the board (i18n.js deferWords): the box opens
  // once they are here, rather than standing open and empty until then.
  const box = h('details', { class: 'rules', open: hasMessage(info.rules) }, h('summary', { l10n: 'game-rules' }), rules);
  if (!box.open) laterWordsArrived().then(() => { if (hasMessage(info.rules)) box.open = true; });
  return box;
}

/**
 * The Game record section: closed at first, its inside (record-panel.js)
 * loads when it is first opened.
 */
function recordSection(page) {
  const section = h('details', { class: 'record' }, h('summary', { l10n: 'game-record' }));
  const fill = async () => {
    if (!section.open || section.dataset.filled) return;
    section.dataset.filled = 'yes';
    const { recordPanelBody } = await import('../record-panel.js');
    if (!page.disposed) section.append(...recordPanelBody(page));
  };
  section.addEventListener('toggle', fill);
  return section;
}

/** The status bar's, the board's and the move box's own elements. */
function boardAreaElements(page, info) {
  const ui = {
    actions: h('span', { class: 'actions' }),
    statusText: h('span', { class: 'status-text' }),
    statusDot: h('span', { class: 'turn-dot', 'aria-hidden': 'true' }),
    thinkingLine: h('span', { class: 'thinking', hidden: true }),
    playerBars: [0, 1].map((index) => h('div', { class: `player-bar ${index ? 'player-second' : 'player-first'}` })),
    banner: h('div', { class: 'banner', hidden: true }),
    moveInput: h('input', {
      name: 'move', autocomplete: 'off', spellcheck: 'false', autocapitalize: 'off',
      placeholder: info.moveExample, 'aria-describedby': 'move-error', maxlength: '12',
    }),
    moveError: h('span', { id: 'move-error', class: 'move-error' }),
    analysisBarSlot: h('div', { class: 'analysis-bar-slot' }),
    printSheet: h('div', { class: 'print-only sheet' }),
  };
  ui.moveInput.addEventListener('keydown', moveBoxKeyHandler(page));
  ui.moveInput.addEventListener('input', () => { ui.moveError.textContent = ''; });
  return ui;
}

/** The side's controls and what they open. */
function controls(page, info) {
  const button = (l10n, onclick, attributes = {}) => h('button', { type: 'button', onclick, l10n, ...attributes });
  return {
    undoButton: button('game-undo', () => page.undo()),
    redoButton: button('game-redo', () => page.redo()),
    hintButton: button('game-hint', () => page.showHint()),
    copyButton: button('game-copy-link', () => page.copyLink()),
    flipButton: button('game-flip', () => page.flip(), { 'aria-pressed': 'false' }),
    zoomButton: button('game-zoom', () => page.toggleZoom(), { class: 'zoom', hidden: true, 'aria-pressed': 'false' }),
    resignButton: button('game-resign', () => page.resign()),
    // The review and the analysis board load on first use (game-review.js, game-analysis.js).
    reviewButton: button('game-review', () => page.openReview(), { hidden: true }),
    solveToggle: info.solvable ? h('input', { type: 'checkbox', onchange: () => page.solveToggled() }) : null,
    assist: h('p', { class: 'assist', hidden: true }),
    analysisLink: h('a', { class: 'analysis-link', l10n: 'game-analysis-board' }),
    reviewSlot: h('div', { class: 'review-slot' }),
    analysisSlot: h('div', { class: 'analysis-slot' }),
    moveList: h('ol', { class: 'move-list by-turn', l10n: 'game-moves-list' }),
    variantLine: h('p', { class: 'variant-line' }),
    printButtons: [
      info.printable ? button('game-print-blank', () => page.openPrint(true)) : null,
      button('game-print-position', () => page.openPrint(false)),
    ],
  };
}
