import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { SubscriptionsForm } from './subscriptions-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function server(put: (body: unknown) => { status?: number; body?: unknown }) {
  let subscriptions = {
    receive_promos: true,
    receive_sms_promos: false,
    receive_promos_via_phone_calls: false,
    agreed_to_partner_promotions: false,
  };
  return fakeApi({
    'GET /api/player': () => ({ body: makePlayer() }),
    'GET /api/subscriptions': () => ({ body: subscriptions }),
    'PUT /api/subscriptions': ({ body }) => {
      const reply = put(body);
      if (!reply.status || reply.status < 300) subscriptions = { ...subscriptions, ...(body as object) };
      return reply;
    },
  });
}

describe('subscriptions page', () => {
  it('saves the changed flags with a success toast', async () => {
    const user = userEvent.setup();
    const api = server(() => ({ body: {} }));
    renderApp(<SubscriptionsForm />, { fetch: api.fetch });
    await user.click(await screen.findByLabelText('Promotions by SMS'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your subscription settings have been saved.')).toBeTruthy();
    expect(api.callsTo('PUT /api/subscriptions')[0]?.body).toEqual({ receive_sms_promos: true });
    await waitFor(() => expect(api.callsTo('GET /api/subscriptions').length).toBe(2));
    expect((screen.getByLabelText('Promotions by SMS') as HTMLInputElement).checked).toBe(true);
  });

  it('says "already subscribed" without a request when nothing changed', async () => {
    const user = userEvent.setup();
    const api = server(() => ({ body: {} }));
    renderApp(<SubscriptionsForm />, { fetch: api.fetch });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You are already subscribed.')).toBeTruthy();
    expect(api.callsTo('PUT /api/subscriptions')).toHaveLength(0);
  });

  it('shows "something went wrong" when the save fails', async () => {
    const user = userEvent.setup();
    const api = server(() => ({ status: 500, body: { error: 'internal_error' } }));
    renderApp(<SubscriptionsForm />, { fetch: api.fetch });
    await user.click(await screen.findByLabelText('Offers from our partners'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Something went wrong. Your subscriptions were not changed.',
    );
  });

  it('shows the server’s "already subscribed" refusal as that toast', async () => {
    const user = userEvent.setup();
    const api = server(() => ({
      status: 422,
      body: { errors: { receive_promos: ['subscriptions.already_subscribed'] } },
    }));
    renderApp(<SubscriptionsForm />, { fetch: api.fetch });
    await user.click(await screen.findByLabelText('Promotions by SMS'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You are already subscribed.')).toBeTruthy();
  });
});
