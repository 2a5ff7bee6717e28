import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPageMessages } from './page-messages.ts';

const HREF = '/messages/de.json?ns=common,shell&v=abc';

function pageLinking(href: string | null) {
  document.head.innerHTML =
    href === null
      ? '<link rel="stylesheet" href="/app.css">'
      : `<link rel="preload" as="fetch" href="${href}" crossorigin="anonymous" data-page-messages="">`;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('fetchPageMessages', () => {
  it("fetches the areas the page's head links, once", async () => {
    pageLinking(HREF);
    const fetcher = vi.fn(async (_url: string) => Response.json({ shell: { menu: 'Menü' } }));
    expect(await fetchPageMessages(document, fetcher)).toEqual({ shell: { menu: 'Menü' } });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(
      new URL(fetcher.mock.calls[0]?.[0] ?? '').pathname + new URL(fetcher.mock.calls[0]?.[0] ?? '').search,
    ).toBe(HREF);
  });

  it('is null without a link (the back office: its data carries its words), fetching nothing', async () => {
    pageLinking(null);
    const fetcher = vi.fn();
    expect(await fetchPageMessages(document, fetcher)).toBeNull();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('tries a second time after a failure, then gives up with null', async () => {
    pageLinking(HREF);
    const flaky = vi
      .fn<(url: string) => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(Response.json({ common: { ok: 'OK' } }));
    expect(await fetchPageMessages(document, flaky)).toEqual({ common: { ok: 'OK' } });
    const failing = vi.fn(async (_url: string) => new Response('busy', { status: 503 }));
    expect(await fetchPageMessages(document, failing)).toBeNull();
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
