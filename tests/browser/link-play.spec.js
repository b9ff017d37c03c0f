// A game with a friend far away, by link: two browsers (two devices, each
// with its own storage) play to each other by sending the game's link.
import { test, expect, watchPolicy } from './fixtures.js';
import { openGame, SHOTS, status } from './helpers.js';

/** A second device: its own browser context, under the same policy watch. */
async function secondDevice(browser, baseURL, options = {}) {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block', ...options });
  const policy = await watchPolicy(context);
  return { context, page: await context.newPage(), policy };
}

/**
 * On this device, the Send button hands the link on: the share sheet where
 * there is one (stubbed here, as a phone's), otherwise the clipboard.
 */
async function stubShareSheet(context) {
  await context.addInitScript(() => {
    window.sharedForTest = [];
    navigator.share = async (data) => { window.sharedForTest.push(data); };
    navigator.canShare = () => true;
  });
}

/** Starts a game by link from the New game panel, this device playing `side`. */
async function startMatchByLink(page, game, side) {
  await openGame(page, `#${game}`);
  await page.locator('details.new-game summary').click();
  await page.getByLabel('A friend, by link').check();
  await page.locator('select[name="host"]').selectOption(side);
  await page.getByRole('button', { name: 'Start new game' }).click();
}

async function typeMove(page, move) {
  await page.locator('input[name="move"]').fill(move);
  await page.locator('input[name="move"]').press('Enter');
}

/** Presses Send on the device that just moved, and returns the link it sent. */
async function sendMove(page, via) {
  await page.getByRole('button', { name: 'Send your move' }).click();
  if (via === 'share') {
    await expect.poll(() => page.evaluate(() => window.sharedForTest.length)).toBeGreaterThan(0);
    const shared = await page.evaluate(() => window.sharedForTest.pop());
    expect(shared.text).toMatch(/^Your move in Chess \(move \d+\):$/);
    return shared.url;
  }
  await expect(page.locator('.send-note')).toHaveText('Copied: paste it into a message to your friend.');
  const text = await page.evaluate(() => navigator.clipboard.readText());
  const [, words, url] = /^(.*:) (http\S+)$/.exec(text);
  expect(words).toMatch(/^Your move in Chess \(move \d+\):$/);
  return url;
}

/** Opens a link received from the friend, as a fresh visit would. */
async function openLink(page, url) {
  await page.goto('about:blank');
  await page.goto(url);
  await page.waitForFunction(() => window.ringboardPage?.snapshot?.game.id === 'chess');
}

test('two friends play five moves to each other by link, each moving only its own side', async ({ page, context, browser, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The friend is on a phone.
  const friend = await secondDevice(browser, baseURL, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await stubShareSheet(friend.context);

  // The host starts a game by link, playing White.
  await startMatchByLink(page, 'chess', 'first');
  await expect.poll(() => page.evaluate(() => window.ringboardPage.snapshot.link)).toMatch(/^chess\?vs=link&match=[a-z0-9]{10}&host=first$/);
  await expect(status(page)).toHaveText('White to move: your move');

  const moves = ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4'];
  const devices = [{ page, via: 'clipboard', side: 'White' }, { page: friend.page, via: 'share', side: 'Black' }];
  let url = null;
  for (const [index, move] of moves.entries()) {
    const mover = devices[index % 2];
    if (url) {
      await openLink(mover.page, url);
      const previous = index === 1 ? 'White played e4.' : `${devices[(index + 1) % 2].side} played ${['e4', 'e5', 'Nf3', 'Nc6'][index - 1]}.`;
      const expected = index === 1 ? `A game by link: you play Black. ${previous} Your move.` : `${previous} Your move.`;
      await expect(mover.page.locator('#notice')).toHaveText(new RegExp(`^${expected.replace(/[.()]/g, '\\$&')}`));
    }
    // Seen from its own side; the other side's pieces do not move here.
    await expect.poll(() => mover.page.evaluate(() => window.ringboardPage.board.flipped)).toBe(mover.side === 'Black');
    await typeMove(mover.page, move);
    await expect.poll(() => mover.page.evaluate(() => window.ringboardPage.snapshot.history.length)).toBe(index + 1);
    await expect(status(mover.page)).toHaveText(`Waiting for ${mover.side === 'White' ? 'Black' : 'White'}’s move`);
    expect(await mover.page.evaluate(() => window.ringboardPage.playerMayMove())).toBe(false);
    await typeMove(mover.page, index % 2 ? 'a2a3' : 'a7a6');
    await expect(mover.page.locator('#move-error')).toHaveText(`It is ${mover.side === 'White' ? 'Black' : 'White'}’s turn: your friend moves and sends you the link.`);
    url = await sendMove(mover.page, mover.via);
    if (index === 3) await friend.page.screenshot({ path: `${SHOTS}/link-play-friend-phone-sent.png` });
  }
  await page.screenshot({ path: `${SHOTS}/link-play-host.png` });
  await friend.page.screenshot({ path: `${SHOTS}/link-play-friend-phone.png` });
  expect(url).toMatch(/#chess\?vs=link&match=[a-z0-9]{10}&host=first&moves=e2e4,e7e5,g1f3,b8c6,f1c4$/);

  // Looking back at a move and turned round here, the game still goes out whole and upright.
  await page.locator('.move-list button', { hasText: 'Nf3' }).click();
  await page.getByRole('button', { name: '⇅ Flip' }).click();
  await expect.poll(() => page.evaluate(() => window.ringboardPage.snapshot.link)).toMatch(/flip=1.*&at=3$/);
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/#chess\?vs=link&match=[a-z0-9]{10}&host=first&moves=e2e4,e7e5,g1f3,b8c6,f1c4$/);

  // The host's own last link, opened again: it waits, and offers to send again.
  await openLink(page, url);
  await expect(status(page)).toHaveText('Waiting for Black’s move');
  await expect(page.getByRole('button', { name: 'Send the link again' })).toBeVisible();
  await expect(page.locator('#notice')).toBeHidden();

  // The friend's home page lists the game, with whose turn it is.
  await openLink(friend.page, url);
  await friend.page.goto('/#');
  const listed = friend.page.locator('.my-games li.link-match');
  await expect(listed).toHaveCount(1);
  await expect(listed.locator('.match-turn')).toHaveText('Your move');
  await expect(listed).toContainText('you play Black · 3 moves'); // five plies: turns 1 to 3 of the move list
  await friend.page.screenshot({ path: `${SHOTS}/link-play-home.png` });
  expect(friend.policy.violations()).toEqual([]);
  await friend.context.close();
});

test('a link that does not continue the game kept here asks which to keep', async ({ page }) => {
  await startMatchByLink(page, 'chess', 'first');
  await expect(status(page)).toHaveText('White to move: your move');
  for (const move of ['e2e4']) await typeMove(page, move);
  const mine = await page.evaluate(() => window.ringboardPage.snapshot.link);
  // The friend's reply, and a link of the same match on another line.
  const apart = mine.replace('moves=e2e4', 'moves=d2d4,d7d5');
  await openLink(page, `/#${apart}`);
  await expect(page.locator('#notice')).toHaveText(/^This link does not continue your game by link: the two games go different ways from move 1\. Your game is shown; which do you keep\? The other is kept aside\./);
  await expect.poll(() => page.evaluate(() => window.ringboardPage.snapshot.link)).toBe(mine);
  await page.getByRole('button', { name: 'Keep the link’s game' }).click();
  await expect.poll(() => page.evaluate(() => window.ringboardPage.snapshot.link)).toBe(apart);
  await expect(status(page)).toHaveText('White to move: your move');

  // From here on, links that continue this line are taken quietly.
  await openLink(page, `/#${apart},c1f4`);
  await expect(page.locator('#notice')).toHaveText(/^White played Bf4\. Waiting for Black’s move\./);
  await expect(status(page)).toHaveText('Waiting for Black’s move');
});

test('an older link of the game kept here says it is older, and the game here stays as it is', async ({ page }) => {
  await startMatchByLink(page, 'chess', 'first');
  await typeMove(page, 'e2e4');
  const sent = await page.evaluate(() => window.ringboardPage.snapshot.link);
  // The friend's reply arrives, then White's own sent link is opened again (from the chat, say).
  await openLink(page, `/#${sent},e7e5`);
  await typeMove(page, 'g1f3');
  const mine = await page.evaluate(() => window.ringboardPage.snapshot.link);
  await openLink(page, `/#${sent}`);
  await expect(page.locator('#notice')).toHaveText(/^This link is your game by link at move 1, an older point than the game here\. Your game, which goes further, is kept\./);
  await expect(page.locator('#notice button', { hasText: 'Keep the link’s game' })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.ringboardPage.snapshot.link)).toBe(mine);
  await expect(status(page)).toHaveText('Waiting for Black’s move');
});

test('a plain link one move on from the game kept here continues it quietly', async ({ page }) => {
  const firstLegal = () => page.evaluate(() => window.ringboardPage.snapshot.legal_moves[0].notation);
  for (const id of ['chess', 'king-of-rings', 'double-take']) {
    await openGame(page, `#${id}`);
    const first = await firstLegal();
    // A same-screen game one move in, kept here; then its link one move on, sent or bookmarked.
    await openGame(page, `#${id}?moves=${first}`);
    await expect.poll(() => page.evaluate(() => window.ringboardPage.snapshot.history.length)).toBe(1);
    const reply = await firstLegal();
    await openGame(page, `#${id}?moves=${first},${reply}`);
    await expect.poll(() => page.evaluate(() => window.ringboardPage.snapshot.history.length)).toBe(2);
    await expect(page.locator('#notice')).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), `ringboard:previous:${id}`)).toBeNull();
  }
});

test('a host who plays second sends the invitation first, and the friend plays White', async ({ page, browser, baseURL }) => {
  const friend = await secondDevice(browser, baseURL);
  await stubShareSheet(friend.context);
  await startMatchByLink(page, 'king-of-rings', 'second');
  await expect(status(page)).toHaveText(/^Waiting for White’s move/);
  await expect.poll(() => page.evaluate(() => window.ringboardPage.board.flipped)).toBe(true);
  await expect(page.locator('.player-bar.player-second .role')).toHaveText('You');
  await expect(page.locator('.player-bar.player-first .role')).toHaveText('Friend, by link');
  await expect(page.getByRole('button', { name: 'Send the invitation' })).toBeVisible();
  const invitation = await page.evaluate(() => window.ringboardPage.snapshot.link);

  await friend.page.goto(`/#${invitation}`);
  await expect(friend.page.locator('#notice')).toHaveText(/^A game by link: you play White\. Your move\./);
  await expect(status(friend.page)).toHaveText(/^White to move: your move/);
  await typeMove(friend.page, 'b2c3');
  await friend.page.getByRole('button', { name: 'Send your move' }).click();
  await expect.poll(() => friend.page.evaluate(() => window.sharedForTest.length)).toBe(1);
  const shared = await friend.page.evaluate(() => window.sharedForTest[0]);
  // Black's reply is in move 1 of the move list, as the text says.
  expect(shared.text).toBe('Your move in The King of Rings (move 1):');
  expect(shared.url).toMatch(/#king-of-rings\?vs=link&match=[a-z0-9]{10}&host=second&moves=b2c3$/);
  await friend.context.close();
});

test('broken or hostile entries in the kept matches are ignored', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('ringboard:matches', JSON.stringify({
      'bad id!': { game: 'chess', side: 'first', link: 'chess?', updated: 1, toMove: 'first', over: false, moves: 0, players: ['White', 'Black'] },
      abcd: { game: 'chess', side: 'third', link: 'chess?', updated: 1, toMove: 'first', over: false, moves: 0, players: ['White', 'Black'] },
      efgh: { game: 'chess', side: 'first', link: 'javascript:alert(1)', updated: 1, toMove: 'first', over: false, moves: 0, players: ['White', 'Black'] },
      kmnp: { game: 'chess', side: 'second', link: 'chess?vs=link&match=kmnp&host=first&moves=e2e4', updated: 2, toMove: 'second', over: false, moves: 1, players: ['White', 'Black'] },
    }));
  });
  await page.goto('/#');
  const listed = page.locator('.my-games li.link-match');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Your move');
  await expect(listed.getByRole('link', { name: 'Chess', exact: true })).toHaveAttribute('href', '#chess?vs=link&match=kmnp&host=first&moves=e2e4');
  await listed.getByRole('link', { name: 'Chess', exact: true }).click();
  await expect(status(page)).toHaveText('Black to move: your move');
  await expect(page.locator('#notice')).toBeHidden();

  await page.evaluate(() => localStorage.setItem('ringboard:matches', '{"not json'));
  await page.goto('/#');
  await expect(page.locator('.my-games-slot:not([aria-busy])')).toBeAttached();
  await expect(page.locator('.my-games')).toHaveCount(0);
});

test('a move once sent is taken back only when the friend agrees, by link both ways', async ({ page, context, browser, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const friend = await secondDevice(browser, baseURL);
  await friend.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const undo = page.locator('.controls button').first();
  const copied = async (device, button) => {
    await device.getByRole('button', { name: button }).click();
    await expect(device.locator('.send-note')).toHaveText('Copied: paste it into a message to your friend.');
    return /^(.*:) (http\S+)$/.exec(await device.evaluate(() => navigator.clipboard.readText())).slice(1);
  };

  await startMatchByLink(page, 'chess', 'first');
  await typeMove(page, 'e2e4');
  // Not sent yet: Undo is the player's own.
  await expect(undo).toHaveText('↶ Undo');
  const [, sent] = await copied(page, 'Send your move');
  await expect(undo).toHaveText('↶ Ask to take back');
  await expect(undo).toHaveAttribute('title', 'Your move was sent: your friend decides whether you may take it back (←)');
  await undo.click();
  await expect.poll(() => page.evaluate(() => window.ringboardPage.snapshot.takeback)).toBe('asked');
  expect(await page.evaluate(() => window.ringboardPage.snapshot.history.length)).toBe(1);
  await expect(page.locator('.send-note')).toHaveText('You ask to take back e4: your friend decides.');
  await expect(undo).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/link-takeback-asking.png` });
  const [askWords, ask] = await copied(page, 'Send the request');
  expect(askWords).toBe('May I take back my last move in Chess? (move 1):');
  expect(ask).toBe(`${sent}&takeback=asked`);

  // The friend had the move, then the question: the answer is theirs.
  await openLink(friend.page, sent);
  await openLink(friend.page, ask);
  await expect(friend.page.locator('#notice')).toHaveText(/^White asks to take back e4\./);
  await friend.page.screenshot({ path: `${SHOTS}/link-takeback-asked.png` });
  await friend.page.getByRole('button', { name: 'Take it back' }).click();
  await expect.poll(() => friend.page.evaluate(() => window.ringboardPage.snapshot.history.length)).toBe(0);
  await expect(status(friend.page)).toHaveText('Waiting for White’s move');
  const [grantWords, granted] = await copied(friend.page, 'Send: the move is taken back');
  expect(grantWords).toBe('I took back your move in Chess, as you asked. Your move (move 1):');
  expect(granted).toMatch(/#chess\?vs=link&match=[a-z0-9]{10}&host=first&takeback=granted$/);
  // The move's old link, opened again, does not bring it back unasked.
  await openLink(friend.page, sent);
  await expect(friend.page.locator('#notice')).toHaveText(/^This link plays e4 again, which was taken back\. Your game is shown; which do you keep\?/);
  expect(await friend.page.evaluate(() => window.ringboardPage.snapshot.history.length)).toBe(0);

  // Back home, the move is gone here too, and White plays another.
  await openLink(page, granted);
  await expect(page.locator('#notice')).toHaveText(/^Black agreed: e4 is taken back\. Your move\./);
  await expect(status(page)).toHaveText('White to move: your move');
  expect(await page.evaluate(() => window.ringboardPage.snapshot.history.length)).toBe(0);
  await typeMove(page, 'd2d4');
  const [, second] = await copied(page, 'Send your move');
  expect(second).toMatch(/&host=first&moves=d2d4$/);

  // Asked, then withdrawn before it went: Undo asks again.
  await undo.click();
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect.poll(() => page.evaluate(() => window.ringboardPage.snapshot.takeback)).toBe(null);
  await expect(undo).toHaveText('↶ Ask to take back');
  // Asked again, and refused: the move stays, and the friend plays on.
  await undo.click();
  const [, askAgain] = await copied(page, 'Send the request');
  await openLink(friend.page, askAgain);
  await expect(friend.page.locator('#notice')).toHaveText(/^White played d4\. White asks to take back d4\./);
  await friend.page.getByRole('button', { name: 'Refuse' }).click();
  await expect(friend.page.locator('#notice')).toHaveText(/^You refused: the move stays\. Your move\./);
  await expect.poll(() => friend.page.evaluate(() => window.ringboardPage.snapshot.takeback)).toBe(null);
  await typeMove(friend.page, 'd7d5');
  await expect.poll(() => friend.page.evaluate(() => window.ringboardPage.snapshot.link)).toMatch(/&moves=d2d4,d7d5$/);
  expect(friend.policy.violations()).toEqual([]);
  await friend.context.close();
});

test('the board keeps its place and size when the Send button or a notice comes and goes', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const board = () => page.locator('.board-area canvas').first().boundingBox();
  await startMatchByLink(page, 'chess', 'first');
  await expect(status(page)).toHaveText('White to move: your move');
  const before = await board();
  expect(before.width).toBeGreaterThan(400);
  await typeMove(page, 'e2e4');
  await expect(page.getByRole('button', { name: 'Send your move' })).toBeVisible();
  await page.getByRole('button', { name: 'Send your move' }).click();
  await expect(page.locator('.send-note')).toHaveText('Copied: paste it into a message to your friend.');
  expect(await board()).toEqual(before);
  // The friend's reply arrives with a notice saying what was played.
  const sent = await page.evaluate(() => window.ringboardPage.snapshot.link);
  await openLink(page, `/#${sent},e7e5`);
  await expect(page.locator('#notice')).toHaveText(/^Black played e5\. Your move\./);
  expect(await board()).toEqual(before);
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.locator('#notice')).toBeHidden();
  expect(await board()).toEqual(before);
});

test('by link with the pie rule: the friend swaps, the host is told and plays the other side, and the lists follow', async ({ page, context, browser, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const friend = await secondDevice(browser, baseURL);
  await friend.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openGame(page, '#chess');
  await page.locator('details.new-game summary').click();
  await page.locator('select[name="pie"]').selectOption('1');
  await page.getByLabel('A friend, by link').check();
  await page.locator('select[name="host"]').selectOption('first');
  await page.getByRole('button', { name: 'Start new game' }).click();
  await expect.poll(() => page.evaluate(() => window.ringboardPage.snapshot.link)).toMatch(/^chess\?pie=1&vs=link&match=[a-z0-9]{10}&host=first$/);
  await typeMove(page, 'e2e4');
  let url = await sendMove(page, 'clipboard');

  await openLink(friend.page, url);
  await expect(friend.page.locator('#notice')).toHaveText(/^A game by link: you play Black\. White played e4\. Your move\./);
  await friend.page.getByRole('button', { name: 'Swap sides' }).click();
  await expect(status(friend.page)).toHaveText('Waiting for Black’s move');
  await expect.poll(() => friend.page.evaluate(() => window.ringboardPage.board.flipped)).toBe(false);
  url = await sendMove(friend.page, 'clipboard');
  expect(url).toMatch(/&moves=e2e4,swap$/);

  await openLink(page, url);
  await expect(page.locator('#notice')).toHaveText(/^Your friend answered the first move with the swap: you play Black now\. Your move\./);
  await expect(page.locator('.player-second .role')).toHaveText('You');
  await typeMove(page, 'e7e5');
  await expect(status(page)).toHaveText('Waiting for White’s move');
  url = await sendMove(page, 'clipboard');

  await openLink(friend.page, url);
  await expect(friend.page.locator('#notice')).toHaveText(/^Black played e5\. Your move\./);
  await friend.page.goto('/#');
  const listed = friend.page.locator('.my-games li.link-match');
  await expect(listed.locator('.match-turn')).toHaveText('Your move');
  await expect(listed).toContainText('you play White');
  await page.goto('/#');
  await expect(page.locator('.my-games li.link-match')).toContainText('you play Black');
  expect(friend.policy.violations()).toEqual([]);
  await friend.context.close();
});
