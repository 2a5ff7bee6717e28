import { expect, test } from '../support/fixtures.ts';
import { registerByApi } from '../support/players.ts';
import { dialog, signOutThroughUi } from '../support/ui.ts';

/** An app's built-in browser on an iPhone (WKWebView: no Safari token). */
const IOS_WEBVIEW =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

test.describe('the iOS webview escape prompt', () => {
  test.use({ userAgent: IOS_WEBVIEW });

  test('asks once per session, after 5 minutes on the site, to carry on in Safari', async ({ page }) => {
    await page.addInitScript({
      content: `if (!sessionStorage.getItem('orbit.site-since')) sessionStorage.setItem('orbit.site-since', String(Date.now() - 5 * 60000));`,
    });
    await page.goto('/pokies/all');
    const prompt = dialog(page, 'Open in Safari');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link', { name: 'Open in Safari' })).toHaveAttribute(
      'href',
      /^x-safari-http:\/\/[^/]+\/pokies\/all$/,
    );
    await prompt.getByRole('button', { name: 'Stay here' }).first().click();
    await expect(prompt).toBeHidden();

    // Shown once: the next page of the same session does not ask again (the chat that `#chat`
    // opens shows the late chunk, where the prompt lives, has run).
    await page.goto('/#chat');
    await expect(dialog(page, 'Support')).toBeVisible();
    await expect(dialog(page, 'Open in Safari')).toHaveCount(0);
  });

  test('asks when the player signs out, before the 5 minutes', async ({ page }) => {
    await registerByApi(page.request);
    // The prompt's listener is in the chunk loaded after hydration: it sees a sign-out from then on
    // (one within the page's first moments, before that chunk arrives, goes unasked).
    await page.goto('/', { waitUntil: 'networkidle' });
    await signOutThroughUi(page);
    await expect(dialog(page, 'Open in Safari')).toBeVisible();
  });
});
