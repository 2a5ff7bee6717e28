import { expect, test } from '../support/fixtures.ts';
import { operatorHeaders } from '../support/operator.ts';
import { markPage, stillHere } from '../support/play.ts';
import { registerByApi } from '../support/players.ts';
import { expectHydrated } from '../support/ui.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test('a gift issued by the operator pops a notification, which waits in the header’s list until deleted', async ({
  page,
}) => {
  await registerByApi(page.request);
  const player = (await (await page.request.get('/api/player', { headers: XHR })).json()) as { id: number };
  // The centre is for groups 21 and 916 (spec 1 §6): the operator puts the player in 916.
  const grouped = await page.request.post(`/api/operator/players/${player.id}/groups`, {
    headers: await operatorHeaders(page.request),
    data: { groups: { add: [916] } },
  });
  expect(grouped.status(), await grouped.text()).toBe(200);

  // The registration's welcome gift was told when it was issued: it waits in the bell.
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expectHydrated(banner.getByRole('button', { name: 'Notifications, 1 unread' }));
  await markPage(page);

  const { offers } = (await (
    await page.request.get('/api/operator/bonus_offers?q=lootbox_freespins', {
      headers: await operatorHeaders(page.request),
    })
  ).json()) as { offers: Array<{ id: number; group_key: string }> };
  const spins = offers.find((offer) => offer.group_key === 'lootbox_freespins');
  expect(spins, 'the seeded free-spins offer').toBeDefined();
  const issued = await page.request.post('/api/operator/bonuses', {
    headers: await operatorHeaders(page.request),
    data: {
      user_id: player.id,
      offer_id: spins!.id,
      currency: 'CAD',
      idempotency_key: `e2e-gift-${Date.now()}`,
    },
  });
  expect(issued.status(), await issued.text()).toBe(201);

  // It pops up live, and the bell counts it.
  const popup = page.getByRole('status').filter({ hasText: 'Free spins for you' });
  await expect(popup).toContainText('free spins are waiting in your gifts.');
  await expect(popup.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/profile/gifts');
  await expect(banner.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  expect(await stillHere(page)).toBe(true);

  // Opening the list shows both, newest first, and marks them read.
  await banner.getByRole('button', { name: 'Notifications, 2 unread' }).click();
  const list = banner.getByRole('region', { name: 'Notification centre' });
  await expect(list.getByRole('article')).toHaveCount(2);
  const item = list.getByRole('article').first();
  await expect(item).toContainText('Free spins for you');
  await expect(item).toContainText('free spins are waiting in your gifts.');
  await expect(item.getByRole('link', { name: 'Open gifts' })).toHaveAttribute('href', '/profile/gifts');
  await expect(list.getByRole('article').last()).toContainText('A new gift');
  await expect(banner.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();

  // Deleted, it is gone for good (a reload reads the list again).
  await item.getByRole('button', { name: 'Delete “Free spins for you”' }).click();
  await expect(list.getByRole('article')).toHaveCount(1);
  await page.reload();
  await banner.getByRole('button', { name: 'Notifications, 0 unread' }).click();
  await expect(banner.getByRole('region', { name: 'Notification centre' }).getByRole('article')).toHaveCount(
    1,
  );
  await expect(page.getByText('Free spins for you')).toHaveCount(0);
});
