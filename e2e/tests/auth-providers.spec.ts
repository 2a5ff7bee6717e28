import {
  startTestOidcProvider,
  type TestOidcProvider,
} from '../../apps/server/src/modules/auth-providers/test-support.ts';
import { BASE_URL, OIDC_CLIENT, OIDC_PORT } from '../playwright.config.ts';
import { expect, test } from '../support/fixtures.ts';
import { uniqueEmail } from '../support/players.ts';
import { dialog, expectHydrated, expectSignedIn, headerSignIn } from '../support/ui.ts';

// One provider on a fixed port for the test server's OIDC_PROVIDERS: these journeys run one at a time.
test.describe.configure({ mode: 'serial' });

let idp: TestOidcProvider;
test.beforeAll(async () => {
  idp = await startTestOidcProvider([`${BASE_URL}/users/auth/local/callback`], OIDC_PORT);
  expect(idp.settings('local').clientId).toBe(OIDC_CLIENT.id);
});
test.afterAll(async () => {
  await idp?.close();
});

test('signs in with the OpenID Connect provider: a new player, asked to accept the terms, then signed in', async ({
  page,
}) => {
  const email = uniqueEmail('oidc');
  idp.accounts.set('e2e-new-player', { email, email_verified: true, given_name: 'Ada' });
  idp.useSubject('e2e-new-player');

  await page.goto('/');
  const signIn = headerSignIn(page);
  await expectHydrated(signIn);
  await signIn.click();
  const modal = dialog(page, 'Sign in');
  const provider = modal.getByRole('link', { name: 'Continue with Local' });
  await expect(provider).toBeVisible();
  await provider.click();

  // To the provider and back: signed in on the page the modal was over.
  await expect(page).toHaveURL(`${BASE_URL}/`);
  const terms = page.getByTestId('terms-popup');
  await expect(terms).toBeVisible();
  const accept = terms.getByRole('checkbox');
  await expectHydrated(accept);
  await accept.check();
  await expect(accept).toBeChecked();
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/auth_providers/update_details'));
  await terms.getByRole('button', { name: 'Accept' }).click();
  expect((await answer).status()).toBe(201);
  await expect(terms).toBeHidden();
  await expectSignedIn(page);

  const player = await (
    await page.request.get('/api/player', { headers: { 'x-requested-with': 'XMLHttpRequest' } })
  ).json();
  expect(player).toMatchObject({ email, first_name: 'Ada', auth_fields_missed: [] });
  const links = await (
    await page.request.get('/api/auth_providers', { headers: { 'x-requested-with': 'XMLHttpRequest' } })
  ).json();
  expect(links.map((link: { type: string; uid: string }) => [link.type, link.uid])).toEqual([
    ['local', 'e2e-new-player'],
  ]);
});

test("a refused sign-in comes back to the sign-in modal with the provider's reason", async ({ page }) => {
  // The provider gives no e-mail address: a new account cannot be made.
  idp.accounts.set('e2e-no-email', {});
  idp.useSubject('e2e-no-email');
  await page.goto('/login');
  const provider = dialog(page, 'Sign in').getByRole('link', { name: 'Continue with Local' });
  await expectHydrated(provider);
  await provider.click();
  await expect(page).toHaveURL(/\/login\?auth_provider_error=auth\.providers\.no_email$/);
  await expect(dialog(page, 'Sign in').getByRole('status')).toContainText(
    'The provider did not give us your e-mail address',
  );
});
