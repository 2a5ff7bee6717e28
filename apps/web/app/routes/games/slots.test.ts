import { describe, expect, it } from 'vitest';
import { loader } from './slots.ts';

const call = (url: string, slug?: string) =>
  loader({ request: new Request(url), params: { slug }, context: {} } as unknown as Parameters<
    typeof loader
  >[0]);

describe('/slots pages', () => {
  it('redirect permanently to the pokies page of the same slug, in the same locale', () => {
    const response = call('http://x/de/slots/megaways?x=1', 'megaways');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/de/pokies/megaways?x=1');
  });

  it('send /slots to all pokies', () => {
    expect(call('http://x/slots').headers.get('location')).toBe('/pokies/all');
  });
});
