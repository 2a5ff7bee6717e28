import { expect, test, watchContextErrors } from '../support/fixtures.ts';
import { operatorHeaders } from '../support/operator.ts';
import { expectHydrated } from '../support/ui.ts';

/**
 * A marketing operator edits footer-config's contact e-mail in the back office's generated form
 * (no raw JSON): a bad address is refused at its input, a good one is saved, and the player's
 * footer shows it on the next page. The config's value is put back afterwards.
 */
test('a marketing operator edits footer-config through its form; the player footer shows the new e-mail', async ({
  page,
  browser,
  baseURL,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  const headers = await operatorHeaders(page.request, 'marketing');
  const stored = await page.request.get('/api/operator/config/footer-config', { headers });
  expect(stored.status()).toBe(200);
  const original = (await stored.json()).value as { email: string | null };
  const email = `e2e-${Date.now().toString(36)}@orbit.example`;

  const [name, ...rest] = headers.Cookie.split(';')[0]!.split('=');
  const operatorContext = await browser.newContext();
  watchContextErrors(operatorContext, pageErrors);
  await operatorContext.addCookies([{ name: name!, value: rest.join('='), url: baseURL! }]);
  const admin = await operatorContext.newPage();

  try {
    await admin.goto('/admin/content/config?name=footer-config');
    await expect(admin.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
    const form = admin.getByTestId('admin-config-form');
    const save = form.getByRole('button', { name: 'Save config' });
    await expectHydrated(save);
    const field = form.getByLabel('email', { exact: true });
    await expect(field).toHaveValue(original.email ?? '');
    // The list of social links is a group of rows, not a JSON text.
    await expect(form.getByRole('group', { name: 'social', exact: true })).toBeVisible();

    // A bad address: the server's refusal shows at the input.
    await field.fill('not-an-email');
    await save.click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('This value is not in the right format.').first()).toBeVisible();

    await field.fill(email);
    await save.click();
    await expect(form.getByTestId('admin-config-saved')).toBeVisible();
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');

    // The player's footer, rendered afresh.
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator(`a[href="mailto:${email}"]`)).toBeVisible();
    await expect(footer.getByRole('link', { name: `E-mail ${email}` })).toBeVisible();
  } finally {
    const put = await page.request.put('/api/operator/config/footer-config', {
      headers: await operatorHeaders(page.request, 'marketing'),
      data: { ...original },
    });
    expect(put.status()).toBe(200);
    await operatorContext.close();
  }
});
