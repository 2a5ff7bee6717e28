import { BASE_URL } from '../playwright.config.ts';
import { expect, test, watchContextErrors } from '../support/fixtures.ts';
import { operatorHeaders } from '../support/operator.ts';
import { registerByApi, uniqueEmail } from '../support/players.ts';
import { expectHydrated } from '../support/ui.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };

/**
 * A payments operator finds a registered player in the back office and adjusts their balance with
 * a reason; a second, larger adjustment waits (four eyes) until another operator approves it in
 * their own browser; the player's balance history shows both with their reasons, and the audit log
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

  // Four eyes: 600.00 is above the amount (500.00), so it waits; its requester cannot approve it.
  const bigReason = `Lost jackpot win restored ${Date.now().toString(36)}`;
  await admin.getByRole('link', { name: 'Adjustments', exact: true }).click();
  await admin.getByLabel('Amount').fill('600');
  await expect(admin.getByRole('note').filter({ hasText: 'needs a second operator' })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Reason' }).fill(bigReason);
  await admin.getByRole('button', { name: 'Send the adjustment' }).click();
  await expect(admin.getByTestId('admin-adjustment-done')).toHaveText(
    "600.00 CAD waits for another operator's approval.",
  );
  const waiting = admin.getByTestId('admin-adjustment-row').filter({ hasText: bigReason });
  await expect(waiting).toContainText('Waiting for approval');
  await expect(waiting).toContainText('Yours: another operator approves it.');
  await expect(waiting.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  await context.close();

  // Another operator (an owner) approves it from the pending adjustments.
  const ownerCookie = (await operatorHeaders(request, 'owner')).Cookie.replace(/^orbit_operator=/, '');
  const second = await browser.newContext();
  watchContextErrors(second, pageErrors);
  await second.addCookies([
    { name: 'orbit_operator', value: ownerCookie.split(';')[0] ?? '', url: BASE_URL },
  ]);
  const approver = await second.newPage();
  await approver.goto('/admin/players');
  await approver.getByRole('link', { name: /^Adjustments waiting for approval/ }).click();
  await expect(approver.getByRole('heading', { name: 'Manual adjustments', level: 1 })).toBeVisible();
  const pendingRow = approver.getByTestId('admin-adjustment-row').filter({ hasText: bigReason });
  await expect(pendingRow).toContainText(email);
  const approve = pendingRow.getByRole('button', { name: /^Approve the adjustment 600\.00 CAD/ });
  await expectHydrated(approve);
  await approve.click();
  await expect(pendingRow).toHaveCount(0);
  await approver.getByRole('combobox', { name: 'State' }).selectOption('applied');
  const appliedRow = approver.getByTestId('admin-adjustment-row').filter({ hasText: bigReason });
  await expect(appliedRow).toContainText('Applied');
  await expect(appliedRow).toContainText('Development owner');
  await second.close();

  // The player's own balance history: the adjustments, their amounts and the operators' reasons.
  await page.goto('/profile/balance-history');
  const movement = page.getByTestId('balance-movement').filter({ hasText: reason });
  await expect(movement).toContainText('Adjustment');
  await expect(movement).toContainText(/\$12\.34/);
  const approved = page.getByTestId('balance-movement').filter({ hasText: bigReason });
  await expect(approved).toContainText('Adjustment');
  await expect(approved).toContainText(/\$600\.00/);

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
  const entry = entries.find((e) => e.target.id === String(playerId) && e.request.reason === reason);
  expect(entry).toMatchObject({
    outcome: 'done',
    permission: 'players.adjust',
    request: { reason, amount_cents: 1_234, currency: 'CAD' },
    after: { state: 'applied', reason },
  });
  const asked = entries.find((e) => e.target.id === String(playerId) && e.request.reason === bigReason);
  expect(asked).toMatchObject({ outcome: 'done', after: { state: 'pending', reason: bigReason } });
  // The approval is kept too: the adjustment before (pending) and after (applied).
  const approvals = await request.get('/api/operator/audit', {
    headers: owner,
    params: { action: 'POST /api/operator/adjustments/:id/approve', per_page: 50 },
  });
  expect(approvals.status()).toBe(200);
  const { entries: decisions } = (await approvals.json()) as {
    entries: Array<{ outcome: string; before: { state?: string } | null; after: { reason?: string } | null }>;
  };
  const decided = decisions.find((e) => e.after?.reason === bigReason);
  expect(decided).toMatchObject({
    outcome: 'done',
    before: { state: 'pending' },
    after: { state: 'applied', reason: bigReason },
  });
});
