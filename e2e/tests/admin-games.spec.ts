import { expect, test, watchContextErrors } from '../support/fixtures.ts';
import { operatorHeaders } from '../support/operator.ts';
import { expectHydrated } from '../support/ui.ts';

interface Category {
  id: string;
  title: string;
  country: string | null;
}

/**
 * A marketing operator puts the lobby's last two categories in the other order by dragging with
 * the keyboard (dnd-kit: space picks the row up, an arrow moves it, space drops it) and saves;
 * the API answers the new order. The order is put back afterwards.
 */
test('a marketing operator reorders categories with the keyboard in /admin/games/categories', async ({
  page,
  browser,
  baseURL,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  const headers = await operatorHeaders(page.request, 'marketing');
  const listed = await page.request.get('/api/operator/categories', { headers });
  expect(listed.status()).toBe(200);
  const original = (await listed.json()) as Category[];
  expect(original.length).toBeGreaterThan(2);
  const ids = original.map((c) => c.id);
  const last = original.at(-1)!;
  const label = (c: Category) => (c.country ? `${c.title} (${c.country})` : c.title);

  const [name, ...rest] = headers.Cookie.split(';')[0]!.split('=');
  const operatorContext = await browser.newContext();
  watchContextErrors(operatorContext, pageErrors);
  await operatorContext.addCookies([{ name: name!, value: rest.join('='), url: baseURL! }]);
  const admin = await operatorContext.newPage();

  try {
    await admin.goto('/admin/games/categories');
    await expect(admin.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    const list = admin.getByRole('list', { name: 'Order of the categories in the lobby' });
    const rows = list.getByTestId('sortable-row');
    await expect(rows).toHaveCount(original.length);
    const handle = list.getByRole('button', { name: `Drag ${label(last)}`, exact: true });
    await expectHydrated(handle);

    await handle.focus();
    await admin.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await admin.keyboard.press('ArrowUp');
    await admin.keyboard.press('Space');
    const moved = [...ids.slice(0, -2), last.id, ids.at(-2)!];
    await expect(rows.nth(original.length - 2)).toHaveAttribute('data-id', last.id);
    await expect(rows.nth(original.length - 1)).toHaveAttribute('data-id', ids.at(-2)!);

    await admin.getByRole('button', { name: 'Save this order' }).first().click();
    await expect(admin.getByText('Order saved.')).toBeVisible();
    const after = await page.request.get('/api/operator/categories', {
      headers: await operatorHeaders(page.request, 'marketing'),
    });
    expect(((await after.json()) as Category[]).map((c) => c.id)).toEqual(moved);
  } finally {
    const put = await page.request.put('/api/operator/categories/order', {
      headers: await operatorHeaders(page.request, 'marketing'),
      data: { category_ids: ids },
    });
    expect(put.status()).toBeLessThan(300);
    await operatorContext.close();
  }
});
