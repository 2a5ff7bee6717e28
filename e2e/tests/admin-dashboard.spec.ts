import { BASE_URL } from '../playwright.config.ts';
import { depositByCard, givePersonalDetails } from '../support/bonuses.ts';
import { expect, test, watchContextErrors } from '../support/fixtures.ts';
import { operatorHeaders } from '../support/operator.ts';
import { registerByApi } from '../support/players.ts';

interface DashboardTotals {
  deposits_count: number;
  deposits_cents: number;
}

const cad = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'CAD' }).format(cents / 100);

test.describe('back office dashboard', () => {
  test("an owner sees today's deposit on the dashboard, its charts with their tables, and the reports", async ({
    page,
    browser,
    pageErrors,
  }) => {
    test.setTimeout(120_000);
    await registerByApi(page.request);
    await givePersonalDetails(page.request);
    await depositByCard(page.request, 5_000);

    const headers = await operatorHeaders(page.request, 'owner');
    const today = new Date().toISOString().slice(0, 10);
    const query = `from=${today}&to=${today}&currency=CAD`;
    const totals = async () => {
      const answer = await page.request.get(`/api/operator/dashboard?${query}`, { headers });
      expect(answer.status()).toBe(200);
      return (await answer.json()).totals as DashboardTotals;
    };
    // Other journeys deposit too: today's sum holds at least this one.
    expect((await totals()).deposits_cents).toBeGreaterThanOrEqual(5_000);

    const context = await browser.newContext();
    watchContextErrors(context, pageErrors);
    const value = headers.Cookie.replace(/^orbit_operator=/, '').split(';')[0] ?? '';
    await context.addCookies([{ name: 'orbit_operator', value, url: BASE_URL }]);
    const admin = await context.newPage();
    await admin.goto(`/admin?${query}`);
    // The home's links stay on the start page; the dashboard follows them.
    await expect(admin.getByRole('link', { name: 'Reports' }).first()).toBeVisible();
    await expect(admin.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const deposits = admin.getByTestId('admin-kpi-deposits_cents');
    // The card shows the API's figure for today (reloaded if another journey deposited meanwhile).
    await expect(async () => {
      await admin.reload();
      const expected = await totals();
      await expect(deposits).toContainText(cad(expected.deposits_cents), { timeout: 5_000 });
      await expect(deposits).toContainText(`Count: ${expected.deposits_count}`);
    }).toPass({ timeout: 30_000 });

    // Three charts, each drawn (uPlot's canvas) with the same figures as a table.
    await expect(admin.getByTestId('admin-chart')).toHaveCount(3);
    await expect(admin.locator('[data-testid="admin-chart"] canvas').first()).toBeVisible();
    const payments = admin.getByRole('figure', { name: 'Deposits and withdrawals per day (CAD)' });
    await payments.getByText('Show as a table').click();
    const row = payments.getByRole('row', { name: new RegExp(today) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').first()).not.toHaveText(cad(0));
    // The CSV link carries the period.
    await expect(admin.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/operator/dashboard.csv?from=${today}&to=${today}&currency=CAD`,
    );

    // The reports: GGR by game for the same period, and the responsible-gambling tables.
    await admin.getByRole('link', { name: 'All reports' }).click();
    await expect(admin.getByRole('heading', { name: 'Reports' })).toBeVisible();
    await expect(
      admin.getByRole('table', { name: new RegExp(`GGR by game, ${today} to ${today}, CAD`) }),
    ).toBeVisible();
    await admin.getByRole('link', { name: 'Responsible gambling' }).click();
    await expect(admin.getByRole('table', { name: 'Limits set' })).toBeVisible();
    await expect(admin).toHaveURL(new RegExp(`from=${today}`));
    await context.close();
  });

  test('support has no reports: the start page is the home without the dashboard, the API refuses', async ({
    page,
    browser,
    pageErrors,
  }) => {
    const headers = await operatorHeaders(page.request, 'support');
    const today = new Date().toISOString().slice(0, 10);
    const refused = await page.request.get(`/api/operator/dashboard?from=${today}&to=${today}&currency=CAD`, {
      headers,
    });
    expect(refused.status()).toBe(403);
    const context = await browser.newContext();
    watchContextErrors(context, pageErrors);
    const value = headers.Cookie.replace(/^orbit_operator=/, '').split(';')[0] ?? '';
    await context.addCookies([{ name: 'orbit_operator', value, url: BASE_URL }]);
    const admin = await context.newPage();
    await admin.goto('/admin');
    await expect(admin.getByRole('heading', { name: /Hello/ })).toBeVisible();
    await expect(admin.getByText('Your role: Support.')).toBeVisible();
    await expect(admin.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
    await expect(admin.getByRole('link', { name: 'Reports' })).toHaveCount(0);
    await context.close();
  });
});
