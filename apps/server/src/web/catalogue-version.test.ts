import { describe, expect, it } from 'vitest';
import { catalogueChanged, catalogueVersion } from '../lib/catalogue-version.ts';
import { type CachedAnswer, catalogueCache } from './catalogue-cache.ts';

/** An operator's edit on this node drops the page renders' kept catalogue answers at once. */
describe('catalogue cache and the operator’s edits', () => {
  it('answers afresh after the catalogue changed, and from memory again after that', async () => {
    const db = {};
    let sent = 0;
    const cache = catalogueCache(
      () => 1_000,
      () => catalogueVersion(db),
    );
    const send = async (): Promise<CachedAnswer> => {
      sent += 1;
      return { status: 200, headers: {}, body: Buffer.from(`answer ${sent}`) };
    };
    const call = {
      method: 'GET',
      url: '/api/fe/config/footer-config',
      body: undefined,
      host: 'h',
      country: 'CA',
    };
    expect((await cache(call, send)).body.toString()).toBe('answer 1');
    expect((await cache(call, send)).body.toString()).toBe('answer 1');
    catalogueChanged(db);
    expect((await cache(call, send)).body.toString()).toBe('answer 2');
    expect((await cache(call, send)).body.toString()).toBe('answer 2');
    // Another database's edits are not this one's.
    catalogueChanged({});
    expect((await cache(call, send)).body.toString()).toBe('answer 2');
  });
});
