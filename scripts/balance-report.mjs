// docs/balance.md from the runs of scripts/balance.sh (target/balance/*.json,
// each `ringboard lab --json`): usage: node scripts/balance-report.mjs <folder> <agent> <games>
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const [folder, agent, games] = process.argv.slice(2);
const runs = Object.fromEntries(readdirSync(folder).filter((name) => name.endsWith('.json'))
  .map((name) => [name.replace(/\.json$/, ''), JSON.parse(readFileSync(join(folder, name), 'utf8'))]));
const percent = (value) => (value == null ? '–' : `${(100 * value).toFixed(1)}%`);
const interval = (pair, scale = 100, digits = 1) => (pair ? `${(pair[0] * scale).toFixed(digits)}–${(pair[1] * scale).toFixed(digits)}` : '–');
const number = (value, digits = 1) => (value == null ? '–' : value.toFixed(digits));
/** The Wilson interval at 95 %, for a score of n games. */
function wilson(p, n) {
  const z = 1.959963984540054;
  const centre = (p + z * z / (2 * n)) / (1 + z * z / n);
  const half = (z / (1 + z * z / n)) * Math.sqrt(p * (1 - p) / n + z * z / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const lines = [];
const say = (...more) => lines.push(...more);
say('# The balance lab', '',
  `The computer (${agent}) plays itself, ${games} games per game and rules, with \`ringboard lab\``,
  '(`bash scripts/balance.sh`, seed 1; the same games as the lab page plays). A game still',
  'going after 600 plies counts as a draw. The first player\'s score counts a draw as half a',
  'point, with its 95% Wilson interval. Which side is favoured is a finding, not a target:',
  'with the same player on both sides, a score far from 50% says the game (or the',
  'computer\'s play of one side) favours that side. Decided: the ply after which the',
  'eventual winner stays ahead on the evaluation (and its share of the game).', '');
say('| game | rules | games | first wins | second wins | draws | first player\'s score (95%) | length (plies) | moves to choose from | decided at ply | lead changes |',
  '|---|---|---|---|---|---|---|---|---|---|---|');
// Rows and columns in the site's order of games and of Double Ring's rules.
const GAMES = ['chess', 'one-ring', 'double-eighteen-stone', 'king-of-rings', 'double-take', 'double-ring'];
const RULES = ['skip1', 'skip2', 'skip3', 'skip4', 'skip5', 'skip6', 'odd', 'even', 'knight'];
const ruleOf = (rules) => RULES.indexOf(/rule=(\w+)/.exec(rules)?.[1] ?? 'skip2');
const main = Object.entries(runs).filter(([name]) => !/^(exact-|one-ring-author-|one-ring-trade-|pie-)/.test(name))
  .flatMap(([, run]) => run.summaries.map((summary) => ({ ...summary, game: run.game })))
  .sort((a, b) => GAMES.indexOf(a.game) - GAMES.indexOf(b.game) || ruleOf(a.rules) - ruleOf(b.rules) || a.rules.localeCompare(b.rules));
for (const run of [{ summaries: main }]) {
  for (const s of run.summaries) {
    say(`| ${s.game} | ${s.rules || '(own)'} | ${s.games} | ${s.first_wins} | ${s.second_wins} | ${s.draws} | ${percent(s.first_score)} (${interval(s.first_score_interval)}) | ${number(s.length_mean)} | ${number(s.branching_mean)} | ${number(s.decisiveness_mean)} (${percent(s.decisiveness_share_mean)}) | ${number(s.lead_changes_mean)} |`);
  }
}

// The pie rule beside the same rules without it.
const pieless = (rules) => rules.replace(/,?pie=1/, '');
const withoutPie = (s) => main.find((other) => other.game === s.game && other.rules === pieless(s.rules));
const pie = Object.entries(runs).filter(([name]) => name.startsWith('pie-'))
  .flatMap(([, run]) => run.summaries.map((summary) => ({ ...summary, game: run.game })))
  .sort((a, b) => GAMES.indexOf(a.game) - GAMES.indexOf(b.game) || ruleOf(pieless(a.rules)) - ruleOf(pieless(b.rules))
    || pieless(a.rules).localeCompare(pieless(b.rules)));
if (pie.length) {
  say('', '## The pie rule', '',
    'The same games with the pie rule (`pie=1`): after the first move the second player may',
    'answer `swap` and take the side that has moved. The computer opens with the most even move',
    'it finds (each first move searched with an even share of its budget, `src/ai/pie_opening.rs`),',
    'and swaps when its search of the position after the first move says the side to move stands',
    'worse. The first mover\'s score is the score of whoever made the first move, on whichever',
    'side the swap left them: with the pie rule, that is the first-player advantage.', '',
    '| game | rules | first side\'s score without the rule | swaps | first side\'s score | first mover\'s score (95%) |',
    '|---|---|---|---|---|---|');
  for (const s of pie) {
    const plain = withoutPie(s);
    say(`| ${s.game} | ${s.rules.replace(/,?pie=1/, '') || '(own)'} | ${plain ? `${percent(plain.first_score)} (${interval(plain.first_score_interval)})` : '–'} | ${percent(s.swap_rate)} | ${percent(s.first_score)} | ${percent(s.mover_score)} (${interval(s.mover_score_interval)}) |`);
  }
}

const author = [25, 41, 4];
const authorScore = (author[0] + author[2] / 2) / 70;
say('', '## The One Ring, beside its author\'s experiment', '',
  'Robert Price had Zillions of Games play The One Ring 70 times against itself: White won',
  `25, Black 41, with 4 draws: White's score ${percent(authorScore)} (95%: ${interval(wilson(authorScore, 70))}).`,
  'He doubted the result, since Zillions traded a knight for a pawn to bring the Ring in.',
  'He considered facing kings, as in Chinese chess, "but that seemed to give Black an',
  'advantage". Here the same 70 games, at several levels, with the game\'s own kings and',
  'with facing kings (`kings=facing`):', '',
  '| player | kings | White wins | Black wins | draws | White\'s score (95%) | length |',
  '|---|---|---|---|---|---|---|');
for (const [name, run] of Object.entries(runs).filter(([name]) => name.startsWith('one-ring-author-'))) {
  for (const s of run.summaries) {
    say(`| ${name.replace('one-ring-author-', '')} | ${s.rules ? 'facing' : 'free'} | ${s.first_wins} | ${s.second_wins} | ${s.draws} | ${percent(s.first_score)} (${interval(s.first_score_interval)}) | ${number(s.length_mean)} |`);
  }
}

// Facing kings beside free kings, level by level: the change in White's score.
const facingVerdict = (change, margin) => (change + margin < 0 ? 'yes' : change - margin > 0 ? 'no: White is' : 'not shown');
const facingVerdicts = [];
const authorRuns = Object.entries(runs).filter(([name]) => name.startsWith('one-ring-author-'));
if (authorRuns.length) {
  say('', '**Whether facing kings help Black.** White\'s score with facing kings less its score with',
    'free kings, in points of a hundred, with the 95% interval of the difference (normal',
    'approximation from the two Wilson intervals\' half-widths). The two sets share their',
    'seeds, so a game stays the same until its kings first stand facing; the interval treats',
    'them as independent, which makes it wider than it need be:', '',
    '| player | free kings | facing kings | change | 95% interval of the change | Black helped? |',
    '|---|---|---|---|---|---|');
  for (const [name, run] of authorRuns) {
    const [free, facing] = run.summaries;
    if (!facing) continue;
    const half = (s) => (s.first_score_interval[1] - s.first_score_interval[0]) / 2;
    const change = facing.first_score - free.first_score;
    const margin = Math.hypot(half(free), half(facing));
    const verdict = facingVerdict(change, margin);
    facingVerdicts.push([name.replace('one-ring-author-', ''), verdict, change]);
    say(`| ${name.replace('one-ring-author-', '')} | ${percent(free.first_score)} | ${percent(facing.first_score)} | ${(100 * change).toFixed(1)} | ${(100 * (change - margin)).toFixed(1)} to ${(100 * (change + margin)).toFixed(1)} | ${verdict} |`);
  }
}

// The knight-for-pawn trade (examples/one-ring-trade.rs, on the same games).
const trades = Object.entries(runs).filter(([name]) => name.startsWith('one-ring-trade-'));
if (trades.length) {
  say('', '## The One Ring: the knight for a pawn', '',
    'Zillions traded a knight for a pawn to bring the Ring in. `examples/one-ring-trade.rs`',
    'replays the same games and finds, in each, White\'s first loss (the loss that brings the',
    'Ring in), and whether White took a Black pawn for it on the ply before or with its reply',
    '(after the Ring\'s choice): a knight for a pawn is Zillions\' trade. The evaluation\'s view',
    'of that trade is its change from the position before the exchange to the one where the',
    'Ring is worn, for White, in hundredths of a pawn: the static evaluation, and a search of',
    '60,000 positions. White\'s score is given with its 95% Wilson interval.', '',
    '| player | kings | White\'s first loss (pieces) | what White took for the knight | first loss a knight: games, White\'s score | of them for a pawn: games, White\'s score | first loss another piece: games, White\'s score | the trade in the evaluation: static / searched |',
    '|---|---|---|---|---|---|---|---|');
  for (const [, run] of trades) {
    for (const set of run.rules) {
      const losses = Object.entries(set.first_white_loss).map(([piece, n]) => `${piece} ${n}`).join(', ');
      const score = (tally) => (tally.games ? `${tally.games}: ${percent(tally.white_score)} (${interval(tally.white_score_interval)})` : '0');
      const took = Object.entries(set.knight_for).map(([pieces, n]) => `${pieces} ${n}`).join(', ') || '–';
      say(`| ${run.agent} | ${set.kings} | ${losses} | ${took} | ${score(set.knight_first)} | ${score(set.knight_for_pawn)} | ${score(set.others)} | ${set.knight_for_pawn.games ? `${number(set.trade_static_change_mean, 0)} / ${number(set.trade_searched_change_mean, 0)}` : '–'} |`);
    }
  }
}

const exact = Object.entries(runs).filter(([name]) => name.startsWith('exact-double-ring-'));
if (exact.length) {
  const rules = [...new Set(exact.map(([name]) => name.split('-')[3]))].sort((a, b) => RULES.indexOf(a) - RULES.indexOf(b));
  const boards = [...new Set(exact.map(([name]) => name.split('-')[4]))]
    .sort((a, b) => a.split('x')[0] - b.split('x')[0] || a.split('x')[1] - b.split('x')[1]);
  const squares = boards.filter((board) => board.split('x')[0] === board.split('x')[1]);
  const rectangles = boards.filter((board) => !squares.includes(board));
  say('', '## Double Ring: which starts the first move decides', '',
    'The exact solver on each start, within the lab\'s budget (1.5 million positions):',
    '**first** means the first player has a winning first move, **second** that every',
    'first move loses; (m) when the mirror theorem proves it (every board even both ways,',
    'docs/solved.md), – when the budget does not settle it. A rectangle W x H is W files',
    'by H ranks; H x W is the same game turned a quarter. Skip N needs a line of N + 2',
    'rings to move at all: on a board shorter than that both ways the first player has no',
    'move and loses at once (Skip Five and Skip Six on 3 x 3, for example).');
  for (const [title, group] of [['Squares', squares], ['Rectangles', rectangles]]) {
    if (!group.length) continue;
    say('', `${title}:`, '', `| rule | ${group.map((board) => board.replace('x', ' x ')).join(' | ')} |`,
      `|---|${group.map(() => '---').join('|')}|`);
    for (const rule of rules) {
      const cells = group.map((board) => {
        const verdict = runs[`exact-double-ring-${rule}-${board}`]?.summaries[0].exact;
        if (!verdict) return '–';
        return `${verdict.first_wins ? 'first' : 'second'}${verdict.mirror ? ' (m)' : ''}`;
      });
      say(`| ${rule} | ${cells.join(' | ')} |`);
    }
  }
}
// The answers the designers asked for (issue 44), read off the tables above.
say('', '## What the numbers say', '');
const favoured = (s) => (s.first_score_interval[0] > 0.5 ? 'first' : s.first_score_interval[1] < 0.5 ? 'second' : null);
const named = (s) => `${s.game}${s.rules ? ` (${s.rules})` : ''}: ${percent(s.first_score)}`;
const leaning = main.filter(favoured);
say(`**First-player advantage.** With the same player on both sides (${agent}, ${games} games),`,
  `the first player's 95% interval lies wholly above 50% in ${leaning.filter((s) => favoured(s) === 'first').map(named).join('; ') || 'no game'};`,
  `wholly below in ${leaning.filter((s) => favoured(s) === 'second').map(named).join('; ') || 'no game'}. Everywhere else`,
  `(${main.length - leaning.length} of ${main.length}) these games do not show a side favoured.`, '');
if (authorRuns.length) {
  const own = authorRuns.map(([name, run]) => [name.replace('one-ring-author-', ''), run.summaries[0]]);
  const zillions = wilson(authorScore, 70);
  const apart = own.filter(([, s]) => s.first_score_interval[0] > zillions[1] || s.first_score_interval[1] < zillions[0]);
  say(`**The One Ring's author's experiment.** Zillions gave White ${percent(authorScore)} (${interval(zillions)}). Our levels give White`,
    `${own.map(([level, s]) => `${percent(s.first_score)} at ${level}`).join(', ')}: ${apart.length
      ? `apart from Zillions' at ${apart.map(([level]) => level).join(', ')}, the intervals not meeting`
      : 'every interval meets Zillions\', so 70 games cannot tell them apart'}.`, '');
}
if (trades.length) {
  const free = trades.map(([, run]) => [run.agent, run.rules[0]]);
  say('**Whether the knight for a pawn tips it.** White\'s first loss, which brings the Ring in, is a knight in',
    `${free.map(([level, set]) => `${set.knight_first.games} of ${set.all.games} games at ${level} (${set.knight_for_pawn.games} for a pawn)`).join(', ')}.`,
    `White's score in the games with Zillions' trade against the rest: ${free.filter(([, set]) => set.knight_for_pawn.games)
      .map(([level, set]) => `${percent(set.knight_for_pawn.white_score)} against ${percent((set.all.white_score * set.all.games - set.knight_for_pawn.white_score * set.knight_for_pawn.games) / (set.all.games - set.knight_for_pawn.games))} at ${level}`).join(', ') || 'no game has it'}.`,
    `A knight lost first is traded for Black's knight in ${free.map(([level, set]) => `${set.knight_for.n ?? 0} of ${set.knight_first.games} at ${level}`).join(', ')}.`);
  const traded = free.filter(([, set]) => set.knight_for_pawn.games);
  if (traded.length) {
    const sign = (value) => (value < 0 ? 'a loss' : 'a gain');
    say(`The evaluation's view of the trade, Ring and all, for White: ${traded
      .map(([level, set]) => `${sign(set.trade_static_change_mean)} of ${number(Math.abs(set.trade_static_change_mean), 0)} static and ${sign(set.trade_searched_change_mean)} of ${number(Math.abs(set.trade_searched_change_mean), 0)} searched at ${level}`).join('; ')}`,
    '(hundredths of a pawn): the static evaluation counts the knight less the pawn, and the search, which sees',
    'what the Ring on a pawn can do, counts the trade much smaller.');
  }
  say('');
}
if (facingVerdicts.length) {
  const shown = facingVerdicts.filter(([, verdict]) => verdict !== 'not shown');
  say(`**Whether facing kings help Black.** ${shown.length
    ? shown.map(([level, verdict, change]) => `At ${level}: ${verdict} (${(100 * change).toFixed(1)} points for White)`).join('; ')
    : 'Not shown: at no level does White\'s score move by more than the 70 games can tell'}. White's score`,
    `changes by ${facingVerdicts.map(([level, , change]) => `${(100 * change).toFixed(1)} at ${level}`).join(', ')} points;`,
    `in the main table (${games} games at ${agent}) White scores ${main.filter((s) => s.game === 'one-ring').map((s) => `${percent(s.first_score)} with ${s.rules ? 'facing' : 'free'} kings`).join(' and ')}.`,
    'The kings seldom stand facing before a game is decided,',
    'so many games are the same under either rule.', '');
}
if (pie.length) {
  const mover = (s) => (s.mover_score_interval[0] > 0.5 ? 'first' : s.mover_score_interval[1] < 0.5 ? 'second' : null);
  const name = (s) => `${s.game}${pieless(s.rules) ? ` (${pieless(s.rules)})` : ''}`;
  const evened = pie.filter((s) => withoutPie(s) && favoured(withoutPie(s)) && !mover(s));
  const tilted = pie.filter((s) => mover(s));
  say(`**What the pie rule does.** Where a side was favoured without it, the pie rule leaves no player shown favoured in ${evened.length
    ? evened.map((s) => `${name(s)}: ${percent(withoutPie(s).first_score)} for the first side, ${percent(s.mover_score)} for the first mover with ${percent(s.swap_rate)} swaps`).join('; ')
    : 'no game'}.`,
    `The first mover's interval leaves out 50% ${tilted.length ? `in ${tilted.map((s) => `${name(s)} (${percent(s.mover_score)}, ${percent(s.swap_rate)} swaps)`).join(', ')}` : 'nowhere'}.`,
    'Where the computer\'s search reads every first move as better for the side that made it, the',
    'second player always swaps, and the first mover, left on the second side, takes that side\'s',
    'score: the pie rule only hands the first side to the second player. The swap rate is the',
    'computer\'s reading of the first move, not a perfect player\'s: in a game without draws,',
    'the second player wins with perfect play under the pie rule.', '');
}
if (exact.length) {
  const settled = exact.map(([name, run]) => [name.split('-').slice(3).join(' '), run.summaries[0].exact]).filter(([, verdict]) => verdict);
  const firstWins = settled.filter(([, verdict]) => verdict.first_wins).map(([name]) => name.replace(/(\d+)x(\d+)/, '$1 x $2'));
  const mirror = settled.filter(([, verdict]) => verdict.mirror).length;
  say(`**Double Ring: decided by the first move.** Of ${exact.length} starts, the solver settles ${settled.length}:`,
    `the first player wins ${firstWins.length} (${firstWins.join(', ')}); the second player wins the other`,
    `${settled.length - firstWins.length}, ${mirror} of them by the mirror theorem (every board even both ways).`, '');
  const even = main.filter((s) => s.game === 'double-ring' && !favoured(s)).sort((a, b) => b.length_mean - a.length_mean);
  say(`**Long and even.** On 9 x 9 no start is settled; between equal players the rules longest in plies with`,
    `no side shown favoured are ${even.slice(0, 4).map((s) => `${s.rules || 'rule=skip2'} (${number(s.length_mean)} plies, ${percent(s.first_score)})`).join(', ')}.`, '');
}
console.log(lines.join('\n'));
