import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoadedCatalogue } from './loaded-catalogue.ts';

afterEach(() => vi.unstubAllGlobals());

describe('useLoadedCatalogue', () => {
  it('fetches an area the page lacks when one of its keys is read, which reads as empty until then', async () => {
    const fetcher = vi.fn(async (_url: string) => Response.json({ vip: { title: 'VIP-Klub' } }));
    vi.stubGlobal('fetch', fetcher);
    const page = { shell: { menu: { open: 'Menü öffnen' } } };
    const { result } = renderHook(() => useLoadedCatalogue('de', page, true));
    expect(result.current.t('shell.menu.open')).toBe('Menü öffnen');
    act(() => {
      expect(result.current.t('vip.title')).toBe('');
    });
    await waitFor(() => expect(result.current.t('vip.title')).toBe('VIP-Klub'));
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]?.[0]).toMatch(/^\/messages\/de\.json\?ns=vip&/);
  });

  it('fetches nothing for a key an area of the page lacks: it reads as itself', () => {
    const fetcher = vi.fn();
    vi.stubGlobal('fetch', fetcher);
    const page = { shell: { menu: { open: 'Open menu' } } };
    const { result } = renderHook(() => useLoadedCatalogue('en', page, true));
    expect(result.current.t('shell.menu.close')).toBe('shell.menu.close');
    expect(fetcher).not.toHaveBeenCalled();
  });
});
