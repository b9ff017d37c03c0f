// The sounds of a game: a move, a capture, a check and the game's end,
// synthesized with the Web Audio API (no file to fetch). This module is
// loaded on the first sound wanted, after the player has touched the page
// (game-page.js asks sound-switch.js's `soundWanted()` first), so it
// never weighs on a page's first load. Which sound is known generically,
// from the snapshots before and after: the game's end (`outcome`), a check
// (`view.check`), a piece gone from the board (fewer squares taken), else
// a move.

/** Each sound's notes: [frequency in Hz, start and length in seconds, wave, loudness]. */
const SOUNDS = {
  move: [[520, 0, 0.06, 'triangle', 0.35]],
  capture: [[330, 0, 0.07, 'square', 0.12], [220, 0.05, 0.1, 'triangle', 0.35]],
  check: [[660, 0, 0.08, 'sine', 0.3], [880, 0.09, 0.12, 'sine', 0.3]],
  end: [[523, 0, 0.14, 'sine', 0.3], [659, 0.13, 0.14, 'sine', 0.3], [784, 0.26, 0.3, 'sine', 0.3]],
};

let context = null;

/**
 * The sound a change of game makes, or null: the end, a check, a capture,
 * a move. `pieces(snapshot)` counts the players' pieces on its board.
 */
export function soundOf(pieces, before, after) {
  if (after.outcome && !before.outcome) return 'end';
  if (after.ply <= before.ply || after.link === before.link) return null;
  if (after.view.check) return 'check';
  return pieces(after) < pieces(before) ? 'capture' : 'move';
}

/** Plays a sound by name; the page's `sound:<name>` mark says it was played. */
export function play(name) {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') context.resume();
    const now = context.currentTime;
    for (const [frequency, start, length, wave, loudness] of SOUNDS[name]) {
      const oscillator = new OscillatorNode(context, { type: wave, frequency });
      const gain = new GainNode(context, { gain: 0 });
      // A quick rise and an exponential fall: a tap, not a beep.
      gain.gain.setValueAtTime(0, now + start);
      gain.gain.linearRampToValueAtTime(loudness, now + start + 0.005);
      gain.gain.exponentialRampToValueAtTime(0.001, now + start + length);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(now + start);
      oscillator.stop(now + start + length + 0.02);
    }
    performance.mark(`sound:${name}`);
  } catch {
    // No audio here (an old browser, no output device): the game goes on in silence.
  }
}
