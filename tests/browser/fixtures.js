// Every browser test runs under the site's Content Security Policy and fails
// if anything breaks it: each `securitypolicyviolation` event, in any page of
// the test's browser context, and the browser's own CSP errors (which also
// come from workers) are counted, and the count must be zero.
import { test as base, expect } from '@playwright/test';

/** Counts the CSP violations of a browser context: `violations()` lists them. */
export async function watchPolicy(context) {
  const seen = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`securitypolicyviolation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  context.on('console', (message) => {
    if (/securitypolicyviolation|Content Security Policy/.test(message.text())) seen.push(message.text());
  });
  return { violations: () => seen };
}

export const test = base.extend({
  context: async ({ context }, use) => {
    const policy = await watchPolicy(context);
    await use(context);
    expect(policy.violations(), 'Content Security Policy violations').toEqual([]);
  },
});

export { expect };
