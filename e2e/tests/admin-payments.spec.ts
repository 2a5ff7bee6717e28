import type { Browser, Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config.ts';
import { depositByCard, givePersonalDetails } from '../support/bonuses.ts';
import { expect, test, watchContextErrors } from '../support/fixtures.ts';
import { type OperatorRole, operatorHeaders } from '../support/operator.ts';
import { registerByApi } from '../support/players.ts';
import { expectHydrated } from '../support/ui.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** A browser context signed in to the back office as a development operator of `role`. */
async function backOffice(browser: Browser, page: Page, role: OperatorRole, errors: string[]) {
  const headers = await operatorHeaders(page.request, role);
  const value = headers.Cookie.replace(/^orbit_operator=/, '').split(';')[0] ?? '';
  const context = await browser.newContext();
  watchContextErrors(context, errors);
  await context.addCookies([{ name: 'orbit_operator', value, url: BASE_URL }]);
  return { context, page: await context.newPage() };
}

/** The player's newest withdrawal as the history API answers it. */
async function newestWithdrawal(page: Page) {
  const answer = await page.request.post('/api/player/payments/with_pages', {
    headers: XHR,
    data: { page: 1, page_size: 5, filter: { type: 'cashout' } },
  });
  const [payment] = (await answer.json()).data as Array<{
    id: number;
    state: string;
    decline_reason?: string;
  }>;
  return payment;
}

test.describe('back office payments', () => {
  test('support sees a withdrawal under review without deciding it; a payments operator approves it and the player sees it paid', async ({
    page,
    browser,
    pageErrors,
  }) => {
    // A deposit, a withdrawal in the cashbox, two operators' screens and a payout: over a minute when loaded.
    test.setTimeout(150_000);
    await registerByApi(page.request);
    await givePersonalDetails(page.request);
    await depositByCard(page.request, 5_000);

    // The player asks a withdrawal in the cashbox: it waits for review.
    await page.goto('/withdraw');
    const withdraw = page.getByTestId('cashbox').getByTestId('withdraw-form');
    await expectHydrated(withdraw.getByRole('button', { name: 'Withdraw' }));
    await withdraw.getByLabel('Amount (CAD)').fill('25');
    await withdraw.getByLabel('Card number').fill('4111111111111111');
    await withdraw.getByLabel('Expiry date (MM/YY)').fill('12/39');
    await withdraw.getByLabel('Name on the card or account').fill('Ada Lovelace');
    await withdraw.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByTestId('withdrawal-pending')).toContainText('pending');
    const withdrawal = await newestWithdrawal(page);
    expect(withdrawal?.state).toBe('pending');
    const id = withdrawal?.id ?? 0;

    // Support: the payments screen shows the withdrawal, with no approve or decline buttons.
    const support = await backOffice(browser, page, 'support', pageErrors);
    await support.page.goto('/admin/payments');
    await expect(support.page.getByRole('heading', { name: 'Withdrawals to review' })).toBeVisible();
    const seen = support.page.locator(`[data-testid="admin-payment-row"][data-payment-id="${id}"]`);
    await expect(seen).toBeVisible();
    await expect(seen).toContainText('Withdrawal');
    await expect(seen).toContainText('Pending');
    await expect(seen).toContainText('By an operator');
    await expect(
      support.page.getByText('Your role may see withdrawals but not approve or decline them.'),
    ).toBeVisible();
    await expect(support.page.getByRole('button', { name: `Approve withdrawal ${id}` })).toHaveCount(0);
    await expect(support.page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(support.page.getByRole('button', { name: 'Decline' })).toHaveCount(0);
    // And the API refuses support's approval.
    const refused = await page.request.post(`/api/operator/payments/${id}/approve`, {
      headers: await operatorHeaders(page.request, 'support'),
    });
    expect(refused.status()).toBe(403);
    await support.context.close();

    // A payments operator approves it on the screen.
    const payments = await backOffice(browser, page, 'payments', pageErrors);
    await payments.page.goto('/admin/payments');
    const approve = payments.page.getByRole('button', { name: `Approve withdrawal ${id}` });
    await expectHydrated(approve);
    await approve.click();
    await expect(payments.page.getByTestId('admin-payment-verdict')).toHaveText(
      `Withdrawal ${id} approved: the payout is on its way.`,
    );
    await expect(
      payments.page.locator(`[data-testid="admin-payment-row"][data-payment-id="${id}"]`),
    ).toHaveCount(0);

    // The player's history shows it paid once the provider's notice arrives.
    await page.goto('/cashbox');
    const history = page.getByRole('region', { name: 'Payment history' });
    const row = history.getByRole('row').filter({ hasText: 'Withdrawal' });
    await expect(row).toContainText('Succeeded', { timeout: 20_000 });

    // All payments, filtered to this player, shows it succeeded; the provider's notices are listed.
    const player = (await (await page.request.get('/api/player', { headers: XHR })).json()) as { id: number };
    await payments.page.goto(`/admin/payments/all?player_id=${player.id}&action=cashout`);
    await expect(
      payments.page.locator(`[data-testid="admin-payment-row"][data-payment-id="${id}"]`),
    ).toContainText('Succeeded');
    await payments.page.getByRole('link', { name: 'Provider callbacks' }).click();
    await payments.page.getByLabel('Payment ID').fill(String(id));
    await payments.page.getByLabel('Payment ID').press('Enter');
    // Newest first: the provider sends its notice again, so the top row may be that repeat, ignored.
    const callbackRows = payments.page.getByTestId('admin-callback-row');
    const ofThis = payments.page.locator(`[data-testid="admin-callback-row"][data-payment-id="${id}"]`);
    await expect(ofThis.filter({ hasText: 'Applied' })).toHaveCount(1);
    // Only this payment's notices once the filter applies.
    await expect(callbackRows.and(payments.page.locator(`:not([data-payment-id="${id}"])`))).toHaveCount(0);

    // A second withdrawal is declined with a reason the player reads.
    const second = await page.request.post('/api/payments/withdrawals', {
      headers: XHR,
      data: {
        method_id: 'visa',
        currency: 'CAD',
        amount_cents: 2_000,
        card_number: '4111111111111111',
        card_expiry: '12/39',
        holder: 'Ada Lovelace',
      },
    });
    expect(second.status(), await second.text()).toBe(201);
    const secondId = ((await second.json()) as { id: number }).id;
    await payments.page.goto('/admin/payments');
    const decline = payments.page.getByRole('button', { name: `Decline withdrawal ${secondId}` });
    await expectHydrated(decline);
    await decline.click();
    const dialog = payments.page.getByTestId('admin-decline-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Decline withdrawal' }).click();
    await expect(dialog.getByText('Write the reason the player will read.')).toBeVisible();
    await dialog
      .getByLabel('Reason the player reads')
      .fill('Please withdraw to the card you deposited with.');
    await dialog.getByRole('button', { name: 'Decline withdrawal' }).click();
    await expect(payments.page.getByTestId('admin-payment-verdict')).toHaveText(
      `Withdrawal ${secondId} declined: the money is back on the player's balance.`,
    );
    expect(await newestWithdrawal(page)).toMatchObject({
      id: secondId,
      state: 'declined',
      decline_reason: 'Please withdraw to the card you deposited with.',
    });
    await payments.context.close();
  });
});
