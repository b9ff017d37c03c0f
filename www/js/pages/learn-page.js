// The lessons of a game (`#learn/<game>[/<lesson>[/<step>]]`): one
// player for every lesson of every game, reading the game's lessons file
// (www/data/lessons/<game>.json, see docs/lessons.md) and playing each step
// on the game's own board and engine. Whether a step's goal is met is the
// engine's answer (`goalMet`), never the page's.

import { fetchTrainingData } from '../engine/assets.js';
import { WorkerEngine } from '../engine/engine-worker-client.js';
import { gamePage } from '../games/games.js';
import { playerWords } from '../i18n/engine-words.js';
import { hasMessage, localize, needWords, onLanguageChange, t, word } from '../i18n/i18n.js';
import { h, markBoardDrawn, showNotice } from '../ui/dom.js';
import { lessonsDone, markLessonDone } from '../ui/progress.js';
import { describeVariant, playerColours, swatchClass } from '../ui/wording.js';
import { FeedbackLine, TrainerBoard, TRAINER_WORDS, gameName } from './trainer-board.js';
import { errorArg } from '../i18n/engine-words.js';

/** How long "Show me" waits between moves, so that each is seen. */
const SHOW_ME_PAUSE_MS = 600;
/** The computer's level when a step scripts no reply to the player's move. */
const REPLY_LEVEL = 5;

export async function openLearnPage(app, engine, route) {
  const [gameId, lessonId, step] = route.split('/');
  const info = await gamePage(gameId);
  if (!info || !engine) return null;
  const [data] = await Promise.all([fetchTrainingData('lessons', gameId), needWords('learn', `lessons-${gameId}`, ...TRAINER_WORDS, ...info.words)]);
  return new LearnPage(app, engine, gameId, info, data.lessons, lessonId, step);
}

/**
 * A lesson's words by the catalog of `lessons-<game>` (see docs/lessons.md):
 * `lesson-<game>-<lesson>-title` and `-summary`, and for its step n (from 1)
 * `lesson-<game>-<lesson>-<n>-goal`, `-explain`, `-wrong`, `-done`; ids
 * made from those parts. Null for a step without an explanation.
 */
function lessonWords(gameId, lesson, part) {
  const id = `lesson-${gameId}-${lesson.id}-${part}`;
  return hasMessage(id) ? id : null;
}

/** Words as a part of a list of words (i18n.js `word`), where a message id alone is `[id]`. */
const inList = (words) => (typeof words === 'string' ? [words] : words);

/** A step's place from its number in a link (1 = the first), or 0. */
function stepIndex(lesson, number) {
  const index = Number(number) - 1;
  return Number.isInteger(index) && index >= 0 && index < lesson.steps.length ? index : 0;
}

class LearnPage {
  constructor(app, engine, gameId, info, lessons, lessonId, step) {
    this.gameId = gameId;
    this.info = info;
    this.lessons = lessons;
    this.replier = new WorkerEngine(gameId);
    this.trainer = new TrainerBoard(engine, info, {
      onMove: (notation) => this.handleMove(notation),
      onIllegal: (why) => this.explainClick(why),
    });
    this.build(app);
    this.stopWords = onLanguageChange(() => this.titleDocument());
    const index = this.lessonIndex(lessonId);
    if (lessonId && this.lessons[index].id !== lessonId) showNotice(['learn-unknown-lesson', { lesson: lessonId.slice(0, 40) }], [], 'info');
    this.startLesson(index, stepIndex(this.lessons[index], step));
    markBoardDrawn();
  }

  /** A lesson's place in the list: the one named, else the first not yet completed. */
  lessonIndex(lessonId) {
    const named = this.lessons.findIndex((lesson) => lesson.id === lessonId);
    if (named >= 0) return named;
    const done = lessonsDone(this.gameId);
    const next = this.lessons.findIndex((lesson) => !done.has(lesson.id));
    return next >= 0 ? next : 0;
  }

  /** Another lesson of the same game opens here, without a new page. */
  handlesHash(hash) {
    const [prefix, gameId, lessonId, step] = hash.split('/');
    if (prefix !== 'learn' || gameId !== this.gameId) return false;
    const index = this.lessons.findIndex((lesson) => lesson.id === lessonId);
    if (lessonId !== undefined && index < 0) return false;
    if (index < 0) return true;
    const wantedStep = stepIndex(this.lessons[index], step);
    if (index !== this.lessonNumber || wantedStep !== this.stepNumber) this.startLesson(index, wantedStep);
    return true;
  }

  dispose() {
    this.stopped = true;
    this.stopWords();
    this.replier.dispose();
    this.trainer.dispose();
  }

  get lesson() {
    return this.lessons[this.lessonNumber];
  }

  get step() {
    return this.lesson.steps[this.stepNumber];
  }

  /** The words of the current lesson (`title`, `summary`), or of its step: `goal`, `explain`, `wrong`, `done`. */
  words(part) {
    if (part === 'title' || part === 'summary') return lessonWords(this.gameId, this.lesson, part);
    return lessonWords(this.gameId, this.lesson, `${this.stepNumber + 1}-${part}`);
  }

  titleDocument() {
    document.title = t('learn-page-title', { game: gameName(this.gameId) });
  }

  build(app) {
    this.statusText = h('span', { class: 'status-text' });
    this.lessonTitle = h('h2', { class: 'lesson-title' });
    this.variantLine = h('p', { class: 'puzzle-about' });
    this.stepDots = h('ol', { class: 'step-dots', l10n: 'learn-steps' });
    this.explain = h('p', { class: 'lesson-explain' });
    this.goal = h('p', { class: 'lesson-goal' });
    this.feedbackLine = new FeedbackLine(this.trainer.sight);
    this.feedback = this.feedbackLine.element;
    this.retryButton = h('button', { type: 'button', onclick: () => this.startStep(this.stepNumber), l10n: 'learn-try-again' });
    this.showButton = h('button', { type: 'button', onclick: () => this.showMe(), l10n: 'learn-show-me' });
    this.nextButton = h('button', { type: 'button', class: 'primary', hidden: true, onclick: () => this.next(), l10n: 'learn-next-step' });
    this.lessonList = h('ol', { class: 'lesson-list' });
    this.section = h('section', { class: `game-page trainer-page${this.info.wide ? ' wide-board' : ''}`, style: playerColours(this.info) },
      h('div', { class: 'board-area' },
        h('div', { class: 'status-bar' }, this.statusDot = h('span', { class: 'turn-dot', 'aria-hidden': 'true' }), this.statusText, this.trainer.actions),
        this.trainer.element),
      h('aside', { class: 'side' },
        h('div', { class: 'title-row' }, h('h1', { l10n: ['learn-heading', { game: gameName(this.gameId) }] }),
          h('p', { class: 'variant-line' }, h('a', { href: `#${this.gameId}`, l10n: 'learn-link-play' }), ' · ', h('a', { href: `#puzzles/${this.gameId}`, l10n: 'learn-link-puzzles' }))),
        h('section', { class: 'lesson-card' }, this.lessonTitle, this.variantLine, this.stepDots, this.explain, this.goal, this.feedback,
          h('div', { class: 'controls' }, this.nextButton, this.retryButton, this.showButton)),
        h('section', { class: 'lessons' }, h('h2', { l10n: 'learn-lessons' }), this.lessonList)));
    app.replaceChildren(this.section);
    this.titleDocument();
  }

  startLesson(index, step = 0) {
    this.lessonNumber = index;
    this.renderLessonList();
    this.startStep(step);
  }

  /** Sets a step up afresh: its position, its marks, its words. */
  startStep(index) {
    this.run = (this.run ?? 0) + 1; // a "Show me" or a reply under way for the old step stops
    this.replier.cancel();
    this.stepNumber = index;
    this.movesMade = 0;
    const step = this.step;
    // The link names the step, so that it can be sent and opened again.
    const wanted = `learn/${this.gameId}/${this.lesson.id}${index > 0 ? `/${index + 1}` : ''}`;
    if (location.hash.slice(1) !== wanted) history.replaceState(null, '', `#${wanted}`);
    try {
      this.trainer.open(step.link);
    } catch (error) {
      showNotice(['learn-step-failed', { error: errorArg(error) }]);
      return;
    }
    this.trainer.setMarks(step);
    this.player = this.trainer.snapshot.to_move;
    this.trainer.allow(true);
    this.state = 'playing';
    word(this.lessonTitle, [{ text: `${this.lessonNumber + 1}.` }, this.words('title')]);
    const snap = this.trainer.snapshot;
    this.variantLine.textContent = snap.game.options.length ? describeVariant(snap) : '';
    this.variantLine.hidden = !snap.game.options.length;
    const explain = this.words('explain');
    word(this.explain, explain ?? { text: '' });
    this.explain.hidden = !explain;
    word(this.goal, this.words('goal'));
    this.say(null, null);
    this.renderSteps();
    this.renderControls();
    this.renderStatus();
  }

  /** The engine's reason a click was no move, while the player is at it. */
  explainClick(why) {
    if (this.state === 'playing') this.feedbackLine.explain(why);
  }

  say(words, tone) {
    this.feedbackLine.say(words, tone);
  }

  renderStatus() {
    const status = {
      playing: this.trainer.accepting ? ['learn-status-your-move', { player: playerWords(this.gameId, this.player) }] : 'learn-status-wait',
      wrong: 'learn-status-wrong',
      done: 'learn-status-done',
      showing: 'learn-status-showing',
      shown: 'learn-status-shown',
    }[this.state];
    word(this.statusText, status);
    this.statusDot.className = `${swatchClass(this.info, this.player)} player-${this.player}`;
  }

  renderControls() {
    const lastStep = this.stepNumber === this.lesson.steps.length - 1;
    const lastLesson = this.lessonNumber === this.lessons.length - 1;
    this.nextButton.hidden = this.state !== 'done';
    localize(this.nextButton, !lastStep ? 'learn-next-step' : lastLesson ? 'learn-play-computer' : 'learn-next-lesson');
    this.retryButton.hidden = this.state === 'playing' && this.movesMade === 0;
    localize(this.retryButton, this.state === 'done' ? 'learn-again' : 'learn-try-again');
    this.showButton.hidden = this.state === 'done';
  }

  /** A dot per step: done, current or to come; a step already reached can be played again. */
  renderSteps() {
    this.stepDots.replaceChildren(...this.lesson.steps.map((_, index) => {
      const done = index < this.stepNumber || (index === this.stepNumber && this.state === 'done');
      return h('li', { class: done ? 'done' : index === this.stepNumber ? 'current' : '', 'aria-current': index === this.stepNumber ? 'step' : null },
        h('button', { type: 'button', disabled: index > this.stepNumber, onclick: () => this.startStep(index), l10n: ['learn-step', { number: index + 1 }] }));
    }));
  }

  renderLessonList() {
    const done = lessonsDone(this.gameId);
    this.lessonList.replaceChildren(...this.lessons.map((lesson, index) => h('li', { class: done.has(lesson.id) ? 'done' : '' },
      h('a', { href: `#learn/${this.gameId}/${lesson.id}`, 'aria-current': index === this.lessonNumber ? 'page' : null },
        h('span', { class: 'tick', l10n: done.has(lesson.id) ? 'learn-lesson-done' : { text: `${index + 1}.` } }),
        h('span', {},
          h('strong', { l10n: lessonWords(this.gameId, lesson, 'title') }),
          h('span', { class: 'summary', l10n: lessonWords(this.gameId, lesson, 'summary') }))))));
  }

  /** A move the player chose: refused, played and checked, or answered. */
  async handleMove(notation) {
    if (this.state !== 'playing' || !this.trainer.accepting) return;
    const step = this.step;
    const run = this.run;
    if (step.allowed && !step.allowed.includes(notation)) {
      this.say(this.words('wrong'), 'bad');
      localize(this.statusText, 'learn-status-not-this-move');
      return;
    }
    this.trainer.allow(false);
    const played = await this.trainer.apply(notation);
    if (run !== this.run) return;
    if (!played.ok) {
      this.say(played.words ?? { text: played.message }, 'bad');
      this.trainer.allow(true);
      return;
    }
    this.movesMade += 1;
    if (this.trainer.goalMet(goalText(step.success))) {
      this.succeed();
      return;
    }
    if (this.movesMade >= (step.moves ?? 1) || this.trainer.snapshot.outcome) {
      this.fail(this.words('wrong'));
      return;
    }
    this.renderStatus();
    const reply = step.replies?.[notation] ?? step.replies?.['*'] ?? await this.computerReply();
    if (run !== this.run) return;
    const answered = reply ? await this.trainer.apply(reply) : { ok: false };
    if (run !== this.run) return;
    if (!answered.ok || this.trainer.snapshot.outcome) {
      this.fail(this.words('wrong'));
      return;
    }
    this.trainer.allow(true);
    this.say('learn-your-move-again', null);
    this.renderControls();
    this.renderStatus();
  }

  /** The computer's answer where the step scripts none. */
  async computerReply() {
    const answer = await this.replier.run({ task: 'think', link: this.trainer.snapshot.link, level: REPLY_LEVEL, seed: 1 });
    return answer.ok ? answer.value.notation : null;
  }

  succeed() {
    this.state = 'done';
    this.trainer.allow(false);
    this.trainer.setMarks({});
    this.say(this.words('done'), 'good');
    if (this.stepNumber === this.lesson.steps.length - 1) {
      markLessonDone(this.gameId, this.lesson.id);
      this.renderLessonList();
      const remaining = this.lessons.length - lessonsDone(this.gameId).size;
      this.say([inList(this.words('done')), ['learn-lesson-complete'], ...(remaining > 0 ? [] : [['learn-all-lessons-complete']])], 'good');
    }
    this.renderSteps();
    this.renderControls();
    this.renderStatus();
    this.nextButton.focus();
  }

  fail(words) {
    this.state = 'wrong';
    this.trainer.allow(false);
    this.say(words, 'bad');
    this.renderControls();
    this.renderStatus();
  }

  next() {
    if (this.stepNumber < this.lesson.steps.length - 1) this.startStep(this.stepNumber + 1);
    else if (this.lessonNumber < this.lessons.length - 1) this.startLesson(this.lessonNumber + 1);
    else location.hash = `${this.gameId}?vs=computer&level=1&human=first`;
  }

  /** Plays the step's solution, with its replies, slowly enough to follow. */
  async showMe() {
    this.startStep(this.stepNumber);
    const run = this.run;
    const step = this.step;
    this.state = 'showing';
    this.trainer.allow(false);
    this.renderStatus();
    this.renderControls();
    const pause = () => new Promise((resolve) => { setTimeout(resolve, SHOW_ME_PAUSE_MS); });
    for (const [index, notation] of step.solution.entries()) {
      await pause();
      if (run !== this.run || this.stopped) return;
      await this.trainer.apply(notation);
      const reply = index < step.solution.length - 1 ? step.replies?.[notation] ?? step.replies?.['*'] : null;
      if (reply) {
        await pause();
        if (run !== this.run || this.stopped) return;
        await this.trainer.apply(reply);
      }
    }
    this.state = 'shown';
    this.say([['learn-that-is-how'], this.words('done'), ['learn-now-you-try']], null);
    this.renderControls();
    localize(this.retryButton, 'learn-try-yourself');
    this.renderStatus();
    this.showButton.hidden = true;
  }
}

/** A step's success check as the engine reads it: `play:a1a4,e1e4`, `reach:e5`, `take`, `win`, `points:4`. */
function goalText(goal) {
  if (typeof goal === 'string') return goal;
  const [[kind, value]] = Object.entries(goal);
  return `${kind}:${Array.isArray(value) ? value.join(',') : value}`;
}
