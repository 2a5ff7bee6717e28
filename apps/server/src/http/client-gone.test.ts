import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientGoneAtDebug } from './client-gone.ts';

/** A Fastify logger at `level` with the hook, and the records it wrote. */
function logger(level: string) {
  const records: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      records.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  const app = Fastify({ logger: { level, stream, hooks: { logMethod: clientGoneAtDebug } } });
  return { log: app.log, records };
}

describe('clientGoneAtDebug', () => {
  it("logs a pipe's premature close, the browser having gone, at debug: not at all at info", () => {
    const { log, records } = logger('info');
    log.error(new Error('premature close'));
    log.error({ err: new Error('premature close') }, 'premature close');
    expect(records).toEqual([]);
    const debug = logger('debug');
    debug.log.error(new Error('premature close'));
    expect(debug.records.map((record) => [record.level, record.msg])).toEqual([[20, 'premature close']]);
  });

  it('leaves every other error an error', () => {
    const { log, records } = logger('info');
    log.error(new Error('connection refused'));
    log.error({ err: new Error('premature end of data') }, 'a read failed');
    log.warn(new Error('premature close'));
    expect(records.map((record) => [record.level, record.msg])).toEqual([
      [50, 'connection refused'],
      [50, 'a read failed'],
      [40, 'premature close'],
    ]);
  });
});
