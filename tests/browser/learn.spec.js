// Lessons and puzzles as a player meets them: one whole lesson of each game
// completed by clicks on the board, a wrong move explained, and one puzzle
// of each game solved and one failed.
import { readFileSync } from 'node:fs';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { test, expect } from './fixtures.js';
import { CATALOG } from '../../www/js/games/catalog.js';
import { SHOTS } from './helpers.js';

const dataOf = (kind, id) => JSON.parse(readFileSync(new URL(`../../www/data/${kind}/${id}.json`, import.meta.url), 'utf8'));
/**
 * A game's lessons with their English words, from the data and the English
 * catalog (www/locales/en/lessons-<game>.ftl), as the page shows them.
 */
function lessonsOf(id) {
  const bundle = new FluentBundle('en', { useIsolating: false });
  bundle.addResource(new FluentResource(readFileSync(new URL(`../../www/locales/en/lessons-${id}.ftl`, import.meta.url), 'utf8')));
  const words = (key) => (bundle.hasMessage(key) ? bundle.formatPattern(bundle.getMessage(key).value) : undefined);
  return dataOf('lessons', id).lessons.map((lesson) => ({
    ...lesson,
    title: words(`lesson-${id}-${lesson.id}-title`),
    summary: words(`lesson-${id}-${lesson.id}-summary`),
    steps: lesson.steps.map((step, index) => Object.fromEntries([
      ...Object.entries(step),
      ...['goal', 'explain', 'wrong', 'done'].map((part) => [part, words(`lesson-${id}-${lesson.id}-${index + 1}-${part}`)]),
    ])),
  }));
}
const puzzlesOf = (id) => dataOf('puzzles', id);
const PLAIN_MOVE = /^([a-z]\d+)([a-z]\d+)$/;

/** Opens a lesson or puzzle page in a fresh document and waits for its board. */
async function openTrainer(page, hash) {
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await page.goto(`/${hash}`);
  await page.waitForFunction((wanted) => window.ringboardPage?.trainer?.session && location.hash === wanted, hash);
}

async function clickTrainerSquare(page, name) {
  const point = await page.evaluate((squareName) => {
    const { trainer } = window.ringboardPage;
    const lowest = trainer.snapshot.view.lowest_rank ?? 1;
    return trainer.board.clientPoint({ file: squareName.charCodeAt(0) - 97, rank: Number(squareName.slice(1)) - lowest });
  }, name);
  await page.mouse.click(point.x, point.y);
}

/** Waits until the player may move, then plays a move by clicking its two squares. */
async function clickMove(page, notation) {
  await expect.poll(() => page.evaluate(() => window.ringboardPage.trainer.accepting)).toBe(true);
  const [, from, to] = PLAIN_MOVE.exec(notation);
  await clickTrainerSquare(page, from);
  await clickTrainerSquare(page, to);
}

const feedback = (page) => page.locator('.lesson-feedback');

for (const { id, name } of CATALOG) {
  test(`${name}: the first lesson is completed by clicks, and the home page counts it`, async ({ page }) => {
    const lessons = lessonsOf(id);
    const [lesson] = lessons;
    await openTrainer(page, `#learn/${id}/${lesson.id}`);
    await expect(page.locator('h1')).toHaveText(`Learn ${name}`);
    for (const [index, step] of lesson.steps.entries()) {
      await expect(page.locator('.lesson-goal')).toHaveText(step.goal);
      await expect(page.locator('.step-dots li[aria-current="step"]')).toHaveText(`Step ${index + 1}`);
      for (const notation of step.solution) await clickMove(page, notation);
      await expect(feedback(page)).toContainText(step.done);
      await expect(feedback(page)).toHaveClass(/good/);
      if (index < lesson.steps.length - 1) await page.getByRole('button', { name: 'Next step' }).click();
    }
    await expect(feedback(page)).toContainText('Lesson complete!');
    await expect(page.locator('.lesson-list li').first()).toHaveClass('done');
    await page.getByRole('button', { name: 'Next lesson' }).click();
    await expect(page.locator('.lesson-title')).toHaveText(`2. ${lessons[1].title}`);
    await page.goto('about:blank');
    await page.goto('/#');
    const card = page.locator('.game-card', { has: page.getByRole('heading', { name, exact: true }) });
    await expect(card.locator('.card-learn')).toContainText(`Lessons: 1 of ${lessons.length} done`);
  });
}

test('a wrong move is explained: by the engine when it is not legal, by the step when it misses the goal', async ({ page }) => {
  const lessons = lessonsOf('double-ring');
  await openTrainer(page, `#learn/double-ring/${lessons[0].id}`);
  // A step where a ring that can move is selected and a cell it cannot reach
  // (nor move from) is clicked: found with the engine itself.
  const found = await page.evaluate((allLessons) => {
    const { Session } = window.ringboardPage.trainer.engine;
    const name = (sq) => `${String.fromCharCode(97 + sq.file)}${sq.rank + 1}`;
    for (const lesson of allLessons) {
      for (const [index, step] of lesson.steps.entries()) {
        const session = Session.fromLink(step.link);
        const snap = session.snapshot();
        session.free();
        const size = snap.view.height;
        const movable = new Set(snap.legal_moves.map((mv) => name(mv.from)));
        for (const mv of snap.legal_moves) {
          const targets = new Set(snap.legal_moves.filter((other) => name(other.from) === name(mv.from)).map((other) => name(other.to)));
          for (let rank = 0; rank < size; rank += 1) {
            const sq = { file: mv.from.file, rank };
            if (rank !== mv.from.rank && !targets.has(name(sq)) && !movable.has(name(sq))) {
              return { hash: `#learn/double-ring/${lesson.id}${index ? `/${index + 1}` : ''}`, from: name(mv.from), to: name(sq) };
            }
          }
        }
      }
    }
    return null;
  }, lessons);
  expect(found).not.toBeNull();
  await openTrainer(page, found.hash);
  await clickTrainerSquare(page, found.from);
  await clickTrainerSquare(page, found.to);
  await expect(feedback(page)).toHaveText(/^(A single ring must pass .*|. ring moves straight .*|[a-z]\d+ is empty: .*|[a-z]\d+ is (already )?a double ring: .*)\.$/);
  await expect(feedback(page)).toHaveClass(/bad/);
  expect(await page.evaluate(() => window.ringboardPage.trainer.snapshot.ply)).toBe(0);

  // A legal move that misses the goal: the step's own words, and Try again.
  const [lesson] = lessons;
  const [step] = lesson.steps;
  await openTrainer(page, `#learn/double-ring/${lesson.id}`);
  const legal = await page.evaluate(() => window.ringboardPage.trainer.snapshot.legal_moves);
  const name = (sq) => `${String.fromCharCode(97 + sq.file)}${sq.rank + 1}`;
  const wrong = legal.find((mv) => !step.solution.includes(mv.notation) && PLAIN_MOVE.test(mv.notation)
    && !(step.success.play ?? []).includes(mv.notation) && !(step.success.reach && name(mv.to) === step.success.reach));
  await clickMove(page, wrong.notation);
  await expect(feedback(page)).toHaveText(step.wrong);
  await page.screenshot({ path: `${SHOTS}/lesson-wrong-move.png` });
  // A move outside the step's allowed moves is refused unplayed; one it allows is played, then taken back by Try again.
  const played = !step.allowed || step.allowed.includes(wrong.notation);
  expect(await page.evaluate(() => window.ringboardPage.trainer.snapshot.ply)).toBe(played ? 1 : 0);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible({ visible: played });
  if (played) {
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(feedback(page)).toBeEmpty();
    expect(await page.evaluate(() => window.ringboardPage.trainer.snapshot.ply)).toBe(0);
  }
  await clickMove(page, step.solution[0]);
  await expect(feedback(page)).toContainText(step.done);
});

/** The first puzzle whose player's moves are all plain from-to moves, and another after it. */
function puzzlesToClick(id) {
  const plain = puzzlesOf(id).filter((puzzle) => puzzle.solution.every((move, index) => index % 2 === 1 || PLAIN_MOVE.test(move)));
  return [plain[0], plain[1]];
}

for (const { id, name } of CATALOG) {
  test(`${name}: a puzzle is solved by clicks, and another failed with the engine's answer shown`, async ({ page }) => {
    const [solve, fail] = puzzlesToClick(id);
    await openTrainer(page, `#puzzles/${id}/${solve.id}`);
    await expect(page.locator('.lesson-goal')).toHaveText(solve.goal);
    for (let index = 0; index < solve.solution.length; index += 2) await clickMove(page, solve.solution[index]);
    await expect(feedback(page)).toHaveText(/^Solved! At the first try\./);
    await page.screenshot({ path: `${SHOTS}/puzzle-solved-${id}.png` });
    await expect(page.locator('.puzzle-stats')).toContainText('Solved 1 of');
    await expect(page.locator('.puzzle-stats')).toContainText('streak 1');
    await expect(page.getByRole('link', { name: 'Open on the game page' })).toHaveAttribute('href', `#${solve.link}&moves=${solve.solution.join(',')}`);
    await expect(page.getByRole('link', { name: 'Analyse the position' })).toHaveAttribute('href', `#${solve.link}&analyse=1`);

    await openTrainer(page, `#puzzles/${id}/${fail.id}`);
    const legal = await page.evaluate(() => window.ringboardPage.trainer.snapshot.legal_moves.map((mv) => mv.notation));
    const wrong = legal.find((move) => move !== fail.solution[0] && !(fail.also ?? []).includes(move) && PLAIN_MOVE.test(move));
    await clickMove(page, wrong);
    await expect(feedback(page)).toHaveText(/is not the move: .*(answers|wins|draw|Draw)/);
    await expect(feedback(page)).toHaveClass(/bad/);
    await expect(page.locator('.puzzle-stats')).toContainText('streak 0');
    const over = await page.evaluate(() => Boolean(window.ringboardPage.trainer.snapshot.outcome));
    if (!over) await expect.poll(() => page.evaluate(() => window.ringboardPage.trainer.extraArrows.length)).toBe(1);
    await page.screenshot({ path: `${SHOTS}/puzzle-failed-${id}.png` });
    await page.getByRole('button', { name: 'Try again' }).click();
    expect(await page.evaluate(() => window.ringboardPage.trainer.snapshot.ply)).toBe(0);
  });
}

test('a game page offers its lessons and puzzles, and a bad lesson or puzzle link is refused cleanly', async ({ page }) => {
  await page.goto('/#double-take');
  await page.getByRole('link', { name: 'New to this game? Learn it in 5 minutes' }).click();
  await page.waitForFunction(() => window.ringboardPage?.trainer?.session);
  await expect(page.locator('h1')).toHaveText('Learn Double Take');
  await expect(page.locator('.lesson-list li')).toHaveCount(lessonsOf('double-take').length);
  // No lesson named opens the first not yet completed one; an unknown game goes home.
  await page.goto('about:blank');
  await page.goto('/#learn/double-take');
  await expect(page).toHaveURL(new RegExp(`#learn/double-take/${lessonsOf('double-take')[0].id}$`));
  await page.goto('about:blank');
  await page.goto('/#puzzles/no-such-game');
  await expect(page.locator('#notice')).toContainText("There is no game 'no-such-game' here.");
  await expect(page.locator('.game-card')).toHaveCount(CATALOG.length);
});

test('on a game page too, a move the rules forbid is explained by the engine', async ({ page }) => {
  // The white rook on e2 is pinned by the black rook on e7: it may move along the e-file only.
  await page.goto('/#chess?position=4k3/4r3/8/8/8/8/4R3/4K3%20w%20-%20-%200%201');
  await page.waitForFunction(() => window.ringboardPage?.snapshot);
  const click = async (name) => {
    const { x, y } = await page.evaluate((sq) => window.ringboardPage.board.clientPoint(sq), { file: name.charCodeAt(0) - 97, rank: Number(name[1]) - 1 });
    await page.mouse.click(x, y);
  };
  await click('e2');
  await click('d2');
  await expect(page.locator('#move-error')).toHaveText('That would leave your king in check: this piece is pinned to it.');
  expect(await page.evaluate(() => window.ringboardPage.snapshot.history.length)).toBe(0);
  await click('e2');
  await click('e5');
  await expect(page.locator('#move-error')).toHaveText('');
  expect(await page.evaluate(() => window.ringboardPage.snapshot.history.map((entry) => entry.notation))).toEqual(['e2e5']);
});

test('a Double Ring puzzle whose winning move has a twin (its reverse) takes either', async ({ page }) => {
  const puzzle = puzzlesOf('double-ring').find((entry) => entry.also?.length && entry.solution.length === 1);
  await openTrainer(page, `#puzzles/double-ring/${puzzle.id}`);
  await clickMove(page, puzzle.also[0]);
  await expect(feedback(page)).toHaveText(/^Solved! At the first try\./);
});

test('a solved puzzle opens its position on the analysis board', async ({ page }) => {
  const [solve] = puzzlesToClick('chess');
  await openTrainer(page, `#puzzles/chess/${solve.id}`);
  await expect(page.getByRole('link', { name: 'Analyse the position' })).toBeHidden();
  for (let index = 0; index < solve.solution.length; index += 2) await clickMove(page, solve.solution[index]);
  await page.getByRole('link', { name: 'Analyse the position' }).click();
  await expect(page.locator('.analysis-lines li').first()).toBeVisible({ timeout: 20_000 });
  // The puzzle's position, with no move played: the analysis starts where the puzzle did.
  expect(await page.evaluate(() => window.ringboardPage.snapshot.link)).toBe(`${solve.link}&analyse=1`);
});
