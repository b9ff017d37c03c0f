// Keeping and exchanging whole games as text records (PGN in shape; standard
// PGN for chess): download, copy, and open one pasted or from a file. The
// engine writes and reads the records; a bad one gets its line and problem,
// and the game on the page is not touched.

import { h } from '../ui/dom.js';
import { GameSession, engineFor, hasEngine } from '../engine/engine.js';
import { localize } from '../i18n/i18n.js';
import { errorArg } from '../i18n/engine-words.js';

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
  const say = (id, args, kind = 'info') => {
    localize(message, id, args);
    message.className = `record-message ${kind}`;
  };
  // The box's placeholder, a record's beginning, is in its message too (localize keeps only the attributes a message gives).
  const text = h('textarea', { name: 'record', rows: '6', spellcheck: 'false', autocomplete: 'off', l10n: 'play-record-box' });
  const file = h('input', { type: 'file', accept: '.pgn,.txt,text/plain,application/x-chess-pgn', l10n: 'play-record-file' });
  const open = async (source) => {
    try {
      // A record of another game opens with that game's engine, on its page.
      const gameId = page.engine.recordGame(source);
      const engine = gameId !== page.gameId && hasEngine(gameId) ? await engineFor(gameId) : page.engine;
      page.openRecordedGame(GameSession.fromRecord(engine, source));
      text.value = '';
      say('play-record-opened');
    } catch (error) {
      // The engine says what is wrong with the record (engine-words.js words it).
      say('play-record-unreadable', { error: errorArg(error) }, 'error');
    }
  };
  file.addEventListener('change', async () => {
    const chosen = file.files?.[0];
    if (!chosen) return;
    if (chosen.size > 200_000) {
      say('play-record-too-large', { file: chosen.name }, 'error');
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
    say('play-record-downloaded');
  };
  const copy = async () => {
    const record = page.recordText(today());
    try {
      await navigator.clipboard.writeText(record);
      say('play-record-copied');
    } catch {
      text.value = record;
      text.select();
      say('play-record-copy-by-hand');
    }
  };
  return [
    h('p', { class: 'record-hint', l10n: 'play-record-hint' }),
    h('div', { class: 'record-actions' },
      h('button', { type: 'button', onclick: download, l10n: 'play-record-download' }),
      h('button', { type: 'button', onclick: copy, l10n: 'play-record-copy' })),
    h('form', { class: 'record-open', onsubmit: (event) => { event.preventDefault(); if (text.value.trim()) open(text.value); } },
      h('label', {}, h('span', { l10n: 'play-record-paste' }), text),
      h('div', { class: 'record-actions' }, h('button', { type: 'submit', l10n: 'play-record-open' }),
        h('label', { class: 'file' }, h('span', { l10n: 'play-record-choose' }), ' ', file))),
    message,
  ];
}
