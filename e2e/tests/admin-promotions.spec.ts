import { expect, test, watchContextErrors } from '../support/fixtures.ts';
import { operatorHeaders } from '../support/operator.ts';
import { registerByApi } from '../support/players.ts';
import { expectHydrated } from '../support/ui.ts';

/**
 * A marketing operator writes a promo offer in the back office (the form checks it by the
 * contract's schema and shows the server's refusals), generates single-use codes for it; a new
 * player redeems one at /profile/gifts and sees the gift; the code then counts as used.
 */
test('a marketing operator creates a promo offer with codes; a player redeems one and sees the gift', async ({
  page,
  browser,
  baseURL,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `E2E spring gift ${tag}`;

  // The marketing operator, in their own browser, with a back-office session of the dev tools.
  const headers = await operatorHeaders(page.request, 'marketing');
  const [name, ...rest] = headers.Cookie.split(';')[0]!.split('=');
  const operatorContext = await browser.newContext();
  watchContextErrors(operatorContext, pageErrors);
  await operatorContext.addCookies([{ name: name!, value: rest.join('='), url: baseURL! }]);
  const admin = await operatorContext.newPage();

  await admin.goto('/admin/promotions');
  await expect(admin.getByRole('heading', { level: 1, name: 'Bonus offers' })).toBeVisible();
  const newOffer = admin.getByRole('link', { name: 'New offer' });
  await expectHydrated(newOffer);
  await newOffer.click();
  await expect(admin.getByRole('heading', { level: 1, name: 'New offer' })).toBeVisible();
  const form = admin.getByTestId('promotions-offer-form');
  const create = form.getByRole('button', { name: 'Create' });
  await expectHydrated(create);

  // Sent empty: the contract's schema answers in the fields, nothing reaches the server.
  await create.click();
  await expect(form.getByLabel('Key', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('This value is not in the right format.')).toBeVisible();

  // A key another offer has: the server's refusal shows on the field.
  await form.getByLabel('Key', { exact: true }).fill('weekly_cashback');
  await form.getByLabel('Title per language in en').fill(title);
  const amounts = form.getByRole('group', { name: /^Bonus per currency/ });
  await amounts.getByRole('button', { name: 'Add a currency' }).click();
  await amounts.getByLabel(/currency of row 1/).fill('CAD');
  await amounts.getByLabel(/amount of row 1/).fill('1000');
  await form.getByLabel('Wagering (× the bonus)').fill('1');
  await create.click();
  await expect(form.getByText('Another offer already has this key or code.').first()).toBeVisible();

  // A promo offer of its own key, reached only by its generated codes.
  await form.getByLabel('Key', { exact: true }).fill(`e2e_codes_${tag}`);
  await create.click();
  await expect(admin).toHaveURL(/\/admin\/promotions\/offers\/\d+$/);
  await expect(admin.getByRole('heading', { level: 1, name: `Offer e2e_codes_${tag}` })).toBeVisible();

  const codes = admin.getByRole('region', { name: 'Generated codes' });
  const generate = codes.getByRole('button', { name: 'Generate codes' });
  await expectHydrated(generate);
  await codes.getByLabel('Number of codes').fill('10001');
  await generate.click();
  await expect(codes.getByText('The value is too large.')).toBeVisible();
  await codes.getByLabel('Number of codes').fill('3');
  await codes.getByLabel('Prefix').fill('spring');
  await generate.click();
  await expect(codes.getByTestId('promotions-codes-made')).toContainText('3 codes generated');
  await expect(codes.getByTestId('promotions-code')).toHaveCount(3);
  const code = (await codes.getByTestId('promotions-code').first().textContent()) ?? '';
  expect(code).toMatch(/^SPRING(-[2-9A-HJKMNP-Z]{4}){3}$/);

  // The player redeems it in their gifts.
  await registerByApi(page.request);
  await page.goto('/profile/gifts');
  const promo = page.getByTestId('gifts-promo-form');
  await expectHydrated(promo.getByRole('button', { name: 'Get gift' }));
  await promo.getByLabel('Promo code').fill(code.toLowerCase());
  await promo.getByRole('button', { name: 'Get gift' }).click();
  await expect(promo.getByTestId('gifts-promo-success')).toHaveText(`Your gift: ${title}`);
  await expect(page.getByText(title).first()).toBeVisible();
  // A code is used once.
  await promo.getByLabel('Promo code').fill(code);
  await promo.getByRole('button', { name: 'Get gift' }).click();
  await expect(promo.getByText('You have already used this code.')).toBeVisible();

  // The back office shows it used, by that player.
  await codes.getByLabel('Status').selectOption('used');
  await expect(codes.getByTestId('promotions-code-row')).toHaveCount(1);
  await expect(codes.getByTestId('promotions-code-row')).toContainText(code);
});
