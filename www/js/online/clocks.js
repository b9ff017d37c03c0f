// The clocks of an online game as the page shows them. The server keeps the
// time; a view says what each side had left when it was made and which
// clock runs, and the page counts down from the moment it received the view
// (performance.now, not the computer's own clock, which may be set wrong).
// The flag falls on the server: a clock here stops at zero and waits for it.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What `side` ('first' or 'second') has left, `elapsed` ms after the view `clocks` was received. */
export function timeLeft(clocks, side, elapsed) {
  const left = clocks[`${side}_ms`];
  return clocks.running === side ? Math.max(0, left - Math.max(0, elapsed)) : left;
}

const two = (number) => String(number).padStart(2, '0');

/**
 * A live clock's time: "mm:ss" (with hours, "h:mm:ss", when an hour or more
 * is left), and tenths under 10 s ("00:07.3"). Rounded down, as a flag falls
 * at zero: 0.05 s left shows "00:00.0".
 */
export function liveClockText(ms) {
  const left = Math.max(0, ms);
  if (left < 10 * SECOND) {
    const tenths = Math.floor(left / 100);
    return `00:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const seconds = Math.floor(left / SECOND);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds % 60)}` : `${two(minutes)}:${two(seconds % 60)}`;
}

/**
 * A correspondence clock's time as words (i18n.js `word`): days and hours
 * while a day or more is left, hours and minutes while an hour is, then the
 * live clock's figures.
 */
export function correspondenceClockWords(ms) {
  const left = Math.max(0, ms);
  if (left >= DAY) return ['online-clock-days', { days: Math.floor(left / DAY), hours: Math.floor((left % DAY) / HOUR) }];
  if (left >= HOUR) return ['online-clock-hours', { hours: Math.floor(left / HOUR), minutes: Math.floor((left % HOUR) / MINUTE) }];
  return { text: liveClockText(left) };
}

/** How often a clock showing `ms` changes what it shows: tenths under 10 s, seconds, then minutes for days. */
export function tickEvery(clocks, ms) {
  if (clocks.kind === 'correspondence' && ms >= HOUR) return MINUTE;
  return ms < 10 * SECOND + 1000 ? 100 : 250;
}

/** Whether the time is short enough to be shown as pressing (red). */
export const pressing = (clocks, ms) => clocks.kind === 'live' ? ms < 10 * SECOND : ms < HOUR;

/** The clock's time control in words: "3+2", "30 s+0", "3 days a move". */
export function clockControlWords(clocks) {
  if (!clocks) return 'online-clock-none';
  if (clocks.kind === 'correspondence') return ['online-clock-correspondence', { days: clocks.days }];
  const increment = Math.round(clocks.increment_ms / SECOND);
  if (clocks.initial_ms % MINUTE === 0) return ['online-clock-minutes', { minutes: clocks.initial_ms / MINUTE, increment }];
  return ['online-clock-seconds', { seconds: Math.round(clocks.initial_ms / SECOND), increment }];
}
