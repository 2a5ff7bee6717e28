import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_PASSWORD, mailedLink, signInByApi } from '../support/players.ts';
import { expectHydrated } from '../support/ui.ts';

/**
 * Moves the server's clock, so it runs in the `clock` project, after every other journey.
 * ee@orbit.test opens with €1,000.00 (seed); no other journey plays with it.
 */
const PLAYER = 'ee@orbit.test';
const DAY_MS = 24 * 60 * 60 * 1000;

async function setLossLimit(page: Page, euros: string) {
  const loss = page.getByRole('region', { name: 'Loss limit' });
  await expectHydrated(loss.getByRole('button', { name: 'Save limit' }));
  await loss.getByLabel('Period').selectOption('day');
  await loss.getByLabel('Amount (EUR)').fill(euros);
  await loss.getByRole('button', { name: 'Save limit' }).click();
  return loss;
}

test('a loss limit is reached by playing, the game is refused, and raising it waits 24 hours', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInByApi(page.request, PLAYER, DEMO_PASSWORD);

  // A daily loss limit of €2 applies at once.
  await page.goto('/profile/limits');
  const loss = await setLossLimit(page, '2');
  await expect(page.getByText('Your limit applies now.')).toBeVisible();
  await expect(loss.getByTestId('limit')).toContainText('Daily · €2.00');

  // Lose €1 rolls (roll under 1.00: about 1 % to win) until the wallet refuses the next one.
  await page.goto('/play/orbit-originals/hex-dice?mode=real');
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expectHydrated(frame.getByRole('button', { name: 'Raise the stake' }));
  await frame.getByRole('button', { name: 'Roll under' }).click();
  await frame.getByRole('slider').press('Home');
  const refusal = frame.getByRole('alert').filter({ hasText: 'You have reached a limit you set' });
  for (let roll = 0; roll < 40 && !(await refusal.isVisible()); roll++) {
    await frame.getByRole('button', { name: 'Roll', exact: true }).click();
    await expect(frame.getByRole('button', { name: 'Roll', exact: true })).toBeEnabled();
  }
  await expect(refusal).toBeVisible();
  // The page around the frame warns too (the game_limits channel), until dismissed.
  await expect(page.getByRole('link', { name: 'Go to your limits' })).toBeVisible();

  // Opening a game with a reached limit goes to the limits page.
  await page.goto('/play/orbit-originals/hex-dice?mode=real');
  await expect(page).toHaveURL(/\/profile\/limits$/);
  await expect(page.getByTestId('limits-reached')).toBeVisible();

  // Raising it waits: the limit stays €2, the change is pending, the link works only after 24 hours.
  const raised = await setLossLimit(page, '50');
  await expect(page.getByText('A looser limit waits 24 hours.', { exact: false })).toBeVisible();
  await expect(raised.getByTestId('limit')).toContainText('Daily · €2.00');
  await expect(raised.getByTestId('limit-pending')).toContainText('Waiting: €50.00');
  const link = await mailedLink(page.request, PLAYER, '/limits/confirm');
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(page.getByText('It is too early')).toBeVisible();

  // A day later (the test clock) the confirmation applies it.
  const moved = await page.request.post('/dev/clock', { data: { advance_ms: DAY_MS + 60_000 } });
  expect(moved.status()).toBe(200);
  await signInByApi(page.request, PLAYER, DEMO_PASSWORD);
  await page.goto(link);
  await expectHydrated(page.getByRole('button', { name: 'Confirm the change' }));
  await page.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(page.getByTestId('limits-confirmed')).toBeVisible();
  await page.goto('/profile/limits');
  const after = page.getByRole('region', { name: 'Loss limit' });
  await expect(after.getByTestId('limit')).toContainText('Daily · €50.00');
  await expect(after.getByTestId('limit-pending')).toHaveCount(0);
});
