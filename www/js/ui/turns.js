// A game's moves as its move list numbers them: pure, for the pages, the
// print sheet and what the home page keeps of each game.

/**
 * The plies grouped into chess-style turns: a turn starts with the first
 * player's move after the second's (or at the start); `number` is "1." or,
 * for a turn the second player opens, "1…"; `plies` are indices into `history`.
 */
export function turnsOf(history) {
  const turns = [];
  history.forEach((entry, index) => {
    const previous = history[index - 1]?.player;
    if (index === 0 || (entry.player === 'first' && previous === 'second')) {
      turns.push({ number: `${turns.length + 1}${entry.player === 'first' ? '.' : '…'}`, plies: [] });
    }
    turns[turns.length - 1].plies.push(index);
  });
  return turns;
}

/** The number of the turn that holds ply `ply` (from 0) of `history`, as the move list numbers it; past the end, the last turn's. */
export function turnNumberAt(history, ply) {
  const turns = turnsOf(history);
  const index = turns.findIndex((turn) => turn.plies.includes(ply));
  return index >= 0 ? index + 1 : Math.max(1, turns.length);
}

/** The number of the turn the next move, by `toMove`, goes in. */
export function nextTurnNumber(history, toMove) {
  const last = history.at(-1)?.player;
  const turns = turnsOf(history).length;
  return turns === 0 || (toMove === 'first' && last === 'second') ? turns + 1 : turns;
}
