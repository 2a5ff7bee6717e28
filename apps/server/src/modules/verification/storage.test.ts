import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { documentStorageProblems, loadVerificationSettings } from './settings.ts';
import {
  folderPathOf,
  folderStorage,
  memoryStorage,
  newStorageKey,
  type S3Like,
  s3Storage,
} from './storage.ts';

/** The document stores without a network: the folder, memory, and S3 through a recording client. */
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'orbit-documents-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('folder storage', () => {
  it('writes, reads and deletes a file readable by its owner only', async () => {
    const storage = folderStorage(dir);
    const key = newStorageKey(42);
    await storage.put(key, Buffer.from('%PDF-1.4'), 'application/pdf');
    expect((await storage.get(key))?.toString()).toBe('%PDF-1.4');
    expect((await stat(folderPathOf(dir, key))).mode & 0o777).toBe(0o600);
    // Written whole then renamed: no partial file is left beside it.
    expect(await readdir(join(dir, '42'))).toEqual([key.split('/')[1]]);
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    await storage.delete(key);
  });

  it('refuses keys it did not make (no way out of its folder)', async () => {
    const storage = folderStorage(dir);
    for (const key of ['../etc/passwd', '42/../../x', '/abs/path', '42/not-a-uuid']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/storage key/);
      await expect(storage.get(key)).rejects.toThrow(/storage key/);
    }
  });
});

describe('memory storage', () => {
  it('keeps a copy of what it is given', async () => {
    const storage = memoryStorage();
    const key = newStorageKey(7);
    const bytes = Buffer.from('abc');
    await storage.put(key, bytes, 'image/png');
    bytes.write('xyz');
    expect((await storage.get(key))?.toString()).toBe('abc');
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
  });
});

describe('S3 storage', () => {
  const settings = {
    kind: 's3' as const,
    bucket: 'kyc',
    region: 'eu-west-1',
    endpoint: 'http://minio.local:9000',
    forcePathStyle: true,
    prefix: 'documents/',
  };

  it('puts, gets and deletes objects under its prefix, with the detected type', async () => {
    const sent: object[] = [];
    const client: S3Like = {
      async send(command) {
        sent.push(command);
        if (command instanceof GetObjectCommand)
          return { Body: { transformToByteArray: async () => new Uint8Array([1, 2, 3]) } };
        return {};
      },
    };
    const storage = await s3Storage(settings, client);
    const key = newStorageKey(5);
    await storage.put(key, Buffer.from('png'), 'image/png');
    expect([...(await storage.get(key))!]).toEqual([1, 2, 3]);
    await storage.delete(key);
    expect(sent.map((c) => c.constructor)).toEqual([PutObjectCommand, GetObjectCommand, DeleteObjectCommand]);
    const put = (sent[0] as PutObjectCommand).input;
    expect(put.Bucket).toBe('kyc');
    expect(put.Key).toBe(`documents/${key}`);
    expect(put.ContentType).toBe('image/png');
    expect((sent[2] as DeleteObjectCommand).input.Key).toBe(`documents/${key}`);
  });

  it('answers nothing for a missing object, and refuses foreign keys before any call', async () => {
    let calls = 0;
    const client: S3Like = {
      async send() {
        calls++;
        throw new NoSuchKey({ message: 'gone', $metadata: {} });
      },
    };
    const storage = await s3Storage(settings, client);
    expect(await storage.get(newStorageKey(5))).toBeUndefined();
    await expect(storage.get('../x')).rejects.toThrow(/storage key/);
    expect(calls).toBe(1);
  });
});

describe('settings', () => {
  const config = (dataDir: string) => ({ ...loadConfig({}), dataDir });

  it('keeps documents under DATA_DIR by default, in memory with memory://, elsewhere when told', () => {
    expect(loadVerificationSettings(config('/srv/orbit'), {}).storage).toEqual({
      kind: 'folder',
      dir: '/srv/orbit/documents',
    });
    expect(loadVerificationSettings(config('memory://'), {}).storage).toEqual({ kind: 'memory' });
    expect(loadVerificationSettings(config('memory://'), { DOCUMENTS_DIR: '/kyc' }).storage).toEqual({
      kind: 'folder',
      dir: '/kyc',
    });
  });

  it('uses S3 once a bucket is named', () => {
    const settings = loadVerificationSettings(config('/srv/orbit'), {
      DOCUMENTS_S3_BUCKET: 'kyc',
      DOCUMENTS_S3_ENDPOINT: 'http://minio:9000',
      DOCUMENTS_S3_FORCE_PATH_STYLE: 'true',
      DOCUMENTS_S3_REGION: 'eu-north-1',
    });
    expect(settings.storage).toEqual({
      kind: 's3',
      bucket: 'kyc',
      region: 'eu-north-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      prefix: 'documents/',
    });
  });

  it('reads the limits, falling back on nonsense', () => {
    const defaults = loadVerificationSettings(config('memory://'), {});
    expect(defaults.maxFileBytes).toBe(10 * 1024 * 1024);
    expect(defaults.pendingLimit).toBe(10);
    expect(defaults.uploadsPerHour).toBe(20);
    const set = loadVerificationSettings(config('memory://'), {
      VERIFICATION_MAX_FILE_MB: '2',
      VERIFICATION_PENDING_LIMIT: '3',
      VERIFICATION_UPLOADS_PER_HOUR: 'lots',
    });
    expect([set.maxFileBytes, set.pendingLimit, set.uploadsPerHour]).toEqual([2 * 1024 * 1024, 3, 20]);
  });

  it('refuses to run production with the files in memory', () => {
    const production = { ...config('memory://'), mode: 'production' as const };
    expect(documentStorageProblems(production, {}).join()).toMatch(/DOCUMENTS_DIR/);
    expect(documentStorageProblems(production, { DOCUMENTS_DIR: '/kyc' })).toEqual([]);
    expect(documentStorageProblems(production, { DOCUMENTS_S3_BUCKET: 'kyc' })).toEqual([]);
    expect(documentStorageProblems(config('memory://'), {})).toEqual([]);
  });
});
