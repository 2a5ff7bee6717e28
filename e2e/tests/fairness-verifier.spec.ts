import { createHash, createHmac } from 'node:crypto';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_PASSWORD, signInByApi } from '../support/players.ts';
import { expectHydrated } from '../support/ui.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const serverSeed = '3c'.repeat(32);

/** The dice roll of these seeds, worked out here with node:crypto (not Orbit's code): the first 32 bits mod 10,000. */
function diceRoll(seed: string, clientSeed: string, nonce: number): string {
  const x = createHmac('sha256', Buffer.from(seed, 'hex'))
    .update(`${clientSeed}:${nonce}:0`)
    .digest()
    .readUInt32BE(0);
  expect(x).toBeLessThan(2 ** 32 - (2 ** 32 % 10_000));
  return ((x % 10_000) / 100).toFixed(2);
}

test.describe('the seed verifier', () => {
  test('a guest opens the page (no sign-in), pastes known seeds and sees the outcome', async ({ page }) => {
    await page.goto('/provably-fair');
    await expect(page).toHaveURL('/provably-fair');
    await expect(page.getByRole('heading', { level: 1, name: 'Provably fair' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Any seeds' })).toBeChecked();
    const verifier = page.getByTestId('verify-seeds');
    const game = verifier.getByLabel('Game');
    await expectHydrated(game);

    // Bad input: every field says what is wrong, tied to its control.
    await game.selectOption({ label: 'Dice · over-under' });
    await verifier.getByLabel('Server seed', { exact: true }).fill('not-hex');
    await verifier.getByLabel('Nonce').fill('1.5');
    await verifier.getByRole('button', { name: 'Verify' }).click();
    const seedField = verifier.getByLabel('Server seed', { exact: true });
    await expect(seedField).toHaveAttribute('aria-invalid', 'true');
    await expect(seedField).toHaveAccessibleDescription(/Enter 64 hexadecimal characters/);
    await expect(verifier.getByLabel('Client seed')).toHaveAccessibleDescription('This field is required.');
    await expect(verifier.getByLabel('Nonce')).toHaveAccessibleDescription(
      'Enter a whole number, 0 or more.',
    );
    await expect(verifier.getByLabel('Target', { exact: true })).toHaveAccessibleDescription(
      /Enter a target this game accepts/,
    );
    await expect(page.getByTestId('seed-outcome')).toHaveCount(0);

    await seedField.fill(serverSeed);
    await verifier.getByLabel('Client seed').fill('guest-seed');
    await verifier.getByLabel('Nonce').fill('42');
    await verifier.getByLabel('Target', { exact: true }).fill('50.00');
    await verifier.getByLabel('Direction').selectOption({ label: 'Roll under' });
    await verifier
      .getByLabel('Server seed hash (optional)')
      .fill(createHash('sha256').update(serverSeed).digest('hex'));
    await verifier.getByRole('button', { name: 'Verify' }).click();

    await expect(page.getByTestId('seed-hash')).toHaveText(
      createHash('sha256').update(serverSeed).digest('hex'),
    );
    await expect(page.getByTestId('seed-check-hash')).toHaveAttribute('data-ok', 'true');
    const roll = diceRoll(serverSeed, 'guest-seed', 42);
    await expect(page.getByTestId('seed-outcome')).toContainText(`Roll${roll}`);
    await expect(page.getByTestId('seed-pays')).toHaveText(Number(roll) < 50 ? '1.94×' : '0.00×');

    // Another game from the same seeds: the mines field has as many mines as asked.
    await game.selectOption({ label: 'Mines · 5x5' });
    await verifier.getByLabel('Number of mines').fill('3');
    await verifier.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('seed-outcome')).toContainText(/Mines\d+, \d+, \d+/);
  });

  test('a player plays a round, rotates the seeds and verifies the revealed round', async ({ page }) => {
    await signInByApi(page.request, 'multi@orbit.test', DEMO_PASSWORD);
    const launch = await page.request.post('/api/games/launch', {
      headers: XHR,
      data: { game: 'orbit-originals/hex-dice', mode: 'real' },
    });
    expect(launch.status(), await launch.text()).toBe(200);
    const { token } = (await launch.json()) as { token: string };
    const play = await page.request.post(`/api/house/sessions/${token}/rounds`, {
      headers: XHR,
      data: { bet: { stake: 100, target: 5000, over: true } },
    });
    expect(play.status(), await play.text()).toBe(200);
    const { round } = (await play.json()) as { round: { id: number; view: { roll: number } } };

    await page.goto(`/provably-fair?round=${round.id}`);
    const rotate = page.getByTestId('round-unrevealed').getByRole('button', { name: 'Rotate seeds' });
    await expectHydrated(rotate);
    await rotate.click();
    await expect(page.getByTestId('check-hash')).toHaveAttribute('data-ok', 'true');
    await page.getByRole('link', { name: 'Open in the seed verifier' }).click();

    await expect(page).toHaveURL(
      /\/provably-fair\?verify=seeds&game=dice&variant=over-under&server_seed=[0-9a-f]{64}&/,
    );
    await expect(page.getByRole('radio', { name: 'Any seeds' })).toBeChecked();
    const verifier = page.getByTestId('verify-seeds');
    await expect(verifier.getByLabel('Game')).toHaveValue('dice:over-under');
    await expect(verifier.getByLabel('Target', { exact: true })).toHaveValue('50.00');
    await expect(page.getByTestId('seed-check-hash')).toHaveAttribute('data-ok', 'true');
    await expect(page.getByTestId('seed-outcome')).toContainText(`Roll${(round.view.roll / 100).toFixed(2)}`);
  });
});
