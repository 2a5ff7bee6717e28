import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf, fakeApi, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { SessionsList } from './sessions-list.tsx';
import { TwoFactorPanel } from './two-factor-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('two-factor authentication', () => {
  it('sets up with the QR code and secret, then turns on with a code', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/player': () => ({ body: makePlayer() }),
      'GET /api/v2/player/two_factor': () => ({
        body: { otp_secret: 'JBSWY3DPEHPK3PXP', data: 'data:image/png;base64,iVBORw0KGgo=' },
      }),
      'POST /api/v2/player/two_factor': ({ body }) =>
        (body as { two_factor: { authentication_code: string } }).two_factor.authentication_code === '123456'
          ? { status: 204 }
          : { status: 422, body: { errors: { authentication_code: ['auth.invalid_otp'] } } },
    });
    renderApp(<TwoFactorPanel player={makePlayer()} />, { fetch: api.fetch });
    await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByTestId('two-factor-secret').textContent).toBe('JBSWY3DPEHPK3PXP');

    const code = screen.getByLabelText('6-digit code');
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(descriptionOf(code)).toMatch(/The code is wrong or has expired/);
    expect(api.callsTo('POST /api/v2/player/two_factor')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(descriptionOf(code)).toMatch(/The code is wrong or has expired/));
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Two-factor authentication is now on.')).toBeTruthy();
    expect(api.callsTo('POST /api/v2/player/two_factor').at(-1)?.body).toEqual({
      two_factor: { otp_secret: 'JBSWY3DPEHPK3PXP', authentication_code: '123456' },
    });
  });

  it('turns off with a code sent in the DELETE body', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/player': () => ({ body: makePlayer({ two_factor_enabled: true }) }),
      'DELETE /api/v2/player/two_factor': () => ({ status: 204 }),
    });
    renderApp(<TwoFactorPanel player={makePlayer({ two_factor_enabled: true })} />, { fetch: api.fetch });
    await user.type(screen.getByLabelText('6-digit code'), '111 222');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor authentication is now off.')).toBeTruthy();
    expect(api.callsTo('DELETE /api/v2/player/two_factor')[0]?.body).toEqual({
      two_factor: { authentication_code: '111222' },
    });
  });
});

describe('sessions', () => {
  it('marks this device, and signs another one out', async () => {
    const user = userEvent.setup();
    let sessions = [
      {
        id: 1,
        ip: '10.0.0.1',
        country: 'CA',
        user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
        created_at: '2026-01-02T10:00:00Z',
        current: true,
      },
      {
        id: 2,
        ip: '10.0.0.2',
        country: 'DE',
        user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1',
        created_at: '2026-01-01T08:30:00Z',
        current: false,
      },
    ];
    const api = fakeApi({
      'GET /api/player/sessions': () => ({ body: sessions }),
      'DELETE /api/player/sessions/2': () => {
        sessions = sessions.filter((s) => s.id !== 2);
        return { status: 204 };
      },
    });
    renderApp(<SessionsList />, { fetch: api.fetch });
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('This device')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]!.textContent).toContain('Safari, iOS');
    expect(rows[1]!.textContent).toContain('Jan 1, 2026, 8:30 AM UTC');

    await user.click(within(rows[1]!).getByRole('button', { name: 'Sign out Safari, iOS' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
  });
});
