import { expect, test, watchContextErrors } from '../support/fixtures.ts';
import { operatorHeaders } from '../support/operator.ts';
import { expectHydrated } from '../support/ui.ts';

interface Category {
  id: string;
  title: string;
  country: string | null;
}

/**
 * A marketing operator puts the lobby's last category above its neighbour by dragging with the
 * keyboard (dnd-kit: space picks the row up, an arrow moves it, space drops it) and saves; the API
 * answers the new order. The order is put back afterwards. Journeys run in parallel on one server
 * and another may add or move a category meanwhile, so the checks look at the two moved rows' order
 * relative to each other, not at positions.
 */
test('a marketing operator reorders categories with the keyboard in /admin/games/categories', async ({
  page,
  browser,
  baseURL,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  const headers = await operatorHeaders(page.request, 'marketing');
  const categoryIds = async (): Promise<string[]> => {
    const listed = await page.request.get('/api/operator/categories', {
      headers: await operatorHeaders(page.request, 'marketing'),
    });
    expect(listed.status()).toBe(200);
    return ((await listed.json()) as Category[]).map((c) => c.id);
  };
  const listed = await page.request.get('/api/operator/categories', { headers });
  expect(listed.status()).toBe(200);
  const original = (await listed.json()) as Category[];
  expect(original.length).toBeGreaterThan(2);
  const ids = original.map((c) => c.id);
  const last = original.at(-1)!;
  const label = (c: Category) => (c.country ? `${c.title} (${c.country})` : c.title);
  /** `order` keeps only `a` and `b`, in its order. */
  const relative = (order: (string | null)[], a: string, b: string) =>
    order.filter((id) => id === a || id === b);

  const [name, ...rest] = headers.Cookie.split(';')[0]!.split('=');
  const operatorContext = await browser.newContext();
  watchContextErrors(operatorContext, pageErrors);
  await operatorContext.addCookies([{ name: name!, value: rest.join('='), url: baseURL! }]);
  const admin = await operatorContext.newPage();
  let neighbour: string | undefined;

  try {
    await admin.goto('/admin/games/categories');
    await expect(admin.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    const list = admin.getByRole('list', { name: 'Order of the categories in the lobby' });
    const rows = list.getByTestId('sortable-row');
    const shown = () => rows.evaluateAll((elements) => elements.map((e) => e.getAttribute('data-id')));
    const handle = list.getByRole('button', { name: `Drag ${label(last)}`, exact: true });
    await expectHydrated(handle);
    // Every category is listed (there may be more if another journey added one since).
    const before = await shown();
    expect(before).toEqual(expect.arrayContaining(ids));
    neighbour = before[before.indexOf(last.id) - 1] ?? undefined;
    expect(neighbour, 'the row above the last category').toBeTruthy();

    await handle.focus();
    await admin.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    // dnd-kit's keyboard sensor starts listening for the arrows in a timer set when the row is
    // picked up, and Chromium runs input before timers: under load an arrow pressed now is lost.
    // A timer set after it fires after it.
    await admin.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await admin.keyboard.press('ArrowUp');
    // The screen reader hears where the row is before it is dropped there.
    const overNeighbour = `${label(last)} is over position ${before.indexOf(neighbour!) + 1}.`;
    await expect(admin.getByRole('status').filter({ hasText: overNeighbour })).toHaveCount(1);
    await admin.keyboard.press('Space');
    // The two rows swapped places; the others stayed where they were.
    const swapped = before.map((id) => (id === last.id ? neighbour! : id === neighbour ? last.id : id));
    await expect.poll(shown).toEqual(swapped);

    await admin.getByRole('button', { name: 'Save this order' }).first().click();
    await expect(admin.getByText('Order saved.')).toBeVisible();
    const after = await categoryIds();
    expect(after).toEqual(expect.arrayContaining(ids));
    expect(relative(after, last.id, neighbour!)).toEqual([last.id, neighbour]);
  } finally {
    // Put the last category back below its neighbour, wherever the others are now.
    const current = await categoryIds();
    const restored = current.filter((id) => id !== last.id);
    const at = neighbour ? restored.indexOf(neighbour) : -1;
    restored.splice(at === -1 ? restored.length : at + 1, 0, last.id);
    const put = await page.request.put('/api/operator/categories/order', {
      headers: await operatorHeaders(page.request, 'marketing'),
      data: { category_ids: restored },
    });
    expect(put.status()).toBeLessThan(300);
    await operatorContext.close();
  }
});
