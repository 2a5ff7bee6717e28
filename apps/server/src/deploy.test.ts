import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, unsafeProductionSettings } from './config.ts';
import { documentStorageProblems } from './modules/verification/settings.ts';
import { MIGRATIONS_DIR, SERVER_ROOT, WEB_BUILD_DIR } from './paths.ts';
import {
  compose,
  instruction,
  nodeEnvironment,
  orbitNodes,
  REPO,
  readRepoFile as read,
  rolesOf,
  stages,
} from './test/deploy-files.ts';

/** What an operator fills in for the compose file's required settings. */
const operatorsAnswer = (name: string) =>
  name === 'SMTP_URL' ? 'smtp://user:pass@mail.example.com:587' : 'a-long-operator-chosen-secret';

describe('the compose file', () => {
  it('runs PostgreSQL, Redis, a proxy and two Orbit nodes whose roles split the work', () => {
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['postgres', 'redis', 'proxy']));
    expect(orbitNodes.length).toBe(2);
    const [first, second] = orbitNodes.map(([, service]) => [...rolesOf(service)].sort().join());
    expect(first).not.toBe(second);
    const all = new Set(orbitNodes.flatMap(([, service]) => [...rolesOf(service)]));
    expect([...all].sort()).toEqual(['api', 'jobs', 'realtime', 'web']);
    for (const [name, service] of orbitNodes) {
      const roles = rolesOf(service);
      // The pages call the API in-process, and so do the jobs (config.ts refuses jobs without api).
      if (roles.has('web') || roles.has('jobs')) expect(roles.has('api'), name).toBe(true);
      expect(service.depends_on?.postgres?.condition, name).toBe('service_healthy');
      expect(service.depends_on?.redis?.condition, name).toBe('service_healthy');
    }
    expect(compose.services.postgres?.healthcheck).toBeTruthy();
    expect(compose.services.redis?.healthcheck).toBeTruthy();
  });

  it('gives each node a production configuration Orbit accepts, on the shared database and Redis', () => {
    for (const [name, service] of orbitNodes) {
      const env = nodeEnvironment(service, operatorsAnswer);
      const config = loadConfig(env);
      expect(config.mode, name).toBe('production');
      expect(
        [...unsafeProductionSettings(config, env), ...documentStorageProblems(config, env)],
        name,
      ).toEqual([]);
      expect(config.databaseUrl, name).toMatch(/^postgres:\/\/orbit:.+@postgres:5432\/orbit$/);
      expect(env.REDIS_URL, name).toBe('redis://redis:6379');
    }
  });

  it('puts the proxy in front: pages to the web node only, API and sockets to both, no /metrics', () => {
    expect(compose.services.proxy?.volumes).toContain(
      './deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro',
    );
    const nginx = read('deploy/nginx.conf');
    const upstream = (name: string) =>
      [
        ...(new RegExp(`upstream ${name} \\{([^}]*)\\}`).exec(nginx)?.[1] ?? '').matchAll(
          /server ([\w-]+):3000;/g,
        ),
      ]
        .map((m) => m[1])
        .sort();
    const webNodes = orbitNodes.filter(([, s]) => rolesOf(s).has('web')).map(([name]) => name);
    expect(upstream('orbit_pages')).toEqual(webNodes.sort());
    expect(upstream('orbit_api')).toEqual(orbitNodes.map(([name]) => name).sort());
    expect(nginx).toMatch(/location \/socket\.io\/ \{\s*proxy_pass http:\/\/orbit_api;/);
    expect(nginx).toMatch(/location = \/metrics \{\s*return 404;/);
    expect(nginx).toContain('proxy_set_header Connection $connection_upgrade;');
  });
});

describe('the Dockerfile', () => {
  it('builds in its own stage and runs as an unprivileged user', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages.some((stage) => stage.endsWith(' AS build'))).toBe(true);
    expect(instruction('USER')).toEqual(['USER node']);
    // Nothing is installed or built where it runs: packages and builds come from the other stages.
    expect(instruction('RUN').join()).not.toContain('npm');
  });

  it('runs the command npm start runs, with everything that command reads from disk', () => {
    const start = (JSON.parse(read('apps/server/package.json')) as { scripts: { start: string } }).scripts
      .start;
    const [command = '', ...args] = start.split(' ');
    const inImage = (path: string) => `apps/server/${path}`;
    expect(JSON.parse(instruction('CMD')[0]?.slice(4) ?? '[]')).toEqual([
      command,
      ...args.map((arg) => (arg.endsWith('.js') ? inImage(arg) : arg)),
    ]);
    const copied = instruction('COPY').map((line) => line.split(' ').at(-1));
    for (const dir of [join(SERVER_ROOT, 'dist'), MIGRATIONS_DIR, WEB_BUILD_DIR]) {
      expect(copied).toContain(relative(REPO, dir));
    }
    expect(existsSync(join(REPO, '.dockerignore'))).toBe(true);
    expect(instruction('HEALTHCHECK').join()).toContain('/readyz');
  });
});
