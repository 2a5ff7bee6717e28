import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Deps } from '../../deps.ts';
import { type StorageSettings, verificationSettings } from './settings.ts';

/**
 * Where document files live: never under the web root, never named by the player. Keys are made
 * by `newStorageKey` (`<player id>/<uuid>`); every store refuses any other shape.
 */
export interface DocumentStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or undefined when it is not there. */
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
}

const KEY = /^\d{1,10}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const newStorageKey = (userId: number) => `${userId}/${randomUUID()}`;

function checked(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a document storage key: ${key}`);
  return key;
}

/** In memory: the demo and tests on `DATA_DIR=memory://` (gone with the process, like their database). */
export function memoryStorage(): DocumentStorage {
  const files = new Map<string, Buffer>();
  return {
    put: async (key, bytes) => {
      files.set(checked(key), Buffer.from(bytes));
    },
    get: async (key) => files.get(checked(key)),
    delete: async (key) => {
      files.delete(checked(key));
    },
  };
}

/** A local folder (by default `documents/` under DATA_DIR): files readable by Orbit's user only. */
export function folderStorage(root: string): DocumentStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, checked(key));
    if (!path.startsWith(base + sep)) throw new Error(`key outside the documents folder: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      // Written whole, then renamed: a reader never sees half a file.
      const partial = `${path}.${randomUUID()}.part`;
      await writeFile(partial, bytes, { mode: 0o600, flag: 'wx' });
      await rename(partial, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** The calls of an S3 client this store makes (the SDK's S3Client; a stub in tests). */
export interface S3Like {
  send(command: object): Promise<unknown>;
}

/** An S3 bucket, AWS's or any S3-compatible service's. */
export async function s3Storage(
  settings: Extract<StorageSettings, { kind: 's3' }>,
  client?: S3Like,
): Promise<DocumentStorage> {
  const sdk = await import('@aws-sdk/client-s3');
  const s3: S3Like =
    client ??
    new sdk.S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
    });
  const Key = (key: string) => `${settings.prefix}${checked(key)}`;
  const Bucket = settings.bucket;
  return {
    async put(key, bytes, contentType) {
      await s3.send(
        new sdk.PutObjectCommand({ Bucket, Key: Key(key), Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const answer = (await s3.send(new sdk.GetObjectCommand({ Bucket, Key: Key(key) }))) as {
          Body?: { transformToByteArray(): Promise<Uint8Array> };
        };
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
          return undefined;
        throw error;
      }
    },
    async delete(key) {
      await s3.send(new sdk.DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
  };
}

export function openStorage(settings: StorageSettings): Promise<DocumentStorage> {
  if (settings.kind === 's3') return s3Storage(settings);
  if (settings.kind === 'folder') return Promise.resolve(folderStorage(settings.dir));
  return Promise.resolve(memoryStorage());
}

const perApp = new WeakMap<Deps, Promise<DocumentStorage>>();

/** This app's document storage, opened on first use; a test hands its own with `useDocumentStorage`. */
export function documentStorage(deps: Deps): Promise<DocumentStorage> {
  let storage = perApp.get(deps);
  if (!storage) {
    storage = openStorage(verificationSettings(deps).storage);
    perApp.set(deps, storage);
  }
  return storage;
}

export function useDocumentStorage(deps: Deps, storage: DocumentStorage) {
  perApp.set(deps, Promise.resolve(storage));
}

/** The folder a key lands in under `root` (for tests and the docs). */
export const folderPathOf = (root: string, key: string) => join(resolve(root), checked(key));
