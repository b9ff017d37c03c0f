// Whether the game's sounds play: the player's switch, kept in the browser
// (for this visit only when storage is off), and never before the player has
// touched the page (browsers' autoplay rules). The sounds themselves are in
// sound.js, loaded on the first one.
import { h, storage, touched } from './dom.js';

const SOUND_KEY = 'ringboard:sound';
let mutedThisVisit = null;
const muted = () => mutedThisVisit ?? storage.get(SOUND_KEY) === 'off';

/** Whether a sound may play now. */
export function soundWanted() {
  return touched() && !muted();
}

/** The switch: on while the sounds play, struck through while they do not. */
export function soundSwitch() {
  // The switch's message gives its title only, so that its content stays: the note, and the word in a span of its own.
  const button = h('button', { type: 'button', role: 'switch', class: 'sound-switch', l10n: 'play-sound-switch' },
    h('span', { 'aria-hidden': 'true' }, '♪ '), h('span', { l10n: 'play-sound' }));
  const show = () => button.setAttribute('aria-checked', String(!muted()));
  button.addEventListener('click', () => {
    mutedThisVisit = !muted();
    storage.set(SOUND_KEY, mutedThisVisit ? 'off' : 'on');
    show();
  });
  show();
  return button;
}
