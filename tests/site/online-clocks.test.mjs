// The online game's clocks as the page shows them (www/js/online/clocks.js)
// and the live socket's waits before it connects again (www/js/online/live.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clockControlWords, correspondenceClockWords, liveClockText, pressing, timeLeft } from '../../www/js/online/clocks.js';
import { reconnectWait } from '../../www/js/online/socket.js';

test('a live clock shows minutes and seconds, hours when there are, and tenths under ten seconds', () => {
  assert.equal(liveClockText(180_000), '03:00');
  assert.equal(liveClockText(179_999), '02:59');
  assert.equal(liveClockText(10_000), '00:10');
  assert.equal(liveClockText(9_999), '00:09.9');
  assert.equal(liveClockText(7_340), '00:07.3');
  assert.equal(liveClockText(99), '00:00.0');
  assert.equal(liveClockText(-5), '00:00.0');
  assert.equal(liveClockText(3_725_000), '1:02:05');
});

test('a correspondence clock says days and hours, then hours and minutes, then the figures', () => {
  assert.deepEqual(correspondenceClockWords(3 * 86_400_000), ['online-clock-days', { days: 3, hours: 0 }]);
  assert.deepEqual(correspondenceClockWords(3 * 86_400_000 - 1), ['online-clock-days', { days: 2, hours: 23 }]);
  assert.deepEqual(correspondenceClockWords(5 * 3_600_000 + 12 * 60_000 + 5), ['online-clock-hours', { hours: 5, minutes: 12 }]);
  assert.deepEqual(correspondenceClockWords(59 * 60_000), { text: '59:00' });
});

test('only the running clock counts down from the view, and never below zero', () => {
  const clocks = { kind: 'live', first_ms: 5_000, second_ms: 9_000, running: 'first' };
  assert.equal(timeLeft(clocks, 'first', 1_200), 3_800);
  assert.equal(timeLeft(clocks, 'second', 1_200), 9_000);
  assert.equal(timeLeft(clocks, 'first', 60_000), 0);
  assert.equal(pressing(clocks, 9_999), true);
  assert.equal(pressing(clocks, 10_000), false);
});

test('the time control in words', () => {
  assert.equal(clockControlWords(null), 'online-clock-none');
  assert.deepEqual(clockControlWords({ kind: 'live', initial_ms: 180_000, increment_ms: 2_000 }), ['online-clock-minutes', { minutes: 3, increment: 2 }]);
  assert.deepEqual(clockControlWords({ kind: 'live', initial_ms: 30_000, increment_ms: 0 }), ['online-clock-seconds', { seconds: 30, increment: 0 }]);
  assert.deepEqual(clockControlWords({ kind: 'correspondence', days: 3 }), ['online-clock-correspondence', { days: 3 }]);
});

test('the waits before connecting again double up to eight seconds, each within a fifth of its mark', () => {
  assert.deepEqual([1, 2, 3, 4, 5, 6, 9].map((tries) => reconnectWait(tries, () => 0.5)), [400, 800, 1600, 3200, 6400, 8000, 8000]);
  assert.equal(reconnectWait(1, () => 0), 320);
  assert.equal(reconnectWait(1, () => 1), 480);
});
