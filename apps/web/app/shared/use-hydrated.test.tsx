import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useHydrated } from './use-hydrated.ts';

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
});
