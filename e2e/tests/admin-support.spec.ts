import { expect, test, watchContextErrors } from '../support/fixtures.ts';
import { operatorHeaders } from '../support/operator.ts';
import { registerByApi } from '../support/players.ts';
import { dialog, expectHydrated } from '../support/ui.ts';

/** The dev tools' support operator (`POST /api/dev/operator_session {role: 'support'}`). */
const AGENT = 'Development support';

test('a support operator answers a player from the back-office inbox; the player reads it live', async ({
  page,
  browser,
  baseURL,
  pageErrors,
}) => {
  // The player, in this browser.
  const { email } = await registerByApi(page.request);

  // The support operator, in their own browser, with a back-office session of the dev tools.
  const headers = await operatorHeaders(page.request, 'support');
  const [name, ...rest] = headers.Cookie.split(';')[0]!.split('=');
  const operatorContext = await browser.newContext();
  watchContextErrors(operatorContext, pageErrors);
  await operatorContext.addCookies([{ name: name!, value: rest.join('='), url: baseURL! }]);
  const agent = await operatorContext.newPage();
  await agent.goto('/admin/support');
  await expect(agent.getByRole('heading', { level: 1, name: 'Support chat' })).toBeVisible();
  const presence = agent.getByTestId('admin-support-presence');
  const goOnline = agent.getByRole('button', { name: 'Go online' });
  await expectHydrated(goOnline);
  await goOnline.click();
  await expect(presence).toHaveText(
    `You are online as ${AGENT}: players wait for your answer in the live chat.`,
  );

  // The player writes in the chat.
  await page.goto('/');
  const supportLink = page.getByRole('banner').getByRole('link', { name: 'Support' });
  await expectHydrated(supportLink);
  await supportLink.click();
  const chat = dialog(page, 'Support');
  const box = chat.getByRole('textbox', { name: 'Your message' });
  await box.fill('My withdrawal is still pending, why?');
  await box.press('Enter');
  const log = chat.getByRole('log', { name: 'Conversation with support' });
  await expect(log).toContainText('My withdrawal is still pending, why?');

  // The inbox shows it (asked again every few seconds), waiting with one new message.
  const row = agent.getByTestId('admin-support-conversation').filter({ hasText: email });
  await expect(row).toContainText('My withdrawal is still pending, why?', { timeout: 15_000 });
  await expect(row).toContainText('1 new');
  await row.getByRole('link', { name: email }).click();
  await expect(agent.getByRole('heading', { name: `Conversation with ${email}` })).toBeVisible();
  const thread = agent.getByRole('log', { name: 'Messages' });
  await expect(thread).toContainText('My withdrawal is still pending, why?');
  // Read now: no longer new.
  await expect(row).toContainText('Read', { timeout: 15_000 });

  // The agent answers; the player's open chat shows it without a reload.
  const answer = agent.getByRole('textbox', { name: 'Your answer' });
  await answer.fill('It is approved: the money is on its way to your card.');
  await answer.press('Enter');
  await expect(answer).toHaveValue('');
  await expect(thread).toContainText('It is approved: the money is on its way to your card.');
  await expect(log).toContainText(`${AGENT}, support`);
  await expect(log).toContainText('It is approved: the money is on its way to your card.');

  // The player writes again: the open conversation shows it (asked again every few seconds).
  await box.fill('Thank you!');
  await box.press('Enter');
  await expect(thread).toContainText('Thank you!', { timeout: 15_000 });

  await agent.getByRole('button', { name: 'Go offline' }).click();
  await expect(presence).toHaveText(`You are offline (${AGENT}).`);
  await operatorContext.close();
});
