// Play without sight: the page's one live region, what each move did in
// words, and the move box's commands (the pieces of a side, a file or rank,
// what a piece can do, the scores, whose turn). Generic over games: the
// words come from the snapshots before and after a move, from what stands
// on each square (read off the engine's view here, per game) and from what
// the game's page entry says (`playerStats`, `statusNote`); the messages are
// in the catalog area `sight`, worded by sight-words.js.
//
// What a move did, in words, is in sight-moves.js, loaded with the words of
// moves (once the player stirs).
//
// The host is the page that shows a playable board (the game page, the
// lesson and puzzle trainer): `snapshot`, `board`, `info`, `selected`,
// `session` (its GameSession), `playerMayMove()`, `movesFrom(square)`.

import { h } from './dom.js';
import { currentLanguage, laterWordsArrived, onLanguageChange, t } from '../i18n/i18n.js';
import { normal, wordsText } from './sight-words.js';
import { errorWords } from '../i18n/engine-words.js';
import { gameOver, indexOf, piecesOnBoard, sideName } from './sight-board.js';

export { piecesOnBoard };

/** How many lines the live region keeps: a short log, older lines dropped. */
const KEPT_LINES = 6;
/** A jump forward of more plies than this says only where it landed. */
const MOVES_SPOKEN = 4;
/**
 * The move box's commands by their English names, which work in every
 * language, and the message that lists the active language's own words for
 * each (sight-commands.js answers them).
 */
const COMMANDS = {
  help: 'sight-command-help',
  p: 'sight-command-pieces',
  s: 'sight-command-scan',
  m: 'sight-command-moves',
  sc: 'sight-command-figures',
  t: 'sight-command-turn',
};
/** What a move did, in words (sight-moves.js), once loaded. */
let moveWords = null;

async function loadMoveWords() {
  ({ moveWords } = await import('./sight-moves.js'));
}

/** The command a word typed first in the move box names (its English name), or null. */
function commandNamed(typed) {
  if (typed === '?') return 'help';
  if (Object.hasOwn(COMMANDS, typed)) return typed;
  const word = normal(typed);
  return Object.keys(COMMANDS).find((name) => t(COMMANDS[name]).split(/\s+/).some((own) => normal(own) === word)) ?? null;
}

/**
 * The page's one live region (a short log: each new line is read out, and
 * nothing else on the page is), and the answer box under the move box,
 * where the commands' answers are also shown.
 */
export class Sight {
  constructor(host) {
    this.host = host;
    this.element = h('div', { class: 'sr-only', role: 'log', 'aria-live': 'polite', l10n: 'sight-region' });
    this.answer = h('div', { class: 'sight-answer', hidden: true });
    /** The answer shown, as a function that words it (again on a switch of language); null when it words itself. */
    this.answerWords = null;
    // The lines said stay as they were heard; the answer shown takes the new language.
    // Held weakly: a page that is gone lets its sight go, and the listener stops.
    const sight = new WeakRef(this);
    const stop = onLanguageChange(() => (sight.deref() ? sight.deref().reword() : stop()));
    this.stopRewording = stop;
    // What a move did is said with the words of moves, which come once the
    // player stirs (i18n.js deferWords), and the code that makes them
    // (sight-moves.js), fetched then, before the first move is said. Nothing
    // of the page waits on them: a page left before they come is let go.
    laterWordsArrived().then(loadMoveWords);
  }

  /** Stops wording the answer again on a switch (the page's dispose may call it). */
  dispose() {
    this.stopRewording();
  }

  /** Says `words` in the live region: a message id, `[id, args]`, `{ text }` or words as they came (sight-words.js `wordsText`). */
  say(words) {
    this.speak(wordsText(words));
  }

  speak(text) {
    if (!text) return;
    // A line keeps the language it was said in, after a switch too, so that it is read out in it.
    this.element.append(h('p', { lang: currentLanguage() }, text));
    while (this.element.childElementCount > KEPT_LINES) this.element.firstElementChild.remove();
  }

  /** Says what an element shows whenever it changes to something new (an error line, a lesson's feedback). */
  echo(element) {
    let said = element.textContent.trim();
    new MutationObserver(() => {
      const text = element.hidden ? '' : element.textContent.trim();
      if (text && text !== said) this.speak(text);
      said = text;
    }).observe(element, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['hidden'] });
  }

  /** Says what changed between two snapshots of the host's game: the moves played, a take-back, the end. */
  changed(before, after) {
    if (!before || (before.link === after.link && before.outcome === after.outcome)) return;
    if (!moveWords) {
      // A move made before the words of moves are here is said when they are.
      const sight = new WeakRef(this);
      laterWordsArrived().then(loadMoveWords).then(() => sight.deref()?.changed(before, after));
      return;
    }
    const sameLine = before.history.slice(0, before.ply).every((entry, index) => after.history[index]?.notation === entry.notation);
    if (sameLine && after.ply > before.ply) {
      const steps = after.ply - before.ply;
      const snaps = steps === 1 ? [before, after] : this.positions(after, steps > MOVES_SPOKEN ? after.ply - 1 : before.ply);
      const words = snaps.slice(1).map((snap, index) => moveWords(this.host, snaps[index], snap));
      if (steps > MOVES_SPOKEN) this.speak(t('sight-forward', { ply: after.ply, move: words[0] }));
      else words.forEach((line) => this.speak(line));
      this.answer.hidden = true;
    } else if (after.ply !== before.ply || !sameLine) {
      this.speak(t('sight-back', { ply: after.ply, side: sideName(after, indexOf(after.to_move)) }));
    } else if (after.outcome && !before.outcome) {
      this.speak(gameOver(after));
    } else if (after.sides_swapped && !before.sides_swapped) {
      this.speak(t('game-swapped-line'));
    }
  }

  /**
   * A copy of the host's game at `snap`, for `use(copy)`; freed after (the
   * session's runner recovers from a crash). It is the analysis board's,
   * played by both sides, so that a move tried on it is that move alone,
   * without the computer's kept reply.
   */
  withCopy(snap, use) {
    return this.host.session.withCopy(snap.links.analysis, use);
  }

  /** The snapshots of a game after each ply from `from` to `snap`'s. */
  positions(snap, from) {
    return this.withCopy(snap, (copy) => {
      const snaps = [];
      for (let ply = from; ply <= snap.ply; ply += 1) snaps.push(copy.goTo(ply));
      return snaps;
    });
  }

  /** The notation of a move typed as the player would type it ("Nf3", "e2e4"): `{ notation }` or `{ error }` (its words). */
  typedMove(text) {
    try {
      return this.withCopy(this.host.snapshot, (copy) => {
        return { notation: copy.playTyped(text).last_move.notation };
      });
    } catch (error) {
      return { error: errorWords(error) };
    }
  }

  /**
   * Answers a command typed in the move box, in the live region and the
   * answer box: true if `text` is one, false if it is to be played as a move.
   * A command is its English name or the active language's word for it.
   * The commands' code loads on the first one typed.
   */
  command(text) {
    const [typed, ...rest] = text.trim().toLowerCase().split(/\s+/);
    const name = commandNamed(typed);
    const argument = rest.join(' ');
    if (!name || (name === 's' && !argument)) return false;
    // Answered of the game as it was when typed, even if a move comes first.
    const host = this.host;
    const asTyped = Object.create(host, { snapshot: { value: host.snapshot }, selected: { value: host.selected } });
    import('./sight-commands.js').then(({ SightCommands }) => {
      const commands = new SightCommands(this, asTyped);
      if (name === 'help') commands.showHelp();
      else this.show(() => commands.answer(name, argument));
    });
    return true;
  }

  /** Shows `words` in the answer box and says them: words as `say` takes them, or a function that words them. */
  show(words) {
    this.answerWords = typeof words === 'function' ? words : () => wordsText(words);
    const text = this.answerWords();
    this.answer.replaceChildren(h('p', {}, text));
    this.answer.hidden = false;
    this.speak(text);
  }

  /** The answer shown, in the language just chosen (not said again). */
  reword() {
    if (this.answerWords && !this.answer.hidden) this.answer.replaceChildren(h('p', {}, this.answerWords()));
  }
}
