// Keeping and exchanging whole games as text records (PGN in shape; standard
// PGN for chess): download, copy, and open one pasted or from a file. The
// engine writes and reads the records; a bad one gets its line and problem,
// and the game on the page is not touched.

import { h } from '../ui/dom.js';
import { engineFor, hasEngine } from '../engine/engine.js';

/** Today as a record dates it: 2026.11.22. */
export function today() {
  const now = new Date();
  const two = (n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}.${two(now.getMonth() + 1)}.${two(now.getDate())}`;
}

/**
 * The inside of the Game record section of a game page (game-page.js loads
 * it when the section is first opened). `page` gives `recordText()`,
 * `gameId`, `engine` and `openRecordedGame(session)`.
 */
export function recordPanelBody(page) {
  // Said by the page's one live region (sight.js), not a live region of its own.
  const message = h('p', { class: 'record-message' });
  page.sight.echo(message);
  const say = (text, kind = 'info') => {
    message.textContent = text;
    message.className = `record-message ${kind}`;
  };
  const text = h('textarea', {
    name: 'record', rows: '6', spellcheck: 'false', autocomplete: 'off',
    placeholder: '[Event "…"]\n\n1. e4 e5 2. Nf3 …', 'aria-label': 'A game record to open',
  });
  const file = h('input', { type: 'file', accept: '.pgn,.txt,text/plain,application/x-chess-pgn', 'aria-label': 'Choose a record file' });
  const open = async (source) => {
    try {
      // A record of another game opens with that game's engine, on its page.
      const gameId = page.engine.recordGame(source);
      const engine = gameId !== page.gameId && hasEngine(gameId) ? await engineFor(gameId) : page.engine;
      const session = engine.Session.fromRecord(source);
      page.openRecordedGame(session);
      text.value = '';
      say('The record was opened.');
    } catch (error) {
      say(`This record could not be opened: ${error.message}. Your game is unchanged.`, 'error');
    }
  };
  file.addEventListener('change', async () => {
    const chosen = file.files?.[0];
    if (!chosen) return;
    if (chosen.size > 200_000) {
      say(`${chosen.name} is too large to be a game record. Your game is unchanged.`, 'error');
      return;
    }
    await open(await chosen.text());
    file.value = '';
  });
  const download = () => {
    const blob = new Blob([page.recordText(today())], { type: 'application/x-chess-pgn' });
    const link = h('a', { href: URL.createObjectURL(blob), download: `${page.gameId}-${today().replaceAll('.', '-')}.pgn` });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    say('The record was downloaded.');
  };
  const copy = async () => {
    const record = page.recordText(today());
    try {
      await navigator.clipboard.writeText(record);
      say('The record was copied.');
    } catch {
      text.value = record;
      text.select();
      say('Copying is not allowed here: the record is in the box, selected, to copy by hand.');
    }
  };
  return [
    h('p', { class: 'record-hint' }, 'The whole game as text, in the shape of PGN (standard PGN for chess), to keep or to send.'),
    h('div', { class: 'record-actions' },
      h('button', { type: 'button', onclick: download }, 'Download record'),
      h('button', { type: 'button', onclick: copy }, 'Copy record')),
    h('form', { class: 'record-open', onsubmit: (event) => { event.preventDefault(); if (text.value.trim()) open(text.value); } },
      h('label', {}, 'Open a record: paste it here', text),
      h('div', { class: 'record-actions' }, h('button', { type: 'submit' }, 'Open pasted record'), h('label', { class: 'file' }, 'or choose a file ', file))),
    message,
  ];
}
