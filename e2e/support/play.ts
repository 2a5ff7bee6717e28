import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** The server's (test) clock, in ms. */
export async function serverNow(request: APIRequestContext): Promise<number> {
  const response = await request.get('/dev/clock');
  expect(response.status(), 'the test clock').toBe(200);
  return Date.parse(((await response.json()) as { now: string }).now);
}

/** One real-money dice round of `stake` cents through the house API (the page is not touched). */
export async function playDiceRound(request: APIRequestContext, stake: number): Promise<void> {
  const launch = await request.post('/api/games/launch', {
    headers: XHR,
    data: { game: 'orbit-originals/hex-dice', mode: 'real' },
  });
  expect(launch.status(), await launch.text()).toBe(200);
  const { token } = (await launch.json()) as { token: string };
  const play = await request.post(`/api/house/sessions/${token}/rounds`, {
    headers: XHR,
    data: { bet: { stake, target: 5000, over: true } },
  });
  expect(play.status(), await play.text()).toBe(200);
}

/** Marks the page: a reload would lose the mark, so what changes after it came over the socket. */
export async function markPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected', { timeout: 20_000 });
  await page.evaluate(() => {
    (globalThis as unknown as { stillHere: boolean }).stillHere = true;
  });
}

/** Whether the page marked by `markPage` is still the same (it was not reloaded). */
export const stillHere = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { stillHere?: boolean }).stillHere === true);
