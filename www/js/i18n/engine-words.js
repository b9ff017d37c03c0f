// What the engine tells the page, worded in the player's language: the
// engine sends codes and arguments (a side as `first`/`second`, why a game
// ended as `why.code`, an error's `code` and `args`), and these give the
// words (`i18n.js` word/localize forms) from the catalog area `engine`,
// and the errors' from `errors`, which loads when the first error is worded
// (the page words it again once it is there).

import { needWords } from './i18n.js';

/** Loads the errors' words; `errorWords` asks for them, and an async caller may wait for them first. */
export const needErrorWords = () => needWords('errors').catch((error) => console.error(error));

/** A side's name in a game ("White", "Player 1", "Red"), as a message argument or words. */
export const playerWords = (gameId, player) => ({ id: `player-${gameId}-${player}` });

/**
 * Why the game ended (the snapshot's `outcome.why`: its code, the side it
 * names, The King of Rings' points and end), as a message argument:
 * "checkmate", "Black has no move".
 */
export function reasonWords(gameId, why) {
  const side = why.side && playerWords(gameId, why.side);
  switch (why.code) {
    case 'stalemate':
    case 'no-move':
      return { id: `outcome-${why.code}`, args: { stuck: side } };
    case 'resigned':
    case 'far-row':
      return { id: `outcome-${why.code}`, args: { player: side } };
    case 'points': {
      const [first, second] = why.points;
      const end = { id: `outcome-end-${why.end}` };
      return first === second
        ? { id: 'outcome-points-each', args: { points: first, end } }
        : { id: 'outcome-points', args: { high: Math.max(first, second), low: Math.min(first, second), end } };
    }
    default:
      return { id: `outcome-${why.code}` };
  }
}

/** How the game ended, as words: "White wins: checkmate", "Draw: ...". Null while it goes on. */
export function resultWords(snapshot) {
  const { outcome } = snapshot;
  if (!outcome) return null;
  const reason = reasonWords(snapshot.game.id, outcome.why);
  return outcome.winner
    ? ['outcome-win', { winner: playerWords(snapshot.game.id, outcome.winner), reason }]
    : ['outcome-draw', { reason }];
}

/** Why the game ended alone, as words ("checkmate"). */
export function reasonOnlyWords(snapshot) {
  const reason = reasonWords(snapshot.game.id, snapshot.outcome.why);
  return [reason.id, reason.args];
}

/** A variant option's label ("Rule") and a choice's words ("Skip Two"). */
export const optionWords = (gameId, option) => `option-${gameId}-${option.key}`;
export const choiceWords = (gameId, option, value) => `choice-${gameId}-${option.key}-${value}`;

/**
 * An error thrown by the engine, as words: its code's message, with its
 * details (which the engine gives in English); an error without a code (a
 * fault, not the player's input) as its own message.
 */
export function errorWords(error, game = null) {
  if (!error?.code) return { text: error?.message ?? String(error) };
  needErrorWords();
  const args = typeof error.args === 'object' && error.args !== null ? { ...error.args } : { detail: error.args };
  // An illegal move names the side in English: the page's words for it instead.
  if (game && typeof args.player === 'string') {
    const index = game.players.indexOf(args.player);
    if (index >= 0) args.player = playerWords(game.id, index === 0 ? 'first' : 'second');
  }
  return [`error-${error.code}`, args];
}

/** How the game ended, as a message argument (`{ result }` in a sentence). */
export function resultArg(snapshot) {
  const [id, args] = resultWords(snapshot);
  return { id, args };
}

/** A side's name as a message argument, from the snapshot's side key ('first'/'second') or index. */
export const sideArg = (snapshot, side) => playerWords(snapshot.game.id, typeof side === 'number' ? ['first', 'second'][side] : side);

/** An engine's error as a message argument (`{ error }` in a sentence). */
export function errorArg(error, game = null) {
  const words = errorWords(error, game);
  return Array.isArray(words) ? { id: words[0], args: words[1] } : words.text;
}
