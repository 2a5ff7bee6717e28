import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useHydrated } from './use-hydrated.ts';

/** What useHydrated returned at each render of a Recorder. */
const seen: boolean[] = [];

function Recorder() {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <span>{String(hydrated)}</span>;
}

function Probe() {
  return <span>{useHydrated() ? 'client' : 'server'}</span>;
}

describe('useHydrated', () => {
  it('is false on the server and while hydrating, then true, without a hydration error', async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('server');
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: errors });
    });
    expect(container.textContent).toBe('client');
    expect(errors).not.toHaveBeenCalled();
  });

  it('switches to true in a deferred render after the urgent one that follows hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Recorder />);
    seen.length = 0;
    await act(async () => {
      hydrateRoot(container, <Recorder />);
    });
    // Hydration, then React's synchronous re-render of the store's reader (still the server's
    // look, so nothing changes on screen), then the deferred render that switches.
    expect(seen).toEqual([false, false, true]);
    expect(container.textContent).toBe('true');
  });

  it('is true at once in a component mounted after hydration', async () => {
    seen.length = 0;
    await act(async () => {
      createRoot(document.createElement('div')).render(<Recorder />);
    });
    expect(seen).toEqual([true]);
  });
});
