import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoadedCatalogue } from './loaded-catalogue.ts';

afterEach(() => vi.unstubAllGlobals());

describe('a partial area', () => {
  it('is fetched whole when a key it left out is read, which reads as empty until then', async () => {
    const fetcher = vi.fn(async (_url: string) =>
      Response.json({ shell: { menu: { open: 'Menü öffnen', close: 'Menü schließen' } } }),
    );
    vi.stubGlobal('fetch', fetcher);
    const page = { shell: { menu: { open: 'Menü öffnen' } } };
    const partial = ['shell'];
    const { result } = renderHook(() => useLoadedCatalogue('de', page, true, partial));
    expect(result.current.t('shell.menu.open')).toBe('Menü öffnen');
    act(() => {
      expect(result.current.t('shell.menu.close')).toBe('');
    });
    await waitFor(() => expect(result.current.t('shell.menu.close')).toBe('Menü schließen'));
    expect(fetcher.mock.calls[0]?.[0]).toMatch(/^\/messages\/de\.json\?ns=shell&/);
    // Whole now: a key the area lacks reads as itself again.
    expect(result.current.t('shell.nothing')).toBe('shell.nothing');
  });

  it('a whole area of the page fetches nothing for a key it lacks', () => {
    const fetcher = vi.fn();
    vi.stubGlobal('fetch', fetcher);
    const page = { shell: { menu: { open: 'Open menu' } } };
    const { result } = renderHook(() => useLoadedCatalogue('en', page, true, []));
    expect(result.current.t('shell.menu.close')).toBe('shell.menu.close');
    expect(fetcher).not.toHaveBeenCalled();
  });
});
