import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
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
    await registerByApi(page.request);
    const cashbox = await openDeposit(page);
    // A fiat player completes the personal details first (spec 2 §5).
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
    // The first deposit offers 50 (spec 2 §2).
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
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Back to the casino')).toBeVisible();
    await expect.poll(() => balanceOf(page.request, 'CAD'), { timeout: 30_000 }).toBe(5_000);
    // The provider repeats its last notice: still credited once.
    await page.waitForTimeout(3_000);
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
});
