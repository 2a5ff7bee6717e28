import { BASE_URL } from '../playwright.config.ts';
import { expect, test, watchContextErrors } from '../support/fixtures.ts';
import { operatorHeaders } from '../support/operator.ts';
import { registerByApi, uniqueEmail } from '../support/players.ts';
import { expectHydrated } from '../support/ui.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };

/**
 * A payments operator finds a registered player in the back office and adjusts their balance with
 * a reason; the player's balance history shows the adjustment with that reason, and the audit log
 * has the operator's call with what was asked and what came of it.
 */
test('an operator adjusts a player balance with a reason: the player sees it and the audit log keeps it', async ({
  page,
  browser,
  request,
  pageErrors,
}) => {
  const email = uniqueEmail('adjusted');
  await registerByApi(page.request, email);
  const me = await page.request.get('/api/player', { headers: XHR });
  const playerId = ((await me.json()) as { id: number }).id;
  const reason = `Goodwill for a delayed payout ${Date.now().toString(36)}`;

  // The back office as a payments operator (the dev tools' session), in its own browser.
  const headers = await operatorHeaders(request, 'payments');
  const value = headers.Cookie.replace(/^orbit_operator=/, '').split(';')[0] ?? '';
  const context = await browser.newContext();
  watchContextErrors(context, pageErrors);
  await context.addCookies([{ name: 'orbit_operator', value, url: BASE_URL }]);
  const admin = await context.newPage();

  await admin.goto('/admin');
  await admin
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Players', exact: true })
    .click();
  await expect(admin.getByRole('heading', { name: 'Players', level: 1 })).toBeVisible();
  const search = admin.getByRole('searchbox', { name: 'Search' });
  await expectHydrated(search);
  await search.fill(email.toUpperCase());
  await search.press('Enter');
  await expect(admin).toHaveURL(/\/admin\/players\?q=/);
  const rows = admin.getByTestId('admin-player-row');
  await expect(rows).toHaveCount(1);
  await rows.getByRole('link', { name: email }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/players/${playerId}$`));
  await expect(admin.getByTestId('admin-player-title')).toHaveText(email);
  await expect(admin.getByTestId('admin-player-balance')).toContainText('0.00 CAD');

  await admin.getByRole('link', { name: 'Adjustments', exact: true }).click();
  await expect(admin).toHaveURL(/tab=adjustments/);
  await admin.getByLabel('Amount').fill('12.34');
  await admin.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await admin.getByRole('button', { name: 'Send the adjustment' }).click();
  await expect(admin.getByTestId('admin-adjustment-done')).toHaveText('Done: 12.34 CAD moved.');
  const listed = admin.getByTestId('admin-adjustment-row');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(reason);
  await expect(listed).toContainText('Applied');
  // The ledger tab shows the movement with its reason.
  await admin.getByRole('link', { name: 'Ledger', exact: true }).click();
  await expect(admin.getByTestId('admin-ledger-row').first()).toContainText(reason);
  await context.close();

  // The player's own balance history: an adjustment, its amount and the operator's reason.
  await page.goto('/profile/balance-history');
  const movement = page.getByTestId('balance-movement').first();
  await expect(movement).toContainText('Adjustment');
  await expect(movement).toContainText(reason);
  await expect(movement).toContainText(/\$12\.34/);

  // The audit log (an owner reads it): the call, who made it, what was asked, the outcome.
  const owner = await operatorHeaders(request, 'owner');
  const audit = await request.get('/api/operator/audit', {
    headers: owner,
    params: { action: 'POST /api/operator/players/:id/adjustments', per_page: 50 },
  });
  expect(audit.status()).toBe(200);
  const { entries } = (await audit.json()) as {
    entries: Array<{
      action: string;
      target: Record<string, string>;
      outcome: string;
      permission: string;
      request: { reason?: string; amount_cents?: number; currency?: string };
      after: { state?: string; reason?: string };
    }>;
  };
  const entry = entries.find((e) => e.target.id === String(playerId));
  expect(entry).toMatchObject({
    outcome: 'done',
    permission: 'players.adjust',
    request: { reason, amount_cents: 1_234, currency: 'CAD' },
    after: { state: 'applied', reason },
  });
});
