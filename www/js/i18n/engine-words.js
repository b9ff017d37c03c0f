// What the engine tells the page, worded in the player's language: the
// engine sends messages (`{ id, args, text }`, src/message.rs: how a game
// ended, why a click is no move) and errors (`code` and `args`, the details
// messages themselves), and these give the words (`i18n.js` word/localize
// forms); the errors' come from the area `errors`, which loads when the
// first error is worded (the page words it again once it is there).

import { needWords } from './i18n.js';

/** Loads the errors' words; `errorWords` asks for them, and an async caller may wait for them first. */
export const needErrorWords = () => needWords('errors').catch((error) => console.error(error));

/** A side's name in a game ("White", "Player 1", "Red"), as a message argument or words. */
export const playerWords = (gameId, player) => ({ id: `player-${gameId}-${player}` });

/** How the game ended, as words: "White wins: checkmate", "Draw: ...". Null while it goes on. */
export function resultWords(snapshot) {
  return snapshot.outcome ? messageWords(snapshot.outcome.words) : null;
}

/** Why the game ended alone, as words ("checkmate"). */
export function reasonOnlyWords(snapshot) {
  return messageWords(snapshot.outcome.words.args.reason);
}

/** A variant option's label ("Rule") and a choice's words ("Skip Two"). */
// The pie rule is every game's option, worded once (site.ftl).
export const optionWords = (gameId, option) => (option.key === 'pie' ? 'option-pie' : `option-${gameId}-${option.key}`);
export const choiceWords = (gameId, option, value) => (option.key === 'pie' ? `choice-pie-${value}` : `choice-${gameId}-${option.key}-${value}`);

/**
 * An error thrown by the engine, as words: its code's message, with its
 * details (messages themselves); an error without a code (a fault, not the
 * player's input) as its own message.
 */
export function errorWords(error) {
  if (!error?.code) return { text: error?.message ?? String(error) };
  needErrorWords();
  return [`error-${error.code}`, typeof error.args === 'object' && error.args !== null ? error.args : {}];
}

/**
 * What the engine says as a message (`{ id, args, text }`: why a click is no
 * move, the details of an error), as words; its arguments may be messages too.
 */
export const messageWords = (message) => [message.id, message.args];

/** How the game ended, as a message argument (`{ result }` in a sentence). */
export function resultArg(snapshot) {
  const [id, args] = resultWords(snapshot);
  return { id, args };
}

/** A side's name as a message argument, from the snapshot's side key ('first'/'second') or index. */
export const sideArg = (snapshot, side) => playerWords(snapshot.game.id, typeof side === 'number' ? ['first', 'second'][side] : side);

/** An engine's error as a message argument (`{ error }` in a sentence). */
export function errorArg(error) {
  const words = errorWords(error);
  return Array.isArray(words) ? { id: words[0], args: words[1] } : words.text;
}
