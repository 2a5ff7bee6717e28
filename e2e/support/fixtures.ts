import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

/**
 * How Chromium reports in the console what the page's Content-Security-Policy (or X-Frame-Options,
 * nosniff) blocked: "Refused to execute inline script because it violates the following Content
 * Security Policy directive …", "Refused to frame …", "Refused to load the image …".
 */
export const SECURITY_REFUSAL = /Content Security Policy|Refused to/i;

/**
 * Collects uncaught errors (and React's reported recoverable errors, e.g. hydration) of a page,
 * and whatever its security headers made the browser refuse (also inside its frames).
 */
export function watchPageErrors(page: Page, into: string[]): void {
  page.on('pageerror', (error) => into.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (SECURITY_REFUSAL.test(message.text())) into.push(`${page.url()}: ${message.text()}`);
  });
}

/** Every page opened in a context, also pages opened later, reports its errors into `into`. */
export function watchContextErrors(context: BrowserContext, into: string[]): void {
  for (const page of context.pages()) watchPageErrors(page, into);
  context.on('page', (page) => watchPageErrors(page, into));
}

/**
 * `test` with the page-error rule built in: each journey fails if any page of its context
 * threw an uncaught error or hit a CSP violation. `pageErrors` is exposed so a journey can
 * watch extra contexts too.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      watchContextErrors(context, errors);
      await use(errors);
      expect(errors, 'uncaught errors or CSP violations in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
