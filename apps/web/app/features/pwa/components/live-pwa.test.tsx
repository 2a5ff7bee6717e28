import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, guest, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import type { InstallPromptEvent } from '../model/bootstrap.ts';
import LivePwa from './live-pwa.tsx';

const standalone = (matches: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query.includes('standalone') }));

beforeEach(() => {
  sessionStorage.clear();
  standalone(false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.orbitInstallPrompt = undefined;
});

const api = (player: unknown = makePlayer()) =>
  fakeApi({
    'GET /api/player': () => ({ body: player }),
    'POST /api/pwa_events': () => ({ status: 204 }),
  });

const location = () => screen.getByTestId('location').textContent;

describe('the install instructions (?pwa=install)', () => {
  it('open on the lobby, then go back to the lobby without the parameter', async () => {
    renderApp(<LivePwa />, { url: '/de?pwa=install&stag=122_abc', fetch: api(guest).fetch });
    const dialog = await screen.findByRole('dialog', { name: 'Install the app' });
    expect(dialog.textContent).toContain('Computer (Chrome or Edge)');
    fireEvent.click(screen.getByRole('button', { name: 'Back to the lobby' }));
    await waitFor(() => expect(location()).toBe('/de?stag=122_abc'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('close with the close button too', async () => {
    renderApp(<LivePwa />, { url: '/?pwa=install', fetch: api(guest).fetch });
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('show the steps of an iPhone', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    );
    renderApp(<LivePwa />, { url: '/?pwa=install', fetch: api(guest).fetch });
    await screen.findByRole('heading', { name: 'iPhone and iPad (Safari)' });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Tap the Share button in Safari.',
      'Scroll down and tap “Add to Home Screen”.',
      'Tap “Add” in the top right corner.',
    ]);
  });

  it('install with the browser’s prompt when it offered one, then go to the lobby', async () => {
    const prompt = vi.fn(() => Promise.resolve());
    window.orbitInstallPrompt = Object.assign(new Event('beforeinstallprompt'), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    }) satisfies InstallPromptEvent;
    renderApp(<LivePwa />, { url: '/?pwa=install', fetch: api(guest).fetch });
    const install = await screen.findByRole('button', { name: 'Install' });
    expect(screen.queryByRole('listitem')).toBeNull();
    fireEvent.click(install);
    await waitFor(() => expect(location()).toBe('/'));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(window.orbitInstallPrompt).toBeUndefined();
  });

  it('show the steps when the prompt was dismissed (it shows once)', async () => {
    window.orbitInstallPrompt = Object.assign(new Event('beforeinstallprompt'), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    }) satisfies InstallPromptEvent;
    renderApp(<LivePwa />, { url: '/?pwa=install', fetch: api(guest).fetch });
    fireEvent.click(await screen.findByRole('button', { name: 'Install' }));
    await screen.findByRole('heading', { name: 'Computer (Chrome or Edge)' });
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    expect(location()).toBe('/?pwa=install');
  });

  it('say so inside the installed app', async () => {
    standalone(true);
    renderApp(<LivePwa />, { url: '/?pwa=install', fetch: api(guest).fetch });
    await screen.findByText('You’re using the app already.');
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('do not open on another page', async () => {
    const fake = api(guest);
    renderApp(<LivePwa />, { url: '/pokies/all?pwa=install', fetch: fake.fetch });
    await waitFor(() => expect(fake.callsTo('GET /api/player')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the installed app’s events', () => {
  it('tell a signed-in player’s open once per session, in the installed app only', async () => {
    standalone(true);
    const fake = api();
    const first = renderApp(<LivePwa />, { url: '/', fetch: fake.fetch });
    await waitFor(() => expect(fake.callsTo('POST /api/pwa_events')).toHaveLength(1));
    expect(fake.callsTo('POST /api/pwa_events')[0]?.body).toEqual({ event: 'open' });
    first.unmount();
    renderApp(<LivePwa />, { url: '/', fetch: fake.fetch });
    await waitFor(() => expect(fake.callsTo('GET /api/player')).toHaveLength(2));
    expect(fake.callsTo('POST /api/pwa_events')).toHaveLength(1);
  });

  it('tell nothing in a browser tab, or for a guest', async () => {
    const tab = api();
    renderApp(<LivePwa />, { url: '/', fetch: tab.fetch });
    await waitFor(() => expect(tab.callsTo('GET /api/player')).toHaveLength(1));
    cleanup();
    standalone(true);
    const visitor = api(guest);
    renderApp(<LivePwa />, { url: '/', fetch: visitor.fetch });
    await waitFor(() => expect(visitor.callsTo('GET /api/player')).toHaveLength(1));
    window.dispatchEvent(new Event('appinstalled'));
    expect(tab.callsTo('POST /api/pwa_events')).toEqual([]);
    expect(visitor.callsTo('POST /api/pwa_events')).toEqual([]);
  });

  it('tell an install when the browser installed the app', async () => {
    const fake = api();
    renderApp(<LivePwa />, { url: '/', fetch: fake.fetch });
    await waitFor(() => expect(fake.callsTo('GET /api/player')).toHaveLength(1));
    await waitFor(() => {
      window.dispatchEvent(new Event('appinstalled'));
      expect(fake.callsTo('POST /api/pwa_events').map((c) => c.body)).toContainEqual({ event: 'install' });
    });
  });
});
