// The words the site says for play without sight: what a move did, the end
// of a game (sight.js puts them together); the move box's commands and their
// answers are in sight-command-words.js, loaded with the commands. A later
// issue moves all text into message catalogs: these are the strings to move.

export const SIGHT_WORDS = {
  // The live region and the move box.
  regionLabel: 'What happened',
  moveBoxLabel: 'Type a move, or help',
  play: 'Play',

  // Moves. `piece` is a renderer's words for what stands on a square (describe, name).
  passes: (mover) => `${mover} passes`,
  prefixed: (mover, text) => `${mover}: ${text}`,
  fromHand: 'from hand',
  moves: (piece, origin, to) => `${piece}${origin} to ${to}`,
  takes: (piece, origin, target, to) => `${piece}${origin} takes the ${target} on ${to}`,
  onto: (piece, origin, target, to) => `${piece}${origin} onto the ${target} on ${to}`,
  swaps: (piece, origin, target, to) => `${piece}${origin} swaps with the ${target} on ${to}`,
  becomes: (what) => `now ${what}`,
  alsoMoves: (piece, from, to) => `${piece} ${from} to ${to}`,
  alsoTakes: (target, square) => `takes the ${target} on ${square}`,
  nowHolds: (square, what) => `${square} now ${what}`,
  check: 'check',
  figures: (text, figures) => `${text}: ${figures}`,
  othersFigures: (player, figures) => `${player}: ${figures}`,
  hand: (player, count) => `${player} has ${count} in hand`,
  gameOver: (result) => `Game over. ${result}`,
  backTo: (ply, toMove) => (ply === 0 ? `Back to the start. ${toMove} to move` : `Back to move ${ply}. ${toMove} to move`),
  forwardTo: (ply, words) => `At move ${ply}: ${words}`,
  premoveFrom: (square) => `Premove from ${square}: now its square`,
  premoveSet: (from, to) => `Premove ${from} to ${to}, played once the computer has moved`,
  premoveCancelled: 'Premove cancelled',
  premoveDropped: (from, to) => `Premove ${from} to ${to} not played: it is not legal now`,

  notYourTurn: 'Wait: it is not your move',
};
