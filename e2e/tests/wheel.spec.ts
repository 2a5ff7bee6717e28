import { expect, test } from '../support/fixtures.ts';
import { DEMO_PASSWORD, signInByApi } from '../support/players.ts';
import { expectHydrated } from '../support/ui.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
/** tester@orbit.test: AUD, group 21 (spec 2 §9's wheel: 10, 20, 50 free spins), 5,000 comp coins (seed). */
const TESTER = 'tester@orbit.test';

test.describe('prize wheel', () => {
  test('a player buys a wheel spin, spins the wheel, sees the prize and verifies the draw', async ({
    page,
  }) => {
    await signInByApi(page.request, TESTER, DEMO_PASSWORD);
    // The comp shop's wheel-spin card, bought through the API with the page's cookies.
    const bought = await page.request.post('/api/comp_points/exchange/lootboxes', {
      headers: XHR,
      data: { exchange: { points: 250, group: 'comp_wheel_spin' } },
    });
    expect(bought.status(), await bought.text()).toBe(200);
    expect(((await bought.json()) as { lootbox_ids: number[] }).lootbox_ids).toHaveLength(1);

    await page.goto('/rocketplay-wheel');
    await expect(page.getByTestId('spins-left')).toHaveText('You have 1 spin');
    const toSpin = page.getByTestId('to-spin');
    await expectHydrated(toSpin);
    await toSpin.click();
    await expect(page).toHaveURL(/\/rocketplay-wheel\/spin$/);

    const spin = page.getByRole('button', { name: 'Spin', exact: true });
    await expectHydrated(spin);
    await spin.click();
    // The wheel turns (a CSS transition), then stops on the drawn segment and names the prize.
    await expect(page.getByTestId('spin-wheel')).toHaveAttribute('data-phase', 'spinning');
    const prize = page.getByTestId('spin-prize');
    await expect(prize).toHaveText(/^(10|20|50) free spins$/, { timeout: 15_000 });
    const won = await page.locator('[data-won="true"]').getAttribute('data-segment');
    const rotation = Number(
      await page.getByTestId('wheel').locator('[data-rotation]').getAttribute('data-rotation'),
    );
    // The segment under the pointer (the top) after the turn is the won one: 3 equal segments.
    expect(Math.floor((((-rotation % 360) + 360) % 360) / 120)).toBe(Number(won));
    const prizeText = await prize.textContent();
    await expect(page.getByTestId('spins-left')).toHaveText('You have 0 spins');

    // The result's draw opens the verifier prefilled; rotating the seeds reveals the server seed.
    await page.getByText('Provably fair draw').click();
    await page.getByTestId('verify-draw').click();
    await expect(page).toHaveURL(/\/provably-fair\?verify=lootbox&box=\d+/);
    const unrevealed = page.getByTestId('lootbox-unrevealed');
    const rotate = unrevealed.getByRole('button', { name: 'Rotate seeds' });
    await expectHydrated(rotate);
    await rotate.click();
    await expect(page.getByLabel('Server seed', { exact: true })).toHaveValue(/^[0-9a-f]{64}$/);
    const verification = page.getByTestId('lootbox-verification');
    await expect(verification.getByTestId('lootbox-check-hash')).toHaveAttribute('data-ok', 'true');
    await expect(verification.getByTestId('lootbox-check-prize')).toHaveAttribute('data-ok', 'true');
    await expect(verification.getByTestId('lootbox-drawn-prize')).toHaveText(prizeText ?? '');
  });
});
