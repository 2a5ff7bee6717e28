import { expect, test } from '../support/fixtures.ts';
import { operatorHeaders } from '../support/operator.ts';
import { markPage, stillHere } from '../support/play.ts';
import { registerByApi } from '../support/players.ts';
import { dialog, expectHydrated } from '../support/ui.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test('a player chats with an agent from the header and reads the answer live', async ({ page }) => {
  await registerByApi(page.request);
  const player = (await (await page.request.get('/api/player', { headers: XHR })).json()) as { id: number };
  const online = await page.request.put('/api/operator/support/agents/Mia', {
    headers: await operatorHeaders(page.request),
    data: { online: true },
  });
  expect(online.status(), await online.text()).toBe(200);

  await page.goto('/');
  const support = page.getByRole('banner').getByRole('link', { name: 'Support' });
  await expectHydrated(support);
  await markPage(page);
  await support.click();
  const chat = dialog(page, 'Support');
  await expect(chat.getByText('An agent is online and answers in a moment.')).toBeVisible();
  const box = chat.getByRole('textbox', { name: 'Your message' });
  await expect(box).toBeFocused();
  await box.fill('Where are my free spins?');
  await box.press('Enter');
  const log = chat.getByRole('log', { name: 'Conversation with support' });
  await expect(log).toContainText('Where are my free spins?');
  await expect(box).toHaveValue('');

  // The agent finds it in the inbox and answers through the operator API.
  const inbox = (await (
    await page.request.get('/api/operator/support/conversations?waiting=true&agent=Mia', {
      headers: await operatorHeaders(page.request),
    })
  ).json()) as { conversations: Array<{ id: number; user_id: number }> };
  const conversation = inbox.conversations.find((c) => c.user_id === player.id);
  expect(conversation, 'the conversation waits in the inbox').toBeDefined();
  const answer = await page.request.post(`/api/operator/support/conversations/${conversation!.id}/messages`, {
    headers: await operatorHeaders(page.request),
    data: {
      agent: 'Mia',
      body: 'They are in your gifts: open Profile, then Gifts.',
      key: `e2e-${Date.now()}`,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  await expect(log).toContainText('Mia, support');
  await expect(log).toContainText('They are in your gifts: open Profile, then Gifts.');
  expect(await stillHere(page)).toBe(true);

  // Closed, the chat leaves the page as it was; the next answer shows the unread bubble.
  await chat.getByRole('button', { name: 'Close the chat' }).click();
  await expect(chat).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await page.request.post(`/api/operator/support/conversations/${conversation!.id}/messages`, {
    headers: await operatorHeaders(page.request),
    data: { agent: 'Mia', body: 'Anything else I can do?', key: `e2e-next-${Date.now()}` },
  });
  const bubble = page.getByRole('link', { name: 'Support: 1 new message' });
  await bubble.click();
  await expect(dialog(page, 'Support').getByRole('log')).toContainText('Anything else I can do?');

  // The conversation continues after a reload (another device reads the same one).
  await page.goto('/pokies/all#chat');
  await expect(dialog(page, 'Support').getByRole('log')).toContainText('Anything else I can do?');
  await page.request.put('/api/operator/support/agents/Mia', {
    headers: await operatorHeaders(page.request),
    data: { online: false },
  });
});

test('a visitor writes from the footer: a bad address is named, a good message is sent', async ({ page }) => {
  await page.goto('/');
  const chatLink = page.getByRole('contentinfo').getByRole('link', { name: 'Chat' });
  await expectHydrated(chatLink);
  await chatLink.click();
  const form = dialog(page, 'Support').getByTestId('contact-form');
  await form.getByRole('textbox', { name: 'Your e-mail' }).fill('not-an-address');
  await form.getByRole('textbox', { name: 'Your message' }).fill('My deposit has not arrived yet.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('textbox', { name: 'Your e-mail' })).toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('textbox', { name: 'Your e-mail' }).fill(`visitor.${Date.now()}@orbit.test`);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We have your message' })).toBeVisible();
});

test('the survey asks a signed-in player after 5 minutes on the site, once', async ({ page }) => {
  // This tab has been on the site for 5 minutes (the widget counts from the tab's first page).
  await page.addInitScript({
    content: `sessionStorage.setItem('orbit.site-since', String(Date.now() - 5 * 60000));`,
  });
  await registerByApi(page.request);
  await page.goto('/pokies/all');
  const widget = page.getByRole('complementary', { name: /How likely are you to recommend/ });
  await expect(widget).toBeVisible({ timeout: 20_000 });
  await widget.getByRole('radio', { name: '9 of 10' }).check({ force: true });
  await widget.getByRole('textbox', { name: /main reason/ }).fill('Fast withdrawals');
  await widget.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your answer!' })).toBeVisible();

  // Answered: the next page asks the server, and no second survey comes.
  const asked = page.waitForResponse((response) => response.url().includes('/api/support/survey/'));
  await page.reload();
  expect(((await (await asked).json()) as { answered: boolean }).answered).toBe(true);
  await expect(widget).toBeHidden();
});

test('the support page opens the chat, takes a message and answers the common questions', async ({
  page,
}) => {
  await page.goto('/de/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Wie können wir helfen?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Häufige Fragen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wie lange dauert eine Auszahlung?' })).toBeVisible();
  const openChat = page.getByRole('main').getByRole('link', { name: 'Chat öffnen' });
  await expectHydrated(openChat);
  await openChat.click();
  await expect(dialog(page, 'Support').getByTestId('contact-form')).toBeVisible();
});
