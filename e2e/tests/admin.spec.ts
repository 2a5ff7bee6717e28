import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { BASE_URL } from '../playwright.config.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectHydrated } from '../support/ui.ts';

/**
 * The back office from a fresh installation, as an operator meets it: the first owner is created
 * by `npm run operator:create`, sets the account up from the printed link (password and TOTP),
 * signs in with a code, adds a support operator who can look players up but not approve payments (refused,
 * and the refusal is in the audit log). Its own Orbit on its own data folder: the command runs
 * while that Orbit is stopped, as it must with the embedded database.
 */
test.describe.configure({ mode: 'serial' });

const REPO = join(import.meta.dirname, '../..');
const PORT = Number(new URL(BASE_URL).port) + 60;
const ORIGIN = `http://localhost:${PORT}`;
const OWNER = { email: 'olive@casino.test', name: 'Olive Owner', password: 'olive-owner-password-1' };
const SUPPORT = { email: 'sam@casino.test', name: 'Sam Support', password: 'sam-support-password-1' };

let dataDir: string;
let orbit: ChildProcess | undefined;
let ownerSetupUrl: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), 'orbit-admin-e2e-'));
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), RATE_LIMIT: 'off' };
  const printed = execFileSync(
    'npm',
    ['run', '-s', 'operator:create', '--', '--email', OWNER.email, '--name', OWNER.name, '--url', ORIGIN],
    { cwd: REPO, env, encoding: 'utf8' },
  );
  ownerSetupUrl = /http\S+\/admin\/setup#[\w-]+/.exec(printed)?.[0] ?? '';
  expect(ownerSetupUrl, printed).toMatch(/^http:\/\/localhost:\d+\/admin\/setup#/);
  orbit = spawn(process.execPath, ['dist/main.js'], {
    cwd: join(REPO, 'apps/server'),
    env,
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${ORIGIN}/healthz`).catch(() => null))?.status ?? 0, { timeout: 120_000 })
    .toBe(200);
});

test.afterAll(async () => {
  orbit?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The code of a secret `stepsAhead` 30-second steps from now (a code works once: sign-ins take the next). */
const codeOf = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** Completes a setup link in `page`; answers the TOTP secret it enrolled. */
async function setUpAccount(page: Page, url: string, password: string): Promise<string> {
  await page.goto(url);
  const secret = (await page.getByTestId('admin-otp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password again').fill(password);
  await page.getByLabel('Code from your authenticator app').fill(await codeOf(secret));
  await page.getByRole('button', { name: 'Finish and sign in' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/admin`);
  return secret;
}

async function signIn(page: Page, email: string, password: string, otp: string) {
  await page.goto(`${ORIGIN}/admin/sign-in`);
  const submit = page.getByRole('button', { name: 'Sign in' });
  await expectHydrated(submit);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Code from your authenticator app').fill(otp);
  await submit.click();
}

test('the CLI’s owner sets up with TOTP, signs in, adds a support operator who may not approve payments', async ({
  page,
  browser,
}) => {
  // A guest is sent to sign in.
  await page.goto(`${ORIGIN}/admin/operators`);
  await expect(page).toHaveURL(`${ORIGIN}/admin/sign-in?next=%2Fadmin%2Foperators`);

  const secret = await setUpAccount(page, ownerSetupUrl, OWNER.password);
  await expect(page.getByTestId('admin-operator')).toHaveText(`${OWNER.name} · Owner`);
  // The link worked once.
  await page.goto(ownerSetupUrl);
  await expect(page.getByRole('alert')).toContainText('used, expired or unknown');

  await page.goto(`${ORIGIN}/admin`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/admin/sign-in`);
  await signIn(page, OWNER.email, OWNER.password, '000000');
  await expect(page.getByTestId('admin-sign-in-error')).toHaveText(
    'The e-mail, password or code is not right.',
  );
  await signIn(page, OWNER.email, OWNER.password, await codeOf(secret, 1));
  await expect(page).toHaveURL(`${ORIGIN}/admin`);

  // The owner adds a support operator: the setup link is shown once (and mailed).
  await page.getByRole('link', { name: 'Operators' }).first().click();
  const add = page.getByRole('region', { name: 'Add an operator' });
  await expectHydrated(add.getByRole('button', { name: 'Add and send the setup link' }));
  await add.getByLabel('E-mail').fill(SUPPORT.email);
  await add.getByLabel('Name').fill(SUPPORT.name);
  await add.getByLabel('Role').selectOption('support');
  await add.getByRole('button', { name: 'Add and send the setup link' }).click();
  const supportSetupUrl = (await page.getByTestId('admin-setup-url').textContent()) ?? '';
  expect(supportSetupUrl).toMatch(/\/admin\/setup#[\w-]{43}$/);
  await expect(page.getByTestId('admin-operator-row').filter({ hasText: SUPPORT.email })).toContainText(
    'Invited',
  );

  // The support operator, in their own browser: no operators or audit screens; an approval is refused.
  const supportContext = await browser.newContext();
  const support = await supportContext.newPage();
  await setUpAccount(support, supportSetupUrl, SUPPORT.password);
  await expect(support.getByTestId('admin-operator')).toHaveText(`${SUPPORT.name} · Support`);
  await expect(
    support.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Operators' }),
  ).toHaveCount(0);
  // Support may look players up (the demo's tester is there from the seed)…
  await support
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Players' })
    .click();
  await expect(support.getByRole('heading', { name: 'Players', level: 1 })).toBeVisible();
  await expectHydrated(support.getByRole('button', { name: 'Search', exact: true }));
  await support.getByLabel('Search', { exact: true }).fill('tester@orbit.test');
  await support.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(support.getByRole('rowheader', { name: 'tester@orbit.test' })).toBeVisible();
  // …but not decide a payment.
  const approve = await support.request.post(`${ORIGIN}/api/operator/payments/1/approve`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(approve.status()).toBe(403);
  await supportContext.close();

  // The owner finds the refusal in the audit log.
  await page.goto(`${ORIGIN}/admin/audit?outcome=refused`);
  const refused = page
    .getByTestId('admin-audit-row')
    .filter({ hasText: 'POST /api/operator/payments/:id/approve' });
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText(SUPPORT.email);
  await expect(refused).toContainText('Refused (403)');
});
