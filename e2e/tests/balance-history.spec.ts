import { depositByCard, givePersonalDetails } from '../support/bonuses.ts';
import { expect, test } from '../support/fixtures.ts';
import { playDiceRound } from '../support/play.ts';
import { registerByApi } from '../support/players.ts';
import { expectHydrated } from '../support/ui.ts';

test('a player reads their totals on the profile and accounts for every cent in the balance history', async ({
  page,
}) => {
  await registerByApi(page.request);
  await givePersonalDetails(page.request);
  await depositByCard(page.request, 5_000);
  await playDiceRound(page.request, 100);

  // The profile's totals: the deposit, the bet and one round.
  await page.goto('/profile');
  const totals = page.getByTestId('player-stats-CAD');
  await expect(totals.getByTestId('player-stats-CAD-deposits')).toHaveText(/^(CA)?\$50\.00 \(1\)$/);
  await expect(totals.getByTestId('player-stats-CAD-bets')).toHaveText(/^(CA)?\$1\.00$/);
  await expect(totals.getByTestId('player-stats-CAD-rounds')).toHaveText('1');

  // The history page, from the profile's sub-menu, server-rendered: newest first, balance after each.
  await page
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('link', { name: 'Balance history' })
    .click();
  await expect(page).toHaveURL(/\/profile\/balance-history$/);
  const table = page.getByRole('table', { name: 'Movements of your balance, newest first' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Time',
    'Cause',
    'Reference',
    'Amount',
    'Balance after',
  ]);
  const rows = table.getByTestId('balance-movement');
  // Deposit, bet, and the dice round's win if it won.
  const count = await rows.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(rows.last()).toContainText('Deposit');
  await expect(rows.last()).toContainText(/\$50\.00/);
  await expect(rows.nth(count - 2)).toContainText('Bet');
  await expect(rows.nth(count - 2)).toContainText(/-(CA)?\$1\.00/);
  await expect(rows.nth(count - 2)).toContainText(/\$49\.00/);

  // Filtering by cause (keyboard only) keeps the filter in the URL and shows only those movements.
  await expectHydrated(page.getByRole('button', { name: 'Show' }));
  await page.getByLabel('Cause').selectOption('payment');
  await page.getByRole('button', { name: 'Show' }).press('Enter');
  await expect(page).toHaveURL(/cause=payment/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Deposit');
  await page.getByLabel('Cause').selectOption('prize');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByTestId('balance-history-empty')).toHaveText('No movements match these filters.');

  // The same filtered page loads on its own from the server (no script needed to read it).
  const direct = await page.request.get('/profile/balance-history?cause=payment');
  expect(direct.status()).toBe(200);
  expect(await direct.text()).toContain('Deposit');
});
