import type { APIRequestContext, Page } from '@playwright/test';
import { depositByCard, givePersonalDetails } from '../support/bonuses.ts';
import { expect, test } from '../support/fixtures.ts';
import { operatorHeaders } from '../support/operator.ts';
import { serverNow } from '../support/play.ts';
import { registerByApi } from '../support/players.ts';
import { expectHydrated } from '../support/ui.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
const MINUTE = 60_000;

/** A lottery of this journey's own (no other journey's deposits land in it): a ticket per C$10 from C$20, two places. */
function lotteryInput(slug: string, startMs: number, endMs: number) {
  return {
    slug,
    frontend_identifier: slug,
    titles: { en: 'Journey draw' },
    descriptions: { en: 'One ticket for every C$10 deposited.' },
    currency: 'CAD',
    start_at: new Date(startMs).toISOString(),
    end_at: new Date(endMs).toISOString(),
    deposit_scale_rules: { CAD: [{ from_amount_cents: 2_000, price_cents: 1_000 }] },
    prizes: [
      { award_place: 1, kind: 'money', amount_cents: 10_000 },
      { award_place: 2, kind: 'money', amount_cents: 5_000 },
    ],
  };
}

/** Every ticket the player holds over the listed lotteries (what the header shows). */
async function ticketBalance(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/lotteries/statuses', { headers: XHR });
  expect(response.status(), 'lottery statuses').toBe(200);
  return ((await response.json()) as Array<{ tickets: string[] }>).reduce(
    (sum, s) => sum + s.tickets.length,
    0,
  );
}

const headerBalance = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Balance:/ });

test('lottery tickets come with a deposit, the draw runs, and the verifier re-computes its winners', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await registerByApi(page.request);
  await givePersonalDetails(page.request);

  // Sales open a minute ago and run for an hour.
  const slug = `journey-draw-${Date.now()}`;
  const now = await serverNow(page.request);
  const created = await page.request.post('/api/operator/lotteries', {
    headers: await operatorHeaders(page.request),
    data: lotteryInput(slug, now - MINUTE, now + 60 * MINUTE),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/lottery/${slug}`);
  const lottery = page.getByTestId('lottery-page');
  await expect(lottery.getByRole('heading', { level: 1 })).toHaveText('Journey draw');
  await expect(lottery.getByRole('timer')).toBeVisible();
  await expect(lottery.getByTestId('lottery-how')).toContainText(
    'Deposit CA$20.00 or more: one ticket for every CA$10.00 of the deposit.',
  );
  const seedHash = await lottery.getByTestId('lottery-seed-hash').textContent();
  expect(seedHash).toMatch(/^[0-9a-f]{64}$/);
  await expect(lottery.getByTestId('lottery-my-tickets')).toContainText('You have no tickets yet.');
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected', { timeout: 20_000 });

  // C$50 deposited: five tickets arrive on the open page over `lottery_statuses`, no reload.
  await page.evaluate(() => {
    (globalThis as unknown as { stillHere: boolean }).stillHere = true;
  });
  await depositByCard(page.request, 5_000);
  await expect(lottery.getByTestId('lottery-my-count')).toHaveText('You hold 5 tickets.', {
    timeout: 20_000,
  });
  await expect(lottery.getByTestId('lottery-my-ticket')).toHaveText(['1', '2', '3', '4', '5']);
  expect(await page.evaluate(() => (globalThis as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

  // The header's balance menu counts the tickets of every lottery (the demo's weekly one too).
  const balance = await ticketBalance(page.request);
  expect(balance).toBeGreaterThanOrEqual(5);
  await expectHydrated(headerBalance(page));
  await headerBalance(page).click();
  await expect(page.getByRole('banner').getByTestId('header-lottery-tickets-value')).toHaveText(
    String(balance),
  );
  await page.keyboard.press('Escape');

  // The operator closes sales now; the lotteries job draws it.
  const closed = await page.request.put(`/api/operator/lotteries/${id}`, {
    headers: await operatorHeaders(page.request),
    data: lotteryInput(slug, now - MINUTE, (await serverNow(page.request)) - 1_000),
  });
  expect(closed.status(), await closed.text()).toBe(200);
  const ran = await page.request.post('/dev/jobs/lotteries/run', { headers: XHR });
  expect(ran.ok(), await ran.text()).toBe(true);

  // The winners and the proof: the revealed seed, the ticket list's hash.
  await page.reload();
  await expect(lottery.getByRole('heading', { name: 'Winners' })).toBeVisible();
  const winning = lottery.getByTestId('lottery-winning-ticket');
  await expect(winning).toHaveCount(2);
  const tickets = await winning.allTextContents();
  for (const ticket of tickets) expect(['1', '2', '3', '4', '5']).toContain(ticket);
  expect(new Set(tickets).size).toBe(2);
  await expect(lottery.getByTestId('lottery-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(lottery.getByTestId('lottery-tickets-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(lottery.getByTestId('lottery-seed-hash')).toHaveText(seedHash ?? '');

  // The verifier, prefilled from the page, re-computes the same winners in the browser.
  await expectHydrated(lottery.getByTestId('lottery-verify'));
  await lottery.getByRole('link', { name: 'Verify this draw' }).click();
  const verifier = page.getByTestId('verify-lottery');
  await expect(page.getByRole('radio', { name: 'Lottery draw' })).toBeChecked();
  await expect(verifier.getByTestId('lottery-check-seed')).toHaveAttribute('data-ok', 'true');
  await expect(verifier.getByTestId('lottery-verified-ticket')).toHaveText(tickets);

  // The published ticket list: its hash is the one the draw used, and it holds the five tickets.
  await expectHydrated(verifier.getByRole('button', { name: 'Fetch the ticket list' }));
  await verifier.getByRole('button', { name: 'Fetch the ticket list' }).click();
  await expect(verifier.getByTestId('lottery-check-list-hash')).toHaveAttribute('data-ok', 'true');
  await expect(verifier.getByTestId('lottery-check-draw-hash')).toHaveAttribute('data-ok', 'true');
  await expect(verifier.getByTestId('lottery-check-count')).toHaveAttribute('data-ok', 'true');
  await expect(verifier.getByTestId('lottery-list-check')).toContainText('Tickets in the published list: 5');
});
