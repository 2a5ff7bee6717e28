import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = { DATA_DIR: 'memory://' };

describe('the log format', () => {
  it('is JSON in production, whatever the terminal, unless pretty is asked for', () => {
    expect(loadConfig({ ...base, ORBIT_MODE: 'production' }).logFormat).toBe('json');
    expect(loadConfig({ ...base, ORBIT_MODE: 'production', LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  });

  it('follows LOG_FORMAT in the demo; anything but pretty means JSON', () => {
    expect(loadConfig({ ...base, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({ ...base, LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ ...base, LOG_FORMAT: 'fancy' }).logFormat).toBe('json');
  });

  it('is pretty for the demo at a terminal, JSON when its output is collected', () => {
    const tty = process.stdout.isTTY;
    try {
      process.stdout.isTTY = true;
      expect(loadConfig(base).logFormat).toBe('pretty');
      process.stdout.isTTY = false;
      expect(loadConfig(base).logFormat).toBe('json');
    } finally {
      process.stdout.isTTY = tty;
    }
  });
});
