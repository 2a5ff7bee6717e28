import { act } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFirstUseReplay, whenUsed } from './near-view.ts';

/** A popover's button as the server renders it, and as its code hydrates it. */
function Part({ onOpen }: { onOpen?: () => void }) {
  useFirstUseReplay('#part');
  const [open, setOpen] = useState(false);
  return (
    <div id="part">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => {
          setOpen(!open);
          onOpen?.();
        }}
      >
        Language
      </button>
    </div>
  );
}

/** A search field as the server renders it, and as its code hydrates it. */
function Field({ onFocus }: { onFocus: () => void }) {
  useFirstUseReplay('#field');
  const [query, setQuery] = useState('');
  return (
    <div id="field">
      <input
        aria-label="Search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onFocus={onFocus}
      />
      <output>{query}</output>
    </div>
  );
}

const SERVER_PART = '<div id="part"><button type="button" aria-expanded="false">Language</button></div>';
const SERVER_FIELD = '<div id="field"><input aria-label="Search" value=""/><output></output></div>';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The server's HTML in a container of the page. */
function serverHtml(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

describe('whenUsed', () => {
  it('loads once the visitor reaches for the part, not for the pointer over another element', async () => {
    serverHtml(`${SERVER_PART}<p id="other">text</p>`);
    const load = vi.fn(async () => 'code');
    const loaded = whenUsed('#part', load);
    document.getElementById('other')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    document.querySelector('#part button')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await expect(loaded).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads at the page's first use elsewhere (a tap)", async () => {
    serverHtml(`${SERVER_PART}<p id="other">text</p>`);
    const load = vi.fn(async () => 'code');
    const loaded = whenUsed('#part', load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    document.getElementById('other')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await expect(loaded).resolves.toBe('code');
  });

  it('marks the part while it waits for its first use, and unmarks it once reached for', async () => {
    serverHtml(SERVER_PART);
    const part = document.getElementById('part');
    const loaded = whenUsed('#part', async () => 'code');
    expect(part?.hasAttribute('data-awaiting-use')).toBe(true);
    part?.querySelector('button')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    await loaded;
    expect(part?.hasAttribute('data-awaiting-use')).toBe(false);
  });

  it('loads at once when the focus is already in the part (reached for before the loader listened)', async () => {
    serverHtml(`${SERVER_PART}<p id="other">text</p>`);
    document.querySelector<HTMLButtonElement>('#part button')?.focus();
    const load = vi.fn(async () => 'code');
    await expect(whenUsed('#part', load)).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when the server did not render the part', async () => {
    const load = vi.fn(async () => 'code');
    await expect(whenUsed('#part', load)).resolves.toBe('code');
  });

  it('the click made before the code opens the part once hydrated, once', async () => {
    const container = serverHtml(SERVER_PART);
    const loaded = whenUsed('#part', async () => null);
    const button = container.querySelector('button');
    button?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button?.click();
    await loaded;
    const onOpen = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <Part onOpen={onOpen} />);
    });
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')?.getAttribute('aria-expanded')).toBe('true');
  });

  it('the click reaches the part also when React rendered it anew instead of hydrating it', async () => {
    const container = serverHtml(SERVER_PART);
    const loaded = whenUsed('#part', async () => null);
    container.querySelector('button')?.click();
    container.querySelector('button')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    await loaded;
    container.innerHTML = '';
    await act(async () => {
      root = createRoot(container);
      root.render(<Part />);
    });
    expect(container.querySelector('button')?.getAttribute('aria-expanded')).toBe('true');
  });

  it('a field focused and typed into before the code has both once hydrated', async () => {
    const container = serverHtml(SERVER_FIELD);
    const loaded = whenUsed('#field', async () => null);
    const input = container.querySelector('input');
    input?.focus();
    if (input) input.value = 'ath';
    await loaded;
    const onFocus = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <Field onFocus={onFocus} />);
    });
    expect(onFocus).toHaveBeenCalled();
    expect(container.querySelector('output')?.textContent).toBe('ath');
    expect(document.activeElement).toBe(container.querySelector('input'));
  });
});
