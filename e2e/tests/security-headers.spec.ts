import { expect, test } from '../support/fixtures.ts';
import { expectHydrated } from '../support/ui.ts';

/**
 * The security headers in a real browser (apps/server/src/http/security-headers.ts). Every
 * journey already fails on a CSP violation (support/fixtures.ts); these check that the watcher
 * sees one, and that the pages the policy has its own allowances for work under it.
 */
test.describe('security headers', () => {
  test('a script without the page nonce is refused, and the journey watcher reports it', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/');
    await expectHydrated(page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }));
    const ran = await page.locator('body').evaluate((body) => {
      const script = body.ownerDocument.createElement('script');
      script.textContent = 'document.body.dataset.injected = "yes"';
      body.append(script);
      return body.dataset.injected ?? 'no';
    });
    expect(ran).toBe('no');
    await expect.poll(() => pageErrors.join('\n')).toContain('Content Security Policy');
    // Expected here: this journey must not fail for it.
    pageErrors.length = 0;
  });

  test('another site cannot frame a page of the casino', async ({ page, pageErrors, baseURL }) => {
    await page.setContent(`<iframe src="${baseURL}/"></iframe>`);
    await expect.poll(() => pageErrors.join('\n')).toContain("frame-ancestors 'self'");
    const framed = page.frames().find((frame) => frame.url().startsWith(String(baseURL)));
    expect(await framed?.locator('main').count()).toBeFalsy();
    pageErrors.length = 0;
  });

  test('Swagger UI renders the API under its own policy', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible();
    await page.locator('.swagger-ui .opblock-summary').first().click();
    await expect(page.locator('.swagger-ui .opblock-body').first()).toBeVisible();
  });

  test('the dev outbox page shows under the policy', async ({ page }) => {
    await page.goto('/dev/mail');
    await expect(page.getByRole('heading', { level: 1, name: 'Dev mail' })).toBeVisible();
  });
});
