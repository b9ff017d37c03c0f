// The review and the analysis board of a game page, each loaded on first
// use (game-review.js, game-analysis.js, with their styles). One of the
// game page's parts (see game-page.js): the analysis board follows the
// game while it asks for it (`analyse=1`), and both add arrows.

import { loadStyle } from '../../ui/dom.js';

export class Study {
  /** `page`: the game page the review and the analysis board show (they ask it for the game and play on it). */
  constructor(page, { reviewSlot, analysisSlot, analysisBarSlot }) {
    this.page = page;
    this.slots = { reviewSlot, analysisSlot, analysisBarSlot };
    this.review = null;
    this.analysis = null;
  }

  /** Reviews the game shown: its code loads now, and the engine evaluates every position in a worker. */
  async openReview() {
    const [{ GameReview }] = await Promise.all([import('../game-review.js'), loadStyle('review')]);
    if (this.disposed) return;
    this.review ??= new GameReview(this.page);
    this.slots.reviewSlot.replaceChildren(this.review.element);
    this.review.start();
    this.page.render();
  }

  /** The analysis board while the game asks for it: its code loads as it turns on, and it follows the position shown. */
  async changed(snap) {
    if (!snap.analysing) {
      this.analysis?.dispose();
      this.analysis = null;
      this.slots.analysisSlot.replaceChildren();
      this.slots.analysisBarSlot.replaceChildren();
      return;
    }
    if (!this.analysis) {
      this.analysisCode ??= Promise.all([import('../game-analysis.js'), loadStyle('review')]);
      const [{ GameAnalysis }] = await this.analysisCode;
      if (this.disposed || this.analysis || !this.page.snapshot.analysing) return;
      this.analysis = new GameAnalysis(this.page);
      this.slots.analysisSlot.replaceChildren(this.analysis.element);
      this.slots.analysisBarSlot.replaceChildren(this.analysis.bar);
    }
    this.analysis.follow(this.page.snapshot);
  }

  arrows(snap) {
    return [...this.review?.arrows(snap) ?? [], ...this.analysis?.arrows(snap) ?? []];
  }

  dispose() {
    this.disposed = true;
    this.review?.dispose();
    this.analysis?.dispose();
  }
}
