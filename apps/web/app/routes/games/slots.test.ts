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

  it('keep any slug inside the path, encoded', () => {
    expect(call('http://x/slots/%F0%9F%9A%80', '🚀').headers.get('location')).toBe('/pokies/%F0%9F%9A%80');
    expect(call('http://x/slots/a%0d%0ab', 'a\r\nb').headers.get('location')).toBe('/pokies/a%0D%0Ab');
    expect(call('http://x/slots/a%2F%2Fb', 'a//b').headers.get('location')).toBe('/pokies/a%2F%2Fb');
  });

  it('send /slots to all pokies', () => {
    expect(call('http://x/slots').headers.get('location')).toBe('/pokies/all');
  });
});
