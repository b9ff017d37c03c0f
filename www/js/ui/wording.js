// How a game is worded and seen, the same on its page and on its printed
// sheet: its variant and which way up the board is drawn (its turns:
// turns.js).

import { humanSide } from './opponent.js';
import { choiceWords, optionWords } from '../i18n/engine-words.js';
import { hasMessage, t } from '../i18n/i18n.js';

/** The variant in words, in the page's language: "Skip Two · 9 x 9" (its callers word it again on a switch). */
export function describeVariant(snapshot) {
  const { game } = snapshot;
  const said = (id, english) => (hasMessage(id) ? t(id) : english);
  const height = () => snapshot.variant.find(([key]) => key === 'height')?.[1];
  return snapshot.variant.filter(([key]) => key !== 'height').map(([key, value]) => {
    // Double Ring's board: the square's size, or the rectangle's width and height.
    if (key === 'size') return t('board-square-size', { size: Number(value) });
    if (key === 'width' && height()) return t('board-rectangle-size', { width: Number(value), height: Number(height()) });
    // The pie rule is written only when it is on.
    if (key === 'pie') return t('option-pie');
    const option = game.options.find((o) => o.key === key);
    if (!option) return `${key} ${value}`;
    if (option.values.kind === 'choice') return said(choiceWords(game.id, option, value), option.values.choices.find(([v]) => v === value)?.[1] ?? value);
    return `${said(optionWords(game.id, option), option.label)} ${value}`;
  }).join(' · ');
}

/**
 * Whether the board is drawn turned round: seen from the human's side
 * against the computer (the second player at the bottom), and turned again
 * by Flip (`flip=1`). Double Ring's players share the rings, so it has no
 * side to turn to.
 */
export function seenFlipped(snapshot, info) {
  const humanSecond = humanSide(snapshot) === 'second' && !info.sideless;
  return Boolean(snapshot.flipped) !== humanSecond;
}

/** A side's swatch, in the shape of its pieces where the board gives the sides shapes (style.css: shape-square). */
export function swatchClass(info, player) {
  const shape = info.Board.sideShapes?.[{ first: 0, second: 1 }[player]];
  return shape ? `turn-dot shape-${shape}` : 'turn-dot';
}

/** The sides' colours for the swatches, as the page's style (`--first`, `--second`), where the game has its own. */
export function playerColours(info) {
  return info.playerColours ? `--first: ${info.playerColours[0]}; --second: ${info.playerColours[1]}` : null;
}
