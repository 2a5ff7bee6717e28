import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { operatorHeaders } from '../support/operator.ts';
import { markPage } from '../support/play.ts';
import { registerByApi } from '../support/players.ts';
import { expectHydrated } from '../support/ui.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** The balance of one of the player's accounts, in minor units. */
async function balanceOf(request: APIRequestContext, currency: string): Promise<number> {
  const accounts = (await (
    await request.get('/api/player/accounts?compatibility=false', { headers: XHR })
  ).json()) as { currency: string; amount_cents: number }[];
  return accounts.find((a) => a.currency === currency)?.amount_cents ?? 0;
}

async function openDeposit(page: Page) {
  await page.goto('/deposit');
  const cashbox = page.getByTestId('cashbox');
  await expect(cashbox.getByRole('heading', { name: 'Cashbox' })).toBeVisible();
  return cashbox;
}

test.describe('cashbox deposits', () => {
  test('a card deposit through the confirmation page is credited once, played, withdrawn and recalled', async ({
    page,
  }) => {
    // A long journey (deposit, a real round, withdraw, recall): near a minute on a loaded 2-core machine.
    test.setTimeout(120_000);
    await registerByApi(page.request);
    const cashbox = await openDeposit(page);
    // A fiat player completes the personal details first.
    const personal = cashbox.getByTestId('personal-info');
    await expectHydrated(personal.getByRole('button', { name: 'Continue' }));
    await personal.getByLabel('First name').fill('Ada');
    await personal.getByLabel('Last name').fill('Lovelace');
    await personal.getByLabel('Date of birth').fill('1990-12-10');
    await personal.getByLabel('Address').fill('1 Sparks Street');
    await personal.getByLabel('City').fill('Ottawa');
    await personal.getByLabel('Postal code').fill('K1A 0B1');
    await personal.getByLabel('Mobile phone').fill('+1 613 555 0100');
    await personal.getByRole('button', { name: 'Continue' }).click();
    const deposit = cashbox.getByRole('button', { name: 'Deposit', exact: true });
    await expectHydrated(deposit);
    // The first deposit offers 50.
    await expect(cashbox.getByLabel('Amount (CAD)')).toHaveValue('50');

    // Bad card details are refused in the form, before any request.
    await cashbox.getByLabel('Card number').fill('4111 1111 1111 1112');
    await cashbox.getByLabel('Expiry date (MM/YY)').fill('01/20');
    await deposit.click();
    await expect(cashbox.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
    await expect(cashbox.getByLabel('Expiry date (MM/YY)')).toHaveAttribute('aria-invalid', 'true');

    await cashbox.getByLabel('Card number').fill('4111111111111111');
    await cashbox.getByLabel('Expiry date (MM/YY)').fill('12/39');
    await cashbox.getByLabel('Name on the card or account').fill('Ada Lovelace');
    await deposit.click();

    // The provider's 3-D Secure style page, then its notices arrive asynchronously.
    await expect(page).toHaveURL(/\/sandbox\/3ds\/\d+/);
    const paymentId = Number(/\/sandbox\/3ds\/(\d+)/.exec(page.url())?.[1]);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Back to the casino')).toBeVisible();
    await expect.poll(() => balanceOf(page.request, 'CAD'), { timeout: 30_000 }).toBe(5_000);
    // The provider repeats its last notice and sends a stale `processing` after it (a card's three
    // steps, then those two): once Orbit has received all five, still credited once.
    const operator = await operatorHeaders(page.request);
    const noticesReceived = async () =>
      (
        (await (
          await page.request.get(`/api/operator/payments/callbacks?payment_id=${paymentId}`, {
            headers: operator,
          })
        ).json()) as { total_count: number }
      ).total_count;
    await expect.poll(noticesReceived, { timeout: 30_000 }).toBe(5);
    expect(await balanceOf(page.request, 'CAD')).toBe(5_000);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: /^Balance:/ })).toContainText('50.00');

    // Play a real round with it.
    await page.goto('/play/orbit-originals/hex-dice?mode=real');
    const frame = page.frameLocator('[data-testid="game-frame"]');
    await expectHydrated(frame.getByRole('button', { name: 'Raise the stake' }));
    await frame.getByRole('button', { name: 'Roll', exact: true }).click();
    await expect.poll(() => balanceOf(page.request, 'CAD')).not.toBe(5_000);
    const afterPlay = await balanceOf(page.request, 'CAD');

    // The header's Deposit opens the cashbox over the game; closing it leaves the game as it was
    // (the same frame, not reloaded).
    const gameUrl = page.url();
    const game = page.frames().find((f) => f.url().includes('/house/play/'));
    await game?.evaluate(() => {
      (globalThis as unknown as { keptOpen: boolean }).keptOpen = true;
    });
    await page.getByRole('banner').getByRole('link', { name: 'Deposit', exact: true }).first().click();
    await expect(page).toHaveURL(/[?&]cashbox=deposit/);
    const over = page.getByTestId('cashbox');
    await expect(over.getByRole('heading', { name: 'Cashbox' })).toBeVisible();
    await expect(over.getByLabel('Amount (CAD)')).toBeVisible();
    await over.getByRole('button', { name: 'Close the cashbox' }).click();
    await expect(page).toHaveURL(gameUrl);
    await expect(over).toBeHidden();
    expect(await game?.evaluate(() => (globalThis as unknown as { keptOpen?: boolean }).keptOpen)).toBe(true);

    // Withdraw 20: the money is reserved at once; recalled while pending, it comes back.
    await page.goto('/withdraw');
    const withdraw = page.getByTestId('cashbox').getByTestId('withdraw-form');
    await expectHydrated(withdraw.getByRole('button', { name: 'Withdraw' }));
    await withdraw.getByLabel('Amount (CAD)').fill('20');
    await withdraw.getByLabel('Card number').fill('4111111111111111');
    await withdraw.getByLabel('Expiry date (MM/YY)').fill('12/39');
    await withdraw.getByLabel('Name on the card or account').fill('Ada Lovelace');
    await withdraw.getByRole('button', { name: 'Withdraw' }).click();
    const pending = page.getByTestId('withdrawal-pending');
    await expect(pending).toContainText('pending');
    expect(await balanceOf(page.request, 'CAD')).toBe(afterPlay - 2_000);
    await pending.getByRole('button', { name: 'Recall' }).click();
    await expect(page.getByTestId('withdrawal-recalled')).toBeVisible();
    expect(await balanceOf(page.request, 'CAD')).toBe(afterPlay);

    // The history lists both, the withdrawal recalled.
    await page.goto('/cashbox');
    const history = page.getByRole('region', { name: 'Payment history' });
    await expect(history.getByRole('row').filter({ hasText: 'Withdrawal' })).toContainText('Recalled');
    await expect(history.getByRole('row').filter({ hasText: 'Deposit' })).toContainText('Succeeded');
  });

  test("a crypto deposit to the player's own address is credited when the coins arrive", async ({ page }) => {
    await registerByApi(page.request);
    const opened = await page.request.post('/api/player/accounts', {
      headers: XHR,
      data: { currency: 'BTC' },
    });
    expect(opened.ok(), await opened.text()).toBe(true);
    const cashbox = await openDeposit(page);
    const crypto = cashbox.getByTestId('crypto-deposit');
    await expect(crypto.getByRole('img', { name: 'QR code of your BTC address' })).toBeVisible();
    const address = (await crypto.getByTestId('crypto-address').textContent())?.trim() ?? '';
    expect(address.length).toBeGreaterThan(20);

    // The development tool sends 0.001 BTC to that address; confirmations follow.
    const sent = await page.request.post('/api/dev/payments/crypto/send', {
      headers: XHR,
      data: { currency: 'BTC', address, amount_cents: 100_000 },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    await expect.poll(() => balanceOf(page.request, 'BTC'), { timeout: 30_000 }).toBe(100_000);
  });

  test('a saved card pays in one click; a canceled deposit warns once; an operator approves a withdrawal', async ({
    page,
  }) => {
    // Two deposits, a cancel, a withdrawal and its approval: more than a minute on a loaded machine.
    test.setTimeout(120_000);
    await registerByApi(page.request);
    // The personal details a fiat deposit needs, given beforehand.
    const details = await page.request.patch('/api/player', {
      headers: XHR,
      data: {
        context: 'deposit',
        player: {
          first_name: 'Grace',
          last_name: 'Hopper',
          date_of_birth: '1990-12-09',
          address: '2 Wellington Street',
          city: 'Ottawa',
          postal_code: 'K1A 0A9',
          mobile_phone: '+1 613 555 0199',
        },
      },
    });
    expect(details.ok(), await details.text()).toBe(true);

    // A first deposit keeps the card.
    const cashbox = await openDeposit(page);
    await expectHydrated(cashbox.getByRole('button', { name: 'Deposit', exact: true }));
    await cashbox.getByLabel('Card number').fill('4111111111111111');
    await cashbox.getByLabel('Expiry date (MM/YY)').fill('12/39');
    await cashbox.getByLabel('Name on the card or account').fill('Grace Hopper');
    await cashbox.getByLabel('Save it for my next deposits').check();
    await cashbox.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page).toHaveURL(/\/sandbox\/3ds\/\d+/);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => balanceOf(page.request, 'CAD'), { timeout: 30_000 }).toBe(5_000);

    // One click: only the saved card's method, the card chosen, the amount alone to fill in.
    await page.goto('/deposit-fast');
    const fast = page.getByTestId('cashbox');
    await expect(fast.getByRole('radio', { name: 'Visa' })).toBeChecked();
    await expect(fast.getByRole('radio', { name: 'Mastercard' })).toHaveCount(0);
    await expect(fast.getByRole('radio', { name: '411111******1111 (12/39)' })).toBeChecked();
    await expect(fast.getByLabel('Card number')).toHaveCount(0);
    await expectHydrated(fast.getByRole('button', { name: 'Deposit', exact: true }));
    await fast.getByLabel('Amount (CAD)').fill('20');
    await fast.getByRole('button', { name: 'Deposit', exact: true }).click();

    // Canceled on the provider's page: back in the casino, the warning shows once.
    await expect(page).toHaveURL(/\/sandbox\/3ds\/\d+/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('link', { name: 'Back to the casino' }).click();
    const warning = page.getByText('Your deposit was canceled. No money was taken.');
    await expect(warning).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/deposit');
    expect(await balanceOf(page.request, 'CAD')).toBe(5_000);
    // Once only: the warning looks at the newest payments when it mounts, after hydration.
    const recentPayments = page.waitForResponse(
      (r) => r.url().endsWith('/api/player/payments/with_pages') && r.ok(),
    );
    await page.reload();
    await recentPayments;
    await page.waitForLoadState('networkidle');
    await expect(warning).toHaveCount(0);

    // A withdrawal to the saved card waits for review; the operator approves it.
    await page.goto('/withdraw');
    const withdraw = page.getByTestId('cashbox').getByTestId('withdraw-form');
    await expectHydrated(withdraw.getByRole('button', { name: 'Withdraw' }));
    await expect(withdraw.getByRole('radio', { name: '411111******1111 (12/39)' })).toBeChecked();
    await withdraw.getByLabel('Amount (CAD)').fill('25');
    await withdraw.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByTestId('withdrawal-pending')).toContainText('pending');
    expect(await balanceOf(page.request, 'CAD')).toBe(2_500);

    await page.goto('/cashbox');
    const history = page.getByRole('region', { name: 'Payment history' });
    const withdrawal = history.getByRole('row').filter({ hasText: 'Withdrawal' });
    await expect(withdrawal).toContainText('Pending');
    // The history follows by the socket: connected before the approval, so its update is not missed.
    await markPage(page);
    const [pendingPayment] = (
      await (
        await page.request.post('/api/player/payments/with_pages', {
          headers: XHR,
          data: { page: 1, page_size: 20, filter: { type: 'cashout' } },
        })
      ).json()
    ).data as { id: number }[];
    const refused = await page.request.post(`/api/operator/payments/${pendingPayment?.id}/approve`, {
      // Support may see payments, not approve them.
      headers: await operatorHeaders(page.request, 'support'),
    });
    expect(refused.status()).toBe(403);
    const approved = await page.request.post(`/api/operator/payments/${pendingPayment?.id}/approve`, {
      headers: await operatorHeaders(page.request, 'payments'),
    });
    expect(approved.ok(), await approved.text()).toBe(true);
    // Paid out: the history follows live, the money stays out.
    await expect(withdrawal).toContainText('Succeeded', { timeout: 15_000 });
    await expect(withdrawal.getByRole('button', { name: 'Recall' })).toHaveCount(0);
    expect(await balanceOf(page.request, 'CAD')).toBe(2_500);
    // The filter shows the withdrawal alone.
    await history.getByLabel('Show').selectOption('cashout');
    await expect(history.getByRole('row')).toHaveCount(2);
  });
});
