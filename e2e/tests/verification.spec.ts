import type { Page } from '@playwright/test';
import { depositByCard, givePersonalDetails } from '../support/bonuses.ts';
import { expect, test } from '../support/fixtures.ts';
import { operatorHeaders } from '../support/operator.ts';
import { registerByApi } from '../support/players.ts';
import { expectHydrated } from '../support/ui.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
/** Above the default CAD threshold (3,000): such a withdrawal needs a verified player. */
const WITHDRAWAL = '3200';

/** The first bytes of a PNG and a PDF: what the server's content check reads. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

async function withdrawByCard(page: Page) {
  await page.goto('/withdraw');
  const form = page.getByTestId('cashbox').getByTestId('withdraw-form');
  await expectHydrated(form.getByRole('button', { name: 'Withdraw' }));
  await form.getByLabel('Amount (CAD)').fill(WITHDRAWAL);
  await form.getByLabel('Card number').fill('4111111111111111');
  await form.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await form.getByLabel('Name on the card or account').fill('Ada Lovelace');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  return form;
}

test('a withdrawal that needs verification goes through once the uploaded documents are approved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerByApi(page.request);
  await givePersonalDetails(page.request);
  await depositByCard(page.request, 350_000);
  const player = (await (await page.request.get('/api/player', { headers: XHR })).json()) as { id: number };

  // Too much for an unverified player: the form says so and leads to the verification page.
  const refused = await withdrawByCard(page);
  await expect(refused.getByText('Withdrawals of this size need a verified account.')).toBeVisible();
  await refused.getByRole('link', { name: 'Go to verification' }).click();
  await expect(page).toHaveURL(/\/profile\/verification$/);

  // The player sends an identity document and a proof of address.
  const upload = page.getByTestId('verification-upload');
  await expectHydrated(upload.getByRole('button', { name: 'Send' }));
  await expect(page.getByTestId('verification-state')).toContainText('not verified yet');
  for (const [kind, file] of [
    ['Identity document', { name: 'passport.png', mimeType: 'image/png', buffer: PNG }],
    ['Proof of address', { name: 'bill.pdf', mimeType: 'application/pdf', buffer: PDF }],
  ] as const) {
    await upload.getByLabel('Document type').selectOption({ label: kind });
    await upload.getByLabel('File').setInputFiles(file);
    await upload.getByRole('button', { name: 'Send' }).click();
    await expect(upload.getByRole('status')).toContainText('Your document was sent.');
  }
  await expect(page.getByTestId('verification-kind-identity')).toContainText('Under review');
  await expect(page.getByTestId('verification-kind-address')).toContainText('Under review');

  // The operator approves both.
  const queue = await page.request.get(`/api/operator/documents?state=pending&user_id=${player.id}`, {
    headers: await operatorHeaders(page.request),
  });
  const { documents } = (await queue.json()) as { documents: Array<{ id: number }> };
  expect(documents).toHaveLength(2);
  for (const document of documents) {
    const approved = await page.request.post(`/api/operator/documents/${document.id}/approve`, {
      headers: await operatorHeaders(page.request),
    });
    expect(approved.status(), await approved.text()).toBe(200);
  }
  await page.reload();
  await expect(page.getByTestId('verification-state')).toHaveText('Your account is verified.');
  await expect(page.getByTestId('verification-kind-identity')).toContainText('Approved');

  // The same withdrawal now goes through.
  await withdrawByCard(page);
  await expect(page.getByTestId('withdrawal-pending')).toContainText('pending');
});
