import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VALIDATION_KEYS } from '@orbit/contract';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('validation keys the server can answer', () => {
  it('are all in the contract list the web client translates', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/['"`](validation\.[a-z0-9_]+)['"`]/g)) {
        used.add(match[1]!);
      }
    }
    expect(used.size).toBeGreaterThan(5);
    const listed = new Set<string>(VALIDATION_KEYS);
    expect([...used].filter((key) => !listed.has(key)).sort()).toEqual([]);
  });
});
