// What the rules beside every board share: the mark of a reading (our
// decision where the source is silent or unclear), what it means, and the draws
// of the chess family. Static text of our own.

export const READING = '<span class="reading" title="Our reading of an unclear point">Reading</span>';
const READING_MEANS = ' <span class="rules-key">(a reading: our decision where the source is silent or unclear)</span>';

/** Rules text with what a Reading badge means said where the first one stands. */
export function explainReadings(rules) {
  const at = rules.indexOf(READING);
  return at < 0 ? rules : rules.slice(0, at + READING.length) + READING_MEANS + rules.slice(at + READING.length);
}

export const CHESS_ENDINGS = `<p><b>Draws</b> by threefold repetition (the same position, same side to move, same
rights, a third time) and by the fifty-move rule (fifty moves by each side with no capture
and no pawn move), as in FIDE chess.
${READING} Both end the game at once: no claim is needed. A checkmate on the fiftieth move still wins.</p>`;
