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
const main = Object.entries(runs).filter(([name]) => !name.startsWith('exact-') && !name.startsWith('one-ring-author-'));
for (const [, run] of main) {
  for (const s of run.summaries) {
    say(`| ${run.game} | ${s.rules || '(own)'} | ${s.games} | ${s.first_wins} | ${s.second_wins} | ${s.draws} | ${percent(s.first_score)} (${interval(s.first_score_interval)}) | ${number(s.length_mean)} | ${number(s.branching_mean)} | ${number(s.decisiveness_mean)} (${percent(s.decisiveness_share_mean)}) | ${number(s.lead_changes_mean)} |`);
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

const exact = Object.entries(runs).filter(([name]) => name.startsWith('exact-double-ring-'));
if (exact.length) {
  const rules = [...new Set(exact.map(([name]) => name.split('-')[3]))];
  const boards = [...new Set(exact.map(([name]) => name.split('-')[4]))]
    .sort((a, b) => a.split('x')[0] - b.split('x')[0] || a.split('x')[1] - b.split('x')[1]);
  const squares = boards.filter((board) => board.split('x')[0] === board.split('x')[1]);
  const rectangles = boards.filter((board) => !squares.includes(board));
  say('', '## Double Ring: which starts the first move decides', '',
    'The exact solver on each start, within the lab\'s budget (1.5 million positions):',
    '**first** means the first player has a winning first move, **second** that every',
    'first move loses; (m) when the mirror theorem proves it (every board even both ways,',
    'docs/solved.md), – when the budget does not settle it. A rectangle W x H is W files',
    'by H ranks; H x W is the same game turned a quarter.');
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
console.log(lines.join('\n'));
