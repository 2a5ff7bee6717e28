import { describe, expect, it } from 'vitest';
import { ApiClient } from '~/shared/api/client.ts';
import { fakeApi } from '~/shared/ui/testing.tsx';
import { getPage } from './get-page.ts';

const clientAnswering = (status: number) =>
  new ApiClient({
    fetch: fakeApi({ 'GET /api/cms/pages/x': () => ({ status, body: { error: 'e' } }) }).fetch,
    timeoutMs: 1000,
    retries: 0,
  });

describe('one CMS page', () => {
  it('is none for an unknown slug, or one the server refuses to look up (too long, odd characters)', async () => {
    expect(await getPage(clientAnswering(404), 'x', 'en')).toBeNull();
    expect(await getPage(clientAnswering(400), 'x', 'en')).toBeNull();
  });

  it('lets other failures through', async () => {
    await expect(getPage(clientAnswering(500), 'x', 'en')).rejects.toMatchObject({ status: 500 });
    await expect(getPage(clientAnswering(403), 'x', 'en')).rejects.toMatchObject({ status: 403 });
  });
});
