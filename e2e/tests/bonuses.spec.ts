import type { FrameLocator, Locator, Page } from '@playwright/test';
import {
  accountOf,
  cad,
  createPromoOffer,
  depositByCard,
  giftsOf,
  givePersonalDetails,
  pocketsOf,
  startPromoBonus,
} from '../support/bonuses.ts';
import { expect, test } from '../support/fixtures.ts';
import { PASSWORD, registerByApi, uniqueEmail } from '../support/players.ts';
import { captchaSolved, dialog, expectHydrated, expectSignedIn, headerRegister } from '../support/ui.ts';

/** The demo's deposit code offer (apps/server/src/db/seed/bonuses.ts): 50 % up to €150, wager 30×. */
const SPRING_TITLE = 'Spring code: 50% up to €150';

const banner = (page: Page) => page.getByRole('banner');
const headerBalance = (page: Page) => banner(page).getByRole('button', { name: /^Balance:/ });

/** The header's gifts button names its count ("Gifts: 2"). */
async function headerGiftsCount(page: Page): Promise<number> {
  const link = banner(page).getByRole('link', { name: /^Gifts: \d+$/ });
  const name = (await link.getAttribute('aria-label')) ?? '';
  return Number(name.replace(/\D/g, ''));
}

/** The balance dropdown, opened; its panel is the button's `aria-controls`. */
async function openBalanceMenu(page: Page): Promise<Locator> {
  const button = headerBalance(page);
  await expectHydrated(button);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
}

/** The amount a line of the balance dropdown (`Real money`, `Bonus money`) shows. */
const pocketLine = (menu: Locator, label: string) =>
  menu.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** A bonus card of the gifts page's active list, by its title. */
const activeGift = (page: Page, title: string) =>
  page.getByTestId('gifts-active').getByTestId('gift-bonus').filter({ hasText: title });

/** Fills the card withdrawal form of `/withdraw` and sends it. */
async function askWithdrawal(page: Page, amount: string): Promise<Locator> {
  await page.goto('/withdraw');
  const form = page.getByTestId('cashbox').getByTestId('withdraw-form');
  await expectHydrated(form.getByRole('button', { name: 'Withdraw' }));
  await form.getByLabel('Amount (CAD)').fill(amount);
  await form.getByLabel('Card number').fill('4111111111111111');
  await form.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await form.getByLabel('Name on the card or account').fill('Ada Lovelace');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  return form;
}

/** One spin of the slot in the frame: its wallet round answered, free-spin playback skipped. */
async function spin(page: Page, frame: FrameLocator): Promise<void> {
  const button = frame.getByRole('button', { name: 'Spin', exact: true });
  await expect(button).toBeEnabled();
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/house\/sessions\/[^/]+\/rounds$/.test(r.url()),
  );
  await button.click();
  expect((await answered).status(), 'the spin is played').toBe(200);
  const skip = frame.getByRole('button', { name: 'Skip' });
  if (await skip.isVisible()) await skip.click();
  await expect(button).toBeEnabled();
}

test.describe('bonuses', () => {
  test('a player registered with a deposit code takes its offer with a card deposit and sees it wagering', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Registration in the modal, the code behind "I have a bonus code".
    await page.goto('/');
    const register = headerRegister(page);
    await expectHydrated(register);
    await register.click();
    const modal = dialog(page, 'Create an account');
    const submit = modal.getByRole('button', { name: 'Create account' });
    await expectHydrated(submit);
    await modal.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('spring'));
    await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect(modal.getByLabel('Currency', { exact: true })).toHaveValue('CAD');
    await modal.getByRole('checkbox', { name: /accept the terms and conditions/ }).check();
    await expect(modal.getByLabel('Bonus code')).toHaveCount(0);
    await modal.getByRole('button', { name: 'I have a bonus code' }).click();
    await modal.getByLabel('Bonus code').fill('SPRING50');
    await captchaSolved(modal);
    await submit.click();
    await expect(modal).toBeHidden({ timeout: 20_000 });
    await expectSignedIn(page);
    expect(
      ((await (await page.request.get('/api/player')).json()) as { deposit_bonus_code: string })
        .deposit_bonus_code,
    ).toBe('SPRING50');

    // The bonus deposit: the code's offer, taken; C$50 by card through the provider's page.
    await givePersonalDetails(page.request);
    await page.goto('/deposit-bonus');
    const cashbox = page.getByTestId('cashbox');
    const offers = cashbox.getByTestId('deposit-offers');
    await expect(offers.getByTestId('bonus-code')).toContainText('Your bonus code SPRING50 is applied.');
    const spring = offers.getByRole('listitem').filter({ hasText: SPRING_TITLE });
    await expect(spring).toBeVisible();
    await expectHydrated(spring.getByRole('button', { name: 'Take this bonus' }));
    await spring.getByRole('button', { name: 'Take this bonus' }).click();
    const form = cashbox.getByTestId('deposit-form');
    await expect(form.getByTestId('chosen-offer')).toContainText(`Bonus: ${SPRING_TITLE}`);
    await form.getByLabel('Amount (CAD)').fill('50');
    await form.getByLabel('Card number').fill('4111111111111111');
    await form.getByLabel('Expiry date (MM/YY)').fill('12/39');
    await form.getByLabel('Name on the card or account').fill('Ada Lovelace');
    await form.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page).toHaveURL(/\/sandbox\/3ds\/\d+/);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Back to the casino')).toBeVisible();
    // C$50 real, and the 50 % match as bonus money.
    await expect
      .poll(() => pocketsOf(page.request), { message: 'the deposit and its bonus', timeout: 30_000 })
      .toEqual({ real: 5_000, bonus: 2_500 });

    // The gift wagers from the start: 30 × C$25, nothing wagered yet.
    await page.goto('/profile/gifts');
    const gift = activeGift(page, 'Spring code');
    await expect(gift.getByTestId('gift-stage')).toHaveText('Wagering');
    await expect(gift.getByTestId('gift-amount')).toHaveText(cad(2_500));
    await expect(gift.getByRole('progressbar', { name: 'Wagering progress' })).toHaveAttribute('value', '0');
    await expect(gift.getByTestId('gift-wagering')).toHaveText(`${cad(0)} of ${cad(75_000)} wagered (0%)`);
    await expect(gift.getByText(`Maximum bet while wagering: ${cad(750)}`)).toBeVisible();
    await expect.poll(() => headerGiftsCount(page)).toBeGreaterThanOrEqual(1);

    const menu = await openBalanceMenu(page);
    await expect(pocketLine(menu, 'Real money')).toHaveText(cad(5_000));
    await expect(pocketLine(menu, 'Bonus money')).toHaveText(cad(2_500));
    const wagering = menu.getByTestId('balance-wagering');
    await expect(wagering.getByTestId('balance-wagering-percent')).toHaveText('0%');
    await expect(wagering).toContainText(`${cad(0)} of ${cad(75_000)}`);
    await expect(wagering.getByRole('progressbar', { name: 'Wagering progress' })).toHaveAttribute(
      'value',
      '0',
    );
  });

  test('a bad promo code changes nothing; a promo bonus is played off on a slot, converts, and is withdrawn', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // C$10 to wager once, at most C$7.50 a spin.
    const title = 'E2E spin-off bonus';
    const code = await createPromoOffer(page.request, {
      title,
      bonusCents: 1_000,
      wagerMultiplier: 1,
      maxBetCents: 750,
    });
    await registerByApi(page.request);
    await givePersonalDetails(page.request);
    await depositByCard(page.request, 5_000);
    const giftsBefore = await giftsOf(page.request);

    // An unknown code: the translated refusal on the field; no gift, no money.
    await page.goto('/profile/gifts');
    const promo = page.getByTestId('gifts-promo-form');
    await expectHydrated(promo.getByRole('button', { name: 'Get gift' }));
    await promo.getByLabel('Promo code').fill('NO-SUCH-CODE');
    await promo.getByRole('button', { name: 'Get gift' }).click();
    await expect(promo.getByText('This code does not exist.')).toBeVisible();
    await expect(promo.getByLabel('Promo code')).toHaveAttribute('aria-invalid', 'true');
    await expect(promo.getByTestId('gifts-promo-success')).toHaveCount(0);
    expect(await giftsOf(page.request)).toEqual(giftsBefore);
    expect(await pocketsOf(page.request)).toEqual({ real: 5_000, bonus: 0 });

    // The operator's code gives the gift; activated, its money is bonus money.
    await promo.getByLabel('Promo code').fill(code.toLowerCase());
    await promo.getByRole('button', { name: 'Get gift' }).click();
    await expect(promo.getByTestId('gifts-promo-success')).toHaveText(`Your gift: ${title}`);
    const gift = activeGift(page, title);
    await expect(gift.getByTestId('gift-stage')).toHaveText('Ready to activate');
    await gift.getByRole('button', { name: 'Activate' }).click();
    await expect(gift.getByTestId('gift-stage')).toHaveText('Wagering');
    await expect(gift.getByTestId('gift-wagering')).toHaveText(`${cad(0)} of ${cad(1_000)} wagered (0%)`);
    expect(await pocketsOf(page.request)).toEqual({ real: 5_000, bonus: 1_000 });

    // A slot for real, the balance dropdown open on the wagering.
    await page.goto('/play/orchard-reels/lemon-sevens?mode=real');
    await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected', { timeout: 20_000 });
    await page.evaluate(() => {
      (globalThis as unknown as { stillHere: boolean }).stillHere = true;
    });
    const frame = page.frameLocator('[data-testid="game-frame"]');
    await expectHydrated(frame.getByRole('button', { name: 'Raise the stake' }));
    const stakeSelect = frame.getByLabel('Stake', { exact: true });
    const stakes = await stakeSelect
      .locator('option')
      .evaluateAll((options) => options.map((o) => Number(o.getAttribute('value'))));
    // A stake above the bonus's max bet is refused in the frame's words; no money moves.
    const tooHigh = Math.min(...stakes.filter((s) => s > 750));
    await stakeSelect.selectOption(String(tooHigh));
    const refused = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/house\/sessions\/[^/]+\/rounds$/.test(r.url()),
    );
    await frame.getByRole('button', { name: 'Spin', exact: true }).click();
    expect((await refused).status()).toBe(422);
    await expect(frame.getByRole('alert')).toHaveText(
      "This stake is above your bonus's maximum bet. Lower the stake while the bonus is wagered.",
    );
    expect(await pocketsOf(page.request)).toEqual({ real: 5_000, bonus: 1_000 });
    // The largest stake the bonus allows.
    const stake = Math.max(...stakes.filter((s) => s <= 750));
    expect(stake).toBeGreaterThanOrEqual(100);
    await stakeSelect.selectOption(String(stake));

    const menu = await openBalanceMenu(page);
    const percent = menu.getByTestId('balance-wagering-percent');
    await expect(percent).toHaveText('0%');
    // Each spin moves the wagering live (the page is not reloaded), until the C$10 are wagered.
    let wagered = 0;
    while (wagered + stake < 1_000) {
      await spin(page, frame);
      wagered += stake;
      await expect(percent).toHaveText(`${Math.floor((wagered * 100) / 1_000)}%`);
      await expect(menu.getByTestId('balance-wagering')).toContainText(`${cad(wagered)} of ${cad(1_000)}`);
    }
    // The last spin completes it: the bonus money becomes real money, the wagering goes.
    await spin(page, frame);
    await expect(menu.getByTestId('balance-wagering')).toHaveCount(0);
    await expect(pocketLine(menu, 'Bonus money')).toHaveText(cad(0));
    expect(await page.evaluate(() => (globalThis as unknown as { stillHere?: boolean }).stillHere)).toBe(
      true,
    );
    const converted = (await giftsOf(page.request)).find((g) => g.title === title);
    expect(converted?.stage).toBe('wager_done');
    expect(converted?.converted_cents).toBe(1_000);
    const real = (await pocketsOf(page.request)).real;
    await expect(pocketLine(menu, 'Real money')).toHaveText(cad(real));

    await page.goto('/profile/gifts');
    const done = page.getByTestId('gifts-finished').getByTestId('gift-finished').filter({ hasText: title });
    await expect(done.getByTestId('gift-stage')).toHaveText('Wagering done');
    await expect(done).toContainText(`${cad(1_000)} became real money`);
    await expect(activeGift(page, title)).toHaveCount(0);

    // The converted money can be withdrawn: no bonus wagers, the request is taken at once.
    const amount = Math.floor(real / 100);
    await askWithdrawal(page, String(amount));
    await expect(page.getByTestId('withdrawal-pending')).toContainText('pending');
    await expect(page.getByTestId('cancel-bonus')).toHaveCount(0);
    expect((await accountOf(page.request)).amount_cents).toBe(real - amount * 100);
  });

  test('a withdrawal while a bonus wagers shows what is forfeited and, confirmed, cancels the bonus', async ({
    page,
  }) => {
    await registerByApi(page.request);
    await givePersonalDetails(page.request);
    await depositByCard(page.request, 5_000);
    const giftId = await startPromoBonus(page.request, 'ORBIT10');
    expect(await pocketsOf(page.request)).toEqual({ real: 5_000, bonus: 1_500 });

    // Asked first: what the cancel would cost and what may then be withdrawn; nothing sent yet.
    await askWithdrawal(page, '20');
    const question = page.getByRole('alertdialog', { name: 'Cancel your bonus to withdraw?' });
    await expect(question).toContainText('Your bonus “€10 promo bonus” is still being wagered.');
    const info = question.getByTestId('cancel-info');
    await expect(info.locator('div', { hasText: 'Bonus balance you lose' }).locator('dd')).toHaveText(
      cad(1_500),
    );
    await expect(info.locator('div', { hasText: 'Bonus winnings you lose' }).locator('dd')).toHaveText(
      cad(0),
    );
    await expect(info.locator('div', { hasText: 'You can withdraw' }).locator('dd')).toHaveText(cad(5_000));
    expect(await pocketsOf(page.request)).toEqual({ real: 5_000, bonus: 1_500 });
    expect((await giftsOf(page.request)).find((g) => g.id === giftId)?.stage).toBe('handle_bets');

    // Confirmed: the bonus is cancelled and the withdrawal taken in the same step.
    await question.getByRole('button', { name: 'Cancel the bonus and withdraw' }).click();
    await expect(page.getByTestId('withdrawal-pending')).toContainText('pending');
    expect(await pocketsOf(page.request)).toEqual({ real: 3_000, bonus: 0 });
    const canceled = (await giftsOf(page.request)).find((g) => g.id === giftId);
    expect(canceled?.stage).toBe('canceled');
    expect(canceled?.forfeited_cents).toBe(1_500);

    await page.goto('/profile/gifts');
    const row = page
      .getByTestId('gifts-finished')
      .getByTestId('gift-finished')
      .filter({ hasText: '€10 promo bonus' });
    await expect(row.getByTestId('gift-stage')).toHaveText('Canceled');
    await expect(row).toContainText(`${cad(1_500)} forfeited`);
  });
});
