import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, guest, renderApp } from '~/shared/ui/testing.tsx';
import { useModalNavigation } from './use-modal-navigation.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function FinishButton() {
  const { finishSignIn } = useModalNavigation();
  return (
    <button type="button" onClick={() => void finishSignIn()}>
      finish
    </button>
  );
}

/** Where finishing a sign-in opened at `url` goes. */
async function finishFrom(url: string) {
  const api = fakeApi({ 'GET /api/player': () => ({ body: guest }) });
  renderApp(<FinishButton />, { url, fetch: api.fetch });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'finish' }));
  let where = '';
  await waitFor(() => {
    where = screen.getByTestId('location').textContent ?? '';
    expect(where).not.toBe(url);
  });
  return where;
}

describe('finishing a sign-in', () => {
  it('goes to the redirect path of this site', async () => {
    expect(await finishFrom('/games?modal=login&redirect=%2Fprofile%2Fsecurity%3Ftab%3D1')).toBe(
      '/profile/security?tab=1',
    );
  });

  it('goes back to the page behind the modal without a redirect', async () => {
    expect(await finishFrom('/games?modal=login')).toBe('/games');
  });

  it.each([
    '%2F%09%2Fevil.example',
    '%09%2Fevil.example',
    'javascript%3Aalert(1)',
    'https%3A%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '%2F%5Cevil.example',
  ])('goes to / for redirect=%s, which is no path of this site', async (value) => {
    expect(await finishFrom(`/games?modal=login&redirect=${value}`)).toBe('/');
  });
});
