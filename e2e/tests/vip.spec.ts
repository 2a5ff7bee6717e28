import { depositByCard, givePersonalDetails } from '../support/bonuses.ts';
import { expect, test } from '../support/fixtures.ts';
import { markPage } from '../support/play.ts';
import { registerByApi } from '../support/players.ts';
import { expectHydrated } from '../support/ui.ts';

test.describe('the VIP club', () => {
  test('a new player is regular with empty bars; a deposit moves the deposits bar on the open page', async ({
    page,
  }) => {
    await registerByApi(page.request);
    await page.goto('/rocketplay-vipclub');
    const club = page.getByTestId('vip-club');
    await expect(club.getByRole('heading', { name: 'VIP club', level: 1 })).toBeVisible();
    await expect(club.getByRole('heading', { name: 'Your status: Regular' })).toBeVisible();
    await expect(club.getByText('This quarter you have not reached a status yet.')).toBeVisible();
    const deposits = club.getByRole('progressbar', { name: 'Deposits' });
    const overall = club.getByRole('progressbar', { name: 'Overall' });
    await expect(deposits).toHaveAttribute('aria-valuenow', '0');
    await expect(overall).toHaveAttribute('aria-valuenow', '0');
    await expect(club.getByRole('heading', { name: 'On your way to Bronze' })).toBeVisible();
    await expect(club.getByTestId('vip-card-regular')).toHaveAttribute('data-state', 'current');
    await expect(club.getByTestId('vip-card-bronze')).toHaveAttribute('data-state', 'next');
    await expect(club.getByTestId('vip-card-gold')).toHaveAttribute('data-state', 'locked');
    // The carousel works from the keyboard once the page has hydrated.
    const carousel = club.getByTestId('vip-carousel');
    const next = carousel.getByRole('button', { name: 'Next status' });
    await expectHydrated(next);
    await next.focus();
    await page.keyboard.press('ArrowRight');
    await expect(carousel.getByRole('status')).toHaveText('Bronze, 2 of 5');

    // A C$50 card deposit through the sandbox: the page's bars move when it lands (over the socket,
    // so the page must be connected before the deposit).
    await markPage(page);
    await givePersonalDetails(page.request);
    await depositByCard(page.request, 5_000);
    await expect(deposits).toHaveAttribute('aria-valuetext', /^CA\$50\.00 of CA\$/);
    await expect(deposits).not.toHaveAttribute('aria-valuenow', '0');
    await expect(overall).not.toHaveAttribute('aria-valuenow', '0');
    // And after a reload, rendered by the server.
    await page.reload();
    await expect(page.getByRole('progressbar', { name: 'Deposits' })).toHaveAttribute(
      'aria-valuetext',
      /^CA\$50\.00 of CA\$/,
    );
  });
});
