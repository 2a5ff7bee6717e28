import { join } from 'node:path';
import type { Config } from '../../config.ts';
import type { Deps } from '../../deps.ts';

/** Where the documents' files are kept. */
export type StorageSettings =
  | { kind: 'memory' }
  | { kind: 'folder'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** An S3-compatible service's address (MinIO, R2 …); AWS itself when unset. */
      endpoint: string | undefined;
      forcePathStyle: boolean;
      /** Keys are stored under this prefix (`documents/`). */
      prefix: string;
    };

/** The verification module's settings, from the environment (docs/verification.md). */
export interface VerificationSettings {
  /** `VERIFICATION_MAX_FILE_MB` (10): the largest document accepted. */
  maxFileBytes: number;
  /** `VERIFICATION_PENDING_LIMIT` (10): documents a player may have waiting for review at once. */
  pendingLimit: number;
  /** `VERIFICATION_UPLOADS_PER_HOUR` (20): uploads a player may send an hour. */
  uploadsPerHour: number;
  storage: StorageSettings;
}

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : fallback;
};

/**
 * `DOCUMENTS_S3_BUCKET` picks S3-compatible storage (credentials from the SDK's usual
 * environment: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY …); else `DOCUMENTS_DIR`, by default
 * `documents/` under DATA_DIR, outside the web root; with `DATA_DIR=memory://`, memory.
 */
export function loadVerificationSettings(
  config: Config,
  env: NodeJS.ProcessEnv = process.env,
): VerificationSettings {
  const bucket = env.DOCUMENTS_S3_BUCKET?.trim();
  const storage: StorageSettings = bucket
    ? {
        kind: 's3',
        bucket,
        region: env.DOCUMENTS_S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1',
        endpoint: env.DOCUMENTS_S3_ENDPOINT?.trim() || undefined,
        forcePathStyle: ['1', 'true', 'on', 'yes'].includes(
          (env.DOCUMENTS_S3_FORCE_PATH_STYLE ?? '').toLowerCase(),
        ),
        prefix: env.DOCUMENTS_S3_PREFIX ?? 'documents/',
      }
    : env.DOCUMENTS_DIR?.trim()
      ? { kind: 'folder', dir: env.DOCUMENTS_DIR.trim() }
      : config.dataDir.startsWith('memory://')
        ? { kind: 'memory' }
        : { kind: 'folder', dir: join(config.dataDir, 'documents') };
  return {
    maxFileBytes: Math.round(positive(env.VERIFICATION_MAX_FILE_MB, 10) * 1024 * 1024),
    pendingLimit: Math.floor(positive(env.VERIFICATION_PENDING_LIMIT, 10)),
    uploadsPerHour: Math.floor(positive(env.VERIFICATION_UPLOADS_PER_HOUR, 20)),
    storage,
  };
}

/**
 * What makes a production start unsafe for documents (main.ts refuses it): files kept in memory
 * would be lost on a restart, with the players' records still pointing at them.
 */
export function documentStorageProblems(config: Config, env: NodeJS.ProcessEnv = process.env): string[] {
  if (config.mode !== 'production') return [];
  return loadVerificationSettings(config, env).storage.kind === 'memory'
    ? ['documents would be kept in memory (DATA_DIR=memory://): set DOCUMENTS_DIR or DOCUMENTS_S3_BUCKET']
    : [];
}

const perApp = new WeakMap<Deps, VerificationSettings>();

/** This app's settings (read once); a test changes its own app's with `useVerificationSettings`. */
export function verificationSettings(deps: Deps): VerificationSettings {
  let settings = perApp.get(deps);
  if (!settings) {
    settings = loadVerificationSettings(deps.config);
    perApp.set(deps, settings);
  }
  return settings;
}

export function useVerificationSettings(deps: Deps, change: Partial<VerificationSettings>) {
  perApp.set(deps, { ...verificationSettings(deps), ...change });
}
