import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { SERVER_ROOT } from '../paths.ts';

/**
 * The deployment files at the repository's root (Dockerfile, compose.yaml, deploy/), read the way
 * Docker reads them: for the test that checks them and the fault test that runs their nodes.
 */
export const REPO = join(SERVER_ROOT, '../..');
export const readRepoFile = (path: string) => readFileSync(join(REPO, path), 'utf8');

export interface ComposeService {
  image?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: unknown;
  volumes?: string[];
}

export const compose = parse(readRepoFile('compose.yaml'), { merge: true }) as {
  services: Record<string, ComposeService>;
};

/** The services that run Orbit's image, by name. */
export const orbitNodes = Object.entries(compose.services).filter(([, service]) => service.image === 'orbit');
export const rolesOf = (service: ComposeService) =>
  new Set((service.environment?.ORBIT_ROLES ?? '').split(','));

/** A compose value with its `${NAME:?…}` taken from `given` and `${NAME:-default}` filled as Compose does. */
export function filled(value: string, given: (name: string) => string): string {
  return value
    .replace(/\$\{(\w+):\?[^}]*\}/g, (_all, name: string) => given(name))
    .replace(/\$\{(\w+):-([^}]*)\}/g, (_all, _name: string, fallback: string) => fallback);
}

/** The Dockerfile's stages and, of the last one, its instructions. */
const dockerfile = readRepoFile('Dockerfile')
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
export const stages = dockerfile.filter((line) => line.startsWith('FROM '));
const runStage = dockerfile.slice(dockerfile.lastIndexOf(stages.at(-1) ?? ''));
export const instruction = (name: string) => runStage.filter((line) => line.startsWith(`${name} `));
/** The image's own `ENV` settings. */
export const imageEnv: Record<string, string> = Object.fromEntries(
  instruction('ENV').flatMap((line) => [...line.slice(4).matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1], m[2]])),
);

/** A node's environment as its container sees it: the image's settings, then the service's. */
export function nodeEnvironment(service: ComposeService, given: (name: string) => string) {
  return Object.fromEntries(
    Object.entries({ ...imageEnv, ...service.environment }).map(([key, value]) => [
      key,
      filled(String(value), given),
    ]),
  );
}
