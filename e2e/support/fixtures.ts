import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

/** Collects uncaught errors (and React's reported recoverable errors, e.g. hydration) of a page. */
export function watchPageErrors(page: Page, into: string[]): void {
  page.on('pageerror', (error) => into.push(`${page.url()}: ${error.message}`));
}

/** Every page opened in a context, also pages opened later, reports its errors into `into`. */
export function watchContextErrors(context: BrowserContext, into: string[]): void {
  for (const page of context.pages()) watchPageErrors(page, into);
  context.on('page', (page) => watchPageErrors(page, into));
}

/**
 * `test` with the page-error rule built in: each journey fails if any page of its context
 * threw an uncaught error. `pageErrors` is exposed so a journey can watch extra contexts too.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      watchContextErrors(context, errors);
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
