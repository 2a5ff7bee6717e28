import { depositByCard, givePersonalDetails } from '../support/bonuses.ts';
import { expect, test } from '../support/fixtures.ts';
import { operatorHeaders } from '../support/operator.ts';
import { PASSWORD, uniqueEmail } from '../support/players.ts';
import { expectHydrated, expectSignedIn, headerRegister, registerInModal } from '../support/ui.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

test('a visitor from an affiliate’s link registers; the operator’s report counts them and their first deposit', async ({
  page,
  context,
}) => {
  // The captcha is solved by the page, and a deposit waits for its notice: a busy machine is slow.
  test.setTimeout(120_000);
  const stag = `e2e_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  const from = new Date(Date.now() - 60_000).toISOString();

  // The landing page keeps the tag server-side: an HttpOnly cookie for 30 days, no script involved.
  await page.goto(`/?stag=${stag}&utm_source=newsletter&utm_campaign=spring`);
  const cookies = await context.cookies();
  const tag = cookies.find((cookie) => cookie.name === 'orbit_stag');
  expect(tag).toMatchObject({ value: stag, httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(tag!.expires * 1000).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  expect(cookies.find((cookie) => cookie.name === 'orbit_utm')?.httpOnly).toBe(true);

  // A later page without a tag leaves it; the visitor registers in the modal.
  await page.goto('/tournaments');
  const register = headerRegister(page);
  await expectHydrated(register);
  await register.click();
  await registerInModal(page, uniqueEmail('affiliate'), PASSWORD);
  await expectSignedIn(page);
  await givePersonalDetails(page.request);
  await depositByCard(page.request, 5_000);

  const to = new Date(Date.now() + 60_000).toISOString();
  const report = await page.request.get(
    `/api/operator/reports/affiliates?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    { headers: await operatorHeaders(page.request) },
  );
  expect(report.status(), await report.text()).toBe(200);
  const { rows } = (await report.json()) as { rows: Array<{ stag: string }> };
  expect(rows.find((row) => row.stag === stag)).toEqual({
    stag,
    registrations: 1,
    first_deposits: 1,
    first_deposit_amounts: [{ currency: 'CAD', count: 1, amount_cents: 5_000 }],
  });
});

test('a visitor whose tag is in excluded-promo-stags sees no sign-up offers, from the first page on', async ({
  page,
}) => {
  await page.goto('/promotions');
  await expect(page.getByTestId('promotions-offers')).toBeVisible();

  // The demo config excludes 122_noemail: the very page the link opens already hides them.
  await page.goto('/promotions?stag=122_noemail');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('promotions-offers')).toHaveCount(0);
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('promotions-offers')).toHaveCount(0);
});
